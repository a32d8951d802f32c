/** Small pieces of English shared by the rule sets' result text. */
import { describe, expect, it } from 'vitest';
import { aside, endSentence, wrapWords } from '../../src/present/words.js';
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

describe('wrapWords: the one word-wrapper of help and check', () => {
  it('fills lines of at most the width, the later ones hanging in, a longer word alone', () => {
    expect(wrapWords('Blue Brigade', 20, 2)).toEqual(['Blue Brigade']);
    expect(wrapWords('computed break point of the side', 12, 1)).toEqual(['computed', ' break point', ' of the side']);
    expect(wrapWords('Regimental Guns (light artillery)', 10, 2)).toEqual(['Regimental', '  Guns', '  (light', '  artillery)']);
    for (const line of wrapWords('a few words that go on for a while in a narrow table cell', 14, 2)) expect(line.length).toBeLessThanOrEqual(14);
  });
});
