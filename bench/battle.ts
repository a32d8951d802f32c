// A generated battle for the benchmarks: 30 units a side under 5 leaders each, and a driver
// that plays whole turns through the REPL core (every unit rests or advances once a turn).
import type { PlayCore } from '../src/repl/index.js';
import { runLine } from '../src/repl/index.js';
import type { DevilState } from '../src/rulesets/devil/state.js';

const TYPES = ['dutch-battalion 3', 'cuirassier 2', 'commanded-shot 2', 'reiter 2', 'tercio 6', 'light-artillery 1'];

export function bigScenario(unitsPerSide = 30): string {
  const side = (name: string, role: string) => {
    const leaders: string[] = [];
    for (let l = 0; l < 5; l += 1) {
      const units: string[] = [];
      for (let u = 0; u < unitsPerSide / 5; u += 1) {
        const [type, bases] = (TYPES[(l + u) % TYPES.length] ?? 'cuirassier 2').split(' ');
        units.push(`          - { name: ${name} ${l + 1}-${u + 1}, type: ${type}, bases: ${bases} }`);
      }
      leaders.push(`      - name: ${name} General ${l + 1}\n        role: ${l === 0 ? 'army' : 'wing'}\n        units:\n${units.join('\n')}`);
    }
    return `  - name: ${name}\n    role: ${role}\n    leaders:\n${leaders.join('\n')}`;
  };
  return `ruleset: devil-rules\ntitle: Benchmark battle\nsides:\n${side('Blue', 'attacker')}\n${side('Red', 'defender')}\n`;
}

/** Something that plays command lines: the REPL core, or a bare session history. */
export interface Player {
  readonly state: unknown;
  run(line: string): void;
}

export const corePlayer = (core: PlayCore): Player => ({
  get state() {
    return core.state;
  },
  run: (line) => void runLine(core, line),
});

/** Play one whole turn; returns the number of command lines run. `time` gets each command's milliseconds. */
export function playTurn(p: Player, time?: (ms: number) => void): number {
  let count = 0;
  const run = (line: string) => {
    const t = performance.now();
    p.run(line);
    time?.(performance.now() - t);
    count += 1;
  };
  run('initiative');
  run('first attacker');
  for (let guard = 0; guard < 40; guard += 1) {
    const state = p.state as DevilState;
    if (state.step !== 'leaders') break;
    const side = state.toAct;
    const leader = state.leaders.find((l) => l.side === side && l.fate === 'alive' && !l.hadInitiative);
    if (!leader) break;
    run(`command ${leader.id}`);
    for (const unit of (p.state as DevilState).units.filter((u) => u.commander === leader.id && !u.acted)) {
      const now = p.state as DevilState;
      const active = now.leaders.find((l) => l.id === leader.id);
      if (!active || (active.activationsLeft ?? 0) <= 0) break;
      run(count % 2 === 0 ? `rest ${unit.id}` : `advance ${unit.id}`);
    }
    run('done');
  }
  for (let i = 0; i < 4; i += 1) run('next');
  return count;
}
