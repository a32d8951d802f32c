// `npm run bench`: speed targets as ratios and medians measured in one run (never timed tests).
// 1. Start-up: `tyw --version`, `tyw check <default scenario>` and `tyw check` of the Pike &
//    Shot sample against bare `node -e 0`,
//    runs alternated so machine noise hits both sides alike; the ratio of the two medians
//    (tyw's median time over bare node's) is reported.
// 2. Engine and REPL figures: bench/*.ts bundled with esbuild and run in-process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const node = process.execPath;
if (!existsSync('dist/main.js')) spawnSync(node, ['scripts/build.mjs'], { stdio: 'inherit' });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const time = (args) => {
  const t = process.hrtime.bigint();
  const r = spawnSync(node, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
};

function startupRatio(label, args) {
  time(['-e', '0']);
  time(args); // warm the file cache
  const base = [];
  const tyw = [];
  for (let i = 0; i < RUNS; i += 1) {
    base.push(time(['-e', '0']));
    tyw.push(time(args));
  }
  const ratio = median(tyw) / median(base);
  return { label, baseMs: median(base), tywMs: median(tyw), ratio, target: 1.3, ok: ratio <= 1.3 };
}

const rows = [
  startupRatio('tyw --version', ['bin/tyw.js', '--version']),
  startupRatio('tyw check scenarios/first-battle.yaml', ['bin/tyw.js', 'check', 'scenarios/first-battle.yaml']),
  startupRatio('tyw check scenarios/pike-and-shot-sample.yaml', ['bin/tyw.js', 'check', 'scenarios/pike-and-shot-sample.yaml']),
];

console.log(`start-up, ${RUNS} alternating runs: the ratio of the two medians (target: ratio <= 1.3)`);
for (const r of rows) {
  console.log(`  ${r.label.padEnd(42)} ${r.tywMs.toFixed(1).padStart(6)} ms vs node -e 0 ${r.baseMs.toFixed(1).padStart(6)} ms  ratio ${r.ratio.toFixed(2)}  ${r.ok ? 'ok' : 'OVER TARGET'}`);
}

// In-process benchmarks of the engine and REPL, each a bench/<name>.ts module printing its lines.
if (existsSync('bench')) {
  const out = mkdtempSync(join(tmpdir(), 'tyw-bench-'));
  const entries = readdirSync('bench').filter((f) => f.endsWith('.bench.ts'));
  for (const entry of entries) {
    const outfile = join(out, entry.replace(/\.ts$/, '.mjs'));
    await build({
      entryPoints: [join('bench', entry)],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      define: { __TYW_VERSION__: '"bench"' },
      banner: { js: "import { createRequire as __c } from 'node:module'; const require = __c(import.meta.url);" },
      logLevel: 'warning',
    });
    const r = spawnSync(node, [outfile], { stdio: 'inherit' });
    if (r.status !== 0) process.exitCode = 1;
  }
}
if (rows.some((r) => !r.ok)) process.exitCode = 1;
