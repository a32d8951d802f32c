/**
 * Seed 004, 11.4: the moving player's infantry fires at enemy cavalry reacting two hexes away as
 * it moves into the hex between, before its melee. *Reading:* infantry next to that hex fires,
 * though the cavalry came from a hex not next to it: 11.4 bars cavalry next to another enemy from
 * reacting so, and 4.5's "from a hex next to the firer" would leave that sentence no case
 * (docs/rules/pike-and-shot.md). The fire is against the cavalry's actual move: the
 * reaction it answers must be one the rules accept now, through that hex, and once fired on the
 * cavalry is held to it (entry-hold.ts). Each unit fires once at that move.
 */
import { its, itWord, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { ReactRequest } from './actions.js';
import { applyEvents, type PsEvent } from './events.js';
import { owedEntries } from './entry-hold.js';
import { hexDistance, normalizeHex } from './hexes.js';
import type { PsState, PsUnit } from './state.js';

/** How the cavalry's own reaction through the hex would be made: its events before the melee, and the state it is fought in. */
export type CavalryPlan = (req: ReactRequest) => Result<{ readonly pre: readonly PsEvent[]; readonly state?: PsState }, string>;

/**
 * 11.4, 4.5: whether infantry `a` may fire at cavalry `t` entering `req.to` to react to the move of
 * `mover`; gives the state with the cavalry in that hex (the mover taken back where the reaction
 * answers its last step), in which the fire is planned.
 */
export function counterFire(s: PsState, a: PsUnit, t: PsUnit, mover: string | null, req: ReactRequest, cavalry: CavalryPlan): Result<PsState, string> {
  if (req.to === undefined) return err(`${a.name} ${verb(a, 'belongs')} to the moving player: give the hex ${t.name} ${verb(t, 'moves')} into with --to, before ${its(t)} reaction (11.4)`);
  const to = normalizeHex(req.to);
  if (to === null) return err(`"${req.to}" is not a hex number (XXYY)`);
  if (mover === null) return err(`no move is under way for ${t.name} to react to (4.5, 11.4)`);
  const held = owedEntries(s).find((x) => x.cavalry.id === t.id);
  if (held !== undefined && held.hex !== to) return err(`${t.name} was fired on as ${itWord(t)} entered ${held.hex}: all fire at that move comes against that hex (4.5, 11.4)`);
  if (held?.firers.some((f) => f.id === a.id)) return err(`${a.name} ${verb(a, 'has')} already fired at ${possessive(t.name)} move into ${held.hex}: each unit fires once at it (4.5, 11.4)`);
  // The fire answers the reaction the cavalry makes: one the rules accept now, through this hex.
  const r = cavalry({ kind: 'react', unit: t.id, how: 'melee', target: mover, pursue: false, to });
  if (!r.ok) return err(`${t.name} cannot react through ${to} now (${r.error}), so ${itWord(t)} ${verb(t, 'makes')} no move there to fire at (11.4)`);
  const into = r.value.pre.find((e) => e.type === 'moved' && e.unit === t.id);
  if (into === undefined) return err(`${t.name} ${verb(t, 'reacts')} to ${mover} without moving into a hex between, so no infantry fires at ${its(t)} move (11.4)`);
  const there = r.value.state ?? applyEvents(s, r.value.pre);
  const from = there.units.find((u) => u.id === a.id)?.hex ?? a.hex;
  // --range 1 is the game master's word that the firer is next to that hex; any other range says it is not.
  if (req.range !== undefined && req.range !== 1) return err(`${to} is not next to ${a.name} (--range ${req.range}): infantry fires at cavalry moving into a hex next to it (4.5, 11.4)`);
  // Without hexes (the firer off the map, or the cavalry's hex unknown) the game master's word stands.
  if (from === null || t.hex === null || req.range !== undefined) return ok(there);
  if (hexDistance(from, to, s.rules.shifted) !== 1) return err(`${to} is not next to ${a.name}${from !== a.hex ? ` (in ${from} as the reaction finds it)` : ''}: infantry fires at cavalry moving into a hex next to it (4.5, 11.4)`);
  // House rule: 4.5's condition too, the cavalry leaving a hex next to the firer.
  if (s.rules.houseRules.counterFireOnlyFromAdjacent && hexDistance(from, t.hex, s.rules.shifted) !== 1) {
    return err(`${t.name} ${verb(t, 'leaves')} ${t.hex}, not next to ${a.name}: under the house rule counterFireOnlyFromAdjacent, infantry fires only at cavalry leaving a hex next to it (4.5, 11.4)`);
  }
  return ok(there);
}
