/**
 * The draft's odds print each fraction in lowest terms, as every rule set does (1/3, not 2/6;
 * 5/18, not 10/36): the Command Roll (3.1.3), the charge (4.2), the guard's d6 (3.3.4) and the
 * Morale Check of the house rule (2.9.1).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OddsOutcome } from '../../../src/engine/ruleset.js';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { chargeOdds, commandOdds, guardOdds } from '../../../src/rulesets/orders-draft/command-roll.js';
import { moraleCheckOdds } from '../../../src/rulesets/orders-draft/morale-check.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A fraction in lowest terms that is the outcome's probability: "0", "1" or "n/d" with no common factor. */
function expectLowest(o: OddsOutcome): void {
  if (o.fraction === '0' || o.fraction === '1') {
    expect(o.probability, o.label).toBe(Number(o.fraction));
    return;
  }
  const m = /^(\d+)\/(\d+)$/.exec(o.fraction);
  expect(m, `${o.label}: ${o.fraction}`).not.toBeNull();
  const [n, d] = [Number(m?.[1]), Number(m?.[2])];
  expect(gcd(n, d), `${o.label}: ${o.fraction}`).toBe(1);
  expect(n / d).toBeCloseTo(o.probability, 12);
}

const track = closeCoresAfterEach();

describe('odds in lowest terms (3.1.3, 3.3.4, 4.2, 2.9.1)', () => {
  it('3.1.3: the Command Roll at every rating and count, with or without equalRollFails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 8 }), fc.boolean(), (rating, k, equalRollFails) => {
        for (const o of commandOdds(rating, k, { equalRollFails })) expectLowest(o);
      }),
    );
    // At rating 6: 10 rolls in 36 accept, 5 accept none, 21 fail.
    expect(commandOdds(6, 1, { equalRollFails: false }).map((o) => o.fraction)).toEqual(['5/18', '5/36', '7/12']);
  });

  it('4.2, 3.3.4, 2.9.1: the charge at every distance, the guard, the Morale Check at every value', () => {
    for (let distance = 1; distance <= 10; distance += 1) for (const o of chargeOdds(distance)) expectLowest(o);
    expect(chargeOdds(6).map((o) => o.fraction)).toEqual(['1/2', '1/2']);
    for (const o of guardOdds()) expectLowest(o);
    for (let v = 1; v <= 5; v += 1) for (const o of moraleCheckOdds(v, 'Blue Pikes')) expectLowest(o);
    expect(moraleCheckOdds(3, 'Blue Pikes').map((o) => o.fraction)).toEqual(['1/2', '1/2']);
  });

  it('3.1.3, 2.9.1: odds and rules print the reduced fractions (5/18, 1/6, 5/12; 2/3)', () => {
    const dir = tempDir();
    const text = readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8').replace(/^# houseRules: .*$/m, 'houseRules: { moraleCheckAtMost: 4 }');
    const core = coreFromText({ text, file: 'orders.yaml', seed: 5, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const odds = runLine(core, 'odds order AC2 A4 march,charge --target B1').text;
    for (const f of ['5/18', '5/36', '1/6', '5/12']) expect(odds).toContain(f);
    const table = runLine(core, 'rules command-roll').text;
    const shown = [...table.matchAll(/\b(\d+)\/(\d+)\b/g)];
    expect(shown.length).toBeGreaterThan(20);
    for (const [f, n, d] of shown) expect(gcd(Number(n), Number(d)), f).toBe(1);
    expect(runLine(core, 'rules commanders').text).toContain('a d6 of 4 or less passes (2/3)');
  });
});
