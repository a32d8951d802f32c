/**
 * What each Pike & Shot die is for, said to players rolling by hand: the stage, the CRT line
 * and column it reads (or the recovery number), and each result's chances on that die. The
 * factors make up the column; nothing is added to the die (5.0), so they are listed as detail.
 */
import type { RollContext } from '../../dice/dice.js';
import type { Modifier } from '../../engine/ruleset.js';
import { possessive, signed } from '../../present/words.js';
import { listWords, sideSubject } from '../../engine/english.js';
import type { Consequence } from './results.js';
import type { SideIndex } from './state.js';
import { type Cell, cellAt, type Crt, type CrtLineId, DIE_ROLLS, LINE_BY, LINE_TITLE } from './crt.js';
import { gcd } from '../../dice/distribution.js';

/** A combat die as the resolver asks it: whose stage, on which line at which value, made of which items. */
export interface CombatDie {
  readonly stage: 'fire' | 'fire back' | 'attacker fire' | 'defender fire' | 'charge fire' | 'melee' | 'charge';
  readonly roller: string;
  readonly line: CrtLineId;
  readonly value: number;
  readonly items: readonly Modifier[];
  /** Why this line, when a rule switches it (9.3, 9.4, 10.5, 5.4). */
  readonly why?: string;
  /** What of a cell the units ignore, in words ("ignored by Savelli (6.1, 11.3)"), or null (combat.ts ignoredIn). */
  readonly ignores?: (cell: Cell) => string | null;
  /** A fire die: what a face does to the unit fired on, and the fortunes it gives (6.1), for `stillDoes`. */
  readonly does?: (roll: number) => { readonly hit: Consequence | null; readonly fortunes: readonly SideIndex[] };
}

/** The section that sets a line when no rule switches it (9.3, 9.4, 10.5 and 5.4 say why instead). */
const PLAIN_LINE: Readonly<Record<CrtLineId, string>> = { 'infantry-cavalry-fire': '5.3', 'reduced-fire': '5.3', 'artillery-fire': '12.2', melee: '5.4', charge: '11.7' };

/** "Infantry & Cavalry Fire line (5.3)", or with why a rule switched it: "Reduced Fire line, at two hexes (10.5)"; odds, mods, hand dice and results alike. */
export const lineCited = (line: CrtLineId, why: string | undefined): string => `${LINE_TITLE[line]} line${why ? `, ${why}` : ` (${PLAIN_LINE[line]})`}`;

const sixths = (n: number): string => (n === 6 ? 'certain' : `${n / gcd(n, 6)}/${6 / gcd(n, 6)}`);

/** "1–2" or "1, 3" or "4": the faces as short runs. */
function faces(rolls: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const r of rolls) {
    const last = runs[runs.length - 1];
    if (last && last[1] === r - 1) last[1] = r;
    else runs.push([r, r]);
  }
  return runs.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}–${hi}`)).join(', ');
}

/**
 * "DD on 1 (1/6); D on 2–3 (1/3); NE on 4–6 (1/2)": each cell of the column, in die order, with
 * what of it a unit ignores ("D on 4–5 (1/3), ignored by Commanded Musketeers (6.1, 10.4)").
 */
export function chancesOnDie(crt: Crt, line: CrtLineId, value: number, ignores?: (cell: Cell) => string | null): string {
  const byCell = new Map<string, { cell: Cell; rolls: number[] }>();
  for (const r of DIE_ROLLS) {
    const cell = cellAt(crt[line], value, r);
    const seen = byCell.get(cell.text) ?? { cell, rolls: [] };
    byCell.set(cell.text, { cell, rolls: [...seen.rolls, r] });
  }
  return [...byCell.values()]
    .map(({ cell, rolls }) => {
      const ignored = ignores?.(cell);
      return `${cell.text} on ${faces(rolls)} (${sixths(rolls.length)})${ignored ? `, ${ignored}` : ''}`;
    })
    .join('; ');
}

const STAGE_WORDS: Readonly<Record<CombatDie['stage'], (name: string) => string>> = {
  fire: (n) => `${possessive(n)} fire`,
  'fire back': (n) => `${possessive(n)} fire back`,
  'attacker fire': (n) => `Exchange of fire: ${possessive(n)} fire (attacker)`,
  'defender fire': (n) => `Exchange of fire: ${possessive(n)} fire (defender)`,
  'charge fire': (n) => `${possessive(n)} fire at the charger`,
  melee: (n) => `Melee die: ${n} attacking`,
  charge: (n) => `Charge die: ${n} charging`,
};

/** A term's name in a sum: "fire factor" is "fire", "Finnish Horse's melee factor" "Finnish Horse's melee". */
const termName = (label: string): string => label.replace(/ factor\b/, '');

/**
 * How a value is made, as a sum: "fire factor 1" for one term, "fire strength 3 = 5 (fire) − 2
 * (range)", "differential -1 = 3 (melee) − 4 (Finnish Horse's melee)". Zero terms are left out
 * unless shown (a fire factor of 0 used as melee, TEC).
 */
export function factorSum(what: string, value: number, items: readonly Modifier[]): string {
  const head = `${what} ${what === 'differential' ? signed(value) : value}`;
  const sum = termsOf(items);
  return sum ? `${head} = ${sum}` : head;
}

/** One term of a sum, as `odds` and `mods` both show it: "+ 1 (leader Tilly)" is sign '+', 1, "leader Tilly". */
export interface SumTerm {
  /** '' for a first term that is positive. */
  readonly sign: '' | '+' | '−';
  readonly value: number;
  readonly name: string;
  readonly reason: string;
}

/** A value's terms, in order: zero terms are left out unless shown (a fire factor of 0 used as melee, TEC). */
export function sumTerms(items: readonly Modifier[]): SumTerm[] {
  return items
    .filter((m) => m.value !== 0 || m.shown)
    .map((m, i) => ({ sign: m.value < 0 ? '−' : i === 0 ? '' : '+', value: Math.abs(m.value), name: termName(m.label), reason: m.reason }));
}

/** "3 (melee) − 4 (Finnish Horse's melee)", or '' when there is but one term to add. */
function termsOf(items: readonly Modifier[]): string {
  const terms = sumTerms(items);
  if (terms.length < 2) return '';
  return terms.map((t, i) => `${i === 0 ? t.sign : ` ${t.sign} `}${t.value} (${t.name})`).join('');
}

/** What a CRT line reads: a differential, a fire strength or a fire factor. */
export function lineValue(line: CrtLineId, value: number, items: readonly Modifier[]): string {
  const by = LINE_BY[line];
  return factorSum(by === 'differential' ? 'differential' : by === 'strength' ? 'fire strength' : 'fire factor', value, items);
}

/** The column of `line` that `value` falls in, as the CRT writes it ("<=1", "+1"). */
export const columnOf = (crt: Crt, line: CrtLineId, value: number): string => crt[line].columns.find((c) => value >= c.lo && value <= c.hi)?.text ?? '';

/**
 * 6.1: when the unit fired on ignores a whole result of the column (loose shotte and dragoons a
 * D from artillery, 10.4, 11.11), what the die can still do: "Only DF on 1 (a fortune of war to
 * the Swedes) changes anything". Null when nothing is ignored. A melee's exchange of fire (5.4)
 * asks its die even when no face does anything (ordered infantry ignoring D from cavalry, 11.3):
 * "No result of this die changes anything", so the players know it is a formality.
 */
export function stillDoes(crt: Crt, d: CombatDie, sides: readonly [string, string]): string | null {
  const does = d.does;
  if (!does) return null;
  const cells = new Map<string, number[]>();
  for (const r of DIE_ROLLS) {
    const text = cellAt(crt[d.line], d.value, r).text;
    cells.set(text, [...(cells.get(text) ?? []), r]);
  }
  const first = (rolls: readonly number[]) => does(rolls[0] ?? 1);
  const quiet = (e: ReturnType<typeof does>) => (e.hit === null || e.hit.ignored !== null) && e.fortunes.length === 0;
  const live = [...cells.entries()].filter(([, rolls]) => !quiet(first(rolls)));
  if (![...cells.values()].some((rolls) => first(rolls).hit?.ignored)) return null;
  if (live.length === 0) return 'No result of this die changes anything';
  const told = live.map(([text, rolls]) => {
    const e = first(rolls);
    const words = [...(e.hit && !e.hit.ignored ? [e.hit.words] : []), ...e.fortunes.map((side) => `a fortune of war to ${sideSubject(sides[side])}`)];
    return `${text} on ${faces(rolls)} (${words.join('; ')})`;
  });
  return `Only ${listWords(told)} ${live.length === 1 ? 'changes' : 'change'} anything`;
}

/** The die's context: its line and column, how the column is found, each result's chances, and what it can still do when results are ignored. */
export function combatDieContext(crt: Crt, d: CombatDie, sides?: readonly [string, string]): RollContext {
  const column = columnOf(crt, d.line, d.value);
  const still = sides ? stillDoes(crt, d, sides) : null;
  return {
    stage: STAGE_WORDS[d.stage](d.roller),
    side: d.roller,
    modifiers: d.items.map((m) => ({ label: m.label, value: m.value })),
    net: d.value,
    detail: [`${lineCited(d.line, d.why)}, column ${column}: ${lineValue(d.line, d.value, d.items)}`, chancesOnDie(crt, d.line, d.value, d.ignores), ...(still ? [still] : [])],
  };
}

/**
 * The 6's rule in a recovery's words, with its citation apart; null when the number is under 6,
 * so a 6 fails by 6.2 alone. 7.3 states the rule beside a stacked leader's help: without one,
 * a 6 failing is tyw's reading (the house rule sixFailsOnlyWithLeader reads it otherwise).
 */
export function sixRule(target: number, sixFails: boolean, helped: boolean): { words: string; cite: string; clause: string } | null {
  if (target < 6) return null;
  if (!sixFails) return { words: 'a 6 may succeed without a leader', cite: 'house rule sixFailsOnlyWithLeader', clause: 'no leader helps, so a 6 may succeed: house rule sixFailsOnlyWithLeader' };
  const cite = helped ? '7.3' : "tyw's reading of 7.3, without a leader too";
  return { words: 'a 6 always fails', cite, clause: `a 6 always fails, ${cite}` };
}

/** The 6's rule as a clause, "a 6 always fails, 7.3", or '' when it cannot matter. */
export const sixWords = (target: number, sixFails: boolean, helped: boolean): string => sixRule(target, sixFails, helped)?.clause ?? '';

/** 6.2, 7.3: a recovery die is read against the number, not added to it. */
export function recoveryContext(name: string, target: number, items: readonly Modifier[], fortune: boolean, sixFails = true): RollContext {
  const wins = DIE_ROLLS.filter((r) => !(sixFails && r === 6) && r <= target);
  const sum = termsOf(items);
  const six = sixRule(target, sixFails, items.length > 1);
  return {
    stage: `${possessive(name)} recovery${fortune ? ' (fortune of war, 6.5)' : ''}`,
    side: name,
    modifiers: items.map((m) => ({ label: m.label, value: m.value })),
    net: target,
    detail: [
      `Needs ${target} or less${sum ? `: ${sum}` : ', its recovery factor'} (6.2)${six ? `; ${six.words} (${six.cite})` : ''}`,
      wins.length === 0 ? 'Cannot recover on any face (0/6)' : `Recovers on ${faces(wins)} (${sixths(wins.length)}); stays disordered otherwise`,
    ],
  };
}
