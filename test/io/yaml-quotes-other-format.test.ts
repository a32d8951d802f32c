import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { otherFormat } from '../../src/io/other-format.js';
import { unclosedQuote } from '../../src/io/yaml-quotes.js';

describe('the reader\'s diagnoses, each in its own file', () => {
  it('unclosedQuote finds the quote YAML reads as opening, not one inside a plain value', () => {
    expect(unclosedQuote('title: Rock "n roll\nname: \'Swedes\nrole: attacker\n')).toBe(26);
    expect(unclosedQuote("title: 'It''s'\nname: ok\n")).toBeUndefined();
  });

  it('otherFormat names the one rule set whose format knows every key', () => {
    const scruby = parse(readFileSync('scenarios/scruby-sample.yaml', 'utf8')) as Record<string, unknown>;
    const { ruleset: _, ...keys } = scruby;
    expect(otherFormat(undefined, keys, [])?.id).toBe('scruby');
    expect(otherFormat(undefined, { title: 'x' }, [])).toBeUndefined();
  });
});
