/**
 * Text typed or written by a user never reaches Object.prototype: a scenario key
 * `__proto__`, a rules topic `constructor`, a flag value `constructor` are each refused
 * like any other unknown word (issue: no user input reaches exit 1).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorLines } from '../io/error-lines.js';
import { runLine } from '../../src/repl/index.js';
import { closeCoresAfterEach, firstBattleCore, ROOT } from '../repl/helpers.js';

const track = closeCoresAfterEach();


describe('prototype names in user text', () => {
  const battle = readFileSync(`${ROOT}/scenarios/first-battle.yaml`, 'utf8');

  it('a scenario key __proto__, at the top or in houseRules, is an unknown key at its place', () => {
    const top = battle.replace(/^title: .*$/m, '$&\n__proto__: { polluted: true }');
    expect(errorLines(top)).toEqual([expect.stringMatching(/^error: b\.yaml:\d+:1: unknown key "__proto__"$/)]);
    const rules = battle.replace(/^ruleset: devil-rules$/m, 'ruleset: devil-rules\nhouseRules:\n  __proto__: 1');
    expect(errorLines(rules)).toEqual([expect.stringMatching(/^error: b\.yaml:\d+:3: unknown key "__proto__"$/)]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rules constructor, rules __proto__ and --flank=constructor are refusals in both rule sets', () => {
    const { core } = track(firstBattleCore());
    expect(runLine(core, 'rules constructor').text).toMatch(/^refused: no rules topic "constructor"/);
    expect(runLine(core, 'rules __proto__').text).toMatch(/^refused: no rules topic "__proto__"/);
    expect(runLine(core, 'mods charge A4 at D1 --flank=constructor').text).toBe('refused: --flank takes no value (or yes/no), not "constructor"');
    expect(runLine(core, 'mods charge A4 at D1 --flank=yes').outcome.kind).toBe('view');
  });
});
