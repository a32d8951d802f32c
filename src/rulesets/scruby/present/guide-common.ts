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
 * Would the engine accept this line now? A dry run with sixes. Whether a command is allowed
 * does not depend on the dice; the verdicts that might (a UE test the scenario leaves to the
 * game master) are always asked and given, so a line never waits on a die to be accepted.
 */
export function accepted(s: ScrubyState, line: string): boolean {
  const parsed = parseScruby(s, line);
  if (!parsed.ok) return false;
  return executeScruby(s, parsed.value, { roll: () => 6 }).ok;
}

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

/** The UE verdicts a command may need from the game master (the scenario switches ueTest off). */
const ueVerdicts = (s: ScrubyState, command: string): string[] => (!s.options.ueTest && TESTING.has(command) ? [' --pass', ' --fail'] : ['']);

/** The flags a line may still need from the game master: a melee's winner, a UE verdict. */
export function verdictSuffixes(s: ScrubyState, command: string): string[] {
  const winners = command === 'melee' && !s.options.meleeOutcome ? [' --winner attacker', ' --winner defender', ' --winner none'] : [''];
  return winners.flatMap((w) => ueVerdicts(s, command).map((v) => `${w}${v}`));
}

/** Accepted with some verdict the game master could give. */
export const acceptedWithVerdict = (s: ScrubyState, line: string): boolean => verdictSuffixes(s, line.split(' ')[0] as string).some((v) => accepted(s, `${line}${v}`));

/**
 * Ask what the scenario leaves to the game master, then end in the line: the melee's winner
 * (meleeOutcome off), then whether the unit tested passes its UE (ueTest off). `tested` says
 * which test that is, in the question.
 */
export function verdictStep(s: ScrubyState, line: string, tested: string): Next {
  const command = line.split(' ')[0] as string;
  const ask = (base: string): Next => {
    if (s.options.ueTest || !TESTING.has(command)) return base;
    if (command === 'charge' && !/--response/.test(base)) return base;
    const pass = `${base} --pass`;
    const fail = `${base} --fail`;
    if (!accepted(s, pass)) return fail;
    if (!accepted(s, fail)) return pass;
    return { kind: 'confirm', message: `The scenario leaves UE tests to you: does ${tested} pass?`, default: true, next: (yes) => (yes ? pass : fail) };
  };
  if (command !== 'melee' || s.options.meleeOutcome) return ask(line);
  const winners = (['attacker', 'defender', 'none'] as const).filter((w) => ueVerdicts(s, command).some((v) => accepted(s, `${line} --winner ${w}${v}`)));
  if (winners.length === 0) return null;
  return {
    kind: 'select',
    message: 'The scenario leaves the melee outcome to you: who won?',
    choices: [...winners.map((w) => ({ name: w === 'none' ? 'neither side' : `the ${w}`, value: w })), { name: 'leave it open: I will record it with a correction (set <unit> defeated)', value: '' }],
    default: winners[0] as string,
    next: (w) => ask(w === '' ? line : `${line} --winner ${w}`),
  };
}
