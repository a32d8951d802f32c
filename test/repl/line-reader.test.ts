/** Lines that arrive together (a paste) all come out, in order; a half-typed line waits for its end. */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LineReader } from '../../src/repl/line-reader.js';

function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (d: Buffer) => {
    shown += d.toString('utf8');
  });
  return { input, output, shown: () => shown };
}

describe('LineReader', () => {
  it('hands out every line of one chunk in order, echoed after its prompt, and keeps a half-typed line', async () => {
    const t = terminal();
    const reader = new LineReader(t);
    const first = reader.read('P> ', null);
    t.input.write('note a\rnote b\rnote c\rno');
    expect(await first).toEqual({ kind: 'line', line: 'note a' });
    expect(reader.waiting).toBe(2);
    expect(await reader.read('P> ', null)).toEqual({ kind: 'line', line: 'note b' });
    expect(await reader.read('P> ', null)).toEqual({ kind: 'line', line: 'note c' });
    expect(t.shown()).toContain('P> note b\nP> note c\n');
    const fourth = reader.read('P> ', null);
    t.input.write('te d\r');
    expect(await fourth).toEqual({ kind: 'line', line: 'note d' });
  });

  it('ends at Ctrl-D, after the lines that came before it', async () => {
    const t = terminal();
    const reader = new LineReader(t);
    const first = reader.read('P> ', null);
    t.input.write('quit soon\r\u0004');
    expect(await first).toEqual({ kind: 'line', line: 'quit soon' });
    expect(await reader.read('P> ', null)).toEqual({ kind: 'eof' });
  });
});
