/**
 * Seed 003, "Game set up": the size of the game and its table, the initiative roll that makes
 * one side the attacker, the terrain the defender places, and the deployment, commands first
 * (alternating, the defender first) and then cannons one at a time (alternating, the attacker
 * first). The tool cannot see the table: it works out the sizes, rolls the initiative, and
 * keeps the terrain and deployment as checklists the game master ticks off.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, type Result } from '../../engine/result.js';
import { tumWords } from './distance.js';
import type { TillyEvent } from './events.js';
import { other, outcome, plain, plural, sideName, type TillyOutcome, unitOf } from './helpers.js';
import { sideVerb, startSideSays, theSideSays } from './side-words.js';
import { sideSubject } from '../../engine/english.js';
import type { BaseWidth, SideIndex, TillyState } from './state.js';

export type GameSize = 'small' | 'big';
export type TerrainKind = 'road' | 'village' | 'river' | 'rough' | 'hill' | 'wood' | 'fortifications';
export const TERRAIN_KINDS: readonly TerrainKind[] = ['road', 'village', 'river', 'rough', 'hill', 'wood', 'fortifications'];

/** What the set-up still has to do; null once play has begun (or a scenario skips it). */
export interface TillySetup {
  readonly size: GameSize;
  /** The initiative is still to be rolled (the scenario did not fix the attacker). */
  readonly initiative: boolean;
  readonly terrain: readonly TerrainKind[];
  /** Commands (by id) and cannons (by unit id) deployed, in order. */
  readonly deployed: readonly string[];
}

/** "Size of game", "The wargaming table": a small game has up to 18 units a side. */
export const GAME_SIZES: Readonly<Record<GameSize, { readonly table: readonly [number, number]; readonly centre: number; readonly terrain: readonly [number, number] }>> = {
  small: { table: [30, 20], centre: 16, terrain: [1, 2] },
  big: { table: [45, 30], centre: 24, terrain: [1, 4] },
};
/** "The wargaming table": the neutral zone is 8 TUM deep, whatever the table. */
export const NEUTRAL_ZONE = 8;
/** "Terrain": at most one of each of these, and three of the others. */
const TERRAIN_MAX: Readonly<Record<TerrainKind, number>> = { road: 1, village: 1, river: 1, rough: 3, hill: 3, wood: 3, fortifications: 1 };

/** Whether one more feature of this kind fits the table and the per-kind limit. */
export const terrainAllowed = (setup: TillySetup, kind: TerrainKind): boolean =>
  setup.terrain.length < GAME_SIZES[setup.size].terrain[1] && setup.terrain.filter((t) => t === kind).length < TERRAIN_MAX[kind];

export const gameSize = (units: readonly [number, number]): GameSize => (Math.max(...units) <= 18 ? 'small' : 'big');

/** One step of the deployment: a command of a side, or one of its cannons. */
export interface DeploymentItem {
  readonly side: SideIndex;
  readonly kind: 'command' | 'cannons';
  /** Command id or cannons unit id. */
  readonly id: string;
}

/** Which side deploys next, and what it may deploy: a command (its choice of which) or a cannon. */
export function deploymentDue(s: TillyState): { side: SideIndex; kind: 'command' | 'cannons'; options: DeploymentItem[] } | null {
  const setup = s.setup;
  if (!setup) return null;
  const done = new Set(setup.deployed);
  const items = (side: SideIndex, kind: 'command' | 'cannons'): DeploymentItem[] =>
    kind === 'command'
      ? s.commands.filter((c) => c.side === side && s.units.some((u) => u.command === c.id && u.type !== 'cannons')).map((c) => ({ side, kind, id: c.id }))
      : s.units.filter((u) => u.side === side && u.type === 'cannons').map((u) => ({ side, kind, id: u.id }));
  for (const kind of ['command', 'cannons'] as const) {
    const first: SideIndex = kind === 'command' ? other(s.attacker) : s.attacker;
    const left = (side: SideIndex) => items(side, kind).filter((i) => !done.has(i.id));
    const count = (side: SideIndex) => setup.deployed.filter((id) => items(side, kind).some((i) => i.id === id)).length;
    if (left(first).length === 0 && left(other(first)).length === 0) continue;
    // Alternate, the first side first; a side that has run out lets the other go on.
    const turn: SideIndex = count(first) <= count(other(first)) ? first : other(first);
    const side = left(turn).length > 0 ? turn : other(turn);
    return { side, kind, options: left(side) };
  }
  return null;
}

/** What keeps the set-up from ending, or null. */
export function setupBlocker(s: TillyState): string | null {
  if (!s.setup) return null;
  if (s.setup.initiative) return 'roll for the initiative first: initiative';
  const due = deploymentDue(s);
  if (due) return `deployment is not finished: ${theSideSays(s, due.side, 'deploys')} ${due.kind === 'command' ? 'a command' : 'a cannon'} next (deploy <unit of it>, or deploy all)`;
  return null;
}

/** "Initiative": each player rolls a die, the highest becomes the attacker; ties are rolled again. */
export function resolveInitiative(s: TillyState, dice: DiceSource): Result<TillyOutcome, string> {
  if (!s.setup) return err('the initiative is rolled once, at the set-up, before the first turn');
  if (!s.setup.initiative) return err(`the scenario already makes ${sideSubject(sideName(s, s.attacker))} the attacker: no initiative roll`);
  const rounds: string[] = [];
  let tie: string | undefined;
  for (let round = 1; round <= 50; round += 1) {
    // After a tie, players rolling by hand are told so before the new roll's first die.
    const a = dice.roll(6, `initiative: ${sideName(s, 0)}`, undefined, tie === undefined ? undefined : { note: tie });
    const b = dice.roll(6, `initiative: ${sideName(s, 1)}`);
    rounds.push(`${sideName(s, 0)} ${a}, ${sideName(s, 1)} ${b}`);
    if (a === b) {
      tie = `The initiative is a tie (${a} each): both sides roll again.`;
      continue;
    }
    const attacker: SideIndex = a > b ? 0 : 1;
    const text = `Initiative: ${rounds.join('; tie, rolled again: ')}. ${startSideSays(s, attacker, 'wins')} the initiative and ${sideVerb(s, attacker, 'attacks')}; ${theSideSays(s, other(attacker), 'defends')}.`;
    return outcome([plain('initiative', text, [], { rolls: { dice: rounds.flatMap((r) => r.match(/\d+/g)?.map(Number) ?? []) } })], [{ type: 'attacker', side: attacker, text }]);
  }
  return err('fifty ties in a row: roll again');
}

/** "Terrain": the defender places 1-2 features on a small table, 1-4 on a big one, within the limits per kind. */
export function resolveTerrain(s: TillyState, kind: TerrainKind): Result<TillyOutcome, string> {
  const setup = s.setup;
  if (!setup) return err('terrain is placed at the set-up, before the first turn');
  if (setup.initiative) return err('roll for the initiative first: the defender places the terrain');
  const max = GAME_SIZES[setup.size].terrain[1];
  if (setup.terrain.length >= max) return err(`a ${setup.size} table has at most ${plural(max, 'terrain feature')} ("Terrain")`);
  const same = setup.terrain.filter((t) => t === kind).length;
  if (same >= TERRAIN_MAX[kind]) return err(`at most ${TERRAIN_MAX[kind] === 1 ? 'one' : 'three'} ${LIMIT_WORDS[kind]} ("Terrain")`);
  const note = TERRAIN_NOTES[kind];
  const text = `${startSideSays(s, other(s.attacker), 'places')} ${article(kind)}: ${note}`;
  return outcome([plain('terrain', text)], [{ type: 'terrain', kind, text }]);
}

const article = (kind: TerrainKind): string => (kind === 'rough' ? 'rough ground' : kind === 'fortifications' ? 'field fortifications' : `a ${kind}`);

/** A kind as its limit reads: "one road", "three areas of rough ground". */
const LIMIT_WORDS: Readonly<Record<TerrainKind, string>> = {
  road: 'road',
  village: 'village',
  river: 'river or stream',
  rough: 'areas of rough ground',
  hill: 'hills',
  wood: 'woods',
  fortifications: 'set of field fortifications',
};

const TERRAIN_NOTES: Readonly<Record<TerrainKind, string>> = {
  road: 'about 1 TUM wide, more or less straight from one table edge to the opposite one; it changes nothing underneath it.',
  river: 'a river or stream, about 1 TUM wide, from one table edge to the opposite one; difficult terrain.',
  village: 'at most 12 by 8 TUM; difficult terrain.',
  rough: 'at most 12 by 8 TUM; difficult terrain (so are fields in season or enclosed).',
  hill: 'at most 12 by 8 TUM; gentle (open) or difficult (rough or wooded on top, or steep).',
  wood: 'at most 12 by 8 TUM; difficult terrain.',
  fortifications: 'only if the historical scenario allows them; they give the garrison an advantage (--fortified in melee, --cover in shooting).',
};

/** "Deployment": `deploy <unit>` deploys the command of that unit, or that cannon. */
export function resolveDeploy(s: TillyState, unitId: string | null): Result<TillyOutcome, string> {
  const setup = s.setup;
  if (!setup) return err('deployment happens at the set-up, before the first turn');
  if (setup.initiative) return err('roll for the initiative first: the defender deploys first');
  if (unitId === null) {
    // deploy all: tick everything left, in the book's order.
    const events: TillyEvent[] = [];
    let cur = s;
    const order: string[] = [];
    for (let due = deploymentDue(cur); due; due = deploymentDue(cur)) {
      const item = due.options[0] as DeploymentItem;
      order.push(itemWords(cur, item));
      const e: TillyEvent = { type: 'deployed', id: item.id, text: `${itemWords(cur, item)} deployed.` };
      events.push(e);
      cur = { ...cur, setup: { ...(cur.setup as TillySetup), deployed: [...(cur.setup as TillySetup).deployed, item.id] } };
    }
    if (order.length === 0) return err('every command and cannon is deployed');
    return outcome([plain('deploy', `Deployed in order: ${order.join('; ')}.`)], events);
  }
  const due = deploymentDue(s);
  if (!due) return err('every command and cannon is deployed');
  const u = unitOf(s, unitId);
  const id = u.type === 'cannons' ? u.id : u.command;
  if (setup.deployed.includes(id)) return err(`${u.type === 'cannons' ? u.name : `the command of ${u.name}`} is already deployed`);
  const item = due.options.find((i) => i.id === id);
  if (!item) {
    const what = due.kind === 'command' ? 'a command (cannons come last)' : 'a cannon';
    return err(`${theSideSays(s, due.side, 'deploys')} ${what} next: ${due.options.map((i) => itemWords(s, i)).join(', ')}`);
  }
  const text = `${itemWords(s, item)} deployed.`;
  const next = deploymentDue({ ...s, setup: { ...setup, deployed: [...setup.deployed, id] } });
  const then = next ? ` Next: ${theSideSays(s, next.side, 'deploys')} ${next.kind === 'command' ? 'a command' : 'a cannon'}.` : ' Deployment is complete: next starts turn 1.';
  return outcome([plain('deploy', `${text}${then}`)], [{ type: 'deployed', id, text }]);
}

/** "Centre (Gassion, 4 units, 2 pike+shot: centre zone)" or "Swedish Guns (cannons)". */
export function itemWords(s: TillyState, item: DeploymentItem): string {
  if (item.kind === 'cannons') return `${unitOf(s, item.id).name} (${sideName(s, item.side)} cannons)`;
  const command = s.commands.find((c) => c.id === item.id);
  const units = s.units.filter((u) => u.command === item.id && u.type !== 'cannons');
  const pike = units.filter((u) => u.type === 'pike-and-shot').length;
  return `${command?.name ?? item.id} of ${sideSubject(sideName(s, item.side))} (${plural(units.length, 'unit')}${pike > 0 ? `, ${pike} pike+shot in the centre zone` : ''})`;
}

/** The table, its zones and the deployment lines, in TUM and in the players' unit. */
export function tableWords(size: GameSize, base: BaseWidth): string[] {
  const g = GAME_SIZES[size];
  const [w, d] = g.table;
  return [
    `A ${size} game (${size === 'small' ? 'up to 18' : '19 or more'} units a side): a table of about ${tumWords(w, base)} by ${tumWords(d, base)}.`,
    `Each side deploys from its base edge to ${tumWords(NEUTRAL_ZONE / 2, base)} from the centre line: a neutral zone ${tumWords(NEUTRAL_ZONE, base)} deep.`,
    `Pike+shot deploy in the friendly centre zone, ${tumWords(g.centre, base)} wide; other units anywhere in the deployment zone.`,
    `The defender places ${g.terrain[0]} to ${g.terrain[1]} terrain features: at most one road, village and river, three rough ground, hills and woods.`,
  ];
}
