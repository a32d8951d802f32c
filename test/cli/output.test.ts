/** Output on the real descriptors: direct writes, the stream fallback, EPIPE and terminals. */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fdWriter, isBrokenPipe, isTerminal, writerOutput } from '../../src/cli/output.js';

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

  it('asks about colour only when asked, and honours NO_COLOR and FORCE_COLOR', () => {
    const none = () => undefined;
    expect(writerOutput({ NO_COLOR: '1', FORCE_COLOR: '1' }, none, none).color).toBe(false);
    expect(writerOutput({ FORCE_COLOR: '1' }, none, none).color).toBe(true);
  });

  it('tells a broken pipe from other failures', () => {
    expect(isBrokenPipe(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(true);
    expect(isBrokenPipe(Object.assign(new Error('write EBADF'), { code: 'EBADF' }))).toBe(false);
    expect(isBrokenPipe(null)).toBe(false);
  });
});

describe('a reader that goes away', () => {
  it.each([['schema'], ['check', 'scenarios/first-battle.yaml'], ['--help']])('tyw %s | true exits 0 quietly', (...args) => {
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" bin/tyw.js ${args.join(' ')} | true`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
