/**
 * Seed 001, "MOVEMENT" (and "INFANTRY SQUARES" 5, "ARTILLERY", "DRAGOONS"): a unit's
 * allowance in inches, itemised, by type, order, formation and what it did this move.
 */
import { err, ok, type Result } from '../../engine/result.js';
import { bool, str, type ScrubyAction } from './actions.js';
import { actorOf, done, type Outcome, update } from './common.js';
import { type ColumnOptions, cutColumn, rowType, standsLeft, usesPistols } from './roster.js';
import type { ScrubyState, ScrubyUnit } from './state.js';
import { columnRefusal, type Formation, isCavalry, isPike, MIN_SQUARE } from './table.js';
import { its, itWord, verb } from '../../engine/english.js';

export interface Allowance {
  readonly inches: number;
  readonly factors: readonly string[];
  readonly notes: readonly string[];
}

/** "HEAVY PIKEMEN" closed 1–2, as a note on an advance. */
const FORWARD_ONLY = 'forward or 45° only; no backwards in column';

/**
 * The notes as shown: "no backwards in column" only for a unit that ends its move in a column,
 * not for one re-forming into a line or square as it moves, nor for a charge, which goes only
 * forward. The journal's events keep the older words.
 */
export function shownNotes(notes: readonly string[], formation: Formation, charge = false): string[] {
  return notes.map((n) => (n === FORWARD_ONLY && (charge || formation !== 'column') ? 'forward or 45° only' : n));
}

/** The cavalry's +2", as the journal's events word it. */
const CAVALRY_COLUMN = '+2" column ("HEAVY CAVALRY" 2, "LIGHT CAVALRY" 2)';
const CAVALRY_CHARGE = '+2" charge';
const SWORDSMEN_MOVE = 'swordsmen: 6" ("SWORDSMEN" 1)';
/** A foot column's +2", as the journal's events word it, and the rule each foot type's own movement gives it. */
const FOOT_COLUMN = '+2" column ("Column Formation" 2)';
const FOOT_COLUMN_RULE: ReadonlyMap<string, string> = new Map([
  ['swordsman', '"SWORDSMEN" 2'],
  ['long-swordsman', '"SWORDSMEN" 2'],
  ['musketeer', '"MUSKETEERS" 2'],
]);

/**
 * The factors as shown: the cavalry's +2" cites the unit's own rule ("HEAVY CAVALRY" 2, which
 * includes dragoons and, as designed, cavalry musketeers; "LIGHT CAVALRY" 2 for light cavalry
 * and reiters), and long swordsmen are named. The journal's events keep the older words, so
 * journals written before replay.
 */
export function shownFactors(u: ScrubyUnit, factors: readonly string[]): string[] {
  const rule = `"${u.type === 'light-cavalry' || u.type === 'reiter' ? 'LIGHT' : 'HEAVY'} CAVALRY" 2`;
  return factors.map((f) => {
    if (f === CAVALRY_COLUMN) return `+2" column (${rule})`;
    if (f === CAVALRY_CHARGE) return `+2" charge (${rule})`;
    // Swordsmen and musketeers have their own +2" ("SWORDSMEN" 2, "MUSKETEERS" 2); "Column Formation" is the pikemen's.
    if (f === FOOT_COLUMN && FOOT_COLUMN_RULE.has(rowType(u))) return `+2" column (${FOOT_COLUMN_RULE.get(rowType(u))})`;
    // Long swordsmen have no movement rule of their own: they move as swordsmen (designed row).
    if (f === SWORDSMEN_MOVE && u.type === 'long-swordsman') return 'long swordsmen (designed: as swordsmen): 6" ("SWORDSMEN" 1)';
    return f;
  });
}

/** The allowance of `u` in `formation`, charging or not, for a whole move (or half). */
export function allowance(u: ScrubyUnit, formation: Formation, charge: boolean, half: boolean): Allowance {
  const factors: string[] = [];
  const notes: string[] = [];
  const type = rowType(u);
  let inches: number;
  if (u.type === 'large-gun') {
    return { inches: 0, factors: ['large gun: swivels within a 6" radius only ("LARGE GUNS" 2)'], notes: [] };
  } else if (u.type === 'small-gun') {
    inches = 6;
    factors.push('small gun: an infantry move 6" ("SMALL GUNS" 1)');
  } else if (u.type === 'dragoon' && u.mounted) {
    inches = 12;
    factors.push('mounted dragoons: heavy cavalry 12" ("HEAVY CAVALRY (Includes Dragoons)")');
  } else if (formation === 'square') {
    inches = type === 'light-pike' ? 6 : 3;
    factors.push(`square: ${inches}" in any direction ("INFANTRY SQUARES" 5)`);
  } else if (type === 'heavy-pike') {
    if (u.order === 'closed' || u.breakingOrder) {
      inches = 3;
      factors.push(u.breakingOrder ? 'heavy pikes breaking to open order: 3" ("HEAVY PIKEMEN" closed 4)' : 'heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1)');
      notes.push(FORWARD_ONLY);
    } else {
      inches = 6;
      factors.push('heavy pikes, open order: 6" ("HEAVY PIKEMEN" open 1)');
      notes.push('may face 90° this move');
    }
  } else if (type === 'heavy-cavalry' || type === 'cavalry-musketeer') {
    inches = 12;
    factors.push(`${type === 'heavy-cavalry' ? 'heavy cavalry' : 'cavalry musketeers (designed: as heavy cavalry)'}: 12" ("HEAVY CAVALRY" 1)`);
  } else if (type === 'light-cavalry' || type === 'reiter') {
    inches = 16;
    factors.push('light cavalry: 16" ("LIGHT CAVALRY" 1)');
  } else {
    inches = 6;
    const what = type === 'light-pike' ? 'light pikes: 6" ("LIGHT PIKEMEN" 1)' : type === 'musketeer' ? 'musketeers: 6" ("MUSKETEERS" 1)' : SWORDSMEN_MOVE;
    factors.push(u.type === 'dragoon' ? `dismounted dragoons as ${what}` : what);
    if (type === 'light-pike' && u.order === 'closed') notes.push('may face 90° this move');
  }
  const cavalryLike = isCavalry(u.type) || (u.type === 'dragoon' && u.mounted);
  if (formation === 'column' && u.type !== 'small-gun') {
    inches += 2;
    factors.push(cavalryLike ? CAVALRY_COLUMN : FOOT_COLUMN);
  } else if (charge && cavalryLike) {
    inches += 2;
    factors.push(CAVALRY_CHARGE);
  }
  if (half) {
    inches /= 2;
    factors.push('half a move');
  }
  // Only pistols fired both at once wait for a move standing still; one fired alone reloads on the move ("CAVALRY" 1).
  if (usesPistols(u) && u.loading.pending.some((p) => p.still)) notes.push('both pistols empty: moving, they do not reload this move ("CAVALRY" 2)');
  if (u.type === 'small-gun' && u.loading.loaded === 0) notes.push('moving, the gun does not reload this move ("SMALL GUNS" 2)');
  if (u.scattered || u.retiring) notes.push('retiring until rallied');
  return { inches, factors, notes };
}

/**
 * May `u` take `formation`? `line` is the command a cut column would type to re-form as it
 * moves (advance … --formation line); without it, `form` is offered.
 */
export function formationAllowed(u: ScrubyUnit, formation: Formation, options: ColumnOptions, line?: string): Result<true, string> {
  const stands = standsLeft(u, options.roster);
  const cut = formation === 'column' ? cutColumn(u, options) : null;
  if (cut) return err(`${cut}; re-form ${line ? `as ${itWord(u)} ${verb(u, 'moves')} (${line} --formation line)` : `first (form ${u.id} --formation line)`}`);
  // cutColumnReforms off: a column already formed goes on below its least stands; only forming one needs them.
  const goesOn = !options.cutColumnReforms && u.formation === 'column';
  const column = formation === 'column' && !goesOn ? columnRefusal(rowType(u), stands) : null;
  if (column) return err(`${column}; ${u.name} ${verb(u, 'has')} ${stands}`);
  if (formation === 'square') {
    if (u.type.endsWith('gun')) return err(GUN_IN_SQUARE);
    if (isCavalry(u.type) || (u.type === 'dragoon' && u.mounted)) return err('only infantry form squares ("INFANTRY SQUARES")');
    if (stands < MIN_SQUARE) return err(`a square needs at least ${MIN_SQUARE} stands ("INFANTRY SQUARES")`);
  }
  return ok(true);
}

/** Why a unit that moved may not move again: a caracole or split move was its whole move. */
export function alreadyMoved(u: ScrubyUnit): string {
  if (!u.splitMove) return `${u.name} ${verb(u, 'has')} already moved this game move`;
  return isCavalry(u.type)
    ? `${u.name} ${verb(u, 'has')} made a caracole this game move: the caracole, half a move forward and half back, was ${its(u)} move ("CAVALRY" 3a)`
    : `${u.name} ${verb(u, 'has')} made a split move this game move: it was ${its(u)} move ("MUSKETEERS" 3)`;
}

/**
 * Why `--charge` (the cavalry's +2" charge move, "HEAVY CAVALRY" 2) may not go with this move:
 * dragoons make no charge on horseback ("CAVALRY" 2), a retirement is no charge, and beaten
 * units take no offensive action until rallied ("MORALE").
 */
function chargeMoveRefusal(u: ScrubyUnit, retire: boolean): string | null {
  if (u.type === 'dragoon' && u.mounted) return 'dragoons are not cavalry and may not charge on horseback ("CAVALRY" 2)';
  if (u.scattered || u.retiring || u.defeated) return `${u.name} cannot take offensive action until rallied, so no charge move ("MORALE")`;
  if (retire) return 'a retirement is not a charge move: give --charge or --retire, not both';
  return null;
}

/**
 * Why a retirement (`--retire`) is refused: closed pikes "cannot move backwards in column"
 * ("HEAVY PIKEMEN" closed 2; "LIGHT PIKEMEN" keeps it). Before 0.6.0 it was played with a note.
 * Pike dragoons on foot too: they "follow all Infantry moves as for Pikemen" ("DRAGOONS").
 */
function backingInColumn(u: ScrubyUnit, formation: Formation): string | null {
  if (formation !== 'column' || u.order !== 'closed' || !isPike(rowType(u))) return null;
  const light = rowType(u) === 'light-pike' ? ', which "LIGHT PIKEMEN" keeps' : '';
  return `${u.name} cannot move backwards in a closed column ("HEAVY PIKEMEN" closed 2${light}): retire in a closed line or square (advance ${u.id} --retire --formation line), or form open order first (form ${u.id} --order open)`;
}

export function advance(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const unit = actorOf(state, action);
  if (!unit.ok) return unit;
  const u = unit.value;
  const formation = (str(action.flags.formation) as Formation | undefined) ?? u.formation;
  const allowed = formationAllowed(u, formation, state.options, `advance ${u.id}${bool(action.flags.retire) ? ' --retire' : ''}${bool(action.flags.half) ? ' --half' : ''}`);
  if (!allowed.ok) return allowed;
  if (u.type === 'dragoon' && u.dismountedThisMove && u.moved === 'full') return err('dragoons that made a full cavalry move and dismounted end the move in closed order ("DRAGOONS" 1)');
  if (u.moved !== 'none' && !(u.type === 'dragoon' && (u.mountedThisMove || u.dismountedThisMove) && u.moved === 'half')) return err(alreadyMoved(u));
  const half = bool(action.flags.half) || (u.type === 'dragoon' && (u.mountedThisMove || u.dismountedThisMove) && u.moved === 'half');
  const retire = bool(action.flags.retire);
  if (bool(action.flags.charge)) {
    const barred = chargeMoveRefusal(u, retire);
    if (barred) return err(barred);
  }
  // "THE SCATTER RULE" 1 and "MORALE": scattered and retiring units "must continue to retire" until rallied.
  if (!retire && (u.scattered || u.retiring) && u.type !== 'large-gun') {
    // The line to type instead, one that plays: a closed pike column retires as a line (closed 2), and --half stays.
    const into = backingInColumn(u, formation) ? 'line' : formation;
    const instead = `advance ${u.id} --retire${half ? ' --half' : ''}${into !== u.formation ? ` --formation ${into}` : ''}`;
    return err(`${u.name} ${verb(u, 'is')} ${u.scattered ? 'scattered' : 'retiring'} and must go on retiring until rallied ("THE SCATTER RULE" 1, "MORALE"): ${instead}`);
  }
  const barred = retire ? backingInColumn(u, formation) : null;
  if (barred) return err(barred);
  const a = allowance(u, formation, bool(action.flags.charge), half);
  const line = (factors: readonly string[], notes: readonly string[]) =>
    u.type === 'large-gun'
      ? `${u.name} ${verb(u, 'swivels')} within a 6" radius to fire in any direction; a large gun moves no further ("LARGE GUNS" 2)`
      : `${u.name} ${verb(u, retire ? 'retires' : 'moves')} up to ${a.inches}": ${factors.join('; ')}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
  // Closed heavy pikes retiring go backwards: closed 2 says where they may, not closed 1's "forward".
  // Pikes breaking to open order this move stand in open order: closed 2 no longer binds them.
  const broken = u.breakingOrder && u.order === 'open';
  // A closed column never gets here (backingInColumn): a closed retirement is a line's.
  const backwards = broken ? 'backwards: they break to open order, and only closed order limits the way back ("HEAVY PIKEMEN" closed 2 and 4)' : 'backwards in a closed line ("HEAVY PIKEMEN" closed 2)';
  const said = retire ? a.notes.map((n) => (n === FORWARD_ONLY ? backwards : n)) : shownNotes(a.notes, formation);
  // "LIGHT PIKEMEN": the heavy pikes' rules hold but for closed 1 and 4, so closed 2 binds them too, and pike dragoons
  // on foot, who move "as for Pikemen" ("DRAGOONS") (said only: the event keeps its words).
  if (rowType(u) === 'light-pike' && u.order === 'closed' && (retire ? formation !== 'square' : formation === 'column')) said.push(retire ? backwards : 'no backwards in column ("HEAVY PIKEMEN" closed 2)');
  // A formation changed with the move is said, so that a cut column re-forming is seen to be a line now.
  if (formation !== u.formation) said.unshift(`from ${u.formation} into ${formation}`);
  // A charge move by advance records no charge: the shock comes with `charge` ("CAVALRY" 1, the reading), so say so.
  if (bool(action.flags.charge) && isCavalry(u.type)) said.push(`this records no charge: to charge an enemy and bring shock power into the melee, charge ${u.id} at <enemy> ("CAVALRY" 1)`);
  // "SMALL GUNS" 1 has the gun move, then fire at the end of the move: moving after firing is the table's call.
  if (u.type === 'small-gun' && u.fired) said.push(`${itWord(u)} fired this game move, and the text has a small gun fire at the end of its move, not move after firing ("SMALL GUNS" 1)`);
  const moved = half ? (u.moved === 'half' ? 'full' : 'half') : 'full';
  const next = update(state, u.id, (x) => ({ ...x, formation, moved }));
  // The journal's event keeps its older words, so journals written before still replay.
  return done(next, [{ type: 'moved', text: line(a.factors, a.notes) }], [{ action: 'advance', actor: u.name, result: line(shownFactors(u, a.factors), said), changes: [] }]);
}

/** A gun forms no square of its own: it stands in an infantry square, named on the attack ("INFANTRY SQUARES" 1). */
export const GUN_IN_SQUARE = 'a gun forms no square of its own: set in a square\'s face or corner it counts as part of that square ("INFANTRY SQUARES" 1); form the infantry in square, and name it when the gun is attacked (charge <unit> at <gun> --in-square <unit>)';

export function form(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const unit = actorOf(state, action);
  if (!unit.ok) return unit;
  const u = unit.value;
  if (u.type.endsWith('gun')) return err(str(action.flags.formation) === 'square' ? GUN_IN_SQUARE : 'a gun has no order or formation');
  const order = (str(action.flags.order) as 'closed' | 'open' | undefined) ?? u.order;
  const formation = (str(action.flags.formation) as Formation | undefined) ?? u.formation;
  if (order === u.order && formation === u.formation) return err(`${u.name} ${verb(u, 'is')} already in ${u.order} order, ${u.formation}: give --order or --formation`);
  const allowed = formationAllowed(u, formation, state.options);
  if (!allowed.ok) return allowed;
  if (order === 'closed' && u.order === 'open' && u.charge !== null && isPike(rowType(u))) return err(`${u.name} charged in open order this game move and cannot finish the move in closed order ("HEAVY PIKEMEN" open order 2)`);
  const breaking = u.order === 'closed' && order === 'open' && rowType(u) === 'heavy-pike';
  const parts = [order !== u.order ? `${order} order` : '', formation !== u.formation ? formation : ''].filter((p) => p !== '');
  const text = `${u.name} ${verb(u, 'forms')} ${parts.join(', ')}${breaking ? ': heavy pikes breaking to open order move only 3" this move ("HEAVY PIKEMEN" closed 4)' : ''}`;
  const closing = u.order === 'open' && order === 'closed';
  const next = update(state, u.id, (x) => ({ ...x, order, formation, breakingOrder: x.breakingOrder || breaking, formedClosed: x.formedClosed || closing }));
  return done(next, [{ type: 'formed', text }], [{ action: 'form', actor: u.name, result: text, changes: [{ unit: u.name, from: `${u.order} ${u.formation}`, to: `${order} ${formation}` }] }]);
}

/** "DRAGOONS" 1–3: mount and dismount, with the three ways of combining them with moves. */
export function mount(state: ScrubyState, action: ScrubyAction, on: boolean): Result<Outcome, string> {
  const unit = actorOf(state, action);
  if (!unit.ok) return unit;
  const u = unit.value;
  if (u.type !== 'dragoon') return err(`only dragoons ${on ? 'mount' : 'dismount'} ("DRAGOONS")`);
  if (u.mounted === on) return err(`${u.name} ${verb(u, 'is')} already ${on ? 'mounted' : 'on foot'}`);
  if (!on && u.mountedThisMove) return err('dragoons may mount and move a full move, but not dismount in the same game move ("DRAGOONS" 2)');
  if (on && u.dismountedThisMove) return err(`${u.name} dismounted this game move: each of the dragoons' moves mounts or dismounts once a game move ("DRAGOONS" 1–3)`);
  let how: string;
  let order = u.order;
  if (!on && u.moved === 'full') {
    how = 'after a full cavalry move, into closed order; no further move ("DRAGOONS" 1)';
    order = 'closed';
  } else if (u.moved === 'half') {
    how = `after half a ${on ? 'foot' : 'cavalry'} move; half a ${on ? 'cavalry' : 'foot'} move may follow ("DRAGOONS" 3)`;
  } else {
    how = on ? 'a full cavalry move may follow, but no dismounting this move ("DRAGOONS" 2)' : 'half a foot move may follow ("DRAGOONS" 3)';
  }
  const text = `${u.name} ${verb(u, on ? 'mounts' : 'dismounts')}: ${how}`;
  const moved = !on && u.moved === 'none' ? 'half' : u.moved;
  const next = update(state, u.id, (x) => ({ ...x, mounted: on, order, moved, mountedThisMove: x.mountedThisMove || on, dismountedThisMove: x.dismountedThisMove || !on, formation: on && x.formation === 'square' ? 'line' : x.formation }));
  return done(next, [{ type: on ? 'mounted' : 'dismounted', text }], [{ action: on ? 'mount' : 'dismount', actor: u.name, result: text, changes: [] }]);
}
