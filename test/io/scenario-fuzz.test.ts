/**
 * Bad input never crashes the loader: whatever the text, reading a scenario either succeeds or
 * fails with a UserError (exit 2, one line per problem), never another exception (exit 1).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUserError } from '../../src/engine/errors.js';
import { readScenarioText } from '../../src/io/read-scenario.js';

const RUNS = Number(process.env.TYW_PROPERTY_RUNS ?? 300);
const seedText = readFileSync(new URL('../../scenarios/first-battle.yaml', import.meta.url), 'utf8');
const tillyText = readFileSync(new URL('../../scenarios/tilly-figure5.yaml', import.meta.url), 'utf8');

function outcome(text: string): 'ok' | 'user-error' {
  try {
    readScenarioText(text, 'fuzz.yaml');
    return 'ok';
  } catch (error) {
    if (isUserError(error)) {
      // one line per problem, each naming the file; at most 20 problems and a count of the rest
      const lines = error.format().split('\n');
      for (const line of lines) expect(line).toMatch(/^error: fuzz\.yaml(:\d+(:\d+)?)?: [^\n]+$/);
      expect(lines.length).toBeLessThanOrEqual(21);
      return 'user-error';
    }
    throw error;
  }
}

/** The scenario with one slice replaced: deletions, insertions, swaps of YAML punctuation. */
const mutated = (base: string) =>
  fc
    .tuple(fc.nat({ max: base.length }), fc.nat({ max: 40 }), fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(':', '-', '[', ']', '{', '}', '&a', '*a', '\t', '\n  ', '"', "'", '#', '!!int', '0', '-3', '40', 'count: 30')))
    .map(([at, cut, insert]) => base.slice(0, at) + insert + base.slice(at + cut));

describe('reading a scenario never crashes on bad input', () => {
  it('mutations of the bundled While the Devil Rules scenario', () => {
    fc.assert(fc.property(mutated(seedText), (text) => void outcome(text)), { numRuns: RUNS });
  });
  it("mutations of the bundled Tilly's Very Bad Day scenario", () => {
    fc.assert(fc.property(mutated(tillyText), (text) => void outcome(text)), { numRuns: RUNS });
  });
  it('arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => void outcome(text)), { numRuns: RUNS });
  });
  it('the unmutated scenarios load', () => {
    expect(outcome(seedText)).toBe('ok');
    expect(outcome(tillyText)).toBe('ok');
  });
});
