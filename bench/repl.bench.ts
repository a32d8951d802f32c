// REPL speed targets (issue 4): typed command to printed result, journal fsync included;
// a 10,000-command journal replayed; a whole scripted turn with 30 units a side. The turns
// fire, charge, fight melees and regroup (battle.ts); each line says how many of each it took.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJournal } from '../src/io/journal.js';
import { rebuildSession } from '../src/io/rebuild.js';
import { closeCore, coreFromText } from '../src/repl/index.js';
import { bigScenario, corePlayer, newTally, playTurn, tallyText } from './battle.js';
import { median } from './measure.js';

const dir = mkdtempSync(join(tmpdir(), 'tyw-bench-'));
const text = bigScenario(30);
const line = (label: string, value: string, target: string, ok: boolean) =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(10)}  (target ${target})  ${ok ? 'ok' : 'OVER TARGET'}`);
let failed = false;

console.log('REPL, 30 units a side');

// 1. command to result, fsync included, and whole turns.
const core = coreFromText({ text, seed: 11, journal: join(dir, 'turns.tyw.jsonl') });
const perCommand: number[] = [];
const perTurn: number[] = [];
const played = newTally();
for (let turn = 0; turn < 5; turn += 1) {
  const t = performance.now();
  playTurn(corePlayer(core), (ms) => perCommand.push(ms), played);
  perTurn.push(performance.now() - t);
}
closeCore(core);
const cmd = median(perCommand);
console.log(`  5 turns took ${tallyText(played)}; the times below include the tries refused`);
line(`command to printed result, median of ${perCommand.length}`, `${cmd.toFixed(2)} ms`, '<= 20 ms', cmd <= 20);
const turn = median(perTurn);
line('a whole scripted turn (median of 5)', `${turn.toFixed(0)} ms`, '< 1000 ms', turn < 1000);
failed ||= cmd > 20 || turn >= 1000;

// 2. a generated 10,000-command journal, replayed.
const big = coreFromText({ text, seed: 12, journal: join(dir, 'big.tyw.jsonl') });
let commands = 0;
const long = newTally();
while (commands < 10_000) commands += playTurn(corePlayer(big), undefined, long);
closeCore(big);
console.log(`  the long journal took ${tallyText(long)}`);
const t = performance.now();
const read = readJournal(join(dir, 'big.tyw.jsonl'));
rebuildSession(read, 'big.tyw.jsonl');
const replay = performance.now() - t;
line(`replay of a ${read.records.length}-command journal`, `${replay.toFixed(0)} ms`, '<= 2000 ms', replay <= 2000);
failed ||= replay > 2000;

rmSync(dir, { recursive: true, force: true });
if (failed) process.exitCode = 1;
