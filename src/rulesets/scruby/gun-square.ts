/**
 * Seed 001, "INFANTRY SQUARES" 1: a cannon may form a face of a square or sit at its corner,
 * "counted as part of the square". The tool cannot see which square a gun stands in, so the
 * game master names it on the attack (`--in-square <unit>`), as with faces and supports.
 */
import { err, ok, type Result } from '../../engine/result.js';
import { verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import { str, type ScrubyAction } from './actions.js';
import { inPlay, unitById } from './roster.js';
import type { ScrubyState, ScrubyUnit } from './state.js';
import { isGun } from './table.js';

/** The square a line names for the gun `d`, or null (none named, or refused: the refusal is the command's). */
export const gunSquare = (state: ScrubyState, d: ScrubyUnit, action: ScrubyAction): ScrubyUnit | null => {
  const r = squareOfGun(state, d, action);
  return r.ok ? r.value : null;
};

/** The square the attacked gun `d` stands in, as the line names it, or null; refused when it cannot be. */
export function squareOfGun(state: ScrubyState, d: ScrubyUnit, action: ScrubyAction): Result<ScrubyUnit | null, string> {
  const id = str(action.flags['in-square']);
  if (id === undefined) return ok(null);
  if (!isGun(d.type)) return err(`--in-square is for a gun set in a square's face or corner ("INFANTRY SQUARES" 1); ${d.name} ${verb(d, 'is')} not a gun`);
  const s = unitById(state, id);
  if (!s || isGun(s.type) || s.side !== d.side) return err(`--in-square names the unit of ${possessive(d.name)} side whose square the gun stands in ("INFANTRY SQUARES" 1)`);
  if (!inPlay(s, state.options.roster)) return err(`${s.name} ${verb(s, 'is')} no longer on the table`);
  if (s.formation !== 'square') return err(`${s.name} ${verb(s, 'is')} not in a square: form it first (form ${s.id} --formation square), or leave out --in-square`);
  return ok(s);
}
