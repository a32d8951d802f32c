/** Help and completion from the command table (commands.ts). */
import { complete, completionFragment } from '../../../engine/command-line/complete.js';
import { formatHelp } from '../../../engine/command-line/help.js';
import { ok, type Result } from '../../../engine/result.js';
import type { Completion } from '../../../present/complete.js';
import type { CommandHelp } from '../../../present/ruleset.js';
import { listWords } from '../../../engine/english.js';
import { SCRUBY_COMMANDS, type ScrubyCommandSpec } from '../commands.js';
import { SCRUBY_STEPS, type ScrubyStepDef } from '../steps.js';
import { scrubyNames } from '../parse.js';
import type { ScrubyState } from '../state.js';

/** The REPL's `status`, in this rule set's words (it replaces the REPL's own row in `help`). */
const STATUS_HELP: CommandHelp = {
  name: 'status',
  usage: 'status [unit|side]',
  summary: 'the rosters, a line a unit: kill points, stands left, loaded or reloading, order and formation, state; status <unit> adds the type, figures left and the reload in detail',
  example: 'status A1',
  group: 'view',
};

/** The REPL's `mods`, in this rule set's words: the text has no die modifiers, so it shows what shapes the kill points. */
const MODS_HELP: CommandHelp = {
  name: 'mods',
  usage: 'mods <action…> [--json]',
  summary: 'what shapes each side\'s kill points (shock, a column\'s charge, pikes caught in flank, both pistols…) and how each die is read; changes nothing',
  example: 'mods melee A13 at B3',
  group: 'view',
};

/** Views this rule set words its own way; `help <view>` gives their usage, summary and example. */
const OWN_VIEWS: readonly CommandHelp[] = [STATUS_HELP, MODS_HELP];

/**
 * The help list's groups follow a game move ("a game move's sequence", designed): `next`, then
 * each step's commands, a command under the first step that allows it, then the corrections.
 * The corrections' group is named here, so that it comes after the steps, not before them.
 */
const NEXT_GROUP = `game move: ${SCRUBY_STEPS.map((d) => d.title.toLowerCase()).join(', ')}`;
const CORRECTIONS_GROUP = 'game-master corrections (each may take --why "…")';

const stepsOf = (name: string): readonly ScrubyStepDef[] => SCRUBY_STEPS.filter((d) => d.commands.includes(name));

function helpGroup(c: ScrubyCommandSpec): string {
  if (c.group === 'turn') return NEXT_GROUP;
  if (c.group === 'corrections') return CORRECTIONS_GROUP;
  return `${(stepsOf(c.name)[0] ?? SCRUBY_STEPS[0])?.title.toLowerCase()} step`;
}

/** A command allowed in later steps too says so: "…; also in the rally step". */
function helpSummary(c: ScrubyCommandSpec): string {
  const also = stepsOf(c.name).slice(1).map((d) => d.title.toLowerCase());
  return also.length === 0 ? c.summary : `${c.summary}; also in the ${listWords(also)} step${also.length > 1 ? 's' : ''}`;
}

export const SCRUBY_HELP: readonly CommandHelp[] = [
  ...SCRUBY_COMMANDS.map((c) => ({
    name: c.name,
    ...(c.aliases ? { aliases: c.aliases } : {}),
    usage: c.usage,
    summary: helpSummary(c),
    example: c.example,
    ...(c.details ? { details: c.details } : {}),
    group: helpGroup(c),
  })),
  ...OWN_VIEWS,
];

export function scrubyHelp(word: string): Result<string[], string> {
  const key = word.trim().toLowerCase();
  const view = OWN_VIEWS.find((v) => v.name === key);
  if (view) return ok([view.usage, `  ${view.summary}.`, `  Example: ${view.example}`]);
  const help = formatHelp(SCRUBY_COMMANDS, key);
  return help.ok ? ok([...help.value]) : help;
}

export function scrubyComplete(s: ScrubyState, line: string, words: readonly string[]): Completion {
  return { candidates: complete(SCRUBY_COMMANDS, line, scrubyNames(s), { words: [...words, 'status'], flags: ['--rolls'] }), word: completionFragment(line) };
}

export const scrubyNameList = (s: ScrubyState): string[] => [...s.units.flatMap((u) => [u.name, u.id]), ...s.sides.map((side) => side.name)];
