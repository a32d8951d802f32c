/**
 * `next`: the game move's steps (designed default `sequence`), and the end of a game move:
 * reloads that are due ("MUSKETEERS" 1, "CAVALRY" 1–2, "LARGE GUNS" 3, "SMALL GUNS" 2),
 * scattered and retiring units listed to retire again, and guns held a full move captured.
 */
import type { BattleEvent } from '../../engine/ruleset.js';
import { carryLosses, done, type Outcome } from './common.js';
import type { Result } from '../../engine/result.js';
import { fullLoad, inPlay, killsCounted, pendingNow, rowType, unitById } from './roster.js';
import type { ScrubyState, ScrubyUnit, StepId } from './state.js';
import { stepDef, SCRUBY_STEPS } from './steps.js';
import { shockAgainst } from './answer.js';
import { gunSquare } from './gun-square.js';
import { hasShock, isGun, isPike } from './table.js';
import { its, sideSubject, them, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';

/** A unit's reloads at the end of game move `turn`, over the loads `pending` still out. */
function reloadOf(u: ScrubyUnit, pending: ScrubyUnit['loading']['pending'], turn: number, autoReload: boolean, roster: boolean): { unit: ScrubyUnit; text: string | null } {
  const l = { ...u.loading, pending };
  if (l.pending.length === 0) return { unit: u, text: null };
  const trying = autoReload || l.reloading;
  const blockedGun = isGun(u.type) && (!u.crewAtGun || u.crew === 0);
  let gained = 0;
  let stalled = false;
  const left = l.pending.flatMap((p) => {
    if (p.firedOn >= turn) return [p];
    if (!trying || blockedGun || (p.still && u.moved !== 'none')) {
      stalled = true;
      return [p];
    }
    if (p.movesLeft > 1) return [{ ...p, movesLeft: p.movesLeft - 1 }];
    gained += p.count;
    return [];
  });
  const loaded = Math.min(fullLoad(u, roster), l.loaded + gained);
  const unit = { ...u, loading: { ...l, loaded, pending: left } };
  const text = gained > 0 ? `${u.name} reloaded${left.length > 0 ? ' in part' : ''}` : stalled ? `${u.name} did not reload (${blockedGun ? 'no crew at the gun' : !trying ? 'not ordered to reload' : 'moved'})` : null;
  return { unit, text };
}

/**
 * A unit's reloads at the end of game move `turn`. The state and the journal's event keep the
 * loads of stands lost while reloading (older journals replay); `said` counts only the loads
 * of the stands left (pendingNow), as status does.
 */
export function reloadAtEnd(u: ScrubyUnit, turn: number, autoReload: boolean, roster: boolean): { unit: ScrubyUnit; text: string | null; said: string | null } {
  const kept = reloadOf(u, u.loading.pending, turn, autoReload, roster);
  return { ...kept, said: reloadOf(u, pendingNow(u, roster), turn, autoReload, roster).text };
}

const freshMove = (u: ScrubyUnit): ScrubyUnit => ({
  ...u,
  moved: 'none',
  fired: false,
  splitMove: false,
  mountedThisMove: false,
  dismountedThisMove: false,
  breakingOrder: false,
  formedClosed: false,
  scatteredThisMove: false,
  rallyFailed: false,
  charge: null,
  beat: null,
  pursuedBy: null,
  bonusMoves: 0,
  bonusMelees: 0,
  bonusOver: [],
  melees: 0,
  foughtWith: [],
  loading: { ...u.loading, reloading: false, firedStands: 0, pistolsThisMove: 0 },
});

/**
 * Charges made but never fought, said when no melee may follow them: at the end of the melee
 * step, or of the game move when `sequence` is off. The text fights a charge out in its game
 * move; what lapses is what the charge gave the melee: shock power ("CAVALRY" 1) and a pike
 * column's +1 ("Column Formation" 3). The charge move itself stands (docs: THE MELEE).
 */
export function lapseCharges(state: ScrubyState): { state: ScrubyState; events: BattleEvent[]; said: Map<BattleEvent, string> } {
  const events: BattleEvent[] = [];
  const said = new Map<BattleEvent, string>();
  const units = state.units.map((u) => {
    if (u.charge === null) return u;
    const d = unitById(state, u.charge.target);
    // A charger beaten meanwhile is scattered or retiring, not waiting where its charge left it.
    const standing = inPlay(u, state.options.roster) && !u.defeated && u.scattered === null && !u.retiring;
    if (standing && d && inPlay(d, state.options.roster)) {
      const e = { type: 'charge-lapsed', text: lapsedText(u, d, hasShock(u.type) && u.charge.shock) };
      // The event keeps its older words (journals replay); the words said name only what is lost.
      said.set(e, lapsedText(u, d, shockAgainst(u, d, u.charge.square === undefined ? null : gunSquare(state, d, { command: 'melee', unit: u.id, target: d.id, flags: { 'in-square': u.charge.square } })) && u.charge.shock && state.options.shockWithChargeOnly, true));
      events.push(e);
    }
    return { ...u, charge: null };
  });
  return { state: { ...state, units }, events, said };
}

/**
 * What a lapsed charge loses: its shock power, or a pike column's +1. Nothing, when the shock
 * was barred (a square, long swordsmen) or comes without a charge (shockWithChargeOnly off):
 * then `exact` says no more than that the charge lapses.
 */
function lapsedText(a: ScrubyUnit, d: ScrubyUnit, shock: boolean, exact = false): string {
  const lost = shock
    ? `, and ${its(a)} shock power is lost ("CAVALRY" 1)`
    : isPike(rowType(a)) && a.formation === 'column' ? `, and the column's +1 kill point a stand is lost ("Column Formation" 3)` : '';
  const later = exact && lost === '' ? '' : '; a melee in a later game move needs a new charge';
  return `${possessive(a.name)} charge on ${d.name} was not fought and lapses: ${a.name} ${verb(a, 'stays')} where the charge move left ${them(a)}${lost}${later}`;
}

/**
 * The end of a game move. `said` is what the result prints for each event: the same text,
 * except where the journal's event keeps its older words (journals must still replay).
 */
export function endOfMove(state: ScrubyState): { state: ScrubyState; events: BattleEvent[]; said: string[] } {
  const lapsed = lapseCharges(state);
  state = lapsed.state;
  const events: BattleEvent[] = [...lapsed.events];
  const said = new Map<BattleEvent, string>(lapsed.said);
  let carried = state.carried;
  const units = state.units.map((u) => {
    if (!inPlay(u, state.options.roster)) return u;
    let x = u;
    const r = reloadAtEnd(x, state.turn, state.options.autoReload, state.options.roster);
    x = r.unit;
    if (r.text) {
      const e = { type: 'reload', text: r.text };
      if (r.said !== r.text) said.set(e, r.said ?? '');
      events.push(e);
    }
    if (x.heldBy && x.heldBy.since < state.turn && x.heldBy.side !== x.side) {
      events.push({ type: 'captured', text: `${x.name} ${verb(x, 'is')} captured by ${sideSubject(state.sides[x.heldBy.side].name)} ("CAPTURING A GUN" 1): man it with crew ${x.id} --from <gun>` });
      // The gunners who fell and those taken with it stay the losing side's losses.
      carried = carryLosses(carried, x.side, killsCounted(x), x.gunnersLost + x.crew);
      x = { ...x, side: x.heldBy.side, heldBy: null, crew: 0, crewAtGun: false, kills: 0, gunnersLost: 0 };
    }
    if (x.scattered) {
      const e = { type: 'retire', text: `${x.name} (scattered: ${x.scattered.join(', ')}) ${verb(x, 'retires')} again until rallied` };
      // Scattered by a correction, no ways are known: said without the empty list (the event keeps its words).
      if (x.scattered.length === 0) said.set(e, `${x.name} (scattered) ${verb(x, 'retires')} again until rallied`);
      events.push(e);
    }
    else if (x.retiring || x.defeated) {
      const e = { type: 'retire', text: `${x.name} ${verb(x, 'retires')} again until rallied` };
      // A unit beaten and never scattered has not retired before: "again" is the event's older word.
      if (x.defeated) said.set(e, `${x.name} (defeated, never scattered) ${verb(x, 'retires')} until rallied`);
      events.push(e);
    }
    return freshMove({ ...x, defeated: false, retiring: x.retiring || x.defeated });
  });
  // An event said as '' is the journal's alone: the result leaves it out.
  return { state: { ...state, units, carried, turn: state.turn + 1, step: 'move' }, events, said: events.map((e) => said.get(e) ?? e.text).filter((t) => t !== '') };
}

/** Units that lost post-melee morale and have neither scattered nor been pursued: the scatter rule is not optional. */
function notScattered(state: ScrubyState): string[] {
  return state.units
    .filter((u) => u.defeated && inPlay(u, state.options.roster))
    .map((u) => `${u.name} lost post-melee morale and ${verb(u, 'has')} not scattered: scatter ${u.id} ("THE SCATTER RULE" 1).`);
}

export function next(state: ScrubyState): Result<Outcome, string> {
  const index = SCRUBY_STEPS.findIndex((s) => s.id === state.step);
  const following = SCRUBY_STEPS[index + 1];
  if (following) {
    const text = `Game move ${state.turn}: ${following.title}. ${following.help}`;
    // Melees are fought only in their step: leaving it, charges not fought lapse.
    const lapsed = state.step === 'melee' && state.options.sequence ? lapseCharges(state) : { state, events: [], said: new Map<BattleEvent, string>() };
    const unscattered = state.step === 'melee' ? notScattered(state) : [];
    const result = [...lapsed.events.map((e) => `${lapsed.said.get(e) ?? e.text}.`), text, ...unscattered].join(' ');
    return done({ ...lapsed.state, step: following.id as StepId }, [...lapsed.events, { type: 'step', text }], [{ action: 'next', result, changes: [] }]);
  }
  const end = endOfMove(state);
  const text = `Game move ${state.turn} ends. Game move ${end.state.turn}: ${stepDef('move').title}.`;
  const detail = end.said;
  return done(end.state, [{ type: 'move-ended', text }, ...end.events], [{ action: 'next', result: [text, ...detail.map((d) => `${d.replace(/[.]$/, '')}.`)].join(' '), changes: [] }]);
}
