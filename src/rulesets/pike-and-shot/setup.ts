/** The state at the start of turn 1, built from a validated scenario. */
import type { PsLeader, PsScenario, PsState, PsUnit, SideIndex } from './state.js';

/** Short ids shown by `status`: A1, A2… for the first side listed, B1… for the second; leaders AL1, BL1… */
export const SIDE_PREFIX = ['A', 'B'] as const;

export function initialState(scenario: PsScenario): PsState {
  const units: PsUnit[] = [];
  const leaders: PsLeader[] = [];
  scenario.sides.forEach((side, i) => {
    const si = i as SideIndex;
    side.units.forEach((spec, ui) => {
      units.push({
        id: `${SIDE_PREFIX[si]}${ui + 1}`,
        name: spec.name,
        side: si,
        originalSide: si,
        type: spec.type,
        ordered: spec.ordered,
        disordered: spec.disordered,
        status: spec.status,
        fate: 'active',
        hex: spec.hex,
        facing: spec.facing,
        charge: spec.charge,
        pursuit: spec.pursuit,
        capturedFactors: spec.captured,
        captured: false,
        capturedNow: false,
        cannon: 'firing',
        shotte: spec.shotte,
        loosed: null,
        parent: null,
        points: spec.points,
        moved: false,
        hexesMoved: 0,
        attacked: false,
        defended: null,
      });
    });
    side.leaders.forEach((spec, li) => {
      const stacked = spec.with === null ? undefined : units.find((u) => u.side === si && u.name === spec.with);
      leaders.push({
        id: `${SIDE_PREFIX[si]}L${li + 1}`,
        name: spec.name,
        side: si,
        fire: spec.fire,
        melee: spec.melee,
        hex: spec.hex ?? stacked?.hex ?? null,
        with: stacked?.id ?? null,
        moved: false,
        fate: 'active',
      });
    });
  });
  return {
    turn: 1,
    step: scenario.rules.weather ? 'weather' : 'first-move',
    firstPlayer: scenario.firstPlayer,
    sides: [
      { name: scenario.sides[0].name, fow: 0, fowSpent: 0 },
      { name: scenario.sides[1].name, fow: 0, fowSpent: 0 },
    ],
    units,
    leaders,
    pending: [],
    advance: null,
    fowPlayedOn: [],
    fowMove: null,
    fowMoved: null,
    moving: null,
    weather: null,
    rules: scenario.rules,
    outcome: null,
  };
}
