// A generated battle for the benchmarks: 30 units a side under 5 leaders each, and a driver
// that plays whole turns through the REPL core: units fire, charge, fight the melees their
// charges start, advance and rest or regroup (which rolls once a unit is shaken). The seed
// fixes every roll, so each run plays the same battle. Break points of 999 keep it going for
// the long journals: without them an army breaks within a few turns and every command after
// is refused.
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
    return `  - name: ${name}\n    role: ${role}\n    breakPoint: 999\n    leaders:\n${leaders.join('\n')}`;
  };
  return `ruleset: devil-rules\ntitle: Benchmark battle\nsides:\n${side('Blue', 'attacker')}\n${side('Red', 'defender')}\n`;
}

/** Something that plays command lines: the REPL core, or a bare session history. */
export interface Player {
  readonly state: unknown;
  /** Run a line; true when it changed the battle (a refused command changes nothing). */
  run(line: string): boolean;
}

export const corePlayer = (core: PlayCore): Player => ({
  get state() {
    return core.state;
  },
  run: (line) => runLine(core, line).outcome.kind === 'applied',
});

/** Commands of each kind that the battle took, over the turns played with one tally. */
export type Tally = Record<'fire' | 'charge' | 'melee' | 'regroup' | 'rest' | 'advance' | 'other', number>;
export const newTally = (): Tally => ({ fire: 0, charge: 0, melee: 0, regroup: 0, rest: 0, advance: 0, other: 0 });
export const tallyText = (t: Tally): string => `${t.fire} fire, ${t.charge} charge, ${t.melee} melee, ${t.regroup} regroup, ${t.advance} advance, ${t.rest} rest`;

const SHOOTERS = new Set(['commanded-shot', 'dutch-battalion', 'tercio', 'light-artillery']);
const HORSE = new Set(['cuirassier', 'reiter']);

/** What a unit tries, by its turn in the cycle: fire or charge when it can, else advance or rest. */
function actionFor(state: DevilState, unitId: string, k: number): { line: string; kind: keyof Tally }[] {
  const unit = state.units.find((u) => u.id === unitId);
  if (!unit) return [];
  const rest = { line: `rest ${unit.id}`, kind: (unit.status === 'ok' ? 'rest' : 'regroup') as keyof Tally };
  const engaged = unit.engagedWith[0];
  if (engaged !== undefined) return [{ line: `melee ${unit.id} at ${engaged}`, kind: 'melee' }, rest];
  if (unit.status !== 'ok') return [rest];
  const enemies = state.units.filter((u) => u.side !== unit.side && u.status !== 'destroyed');
  const target = enemies[k % Math.max(1, enemies.length)];
  const tries: { line: string; kind: keyof Tally }[] = [];
  if (target && k % 4 === 0 && SHOOTERS.has(unit.type)) tries.push({ line: `fire ${unit.id} at ${target.id}`, kind: 'fire' });
  if (target && k % 4 === 1 && HORSE.has(unit.type) && target.engagedWith.length === 0) tries.push({ line: `charge ${unit.id} at ${target.id}`, kind: 'charge' });
  if (k % 4 === 2) tries.push({ line: `advance ${unit.id}`, kind: 'advance' });
  return [...tries, rest];
}

/**
 * Play one whole turn; returns the number of command lines run. `time` gets each command's
 * milliseconds; `tally` counts the commands the battle took, by kind. A refused try (a fire
 * at a unit out of reach of the rules) is followed by a rest, so each unit acts once.
 */
export function playTurn(p: Player, time?: (ms: number) => void, tally: Tally = newTally()): number {
  let count = 0;
  const run = (line: string, kind: keyof Tally = 'other'): boolean => {
    const t = performance.now();
    const taken = p.run(line);
    time?.(performance.now() - t);
    count += 1;
    if (taken) tally[kind] += 1;
    return taken;
  };
  run('initiative');
  run('first attacker');
  let k = (p.state as DevilState).turn;
  for (let guard = 0; guard < 40; guard += 1) {
    const state = p.state as DevilState;
    if (state.step !== 'leaders') break;
    const side = state.toAct;
    const leader = state.leaders.find((l) => l.side === side && l.fate === 'alive' && !l.hadInitiative);
    if (!leader) break;
    run(`command ${leader.id}`);
    for (const unit of (p.state as DevilState).units.filter((u) => u.commander === leader.id && !u.acted && u.status !== 'destroyed')) {
      const now = p.state as DevilState;
      const active = now.leaders.find((l) => l.id === leader.id);
      if (!active || (active.activationsLeft ?? 0) <= 0 || now.activeLeader !== leader.id) break;
      k += 1;
      for (const { line, kind } of actionFor(now, unit.id, k)) if (run(line, kind)) break;
    }
    if ((p.state as DevilState).activeLeader === leader.id) run('done');
  }
  // The end of the turn: its fire step, the ongoing melees (each side fights its own in turn), morale.
  let ordered = false;
  for (let guard = 0; guard < 200; guard += 1) {
    const now = p.state as DevilState;
    if (now.step === 'initiative' || now.step === 'over') break;
    if (now.step === 'impetuous' && fightOne(now, (line) => run(line, 'melee'))) continue;
    // Melees waiting on the roll that settles which side fights first.
    const owed = now.units.some((u) => u.status !== 'destroyed' && !u.acted && u.engagedWith.length > 0);
    if (now.step === 'impetuous' && owed && !ordered && (ordered = true) && run('initiative')) continue;
    if (!run('next')) break;
  }
  return count;
}

/** Fight one ongoing melee of the side to act (else of either side); false when none was taken. */
function fightOne(state: DevilState, run: (line: string) => boolean): boolean {
  const engaged = state.units.filter((u) => u.status !== 'destroyed' && !u.acted && u.engagedWith.length > 0);
  const ordered = [...engaged.filter((u) => u.side === state.toAct), ...engaged.filter((u) => u.side !== state.toAct)];
  for (const u of ordered) for (const enemy of u.engagedWith) if (run(`melee ${u.id} at ${enemy}`)) return true;
  return false;
}
