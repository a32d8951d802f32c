/**
 * Where a journal line stops being JSON (journal-json.ts), for the column of its error: the
 * scan agrees with JSON.parse on what is JSON, and on where it breaks whenever Node says. And
 * where a record's wrong field starts, for the column of a record of the wrong shape.
 * Runs: TYW_PROPERTY_RUNS (default 200).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldAt, jsonBreak } from '../../src/io/journal-json.js';

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
    ['{"a":"\\u12"}', 10],
    ['{"\\u0g":1}', 5],
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
    const damaged = fc.tuple(fc.json(), fc.nat(), fc.nat(3), fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('\\u', '\\u0', '\\u12', '\\u00e', '\\', '"'))).map(([json, at, cut, insert]) => {
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

describe('where a field of a journal line starts', () => {
  const line = '{"kind":"command", "rolls": [ {"sides":6,"label":"x"}, {"sides":6,"value":"2"} ],"text":"a \\"text\\": {","text":7}';

  it('finds a key, a list element and a field within it; the last of two keys, as JSON.parse takes', () => {
    expect(line.slice(fieldAt(line, ['rolls']))).toMatch(/^"rolls": \[/);
    expect(line.slice(fieldAt(line, ['rolls', 1]))).toMatch(/^\{"sides":6,"value":"2"\}/);
    expect(line.slice(fieldAt(line, ['rolls', 1, 'value']))).toMatch(/^"value":"2"/);
    expect(line.slice(fieldAt(line, ['text']))).toBe('"text":7}');
  });

  it('gives the deepest part that is there for a missing field: the element, or the record', () => {
    expect(line.slice(fieldAt(line, ['rolls', 0, 'value']))).toMatch(/^\{"sides":6,"label":"x"\}/);
    expect(fieldAt(line, ['seed'])).toBe(0);
    expect(fieldAt(line, [])).toBe(0);
    expect(line.slice(fieldAt(line, ['rolls', 5]))).toMatch(/^"rolls"/);
  });

  it('finds any field of any JSON object as JSON.stringify writes it', () => {
    const pathInto = (value: unknown, choices: readonly number[]): { path: (string | number)[]; last: unknown } => {
      const path: (string | number)[] = [];
      let here = value;
      for (const c of choices) {
        if (Array.isArray(here) && here.length > 0) {
          const i = c % here.length;
          path.push(i);
          here = here[i];
        } else if (typeof here === 'object' && here !== null && Object.keys(here).length > 0) {
          const keys = Object.keys(here);
          const k = keys[c % keys.length] as string;
          path.push(k);
          here = (here as Record<string, unknown>)[k];
        } else break;
      }
      return { path, last: here };
    };
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.nat(), { maxLength: 4 }), (record, choices) => {
        const text = JSON.stringify(record);
        const { path, last } = pathInto(record, choices);
        const at = fieldAt(text, path);
        const step = path[path.length - 1];
        if (step === undefined) expect(at).toBe(0);
        else if (typeof step === 'string') expect(text.startsWith(`${JSON.stringify(step)}:${JSON.stringify(last)}`, at)).toBe(true);
        else expect(text.startsWith(JSON.stringify(last), at)).toBe(true);
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
