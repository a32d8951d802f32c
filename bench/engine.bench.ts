// Engine speed target (issue 3): resolving any action, including its exact odds, under 1 ms median.
import { newDiceState, seededDice } from '../src/dice/dice.js';
import { timeAction } from './measure.js';
import { parseScenarioText } from '../src/io/scenario.js';
import type { DevilAction } from '../src/rulesets/devil/actions.js';
import { executeDevil } from '../src/rulesets/devil/execute.js';
import { applyEvents } from '../src/rulesets/devil/events.js';
import { previewDevil } from '../src/rulesets/devil/preview.js';
import type { DevilScenario, DevilState } from '../src/rulesets/devil/state.js';
import { initialState } from '../src/rulesets/devil/setup.js';
import { bigScenario } from './battle.js';

const scenario = parseScenarioText(bigScenario(30), 'bench.yaml').scenario as DevilScenario;
const start = initialState(scenario);
// The leaders step with the attacker's army commander active, so every unit action is legal.
const active: DevilState = applyEvents(start, [
  { type: 'step', step: 'leaders', toAct: 0, text: '' },
  { type: 'command', leader: 'AL1', activations: 4, text: '' },
]);
const attackerOf = (type: string) => active.units.find((u) => u.side === 0 && u.type === type)?.id ?? 'A1';
const defenderOf = (type: string) => active.units.find((u) => u.side === 1 && u.type === type)?.id ?? 'D1';

const shaken = (id: string): DevilState => {
  const unit = active.units.find((u) => u.id === id);
  const bases = unit?.bases ?? 1;
  return applyEvents(active, [{ type: 'unit', unit: id, from: 'ok', to: 'disordered', basesFrom: bases, basesTo: bases, text: '' }]);
};

const cases: [string, DevilAction, DevilState][] = [
  ['initiative', { kind: 'initiative' }, start],
  ['command', { kind: 'command', leader: 'AL1' }, applyEvents(start, [{ type: 'step', step: 'leaders', toAct: 0, text: '' }])],
  ['fire', { kind: 'fire', units: [attackerOf('commanded-shot')], target: defenderOf('tercio'), short: true, cover: 'soft' }, active],
  ['advancing fire', { kind: 'advfire', unit: attackerOf('commanded-shot'), target: defenderOf('cuirassier'), short: false, cover: 'none' }, active],
  [
    'melee',
    { kind: 'melee', unit: attackerOf('cuirassier'), target: defenderOf('dutch-battalion'), charging: false, aspect: 'flank', ground: 'open' },
    applyEvents(active, [{ type: 'engaged', a: attackerOf('cuirassier'), b: defenderOf('dutch-battalion'), text: '' }]),
  ],
  [
    'charge',
    { kind: 'charge', unit: attackerOf('cuirassier'), target: defenderOf('tercio'), aspect: 'front', ground: 'open', crossedArc: true, evade: false, short: true },
    active,
  ],
  // A shaken unit regroups with a roll (an OK one only rests, and rolls nothing).
  ['regroup', { kind: 'rest', unit: attackerOf('tercio') }, shaken(attackerOf('tercio'))],
  ['advance', { kind: 'move', unit: attackerOf('tercio'), mode: 'advance', terrain: { rough: 1 } }, active],
];

console.log('Engine: resolve an action with its exact odds (preview + execute), median of 2000');
let failed = false;
for (const [label, action, state] of cases) {
  // Each case resolves something (a regroup of an OK unit would roll nothing: its odds are one outcome).
  const odds = previewDevil(state, action);
  if (label === 'regroup' && !(odds.ok && (odds.value.odds?.outcomes.length ?? 0) > 1)) throw new Error('the regroup case rolls no dice');
  const met = timeAction(label, (i) => {
    previewDevil(state, action);
    return executeDevil(state, action, seededDice(newDiceState(i)));
  });
  failed ||= !met;
}
if (failed) process.exitCode = 1;
