/** Help and completion from the command table (commands.ts). */
import { complete, completionFragment } from '../../../engine/command-line/complete.js';
import { formatHelp } from '../../../engine/command-line/help.js';
import { ok, type Result } from '../../../engine/result.js';
import type { Completion } from '../../../present/complete.js';
import type { CommandHelp } from '../../../present/ruleset.js';
import { SCRUBY_COMMANDS } from '../commands.js';
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

export const SCRUBY_HELP: readonly CommandHelp[] = [
  ...SCRUBY_COMMANDS.map((c) => ({
    name: c.name,
    ...(c.aliases ? { aliases: c.aliases } : {}),
    usage: c.usage,
    summary: c.summary,
    example: c.example,
    ...(c.details ? { details: c.details } : {}),
    group: c.group,
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
