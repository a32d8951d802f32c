/**
 * Errors and notes on stderr at a terminal break between words at its width, their later lines
 * two columns in, instead of the terminal folding them mid-word; to a file or a pipe each stays
 * one line, for scripts that parse `error: file:line:col: …`. The terminal is a real
 * pseudo-terminal made by util-linux `script`, whose record is the bytes tyw wrote (a terminal's
 * own folding is not in it). Skipped with a message only when that `script` is missing and
 * CI_REQUIRE_PTY is not set.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCommand } from '../../src/cli/commands/board.js';
import { fitMessage } from '../../src/cli/commands/message-fit.js';
import { memoryOutput, streamOutput, writerOutput } from '../../src/cli/output.js';
import { BIN, cliEnv, ensureBuilt, ROOT, script, tempDir, tyw } from '../repl/helpers.js';

const HAS_SCRIPT = /util-linux/.test(spawnSync('script', ['--version'], { encoding: 'utf8' }).stdout ?? '');
const REQUIRED = process.env.CI_REQUIRE_PTY !== undefined && process.env.CI_REQUIRE_PTY !== '' && process.env.CI_REQUIRE_PTY !== '0';
if (!HAS_SCRIPT && !REQUIRED) console.warn('stderr-width.test.ts: the terminal tests are skipped, util-linux script is not installed (set CI_REQUIRE_PTY=1 to make this a failure)');

const SAMPLE = join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml');
const EXISTS = 'journal already exists; use --resume to continue it, or choose another --journal';

/** What `tyw <args>` writes to a terminal `columns` wide, stdout sent to /dev/null: stderr's bytes, newlines as "\n". */
function atTerminal(columns: number, args: readonly string[]): string {
  const quoted = args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const command = `stty cols ${columns}; '${process.execPath}' '${BIN}' ${quoted} > /dev/null`;
  const r = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: ROOT, encoding: 'utf8', env: cliEnv(), input: '', timeout: 60_000 });
  return r.stdout.replace(/\r\n/g, '\n');
}

describe('a message fitted to a terminal', () => {
  it('breaks between words, its later lines two columns in, and a path stays whole', () => {
    const text = `error: /tmp/battles/lech-1632.tyw.jsonl: ${EXISTS}`;
    const lines = fitMessage(text, 50).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(50);
    expect(lines.slice(1).every((l) => /^ {2}\S/.test(l))).toBe(true);
    expect(lines[0]).toContain('/tmp/battles/lech-1632.tyw.jsonl:');
    expect(lines.map((l) => l.trim()).join(' ')).toBe(text);
  });

  it('breaks a message with two spaces in a row too: a message holds no table', () => {
    const text = `error: battle.yaml:3:9: unknown unit type "tercio  x" (one of: tercio, battalion, loose-shotte, cuirassier, harquebusier)`;
    const lines = fitMessage(text, 50).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(50);
  });

  it('stays one line without a terminal, and when it fits', () => {
    const text = `error: j.jsonl: ${EXISTS}`;
    expect(fitMessage(text, undefined)).toBe(text);
    expect(fitMessage(text, 200)).toBe(text);
  });

  it('is told the width by the output: a terminal stderr\'s, asked only when a message needs it; none for a file or a pipe', () => {
    let asked = 0;
    const none = () => undefined;
    const out = writerOutput({}, none, none, () => false, () => true, () => {
      asked += 1;
      return 72;
    });
    out.err('seed 4');
    expect(asked).toBe(0);
    expect(out.errColumns).toBe(72);
    expect(writerOutput({}, none, none).errColumns).toBeUndefined();
    const stream = (isTTY: boolean) => streamOutput({ stdout: { write: () => true }, stderr: { write: () => true, isTTY, columns: 64 }, env: {} });
    expect(stream(true).errColumns).toBe(64);
    expect(stream(false).errColumns).toBeUndefined();
    expect(memoryOutput().errColumns).toBeUndefined();
  });
});

describe('the board\'s messages', () => {
  it('fit the terminal stderr is, and stay one line without one', async () => {
    const dir = tempDir('tyw-width-board-');
    try {
      const journal = join(dir, 'battle.tyw.jsonl');
      expect(tyw(['play', SAMPLE, '--seed', '3', '--journal', journal], script('next')).code).toBe(0);
      const said = async (errColumns: number | undefined) => {
        const out = { ...memoryOutput(), errColumns };
        await boardCommand({ file: journal, cwd: dir, until: Promise.resolve() }, out);
        return out.stderr;
      };
      const [oneLine = ''] = await said(undefined);
      expect(oneLine).toMatch(/^Board of \.\/battle\.tyw\.jsonl: http:\/\/127\.0\.0\.1:\d+\/ \(read-only, .* Ctrl-C stops\)$/);
      const [fitted = ''] = await said(50);
      const lines = fitted.split('\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(50);
      expect(lines.map((l) => l.trim()).join(' ')).toMatch(/^Board of \.\/battle\.tyw\.jsonl: http:\/\/127\.0\.0\.1:\d+\/ \(read-only, .* Ctrl-C stops\)$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!HAS_SCRIPT && !REQUIRED)('errors and notes on a real terminal (script)', () => {
  let dir: string;
  let journal: string;
  beforeAll(() => {
    ensureBuilt();
    dir = tempDir('tyw-width-');
    journal = join(dir, 'battle.tyw.jsonl');
    const played = tyw(['play', SAMPLE, '--seed', '3', '--journal', journal], script('next', 'next'));
    if (played.code !== 0) throw new Error(`the battle script failed:\n${played.stderr}`);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Every line within the width, the later ones two columns in, and the words those of the one line. */
  function expectFitted(said: string, columns: number, oneLine: string): void {
    const lines = said.trimEnd().split('\n');
    expect(lines.length, said).toBeGreaterThan(1);
    for (const line of lines) expect(line.length, said).toBeLessThanOrEqual(columns);
    expect(lines.slice(1).every((l) => /^ {2}\S/.test(l)), said).toBe(true);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(oneLine);
  }

  it('an error from the error boundary: a journal that already exists', () => {
    const oneLine = `error: ${journal}: ${EXISTS}`;
    expectFitted(atTerminal(60, ['play', SAMPLE, '--journal', journal]), 60, oneLine);
    // Not a terminal: one line, as scripts parse it.
    const piped = spawnSync(process.execPath, [BIN, 'play', SAMPLE, '--journal', journal], { cwd: ROOT, encoding: 'utf8', env: cliEnv(), input: '' });
    expect(piped.status).toBe(2);
    expect(piped.stderr).toBe(`${oneLine}\n`);
  });

  it('a note: replay of a journal whose last line was cut short', () => {
    const torn = join(dir, 'torn.tyw.jsonl');
    copyFileSync(journal, torn);
    appendFileSync(torn, '{"kind":"command","n":3');
    const oneLine = `note: ${torn}: the last line was cut short (as after a crash) and is left out; the battle is replayed up to the line before it`;
    expectFitted(atTerminal(70, ['replay', torn]), 70, oneLine);
    expect(tyw(['replay', torn], '').stderr).toBe(`${oneLine}\n`);
  });

  it('a bad command line, as commander refuses it', () => {
    expectFitted(atTerminal(40, ['replot', 'x.jsonl']), 40, "error: unknown command 'replot' (did you mean replay or report?)");
  });

  it('warnings from check, each fitted on its own', () => {
    const file = 'test/fixtures/good/warnings.yaml';
    const warnings = tyw(['check', file], '').stderr.trimEnd().split('\n');
    expect(warnings.length).toBeGreaterThan(1);
    const said = atTerminal(50, ['check', file]).trimEnd().split('\n');
    const starts = said.flatMap((l, i) => (l.startsWith('warning:') ? [i] : []));
    expect(starts).toHaveLength(warnings.length);
    starts.forEach((start, k) => expectFitted(said.slice(start, starts[k + 1]).join('\n'), 50, warnings[k] as string));
  });
});
