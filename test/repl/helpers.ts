/**
 * Shared helpers for the REPL tests: a PlayCore on the bundled first battle (in-process),
 * and the real built CLI (`node bin/tyw.js`), which the test run's global setup builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect } from 'vitest';
import { closeCore, coreFromText, type PlayCore, runLine } from '../../src/repl/index.js';
import type { GuideStep } from '../../src/present/guide.js';

type NumberStep = Extract<GuideStep, { kind: 'number' }>;

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIRST_BATTLE = join(ROOT, 'scenarios', 'first-battle.yaml');
export const BIN = join(ROOT, 'bin', 'tyw.js');

export function tempDir(prefix = 'tyw-repl-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A core on the first battle with a real journal in a fresh temporary folder. */
/** A While the Devil Rules scenario's text with `standingOrders: false` on both sides: every unit then needs an activation. */
export const withoutStandingOrders = (text: string): string => text.replace(/^( {4})role: (attacker|defender)$/gm, '$1role: $2\n$1standingOrders: false');

/**
 * The bundled battle, seed 7: in turn 1 Falk's East Gothland Reiters (A4) charge the flank of
 * Ottenbach's Tercio (D1) on rough ground and stay in contact, every other leader passes; in
 * turn 2 Falk holds the initiative again.
 */
export const FLANK_CHARGE_THEN_TURN_2: readonly string[] = [
  'initiative --rolls 6,1',
  'first attacker',
  'command AL3 --rolls 6',
  'charge A4 at D1 --flank --ground rough --no-crossed-arc --no-evade --rolls 3,3,3,3',
  'done',
  ...['DL1', 'AL1', 'DL2', 'AL2', 'DL3'].flatMap((l) => [`command ${l} --rolls 1`, 'done']),
  'next',
  'next',
  'next',
  'next',
  'initiative --rolls 6,1',
  'first attacker',
  'command AL3 --rolls 6',
];

export function firstBattleCore(seed = 7, options: { json?: boolean; hand?: boolean; standingOrders?: false } = {}): { core: PlayCore; journal: string; dir: string } {
  const dir = tempDir();
  const journal = join(dir, 'battle.tyw.jsonl');
  const { standingOrders, ...rest } = options;
  const raw = readFileSync(FIRST_BATTLE, 'utf8');
  const text = standingOrders === false ? withoutStandingOrders(raw) : raw;
  const core = coreFromText({ text, file: 'scenarios/first-battle.yaml', seed, journal, ...rest });
  return { core, journal, dir };
}

/**
 * Cores opened by a test file are closed and their folders removed after each test: call once
 * at module level, then pass every opened core through the returned function.
 */
export function closeCoresAfterEach(): <T extends { core: PlayCore; dir: string }>(opened: T) => T {
  const opened: { core: PlayCore; dir: string }[] = [];
  afterEach(() => {
    for (const o of opened.splice(0)) {
      closeCore(o.core);
      rmSync(o.dir, { recursive: true, force: true });
    }
  });
  return (o) => {
    opened.push(o);
    return o;
  };
}

/** Run lines that must all be accepted; returns the printed text of the last. */
export function play(core: PlayCore, ...lines: string[]): string {
  let text = '';
  for (const line of lines) {
    const r = runLine(core, line);
    if (r.outcome.kind === 'refused') throw new Error(`"${line}" was refused: ${r.outcome.reason}`);
    text = r.text;
  }
  return text;
}

export const journalLines = (path: string): Record<string, unknown>[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

// ------------------------------------------------------------------------------- the built CLI

/**
 * Make sure `dist/` exists. The test run's global setup builds it from the current sources;
 * this only covers running a test file on its own without that setup.
 */
export function ensureBuilt(): void {
  if (existsSync(join(ROOT, 'dist', 'main.js'))) return;
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}\n${built.stderr}`);
}

export interface CliRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
}

/** Environment for a CLI run: no colour, no history file, nothing from the caller's terminal. */
export function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TYW_HISTORY: '', ...extra };
  delete env.FORCE_COLOR;
  return env;
}

/** `tyw <args>` with `input` on stdin (a pipe, so script mode). */
export function tyw(args: readonly string[], input: string, options: { cwd?: string; env?: Record<string, string> } = {}): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, input, encoding: 'utf8', env: cliEnv(options.env), timeout: 60_000 });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

/** A script from lines, with a trailing newline. */
export const script = (...lines: string[]): string => `${lines.join('\n')}\n`;

/** Each command with the lines printed under it, from a transcript of `> command` blocks. */
export function blocks(text: string, prompt: RegExp, body: RegExp): { command: string; lines: string[] }[] {
  const out: { command: string; lines: string[] }[] = [];
  let current: { command: string; lines: string[] } | null = null;
  for (const line of text.split('\n')) {
    const p = prompt.exec(line);
    if (p) {
      current = { command: p[1] ?? '', lines: [] };
      out.push(current);
      continue;
    }
    if (line.startsWith('==')) continue; // the live header line
    const b = body.exec(line);
    if (current && b) current.lines.push((b[1] ?? '').trim());
    else current = null; // anything else ends the block
  }
  return out;
}

/** A repeatable random source in [0, 1) (a linear congruential generator), for walks a failure must reproduce. */
/**
 * Walk a guided menu with fixed answers, to the line it builds (or null if it closes): a select
 * takes the first choice whose name matches the next pattern (the first choice when none is
 * left), a confirm and a number the next answer given (else their default), a checkbox what it
 * has ticked.
 */
export function walkGuide(step: GuideStep | string | null, answers: { select?: RegExp[]; confirm?: boolean[]; number?: number[] } = {}): string | null {
  const selects = [...(answers.select ?? [])];
  const confirms = [...(answers.confirm ?? [])];
  const numbers = [...(answers.number ?? [])];
  let s = step;
  while (s !== null && typeof s !== 'string') {
    const cur: GuideStep = s;
    if (cur.kind === 'select') {
      const want = selects.shift();
      const choice = want ? cur.choices.find((c) => want.test(c.name)) : cur.choices[0];
      if (!choice) throw new Error(`no choice ${want} in "${cur.message}": ${cur.choices.map((c) => c.name).join('; ')}`);
      s = cur.next(choice.value);
    } else if (cur.kind === 'confirm') s = cur.next(confirms.shift() ?? cur.default);
    else if (cur.kind === 'checkbox') s = cur.next(cur.checked);
    else s = cur.next(numbers.shift() ?? cur.default);
  }
  return s;
}

export function seededRandom(seed: number): () => number {
  let r = seed;
  return () => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r / 2147483648;
  };
}

/**
 * Play up to `lines` commands through the guided menus alone, answering at random, until the
 * battle is over: every menu must exist and every path must end in an accepted command.
 * `input` answers a question that wants a number.
 */
const GM_SAYS_NO = /--(?:blocked-flank|blocked|not-closest|enemy-front|friends-front|out-of-reach|more-than-wheel|enemy-ahead)\b/;

export function playMenusAtRandom(core: PlayCore, rand: () => number, lines: number, input: (step: NumberStep) => number): void {
  for (let i = 0; i < lines && !core.views.where(core.state).over; i += 1) {
    let step: GuideStep | string | null = core.views.guide(core.state);
    expect(step, `a menu at ${core.header()}`).not.toBeNull();
    while (step !== null && typeof step !== 'string') {
      const s: GuideStep = step;
      if (s.kind === 'select') {
        expect(s.choices.length).toBeGreaterThan(0);
        step = s.next(s.choices[Math.floor(rand() * s.choices.length)]?.value ?? '');
      } else if (s.kind === 'confirm') step = s.next(rand() < 0.5);
      else if (s.kind === 'checkbox') step = s.next(s.choices.filter(() => rand() < 0.5).map((c) => c.value));
      else step = s.next(input(s));
    }
    expect(step).not.toBeNull();
    const ran = runLine(core, step as string);
    // A "yes" to a question about what the tool cannot see (a blocked line of fire, a charge
    // out of reach) ends in the refusal that states the rule; anything else must be accepted.
    if (GM_SAYS_NO.test(step as string) && ran.outcome.kind === 'refused') {
      expect(ran.text).toMatch(/\("[^"]+"\)$/);
      continue;
    }
    expect(ran.outcome.kind, `${step}: ${ran.text}`).toBe('applied');
  }
}
