/**
 * Tilly's commands for `help`: the battle commands from the grammar (TILLY_COMMANDS) and the
 * REPL's views as Tilly words them, `help <command>` in full, and how to name things.
 */
import { formatHelp } from '../../../engine/command-line/help.js';
import { ok, type Result } from '../../../engine/result.js';
import type { CommandHelp } from '../../../present/ruleset.js';
import { TILLY_COMMANDS } from '../commands.js';
import type { TillyState } from '../state.js';

/** The REPL's usual groups, and the set-up's own ("Turn and initiative" does not describe terrain and deployment). */
const GROUPS: Readonly<Record<string, string>> = { turn: 'turn', setup: 'Game set-up: terrain and deployment', battle: 'action', corrections: 'correction', session: 'session' };

/** The REPL's views as Tilly words them (they replace the generic help of the same names). */
export const VIEW_HELP: readonly CommandHelp[] = [
  { group: 'view', name: 'status', usage: 'status [unit|side]', summary: 'units: type, quality, resolve now/start, markers, commander', example: 'status French', details: ['One unit in full: status A3.'] },
  { group: 'view', name: 'morale', usage: 'morale', summary: "each side's units lost against the number at which it loses", example: 'morale' },
  { group: 'view', name: 'leaders', aliases: ['commanders'], usage: 'leaders', summary: 'the commanders: command, units left, attached to, charge, fate', example: 'commanders' },
  {
    group: 'view',
    name: 'odds',
    usage: 'odds <command…> [--json]',
    summary: 'the exact distribution of hits (or of a check) of shoot, pointblank, melee, move, declare, rallyback or next; rolls nothing',
    example: 'odds shoot D2,D3 at A4',
  },
  { group: 'view', name: 'mods', usage: 'mods <command…> [--json]', summary: 'the dice of a command, itemised, and the order --rolls takes them in; rolls nothing', example: 'mods melee A3' },
  { group: 'view', name: 'rules', usage: 'rules [topic]', summary: 'quick reference from Table 1 and the rule tables', example: 'rules units' },
];

/** TILLY_COMMANDS as help rows (the two forms of `declare` become one row); odds and mods are the REPL's own. */
export const COMMAND_HELP: readonly CommandHelp[] = (() => {
  const rows: CommandHelp[] = [];
  for (const spec of TILLY_COMMANDS) {
    const group = GROUPS[spec.group];
    if (!group) continue;
    const existing = rows.findIndex((r) => r.name === spec.name);
    if (existing >= 0) {
      const prev = rows[existing] as CommandHelp;
      rows[existing] = { ...prev, usage: `${prev.usage} | ${spec.usage}`, example: `${prev.example}; ${spec.example}` };
    } else rows.push({ name: spec.name, usage: spec.usage, summary: spec.summary, example: spec.example, group, ...(spec.details ? { details: spec.details } : {}) });
  }
  return [...rows, ...VIEW_HELP];
})();

export function tillyHelp(word: string): Result<string[], string> {
  const key = word.trim().toLowerCase();
  const view = VIEW_HELP.find((c) => c.name === key || (c.aliases ?? []).includes(key));
  if (view) return ok([view.usage, `  ${view.summary}.`, ...(view.details ?? []).map((d) => `  ${d}`), `  Example: ${view.example}`]);
  return formatHelp(TILLY_COMMANDS, key);
}

/** Commands that roll dice, so `help <command>` can explain `--rolls` (face only under house rule facingIsMove: its help says so itself). */
export const DICE_COMMANDS: readonly string[] = ['next', 'initiative', 'move', 'face', 'shoot', 'declare', 'pointblank', 'melee', 'divide', 'rallyback'];

/** The sentence under `help` on how to name things, with ids from this battle. */
export function tillyNaming(s: TillyState): string {
  const unit = s.units.find((u) => u.type !== 'commander')?.id ?? 'A2';
  const commander = s.units.find((u) => u.type === 'commander')?.id ?? 'A1';
  return `Name units and commanders by the id status shows (${unit}, ${commander}), an unambiguous prefix, or a "quoted full name".`;
}
