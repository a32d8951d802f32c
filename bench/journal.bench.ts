// Journal reading targets (issue 11): a valid 50 MB journal replayed by the real CLI, with its
// time and its peak memory. The journal is generated with the engine's own session history and
// journal writer (on a tmpfs where there is one, so fsync is nearly free): turns of the
// 30-a-side battle (fire, charges, melees, regroups: battle.ts), each command followed by a
// game master's note of a few lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { SessionHistory, startSession } from '../src/engine/session.js';
import { JOURNAL_FORMAT, JournalWriter, sha256 } from '../src/io/journal.js';
import { parseScenarioText } from '../src/io/scenario.js';
import { bigScenario, newTally, type Player, playTurn, tallyText } from './battle.js';

const TARGET_BYTES = Number(process.env.BENCH_JOURNAL_MB ?? 50) * 1024 * 1024;
const MAX_RSS_MB = 300;
const MAX_SECONDS = 30;
const line = (label: string, value: string, target: string, ok: boolean) =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(10)}  (target ${target})  ${ok ? 'ok' : 'OVER TARGET'}`);

const root = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const dir = mkdtempSync(join(root, 'tyw-bench-'));
const journal = join(dir, 'fifty.tyw.jsonl');
const text = bigScenario(30);
const seed = 21;
const loaded = parseScenarioText(text, 'bench.yaml');
const writer = JournalWriter.create(journal, {
  kind: 'header',
  format: JOURNAL_FORMAT,
  tool: 'tyw bench',
  ruleset: loaded.rulesetId,
  scenarioName: basename('bench.yaml'),
  scenario: text,
  scenarioHash: sha256(text),
  seed,
  started: new Date(0).toISOString(),
});
const history = SessionHistory.from(startSession(loaded.ruleset as never, loaded.scenario, seed));
let commands = 0;
const player: Player = {
  get state() {
    return history.current;
  },
  run(commandLine) {
    const applied = history.apply(commandLine);
    if (!applied.ok) return false;
    commands += 1;
    const { text: t, hand, rolls, events } = applied.value;
    writer.append({ kind: 'command', n: commands, text: t, hand, rolls, events });
    return true;
  },
};
const note = `note ${'The left wing holds the mill road while the guns reload; '.repeat(7)}`;
const played = newTally();
while (statSync(journal).size < TARGET_BYTES) {
  // After each command of the turn, a note (the callback is called after each command).
  playTurn(player, () => player.run(note), played);
}
writer.close();
const bytes = statSync(journal).size;

// Peak memory of the replaying process, reported by a preload as it exits.
const rssFile = join(dir, 'rss.txt');
const preload = join(dir, 'rss.mjs');
writeFileSync(preload, `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));\n`);
const peakMb = (args: string[]): number => {
  const r = spawnSync(process.execPath, ['--import', preload, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return Number(readFileSync(rssFile, 'utf8')) / 1024;
};
const bareMb = peakMb(['-e', '0']);
const t = performance.now();
const rssMb = peakMb([resolve('bin/tyw.js'), 'replay', journal]);
const seconds = (performance.now() - t) / 1000;

console.log(`Journal: a ${(bytes / 1024 / 1024).toFixed(0)} MB journal (${commands} commands, half of them notes; ${tallyText(played)}), replayed by tyw replay`);
line('time', `${seconds.toFixed(1)} s`, `< ${MAX_SECONDS} s`, seconds < MAX_SECONDS);
line(`peak memory (bare node: ${bareMb.toFixed(0)} MB)`, `${rssMb.toFixed(0)} MB`, `<= ${MAX_RSS_MB} MB`, rssMb <= MAX_RSS_MB);
if (process.env.BENCH_KEEP) console.log(journal);
else rmSync(dir, { recursive: true, force: true });
if (seconds >= MAX_SECONDS || rssMb > MAX_RSS_MB) process.exitCode = 1;
