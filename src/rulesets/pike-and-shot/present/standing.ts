/**
 * Where a Pike & Shot battle stands, for `tyw replay` and `tyw report`. The series has no army
 * morale: the folio scores victory points (the scenario's `victory`), worked out after the last
 * turn. The count is each side's own units eliminated, against the units it began with: a loose
 * shotte loosed in play (10.2) joins both only once eliminated, so the total does not move as
 * shotte is loosed and regained, and the count never passes it.
 */
import type { BattleStanding, StandingLeader, StandingTerms, StandingUnit } from '../../../present/standing.js';
import { capitalFirst, sideSubject } from '../../../engine/english.js';
import { describeSides, describeStep, pendingOf, sideUp } from '../describe.js';
import type { PsState } from '../state.js';
import { factorsOf } from '../helpers.js';
import type { PsLeader, PsUnit } from '../state.js';
import { isGun, TYPE_NAME } from '../units.js';

/**
 * A counter has no strength to lose: what it loses is its side (disorder halves its punch,
 * capture turns a gun's). So the strength column reads the combat factor showing over the
 * printed ordered one: melee for units, fire for guns; 0 once eliminated or off the map.
 */
function factorNowAndPrinted(u: PsUnit): { strength: number; startStrength: number } {
  const key = isGun(u.type) ? 'fire' : 'melee';
  const printed = u.ordered[key];
  return { strength: u.fate === 'active' ? factorsOf(u)[key] : 0, startStrength: printed };
}

const VP_NOTE = "Victory points come from the scenario's victory section and decide the battle after the last turn, unless an instant victory ends it (3.0).";
const SHOTTE_NOTE = 'A loose shotte loosed in play counts only once eliminated, among the eliminated and the units alike.';

const TERMS: StandingTerms = {
  count: 'units eliminated',
  countOne: 'unit eliminated',
  threshold: 'strength',
  heading: 'Units eliminated (the folio decides by victory points after the last turn)',
  curve: 'Units eliminated',
  chart: 'Units eliminated',
  lossesHeading: 'Eliminated / units',
  lossesNote: VP_NOTE,
  strength: 'Factor',
  // Said with the unit tables, which have the Factor column; the losses table has none.
  strengthNote: "Factor: a unit's melee factor on the side up (a gun's fire factor, its captured side once taken) over its ordered side's; 0 once out of play.",
  undecided: "the scenario's victory conditions decide it after the last turn (3.0)",
  chapter: 'Eliminations',
};

export function psStanding(s: PsState): BattleStanding {
  const tallies = describeSides(s);
  return {
    turn: s.turn,
    step: describeStep(s).title,
    over: s.outcome !== null,
    outcome: s.outcome?.text ?? null,
    // 10.2: how a loosed shotte counts, said only where a unit may loose one (or has).
    terms: s.units.some((u) => u.shotte !== null || u.parent !== null) ? { ...TERMS, lossesNote: `${VP_NOTE} ${SHOTTE_NOTE}` } : TERMS,
    lossHeadings: ['Units eliminated', 'Guns in enemy hands', 'Fortunes of war left', 'Victory points'],
    sides: s.sides.map((side, index) => {
      const own = s.units.filter((u) => u.originalSide === index);
      const gone = own.filter((u) => u.fate === 'eliminated');
      // A loose shotte loosed in play joins the count of units only once eliminated (10.2).
      const began = own.filter((u) => u.parent === null || u.fate === 'eliminated').length;
      const gunsLost = own.filter((u) => u.type === 'artillery' && u.side !== index && u.fate === 'active');
      const tally = tallies[index];
      return {
        side: index,
        name: side.name,
        role: index === s.firstPlayer ? 'first player' : 'second player',
        count: gone.length,
        threshold: began,
        broken: false,
        atThreshold: began > 0 && gone.length >= began,
        losses: [
          gone.length === 0 ? 'none' : `${gone.length}: ${gone.map((u) => u.name).join(', ')}`,
          gunsLost.length === 0 ? 'none' : gunsLost.map((u) => u.name).join(', '),
          String(side.fow),
          String(tally?.total ?? 0),
        ],
        json: { name: side.name, eliminated: gone.map((u) => u.name), gunsLost: gunsLost.map((u) => u.name), fow: side.fow, victoryPoints: tally?.total ?? 0 },
      };
    }),
    units: s.units.map((u) => unitStanding(s, u)),
    leaders: s.leaders.map((l) => leaderStanding(s, l)),
  };
}

/** "Front", "Disordered", "Firing": the side up in the very word `status` gives it (a gun has no ordered side, 12.6, 12.7). */
function statusOf(u: PsUnit): string {
  if (u.fate !== 'active') return u.fate === 'eliminated' ? 'Eliminated' : 'Off the map';
  return capitalFirst(sideUp(u));
}

/**
 * A unit stands with the side that holds it now: a captured gun is listed with its captors
 * (12.6), in text and JSON alike, and says whose it was. The "guns in enemy hands" tally still counts it
 * against the side it began with.
 */
function unitStanding(s: PsState, u: PsUnit): StandingUnit {
  const status = statusOf(u);
  const from = u.side !== u.originalSide ? s.sides[u.originalSide].name : null;
  // A unit out of play stands nowhere (as `status` shows it).
  const where = u.fate !== 'active' ? '' : [u.hex ? `hex ${u.hex}` : '', u.facing ? `facing ${u.facing}` : ''].filter((x) => x !== '').join(', ');
  // 6.3, 6.4: a retreat or rout still to make, in the words `status` gives it.
  const pending = pendingOf(s, u);
  return {
    id: u.id,
    name: u.name,
    side: u.side,
    type: TYPE_NAME[u.type],
    ...factorNowAndPrinted(u),
    status,
    tone: u.fate !== 'active' ? 'gone' : u.captured || u.status === 'disordered' ? 'loss' : 'ok',
    note: [where, from ? `taken from ${sideSubject(from)}` : '', pending ? `to do: ${pending}` : ''].filter((x) => x !== '').join(', '),
    json: {
      id: u.id,
      name: u.name,
      side: s.sides[u.side].name,
      ...(from ? { capturedFrom: from } : {}),
      type: u.type,
      // The side up, as `status` shows it: a gun's front or captured side.
      status: sideUp(u),
      fate: u.fate,
      hex: u.hex,
      ...(u.facing ? { facing: u.facing } : {}),
      ...(pending ? { pending } : {}),
    },
  };
}

/**
 * Where a leader is, if anywhere: the unit he is stacked with and his hex while he is active.
 * A fallen leader (a casualty, eliminated, 7.1, 7.4) is on no hex, and one gone with his unit
 * or retreated alone is off the map (7.3): the hex he last stood in is not shown.
 */
export function leaderPlace(s: PsState, l: PsLeader): { unit: string | null; hex: string | null; offMap: boolean } {
  if (l.fate !== 'active') return { unit: null, hex: null, offMap: l.fate === 'off-map' };
  return { unit: l.with ? (s.units.find((u) => u.id === l.with)?.name ?? l.with) : null, hex: l.hex, offMap: false };
}

const LEADER_FATE: Record<PsLeader['fate'], string> = { active: 'Active', casualty: 'Casualty', eliminated: 'Eliminated', 'off-map': 'Off the map' };

function leaderStanding(s: PsState, l: PsLeader): StandingLeader {
  const at = leaderPlace(s, l);
  const hex = at.hex ? `hex ${at.hex}` : '';
  return {
    id: l.id,
    name: l.name,
    side: l.side,
    // Off the map, eliminated or a casualty: the fate says where he is (nowhere on the map).
    where: at.unit ? `with ${at.unit}${hex ? `, ${hex}` : ''}` : hex,
    fate: LEADER_FATE[l.fate],
    tone: l.fate === 'active' ? 'ok' : l.fate === 'off-map' ? 'loss' : 'gone',
    json: { id: l.id, name: l.name, side: s.sides[l.side].name, hex: at.hex, with: l.fate === 'active' ? l.with : null, offMap: at.offMap, fate: l.fate },
  };
}
