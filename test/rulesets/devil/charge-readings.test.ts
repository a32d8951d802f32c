/**
 * Seed 000, "Charges" and "Movement": contacting a unit an evade exposed, a unit attacked
 * halfway through a choke point, and the two sentences of "Charges" that read two ways (each
 * kept as the tool reads it, with a house rule for the other reading).
 */
import { describe, expect, it } from 'vitest';
import type { ChargeRequest, MeleeRequest } from '../../../src/rulesets/devil/actions.js';
import { chargeCheck } from '../../../src/rulesets/devil/charge-check.js';
import { chargeOdds } from '../../../src/rulesets/devil/charge-odds.js';
import { parseDevilAction } from '../../../src/rulesets/devil/parse.js';
import { meleeModifiers } from '../../../src/rulesets/devil/melee.js';
import { validateHouseRules } from '../../../src/rulesets/devil/house-rules.js';
import { readFileSync } from 'node:fs';
import { CHARGE_READINGS } from '../../../src/rulesets/devil/combat-tables.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { chargeRefusal, runCharge } from './charge-fixtures.js';
import { makeState } from './fixtures.js';

const charge = (extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: true, evade: false, ...extra });
const melee = (extra: Partial<MeleeRequest> = {}): MeleeRequest => ({ kind: 'melee', unit: 'A1', target: 'D1', charging: false, ground: 'open', ...extra });
const run = runCharge;
const refusal = chargeRefusal;
const unitOf = (s: DevilState, id: string) => s.units.find((u) => u.id === id);

describe('Charges: evade, then contact', () => {
  const s = makeState({
    attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }, { name: 'Friends', type: 'commanded-shot' }],
    defender: [{ name: 'Hope', type: 'forlorn-hope' }, { name: 'Shot', type: 'commanded-shot', bases: 2 }, { name: 'Croats', type: 'irregular-light-horse' }],
  });
  it('the charger contacts the unit the evade exposed: it neither evades nor fires, and it is the target of the pistols and the melee', () => {
    const r = run(s, charge({ evade: true, then: 'D2' }), 3, 3, 3, 3);
    expect(r.steps).toEqual(['charge', 'evade', 'contact-fire', 'melee']);
    expect(r.results[1]?.result).toBe(
      'Hope evades, using its action; Cuirassiers go on with the movement they have left and contact Shot, which the evade exposed. Shot may neither evade nor give defensive fire.',
    );
    expect(r.results[2]?.target).toBe('Shot');
    expect(r.results[3]).toMatchObject({ action: 'melee', actor: 'Cuirassiers', target: 'Shot' });
    expect(unitOf(r.after, 'D1')?.acted).toBe(true);
    expect(unitOf(r.after, 'D1')?.engagedWith).toEqual([]);
    expect(unitOf(r.after, 'D2')?.engagedWith).toEqual(['A1']);
  });
  it('the exposed unit gives no defensive fire even when the charger crosses its arc, and it could otherwise evade', () => {
    const c = chargeCheck(s, charge({ evade: true, then: 'D3' }));
    expect(c.ok && c.value.defensiveFire).toBe(false);
    const r = run(s, charge({ evade: true, then: 'D3' }), 3, 3, 3, 3);
    expect(r.steps).toEqual(['charge', 'evade', 'contact-fire', 'melee']);
    expect(r.results[3]?.target).toBe('Croats');
  });
  it('the odds of the whole charge follow the exposed unit', () => {
    const o = chargeOdds(s, charge({ evade: true, then: 'D2' }));
    if (!o.ok) throw new Error(o.error);
    expect(o.value.stages.map((x) => [x.id, x.target])).toEqual([
      ['contact-fire', 'Shot'],
      ['melee', 'Shot'],
    ]);
    expect(o.value.odds.outcomes.reduce((n, x) => n + x.probability, 0)).toBeCloseTo(1, 12);
  });
  it('refuses --then without an evade, with contact on the evader, on the evader itself, or on a friend', () => {
    expect(refusal(s, charge({ then: 'D2' }))).toBe('--then names the unit an evade exposed: Hope must evade first.');
    expect(refusal(s, charge({ evade: true, contact: true, then: 'D2' }))).toBe('After Hope evades, Cuirassiers contact either Hope or the unit the evade exposed, not both.');
    expect(refusal(s, charge({ evade: true, then: 'D1' }))).toMatch(/^Hope is the unit that evades/);
    expect(refusal(s, charge({ evade: true, then: 'A2' }))).toBe('Friends are on the same side as Cuirassiers: choose an enemy unit.');
    expect(refusal(s, charge({ evade: true, then: 'D2', passThrough: ['D2'] }))).toBe('Shot was exposed by the evade: it may not fire at the charger.');
  });
  it('the charger\'s own limits apply to the exposed unit (irregular light horse against formed foot frontally)', () => {
    const ilh = makeState({ attacker: [{ name: 'Cossacks', type: 'irregular-light-horse' }], defender: [{ name: 'Hope', type: 'forlorn-hope' }, { name: 'Shot', type: 'commanded-shot' }] });
    expect(refusal(ilh, charge({ evade: true, then: 'D2' }))).toMatch(/^Cossacks may charge only irregular light horse/);
  });
  it('is typed as charge A1 at D1 --then D2, which implies --evade and asks nothing about contact', () => {
    const p = parseDevilAction(s, 'charge A1 at D1 --then D2');
    expect(p.ok && p.value).toMatchObject({ kind: 'charge', evade: true, then: 'D2' });
    expect(parseDevilAction(s, 'charge A1 at D1 --no-evade --then D2')).toEqual({ ok: false, error: '--then names the unit an evade exposed: it cannot go with --no-evade' });
  });
});

describe('Movement: attacked halfway through a choke point counts as flanked', () => {
  const s = makeState({
    attacker: [{ name: 'Cuirassiers', type: 'cuirassier', engagedWith: ['D1', 'D2'] }],
    defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Dragoons', type: 'dragoons' }],
  });
  const labels = (req: MeleeRequest) => {
    const r = meleeModifiers(s, req);
    if (!r.ok) throw new Error(r.error);
    return r.value.target.map((m) => m.label);
  };
  it('a frontal melee with --choke-point gives the target the flank rows (pikes cover the flank)', () => {
    expect(labels(melee())).not.toContain('Taken in flank or rear');
    const choke = labels(melee({ chokePoint: true }));
    expect(choke).toContain('Taken in flank or rear');
    expect(choke).toContain('Pikes cover the flank (Dutch battalion)');
    expect(labels(melee({ chokePoint: true }))).toEqual(labels(melee({ aspect: 'flank' })));
  });
  it('whatever the troop type: dragoons, who have no flanks, count as flanked too', () => {
    expect(labels(melee({ target: 'D2', aspect: 'flank' }))).not.toContain('Taken in flank or rear');
    expect(labels(melee({ target: 'D2', chokePoint: true }))).toContain('Taken in flank or rear');
  });
  it('a charge with --choke-point fights the melee as flanked, and says why', () => {
    const fresh = makeState({ attacker: [{ name: 'Finns', type: 'hackapell' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }] });
    const r = run(fresh, charge({ chokePoint: true }), 3, 3);
    const m = r.results.find((x) => x.action === 'melee');
    expect((m?.modifiers?.target ?? []).map((x) => x.label)).toContain('Taken in flank or rear');
    expect(m?.result).toMatch(/Dutch is attacked halfway through a choke point: it counts as flanked \("Movement"\)\./);
  });
  it('is the flag --choke-point on both charge and melee', () => {
    const p = parseDevilAction(s, 'melee A1 at D1 --choke-point');
    expect(p.ok && p.value).toMatchObject({ kind: 'melee', chokePoint: true });
    const fresh = makeState({ attacker: [{ type: 'hackapell' }], defender: [{ type: 'dutch-battalion' }] });
    const q = parseDevilAction(fresh, 'charge A1 at D1 --choke-point --no-evade --crossed-arc');
    expect(q.ok && q.value).toMatchObject({ kind: 'charge', chokePoint: true });
  });
});

describe('Charges: the defensive-fire exception, read for the charger (house rule charge.reading.fire-exception-target)', () => {
  const build = (houseRules: Record<string, number> = {}) =>
    makeState({ attacker: [{ name: 'Finns', type: 'hackapell' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }], houseRules });
  it('as the tool reads it, hackapells charging frontally draw no defensive fire', () => {
    const c = chargeCheck(build(), charge());
    expect(c.ok && c.value.noDefensiveFire).toBe('No defensive fire against Finns: Finnish hackapells charging frontally are not fired on.');
  });
  it('read for the target, the same charge is fired on', () => {
    const c = chargeCheck(build({ 'charge.reading.fire-exception-target': 1 }), charge());
    expect(c.ok && c.value.defensiveFire).toBe(true);
  });
  it('the key takes 0 or 1 only', () => {
    expect(validateHouseRules({ 'charge.reading.fire-exception-target': 1 })).toEqual([]);
    expect(validateHouseRules({ 'charge.reading.fire-exception-target': 2 })[0]?.message).toBe('house rule "charge.reading.fire-exception-target" must be from 0 to 1, not 2');
  });
});

describe('Charges: harquebusiers refuse frontal contact with an undisordered enemy (house rule charge.reading.harquebusier-any-contact)', () => {
  const build = (houseRules: Record<string, number> = {}) =>
    makeState({ attacker: [{ name: 'Harquebusiers', type: 'harquebusier' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }], houseRules });
  it('as the tool reads it, only a frontal charge halts 1" short', () => {
    const s = build();
    const front = chargeCheck(s, charge());
    const flank = chargeCheck(s, charge({ aspect: 'flank', crossedArc: false }));
    expect(front.ok && front.value.harquebusierHalt).toBe(true);
    expect(flank.ok && flank.value.harquebusierHalt).toBe(false);
  });
  it('read as any contact, a charge into the flank halts too unless the carbines disorder the target', () => {
    const s = build({ 'charge.reading.harquebusier-any-contact': 1 });
    const flank = chargeCheck(s, charge({ aspect: 'flank', crossedArc: false }));
    expect(flank.ok && flank.value.harquebusierHalt).toBe(true);
    // Carbines at contact: 1 cannot beat any face, so the target's die is not needed: the harquebusiers halt, and no melee follows.
    const r = run(s, charge({ aspect: 'flank', crossedArc: false }), 1);
    expect(r.steps).toEqual(['charge', 'contact-fire', 'halt']);
  });
});

describe('Charges: a unit that has already acted may not evade (house rule charge.reading.evade-after-acting)', () => {
  const build = (houseRules: Record<string, number> = {}) =>
    makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Hope', type: 'forlorn-hope', acted: true }], houseRules });
  it('as the tool reads it, evading uses the action the unit no longer has', () => {
    expect(refusal(build(), charge({ evade: true }))).toBe('Hope has already acted this turn: evading would use its action.');
  });
  it('Terminal English: a plural evader is refused with "their action", not "its"', () => {
    const croats = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Croats', type: 'irregular-light-horse', acted: true }] });
    expect(refusal(croats, charge({ evade: true }))).toBe('Croats have already acted this turn: evading would use their action.');
  });
  it('read the other way, an evade is a reaction any evader may make, acted or not', () => {
    const s = build({ 'charge.reading.evade-after-acting': 1 });
    const c = chargeCheck(s, charge({ evade: true }));
    expect(c.ok && c.value.canEvade).toBe(true);
    expect(run(s, charge({ evade: true, contact: false })).steps).toEqual(['charge', 'evade']);
    expect(validateHouseRules({ 'charge.reading.evade-after-acting': 1 })).toEqual([]);
  });
});

describe('Actions: only the evaders "Charges" names may evade; "Irregulars or Horsemen" is a house rule (charge.reading.evade-horsemen)', () => {
  const build = (houseRules: Record<string, number> = {}) =>
    makeState({ attacker: [{ name: 'Reiters', type: 'reiter' }, { name: 'Pikes', type: 'tercio', bases: 6 }], defender: [{ name: 'Cuirassiers', type: 'cuirassier' }, { name: 'Shot', type: 'commanded-shot', bases: 2 }], houseRules });
  it('as the tool reads it, charged cuirassiers stand: the refusal names the house rule that would let them evade', () => {
    expect(refusal(build(), charge({ evade: true }))).toBe('Cuirassiers cannot evade: only forlorn hopes, dragoons and irregular light horse may (house rule charge.reading.evade-horsemen 1 lets every mounted unit try).');
    const c = chargeCheck(build(), charge());
    expect(c.ok && c.value.canEvade).toBe(false);
  });
  it('read the other way, any mounted target may evade, and its evade uses its action; foot still may not', () => {
    const s = build({ 'charge.reading.evade-horsemen': 1 });
    const c = chargeCheck(s, charge());
    expect(c.ok && c.value.canEvade).toBe(true);
    const r = run(s, charge({ evade: true, contact: false }));
    expect(r.steps).toEqual(['charge', 'evade']);
    expect(unitOf(r.after, 'D1')?.acted).toBe(true);
    expect(refusal(s, charge({ unit: 'A2', target: 'D2', evade: true }))).toBe('Shot cannot evade: only forlorn hopes, dragoons and irregular light horse may.');
    expect(validateHouseRules({ 'charge.reading.evade-horsemen': 1 })).toEqual([]);
  });
});

describe('Charges: a devastating pass-through fire does not stop the charge (house rule charge.reading.pass-through-devastating)', () => {
  const build = (houseRules: Record<string, number> = {}) =>
    makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Flankers', type: 'commanded-shot', bases: 2 }], houseRules });
  it('as the tool reads it, only the target\'s devastating fire stops a charge: the charger goes on, and the result says why', () => {
    const r = run(build(), charge({ crossedArc: false, passThrough: ['D2'] }), 6, 3, 3, 3, 3);
    expect(r.steps).toEqual(['charge', 'pass-through-fire', 'contact-fire', 'melee']);
    expect(r.results[1]?.result).toMatch(/Cuirassiers lose 2 levels.*\. Pass-through fire does not stop a charge, devastating or not: Cuirassiers go on\.$/);
  });
  it('after a devastating defensive fire the charge has already stopped: a devastating pass-through fire says no more', () => {
    const big = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier', bases: 6 }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Flankers', type: 'commanded-shot', bases: 2 }] });
    const r = run(big, charge({ passThrough: ['D2'] }), 6, 1, 6, 1);
    expect(r.steps).toEqual(['charge', 'defensive-fire', 'pass-through-fire']);
    expect(r.results[2]?.result).toMatch(/^Cuirassiers lose [23] levels/);
    expect(r.results[2]?.result).not.toMatch(/go on|stop/);
  });
  it('read the other way, it stops the charger 1" short and no melee follows; the odds agree', () => {
    const s = build({ 'charge.reading.pass-through-devastating': 1 });
    const r = run(s, charge({ crossedArc: false, passThrough: ['D2'] }), 6, 3);
    expect(r.steps).toEqual(['charge', 'pass-through-fire']);
    expect(r.results[1]?.result).toMatch(/Devastating fire: Cuirassiers stop 1" short of Dutch, and no melee follows \(house rule\)\.$/);
    const label = (o: ReturnType<typeof chargeOdds>) => (o.ok ? o.value.odds.outcomes.find((x) => x.label.startsWith('devastating fire'))?.probability ?? 0 : -1);
    expect(label(chargeOdds(build(), charge({ crossedArc: false, passThrough: ['D2'] })))).toBe(0);
    expect(label(chargeOdds(s, charge({ crossedArc: false, passThrough: ['D2'] })))).toBeGreaterThan(0);
    expect(validateHouseRules({ 'charge.reading.pass-through-devastating': 1 })).toEqual([]);
  });
});

describe('Charges: docs/rules/devil-rules.md gives both readings of each ambiguous sentence', () => {
  const doc = readFileSync(new URL('../../../docs/rules/devil-rules.md', import.meta.url), 'utf8');
  it.each(Object.values(CHARGE_READINGS))('$key: a table line with its value, both readings and the section', (row) => {
    const line = doc.split('\n').find((l) => l.startsWith(`| \`${row.key}\` |`));
    expect(line).toBeDefined();
    expect((line ?? '').split(' | ')[2]).toBe(String(row.value));
    expect(line).toContain(row.why);
    expect(line).toContain(row.section);
  });
});

describe('Charges: a target that may evade and does not is said so in the charge\'s result', () => {
  // Sword and bucklermen (no fire at contact, no defensive fire drawn frontally) charge: only the melee's dice.
  const s = makeState({ attacker: [{ name: 'Blades', type: 'sword-and-buckler' }], defender: [{ name: 'Croats', type: 'irregular-light-horse' }, { name: 'Pikes', type: 'tercio', bases: 6 }] });
  it('Croats may evade: "Croats do not evade."', () => {
    const r = run(s, charge({ ground: 'rough' }), 3, 3);
    expect(r.results[0]?.result).toContain('Croats do not evade.');
  });
  it('a target that may not evade is not told it did not', () => {
    const r = run(s, charge({ target: 'D2' }), 3, 3);
    expect(r.results[0]?.result).not.toMatch(/evade/);
  });
});
