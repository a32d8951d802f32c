/**
 * Seed 000, "Charges": defensive, pass-through and contact fire are each "conducted like
 * regular fire", so a die none of whose faces can change a stage's result is settled there as
 * in a Fire action: tyw still rolls it (seeded journals keep their dice), but players rolling
 * by hand are not asked for it, and the stage's result says why. The same for a leader's
 * casualty roll ("Leaders and Command Control") whose every face gives the same fate.
 */
import { describe, expect, it } from 'vitest';
import { handDice, seededDice } from '../../../src/dice/dice.js';
import type { Resolution } from '../../../src/engine/ruleset.js';
import type { ChargeRequest, MeleeRequest } from '../../../src/rulesets/devil/actions.js';
import { resolveCharge } from '../../../src/rulesets/devil/charge.js';
import { resolveMelee } from '../../../src/rulesets/devil/melee-resolve.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { runCharge } from './charge-fixtures.js';
import { makeState } from './fixtures.js';

const charge = (extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: false, evade: false, ...extra });
const labels = (r: { rolled: readonly { label: string }[] }) => r.rolled.map((d) => d.label);
const stage = (r: { results: readonly Resolution[] }, action: string) => r.results.find((x) => x.action === action);
/** The dice a program rolls for the same charge: every die, settled or not. */
const seededLabels = (state: Parameters<typeof resolveCharge>[0], req: ChargeRequest) => {
  const d = seededDice({ seed: 7 });
  const r = resolveCharge(state, req, d);
  if (!r.ok) throw new Error(r.error);
  return d.rolled.map((x) => x.label);
};

describe('Charges: a die that cannot change a fire stage is not asked for by hand', () => {
  // Disordered Dutch fire at ±0 (short +1, disordered −1) at cuirassiers (±0): a 1 beats no face.
  const s = makeState({
    attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }],
    defender: [{ name: 'Dutch', type: 'dutch-battalion', status: 'disordered' }, { name: 'Flankers', type: 'commanded-shot', status: 'disordered' }],
  });
  it('defensive fire: after a 1 the charger\'s die is settled, and the result says why', () => {
    const r = runCharge(s, charge({ crossedArc: true }), 1, 3, 3, 3, 3);
    expect(labels(r).slice(0, 2)).toEqual(["Dutch's defensive fire", "Cuirassiers' pistols at contact"]);
    const fire = stage(r, 'defensive-fire');
    expect(fire?.result).toBe('No effect on Cuirassiers. No die for Cuirassiers is needed: no face could change the result.');
    expect(fire?.rolls).toEqual({ actor: 1 });
    // A program still rolls it, so seeded journals keep their dice.
    expect(seededLabels(s, charge({ crossedArc: true }))).toContain('Cuirassiers under defensive fire');
  });
  it('pass-through fire: the same', () => {
    const r = runCharge(s, charge({ passThrough: ['D2'] }), 1, 3, 3, 3, 3);
    expect(labels(r)[0]).toBe("Flankers' pass-through fire");
    expect(labels(r)).not.toContain('Cuirassiers under pass-through fire');
    expect(stage(r, 'pass-through-fire')?.result).toBe('No effect on Cuirassiers. No die for Cuirassiers is needed: no face could change the result.');
    expect(seededLabels(s, charge({ passThrough: ['D2'] }))).toContain('Cuirassiers under pass-through fire');
  });
  it('fire at contact: the same (harquebusiers whose carbines cannot disorder the target halt with one die)', () => {
    const h = makeState({ attacker: [{ name: 'Harquebusiers', type: 'harquebusier' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }] });
    const r = runCharge(h, charge(), 1);
    expect(r.steps).toEqual(['charge', 'contact-fire', 'halt']);
    expect(stage(r, 'contact-fire')?.result).toBe('No effect on Dutch. No die for Dutch is needed: no face could change the result.');
    expect(seededLabels(h, charge())).toEqual(["Harquebusiers' carbines at contact", 'Dutch under carbine fire at contact']);
  });
  it('a die that can still change the result is asked for as before', () => {
    // A 2 for the Dutch against the cuirassiers' 1: 2 − 1 = 1 would hit, so the second die is needed.
    const r = runCharge(s, charge({ crossedArc: true }), 2, 6, 3, 3, 3, 3);
    expect(labels(r).slice(0, 2)).toEqual(["Dutch's defensive fire", 'Cuirassiers under defensive fire']);
  });
});

describe('Leaders and Command Control: a casualty roll no face of which can change the fate is not asked for by hand', () => {
  // Blue ±0 against Red ±0 (two commanded shot, Tilly with Red): a 6 against a 1 costs Red 2 levels.
  const build = (houseRules: Record<string, number>) =>
    makeState({
      attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 2 }],
      defender: [{ name: 'Red', type: 'commanded-shot', bases: 2 }],
      leaders: { attacker: [{ name: 'Banér' }], defender: [{ name: 'Tilly', attachedTo: 'D1' }] },
      activeLeader: 'AL1',
      houseRules,
    });
  const melee: MeleeRequest = { kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open' };
  const fight = (state: DevilState, d: ReturnType<typeof handDice>) => {
    const r = resolveMelee(state, melee, d);
    if (!r.ok) throw new Error(r.error);
    return r.value.results[0]?.result ?? '';
  };
  it('out of reach (house rule leader.falls-on 12): he survives without a die', () => {
    const d = handDice([6, 1]);
    expect(fight(build({ 'leader.falls-on': 12 }), d)).toContain('Tilly survives: no die is needed, as even a 6 + 2 levels stays below 12.');
    expect(d.unused()).toBe(0);
    const seeded = seededDice({ seed: 3 });
    resolveMelee(build({ 'leader.falls-on': 12 }), melee, seeded);
    expect(seeded.rolled.map((x) => x.label)).toContain("Tilly's casualty roll");
  });
  it('always reached (house rule leader.falls-on 3): he falls without a die', () => {
    const d = handDice([6, 1]);
    expect(fight(build({ 'leader.falls-on': 3 }), d)).toContain('Tilly is killed: no die is needed, as even a 1 + 2 levels reaches 3.');
    expect(d.unused()).toBe(0);
  });
  it('as the book has it (falls on 7), the die is asked for', () => {
    const d = handDice([6, 1, 5]);
    expect(fight(build({}), d)).toContain('Tilly is killed (leader roll 5 + 2 levels ≥ 7).');
  });
});

describe('Melee: a die no face of which changes what the melee does is not asked for by hand', () => {
  // Red is Demoralized on its last base: any loss destroys it.
  const s = makeState({
    attacker: [{ name: 'Guard', type: 'guard-cuirassier' }, { name: 'Blue', type: 'commanded-shot', bases: 2 }],
    defender: [{ name: 'Red', type: 'commanded-shot', status: 'demoralized', bases: 2, lost: 1 }],
  });
  const fight = (req: MeleeRequest, ...values: number[]) => {
    const d = handDice(values);
    const r = resolveMelee(s, req, d);
    if (!r.ok) throw new Error(r.error);
    expect(d.unused()).toBe(0);
    const res = r.value.results[0];
    if (!res) throw new Error('no result');
    return { res, labels: d.rolled.map((x) => x.label) };
  };
  const melee = (unit: string, charging = false): MeleeRequest => ({ kind: 'melee', unit, target: 'D1', charging, aspect: 'front', ground: 'open' });
  it('after a die that wins on every face of the other, the other is settled', () => {
    const won = fight(melee('A2'), 6);
    expect(won.labels).toEqual(['Blue in the melee']);
    expect(won.res.rolls).toEqual({ actor: 6 });
    expect(won.res.result).toMatch(/^Red lost and is destroyed/);
    expect(won.res.result).toMatch(/No die for Red is needed: no face could change the result\.$/);
    // A 1 can tie or lose: the second die is asked for.
    expect(fight(melee('A2'), 1, 6).labels).toEqual(['Blue in the melee', 'Red in the melee']);
  });
  it('a melee whose every pair of dice gives the same result asks for none; a program still rolls both', () => {
    const sure = fight(melee('A1', true));
    expect(sure.res.result).toMatch(/No die is needed: no face could change the result\.$/);
    const seeded = seededDice({ seed: 5 });
    resolveMelee(s, melee('A1', true), seeded);
    expect(seeded.rolled.map((x) => x.label)).toEqual(['Guard in the melee (charging)', 'Red in the melee']);
  });
});
