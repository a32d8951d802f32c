/**
 * One combat as a pure function of its dice (seed 004, 5.3 fire, 5.4 melee, 5.5 reaction
 * fire, 11.7 charge): a plan says who fights on which CRT line at which value; `resolveCombat`
 * reads the dice from a source and gives the consequences. The roll and the exact odds run
 * the same code, so they cannot disagree.
 */
import { sideSubject, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import type { Modifier } from '../../engine/ruleset.js';
import { type AttackerCode, type Cell, cellAt, type CrtLineId, type DefenderCode, DIE_ROLLS, effectsOf, type Crt } from './crt.js';
import { after, attackerResult, type Consequence, defenderResult, type Standing, stays } from './results.js';
import type { PsHouseRules, SideIndex, Status } from './state.js';
import { type CombatDie, columnOf } from './roll-context.js';
import { isCavalry } from './units.js';

/** One unit firing: on which line, at which value (factor or strength), itemised. */
export interface FireSpec {
  readonly line: CrtLineId;
  readonly value: number;
  readonly items: readonly Modifier[];
  readonly byArtillery: boolean;
  /** Why this line, when a rule switches it ("as Baldiron stands in its flank (9.3)"); absent on the plain line. */
  readonly why?: string;
}

export interface Fighter extends Standing {
  readonly side: SideIndex;
  readonly pursuit: boolean;
}

/** A fire attack (5.3), with the target's simultaneous reaction fire if it fires back (5.5). */
export interface FirePlan {
  readonly kind: 'fire';
  readonly firer: Fighter;
  readonly target: Fighter;
  readonly fire: FireSpec;
  readonly back: FireSpec | null;
  /** Reaction fire at a routing unit: D or DD eliminates it (6.4 2). */
  readonly targetRouting: boolean;
  /** AF and DF give fortunes of war only in a combat phase (6.5). */
  readonly fortunes: boolean;
}

/** A melee (5.4) or charge (11.7): the exchange of fire, then the differential. */
export interface MeleePlan {
  readonly kind: 'melee';
  readonly attacker: Fighter;
  readonly defender: Fighter;
  readonly charge: boolean;
  /** The attacker's fire on the Reduced Fire line, null when it cannot (or charges). */
  readonly attackerFire: FireSpec | null;
  readonly defenderFire: FireSpec | null;
  /** Melee factors by the side showing, leaders and terrain included (7.3, TEC). */
  readonly attackerMelee: Readonly<Record<Status, { readonly value: number; readonly items: readonly Modifier[] }>>;
  readonly defenderMelee: Readonly<Record<Status, { readonly value: number; readonly items: readonly Modifier[] }>>;
  /** An attack from a battalion's flank or rear uses the Charge line (9.4). */
  readonly flankOfBattalion: boolean;
  /** Said with the Charge line it brings: "as it attacks Blue Brigade from the flank (9.4)". */
  readonly flankWhy?: string;
  /** A reaction against a routing defender: D or DD eliminates it (6.4 2). */
  readonly targetRouting: boolean;
  /** AF and DF give fortunes of war only in a combat phase (6.5). */
  readonly fortunes: boolean;
}

export type CombatPlan = FirePlan | MeleePlan;

/** One die roll of a combat and what it read. */
export interface Stage {
  readonly title: string;
  readonly roller: string;
  readonly line: CrtLineId;
  readonly value: number;
  readonly column: string;
  readonly roll: number;
  readonly cell: string;
  /** Why this line, when a rule switches it (9.3, 9.4, 10.5, 5.4). */
  readonly why?: string;
  /** A fire die (a fire attack, fire back, or the melee's exchange of fire), not the melee's own. */
  readonly fire: boolean;
  /** Set when no die is rolled, as no result in the column can change anything: what each result does, in words (`mootFire`). */
  readonly noDie?: string;
  /** No face of the die can change anything (a settled die, rolled or not): odds show its code as "any". */
  readonly settled?: true;
}

/** A fortune of war rolled (AF or DF, 6.1): the side it goes to, and the die (an index into the stages). */
export interface FortuneRoll {
  readonly side: SideIndex;
  readonly stage: number;
}

/** A result and the die it came from (an index into the stages), so the words can follow the dice. */
export type StagedConsequence = Consequence & { readonly stage: number };

export interface CombatResult {
  readonly stages: readonly Stage[];
  readonly consequences: readonly StagedConsequence[];
  /** Fortunes of war from AF and DF, one entry per fortune (6.1). */
  readonly fortunes: readonly SideIndex[];
  /** Each AF and DF rolled (awarded or withheld) and the die it came from, so the words follow the dice. */
  readonly fortuneRolls: readonly FortuneRoll[];
  /** AF and DF rolled outside a combat phase, which give none (6.5): said, not awarded. */
  readonly withheld: readonly SideIndex[];
  /** A charge disordered before contact became a normal melee (11.7). */
  readonly chargeBroken: boolean;
  /** The charger is disordered at the end of the charge (11.7 4). */
  readonly chargerDisordered: boolean;
  /** The melee ended after the exchange of fire: a unit retreated (5.4 1). */
  readonly endedByFire: boolean;
  /**
   * 6.4 3: a rout gives the other side a fortune of war, withheld outside a combat phase (6.5):
   * at once for a unit eliminated in it (caught routing, 6.4 2, or routed by a charge, 6.4 4),
   * else once the rout is made (`after`).
   */
  readonly routFortunes: readonly { readonly side: SideIndex; readonly awarded: boolean; readonly after?: true }[];
}

type Rolled = Omit<CombatResult, 'routFortunes'>;

/** The sides gaining a rout's fortune of war from units this result eliminates in a rout, as fight.ts awards them. */
function routFortunesOf(plan: CombatPlan, consequences: readonly Consequence[]): CombatResult['routFortunes'] {
  const fighters = plan.kind === 'fire' ? [plan.firer, plan.target] : [plan.attacker, plan.defender];
  const targetId = fighters[1]?.id;
  const other = (c: Consequence) => (fighters.find((f) => f.id === c.unit)?.side === 0 ? 1 : 0) as SideIndex;
  return consequences
    .filter((c) => !c.ignored && (c.eliminate ? c.rout || (plan.targetRouting && c.unit === targetId) : c.rout))
    .map((c) => ({ side: other(c), awarded: plan.fortunes, ...(c.eliminate ? {} : { after: true as const }) }));
}

/** A die of the combat: its label, and what it is for (stage, line, value), so a hand roll can say so. */
export type DieSource = (label: string, about: CombatDie) => number;
/**
 * A die none of whose faces can change anything (DiceSource.settled): a program still rolls it,
 * so seeded streams stay as they were; players rolling by hand are not asked (null).
 */
export type SettledSource = (label: string, about: CombatDie) => number | null;

/** A stage whose die is not rolled, as no result in its column can change anything: `noDie` says what each does. */
function noDieStage(crt: Crt, title: string, roller: string, spec: FireSpec | { line: CrtLineId; value: number; why?: string }, fire: boolean, noDie: string, settled: boolean): Stage {
  return { title, roller, line: spec.line, value: spec.value, column: columnOf(crt, spec.line, spec.value), roll: 0, cell: 'no die', ...(spec.why ? { why: spec.why } : {}), fire, noDie, ...(settled ? { settled: true as const } : {}) };
}

function stageOf(crt: Crt, title: string, roller: string, spec: FireSpec | { line: CrtLineId; value: number; why?: string }, roll: number, fire = true): Stage {
  const line = crt[spec.line];
  const cell = cellAt(line, spec.value, roll);
  const column = columnOf(crt, spec.line, spec.value);
  return { title, roller, line: spec.line, value: spec.value, column, roll, cell: cell.text, ...(spec.why ? { why: spec.why } : {}), fire };
}

/** The result tied to the die that gave it. */
const staged = (c: Consequence | null, stage: number): StagedConsequence | null => (c ? { ...c, stage } : null);
const present = <T>(c: T | null): c is T => c !== null;

/** The differential's items: the attacker's factors, less the defender's, named as the defender's (5.4). */
export function differentialItems(attacker: readonly Modifier[], defender: string, items: readonly Modifier[]): Modifier[] {
  return [...attacker, ...items.map((m) => ({ ...m, label: `${possessive(defender)} ${m.label}`, value: -m.value }))];
}

/** 9.4: the melee die's line, and why when an attack from a battalion's flank or rear sets it. */
export function meleeLine(plan: MeleePlan, charge: boolean): { readonly line: CrtLineId; readonly why?: string } {
  if (plan.flankOfBattalion && plan.flankWhy) return { line: 'charge', why: plan.flankWhy };
  return { line: charge || plan.flankOfBattalion ? 'charge' : 'melee' };
}

/**
 * One fire: its D/DD on the target and its fortunes; attacker codes are ignored by firing
 * units (6.1). M(…) counts only in a melee's exchange of fire, which is part of the melee (5.4).
 */
function fireEffects(crt: Crt, spec: FireSpec, roll: number, firer: Fighter, target: Standing, melee: boolean, routing: boolean) {
  const cell = effectsOf(cellAt(crt[spec.line], spec.value, roll), melee);
  const fortunes: SideIndex[] = [];
  if (cell.af) fortunes.push(firer.side);
  if (cell.df) fortunes.push(firer.side === 0 ? 1 : 0);
  let hit: Consequence | null = null;
  if (cell.defender) {
    hit = defenderResult(target, cell.defender, { melee, enemyType: firer.type, byArtillery: spec.byArtillery, charge: false });
    if (routing) hit = caughtRouting(target, hit);
  }
  return { hit, fortunes };
}

/**
 * The results of a die's cell that a unit ignores, said as a hand die's chances say them (6.1,
 * 10.4, 11.3, 12.4): "ignored by Commanded Musketeers (6.1, 10.4)" when the cell is that one
 * code, "D ignored by Savelli (6.1, 11.3)" beside others; null when none is ignored.
 */
export function ignoredIn(cell: Cell, melee: boolean, onD: (code: DefenderCode) => Consequence, onA: ((code: AttackerCode) => Consequence) | null): string | null {
  const e = effectsOf(cell, melee);
  const hits = [e.defender ? onD(e.defender) : null, e.attacker && onA ? onA(e.attacker) : null].filter(present).filter((c) => c.ignored);
  if (hits.length === 0) return null;
  const said = hits.map((c) => `${cell.text === c.code ? '' : `${c.code} `}ignored by ${c.name}${/ \([^()]*\)$/.exec(c.words)?.[0] ?? ''}`);
  return said.join(', ');
}

/** What a fire die's cells do to the unit fired on, for its hand-die chances. */
const fireIgnores = (spec: FireSpec, firer: Fighter, target: Standing, melee: boolean) => (cell: Cell) =>
  ignoredIn(cell, melee, (code) => defenderResult(target, code, { melee, enemyType: firer.type, byArtillery: spec.byArtillery, charge: false }), null);

/**
 * What one face of a fire die does, for a hand die's "only … changes anything" (roll-context.ts).
 * AF and DF rolled outside a combat phase give nothing (6.5), so they count only when `awards`.
 */
const fireDoes = (crt: Crt, spec: FireSpec, firer: Fighter, target: Standing, melee: boolean, routing: boolean, awards: boolean) => (roll: number) => {
  const e = fireEffects(crt, spec, roll, firer, target, melee, routing);
  return awards ? e : { ...e, fortunes: [] };
};

/** A face that changes nothing: no result the unit does not ignore, no fortune of war (AF, DF, 6.1). */
export const idle = (e: { readonly hit: Consequence | null; readonly fortunes: readonly SideIndex[] }): boolean => (e.hit === null || e.hit.ignored !== null) && e.fortunes.length === 0;

/**
 * A fire attack no face of whose column can change anything (artillery at loose shotte or
 * dragoons on a column of NE and D, which they ignore, 6.1, 10.4, 11.11): no die is rolled, and
 * this says what each result does ("NE; Commanded Musketeers ignore D from artillery fire (6.1,
 * 10.4)"); null when a face can (a DD, an AF or DF: the fortune of war counts, 6.5).
 */
export function mootFire(crt: Crt, plan: FirePlan): string | null {
  if (plan.back) return null;
  return idleWords(crt, plan.fire, fireDoes(crt, plan.fire, plan.firer, plan.target, false, plan.targetRouting, plan.fortunes), false, plan.fortunes);
}

/** What each face of a fire die does, in words, when none changes anything (a stage's `noDie`); null when one can. */
function idleWords(crt: Crt, spec: FireSpec, does: NonNullable<CombatDie['does']>, melee: boolean, awards: boolean): string | null {
  if (!DIE_ROLLS.every((r) => idle(does(r)))) return null;
  return [...new Set(DIE_ROLLS.map((r) => does(r).hit?.words ?? withheldWords(crt, spec, r, melee, awards)))].join('; ');
}

/** A face with no hit: its code, and a fortune of war it gives none of outside a combat phase (6.5). */
function withheldWords(crt: Crt, spec: FireSpec, roll: number, melee: boolean, awards: boolean): string {
  const cell = cellAt(crt[spec.line], spec.value, roll);
  const e = effectsOf(cell, melee);
  return awards || !(e.af || e.df) ? cell.text : `${cell.text}: no fortune of war outside a combat phase (6.5)`;
}

/** A fire with no die, in words: "no result in column 2 changes anything (NE; …)"; `where` for "there". */
export const mootWords = (st: Stage, where = `in column ${st.column}`): string => `no result ${where} changes anything (${st.noDie ?? ''})`;

/** 6.4 2: a D or DD from a reaction against a routing unit eliminates it, instead of a shorter retreat. */
function caughtRouting(target: Standing, hit: Consequence): Consequence {
  if (hit.ignored) return hit;
  return { ...hit, disorder: false, retreat: false, rout: false, eliminate: true, words: `${target.name} ${verb(target, 'is')} caught routing and eliminated (6.4)` };
}

/** 6.5: the AF and DF rolled are awarded in a combat phase, withheld (and said) outside one. */
function awarded(plan: CombatPlan, rolls: readonly FortuneRoll[]): { fortunes: readonly SideIndex[]; withheld: readonly SideIndex[]; fortuneRolls: readonly FortuneRoll[] } {
  const rolled = rolls.map((f) => f.side);
  return plan.fortunes ? { fortunes: rolled, withheld: [], fortuneRolls: rolls } : { fortunes: [], withheld: rolled, fortuneRolls: rolls };
}

export function resolveCombat(crt: Crt, plan: CombatPlan, die: DieSource, settle?: SettledSource): CombatResult {
  const r = plan.kind === 'fire' ? resolveFire(crt, plan, die, settle) : resolveMelee(crt, plan, die, settle);
  return { ...r, routFortunes: routFortunesOf(plan, r.consequences) };
}

/**
 * One fire die of a combat: rolled, or, when no face can change anything and a settled source is
 * given, settled; a hand left unasked gives a stage with no die (`noDie`) and no effects.
 */
function fireDie(crt: Crt, title: string, label: string, about: CombatDie & { does: NonNullable<CombatDie['does']> }, spec: FireSpec, melee: boolean, awards: boolean, die: DieSource, settle?: SettledSource) {
  const words = settle ? idleWords(crt, spec, about.does, melee, awards) : null;
  const roll = words !== null && settle ? settle(label, about) : die(label, about);
  const settled = words === null ? {} : { settled: true as const };
  if (roll === null) {
    return { stage: noDieStage(crt, title, about.roller, spec, true, words ?? '', words !== null), roll: null };
  }
  return { stage: { ...stageOf(crt, title, about.roller, spec, roll), ...settled }, roll };
}

function resolveFire(crt: Crt, plan: FirePlan, die: DieSource, settle?: SettledSource): Rolled {
  const stages: Stage[] = [];
  const moot = mootFire(crt, plan);
  if (moot !== null) {
    stages.push(noDieStage(crt, 'Fire', plan.firer.name, plan.fire, true, moot, false));
    return { stages, consequences: [], fortunes: [], fortuneRolls: [], withheld: [], chargeBroken: false, chargerDisordered: false, endedByFire: false };
  }
  const first = fireDie(crt, 'Fire', `fire: ${plan.firer.name}`, { stage: 'fire', roller: plan.firer.name, ...plan.fire, ignores: fireIgnores(plan.fire, plan.firer, plan.target, false), does: fireDoes(crt, plan.fire, plan.firer, plan.target, false, plan.targetRouting, plan.fortunes) }, plan.fire, false, plan.fortunes, die, settle);
  stages.push(first.stage);
  let r2: number | null = null;
  if (plan.back) {
    const second = fireDie(crt, 'Fire back', `fire back: ${plan.target.name}`, { stage: 'fire back', roller: plan.target.name, ...plan.back, ignores: fireIgnores(plan.back, plan.target, plan.firer, false), does: fireDoes(crt, plan.back, plan.target, plan.firer, false, false, plan.fortunes) }, plan.back, false, plan.fortunes, die, settle);
    stages.push(second.stage);
    r2 = second.roll;
  }
  // 5.5: fire and reaction fire are simultaneous: both are resolved before either applies.
  const none = { hit: null, fortunes: [] };
  const main = first.roll === null ? none : fireEffects(crt, plan.fire, first.roll, plan.firer, plan.target, false, plan.targetRouting);
  const back = plan.back && r2 !== null ? fireEffects(crt, plan.back, r2, plan.target, plan.firer, false, false) : none;
  return {
    stages,
    consequences: [staged(main.hit, 0), staged(back.hit, 1)].filter(present),
    ...awarded(plan, [...main.fortunes.map((side) => ({ side, stage: 0 })), ...back.fortunes.map((side) => ({ side, stage: 1 }))]),
    chargeBroken: false,
    chargerDisordered: false,
    endedByFire: false,
  };
}

function resolveMelee(crt: Crt, plan: MeleePlan, die: DieSource, settle?: SettledSource): Rolled {
  const stages: Stage[] = [];
  const fortunes: FortuneRoll[] = [];
  let a: Standing = plan.attacker;
  let d: Standing = plan.defender;
  // 1. Exchange of fire: simultaneous, both on the units as they stood.
  let onD: StagedConsequence | null = null;
  let onA: StagedConsequence | null = null;
  if (plan.attackerFire) {
    const about = { stage: 'attacker fire' as const, roller: plan.attacker.name, ...plan.attackerFire, ignores: fireIgnores(plan.attackerFire, plan.attacker, d, true), does: fireDoes(crt, plan.attackerFire, plan.attacker, d, true, plan.targetRouting, plan.fortunes) };
    const { stage, roll } = fireDie(crt, 'Exchange of fire (attacker)', `melee fire: ${plan.attacker.name}`, about, plan.attackerFire, true, plan.fortunes, die, settle);
    stages.push(stage);
    const f = roll === null ? { hit: null, fortunes: [] } : fireEffects(crt, plan.attackerFire, roll, plan.attacker, d, true, plan.targetRouting);
    onD = staged(f.hit, stages.length - 1);
    fortunes.push(...f.fortunes.map((side) => ({ side, stage: stages.length - 1 })));
  }
  if (plan.defenderFire) {
    const about = { stage: plan.charge ? ('charge fire' as const) : ('defender fire' as const), roller: plan.defender.name, ...plan.defenderFire, ignores: fireIgnores(plan.defenderFire, plan.defender, a, true), does: fireDoes(crt, plan.defenderFire, plan.defender, a, true, false, plan.fortunes) };
    // 11.7 2: the charger does not fire, so there is no exchange: the defender fires at it.
    const { stage, roll } = fireDie(crt, plan.charge ? 'Fire at the charger' : 'Exchange of fire (defender)', `${plan.charge ? 'charge fire' : 'melee fire'}: ${plan.defender.name}`, about, plan.defenderFire, true, plan.fortunes, die, settle);
    stages.push(stage);
    const f = roll === null ? { hit: null, fortunes: [] } : fireEffects(crt, plan.defenderFire, roll, plan.defender, a, true, false);
    onA = staged(f.hit, stages.length - 1);
    fortunes.push(...f.fortunes.map((side) => ({ side, stage: stages.length - 1 })));
  }
  const consequences: StagedConsequence[] = [onD, onA].filter(present);
  a = after(a, onA);
  d = after(d, onD);
  // 11.7: a charger disordered by the defender's fire loses its charge; it may still melee.
  const chargeBroken = plan.charge && a.status === 'disordered';
  const charge = plan.charge && !chargeBroken;
  if (!stays(onA) || !stays(onD)) {
    return { stages, consequences, ...awarded(plan, fortunes), chargeBroken, chargerDisordered: false, endedByFire: true };
  }
  // 2. The differential, from the sides now showing.
  const am = plan.attackerMelee[a.status];
  const dm = plan.defenderMelee[d.status];
  const { line, why } = meleeLine(plan, charge);
  const items = differentialItems(am.items, plan.defender.name, dm.items);
  // 6.1 M(): the defender's result first.
  const ctxD = { melee: true, enemyType: plan.attacker.type, byArtillery: false, charge };
  const ctxA = { melee: true, enemyType: plan.defender.type, byArtillery: false, charge: false, firing: false };
  const ignores = (cell: Cell) => ignoredIn(cell, true, (code) => defenderResult(d, code, ctxD), (code) => attackerResult(a, code, ctxA));
  const value = am.value - dm.value;
  // What each face does: the results the units do not ignore, and its fortunes of war (6.5: only in a combat phase).
  const faces = DIE_ROLLS.map((r) => {
    const e = effectsOf(cellAt(crt[line], value, r), true);
    const hits = [e.defender ? defenderResult(d, e.defender, ctxD) : null, e.attacker ? attackerResult(a, e.attacker, ctxA) : null].filter(present);
    return { hits, fortunes: plan.fortunes && (e.af || e.df), text: cellAt(crt[line], value, r).text };
  });
  // 5.4, 6.1: a melee die no face of which changes anything is settled: rolled by a program, not asked by hand.
  const idleDie = faces.every((f) => !f.fortunes && f.hits.every((h) => h.ignored));
  const moot = settle && idleDie ? [...new Set(faces.map((f) => f.hits.map((h) => h.words).join('; ') || f.text))].join('; ') : null;
  const about: CombatDie = { stage: charge ? 'charge' : 'melee', roller: plan.attacker.name, line, value, items, ...(why ? { why } : {}), ignores };
  const label = `${charge ? 'charge' : 'melee'}: ${plan.attacker.name}`;
  const roll = moot !== null && settle ? settle(label, about) : die(label, about);
  if (roll === null) {
    stages.push(noDieStage(crt, charge ? 'Charge' : 'Melee', plan.attacker.name, { line, value, ...(why ? { why } : {}) }, false, moot ?? '', true));
    return { stages, consequences, ...awarded(plan, fortunes), chargeBroken, chargerDisordered: charge && a.status === 'ordered', endedByFire: false };
  }
  stages.push({ ...stageOf(crt, charge ? 'Charge' : 'Melee', plan.attacker.name, { line, value, ...(why ? { why } : {}) }, roll, false), ...(moot === null ? {} : { settled: true as const }) });
  const melee = stages.length - 1;
  const cell = effectsOf(cellAt(crt[line], value, roll), true);
  if (cell.af) fortunes.push({ side: plan.attacker.side, stage: melee });
  if (cell.df) fortunes.push({ side: plan.defender.side, stage: melee });
  if (cell.defender) {
    const hit = defenderResult(d, cell.defender, ctxD);
    consequences.push({ ...(plan.targetRouting ? caughtRouting(d, hit) : hit), stage: melee });
  }
  if (cell.attacker) consequences.push({ ...attackerResult(a, cell.attacker, ctxA), stage: melee });
  const aNow = consequences.filter((c) => c.unit === a.id).reduce<Standing>((u, c) => after(u, c), a);
  const chargerDisordered = charge && aNow.status === 'ordered';
  return { stages, consequences, ...awarded(plan, fortunes), chargeBroken, chargerDisordered, endedByFire: false };
}

/** Does the result leave `unit` retreating, routing or eliminated? */
export const drivenOff = (r: CombatResult, unit: string): boolean => r.consequences.some((c) => c.unit === unit && !stays(c));

/**
 * Whether cavalry may pursue in this melee (11.8): pursuit-capable, ordered before the melee, not
 * driven off itself, and not disordered by the melee's results, unless the house rule
 * `pursuitAfterMeleeDisorder` (`disorderedPursues`) lets it (docs/rules/pike-and-shot.md, 11.8).
 */
export function pursuerOf(plan: CombatPlan, r: CombatResult, fleeing: string, disorderedPursues: boolean): Fighter | null {
  if (plan.kind !== 'melee') return null;
  const chaser = fleeing === plan.defender.id ? plan.attacker : plan.defender;
  if (!chaser.pursuit || !isCavalry(chaser.type) || drivenOff(r, chaser.id) || chaser.status === 'disordered') return null;
  return disorderedByMelee(r, chaser.id) && !disorderedPursues ? null : chaser;
}

/** The scenario's house rule on 11.8: cavalry disordered by the melee still pursues. Absent (older journals): false. */
export const pursuitAfterMeleeDisorder = (s: { readonly rules: { readonly houseRules: PsHouseRules } }): boolean => s.rules.houseRules.pursuitAfterMeleeDisorder === true;

/** Whether the combat's results disorder `unit` (11.8: a pursuer so disordered stays so, "no effect"). */
export const disorderedByMelee = (r: CombatResult, unit: string): boolean => r.consequences.some((c) => c.unit === unit && c.disorder);

/**
 * A result a unit ignores, briefly, with its sections: "Yellow Brigade ignores D (6.1, 11.3)"
 * from "Yellow Brigade ignores D: ordered infantry in melee against cavalry (6.1, 11.3)".
 */
export function ignoredBriefly(c: Consequence): string {
  const colon = c.words.indexOf(': ', c.name.length);
  if (colon < 0) return c.words;
  const cite = /\([^()]*\)$/.exec(c.words)?.[0];
  return cite ? `${c.words.slice(0, colon)} ${cite}` : c.words.slice(0, colon);
}

/** The results of the fire dice, and of the melee's own die: the words follow the combat (5.4, 11.7). */
export function byFire(r: CombatResult): { readonly fire: readonly StagedConsequence[]; readonly melee: readonly StagedConsequence[] } {
  const fire = (c: StagedConsequence) => r.stages[c.stage]?.fire !== false;
  return { fire: r.consequences.filter(fire), melee: r.consequences.filter((c) => !fire(c)) };
}

/**
 * A side's fortune of war from a die and the one its enemy's rout then gives, said once:
 * "a fortune of war to the Swedes, and another once the rout is made" (6.1, 6.4 3).
 */
function mergeFortunes(parts: readonly string[]): string[] {
  const out = [...parts];
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const part = out[i]!;
    const j = out.findIndex((w, k) => k < i && part.startsWith(`${w} `) && w.startsWith('a fortune of war to '));
    if (j >= 0 && part.startsWith('a fortune of war to ')) {
      out[j] = `${out[j]}, and another ${part.slice(out[j]!.length + 1)}`;
      out.splice(i, 1);
    }
  }
  return out;
}

/**
 * A unit disordered by one die and retreating by the next is named once, as a DD reads:
 * "Smaland Horse is disordered and retreats 3 hexes"; with the broken charge between, "…
 * is disordered, breaking the charge, and retreats 3 hexes" (6.1, 11.7).
 */
function mergeSubjects(parts: readonly string[]): string[] {
  const out = [...parts];
  for (let i = 0; i < out.length - 1; i += 1) {
    const m = /^(.+) (?:is|are) disordered$/.exec(out[i]!);
    if (!m) continue;
    const broken = out[i + 1] === 'the charge is broken';
    const next = out[i + (broken ? 2 : 1)];
    if (next === undefined || !next.startsWith(`${m[1]} `) || / (?:is|are) /.test(next.slice(m[1]!.length, m[1]!.length + 5))) continue;
    out.splice(i, broken ? 3 : 2, `${out[i]}${broken ? ', breaking the charge,' : ''} and ${next.slice(m[1]!.length + 1)}`);
  }
  return out;
}

/**
 * The outcome in one line that begins with the CRT's own codes: "DD: Baldiron disordered and
 * retreats 1". The words follow the combat in order: each die's results (one ignored named
 * briefly, each once) and fortunes of war, the charge broken or the melee ended by the fire
 * (11.7, 5.4) before the melee die's, the pursuits (11.8, given by the caller) before the
 * charger's disorder at the end of its charge (11.7), then a rout's fortune of war.
 */
export function outcomeLabel(r: CombatResult, sideNames: readonly [string, string], pursuits: readonly string[] = []): string {
  // A fire attack that rolls no die (mootFire); a die settled unasked in a hand roll is said by fight.ts.
  const moot = r.stages.length === 1 ? r.stages.find((st) => st.noDie) : undefined;
  if (moot) return `no die: ${mootWords(moot)}`;
  // A settled die (no face changes anything) reads "any": outcomes differing only by it are one.
  // Every die settled: one "any", not one per die (nothing any die shows changes anything).
  const allSettled = r.stages.every((st) => st.settled);
  const codes = allSettled ? 'any' : r.stages.map((s) => (s.settled ? 'any' : s.cell)).join(' / ');
  const counted = (i: number) => r.stages[i]?.settled !== true;
  const seen = new Set<string>();
  const told = (c: Consequence) => (c.ignored ? ignoredBriefly(c) : c.words);
  const awarded = r.withheld.length === 0;
  // Each die: its results, each said once, then its fortunes of war (two alike are both said).
  const atStage = (i: number) => (!counted(i) ? [] : [
    ...r.consequences.filter((c) => c.stage === i).map(told).filter((w) => !seen.has(w) && seen.add(w)),
    ...r.fortuneRolls.filter((f) => f.stage === i).map((f) => `${awarded ? 'a' : 'no'} fortune of war to ${sideSubject(sideNames[f.side])}${awarded ? '' : ' outside a combat phase'}`),
  ]);
  const between: string[] = [];
  if (r.chargeBroken) between.push('the charge is broken');
  if (r.endedByFire) between.push('the melee ends');
  const later: string[] = [...pursuits];
  if (r.chargerDisordered) later.push('the charger is disordered');
  for (const f of r.routFortunes) later.push(f.awarded ? `a fortune of war to ${sideSubject(sideNames[f.side])} ${f.after ? 'once the rout is made' : 'for the rout'}` : `no fortune of war to ${sideSubject(sideNames[f.side])} for the rout outside a combat phase`);
  const fire = r.stages.flatMap((st, i) => (st.fire ? atStage(i) : []));
  const melee = r.stages.flatMap((st, i) => (st.fire ? [] : atStage(i)));
  const effects = r.consequences.filter((c) => !c.ignored);
  if (effects.length > 0 || r.fortuneRolls.some((f) => counted(f.stage)) || between.length > 0 || later.length > 0) return `${codes}: ${mergeSubjects(mergeFortunes([...fire, ...between, ...melee, ...later])).join('; ')}`;
  // Nothing happens: why each ignored result does nothing, in full, each reason once.
  const ignored = [...new Set(r.consequences.filter((c) => allSettled || counted(c.stage)).map((c) => c.words))];
  return `${codes}: ${ignored.length > 0 ? `no effect (${ignored.join('; ')})` : 'no effect'}`;
}
