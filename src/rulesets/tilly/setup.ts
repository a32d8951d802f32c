/** The state at the start of turn 1, built from a validated scenario. */
import { gameSize } from './game-setup.js';
import type { SideIndex, TillyCommand, TillyScenario, TillySide, TillyState, TillyUnit } from './state.js';
import { startingResolve } from './units.js';

/** Short ids shown by `status`: A1, A2… for the attacker, D1… for the defender; commands A-1, D-2… */
export function initialState(scenario: TillyScenario): TillyState {
  const units: TillyUnit[] = [];
  const commands: TillyCommand[] = [];
  const attacker: SideIndex = scenario.sides[0].role === 'attacker' ? 0 : 1;
  scenario.sides.forEach((side, i) => {
    const sideIndex = i as SideIndex;
    const prefix = side.role === 'attacker' ? 'A' : 'D';
    let n = 0;
    side.commands.forEach((command, ci) => {
      const commandId = `${prefix}-${ci + 1}`;
      let commanderId = '';
      for (const spec of command.units) {
        n += 1;
        const id = `${prefix}${n}`;
        if (spec.type === 'commander') commanderId = id;
        const resolve = startingResolve(spec.type, spec.quality);
        units.push({
          id,
          name: spec.name,
          side: sideIndex,
          command: commandId,
          type: spec.type,
          quality: spec.quality,
          startResolve: resolve,
          resolve,
          wounds: 0,
          fate: 'active',
          routCause: null,
          shot: false,
          pivoted: false,
          moved: false,
          charge: null,
          charged: null,
          rallyBack: null,
          routMarker: false,
          attachedTo: null,
          casualtyMarker: false,
          meleeResult: null,
          fought: false,
          evaded: false,
          rallied: false,
        });
      }
      commands.push({ id: commandId, name: command.name, side: sideIndex, commander: commanderId });
    });
  });
  const sides = scenario.sides.map(
    (side): TillySide => ({
      name: side.name,
      role: side.role,
      originalUnits: side.commands.reduce((n, c) => n + c.units.length, 0),
    }),
  ) as unknown as readonly [TillySide, TillySide];
  const counts = sides.map((sd) => sd.originalUnits) as unknown as readonly [number, number];
  return {
    turn: 1,
    step: scenario.setup ? 'setup' : 'attacker-move',
    setup: scenario.setup ? { size: gameSize(counts), initiative: scenario.rollInitiative, terrain: [], deployed: [] } : null,
    attacker,
    sides,
    commands,
    units,
    contacts: [],
    hits: [],
    shotAt: [],
    meleeChooser: null,
    options: scenario.options,
    baseWidth: scenario.baseWidth,
    pendingDivision: null,
    lastCheck: null,
    outcome: null,
  };
}
