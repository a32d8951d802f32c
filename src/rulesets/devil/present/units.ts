/**
 * A While the Devil Rules unit as the tables of `status` and the loaded battle list it, and
 * as `--json` gives it (the fields docs/repl.md documents).
 */
import { brokenText, lossText } from '../../../present/build.js';
import type { Cell } from '../../../present/model.js';
import type { DevilState, SideIndex, UnitState } from '../state.js';
import { leaderlessOrders } from '../standing-orders.js';
import { STATUS_WORDS } from '../status.js';
import { commandHolder } from '../turn-leaders.js';
import { basesLeft, commandWords, leaderById, typeName, unitName } from './lookups.js';

/** The loaded battle's columns: who is on the table. */
export const ROSTER_COLUMNS = ['id', 'unit', 'type', 'bases', 'leader'] as const;
/** `status` columns: how each unit stands now. */
export const STATUS_COLUMNS = ['id', 'unit', 'type', 'bases', 'status', 'acted', 'engaged with', 'leader', 'orders'] as const;

export function rosterRows(s: DevilState, side: SideIndex): Cell[][] {
  return s.units.filter((u) => u.side === side).map((u) => [u.id, u.name, typeName(u), String(u.startBases), leaderById(s, u.commander)?.name ?? u.commander]);
}

export function statusRows(s: DevilState, side: SideIndex): Cell[][] {
  return s.units
    .filter((u) => u.side === side)
    .map((u) => {
      const attached = s.leaders.filter((l) => l.attachedTo === u.id && l.fate === 'alive').map((l) => `${l.name} (with)`);
      const leader = attached.length > 0 ? attached.join(', ') : commandWords(s, u);
      const bases = `${basesLeft(u)}/${u.startBases}`;
      const status = STATUS_WORDS[u.status];
      const statusCell: Cell = u.status === 'ok' ? status : u.status === 'destroyed' ? [brokenText(status)] : [lossText(status)];
      const basesCell: Cell = u.status === 'destroyed' ? [brokenText(bases)] : basesLeft(u) < u.startBases ? [lossText(bases)] : bases;
      const engaged = u.engagedWith.map((id) => unitName(s, id)).join(', ');
      const flags = [u.impetuous ? 'impetuous' : '', u.formation === 'march' ? 'march' : ''].filter(Boolean).join(', ');
      return [u.id, u.name + (flags ? ` (${flags})` : ''), typeName(u), basesCell, statusCell, u.acted ? 'yes' : '', engaged, leader, ordersCell(s, u)];
    });
}

/** "Turn Sequence": the status column of a unit still under standing orders (their wording, if any; whether a leaderless side still follows them). */
function ordersCell(s: DevilState, u: UnitState): string {
  if (!u.standingOrders) return '';
  const cell = u.standingOrders.words ? `standing: ${u.standingOrders.words}` : 'standing';
  return leaderlessOrders(s, u.side) ? `${cell} (not followed)` : cell;
}

export function unitJson(s: DevilState, u: UnitState) {
  return {
    id: u.id,
    name: u.name,
    side: s.sides[u.side].name,
    type: u.type,
    bases: basesLeft(u),
    startBases: u.startBases,
    status: u.status,
    acted: u.acted,
    engagedWith: u.engagedWith.map((id) => unitName(s, id)),
    formation: u.formation,
    impetuous: u.impetuous,
    ...commandJson(s, u),
    attached: s.leaders.filter((l) => l.attachedTo === u.id && l.fate === 'alive').map((l) => l.name),
    standingOrders: u.standingOrders ? { words: u.standingOrders.words, usedThisTurn: u.standingOrders.usedThisTurn } : null,
  };
}

/**
 * Who commands the unit, as the text's "Weiden (for Ottenbach, killed)" says it ("Leaders and
 * Command Control": a fallen leader's command passes to a survivor): `leader` is always the
 * unit's own leader, `leaderFate` his fate, and `commandedBy` the living leader who holds the
 * command now (his own leader, or the heir), or null while it waits for an heir or none is left.
 */
function commandJson(s: DevilState, u: UnitState): { leader: string; leaderFate: string | null; commandedBy: string | null } {
  const own = leaderById(s, u.commander);
  const holder = commandHolder(s, u);
  return { leader: own?.name ?? u.commander, leaderFate: own?.fate ?? null, commandedBy: holder?.fate === 'alive' ? holder.name : null };
}
