/** Small pieces of English shared by the rule sets' result text. */
import { describe, expect, it } from 'vitest';
import { aside, endSentence } from '../../src/present/words.js';
import { run, SAMPLE, stateOf } from '../rulesets/pike-and-shot/fixtures.js';

describe('words', () => {
  it('puts a reason in parentheses without its own stop, so the sentence ends once', () => {
    expect(aside('the bridge is down.')).toBe(' (the bridge is down)');
    expect(aside('  routed off  ')).toBe(' (routed off)');
    expect(aside('')).toBe('');
    expect(aside(undefined)).toBe('');
    expect(endSentence(`Savelli is eliminated${aside('Routed off.')}`)).toBe('Savelli is eliminated (Routed off).');
  });

  it('a correction whose --why ends in a stop reads with one stop (Pike & Shot eliminate)', () => {
    expect(run(stateOf(SAMPLE), 'eliminate A2 --why "Routed off."').text).toContain('Savelli is eliminated (Routed off).');
    expect(run(stateOf(SAMPLE), 'eliminate A2 --why "Routed off."').text).not.toContain('.).');
  });
});
