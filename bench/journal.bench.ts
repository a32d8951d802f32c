// Journal reading target (issue 11): a valid 50 MB journal replayed by the real CLI, with its
// time and peak memory. The journal is played through the REPL core on a tmpfs where there is
// one (fsync is then nearly free): turns of the 30-a-side battle, each command followed by a
// long note, so the file reaches 50 MB in a few thousand commands.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { closeCore, coreFromText, runLine } from '../src/repl/index.js';
import { bigScenario, playTurn } from './battle.js';

const TARGET_BYTES = Number(process.env.BENCH_JOURNAL_MB ?? 50) * 1024 * 1024;
const MAX_RSS_MB = 400;
const MAX_SECONDS = 30;
const line = (label: string, value: string, target: string, ok: boolean) =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(10)}  (target ${target})  ${ok ? 'ok' : 'OVER TARGET'}`);

const root = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const dir = mkdtempSync(join(root, 'tyw-bench-'));
const journal = join(dir, 'fifty.tyw.jsonl');
const core = coreFromText({ text: bigScenario(30), seed: 21, journal });
const note = `note ${'The left wing holds the mill road while the guns reload; '.repeat(7)}`;
let commands = 0;
while (!existsSync(journal) || statSync(journal).size < TARGET_BYTES) {
  // After each command of the turn, a note (the callback is called after each command).
  commands += playTurn(core, () => {
    runLine(core, note);
    commands += 1;
  });
}
closeCore(core);
const bytes = statSync(journal).size;

// Peak memory of the replaying process, reported by a preload as it exits.
const rssFile = join(dir, 'rss.txt');
const preload = join(dir, 'rss.mjs');
writeFileSync(preload, `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));\n`);
const t = performance.now();
const r = spawnSync(process.execPath, ['--import', preload, resolve('bin/tyw.js'), 'replay', journal], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
const seconds = (performance.now() - t) / 1000;
if (r.status !== 0) throw new Error(`replay failed: ${r.stderr}`);
const rssMb = Number(readFileSync(rssFile, 'utf8')) / 1024;
const bare = spawnSync(process.execPath, ['--import', preload, '-e', '0']);
const bareMb = bare.status === 0 ? Number(readFileSync(rssFile, 'utf8')) / 1024 : 0;

console.log(`Journal: a ${(bytes / 1024 / 1024).toFixed(0)} MB journal (${commands} commands), replayed by tyw replay`);
line('time', `${seconds.toFixed(1)} s`, `< ${MAX_SECONDS} s`, seconds < MAX_SECONDS);
line(`peak memory (bare node: ${bareMb.toFixed(0)} MB)`, `${rssMb.toFixed(0)} MB`, `<= ${MAX_RSS_MB} MB`, rssMb <= MAX_RSS_MB);
if (process.env.BENCH_KEEP) console.log(journal);
else rmSync(dir, { recursive: true, force: true });
if (seconds >= MAX_SECONDS || rssMb > MAX_RSS_MB) process.exitCode = 1;
