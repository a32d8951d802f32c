/** The battle at its start: every unit loaded, in its scenario order and formation. */
import type { ScrubyScenario, ScrubyState, ScrubyUnit } from './state.js';
import { isCavalry, isGun } from './table.js';

/** Short ids in the side's order: A1, A2… for the first side, B1… for the second. */
export const unitId = (side: number, index: number): string => `${side === 0 ? 'A' : 'B'}${index + 1}`;

export function initialState(scenario: ScrubyScenario): ScrubyState {
  const units: ScrubyUnit[] = [];
  scenario.sides.forEach((side, si) => {
    side.units.forEach((spec, ui) => {
      const gun = isGun(spec.type);
      units.push({
        id: unitId(si, ui),
        name: spec.name,
        side: si as 0 | 1,
        brigade: spec.brigade,
        type: spec.type,
        ...(spec.plural === undefined ? {} : { plural: spec.plural }),
        arm: spec.arm,
        armoured: spec.armoured,
        efficiency: spec.efficiency,
        order: spec.order,
        formation: spec.formation,
        startStands: spec.stands,
        kills: 0,
        standsAdjust: 0,
        // Cavalry carry two pistols per stand; everyone else a load per stand, a gun one.
        loading: { loaded: isCavalry(spec.type) && spec.type !== 'cavalry-musketeer' ? 2 : gun ? 1 : spec.stands, pending: [], reloading: false, firedStands: 0, pistolsThisMove: 0 },
        mounted: spec.type === 'dragoon',
        moved: 'none',
        fired: false,
        splitMove: false,
        mountedThisMove: false,
        dismountedThisMove: false,
        breakingOrder: false,
        formedClosed: false,
        scattered: null,
        scatteredThisMove: false,
        rallyFailed: false,
        retiring: false,
        crew: spec.crew,
        gunnersLost: 0,
        crewAtGun: gun,
        gunHits: 0,
        heldBy: null,
        destroyed: false,
        charge: null,
        beat: null,
        defeated: false,
        pursuedBy: null,
        bonusMoves: 0,
        bonusMelees: 0,
        bonusOver: [],
        melees: 0,
        foughtWith: [],
      });
    });
  });
  return {
    ruleset: 'scruby',
    title: scenario.title,
    options: scenario.options,
    sides: [{ name: scenario.sides[0].name }, { name: scenario.sides[1].name }],
    units,
    turn: 1,
    step: 'move',
    outcome: null,
    carried: [
      { kills: 0, figures: 0 },
      { kills: 0, figures: 0 },
    ],
  };
}
