/** `help`: the commands by group, `help <command>` in full, and completion from the same specs. */
import { complete, completionFragment } from '../../../engine/command-line/complete.js';
import { formatHelp } from '../../../engine/command-line/help.js';
import { capitalFirst } from '../../../engine/english.js';
import { ok, type Result } from '../../../engine/result.js';
import type { Completion } from '../../../present/complete.js';
import type { CommandHelp } from '../../../present/ruleset.js';
import { ORDERS_COMMANDS } from '../commands.js';
import { ordersNames } from '../parse.js';
import { bookWordRefusal, EMPTY_SECTIONS } from '../sections.js';
import { onTable, type OrdersState } from '../state.js';

const GROUPS: Readonly<Record<string, string>> = { orders: 'Orders phase (3.1-3.3)', battle: 'Charges and the turn (3.3.4, 4.2, 8)', corrections: `Where the text stops (${EMPTY_SECTIONS}): corrections` };

export const VIEW_HELP: readonly CommandHelp[] = [
  { name: 'status', usage: 'status [unit|commander|side]', summary: "every unit: stands, formation, Disordered, orders this phase, tokens and charges; a commander's regiment, or one side", example: 'status A1; status AC1; status Blue', group: 'Views' },
  { name: 'leaders', usage: 'leaders', summary: "each commander's rank, rating and whether he is done this phase", example: 'leaders', group: 'Views' },
  { name: 'morale', usage: 'morale', summary: 'Morale Checks due and units off the table (section 7 is empty)', example: 'morale', group: 'Views' },
  { name: 'orders', usage: 'orders', summary: 'the orders declared and accepted this phase', example: 'orders', group: 'Views' },
  // The draft has one modifier (the regiment-wide penalty, 3.2), so not "both sides' modifiers".
  { name: 'mods', usage: 'mods <command…> [--json]', summary: "a command's roll itemised: 2d6 against the commander's rating, the regiment-wide penalty when it applies, and the chances; rolls nothing", example: 'mods order AC1 A1 march', group: 'Views' },
];

export const COMMAND_HELP: readonly CommandHelp[] = (() => {
  const rows: CommandHelp[] = [...VIEW_HELP];
  for (const spec of ORDERS_COMMANDS) {
    const existing = rows.findIndex((r) => r.name === spec.name);
    if (existing >= 0) {
      const prev = rows[existing] as CommandHelp;
      rows[existing] = { ...prev, usage: `${prev.usage} | ${spec.usage}`, example: `${prev.example}; ${spec.example}` };
      continue;
    }
    rows.push({ name: spec.name, usage: spec.usage, summary: spec.summary, example: spec.example, group: GROUPS[spec.group] ?? spec.group, ...(spec.details ? { details: spec.details } : {}) });
  }
  return rows;
})();

export function ordersHelp(word: string): Result<string[], string> {
  const key = word.trim().toLowerCase();
  const view = VIEW_HELP.find((c) => c.name === key);
  if (view) return ok([view.usage, `  ${view.summary}.`, `  Example: ${view.example}`]);
  const found = formatHelp(ORDERS_COMMANDS, key);
  // A book word that is no command here (fire, melee, march): help says why, as the command does.
  const why = found.ok ? null : bookWordRefusal(key);
  return why === null ? found : ok([`${key} (no command here)`, `  ${capitalFirst(why)}.`]);
}

export function ordersComplete(s: OrdersState, line: string, words: readonly string[]): Completion {
  const candidates = complete(ORDERS_COMMANDS, line, ordersNames(s), { words: [...words, ...VIEW_HELP.map((v) => v.name)], flags: ['--rolls'] });
  // A charge's target is an enemy (3.3.3): after --target only the other side's units.
  const word = completionFragment(line);
  const typed = /--target[\s=]+([^-]*)$/.exec(line)?.[1];
  if (typed !== undefined) {
    const enemies = new Set(s.units.filter((u) => onTable(u) && u.side !== s.side).flatMap((u) => [u.name.toLowerCase(), u.id.toLowerCase()]));
    // The name as it would read once completed: what was typed before the word, then the candidate.
    const whole = (c: string) => `${typed.slice(0, typed.length - word.length)}${c}`.replace(/"/g, '').trim().toLowerCase();
    return { candidates: candidates.filter((c) => enemies.has(whole(c))), word };
  }
  return { candidates, word };
}

export const ordersNameList = (s: OrdersState): string[] => [...s.units.filter(onTable).flatMap((u) => [u.name, u.id]), ...s.regiments.flatMap((r) => [r.id, ...(r.commander ? [r.commander.name] : [])]), ...s.sides];
