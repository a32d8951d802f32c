/** Output on the real descriptors: direct writes, the stream fallback, EPIPE and terminals. */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fdWriter, isBrokenPipe, isTerminal, streamOutput, writerOutput } from '../../src/cli/output.js';
import { UserError } from '../../src/engine/errors.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('direct output', () => {
  it('writes every byte to a file descriptor, multi-byte text included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tyw-out-'));
    dirs.push(dir);
    const path = join(dir, 'out.txt');
    const fd = openSync(path, 'w');
    const text = `Bergström ×1.5 — ${'x'.repeat(100_000)}\n`;
    fdWriter(fd, () => {
      throw new Error('no fallback expected for a file');
    })(text);
    closeSync(fd);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('hands the rest to the stream when a non-blocking pipe is full, and keeps to it', async () => {
    // The parent's end of a child's stdin is a non-blocking pipe that nobody reads.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], { stdio: ['pipe', 'ignore', 'ignore'] });
    try {
      const fd = (child.stdin as unknown as { _handle: { fd: number } })._handle.fd;
      const taken: number[] = [];
      const write = fdWriter(fd, () => ({ write: (chunk: Uint8Array) => taken.push(chunk.length) }));
      write('y'.repeat(1_000_000)); // far more than a pipe holds
      expect(taken).toHaveLength(1);
      expect(taken[0]).toBeGreaterThan(0);
      expect(taken[0]).toBeLessThan(1_000_000);
      write('z');
      expect(taken).toEqual([taken[0], 1]);
    } finally {
      child.kill();
    }
  });

  it('knows a file and the null device are not terminals', () => {
    const nul = openSync('/dev/null', 'w');
    try {
      expect(isTerminal(nul)).toBe(false);
    } finally {
      closeSync(nul);
    }
    const file = openSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'r');
    try {
      expect(isTerminal(file)).toBe(false);
    } finally {
      closeSync(file);
    }
    expect(isTerminal(987_654)).toBe(false); // not open at all
  });

  it('asks whether stdout is a terminal only when colour is wanted, once, and honours NO_COLOR and FORCE_COLOR', () => {
    const none = () => undefined;
    let asked = 0;
    const terminal = () => {
      asked += 1;
      return true;
    };
    const out = writerOutput({}, none, none, terminal);
    out.out('a line');
    expect(asked).toBe(0);
    expect(out.color).toBe(true);
    expect(out.color).toBe(true);
    expect(asked).toBe(1);
    expect(writerOutput({ NO_COLOR: '1', FORCE_COLOR: '1' }, none, none, terminal).color).toBe(false);
    expect(writerOutput({ FORCE_COLOR: '1' }, none, none, () => false).color).toBe(true);
    expect(asked).toBe(1);
  });

  it("the README's colour sentence says what colorAllowed does: NO_COLOR wins over FORCE_COLOR", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain('`FORCE_COLOR` overrides `TERM=dumb` and a non-terminal; `NO_COLOR` wins over it');
    expect(streamOutput({ stdout: { write: () => true, isTTY: true }, stderr: { write: () => true }, env: { NO_COLOR: '1', FORCE_COLOR: '1' } }).color).toBe(false);
  });

  it('gives no colour to a terminal that says it cannot show it (TERM=dumb), on stdout or stderr, unless FORCE_COLOR asks', () => {
    const none = () => undefined;
    const yes = () => true;
    expect(writerOutput({ TERM: 'dumb' }, none, none, yes).color).toBe(false);
    expect(writerOutput({ TERM: 'xterm-256color' }, none, none, yes).color).toBe(true);
    expect(writerOutput({ TERM: 'dumb', FORCE_COLOR: '1' }, none, none, yes).color).toBe(true);
    const errs: string[] = [];
    writerOutput({ TERM: 'dumb' }, none, (t) => void errs.push(t), yes, yes).err('\x1b[33mrefused:\x1b[39m here');
    expect(errs).toEqual(['refused: here\n']);
    expect(streamOutput({ stdout: { write: () => true, isTTY: true }, stderr: { write: () => true, isTTY: true }, env: { TERM: 'dumb' } }).color).toBe(false);
  });

  it('judges colour on stderr by stderr: a redirected stderr gets no escape codes while stdout is a terminal', () => {
    const outs: string[] = [];
    const errs: string[] = [];
    const out = writerOutput({}, (t) => void outs.push(t), (t) => void errs.push(t), () => true, () => false);
    out.out('\x1b[33mrefused:\x1b[39m here');
    out.err('\x1b[33mrefused:\x1b[39m here');
    expect(outs).toEqual(['\x1b[33mrefused:\x1b[39m here\n']);
    expect(errs).toEqual(['refused: here\n']);
    const streamed: string[] = [];
    const s = streamOutput({ stdout: { write: () => true, isTTY: true }, stderr: { write: (t: string) => streamed.push(t), isTTY: false }, env: {} });
    s.err('\x1b[2mType a command\x1b[22m');
    expect(streamed).toEqual(['Type a command\n']);
  });

  it('drops the writes to a reader that has gone, without failing the command', async () => {
    // A child that closes its end of the pipe and waits: the pipe has no reader left.
    const child = spawn(process.execPath, ['-e', "require('fs').closeSync(0); process.stdout.write('closed'); setTimeout(() => {}, 10_000)"], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    try {
      await new Promise((done) => child.stdout?.once('data', done));
      const fd = (child.stdin as unknown as { _handle: { fd: number } })._handle.fd;
      const write = fdWriter(fd, () => {
        throw new Error('no fallback expected');
      });
      expect(() => write('to nobody\n')).not.toThrow();
      expect(() => write('still nobody\n')).not.toThrow();
    } finally {
      child.kill();
    }
  });

  it('names a full disk as the user\'s problem, not a bug', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const write = fdWriter(full, () => ({ write: () => undefined }));
      expect(() => write('x')).toThrow(UserError);
      expect(() => write('x')).toThrow('the disk is full, ENOSPC');
    } finally {
      closeSync(full);
    }
  });

  it('tells a broken pipe from other failures', () => {
    expect(isBrokenPipe(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(true);
    expect(isBrokenPipe(Object.assign(new Error('write EBADF'), { code: 'EBADF' }))).toBe(false);
    expect(isBrokenPipe(null)).toBe(false);
  });
});

describe('a reader that goes away, and an output that cannot be written', () => {
  const sh = (script: string) => spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8' });

  it('still gets what is said on stderr after stdout\'s reader has gone', () => {
    const r = sh(`set -o pipefail; "${process.execPath}" bin/tyw.js roll 2d6 --seed 4 | (exec 0<&-; sleep 0.3)`);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('seed 4');
  });

  it('exits 2 with one line when stdout is a full disk', () => {
    const r = sh(`"${process.execPath}" bin/tyw.js schema > /dev/full`);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('error: cannot write to standard output: the disk is full, ENOSPC\n');
  });

  it.each([['schema'], ['check', 'scenarios/first-battle.yaml'], ['--help']])('tyw %s | true exits 0 quietly', (...args) => {
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" bin/tyw.js ${args.join(' ')} | true`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
