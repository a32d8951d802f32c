/**
 * The help of While the Devil Rules: its commands as `help` lists them (from the grammar in
 * ../commands.ts), which of them roll dice, and how to name things in this battle.
 */
import type { CommandHelp } from '../../../present/ruleset.js';
import { DEVIL_COMMANDS } from '../parse.js';
import type { DevilState } from '../state.js';

/** The rule set's grammar as help rows (the two forms of `set` become one row). */
export const DEVIL_COMMAND_HELP: readonly CommandHelp[] = (() => {
  const rows: CommandHelp[] = [];
  for (const spec of DEVIL_COMMANDS) {
    const existing = rows.findIndex((r) => r.name === spec.name);
    const row: CommandHelp = {
      name: spec.name,
      ...(spec.aliases?.length ? { aliases: spec.aliases } : {}),
      usage: spec.usage,
      summary: spec.summary,
      example: spec.example,
      group: spec.helpGroup ?? spec.group,
    };
    if (existing >= 0) {
      const prev = rows[existing] as CommandHelp;
      rows[existing] = { ...prev, usage: `${prev.usage} | ${spec.usage}`, example: `${prev.example}; ${spec.example}` };
    } else rows.push(row);
  }
  return rows;
})();

/** Commands that roll dice (for `help <command>` and `--rolls`). */
export const DEVIL_DICE_COMMANDS: readonly string[] = ['initiative', 'command', 'rest', 'retire', 'charge', 'fire', 'advfire', 'melee', 'routed', 'spread'];

export function devilNaming(s: DevilState): string {
  const unit = s.units[0]?.id ?? 'A1';
  const leader = s.leaders[0]?.id ?? 'AL1';
  return `Name units and leaders by the id status and leaders show (${unit}, ${leader}), an unambiguous prefix, or a "quoted full name".`;
}
