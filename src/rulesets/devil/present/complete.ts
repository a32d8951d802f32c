/**
 * Tab completion in a While the Devil Rules battle: the grammar's own completion, with the
 * names narrowed to what may act now, and the names the REPL's own views complete.
 */
import { complete, completionFragment } from '../../../engine/command-line/complete.js';
import { type NameTable, resolveName } from '../../../engine/command-line/names.js';
import type { Completion } from '../../../present/complete.js';
import { DEVIL_COMMANDS, devilNames } from '../parse.js';
import type { DevilState, SideIndex } from '../state.js';
import { legalActions } from '../turn-legal-actions.js';
import { leaderById, unitById } from './lookups.js';

export function devilComplete(s: DevilState, line: string, words: readonly string[]): Completion {
  const candidates = complete(DEVIL_COMMANDS, line, completionNames(s, line), { words, flags: ['--rolls'] });
  return { candidates, word: completionFragment(line) };
}

/** Actions whose units and targets completion narrows to what may act now. */
const NARROWED = ['fire', 'advfire', 'charge', 'melee'];

/**
 * The names completion offers on this line. After `fire `, `advfire `, `charge ` or `melee `:
 * only the units that may take that action now (all units when none may, or it is not known);
 * after `at `: only the enemies of the unit named before it. Units left out are marked retired,
 * which completion skips but the parser still accepts.
 */
function completionNames(s: DevilState, line: string): NameTable {
  const names = devilNames(s);
  const m = /^\s*(\S+)\s+(.*)$/s.exec(line);
  const word = m?.[1]?.toLowerCase() ?? '';
  const rest = m?.[2] ?? '';
  if (!NARROWED.includes(word) || /(?:^|\s)--/.test(rest)) return names;
  const at = /^(.*?)\s+at\s+/is.exec(rest);
  let allowed: Set<string>;
  if (at) {
    const first = (at[1] ?? '').split(',')[0]?.trim().replace(/^["'\u201c\u2018](.*)["'\u201d\u2019]$/, '$1') ?? '';
    const actor = resolveName(first, names.unit ?? [], 'unit');
    const side = actor.ok ? unitById(s, actor.value.id)?.side : actingSide(s);
    if (side === undefined || side === null) return names;
    allowed = new Set(s.units.filter((u) => u.side !== side && u.status !== 'destroyed').map((u) => u.id));
  } else {
    allowed = new Set(legalActions(s).filter((a) => a.kind === word && a.unit !== undefined).map((a) => a.unit as string));
    if (allowed.size === 0) return names;
  }
  return { ...names, unit: (names.unit ?? []).map((u) => (allowed.has(u.id) ? u : { ...u, retired: true })) };
}

/** The side acting now: the active leader's, else the side to act. */
function actingSide(s: DevilState): SideIndex | null {
  const leader = leaderById(s, s.activeLeader);
  return leader ? leader.side : s.toAct;
}

/** Units and leaders still in the battle, and the sides, for completing `status <unit|side>`. */
export function devilNameList(s: DevilState): string[] {
  return [
    ...s.units.filter((u) => u.status !== 'destroyed').flatMap((u) => [u.name, u.id]),
    ...s.leaders.filter((l) => l.fate === 'alive').flatMap((l) => [l.name, l.id]),
    ...s.sides.flatMap((sd) => [sd.name, sd.role]),
  ];
}
