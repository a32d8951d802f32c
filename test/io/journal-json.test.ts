/**
 * Where a journal line stops being JSON (journal-json.ts), for the column of its error: the
 * scan agrees with JSON.parse on what is JSON, and on where it breaks whenever Node says.
 * Runs: TYW_PROPERTY_RUNS (default 200).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBreak } from '../../src/io/journal-json.js';

const RUNS = Number(process.env.TYW_PROPERTY_RUNS ?? 200);

/** JSON.parse's verdict: undefined for JSON, else the position its message gives, or -1 when it gives none. */
function parseBreak(text: string): number | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const at = /at position (\d+)/.exec((error as Error).message);
    return at ? Number(at[1]) : -1;
  }
}

describe('where a journal line stops being JSON', () => {
  it.each([
    ['{"a":1,}', 7],
    ['{"a":1', 6],
    ['{"a": tru}', 9],
    ['{"a":01}', 6],
    ['{"a":[1,2}', 9],
    ['{"a":"x', 7],
    ['{"a":"\\u12"}', 8],
    ['{"a":"b\\qc"}', 8],
    ['{"a":-}', 6],
    ['{"a":1.}', 7],
    ['{"a":1e}', 7],
    ['hello', 0],
    ['{"a":1}x', 7],
    ['', 0],
    ['{"a" 1}', 5],
    ['[[[[', 4],
  ])('%j breaks at %i', (text, at) => {
    expect(jsonBreak(text)).toBe(at);
  });

  it('finds no break in JSON, nested or not, with whitespace and escapes', () => {
    for (const text of ['{}', '[]', ' {"a":[1,-2.5e+3,true,false,null,{"b":"\\u00e9\\n"}]} \r', '"x"', '0', '[[[]]]']) expect(jsonBreak(text)).toBeUndefined();
  });

  it('scans a line of a million brackets without overflowing the stack', () => {
    expect(jsonBreak('['.repeat(1_000_000))).toBe(1_000_000);
    expect(jsonBreak(`${'['.repeat(500_000)}${']'.repeat(500_000)}`)).toBeUndefined();
  });

  it('agrees with JSON.parse on damaged JSON: JSON or not, and where, whenever Node says where', () => {
    const damaged = fc.tuple(fc.json(), fc.nat(), fc.nat(3), fc.string({ maxLength: 3 })).map(([json, at, cut, insert]) => {
      const i = json.length === 0 ? 0 : at % json.length;
      return json.slice(0, i) + insert + json.slice(i + cut);
    });
    fc.assert(
      fc.property(damaged, (text) => {
        const node = parseBreak(text);
        const ours = jsonBreak(text);
        if (node === undefined) expect(ours).toBeUndefined();
        else if (node === -1) expect(ours).toBeDefined();
        else expect(ours).toBe(node);
      }),
      { numRuns: RUNS * 10 },
    );
  });
});
