/**
 * The guided menus of combat (seed 004, 5.0–5.5, 6.2, 6.5, 9.3–9.4, 10.5, 11.4–11.8, 12.2–12.3)
 * and of what a combat leaves (retreats, advances): the unit, then its target among those the
 * engine accepts, then what only the map shows (range when a unit has no hex, a gun on a hill,
 * the line of sight, terrain that makes infantry fight with its fire factor, a battalion's
 * aspect), then the defender's answer (fire back, retreat before the combat).
 */
import { capitalFirst, counted, its, itWord, them, verb } from '../../../engine/english.js';
import { type EntryChoice, entryChoices, foughtWhere, withoutCounterFire } from './guide-entry.js';
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { possessive } from '../../../present/words.js';
import { distanceBetween, factorsOf, inPlay } from '../helpers.js';
import type { PendingRetreat, PsLeader, PsState, PsUnit, TecEntry } from '../state.js';
import { shortestWay } from '../hexes.js';
import { activeSide, isCombatStep, isMoveStep } from '../steps.js';
import { isGun, isInfantry, movementReactions, namesType, retreatLength, ROUT_LENGTH } from '../units.js';
import { leaderChoice, leaderFireLines, leaderMeleeOpen, leaderRetreatStep, loneEnemyLeaders } from './guide-leader.js';
import { moveStep } from './guide-move.js';
import { idleFireWhy } from '../reaction-hint.js';
import { stepOnWord } from '../reactions.js';
import { accepted, distance, enemiesOf, flag, hexesAround, mootFireWords, type Next, selectOf, selectUnit, unitChoice, unitLabel, unitsOnSide } from './guide-common.js';
import { sideOwn } from '../side-words.js';

const ASPECTS = ['front', 'flank', 'rear'] as const;
const unitById = (s: PsState, id: string): PsUnit => s.units.find((u) => u.id === id) as PsUnit;

/**
 * The ways to name the range for a fire: none when both units have hexes (the engine counts),
 * else each range the engine accepts (adjacent by default, two hexes for skirmishers, more for guns).
 */
function fireRanges(s: PsState, a: PsUnit, t: PsUnit, base: string): string[] {
  if (distanceBetween(s, a, t) !== null) return accepted(s, base) ? [''] : [];
  const most = isGun(a.type) ? Math.max(1, factorsOf(a).fire + 1) : 2;
  const out: string[] = [];
  for (let r = 1; r <= most; r += 1) if (accepted(s, `${base} --range ${r}`) || (isGun(a.type) && accepted(s, `${base} --range ${r} --hill`))) out.push(String(r));
  return out;
}

// ------------------------------------------------------------------------------------ fire

export function fireTargets(s: PsState, a: PsUnit): PsUnit[] {
  return enemiesOf(s, a).filter((t) => fireRanges(s, a, t, `fire ${a.id} at ${t.id}`).length > 0);
}

/** 7.1: leaders alone the unit may fire at. */
const leaderFireTargets = (s: PsState, a: PsUnit): PsLeader[] => loneEnemyLeaders(s, a).filter((l) => leaderFireLines(s, a, l).length > 0);

export function firers(s: PsState): PsUnit[] {
  const side = activeSide(s);
  if (!isCombatStep(s) || side === null) return [];
  return unitsOnSide(s, side).filter((u) => !u.attacked && (fireTargets(s, u).length > 0 || leaderFireTargets(s, u).length > 0));
}

export function fireStep(s: PsState, a: PsUnit): Next {
  const leaders = leaderFireTargets(s, a);
  const targets = [...fireTargets(s, a).map((t) => markMoot(s, a, t)), ...leaders.map(leaderChoice)];
  return selectOf(`${a.name} ${verb(a, 'fires')} at whom?`, targets, (tid) => {
    const l = leaders.find((x) => x.id === tid);
    const lines = l ? leaderFireLines(s, a, l) : [];
    if (l) return lines.length === 1 ? (lines[0]?.value as string) : selectOf(`How ${verb(a, 'does')} ${a.name} fire at ${l.name}? (the range when a hex is unknown, 12.2)`, lines, (line) => line);
    const t = unitById(s, tid);
    const base = `fire ${a.id} at ${t.id}`;
    const ranges = fireRanges(s, a, t, base);
    const then = (r: string): Next => (isGun(a.type) ? gunQuestions(s, a, t, `${base}${flag('range', r)}`) : aspectInto(s, a, t, `${base}${flag('range', r)}`));
    if (ranges.length === 1) return then(ranges[0] as string);
    return selectOf(`How many hexes from ${a.name} to ${t.name}? (count the target's hex, not the firer's)`, ranges.map((r) => ({ name: r === '1' ? '1 (adjacent)' : r === '2' && !isGun(a.type) ? '2 (skirmishing across one hex)' : r, value: r })), then);
  });
}

/** A fire target, marked when no die of the fire can change anything (6.1, 10.4, 11.11): it may still be chosen, and counts as the unit's attack (5.0). */
function markMoot(s: PsState, a: PsUnit, t: PsUnit): GuideChoice {
  const base = `fire ${a.id} at ${t.id}`;
  const lines = fireRanges(s, a, t, base).map((r) => `${base}${flag('range', r)}`);
  const moot = mootFireWords(s, lines);
  const choice = unitChoice(t);
  if (moot === null) return choice;
  // 12.2: a gun on a hill fires one column higher, where a die may count.
  const hill = lines.some((line) => accepted(s, `${line} --hill`) && mootFireWords(s, [`${line} --hill`]) === null);
  return { ...choice, name: `${choice.name}: no result can change anything (${moot})${hill ? `, unless ${a.name} ${verb(a, 'is')} on a hill (12.2)` : ''}` };
}

/** 12.2–12.3: the line of sight (a blocked one ends in the refusal that states the rule) and the hill. */
function gunQuestions(s: PsState, a: PsUnit, t: PsUnit, base: string): Next {
  const prohibiting = Object.entries(s.rules.tec.terrain)
    .filter(([, e]) => e.prohibits.includes('artillery-fire'))
    .map(([n]) => n);
  return {
    kind: 'confirm',
    message: `Is the line of sight from ${a.name} to ${t.name} blocked${prohibiting.length > 0 ? `, or is either in ${prohibiting.join(' or ')} (no artillery fire, TEC)` : ''}? (12.3)`,
    default: false,
    next: (blocked) => {
      if (blocked) return `${base} --blocked`;
      const plain = accepted(s, base);
      const hill = accepted(s, `${base} --hill`);
      if (!hill) return plain ? base : null;
      if (!plain) return `${base} --hill`;
      return { kind: 'confirm', message: `${verb(a, 'Is')} ${a.name} on a hill? (+1 fire strength, 12.2)`, default: false, next: (yes) => (yes ? `${base} --hill` : base) };
    },
  };
}

/** 9.3: where the target lies for a firing battalion whose facing or hexes the tool does not know. */
function aspectInto(s: PsState, a: PsUnit, t: PsUnit, base: string): Next {
  const known = a.type !== 'battalion' || (a.facing !== null && distanceBetween(s, a, t) !== null);
  const ways = known ? [''] : ASPECTS.filter((x) => accepted(s, `${base}${flag('into', x)}`));
  const then = (x: string): Next => fireAnswer(s, a, t, `${base}${x === 'front' ? '' : flag('into', x)}`);
  if (ways.length <= 1) return then(ways[0] ?? '');
  return selectOf(`Where ${verb(t, 'does')} ${t.name} lie for ${a.name}? (flank and rear fire on the Reduced Fire line, 9.3)`, ways.map((x) => ({ name: x, value: x })), then);
}

/**
 * 5.5, 11.5: the answers open to a unit fired on, as the flags that give them: it takes the
 * fire (--no-back), fires back, or as cavalry retreats before it. A typed fire that gives none
 * is asked the same question (present/questions.ts).
 */
export function fireAnswerChoices(t: PsUnit, open: { readonly takes: boolean; readonly back: boolean; readonly evade: boolean }): GuideChoice[] {
  return [
    ...(open.takes ? [{ name: `${itWord(t)} ${verb(t, 'takes')} the fire`, value: '--no-back' }] : []),
    ...(open.back ? [{ name: `${itWord(t)} ${verb(t, 'fires')} back, at the same time (5.5${t.type === 'battalion' ? ', 9.3' : ''})`, value: '--back' }] : []),
    ...(open.evade ? [{ name: `${itWord(t)} ${verb(t, 'retreats')} ${counted(retreatLength(t.type), 'hex', 'hexes')} before the fire (11.5)`, value: '--evade' }] : []),
  ];
}

/** "How does Finnish Horse answer Baldiron's fire?" */
export const fireAnswerQuestion = (a: PsUnit, t: PsUnit): string => `How ${verb(t, 'does')} ${t.name} answer ${possessive(a.name)} fire?`;

/** 5.5, 11.5: the target fires back or, as cavalry, retreats before the fire. */
function fireAnswer(s: PsState, a: PsUnit, t: PsUnit, base: string): Next {
  const answers = fireAnswerChoices(t, { takes: accepted(s, base), back: accepted(s, `${base} --back`), evade: accepted(s, `${base} --evade`) });
  // With no choice the line says nothing of an answer; with one, each answer is said, taking the fire too.
  if (answers.length <= 1) return answers[0] === undefined ? null : answers[0].value === '--no-back' ? base : `${base} ${answers[0].value}`;
  return selectOf(fireAnswerQuestion(a, t), answers, (flags) => `${base} ${flags}`);
}

// ------------------------------------------------------------------------------- melee, charge

type Fight = 'melee' | 'charge';

export function fightTargets(s: PsState, a: PsUnit, kind: Fight): PsUnit[] {
  return enemiesOf(s, a).filter((t) => ASPECTS.some((x) => accepted(s, `${kind} ${a.id} at ${t.id}${x === 'front' ? '' : flag('on', x)}`)));
}

/** 7.1: leaders alone the unit may melee or charge. */
const leaderFightTargets = (s: PsState, a: PsUnit, kind: Fight): PsLeader[] => loneEnemyLeaders(s, a).filter((l) => leaderMeleeOpen(s, `${kind} ${a.id} at ${l.id}`));

export function fighters(s: PsState, kind: Fight): PsUnit[] {
  const side = activeSide(s);
  if (!isCombatStep(s) || side === null) return [];
  return unitsOnSide(s, side).filter((u) => !u.attacked && (fightTargets(s, u, kind).length > 0 || leaderFightTargets(s, u, kind).length > 0));
}

export function fightStep(s: PsState, a: PsUnit, kind: Fight): Next {
  const leaders = leaderFightTargets(s, a, kind);
  const targets = [...fightTargets(s, a, kind).map(unitChoice), ...leaders.map(leaderChoice)];
  return selectOf(`${a.name} ${verb(a, kind === 'charge' ? 'charges' : 'attacks')} whom?`, targets, (tid) => {
    const l = leaders.find((x) => x.id === tid);
    const base = `${kind} ${a.id} at ${tid}`;
    return l ? leaderRetreatStep(s, a, l, base) : fightQuestions(s, a, unitById(s, tid), base);
  });
}

/**
 * The map's part of a melee: the side of a defending battalion it comes from (9.4), the ground
 * where infantry fights with its fire factor (TEC), then the defender's retreat before melee
 * (5.5) and pursuit (11.8).
 */
function fightQuestions(s: PsState, a: PsUnit, t: PsUnit, base: string): Next {
  const known = t.type !== 'battalion' || (t.facing !== null && distanceBetween(s, a, t) !== null);
  const ways = known ? ['front'] : ASPECTS.filter((x) => accepted(s, `${base}${x === 'front' ? '' : flag('on', x)}`));
  const then = (x: string): Next => groundStep(s, a, t, `${base}${x === 'front' ? '' : flag('on', x)}`);
  if (ways.length <= 1) return then(ways[0] ?? 'front');
  return selectOf(`Which of ${possessive(t.name)} sides ${verb(a, 'does')} ${a.name} attack? (from a flank or rear the attacker uses the Charge line, 9.4)`, ways.map((x) => ({ name: x, value: x })), then);
}

/**
 * TEC, 5.4: ground that makes one of these units fight with its fire factor; asked only when it
 * would (the answer changes nothing else).
 */
function groundStep(s: PsState, a: PsUnit, t: PsUnit, base: string): Next {
  const counts = (e: TecEntry) => namesType(e.fireAsMelee, a.type) || namesType(e.fireAsMelee, t.type);
  const terrains = Object.entries(s.rules.tec.terrain).filter(([n, e]) => counts(e) && accepted(s, `${base} --terrain ${n}`));
  const sides = Object.entries(s.rules.tec.hexsides).filter(([n, e]) => counts(e) && accepted(s, `${base} --hexside ${n}`));
  const then = (line: string): Next => evadeStep(s, a, t, line);
  const hexside = (line: string): Next =>
    sides.length === 0
      ? then(line)
      : selectOf(`Is there a ${sides.map(([n]) => n).join(' or ')} between them? (${fireFighters(sides, [a, t], 'across')}, TEC)`, [{ name: 'no', value: '' }, ...sides.map(([n]) => ({ name: n, value: n }))], (h) => then(`${line}${flag('hexside', h)}`));
  if (terrains.length === 0) return hexside(base);
  return selectOf(
    `What ground ${verb(t, 'is')} ${t.name} on? (${fireFighters(terrains, [a, t], 'in')}, TEC)`,
    [{ name: 'other ground', value: '' }, ...terrains.map(([n]) => ({ name: n, value: n }))],
    (g) => hexside(`${base}${flag('terrain', g)}`),
  );
}

/** 5.4: who fights with the fire factor where: "in woods or village Baldiron fights with its fire factor; in marsh …". */
function fireFighters(entries: readonly [string, TecEntry][], units: readonly PsUnit[], where: 'in' | 'across'): string {
  const groups = new Map<string, string[]>();
  for (const [name, e] of entries) {
    const named = units.filter((u) => namesType(e.fireAsMelee, u.type));
    const [one] = named;
    const who = named.length === 1 && one ? `${one.name} ${verb(one, 'fights')} with ${its(one)} fire factor` : `${named.map((u) => u.name).join(' and ')} fight with their fire factors`;
    groups.set(who, [...(groups.get(who) ?? []), name]);
  }
  return [...groups].map(([who, names]) => `${where === 'in' ? 'in' : 'across a'} ${names.join(' or ')} ${who}`).join('; ');
}

/** 11.8, 6.2: cavalry that may pursue: pursuit-capable and ordered (a disordered unit loses the capability). */
const mayPursue = (u: PsUnit): boolean => u.pursuit && u.status === 'ordered';

/** 11.8: the pursuit question, naming who may pursue whom. */
function pursuitQuestion(a: PsUnit, t: PsUnit): string {
  const flees = (u: PsUnit) => `${u.name} ${verb(u, 'retreats')} or ${verb(u, 'routs')}`;
  if (mayPursue(a) && mayPursue(t)) return `Does ${a.name} or ${t.name}, whichever stands, pursue the other if it retreats or routs? (11.8)`;
  const [p, o] = mayPursue(a) ? [a, t] : [t, a];
  return `${verb(p, 'Does')} ${p.name} pursue if ${flees(o)}? (11.8)`;
}

/** 5.5: the defender's choice to retreat before a melee (10.6, 11.6, 11.11, and 7.1 for a leader alone). */
export const evadeQuestion = (t: PsUnit): string => `${verb(t, 'Does')} ${t.name} retreat before the melee? (5.5, 10.6, 11.6, 11.11)`;

function evadeStep(s: PsState, a: PsUnit, t: PsUnit, base: string): Next {
  const pursuit = (line: string): Next => {
    // 11.8: a charge is a melee too (11.7): a unit it drives back, rather than eliminates, may be pursued.
    if (!(mayPursue(a) || mayPursue(t)) || !accepted(s, `${line} --no-pursue`)) return accepted(s, line) ? line : null;
    return { kind: 'confirm', message: pursuitQuestion(a, t), default: true, next: (yes) => (yes ? line : `${line} --no-pursue`) };
  };
  if (!accepted(s, `${base} --evade`)) return pursuit(base);
  return { kind: 'confirm', message: evadeQuestion(t), default: false, next: (yes) => (yes ? `${base} --evade` : pursuit(base)) };
}

// ------------------------------------------------------------------------------------ recovery

export function recoverers(s: PsState): PsUnit[] {
  const side = activeSide(s);
  if (!isCombatStep(s) || side === null) return [];
  return unitsOnSide(s, side).filter((u) => u.status === 'disordered' && accepted(s, `recover ${u.id}`));
}

/** 6.2: away from the enemy only; without hexes the game master says (a yes ends in the refusal). */
export function recoverStep(s: PsState, u: PsUnit): Next {
  const line = `recover ${u.id}`;
  if (u.hex !== null) return line;
  return { kind: 'confirm', message: `Is an enemy next to ${u.name}? (6.2)`, default: false, next: (yes) => (yes ? `${line} --adjacent` : line) };
}

// ----------------------------------------------------------------------------------- reactions

/** The targets a reaction may strike now: the moving player's units that moved, or units retreating. */
export function reactionTargets(s: PsState, fortune: boolean): PsUnit[] {
  const side = activeSide(s);
  const retreating = s.pending.map((p) => unitById(s, p.unit)).filter(inPlay);
  if (fortune) return s.units.filter(inPlay);
  if (retreating.length > 0) return retreating;
  // 6.5: in a combat phase only the unit that has just made a fortune of war move draws reactions.
  if (!isMoveStep(s)) return s.units.filter((u) => u.id === s.fowMoved && inPlay(u));
  return side === null ? [] : unitsOnSide(s, side).filter((u) => u.moved);
}

/** 7.1: the leaders alone a reaction may strike: any (by a fortune of war), else those of the moving player who moved. */
export function leaderReactionTargets(s: PsState, r: PsUnit, fortune: boolean): PsLeader[] {
  const lone = loneEnemyLeaders(s, r);
  if (fortune) return lone;
  return isMoveStep(s) && s.pending.length === 0 ? lone.filter((l) => l.moved && l.side === activeSide(s)) : [];
}

/** 7.1, 11.4: reactions against a leader alone; melee and charge lines lack only his retreat (asked next). */
function leaderReactionLines(s: PsState, r: PsUnit, fortune: boolean, head: string): GuideChoice[] {
  const out: GuideChoice[] = [];
  for (const l of leaderReactionTargets(s, r, fortune)) {
    for (const how of movementReactions(r.type)) {
      const base = `${head} ${how} ${l.id}`;
      if (how === 'fire') {
        if (accepted(s, base)) out.push({ name: `fire at ${l.name}, a leader alone: his casualty check (7.1, 7.4)${onYourWord(s, r, l)}`, value: base });
        continue;
      }
      // 11.4: where the moving player's infantry may fire at the cavalry entering the hex between, both ways are offered.
      const said = (c: EntryChoice) => `${fortune ? '' : foughtWhere(s, c.value)}${c.words}`;
      if (r.hex !== null && l.hex !== null && distance(s, r.hex, l.hex) === 2) {
        for (const h of hexesAround(s, r.hex, 1).filter((x) => distance(s, x, l.hex as string) === 1)) {
          for (const c of entryChoices(s, `${base} --to ${h}`, leaderMeleeOpen)) out.push({ name: `${how} ${l.name}, a leader alone, moving into ${h} first (7.1, 11.4)${said(c)}`, value: c.value });
        }
      } else for (const c of entryChoices(s, base, leaderMeleeOpen)) out.push({ name: `${how} ${l.name}, a leader alone (7.1)${said(c)}`, value: c.value });
    }
  }
  return out;
}

/** "fire A2", "charge B3 --to 0709", … the engine accepts for this reactor. */
export function reactionLines(s: PsState, r: PsUnit, fortune: boolean): GuideChoice[] {
  const out: GuideChoice[] = [];
  const head = fortune ? `fow react ${r.id}` : `react ${r.id}`;
  for (const t of reactionTargets(s, fortune).filter((x) => x.side !== r.side)) {
    // 6.3: the unit that caused a retreat reacts to it only when the one open way out passes another hex next to it.
    const caused = !fortune && s.pending.some((p) => p.unit === t.id && p.from === r.id) ? `, only if the one open way out goes by another hex next to ${r.name} (6.3)` : '';
    for (const how of movementReactions(r.type)) {
      const base = `${head} ${how} ${t.id}`;
      const between = how !== 'fire' && r.hex !== null && t.hex !== null && distance(s, r.hex, t.hex) === 2;
      // 4.5, 11.4: next to the mover, the cavalry may react to the step it made through a hex between,
      // the mover taken back to the hex it left (which may be the one it stands in now): those hexes too.
      const through = (h: string) => entryChoices(s, `${base} --to ${h}`).length > 0;
      const viaHexes = how === 'fire' || r.hex === null ? [] : hexesAround(s, r.hex, 1).filter((x) => !s.units.some((u) => inPlay(u) && u.hex === x && u.id !== t.id));
      if (between || (how !== 'fire' && entryChoices(s, base).length === 0 && viaHexes.some(through))) {
        // 11.4: into the unoccupied hex between, then the melee.
        for (const h of viaHexes.filter(through)) {
          for (const c of entryChoices(s, `${base} --to ${h}`)) out.push({ name: `${how} ${t.name}, moving into ${h} first (11.4)${fortune ? '' : foughtWhere(s, c.value)}${caused}${c.words}`, value: c.value });
        }
      } else if (how !== 'fire' && entryChoices(s, base).length > 0) {
        for (const c of entryChoices(s, base)) out.push({ name: `${how} ${unitLabel(t)}${fortune ? '' : foughtWhere(s, c.value)}${caused}${c.words}`, value: c.value });
      } else if (accepted(s, base)) {
        // 5.3, 6.5, 12.4: reaction fire that can change nothing is marked, as a fire target is (markMoot).
        const idle = how === 'fire' ? idleFireWhy(s, r, t.id, fortune) : null;
        out.push({ name: `${how} ${unitLabel(t)}${fortune || how !== 'fire' ? '' : onYourWord(s, r, t)}${fortune ? '' : foughtWhere(s, base)}${caused}${idle === null ? '' : `: no result can change anything (${idle})`}`, value: base });
      }
    }
  }
  out.push(...leaderReactionLines(s, r, fortune, head));
  if (!fortune) out.push(...counterFireLines(s, r));
  return out;
}

/** 4.5: without hexes, the fire is the game master's word on the step it answers (reactions.ts); a leader's step is "his". */
function onYourWord(s: PsState, r: PsUnit, t: PsUnit | PsLeader): string {
  const step = stepOnWord(s, r, t);
  return step === null ? '' : `, if ${'type' in t ? its(t) : 'his'} step ${step} from a hex next to ${r.name} into another (4.5)`;
}

/**
 * 11.4: the moving player's infantry fires at enemy cavalry as it moves into the hex between to
 * react two hexes away. Offered for each empty hex next to both, through which the cavalry could
 * react now against a unit that moved or a leader who moved alone (7.1); the hexes must be known.
 */
function counterFireLines(s: PsState, r: PsUnit): GuideChoice[] {
  // The moving player: the phasing one, or in a combat phase the owner of the fortune of war move (6.5).
  const fortuneMover = isMoveStep(s) ? undefined : s.units.find((u) => u.id === s.fowMoved && inPlay(u));
  const side = isMoveStep(s) ? activeSide(s) : (fortuneMover?.side ?? null);
  if (side === null || s.pending.length > 0 || r.side !== side || !isInfantry(r.type) || r.hex === null) return [];
  const empty = (h: string) => !s.units.some((u) => inPlay(u) && u.hex === h);
  const movers = fortuneMover ? [fortuneMover] : unitsOnSide(s, side).filter((m) => m.moved);
  const movedNear = (h: string) => movers.filter((m) => m.hex !== null && distance(s, m.hex, h) === 1);
  // 7.1: a leader who moved alone draws reaction too (movement phase only: a fortune of war moves a unit).
  const leadersNear = (c: PsUnit, h: string) => (isMoveStep(s) ? loneEnemyLeaders(s, c).filter((l) => l.moved && l.hex !== null && distance(s, l.hex, h) === 1) : []);
  const out: GuideChoice[] = [];
  // Whether it moved is no matter: a unit reacts to any number of moves (4.5), a fortune of war's too (6.5).
  for (const c of enemiesOf(s, r).filter((x) => x.hex !== null && movementReactions(x.type).includes('melee'))) {
    for (const h of hexesAround(s, r.hex, 1).filter((x) => empty(x) && distance(s, x, c.hex as string) === 1)) {
      const could =
        movedNear(h).some((m) => accepted(s, `react ${c.id} melee ${m.id} --to ${h} --no-counter-fire`) || accepted(s, `react ${c.id} charge ${m.id} --to ${h} --no-counter-fire`)) ||
        leadersNear(c, h).some((l) => leaderMeleeOpen(s, `react ${c.id} melee ${l.id} --to ${h} --no-counter-fire`) || leaderMeleeOpen(s, `react ${c.id} charge ${l.id} --to ${h} --no-counter-fire`));
      const line = `react ${r.id} fire ${c.id} --to ${h}`;
      // Said as a condition: the cavalry's player declares the reaction first; this fire comes before its melee.
      if (could && accepted(s, line)) out.push({ name: `if ${c.name} ${verb(c, 'reacts')} through ${h}: fire at ${them(c)} there first (11.4)`, value: line });
    }
  }
  return out;
}

export function reactors(s: PsState, fortune: boolean): PsUnit[] {
  return s.units.filter((u) => inPlay(u) && !isGun(u.type) && (!fortune || s.sides[u.side].fow > 0) && reactionLines(s, u, fortune).length > 0);
}

export function reactStep(s: PsState, r: PsUnit, fortune: boolean): Next {
  const cite = fortune ? '6.5' : s.pending.length > 0 ? '6.3' : '4.5, 11.4';
  return selectOf(`${r.name} ${verb(r, 'reacts')} how, against whom? (${cite})`, reactionLines(s, r, fortune), (line) => {
    const how = line.split(' ')[fortune ? 3 : 2];
    if (how === 'fire') return line;
    const tid = line.split(' ')[fortune ? 4 : 3] as string;
    const l = s.leaders.find((x) => x.id === tid);
    // 7.1: he retreats before it, measured from where the reactor strikes him.
    if (l) return leaderRetreatStep(s, r, l, line, withoutCounterFire(line));
    const t = unitById(s, tid);
    return groundStep(s, r, t, line);
  });
}

// ------------------------------------------------------------------------------ fortunes of war

/** 6.5: one side's uses of its fortune of war, each with a unit to play it on. */
function fortuneUses(s: PsState, side: 0 | 1): { uses: GuideChoice[]; next: (use: string) => Next } {
  const uses: GuideChoice[] = [];
  const ours = (u: PsUnit) => inPlay(u) && u.side === side;
  const recover = s.units.filter((u) => ours(u) && accepted(s, `fow recover ${u.id}`));
  const move = s.units.filter((u) => ours(u) && !isGun(u.type) && accepted(s, `fow move ${u.id}`));
  const react = reactors(s, true).filter((u) => u.side === side);
  if (recover.length > 0) uses.push({ name: 'a recovery roll, enemies next to it or not', value: 'recover' });
  if (move.length > 0) uses.push({ name: 'a move now', value: 'move' });
  if (react.length > 0) uses.push({ name: 'a reaction against an adjacent enemy', value: 'react' });
  const next = (use: string): Next => {
    if (use === 'recover') return selectUnit('Which unit tries to recover?', recover, (id) => `fow recover ${id}`);
    // The move itself is asked right after the fortune is played (the presentation's follow-up).
    if (use === 'move') return selectUnit('Which unit moves?', move, (id) => `fow move ${id}`);
    return selectUnit('Which unit reacts?', react, (id) => reactStep(s, unitById(s, id), true));
  };
  return { uses, next };
}

/** 6.5: whose fortune of war (asked when both sides hold one), then what for. */
export function fortuneStep(s: PsState): Next {
  const sides = ([0, 1] as const).filter((side) => s.sides[side].fow > 0 && fortuneUses(s, side).uses.length > 0);
  const forSide = (side: 0 | 1): Next => {
    const { uses, next } = fortuneUses(s, side);
    return selectOf(`${capitalFirst(sideOwn(s.sides[side].name))} fortune of war: for what? (6.5)`, uses, next);
  };
  if (sides.length === 1) return forSide(sides[0] as 0 | 1);
  return selectOf('Whose fortune of war? (6.5)', sides.map((side) => ({ name: `${sideOwn(s.sides[side].name)} (${s.sides[side].fow} held)`, value: String(side) })), (v) => forSide(Number(v) as 0 | 1));
}

/** 6.5: after `fow move`, the move of that unit, as the menus would offer it. */
export function fortuneMoveFollowUp(before: PsState, after: PsState): { readonly hint: string; readonly step: GuideStep; readonly menusOnly: true } | null {
  if (after.fowMove === null || after.fowMove === before.fowMove) return null;
  const u = after.units.find((x) => x.id === after.fowMove);
  const step = u ? moveStep(after, u) : null;
  if (!u || step === null || typeof step === 'string') return null;
  return { hint: `${possessive(u.name)} fortune of war move comes next (6.5).`, step, menusOnly: true };
}

export const fortuneOpen = (s: PsState): boolean => isCombatStep(s) && s.sides.some((x) => x.fow > 0) && fortuneStep(s) !== null;

// ------------------------------------------------------------------------- retreats and advances

/**
 * 6.3: a hex is open to a retreat when a way of its length reaches it entering no other unit's
 * hex (an enemy's is closed; through a friend the unit routs, offered apart) nor a leader's
 * alone; friendly guns are passed (4.4).
 */
function retreatWay(s: PsState, u: PsUnit, to: string, length: number): boolean {
  const open = (hex: string) =>
    !s.units.some((x) => inPlay(x) && x.hex === hex && x.id !== u.id && !(x.side === u.side && isGun(x.type))) && !s.leaders.some((l) => l.fate === 'active' && l.side !== u.side && l.with === null && l.hex === hex);
  return shortestWay(u.hex as string, to, length, open, s.rules.shifted) !== null;
}

/** Whether the TEC has terrain or a hexside that may close a retreat the tool cannot see (the map's terrain is the game master's). */
const mapMayClose = (s: PsState): boolean =>
  [...Object.values(s.rules.tec.terrain), ...Object.values(s.rules.tec.hexsides)].some((e) => e.prohibits.includes('movement') || e.prohibits.includes('retreat') || Object.values(e.move).includes('prohibited'));

/**
 * 6.3: through a friend only when no other hex is open. With open hexes offered above, only when
 * the map's terrain may close them all, and said so; the label says what follows (a rout, or
 * after a charge the unit's end, 6.4).
 */
function throughLines(s: PsState, u: PsUnit, p: PendingRetreat, openHexes: boolean): GuideChoice[] {
  if (openHexes && !mapMayClose(s)) return [];
  const out: GuideChoice[] = [];
  for (const f of unitsOnSide(s, u.side).filter((x) => x.id !== u.id && (u.hex === null || x.hex === null || distance(s, u.hex, x.hex) <= 1))) {
    const line = `retreat ${u.id} --through ${f.id}`;
    if (!accepted(s, line)) continue;
    const when = openHexes ? 'only if the map closes every hex above' : u.hex === null ? 'if no other way is open' : 'the only way open';
    const then = p.eliminate ? `${u.name} ${verb(u, 'is')} eliminated, routing after a charge, 6.3, 6.4` : `${u.name} then ${verb(u, 'routs')} ${ROUT_LENGTH} hexes, 6.3`;
    const friend = f.status === 'ordered' ? `${f.name} would be disordered` : `${f.name}, already disordered, no more`;
    out.push({ name: `through ${f.name}, ${when} (${friend}; ${then})`, value: line });
  }
  return out;
}

/** 6.3, 6.4: where the unit goes (hexes at its retreat length, farthest from the enemy first), through a friend, blocked, or off the map. */
export function retreatStep(s: PsState, u: PsUnit): Next {
  const p = s.pending.find((x) => x.unit === u.id);
  if (!p) return null;
  const length = p.rout ? ROUT_LENGTH : retreatLength(u.type);
  const from = p.from === null ? null : unitById(s, p.from);
  const choices: GuideChoice[] = [];
  if (u.hex !== null) {
    const hexes = hexesAround(s, u.hex, length).filter((h) => distance(s, u.hex as string, h) === length && retreatWay(s, u, h, length) && accepted(s, `retreat ${u.id} to ${h}`));
    const away = (h: string) => (from?.hex ? distance(s, from.hex, h) : 0);
    hexes.sort((x, y) => away(y) - away(x) || x.localeCompare(y));
    // 6.3: an end as near the enemy as the start is no move away: only when no hex farther off is open.
    const level = (h: string) => from?.hex && away(h) === distance(s, from.hex, u.hex as string) ? ` (as near ${from.name} as ${u.hex}: only if no hex farther off is open, 6.3)` : '';
    choices.push(...hexes.map((h) => ({ name: `to ${h}${level(h)}`, value: `retreat ${u.id} to ${h}` })));
  } else if (accepted(s, `retreat ${u.id}`)) choices.push({ name: `${counted(length, 'hex', 'hexes')}, where the map allows`, value: `retreat ${u.id}` });
  choices.push(...throughLines(s, u, p, choices.length > 0));
  // 6.3: elimination for want of a way out, beside ways listed, only where the TEC has terrain that could close them all, and saying so.
  const open = u.hex !== null && choices.length > 0;
  if ((!open || mapMayClose(s)) && accepted(s, `retreat ${u.id} --blocked`)) {
    choices.push({ name: `no way out but enemies or prohibited terrain${open ? ', only if the map closes every way above' : ''}: eliminated (6.3)`, value: `retreat ${u.id} --blocked` });
  }
  if (accepted(s, `retreat ${u.id} --off-map`)) choices.push({ name: 'off the map: out of play (6.3)', value: `retreat ${u.id} --off-map` });
  return selectOf(`${u.name} ${verb(u, p.rout ? 'routs' : 'retreats')} ${counted(length, 'hex', 'hexes')}: where? (6.3${p.rout ? ', 6.4' : ''})`, choices, (line) => line);
}

/** 6.6, 11.3: into the vacated hex, or (cavalry) on to another within reach. */
export function advanceLines(s: PsState): GuideChoice[] {
  const offer = s.advance;
  if (!offer) return [];
  const u = unitById(s, offer.unit);
  const out: GuideChoice[] = [];
  if (accepted(s, `advance ${u.id}`)) out.push({ name: `${u.name} ${verb(u, 'advances')} ${offer.into ? `into ${offer.into}, the vacated hex` : 'into the vacated hex'}`, value: `advance ${u.id}` });
  if (u.hex !== null && offer.hexes > 1) {
    for (const h of hexesAround(s, u.hex, offer.hexes).filter((x) => x !== offer.into && !s.units.some((y) => inPlay(y) && y.hex === x))) {
      if (accepted(s, `advance ${u.id} to ${h}`)) out.push({ name: `${u.name} ${verb(u, 'advances')} to ${h}${offer.into ? `, by ${offer.into}` : ''}`, value: `advance ${u.id} to ${h}` });
    }
  }
  return out;
}
