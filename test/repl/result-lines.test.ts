/**
 * Real result lines of a charge, as the REPL prints them: each stage named first, each die
 * shown with its modifiers and total, verbs agreeing with plural unit names.
 */
import { describe, expect, it } from 'vitest';
import { resolutionSentence } from '../../src/repl/format.js';
import { plain } from '../../src/present/paint.js';
import type { ChargeRequest } from '../../src/rulesets/devil/actions.js';
import { resolveCharge } from '../../src/rulesets/devil/charge.js';
import type { DevilState } from '../../src/rulesets/devil/state.js';
import { dice, makeState } from '../rulesets/devil/fixtures.js';

const charge = (extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: false, evade: false, ...extra });
function lines(state: DevilState, req: ChargeRequest, ...rolls: number[]): string[] {
  const d = dice(...rolls);
  const r = resolveCharge(state, req, d);
  if (!r.ok) throw new Error(r.error);
  expect(d.unused()).toBe(0);
  return r.value.results.map((x) => resolutionSentence(x, plain));
}

describe('Charges: every stage of a charge is named in its result line', () => {
  const s = makeState({
    attacker: [{ name: 'Cuirassiers 1', type: 'cuirassier' }],
    defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Regimental Guns 2', type: 'light-artillery' }],
  });
  it('defensive fire, pass-through fire, pistols at contact and the melee, each die with its total', () => {
    // Every firer rolls low against 6: no effect, so the charge goes on to the melee.
    const out = lines(s, charge({ crossedArc: true, passThrough: ['D2'] }), 3, 6, 3, 6, 2, 6, 4, 4);
    expect(out[0]).toBe('Cuirassiers 1 charge Dutch in the front.');
    expect(out[1]).toMatch(/^Defensive fire: Dutch \(d6 3(, [+-]\d [^,=]+)* = -?\d+\) vs Cuirassiers 1 \(d6 6(, [+-]\d [^,=]+)* = \d+\) → No effect on Cuirassiers 1\.$/);
    expect(out[2]).toMatch(/^Pass-through fire: Regimental Guns 2 \(d6 3, \+1 light artillery(, [+-]\d [^,=]+)* = \d+\) vs Cuirassiers 1 \(d6 6/);
    expect(out[3]).toMatch(/^Pistols at contact: Cuirassiers 1 \(d6 2, \+2 pistols at point-blank(, [+-]\d [^,=]+)* = \d+\) vs Dutch \(d6 6/);
    expect(out[4]).toMatch(/^Melee: Cuirassiers 1 \(d6 4, \+1 charging(, [+-]\d [^,=]+)* = -?\d+\) vs Dutch \(d6 4(, [+-]\d [^,=]+)* = -?\d+\) → /);
    // No score runs into a name ending in a number.
    for (const line of out) expect(line).not.toMatch(/(Cuirassiers 1|Guns 2) -?\d/);
  });
  it('the totals add up: face plus every modifier shown', () => {
    const out = lines(s, charge({ crossedArc: true, passThrough: ['D2'] }), 3, 6, 3, 6, 2, 6, 4, 4);
    let checked = 0;
    for (const line of out.slice(1)) {
      for (const m of line.matchAll(/\(d6 (\d)((?:, [+-]\d+ [^,=]+)*) = (-?\d+)\)/g)) {
        const mods = [...(m[2] ?? '').matchAll(/, ([+-]\d+) /g)].reduce((n, x) => n + Number(x[1]), 0);
        expect(Number(m[1]) + mods).toBe(Number(m[3]));
        checked += 1;
      }
    }
    expect(checked).toBe(8);
  });
  it('harquebusiers fire carbines at contact', () => {
    const h = makeState({ attacker: [{ name: 'Harquebusiers', type: 'harquebusier' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }] });
    const out = lines(h, charge(), 3, 6);
    expect(out[0]).toMatch(/^Harquebusiers charge Dutch in the front\. .*Harquebusiers fire at contact and halt 1" short/);
    expect(out[1]).toMatch(/^Carbines at contact: Harquebusiers \(d6 3[^)]* = \d+\) vs Dutch \(d6 6[^)]* = \d+\) → No effect on Dutch\.$/);
    expect(out[2]).toBe('Dutch is still undisordered: Harquebusiers will not close, and halt 1" short. No melee follows.');
  });
});
