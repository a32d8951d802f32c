/**
 * Seed 003, "Melee dice": "If a unit is fighting a melee with more than one enemy unit, the
 * player can choose to divide his hits against the enemy units in any way he chooses." The
 * player sees the dice before choosing, so a melee whose hits need dividing is fought in two
 * commands: `melee` rolls and waits, `divide` places the hits of each such unit. Only then do
 * resolve losses, routs (and so rout markers and heroics), the won/lost/drawn verdicts and the
 * commander casualty rolls follow, from the division made.
 */
import type { DiceSource } from '../../dice/dice.js';
import { its, itWord, type Named, unitList, verb } from '../../engine/english.js';
import type { Change, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import { commanderCasualty } from './casualties.js';
import type { TillyEvent } from './events.js';
import { changeText, enemiesInContact, other, outcome, plain, plural, possessive, resolveChange, sideName, type TillyOutcome, unitOf } from './helpers.js';
import { startSideSays } from './side-words.js';
import type { MeleeResult, SideIndex, TillyState, TillyUnit } from './state.js';

/** Some dice of one unit with the score each enemy needs (a horse's to-hit depends on its target). */
export interface ScoredDice {
  readonly values: readonly number[];
  readonly toHit: readonly { readonly enemy: string; readonly score: number }[];
}

/** A unit whose hits wait to be divided among its enemies. */
export interface WaitingHits {
  readonly unit: string;
  readonly dice: readonly ScoredDice[];
}

export interface PlacedHits {
  readonly by: string;
  readonly on: string;
  readonly hits: number;
}

/** A melee rolled and waiting for the division of some units' hits. */
export interface PendingDivision {
  /** Every unit of the melee, in state order. */
  readonly group: readonly string[];
  /** The side that rolled first (the named unit's). */
  readonly first: SideIndex;
  readonly placed: readonly PlacedHits[];
  readonly waiting: readonly WaitingHits[];
}

const hits = (d: ScoredDice, enemy: string): number => {
  const score = d.toHit.find((t) => t.enemy === enemy)?.score ?? 7;
  return d.values.filter((v) => v >= score).length;
};

/** Enemies a waiting unit may put hits on, in the order it touches them. */
export const enemiesOf = (w: WaitingHits): string[] => [...new Set(w.dice.flatMap((d) => d.toHit.map((t) => t.enemy)))];

/** Hits a unit scored: each die that hits at least one of its enemies counts once. */
export function totalHits(w: WaitingHits): number {
  let n = 0;
  for (const d of w.dice) for (const v of d.values) if (d.toHit.some((t) => v >= t.score)) n += 1;
  return n;
}

/** All the hits of a unit on one enemy (`--assign`, or a unit touching only one enemy). */
export const hitsOnOne = (w: WaitingHits, enemy: string): number => w.dice.reduce((n, d) => n + hits(d, enemy), 0);

/**
 * Whether a division can be made from the dice: the enemies hardest to hit first, each group
 * of enemies may take no more hits than the dice that reach at least one of them (Hall's
 * condition; the sets of dice that reach each enemy are nested, so these checks suffice).
 */
export function checkDivision(s: TillyState, w: WaitingHits, split: readonly PlacedHits[]): Result<void, string> {
  const unit = unitOf(s, w.unit);
  const enemies = enemiesOf(w);
  const total = totalHits(w);
  for (const p of split) {
    if (!enemies.includes(p.on)) return err(`${unit.name} ${verb(unit, 'is')} not in melee with ${unitOf(s, p.on).name} (${itWord(unit)} ${verb(unit, 'fights')} ${enemies.map((e) => `${unitOf(s, e).name} ${e}`).join(', ')})`);
  }
  const given = split.reduce((n, p) => n + p.hits, 0);
  if (given !== total) return err(`${unit.name} scored ${plural(total, 'hit')}: divide all of ${total === 1 ? 'it' : 'them'}, not ${given}`);
  const reach = (set: readonly string[]) => {
    let n = 0;
    for (const d of w.dice) for (const v of d.values) if (d.toHit.some((t) => set.includes(t.enemy) && v >= t.score)) n += 1;
    return n;
  };
  const hardest = [...enemies].sort((a, b) => hitsOnOne(w, a) - hitsOnOne(w, b));
  for (let k = 1; k <= hardest.length; k += 1) {
    const set = hardest.slice(0, k);
    const asked = split.filter((p) => set.includes(p.on)).reduce((n, p) => n + p.hits, 0);
    const can = reach(set);
    if (asked > can) return err(`only ${can} of ${possessive(unit.name)} dice scored enough to hit ${set.map((e) => unitOf(s, e).name).join(' or ')}, not ${asked}`);
  }
  return ok(undefined);
}

/** Seed 003, "Step 3.5 Rally back": lost if it suffered more hits than it inflicted, drew if equal. */
export const meleeResult = (inflicted: number, suffered: number): MeleeResult => (suffered > inflicted ? 'lost' : suffered === inflicted ? 'drew' : 'won');

export interface Settled {
  readonly events: TillyEvent[];
  /** The commander casualty rolls that followed. */
  readonly results: Resolution[];
  /** Losses and verdicts in words, for the result line. */
  readonly text: string;
  readonly changes: Change[];
}

/**
 * Every hit placed: resolve losses, routs, the verdicts, rally-back markers, commander
 * casualties and who chooses the next melee. `s` is the state before any hit took effect.
 */
export function settleMelee(s: TillyState, pending: Pick<PendingDivision, 'group' | 'placed'>, dice: DiceSource): Settled {
  const group = pending.group.map((id) => unitOf(s, id));
  const events: TillyEvent[] = [];
  const inflicted = new Map<string, number>();
  const suffered = new Map<string, number>();
  for (const p of pending.placed) {
    if (p.hits <= 0) continue;
    inflicted.set(p.by, (inflicted.get(p.by) ?? 0) + p.hits);
    suffered.set(p.on, (suffered.get(p.on) ?? 0) + p.hits);
    events.push({ type: 'hit', by: p.by, on: p.on, how: 'melee', hits: p.hits, text: `${unitOf(s, p.by).name} scored ${plural(p.hits, 'hit')} on ${unitOf(s, p.on).name} in melee.` });
  }
  const changes: Change[] = [];
  const effects: string[] = [];
  const routed = new Set<string>();
  for (const u of group) {
    const taken = suffered.get(u.id) ?? 0;
    if (taken === 0) continue;
    const to = Math.max(0, u.resolve - taken);
    events.push({ type: 'resolve', unit: u.id, from: u.resolve, to, wounds: u.wounds + (u.resolve - to), text: `${u.name} ${verb(u, 'loses')} ${plural(u.resolve - to, 'resolve point')} in melee: ${u.resolve} → ${to}.` });
    const change = resolveChange(u, to);
    changes.push(change);
    if (to === 0) {
      routed.add(u.id);
      events.push({ type: 'routed', unit: u.id, cause: 'melee', text: `${u.name} (${sideName(s, u.side)}) routs and leaves the table. Rout marker placed.` });
      effects.push(`${u.name} ${verb(u, 'routs')} (${changeText(change)})`);
    } else effects.push(`${u.name} ${changeText(change)}`);
  }
  const verdicts: string[] = [];
  const resultOf = (u: TillyUnit) => meleeResult(inflicted.get(u.id) ?? 0, suffered.get(u.id) ?? 0);
  // When every unit drew, the melee is one draw: "A and B draw the melee".
  const drawn = group.every((u) => resultOf(u) === 'drew');
  if (drawn) verdicts.push(`${unitList(group.map((u) => u.name))} draw the melee`);
  for (const u of group) {
    const result = resultOf(u);
    events.push({ type: 'melee-result', unit: u.id, result, text: `${u.name} ${result} the melee.` });
    if (!drawn) verdicts.push(`${u.name} ${result}`);
    if (result === 'lost' && !routed.has(u.id) && (u.type === 'horse' || u.type === 'light-horse')) {
      events.push({ type: 'rally-back-marker', unit: u.id, marker: 'must', text: `${u.name} lost the melee and must rally back (rally back marker).` });
    } else if (result !== 'lost' && u.rallyBack === 'may') {
      // "Step 3.5 Rally back": a unit that drew or won in melee cannot rally back.
      events.push({ type: 'rally-back-marker', unit: u.id, marker: null, text: `${u.name} ${result} ${its(u)} melee and cannot rally back: ${its(u)} rally back marker is removed.` });
      verdicts.push(`${possessive(u.name)} rally back marker is removed`);
    }
  }
  const results: Resolution[] = [];
  for (const u of group) {
    const casualty = commanderCasualty(s, u, suffered.get(u.id) ?? 0, routed.has(u.id), dice);
    if (casualty) {
      events.push(...casualty.events);
      results.push(casualty.result);
    }
  }
  if (s.meleeChooser !== null) {
    const next = other(s.meleeChooser);
    events.push({ type: 'chooser', side: next, text: `${startSideSays(s, next, 'chooses')} the next melee.` });
  }
  const locked = group.filter((u) => !routed.has(u.id) && enemiesInContact(s, u.id).some((c) => !routed.has(c.enemy)));
  // Losing horse leave contact in step 3.5, so the lock holds only if they do not.
  const leaving = locked.filter((u) => events.some((e) => e.type === 'rally-back-marker' && e.unit === u.id && e.marker === 'must'));
  // One unit agrees as its name says; several named together are plural ("A and B rally").
  const leavers: Named = leaving.length === 1 ? (leaving[0] as TillyUnit) : unitList(leaving.map((u) => u.name));
  // Losers must rally back ("Step 3.5 Rally back"), so say so plainly; a lock stays only between
  // units that both stay.
  const stays = (u: TillyUnit): boolean => !leaving.includes(u);
  const held = locked.some((u) => stays(u) && enemiesInContact(s, u.id).some((c) => !routed.has(c.enemy) && stays(unitOf(s, c.enemy))));
  const names = unitList(leaving.map((u) => u.name));
  const contact =
    locked.length === 0
      ? ''
      : leaving.length === 0
        ? ' Still in contact: locked in melee.'
        : held
          ? ` Still in contact: ${names} must rally back in step 3.5; the others stay locked in melee.`
          : ` Still in contact until ${names} ${verb(leavers, 'rallies')} back in step 3.5, as ${itWord(leavers)} must.`;
  const text = `${effects.length > 0 ? effects.join(', ') : 'no hits'}. ${verdicts.join(', ')}.${contact}`;
  return { events, results, text, changes };
}

/** The line that divides a waiting unit's hits, as the result and the hint show it. */
export function divideExample(s: TillyState, w: WaitingHits): string {
  const [first, ...rest] = enemiesOf(w);
  const total = totalHits(w);
  const onFirst = first === undefined ? 0 : Math.min(total, hitsOnOne(w, first));
  const parts = [`${first}=${onFirst}`, ...rest.map((e, i) => `${e}=${i === 0 ? total - onFirst : 0}`)];
  return `divide ${w.unit} ${parts.join(',')}`;
}

/** What still waits, in words: "Pappenheim's 3 hits (on Blue Brigade or Red Tercio): divide A3 D6=2,D7=1". */
export function waitingWords(s: TillyState, pending: PendingDivision): string {
  return pending.waiting
    .map((w) => `${possessive(unitOf(s, w.unit).name)} ${plural(totalHits(w), 'hit')} (on ${enemiesOf(w).map((e) => unitOf(s, e).name).join(' or ')}): ${divideExample(s, w)}`)
    .join('; ');
}

/** `divide <unit> <enemy>=<hits>,...`: place one waiting unit's hits; the last division settles the melee. */
export function resolveDivide(s: TillyState, req: { readonly unit: string; readonly split: readonly { readonly enemy: string; readonly hits: number }[] }, dice: DiceSource): Result<TillyOutcome, string> {
  const pending = s.pendingDivision;
  const unit = unitOf(s, req.unit);
  if (!pending) return err('no melee is waiting for hits to be divided');
  const w = pending.waiting.find((x) => x.unit === req.unit);
  if (!w) return err(`${unit.name} ${verb(unit, 'has')} no hits waiting to be divided (waiting: ${waitingWords(s, pending)})`);
  const seen = new Set<string>();
  for (const p of req.split) {
    if (seen.has(p.enemy)) return err(`${unitOf(s, p.enemy).name} ${verb(unitOf(s, p.enemy), 'is')} named twice`);
    seen.add(p.enemy);
  }
  const split = req.split.map((p) => ({ by: w.unit, on: p.enemy, hits: p.hits }));
  const checked = checkDivision(s, w, split);
  if (!checked.ok) return checked;
  const placed = [...pending.placed, ...split.filter((p) => p.hits > 0)];
  const waiting = pending.waiting.filter((x) => x !== w);
  const how = split.filter((p) => p.hits > 0).map((p) => `${plural(p.hits, 'hit')} on ${unitOf(s, p.on).name}`).join(', ');
  if (waiting.length > 0) {
    const next: PendingDivision = { ...pending, placed, waiting };
    return outcome(
      [plain('divide', `${unit.name} ${verb(unit, 'puts')} ${how}. Still to divide: ${waitingWords(s, next)}.`)],
      [{ type: 'hits-pending', pending: next, text: `${unit.name} ${verb(unit, 'divides')} ${its(unit)} hits: ${how}.` }],
    );
  }
  const settled = settleMelee(s, { group: pending.group, placed }, dice);
  return outcome(
    [plain('divide', `${unit.name} ${verb(unit, 'puts')} ${how} → ${settled.text}`, settled.changes), ...settled.results],
    [{ type: 'hits-pending', pending: null, text: `${unit.name} ${verb(unit, 'divides')} ${its(unit)} hits: ${how}.` }, ...settled.events],
  );
}

/** Whether a melee group has a unit whose hits must be divided (the guide and `next` ask). */
export const waitingUnits = (s: TillyState): TillyUnit[] => (s.pendingDivision?.waiting ?? []).map((w) => unitOf(s, w.unit));
