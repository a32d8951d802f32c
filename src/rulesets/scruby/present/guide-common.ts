/**
 * What every guided menu of Jack Scruby's rules shares: a dry run that says whether the engine
 * accepts a line, a unit as a menu choice, and the verdicts a scenario may leave to the game
 * master (a UE test without dice, a melee's winner).
 */
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { executeScruby } from '../execute.js';
import { parseScruby } from '../parse.js';
import { efficiencyOf, rosterLine, unitById } from '../roster.js';
import type { ScrubyState, ScrubyUnit } from '../state.js';
import { TABLE } from '../table.js';

export type Next = GuideStep | string | null;

/**
 * Why the engine would refuse this line now, or null: a dry run with sixes. Whether a command
 * is allowed does not depend on the dice; the verdicts that might (a UE test the scenario
 * leaves to the game master) are always asked and given, so no line waits on a die.
 */
export function refusalOf(s: ScrubyState, line: string): string | null {
  const parsed = parseScruby(s, line);
  if (!parsed.ok) return parsed.error;
  const ran = executeScruby(s, parsed.value, { roll: () => 6 });
  return ran.ok ? null : ran.error;
}

export const accepted = (s: ScrubyState, line: string): boolean => refusalOf(s, line) === null;

export const unitOf = (s: ScrubyState, id: string): ScrubyUnit => unitById(s, id) as ScrubyUnit;

export function unitChoice(s: ScrubyState, id: string): GuideChoice {
  const u = unitOf(s, id);
  return { name: `${u.name} (${u.id}, ${TABLE[u.type].name.toLowerCase()})`, value: u.id, description: `${rosterLine(u, s.options.roster)}; UE ${efficiencyOf(u)}` };
}

/** Choose one of `ids`; none means the menu has nothing to offer here. */
export function selectUnit(s: ScrubyState, message: string, ids: readonly string[], next: (id: string) => Next): Next {
  if (ids.length === 0) return null;
  return { kind: 'select', message, choices: ids.map((id) => unitChoice(s, id)), default: ids[0] as string, next };
}

/** Commands that may take a UE test. */
const TESTING = new Set(['charge', 'melee', 'rally']);

/** The refusal of a line that lacks only the game master's UE verdict (ueTest off). */
const NEEDS_VERDICT = /give --pass or --fail/;

/** Accepted as it stands, or with a UE verdict the game master could give. */
export function acceptedWithVerdict(s: ScrubyState, line: string): boolean {
  const refusal = refusalOf(s, line);
  if (refusal === null) return true;
  return NEEDS_VERDICT.test(refusal) && (accepted(s, `${line} --pass`) || accepted(s, `${line} --fail`));
}

/**
 * Ask what the scenario leaves to the game master, then end in the line: the melee's winner
 * (meleeOutcome off), then whether the unit tested passes its UE (ueTest off). `tested` says
 * which test that is, in the question.
 */
export function verdictStep(s: ScrubyState, line: string, tested: string): Next {
  const command = line.split(' ')[0] as string;
  const ask = (base: string): Next => {
    if (s.options.ueTest || !TESTING.has(command)) return base;
    if (command === 'charge' && !/--response (motion|volley)/.test(base)) return base;
    const pass = `${base} --pass`;
    const fail = `${base} --fail`;
    if (!accepted(s, pass)) return fail;
    if (!accepted(s, fail)) return pass;
    // "for Red Pikes": no pronoun to agree with a plural unit's name.
    return { kind: 'confirm', message: `The scenario leaves UE tests to you: does the UE test for ${tested} pass, if it is rolled?`, default: true, next: (yes) => (yes ? pass : fail) };
  };
  if (command !== 'melee' || s.options.meleeOutcome) return ask(line);
  const winners = (['attacker', 'defender', 'none'] as const).filter((w) => acceptedWithVerdict(s, `${line} --winner ${w}`));
  if (winners.length === 0) return null;
  return {
    kind: 'select',
    message: 'The scenario leaves the melee outcome to you: who won?',
    choices: [...winners.map((w) => ({ name: w === 'none' ? 'neither side' : `the ${w}`, value: w })), { name: 'leave it open: I will record it with a correction (set <unit> defeated)', value: '' }],
    default: winners[0] as string,
    next: (w) => ask(w === '' ? line : `${line} --winner ${w}`),
  };
}
