/**
 * Seed 000, "Fire" and "Advancing Fire" (and "Actions": Fire, Advancing Fire): who may fire,
 * combined fire, one calculation per target, the Swedish brigade's one arc, the modifiers,
 * the dice and the refusals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handDice, newDiceState, seededDice } from '../../../src/dice/dice.js';
import { faceLines } from '../../../src/rulesets/devil/hand-reading.js';
import type { Modifier } from '../../../src/engine/ruleset.js';
import type { AdvancingFireRequest, FireRequest } from '../../../src/rulesets/devil/actions.js';
import { ADVANCING_PIKE_AND_SHOT_KEY, canAdvanceFire } from '../../../src/rulesets/devil/catalogue.js';
import { FIRE, FIRE_FIRER, FIRE_READINGS } from '../../../src/rulesets/devil/combat-tables.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { advancingFireModifiers, advancingFireOdds, fireModifiers, fireOdds, resolveAdvancingFire, resolveFire } from '../../../src/rulesets/devil/fire.js';
import { validateHouseRules } from '../../../src/rulesets/devil/house-rules.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { moveInches } from '../../../src/rulesets/devil/turn-tables.js';
import { dice, makeState, unit } from './fixtures.js';

const fire = (units: string[], target: string, extra: Partial<FireRequest> = {}): FireRequest => ({ kind: 'fire', units, target, short: false, cover: 'none', ...extra });
const labels = (mods: readonly Modifier[]) => mods.map((m) => m.label);
const value = (mods: readonly Modifier[], label: string) => mods.find((m) => m.label === label)?.value;
function mods(state: DevilState, req: FireRequest) {
  const r = fireModifiers(state, req);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
function refusal(state: DevilState, req: FireRequest | AdvancingFireRequest): string {
  const r = req.kind === 'fire' ? resolveFire(state, req, handDice([])) : resolveAdvancingFire(state, req, handDice([]));
  if (r.ok) throw new Error('accepted');
  return r.error;
}

describe('Fire: who may fire', () => {
  const s = makeState({
    attacker: [
      { name: "Tott's Cuirassiers 1", type: 'cuirassier' },
      { name: 'Halberdiers', type: 'sword-and-buckler', bases: 2 },
      { name: 'Winged Hussars', type: 'guard-cuirassier' },
      { name: 'Hakkapeliitta', type: 'hackapell' },
      { name: 'Peasants', type: 'militia', bases: 3 },
      { name: 'Armed Peasants', type: 'militia', bases: 3, missiles: true },
      { name: 'Boyars', type: 'reiter', missiles: true },
      { name: 'Reiters', type: 'reiter' },
      { name: 'Musketeers', type: 'commanded-shot', bases: 2 },
      { name: 'Column', type: 'commanded-shot', formation: 'march' },
    ],
    defender: [{ name: 'Dutch', type: 'dutch-battalion' }],
  });
  it('cuirassiers and reiters fire only when charging or charged', () => {
    expect(refusal(s, fire(['A1'], 'D1'))).toBe("Tott's Cuirassiers 1 can fire only when charging or charged.");
    expect(refusal(s, fire(['A8'], 'D1'))).toBe('Reiters can fire only when charging or charged.');
  });
  it('sword-and-bucklermen, guard cuirassiers/lancers and hackapells never fire', () => {
    for (const id of ['A2', 'A3', 'A4']) expect(refusal(s, fire([id], 'D1'))).toMatch(/cannot fire: .* have no missile weapons/);
  });
  it('militia fire only when the scenario arms them, and then at −1', () => {
    expect(refusal(s, fire(['A5'], 'D1'))).toBe('Peasants have no missile weapons (the scenario does not arm them).');
    expect(value(mods(s, fire(['A6'], 'D1')).actor, 'Militia/levy')).toBe(-1);
  });
  it('eastern reiters armed by scenario fire with bows/firearms', () => {
    expect(value(mods(s, fire(['A7'], 'D1')).actor, 'Reiter bows/firearms')).toBe(-1);
  });
  it('a unit in march column, or in an ongoing combat, does not fire', () => {
    expect(refusal(s, fire(['A10'], 'D1'))).toMatch(/march column/);
    const engaged = makeState({ attacker: [{ type: 'commanded-shot', engagedWith: ['D1'] }], defender: [{ type: 'tercio', bases: 6 }] });
    expect(refusal(engaged, fire(['A1'], 'D1'))).toMatch(/is in a melee and cannot fire/);
  });
  it('lines fire only to their front; a tercio may fire 2 bases in any direction, a Dutch battalion 1 to a flank', () => {
    expect(refusal(s, fire(['A9'], 'D1', { arc: 'flank' }))).toBe('Musketeers cannot fire into their flank arc.');
    const p = makeState({ attacker: [{ type: 'tercio', bases: 6 }, { type: 'dutch-battalion' }], defender: [{ type: 'forlorn-hope' }] });
    // firing bases against 1 target base: 2 → badly outnumbers, 1 → even
    expect(value(mods(p, fire(['A1'], 'D1', { arc: 'flank' })).actor, 'Badly outnumbers the enemy')).toBe(2);
    expect(labels(mods(p, fire(['A2'], 'D1', { arc: 'flank' })).actor)).not.toContain('Outnumbers the enemy');
    expect(value(mods(p, fire(['A2'], 'D1', { arc: 'rear' })).actor, 'Badly outnumbers the enemy')).toBe(2);
  });
  it('refuses unknown and destroyed units, friendly targets and impossible base counts, changing nothing', () => {
    expect(refusal(s, fire(['X9'], 'D1'))).toBe('There is no unit "X9".');
    const d = makeState({ attacker: [{ type: 'commanded-shot' }, { type: 'commanded-shot' }], defender: [{ type: 'tercio', bases: 6, status: 'destroyed' }] });
    expect(refusal(d, fire(['A1'], 'D1'))).toMatch(/has been destroyed/);
    expect(refusal(d, fire(['A1'], 'A2'))).toMatch(/same side/);
    expect(refusal(s, fire(['A9'], 'D1', { bases: 3 }))).toBe('Only 2 bases can fire to the front: give --bases from 1 to 2, not 3.');
    expect(refusal(s, fire([], 'D1'))).toMatch(/at least one/);
    expect(refusal(s, fire(['A9', 'A9'], 'D1'))).toMatch(/twice/);
  });
});

describe('Fire: combined fire — "the type of firing base is the most numerous one"', () => {
  const s = makeState({
    attacker: [
      { name: 'Shot', type: 'commanded-shot', bases: 2, status: 'disordered' },
      { name: 'Guns', type: 'light-artillery', bases: 1 },
      { name: 'Few Shot', type: 'commanded-shot', bases: 1, status: 'disordered' },
    ],
    defender: [{ name: 'Tercio', type: 'tercio', bases: 6 }],
  });
  it('two bases of disordered musketeers and one undisordered gun fire as disordered musketeers', () => {
    const m = mods(s, fire(['A1', 'A2'], 'D1'));
    expect(labels(m.actor)).toEqual(['Commanded shot', 'Firer disordered']);
    // 3 firing bases against 6: badly outnumbered, credited to the target
    expect(value(m.target, 'Badly outnumbers the enemy')).toBe(2);
  });
  it('one base of each: the first listed decides unless the player chooses the guns', () => {
    expect(labels(mods(s, fire(['A3', 'A2'], 'D1')).actor)).toContain('Firer disordered');
    const guns = mods(s, fire(['A3', 'A2'], 'D1', { firingType: 'A2' }));
    expect(labels(guns.actor)).toEqual(['Light artillery']);
  });
  it('the player may not choose a type that is not the most numerous', () => {
    expect(refusal(s, fire(['A1', 'A2'], 'D1', { firingType: 'A2' }))).toMatch(/not the most numerous/);
  });
  it('is one calculation on the target: one pair of dice, one result', () => {
    const r = resolveFire(s, fire(['A1', 'A2'], 'D1'), dice(4, 2));
    expect(r.ok && r.value.results.length).toBe(1);
    expect(r.ok && r.value.results[0]?.actor).toBe('Shot and Guns');
  });
  it('refuses fire combined across sides', () => {
    const t = makeState({ attacker: [{ type: 'commanded-shot' }], defender: [{ type: 'commanded-shot' }, { type: 'tercio', bases: 6 }] });
    expect(refusal(t, fire(['A1', 'D1'], 'D2'))).toMatch(/different sides/);
  });
});

describe('Fire: the modifiers', () => {
  const s = makeState({
    attacker: [{ name: 'Blue', type: 'dutch-battalion' }, { name: 'Old Blue', type: 'veteran-dutch-battalion' }],
    defender: [{ name: 'Red', type: 'dutch-battalion' }, { name: 'Croats', type: 'irregular-light-horse' }, { name: 'Old Red', type: 'veteran-tercio', bases: 6 }],
    leaders: { attacker: [{ name: 'Maurice', attachedTo: 'A1' }] },
  });
  it('a Dutch battalion firing on another at short range: +1 short, +1 leader; the target +1 outnumbering, −1 a dense block', () => {
    const m = mods(s, fire(['A1'], 'D1', { short: true }));
    expect(m.actor.map((x) => [x.label, x.value])).toEqual([
      ['Dutch battalion musketeers', 0],
      ['Short range', 1],
      ['Leader with firer', 1],
    ]);
    expect(m.target.map((x) => [x.label, x.value])).toEqual([
      ['Target is a dense pike-and-shot block', -1],
      ['Outnumbers the enemy', 1],
    ]);
  });
  it('the leader comes from the state; the game master may override it', () => {
    expect(labels(mods(s, fire(['A1'], 'D1', { leaderWithActor: false })).actor)).not.toContain('Leader with firer');
    expect(labels(mods(s, fire(['A2'], 'D1', { leaderWithActor: true })).actor)).toContain('Leader with firer');
  });
  it('cover: soft +1, hard +2, fortified +3 to the target', () => {
    expect(value(mods(s, fire(['A1'], 'D1', { cover: 'soft' })).target, 'Soft cover')).toBe(1);
    expect(value(mods(s, fire(['A1'], 'D1', { cover: 'hard' })).target, 'Hard cover')).toBe(2);
    expect(value(mods(s, fire(['A1'], 'D1', { cover: 'fortified' })).target, 'Fortified')).toBe(3);
  });
  it('firer disordered −1, demoralized −2 (state or override)', () => {
    expect(value(mods(s, fire(['A1'], 'D1', { actorStatus: 'disordered' })).actor, 'Firer disordered')).toBe(-1);
    expect(value(mods(s, fire(['A1'], 'D1', { actorStatus: 'demoralized' })).actor, 'Firer demoralized')).toBe(-2);
  });
  it('veterans fire better and stand fire better; swarms are hard to hit', () => {
    expect(value(mods(s, fire(['A2'], 'D1')).actor, 'Veteran firer')).toBe(1);
    expect(value(mods(s, fire(['A1'], 'D3')).target, 'Veteran target')).toBe(1);
    expect(value(mods(s, fire(['A1'], 'D2')).target, 'Target is irregular horse')).toBe(1);
  });
  it('artillery: light +1, medium +2, heavy +3 for the weapon', () => {
    for (const [type, v] of [
      ['light-artillery', 1],
      ['medium-artillery', 2],
      ['heavy-artillery', 3],
    ] as const) {
      const g = makeState({ attacker: [{ type }], defender: [{ type: 'tercio', bases: 6 }] });
      expect(mods(g, fire(['A1'], 'D1')).actor[0]?.value).toBe(v);
    }
  });
  it('a scenario house rule replaces a value and says so', () => {
    const h = makeState({ attacker: [{ type: 'dutch-battalion' }], defender: [{ type: 'dutch-battalion' }], houseRules: { 'fire.short': 2 } });
    const row = mods(h, fire(['A1'], 'D1', { short: true })).actor.find((m) => m.label.startsWith('Short range'));
    expect(row).toEqual({ label: 'Short range (house rule)', value: 2, reason: `${FIRE.short.reason} (Fire)`, houseRule: true });
  });
});

describe('Fire: the dice and the result', () => {
  const s = makeState({ attacker: [{ name: 'Blue Regiment', type: 'dutch-battalion' }], defender: [{ name: 'Red Regiment', type: 'dutch-battalion' }] });
  const req = fire(['A1'], 'D1', { short: true }); // net: +1 − 0 = +1

  it('rolls the actor\'s die first, then the target\'s, with meaningful labels', () => {
    const d = dice(5, 2);
    const r = resolveFire(s, req, d);
    expect(r.ok).toBe(true);
    expect(d.rolled).toEqual([
      { sides: 6, value: 5, label: "Blue Regiment's fire" },
      { sides: 6, value: 2, label: 'Red Regiment under fire' },
    ]);
  });
  it('reads the difference through the Fire table and reports it all', () => {
    const r = resolveFire(s, req, dice(4, 2)); // 4+1 − (2+0) = 3: one level
    if (!r.ok) throw new Error(r.error);
    const res = r.value.results[0];
    expect(res).toMatchObject({
      action: 'Fire',
      actor: 'Blue Regiment',
      target: 'Red Regiment',
      actorModifier: 1,
      targetModifier: 0,
      rolls: { actor: 4, target: 2 },
      difference: 3,
      result: 'Red Regiment loses 1 level: OK → Disordered.',
      changes: [{ unit: 'Red Regiment', from: 'OK', to: 'Disordered' }],
    });
    expect(r.value.events).toEqual([{ type: 'unit', unit: 'D1', from: 'ok', to: 'disordered', basesFrom: 3, basesTo: 3, text: expect.stringContaining('Red Regiment') }]);
    expect(res?.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['no effect', '5/12'],
      ['Red Regiment loses 1 level', '5/12'],
      ['Red Regiment loses 2 levels', '5/36'],
      ['Red Regiment loses 3 levels', '1/36'],
    ]);
    expect(res?.odds?.expected.targetLevels).toBeCloseTo(28 / 36, 12);
  });
  it('no effect when equal or lower', () => {
    const r = resolveFire(s, req, dice(1, 2));
    expect(r.ok && r.value.results[0]?.result).toBe('No effect on Red Regiment.');
    expect(r.ok && r.value.events).toEqual([]);
  });
  it('a demoralized unit loses bases, and half its bases lost destroys it', () => {
    const t = makeState({ attacker: [{ type: 'heavy-artillery', bases: 3 }], defender: [{ name: 'Red', type: 'dutch-battalion', status: 'demoralized' }] });
    const r = resolveFire(t, fire(['A1'], 'D1', { short: true }), dice(6)); // 6+3+1 − (6+0) = 4 at worst: destroyed whatever Red rolls
    expect(r.ok && r.value.results[0]?.result).toBe('Red is destroyed: Demoralized → Destroyed. No die for Red is needed: no face could change the result.');
    const after = r.ok ? applyEvents(t, r.value.events) : t;
    expect(unit(after, 'D1').status).toBe('destroyed');
  });
  it('a target die no face of which changes the result is settled: not asked by hand, still rolled by a program', () => {
    const long = fire(['A1'], 'D1'); // net 0 − 0: a firer's 1 cannot beat any face
    const hand = dice(1);
    const r = resolveFire(s, long, hand);
    if (!r.ok) throw new Error(r.error);
    expect(hand.rolled.map((d) => d.label)).toEqual(["Blue Regiment's fire"]);
    expect(r.value.results[0]?.rolls).toEqual({ actor: 1 });
    expect(r.value.results[0]?.result).toBe('No effect on Red Regiment. No die for Red Regiment is needed: no face could change the result.');
    const program = seededDice(newDiceState(1));
    const p = resolveFire(s, long, { ...program, roll: () => 1, settled: () => 4 });
    expect(p.ok && p.value.results[0]?.rolls).toEqual({ actor: 1, target: 4 });
    // A die that can still change the result is asked as before.
    expect(() => resolveFire(s, long, dice(2))).toThrow(/Red Regiment under fire needs a die roll/);
  });
  it('a sure outcome reads "certain", not "1, 100.0%"', () => {
    expect(faceLines(() => 'no effect')).toEqual(['any face: no effect (certain)']);
  });
  it('is deterministic: the same dice give the same outcome', () => {
    const a = resolveFire(s, req, dice(3, 3));
    const b = resolveFire(s, req, dice(3, 3));
    expect(a).toEqual(b);
  });
  it('a refusal rolls no dice and changes nothing', () => {
    const d = handDice([]);
    const r = resolveFire(s, fire(['A1'], 'A1'), d);
    expect(r.ok).toBe(false);
    expect(d.rolled).toEqual([]);
  });
  it('odds come without rolling, and agree with the resolver', () => {
    const o = fireOdds(s, req);
    const r = resolveFire(s, req, dice(1, 1));
    expect(o.ok && r.ok && r.value.results[0]?.odds).toEqual(o.ok ? o.value : null);
  });
});

describe('Fire: the Swedish brigade fires into one arc per turn', () => {
  const s = makeState({ attacker: [{ name: 'Yellow', type: 'swedish-brigade', bases: 6 }], defender: [{ type: 'tercio', bases: 6 }, { type: 'cuirassier' }] });
  it('three bases to the front, two to the rear or a flank', () => {
    expect(labels(mods(s, fire(['A1'], 'D2')).actor)).toContain('Outnumbers the enemy'); // 3 : 2
    expect(labels(mods(s, fire(['A1'], 'D2', { arc: 'rear' })).actor)).not.toContain('Outnumbers the enemy'); // 2 : 2
  });
  it('records the arc, then refuses another arc but allows the same one again', () => {
    const r = resolveFire(s, fire(['A1'], 'D1'), dice(1, 6));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.events).toContainEqual(expect.objectContaining({ type: 'fired-arc', unit: 'A1', arc: 'front' }));
    const after = applyEvents(s, r.value.events);
    expect(refusal(after, fire(['A1'], 'D2', { arc: 'flank' }))).toBe('Yellow has already fired into its front arc this turn: a Swedish brigade fires into one arc per turn.');
    expect(resolveFire(after, fire(['A1'], 'D2'), dice(1, 6)).ok).toBe(true);
  });
});

describe('Advancing fire: move toward the target, then fire at a worse die', () => {
  const s = makeState({
    attacker: [
      { name: 'Shot', type: 'commanded-shot', bases: 2 },
      { name: 'Tercio', type: 'tercio', bases: 6 },
      { name: 'Levy', type: 'militia', bases: 2 },
      { name: 'Boyars', type: 'reiter', missiles: true },
      { name: 'Cuirassiers', type: 'cuirassier' },
      { name: 'Croats', type: 'irregular-light-horse' },
    ],
    defender: [{ name: 'Red', type: 'dutch-battalion' }],
  });
  const adv = (unitId: string, extra: Partial<AdvancingFireRequest> = {}): AdvancingFireRequest => ({ kind: 'advfire', unit: unitId, target: 'D1', short: true, cover: 'none', ...extra });

  it('only the types the guide lists may make it', () => {
    expect(refusal(s, adv('A2'))).toMatch(/cannot make an advancing fire/);
    expect(refusal(s, adv('A3'))).toMatch(/only when the scenario arms it/);
    expect(refusal(s, adv('A5'))).toMatch(/cannot make an advancing fire|can fire only when charging/);
    for (const id of ['A1', 'A4', 'A6']) expect(advancingFireOdds(s, adv(id)).ok).toBe(true);
  });
  it('Fire (Advancing Fire): "formed musketeers" are read as the musketeer lines; house rule fire.reading.advancing-pike-and-shot 1 lets pike-and-shot formations advance-fire too', () => {
    expect(refusal(s, adv('A2'))).toMatch(/cannot make an advancing fire/);
    const house = { ...s, houseRules: { 'fire.reading.advancing-pike-and-shot': 1 } };
    const m = advancingFireModifiers(house, adv('A2'));
    if (!m.ok) throw new Error(m.error);
    expect(m.value.actor.map((x) => x.label)).toContain('Advancing fire');
    expect(refusal(house, adv('A5'))).toMatch(/cannot make an advancing fire|can fire only when charging/);
    expect(validateHouseRules({ 'fire.reading.advancing-pike-and-shot': 1 })).toEqual([]);
    const doc = readFileSync(new URL('../../../docs/rules/devil-rules.md', import.meta.url), 'utf8');
    const row = FIRE_READINGS.advancingPikeAndShot;
    const line = doc.split('\n').find((l) => l.startsWith(`| \`${row.key}\` |`)) ?? '';
    expect(line.split(' | ')[2]).toBe(String(row.value));
    expect(line).toContain(row.why);
  });
  it('rolls as a Fire with −2 on the firer\'s die, itemised like every other row', () => {
    const m = advancingFireModifiers(s, adv('A1'));
    if (!m.ok) throw new Error(m.error);
    expect(m.value.actor.map((x) => [x.label, x.value])).toEqual([
      ['Commanded shot', 0],
      ['Short range', 1],
      ['Advancing fire', -2],
    ]);
    expect(value(m.value.actor, 'Advancing fire')).toBe(FIRE.advancing.value);
  });
  it('reads the Fire table itself, as a Fire does: only the die penalty makes it weaker', () => {
    // net −1 (short +1, advancing −2; the battalion's dense block −1 and its 3 bases to 2 +1):
    // 1–3 on 9/36 costs one level, 4–5 on 1/36 two.
    const moving = advancingFireOdds(s, adv('A1'));
    if (!moving.ok) throw new Error(moving.error);
    expect(moving.value.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['no effect', '13/18'],
      ['Red loses 1 level', '1/4'],
      ['Red loses 2 levels', '1/36'],
    ]);
    expect(moving.value.expected).toEqual({ actorLevels: 0, targetLevels: 11 / 36 });
    // "much less effective than regular fire": well under half of the same Fire (7/9 levels).
    const normal = fireOdds(s, fire(['A1'], 'D1', { short: true }));
    expect(normal.ok && normal.value.expected.targetLevels).toBeCloseTo(7 / 9, 12);
  });
  it('says how far the unit moves, then the effect of the fire as the Fire table gives it', () => {
    const r = resolveAdvancingFire(s, adv('A1'), dice(6, 1)); // 6 − 1 − 1 = 4: 2 levels
    if (!r.ok) throw new Error(r.error);
    const inches = moveInches(s, 'commanded-shot', 'advance').value;
    expect(r.value.results[0]).toMatchObject({ action: 'Advancing fire', difference: 4, changes: [{ unit: 'Red', from: 'OK', to: 'Demoralized' }] });
    expect(r.value.results[0]?.result).toBe(`Shot moves up to ${inches}" directly toward Red, firing as it goes. Red loses 2 levels: OK → Demoralized.`);
    expect(r.value.events).toEqual([expect.objectContaining({ type: 'unit', unit: 'D1', from: 'ok', to: 'demoralized' })]);
    const one = resolveAdvancingFire(s, adv('A1'), dice(4, 1)); // 2: 1 level
    expect(one.ok && one.value.results[0]?.result).toBe(`Shot moves up to ${inches}" directly toward Red, firing as it goes. Red loses 1 level: OK → Disordered.`);
  });
  it('Advancing fire: a unit on its last level is destroyed by any hit, as the Fire table says', () => {
    const t = makeState({ attacker: [{ name: 'Shot', type: 'commanded-shot', bases: 2 }], defender: [{ name: 'Guns', type: 'light-artillery', status: 'demoralized' }] });
    const hit = resolveAdvancingFire(t, adv('A1'), dice(2, 1)); // 1 + 1 short + 2 badly outnumbers − 2 = 1 level
    if (!hit.ok) throw new Error(hit.error);
    expect(hit.value.results[0]?.result).toMatch(/Guns lose 1 level: Demoralized → Destroyed\.$/);
    expect(hit.value.events).toEqual([expect.objectContaining({ type: 'unit', unit: 'D1', to: 'destroyed' })]);
    const odds = advancingFireOdds(t, adv('A1'));
    expect(odds.ok && odds.value.expected.targetLevels).toBeCloseTo(odds.ok ? 1 - (odds.value.outcomes[0]?.probability ?? 0) : NaN, 12);
  });
  it('odds come without rolling, and agree with the resolver', () => {
    const o = advancingFireOdds(s, adv('A6', { cover: 'soft' }));
    const r = resolveAdvancingFire(s, adv('A6', { cover: 'soft' }), dice(1, 1));
    expect(o.ok && r.ok && r.value.results[0]?.odds).toEqual(o.ok ? o.value : null);
  });
  it('has no column of its own: the former column\'s house-rule keys are refused', () => {
    for (const key of ['fire.advancing.destroys', 'fire.advancing.levels.4-5']) expect(validateHouseRules({ [key]: 1 })).not.toEqual([]);
    expect(validateHouseRules({ 'fire.advancing': -3 })).toEqual([]);
  });
});

describe('Fire: the designed firer rows cover every type that can fire', () => {
  it('has a row for each type that fires with its own weapon', () => {
    expect(Object.keys(FIRE_FIRER).sort()).toEqual(
      [
        'commanded-shot',
        'dragoons',
        'dutch-battalion',
        'forlorn-hope',
        'harquebusier',
        'heavy-artillery',
        'irregular-light-horse',
        'light-artillery',
        'medium-artillery',
        'militia',
        'reiter',
        'streltsy',
        'swedish-brigade',
        'tercio',
        'veteran-dutch-battalion',
        'veteran-tercio',
      ].sort(),
    );
  });
});

describe('Advancing Fire: who may fire while advancing always depends on the house rules in force', () => {
  it('a tercio may only under fire.reading.advancing-pike-and-shot, and a caller must pass the rules', () => {
    const tercio = { type: 'tercio', missiles: false } as const;
    expect(canAdvanceFire(tercio, { houseRules: {} })).toBe(false);
    expect(canAdvanceFire(tercio, { houseRules: { [ADVANCING_PIKE_AND_SHOT_KEY]: 1 } })).toBe(true);
    // Type-checked, never run: leaving the rules out must not compile (it would ignore the house rule).
    // @ts-expect-error the rules argument is required
    const unchecked = () => canAdvanceFire(tercio);
    expect(typeof unchecked).toBe('function');
  });
});
