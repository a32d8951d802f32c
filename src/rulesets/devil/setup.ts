/** The state at the start of turn 1, built from a validated scenario. */
import type { DevilScenario, DevilState, DevilUnitSpec, LeaderState, SideIndex, SideState, UnitState } from './state.js';

/** "Turn Sequence": every unit starts under standing orders unless the scenario takes them away. */
function startingOrders(spec: DevilUnitSpec['standingOrders']): Pick<UnitState, 'standingOrders'> {
  if (spec === false) return {};
  return { standingOrders: { words: typeof spec === 'string' ? spec : null, usedThisTurn: false } };
}

/** Short ids shown by `status`: A1, A2... for the attacker, D1... for the defender; leaders AL1, DL1... */
export function initialState(scenario: DevilScenario): DevilState {
  const units: UnitState[] = [];
  const leaders: LeaderState[] = [];
  scenario.sides.forEach((side, i) => {
    const sideIndex = i as SideIndex;
    const prefix = side.role === 'attacker' ? 'A' : 'D';
    let unitNo = 0;
    side.leaders.forEach((leader, li) => {
      const leaderId = `${prefix}L${li + 1}`;
      leaders.push({
        id: leaderId,
        name: leader.name,
        side: sideIndex,
        role: leader.role,
        bonus: leader.bonus,
        fate: 'alive',
        attachedTo: null,
        hadInitiative: false,
        activationsLeft: null,
        caughtUp: 0,
        moved: false,
        inMelee: false,
        inherited: [],
      });
      for (const unit of leader.units) {
        unitNo += 1;
        units.push({
          id: `${prefix}${unitNo}`,
          name: unit.name,
          side: sideIndex,
          type: unit.type,
          startBases: unit.bases,
          bases: unit.bases,
          status: 'ok',
          formation: unit.formation,
          impetuous: unit.impetuous,
          missiles: unit.missiles,
          ...(unit.plural === undefined ? {} : { plural: unit.plural }),
          commander: leaderId,
          acted: false,
          engagedWith: [],
          facedFlank: false,
          firedArc: null,
          ...startingOrders(unit.standingOrders),
        });
      }
    });
  });
  const sides = scenario.sides.map(
    (side): SideState => ({
      name: side.name,
      role: side.role,
      rating: side.rating,
      breakPoint: side.breakPoint,
      camp: side.camp,
      campSacked: false,
      broken: false,
    }),
  ) as unknown as readonly [SideState, SideState];
  return {
    turn: 1,
    step: 'initiative',
    initiative: null,
    first: null,
    toAct: null,
    activeLeader: null,
    sides,
    units,
    leaders,
    houseRules: scenario.houseRules,
    outcome: null,
  };
}
