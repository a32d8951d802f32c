/** Where a While the Devil Rules battle stands, in the terms `tyw replay` and `tyw report` print. */
import type { BattleStanding, StandingTerms } from '../../../present/standing.js';
import type { DevilState } from '../state.js';
import { summarizeDevilState } from '../summary.js';

const DEVIL_TERMS: StandingTerms = {
  count: 'points',
  countOne: 'point',
  threshold: 'break point',
  heading: 'Morale (points toward breaking, against the break point)',
  curve: 'Points toward breaking',
  chart: 'Morale points',
  lossesHeading: 'Morale / break point',
  lossesNote: 'Bases lost count every base of a destroyed unit, as army morale does.',
  strength: 'Bases',
};

/** The battle's standing from the rule set's own summary (summary.ts), in the terms replay and report print. */
export function devilStanding(s: DevilState): BattleStanding {
  const summary = summarizeDevilState(s);
  const typeIds = new Map(s.units.map((u) => [u.id, u.type as string]));
  return {
    turn: summary.turn,
    step: summary.step,
    over: summary.over,
    outcome: summary.outcome,
    terms: DEVIL_TERMS,
    lossHeadings: ['Bases lost', 'Units destroyed', 'Disordered', 'Demoralized', 'Leaders lost', 'Camp'],
    sides: summary.sides.map((side) => {
      const l = side.losses;
      return {
        side: side.side,
        name: side.name,
        role: side.role,
        count: side.points,
        threshold: side.breakPoint,
        broken: side.broken,
        atThreshold: side.atBreakPoint,
        losses: [
          `${l.basesLost} of ${l.startBases}`,
          l.unitsDestroyed.length === 0 ? 'none' : `${l.unitsDestroyed.length}: ${l.unitsDestroyed.join(', ')}`,
          String(l.unitsDisordered),
          String(l.unitsDemoralized),
          l.leadersLost.length === 0 ? 'none' : l.leadersLost.join(', '),
          // A side with a camp: sacked, or still standing; said in words for a side without one.
          l.campSacked ? 'sacked' : s.sides[side.side]?.camp ? 'standing' : 'no camp',
        ],
        json: { name: side.name, role: side.role, points: side.points, breakPoint: side.breakPoint, broken: side.broken, losses: side.losses },
      };
    }),
    units: summary.units.map((u) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      type: u.type,
      strength: u.bases,
      startStrength: u.startBases,
      status: u.statusWord,
      tone: u.status === 'destroyed' ? 'gone' : u.status === 'ok' ? 'ok' : 'loss',
      note: u.engagedWith.length > 0 ? `engaged with ${u.engagedWith.join(', ')}` : '',
      json: {
        id: u.id,
        name: u.name,
        side: summary.sides[u.side]?.name ?? u.side,
        // The scenario's id for the type, as status --json and every other rule set give it; the summary's is its label.
        type: typeIds.get(u.id) ?? u.type,
        bases: u.bases,
        startBases: u.startBases,
        status: u.status,
        engagedWith: u.engagedWith,
      },
    })),
  };
}
