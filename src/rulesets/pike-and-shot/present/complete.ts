/**
 * Tab completion in Pike & Shot's terms: only this rule set's views among the REPL's words, and
 * for `react` and `fow react` (4.5, 6.3, 6.5, 11.4) the units that may react now, then the ways that unit reacts,
 * then the enemy units and leaders that moved (or retreat); for an attack or a recovery the
 * phasing side's units that may make it (5.0, 6.2); for `--terrain` and `--hexside` the TEC's
 * names. The shared completer does the rest.
 */
import { complete, completionFragment } from '../../../engine/command-line/complete.js';
import { nameKey, type Named, type NameTable, resolveName } from '../../../engine/command-line/names.js';
import { tokenize, type Token } from '../../../engine/command-line/tokens.js';
import { PS_COMMANDS } from '../commands.js';
import { hexDistance } from '../hexes.js';
import { factorsOf, inPlay } from '../helpers.js';
import { psNames } from '../parse.js';
import type { PsLeader, PsState, PsUnit } from '../state.js';
import { activeSide, isMoveStep } from '../steps.js';
import { alwaysDisordered, isGun, isInfantry, mayChargeOrPursue, movementReactions } from '../units.js';
import { leaderReactionTargets, reactionTargets } from './guide-combat.js';

/** This rule set's views; the REPL's `morale` belongs to another rule set. */
const OWN_VIEWS = ['status', 'leaders', 'victory'];
const OTHER_VIEWS = new Set(['morale']);
const HOWS = ['fire', 'melee', 'charge'];
/** The actions `odds` and `mods` give (the others roll no dice; a fortune of war's move neither). */
export const PS_ODDS_COMMANDS: readonly string[] = ['fire', 'melee', 'charge', 'react', 'recover', 'fow'];

const named = (x: PsUnit | PsLeader): Named => ({ id: x.id, name: x.name });

/** The units that may react now: the enemies of the moving or retreating units (4.5, 6.3), never guns; by a fortune of war, those of a side holding one (6.5). */
function mayReact(s: PsState, fortune: boolean): PsUnit[] {
  const able = s.units.filter((u) => inPlay(u) && !isGun(u.type));
  if (fortune) return able.filter((u) => s.sides[u.side].fow > 0);
  const retreating = s.pending.map((p) => s.units.find((u) => u.id === p.unit)).filter((u): u is PsUnit => u !== undefined && inPlay(u));
  if (retreating.length > 0) return able.filter((u) => retreating.some((r) => r.side !== u.side));
  const side = activeSide(s);
  if (isMoveStep(s) && side !== null) return able.filter((u) => u.side !== side);
  const mover = s.units.find((u) => u.id === s.fowMoved && inPlay(u));
  return mover ? able.filter((u) => u.side !== mover.side) : able;
}

/** The unit named by these words (its id or its whole name, by its key as the REPL reads names), if any. */
function unitNamed(s: PsState, words: readonly string[]): PsUnit | undefined {
  const key = nameKey(words.join(' '));
  return s.units.find((u) => nameKey(u.id) === key || nameKey(u.name) === key);
}

/** Whom `r` may react against: the enemy units and leaders alone that moved (or retreat), or, for the moving player's infantry, cavalry coming to react (11.4); by a fortune of war, any enemy within reach. */
function targetsOf(s: PsState, r: PsUnit, fortune: boolean, how: string): Named[] {
  const units = reactionTargets(s, fortune).filter((t) => t.side !== r.side);
  const leaders = leaderReactionTargets(s, r, fortune);
  const counter = !fortune && isMoveStep(s) && r.side === activeSide(s) && isInfantry(r.type) ? s.units.filter((c) => inPlay(c) && c.side !== r.side && movementReactions(c.type).includes('melee')) : [];
  const all = [...units, ...counter, ...leaders];
  return (fortune ? all.filter((t) => withinReach(s, r, t, how)) : all).map(named);
}

/** 4.5, 11.4: fire reaches the next hex; cavalry melees or charges from two hexes off, moving between; not a gun's hex (12.6). Unknown hexes are left to the game master. */
function withinReach(s: PsState, r: PsUnit, t: PsUnit | PsLeader, how: string): boolean {
  if (how !== 'fire' && 'type' in t && isGun(t.type)) return false;
  if (r.hex === null || t.hex === null) return true;
  return hexDistance(r.hex, t.hex, s.rules.shifted) <= (how === 'fire' ? 1 : 2);
}

const word = (t: Token | undefined): string | null => (t?.kind === 'word' ? t.text.toLowerCase() : null);

/** `react …` and `fow react …` completions, or null when the line is not a reaction being typed. */
function completeReact(s: PsState, line: string, names: NameTable): string[] | null {
  const tokens = tokenize(line);
  const fragment = completionFragment(line);
  const done = fragment === '' ? tokens : tokens.slice(0, -1);
  const fortune = word(done[0]) === 'fow' && word(done[1]) === 'react';
  if (!fortune && word(done[0]) !== 'react') return null;
  const head = fortune ? 'fow react' : 'react';
  const first = fortune ? 2 : 1;
  const k = done.findIndex((t, i) => i >= first && HOWS.includes(word(t) ?? ''));
  const before = (k < 0 ? done.slice(first) : done.slice(first, k)).map((t) => (t.kind === 'word' ? t.text : null));
  if (before.some((w) => w === null)) return null;
  const r = unitNamed(s, before as string[]);
  if (k < 0 && r === undefined) return complete(PS_COMMANDS, line, { ...names, unit: mayReact(s, fortune).map(named) });
  if (r === undefined) return null;
  if (k < 0) {
    // The way comes next (fow's spec has it optional, but a reaction names it).
    return movementReactions(r.type).filter((w) => w.startsWith(fragment.toLowerCase())).map((w) => fragment + w.slice(fragment.length)).sort();
  }
  // The reactor stands in as a placeholder only the walk resolves; it is never offered as a target.
  const stand = '__reactor__';
  const rest = line.slice((done[k] as Token).end);
  const table = { ...names, unit: [{ id: stand, name: stand }, ...targetsOf(s, r, fortune, word(done[k]) ?? '')] };
  return complete(PS_COMMANDS, `${head} ${stand} ${word(done[k])}${rest}`, table).filter((c) => !c.includes(stand));
}

/** 5.0, 5.3, 11.7, 6.2: who may make this attack or recovery: the phasing side's units in play that have not attacked, and can. */
function actors(s: PsState, how: string): PsUnit[] {
  const side = activeSide(s);
  const can = (u: PsUnit): boolean => {
    if (how === 'fire') return factorsOf(u).fire > 0;
    if (how === 'charge') return mayChargeOrPursue(u.type) && u.charge;
    if (how === 'melee') return !isGun(u.type) && factorsOf(u).melee > 0;
    return u.status === 'disordered' && !isGun(u.type) && !alwaysDisordered(u.type);
  };
  return s.units.filter((u) => inPlay(u) && (side === null || u.side === side) && !u.attacked && can(u));
}

/** The unit that attacks (or recovers), while it is being typed: only those `actors` names; null past it. */
function completeActor(s: PsState, line: string, names: NameTable): string[] | null {
  const tokens = tokenize(line);
  const done = completionFragment(line) === '' ? tokens : tokens.slice(0, -1);
  const how = word(done[0]);
  if (how === null || ![...HOWS, 'recover'].includes(how)) return null;
  if (done.slice(1).some((t) => t.kind === 'flag' || word(t) === 'at')) return null;
  return complete(PS_COMMANDS, line, { ...names, unit: actors(s, how).map(named) }, { flags: ['--rolls'] });
}

/**
 * The target right after `at` in an attack (the REPL hands over an `odds` line without its word): the attacker's enemies
 * in play, never a gun (12.4: combat never touches it), and enemy leaders alone (7.1).
 */
function completeTarget(s: PsState, line: string, names: NameTable): string[] | null {
  const tokens = tokenize(line);
  const done = completionFragment(line) === '' ? tokens : tokens.slice(0, -1);
  const how = word(done[0]);
  if (how === null || !HOWS.includes(how) || done.length !== 3 || word(done[2]) !== 'at') return null;
  const typed = done[1];
  const found = typed?.kind === 'word' ? resolveName(typed.text, names.unit ?? [], 'unit') : null;
  const actor = found?.ok ? s.units.find((u) => u.id === found.value.id) : undefined;
  if (!actor) return null;
  const units = s.units.filter((u) => inPlay(u) && u.side !== actor.side && !isGun(u.type)).map(named);
  const leaders = s.leaders.filter((l) => l.fate === 'active' && l.side !== actor.side && l.with === null).map(named);
  // The attacker stays in the table so the line before `at` still reads; it is never offered.
  const offered = complete(PS_COMMANDS, line, { ...names, unit: [named(actor), ...units], leader: leaders });
  return offered.filter((c) => c.replace(/"/g, '') !== actor.name && c !== actor.id);
}

/** The TEC table each flag names (2.2, 4.2, 12.3). */
const TEC_FLAGS: Readonly<Record<string, 'terrain' | 'hexsides'>> = { terrain: 'terrain', 'from-terrain': 'terrain', hexside: 'hexsides' };

/** `--terrain`, `--from-terrain` and `--hexside` values: the scenario's TEC names, the last of a comma list; null elsewhere. */
function completeTec(s: PsState, line: string): string[] | null {
  const tokens = tokenize(line);
  const fragment = completionFragment(line);
  const done = fragment === '' ? tokens : tokens.slice(0, -1);
  const spec = PS_COMMANDS.find((c) => c.name === word(done[0]));
  let flag: string | null = null;
  let typed = fragment;
  let lead = '';
  const eq = fragment.indexOf('=');
  if (fragment.startsWith('--') && eq > 0) {
    flag = fragment.slice(2, eq).toLowerCase();
    lead = fragment.slice(0, eq + 1);
    typed = fragment.slice(eq + 1);
  } else if (!fragment.startsWith('-')) {
    const prev = done[done.length - 1];
    if (done.length > 1 && prev?.kind === 'flag' && prev.value === null) flag = prev.name;
  }
  const table = flag === null ? undefined : TEC_FLAGS[flag];
  if (!spec || table === undefined || !(spec.flags ?? []).some((f) => f.name === flag)) return null;
  const comma = typed.lastIndexOf(',');
  const item = typed.slice(comma + 1);
  const head = lead + typed.slice(0, comma + 1);
  return Object.keys(s.rules.tec[table])
    .filter((n) => n.startsWith(item.toLowerCase()))
    .map((n) => head + item + n.slice(item.length))
    .sort();
}

export function psComplete(s: PsState, line: string, words: readonly string[]): { candidates: string[]; word: string } {
  const names = psNames(s);
  const own = [...words.filter((w) => !OTHER_VIEWS.has(w)), ...OWN_VIEWS];
  const special = completeTec(s, line) ?? completeReact(s, line, names) ?? completeActor(s, line, names) ?? completeTarget(s, line, names);
  // --rolls (dice rolled by hand) only after a command that rolls them.
  const command = line.trimStart().split(/\s+/)[0]?.toLowerCase() ?? '';
  const rolls = PS_ODDS_COMMANDS.includes(command) ? ['--rolls'] : [];
  return { candidates: special ?? complete(PS_COMMANDS, line, names, { words: own, flags: rolls }), word: completionFragment(line) };
}
