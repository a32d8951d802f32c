/**
 * Where an orders-draft battle stands, for `tyw replay` and `tyw report`. The draft has no army
 * morale (sections 5 to 9 are empty headings), so the count is the side's units off the table
 * (routed or fled), shown against the units it began with; a side is beaten only when the game
 * master ends the battle (`end`), and the outcome is then the sentence recorded.
 */
import type { BattleStanding, StandingTerms } from '../../../present/standing.js';
import { EMPTY_SECTIONS } from '../sections.js';
import type { OrdersState, UnitState } from '../state.js';
import { typeWords } from '../types.js';
import { ordersPhaseOf } from '../side-words.js';
import { capitalFirst } from '../../../engine/english.js';

const TERMS: StandingTerms = {
  count: 'units lost',
  countOne: 'unit lost',
  threshold: 'strength',
  heading: `Units lost (the draft has no army morale: ${EMPTY_SECTIONS})`,
  curve: 'Units lost',
  chart: 'Units lost',
  lossesHeading: 'Units lost / units',
  lossesNote: 'The draft stops after section 4: no army morale decides the battle; the game master ends it with "end".',
  strength: 'Stands',
  undecided: 'the draft has no army morale, so the game master ends the battle with "end"',
  chapter: 'Units lost',
};

const lost = (u: UnitState): boolean => u.gone !== null && u.gone !== 'promoted';
const statusWord = (u: UnitState): string => (u.gone === 'promoted' ? 'Promoted to commander' : u.gone ? capitalFirst(u.gone) : u.disordered ? 'Disordered' : 'OK');

export function ordersStanding(s: OrdersState): BattleStanding {
  const fighting = s.units.filter((u) => u.gone !== 'promoted');
  return {
    turn: s.turn,
    // The side as the header names it: the step alone does not say whose phase it is.
    step: s.step === 'orders' ? capitalFirst(ordersPhaseOf(s.sides[s.side])) : `${s.sides[s.side]}: the rest of the turn`,
    over: s.outcome !== null,
    outcome: s.outcome?.text ?? null,
    terms: TERMS,
    lossHeadings: ['Stands lost', 'Units off the table', 'Disordered', 'Commanders lost'],
    sides: s.sides.map((name, side) => {
      const own = fighting.filter((u) => u.side === side);
      const gone = own.filter(lost);
      const standsLost = own.reduce((n, u) => n + (lost(u) ? u.startStands : u.startStands - u.stands), 0);
      const startStands = own.reduce((n, u) => n + u.startStands, 0);
      // The men, with their regiments: a commander lost stays lost once a successor is promoted (2.9.1).
      const commandersLost = s.regiments.filter((r) => r.side === side).flatMap((r) => (r.fallen ?? []).map((name) => ({ name, regiment: r.name })));
      return {
        side,
        name,
        role: side === 0 ? 'first side' : 'second side',
        count: gone.length,
        threshold: own.length,
        broken: false,
        atThreshold: own.length > 0 && gone.length >= own.length,
        losses: [
          `${standsLost} of ${startStands}`,
          gone.length === 0 ? 'none' : `${gone.length}: ${gone.map((u) => u.name).join(', ')}`,
          String(own.filter((u) => !lost(u) && u.disordered).length),
          commandersLost.length === 0 ? 'none' : commandersLost.map((c) => `${c.name} (${c.regiment})`).join(', '),
        ],
        json: { name, unitsLost: gone.length, units: own.length, standsLost, startStands, commandersLost },
      };
    }),
    units: fighting.map((u) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      type: typeWords(u.type),
      strength: lost(u) ? 0 : u.stands,
      startStrength: u.startStands,
      status: statusWord(u),
      tone: lost(u) ? 'gone' : u.disordered ? 'loss' : 'ok',
      note: '',
      json: { id: u.id, name: u.name, side: s.sides[u.side], type: u.type, stands: u.stands, startStands: u.startStands, disordered: u.disordered, gone: u.gone },
    })),
  };
}
