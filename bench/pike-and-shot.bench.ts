// Pike & Shot speed target (issue 13): an action with its exact odds under 1 ms median.
import { readFileSync } from 'node:fs';
import { newDiceState, seededDice } from '../src/dice/dice.js';
import { timeAction } from './measure.js';
import { parseScenarioText } from '../src/io/scenario.js';
import { executePs } from '../src/rulesets/pike-and-shot/execute.js';
import { previewPs } from '../src/rulesets/pike-and-shot/odds.js';
import { parsePsCommand } from '../src/rulesets/pike-and-shot/parse.js';
import { initialState } from '../src/rulesets/pike-and-shot/setup.js';
import type { PsScenario, PsState } from '../src/rulesets/pike-and-shot/state.js';

const scenario = parseScenarioText(readFileSync('scenarios/pike-and-shot-sample.yaml', 'utf8'), 'bench.yaml').scenario as PsScenario;

function play(s: PsState, lines: readonly string[]): PsState {
  return lines.reduce((st, line) => {
    const a = parsePsCommand(st, line);
    if (!a.ok) throw new Error(`${line}: ${a.error}`);
    const r = executePs(st, a.value, seededDice(newDiceState(1)));
    if (!r.ok) throw new Error(`${line}: ${r.error}`);
    return r.value.state;
  }, s);
}

// The sample after the Imperialists close in: horse next to the Finns, Baldiron next to the
// Yellow Brigade, and Tilly rejoining Baldiron (a unit's move leaves its leader behind).
const combat = play(initialState(scenario), ['move A3 to 0509', 'move A1 to 0609', 'move AL1 --with A1', 'next']);
const cases: [string, string, PsState][] = [
  ['fire (infantry, stacked leader)', 'fire A1 at B5 --range 1', combat],
  ['fire with the target firing back', 'fire A1 at B1 --range 1 --back', combat],
  ['artillery fire at range', 'fire A7 at B5', combat],
  ['melee (exchange of fire, then the melee roll)', 'melee A1 at B1 --range 1 --terrain woods', combat],
  ['charge with pursuit', 'charge A3 at B3', combat],
  ['recover', 'recover A2', play(combat, ['set A2 disordered'])],
];

console.log('Pike & Shot: resolve an action with its exact odds (preview + execute), median of 2000');
let failed = false;
for (const [label, line, state] of cases) {
  const parsed = parsePsCommand(state, line);
  if (!parsed.ok) throw new Error(`${line}: ${parsed.error}`);
  const met = timeAction(label, (i) => {
    previewPs(state, parsed.value);
    return executePs(state, parsed.value, seededDice(newDiceState(i)));
  });
  failed ||= !met;
}
if (failed) process.exitCode = 1;
