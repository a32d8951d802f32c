/**
 * Seed 000, "Combat (Charges and Melee)" → "Charges", and "Ongoing Combats" (charging into
 * one): eligibility, evasion, defensive fire, pass-through fire, fire at contact, the
 * harquebusiers' reluctance, and the melee with "actor charging" — every step's result in
 * order, with fixed dice.
 */
import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from '../../../src/rulesets/devil/actions.js';
import { chargeOdds } from '../../../src/rulesets/devil/charge-odds.js';
import { chargeCheck } from '../../../src/rulesets/devil/charge-check.js';
import { contactFireModifiers, defensiveFireModifiers, defensiveFireOdds } from '../../../src/rulesets/devil/charge-shots.js';
import { parseDevilAction } from '../../../src/rulesets/devil/parse.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { chargeRefusal, runCharge } from './charge-fixtures.js';
import { makeState, unit } from './fixtures.js';

const charge = (extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: false, evade: false, ...extra });
const run = runCharge;
const refusal = chargeRefusal;
const oddsNotes = (s: DevilState, req: ChargeRequest): readonly string[] => {
  const p = previewDevil(s, req);
  return p.ok ? (p.value.notes ?? []) : [p.error];
};

describe('Charges: who may charge whom', () => {
  it('artillery never charges; nor does a unit in march column, or one already in a combat', () => {
    const s = makeState({
      attacker: [{ name: 'Guns', type: 'light-artillery' }, { name: 'Column', type: 'cuirassier', formation: 'march' }, { name: 'Busy', type: 'cuirassier', engagedWith: ['D2'] }],
      defender: [{ type: 'commanded-shot' }, { type: 'commanded-shot' }],
    });
    expect(refusal(s, charge())).toBe('Guns cannot charge: artillery never charges.');
    expect(refusal(s, charge({ unit: 'A2' }))).toBe('Column is in march column: units in march formation may not charge.');
    expect(refusal(s, charge({ unit: 'A3' }))).toMatch(/already in an ongoing combat: it fights its melee and cannot charge/);
  });
  it('a unit told to charge itself is told so in the words of its number', () => {
    const s = makeState({ attacker: [{ name: 'Reiters', type: 'reiter' }, { name: 'Tercio', type: 'tercio', bases: 6 }], defender: [{ type: 'commanded-shot' }] });
    expect(refusal(s, charge({ unit: 'A1', target: 'A1' }))).toBe('Reiters cannot charge themselves.');
    expect(refusal(s, charge({ unit: 'A2', target: 'A2' }))).toBe('Tercio cannot charge itself.');
  });
  it('dragoons and forlorn hopes do not charge in the open, except against dragoons, forlorn hopes or artillery', () => {
    const s = makeState({ attacker: [{ name: 'Dragoons', type: 'dragoons' }, { name: 'Hope', type: 'forlorn-hope' }], defender: [{ type: 'tercio', bases: 6 }, { type: 'forlorn-hope' }, { type: 'medium-artillery' }] });
    // The refusal names the flag that says the fight is not in the open.
    expect(refusal(s, charge())).toBe('Dragoons may not charge in the open except against dragoons, forlorn hopes or artillery (--ground rough or very-rough if the fight is not in the open).');
    expect(refusal(s, charge({ unit: 'A2' }))).toMatch(/^Hope may not charge in the open/);
    expect(chargeCheck(s, charge({ ground: 'rough' })).ok).toBe(true);
    expect(chargeCheck(s, charge({ target: 'D2' })).ok).toBe(true);
    expect(chargeCheck(s, charge({ unit: 'A2', target: 'D3' })).ok).toBe(true);
  });
  it('irregular light horse charge only irregulars, skirmishers and guns — unless the target is engaged or taken in flank or rear', () => {
    const s = makeState({
      attacker: [{ name: 'Croats', type: 'irregular-light-horse' }, { type: 'reiter', engagedWith: ['D2'] }],
      defender: [{ type: 'cuirassier' }, { type: 'dutch-battalion' }, { type: 'irregular-light-horse' }, { type: 'light-artillery' }],
    });
    expect(refusal(s, charge())).toMatch(/^Croats may charge only irregular light horse, dragoons, forlorn hopes or artillery, unless .* charged in flank or rear \(--flank or --rear\)\.$/);
    expect(chargeCheck(s, charge({ aspect: 'flank' })).ok).toBe(true);
    expect(chargeCheck(s, charge({ aspect: 'rear' })).ok).toBe(true);
    expect(chargeCheck(s, charge({ target: 'D2' })).ok).toBe(true); // engaged with A2
    expect(chargeCheck(s, charge({ target: 'D3' })).ok).toBe(true);
    expect(chargeCheck(s, charge({ target: 'D4' })).ok).toBe(true);
  });
  it('refuses unknown or destroyed units and friendly targets', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier' }, { type: 'reiter' }], defender: [{ type: 'tercio', bases: 6, status: 'destroyed' }] });
    expect(refusal(s, charge({ target: 'A2' }))).toMatch(/same side/);
    expect(refusal(s, charge())).toMatch(/has been destroyed/);
    expect(refusal(s, charge({ unit: 'Z1' }))).toBe('There is no unit "Z1".');
  });
});

describe('Charges: harquebusiers "will not charge an undisordered enemy"', () => {
  const s = makeState({ attacker: [{ name: 'Harquebusiers', type: 'harquebusier' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Shaken', type: 'dutch-battalion', status: 'disordered' }] });
  it('the tool says so before the charge', () => {
    const c = chargeCheck(s, charge());
    expect(c.ok && c.value.harquebusierHalt).toBe(true);
    expect(c.ok && c.value.notes.join(' ')).toMatch(/Harquebusiers will not charge home on an undisordered enemy: Harquebusiers fire at contact and halt 1" short unless that fire disorders Dutch\./);
    const d = chargeCheck(s, charge({ target: 'D2' }));
    expect(d.ok && d.value.harquebusierHalt).toBe(false);
    const f = chargeCheck(s, charge({ aspect: 'flank' }));
    expect(f.ok && f.value.harquebusierHalt).toBe(false);
  });
  it('they fire at contact; if the target is still undisordered they halt 1" short and no melee follows', () => {
    // carbines at contact: −1 +1 short; Dutch +1 outnumbering −1 dense block: a 1 beats no face, so the target's die is settled: no effect
    const r = run(s, charge(), 1);
    expect(r.steps).toEqual(['charge', 'contact-fire', 'halt']);
    expect(r.results[2]?.result).toBe('Dutch is still undisordered: Harquebusiers will not close, and halt 1" short. No melee follows.');
    expect(r.events.some((e) => e.type === 'engaged')).toBe(false);
  });
  it('if their fire disorders the target, they charge home', () => {
    const r = run(s, charge(), 6, 1, 3, 3);
    expect(r.steps).toEqual(['charge', 'contact-fire', 'melee']);
  });
});

describe('Charges: evasion by forlorn hopes, dragoons and irregular light horse', () => {
  const s = makeState({
    attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }],
    defender: [{ name: 'Hope', type: 'forlorn-hope' }, { name: 'Tercio', type: 'tercio', bases: 6 }, { name: 'Tired', type: 'dragoons', acted: true }],
  });
  it('uses the target\'s action; with no contact the charge ends', () => {
    const r = run(s, charge({ evade: true, crossedArc: true }));
    expect(r.steps).toEqual(['charge', 'evade']);
    expect(r.events).toEqual([{ type: 'acted', unit: 'D1', for: 'evaded a charge', text: 'Hope has acted (evaded a charge).' }]);
    expect(r.results[1]?.result).toMatch(/Cuirassiers do not make contact, so the charge ends/);
  });
  it('if the charger still makes contact, the melee follows without defensive fire (the charger\'s pistols still fire)', () => {
    const r = run(s, charge({ evade: true, contact: true, crossedArc: true }), 3, 3, 3, 3);
    expect(r.steps).toEqual(['charge', 'evade', 'contact-fire', 'melee']);
  });
  it('refuses an evasion the rules do not allow', () => {
    expect(refusal(s, charge({ target: 'D2', evade: true }))).toBe('Tercio cannot evade: only forlorn hopes, dragoons and irregular light horse may.');
    expect(refusal(s, charge({ target: 'D3', evade: true }))).toMatch(/already acted/);
  });
});

describe('Charges: defensive fire', () => {
  const s = makeState({
    attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }, { name: 'Hackapells', type: 'hackapell' }, { name: 'Bucklers', type: 'sword-and-buckler', bases: 2 }, { name: 'Lancers', type: 'guard-cuirassier' }],
    defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Tired', type: 'dutch-battalion', acted: true }, { name: 'Pappenheim', type: 'cuirassier' }, { name: 'Column', type: 'commanded-shot', formation: 'march' }],
  });
  it('comes from a target that has not acted, can fire and whose arc the charger crossed; it uses the target\'s action', () => {
    // Dutch: musket +1 short, 2 : 2 even → net +1. 3+1 − 2 = 2: one level, the charge goes on.
    const r = run(s, charge({ crossedArc: true }), 3, 2, 4, 4, 3, 3);
    expect(r.steps).toEqual(['charge', 'defensive-fire', 'contact-fire', 'melee']);
    expect(r.rolled.map((x) => x.label)).toEqual(["Dutch's defensive fire", 'Cuirassiers under defensive fire', "Cuirassiers' pistols at contact", 'Dutch under pistol fire at contact', 'Cuirassiers in the melee (charging)', 'Dutch in the melee']);
    expect(r.results[1]?.changes).toEqual([{ unit: 'Cuirassiers', from: 'OK', to: 'Disordered' }]);
    expect(r.events[0]).toEqual({ type: 'acted', unit: 'D1', for: 'defensive fire', text: 'Dutch has acted (defensive fire).' });
    // The later steps see the earlier ones: the disordered cuirassiers fire and fight disordered.
    expect(r.results[2]?.modifiers?.actor.map((m) => m.label)).toContain('Firer disordered');
    expect(r.results[3]?.modifiers?.actor.map((m) => m.label)).toEqual(['Cuirassiers', 'Charging', 'Disordered']);
    expect(unit(r.after, 'A1').engagedWith).toEqual(['D1']);
  });
  it('a devastating fire (2 levels or more) stops the charge 1" short: no melee', () => {
    const r = run(s, charge({ crossedArc: true }), 6, 2);
    expect(r.steps).toEqual(['charge', 'defensive-fire']);
    expect(r.results[1]?.result).toBe('Cuirassiers lose 2 levels: OK → Demoralized. Devastating fire: Cuirassiers stop 1" short of Dutch, and no melee follows.');
  });
  it('none if the charger did not cross the arc, or the target has acted, or is in march column', () => {
    expect(run(s, charge(), 3, 3, 3, 3).steps).toEqual(['charge', 'contact-fire', 'melee']);
    const tired = run(s, charge({ target: 'D2', crossedArc: true }), 3, 3, 3, 3);
    expect(tired.steps).toEqual(['charge', 'contact-fire', 'melee']);
    expect(tired.results[0]?.result).toMatch(/Tired has already acted this turn and cannot fire at the charger\./);
    // The melee against a column in march formation has one result whatever its dice: only the pistols' two are asked.
    expect(run(s, charge({ target: 'D4', crossedArc: true }), 3, 3).steps).toEqual(['charge', 'contact-fire', 'melee']);
    expect(run(s, charge({ target: 'D4', crossedArc: true }), 3, 3).results[0]?.result).toMatch(/march column/);
  });
  it('names the target in plain English: a name ending in s takes the apostrophe alone', () => {
    const t = makeState({ attacker: [{ name: 'Finns', type: 'hackapell' }], defender: [{ name: "Weiden's Cuirassiers", type: 'cuirassier' }, { name: 'Blue Regiment', type: 'tercio', bases: 6 }] });
    expect(run(t, charge({ unit: 'A1', aspect: 'flank' }), 3, 3).results[0]?.result).toContain("Finns did not cross Weiden's Cuirassiers' arc of fire.");
    expect(run(t, charge({ unit: 'A1', target: 'D2', aspect: 'flank' }), 3, 3).results[0]?.result).toContain("Finns did not cross Blue Regiment's arc of fire.");
  });
  it('none against sword-and-bucklermen, lancers or hackapells charging frontally — but a flank charge crossing the arc draws it', () => {
    const why = {
      A2: 'No defensive fire against Hackapells: Finnish hackapells charging frontally are not fired on.',
      A3: 'No defensive fire against Bucklers: sword and bucklermen charging frontally are not fired on.',
      A4: 'No defensive fire against Lancers: guard cuirassiers/lancers charging frontally are not fired on.',
    };
    for (const [id, sentence] of Object.entries(why)) {
      const r = run(s, charge({ unit: id, crossedArc: true }), 3, 3);
      expect(r.steps).toEqual(['charge', 'melee']);
      // Said once, in the result (before the dice when rolling by hand); the odds do not repeat it.
      expect(r.results[0]?.result).toContain(sentence);
      expect(oddsNotes(s, charge({ unit: id, crossedArc: true }))).toEqual([]);
    }
    expect(run(s, charge({ unit: 'A2', aspect: 'flank', crossedArc: true }), 1, 3, 3).steps).toEqual(['charge', 'defensive-fire', 'melee']);
  });
  it('charged cuirassiers fire their pistols', () => {
    const m = defensiveFireModifiers(s, charge({ target: 'D3', crossedArc: true }));
    expect(m.ok && m.value.actor.map((x) => [x.label, x.value])).toEqual([['Pistols at point-blank', 2]]);
  });
  it('its odds can be had before the charge', () => {
    const o = defensiveFireOdds(s, charge({ crossedArc: true }));
    expect(o.ok && o.value.outcomes.find((x) => x.label === 'no effect')?.fraction).toBe('5/12');
    expect(defensiveFireOdds(s, charge()).ok).toBe(false);
  });
});

describe('Charges: pass-through fire', () => {
  const s = makeState({
    attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }, { name: 'Friends', type: 'commanded-shot' }],
    defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Flankers', type: 'commanded-shot', bases: 2 }, { name: 'Tired', type: 'commanded-shot', acted: true }, { name: 'Horse', type: 'reiter' }],
  });
  it('from other units not yet acted; it uses their action', () => {
    const r = run(s, charge({ passThrough: ['D2'] }), 2, 2, 3, 3, 3, 3);
    expect(r.steps).toEqual(['charge', 'pass-through-fire', 'contact-fire', 'melee']);
    expect(r.results[1]?.actor).toBe('Flankers');
    expect(r.events).toContainEqual({ type: 'acted', unit: 'D2', for: 'pass-through fire', text: 'Flankers have acted (pass-through fire).' });
  });
  it('comes even after a devastating defensive fire: the charger has crossed those arcs on its way in', () => {
    // Dutch: 6 + 1 − 2 = 5, two levels: devastating. Flankers then fire as it falls back short.
    const r = run(s, charge({ crossedArc: true, passThrough: ['D2'] }), 6, 2, 3, 3);
    expect(r.steps).toEqual(['charge', 'defensive-fire', 'pass-through-fire']);
    expect(r.events).toContainEqual({ type: 'acted', unit: 'D2', for: 'pass-through fire', text: 'Flankers have acted (pass-through fire).' });
    expect(unit(r.after, 'A1').engagedWith).toEqual([]);
  });
  it('refuses units that have acted, cannot fire, or are the charger\'s friends', () => {
    expect(refusal(s, charge({ passThrough: ['D3'] }))).toMatch(/already acted/);
    expect(refusal(s, charge({ passThrough: ['D4'] }))).toBe('Horse can fire only when charging or charged.');
    expect(refusal(s, charge({ passThrough: ['A2'] }))).toMatch(/only enemy units give pass-through fire/);
    expect(refusal(s, charge({ passThrough: ['D1'] }))).toMatch(/is the target/);
  });
});

describe('Charges: pass-through fire comes from the arc the charge crossed', () => {
  // "Charges": the charger crosses "the arc of fire" of the unit; pike and shot fire from any side,
  // a Swedish brigade 3 bases to its front and 2 to a flank ("Formations").
  const s = makeState({
    attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }],
    defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Yellow', type: 'swedish-brigade', bases: 6 }, { name: 'Musketeers', type: 'commanded-shot', bases: 2 }],
  });
  const passThroughStage = (r: ReturnType<typeof run>) => r.results.find((x) => x.action === 'pass-through-fire');
  it('a Swedish brigade crossed on its flank fires 2 bases from that arc, and the arc is recorded for the turn', () => {
    const front = passThroughStage(run(s, charge({ passThrough: ['D2'] }), 3, 3, 3, 3, 3, 3));
    expect(front?.modifiers?.actor.map((x) => x.label)).toContain('Outnumbers the enemy');
    const r = run(s, charge({ passThrough: ['D2'], passThroughArcs: { D2: 'flank' } }), 3, 3, 3, 3, 3, 3);
    expect(passThroughStage(r)?.modifiers?.actor.map((x) => x.label)).not.toContain('Outnumbers the enemy');
    expect(unit(r.after, 'D2').firedArc).toBe('flank');
  });
  it('a charge on the right flank of a Swedish brigade draws its fire from that flank, recorded as its arc for the turn', () => {
    const brigade = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Yellow', type: 'swedish-brigade', bases: 6 }] });
    const r = run(brigade, charge({ aspect: 'flank', flankSide: 'right', crossedArc: true }), 1, 6, 3, 3, 3, 3);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'fired-arc', unit: 'D1', arc: 'right' }));
    const swung = makeState({ attacker: [{ type: 'cuirassier' }], defender: [{ type: 'swedish-brigade', bases: 6, firedArc: 'left' }] });
    const check = chargeCheck(swung, charge({ aspect: 'flank', flankSide: 'right', crossedArc: true }));
    expect(check.ok && check.value).toMatchObject({
      defensiveFire: false,
      noDefensiveFire: 'Defender 1 has already fired into its left flank arc this turn (one arc per turn).',
    });
  });
  it('the odds use the same arc as the roll', () => {
    const req = charge({ passThrough: ['D2'], passThroughArcs: { D2: 'flank' } });
    const odds = chargeOdds(s, req);
    if (!odds.ok) throw new Error(odds.error);
    const stage = odds.value.stages.find((x) => x.id === 'pass-through-fire');
    expect(stage?.modifiers).toEqual(passThroughStage(run(s, req, 3, 3, 3, 3, 3, 3))?.modifiers);
  });
  it('a line crossed on its flank gives none, and an arc for a unit not firing is refused', () => {
    expect(refusal(s, charge({ passThrough: ['D3'], passThroughArcs: { D3: 'flank' } }))).toBe('Musketeers cannot fire into their flank arc, so they give no pass-through fire there.');
    expect(refusal(s, charge({ passThrough: ['D3'], passThroughArcs: { D2: 'rear' } }))).toMatch(/--pass-through-arc names Yellow, which is not giving pass-through fire: name it in --pass-through too/);
    const swung = makeState({ attacker: [{ type: 'cuirassier' }], defender: [{ type: 'dutch-battalion' }, { name: 'Yellow', type: 'swedish-brigade', bases: 6, firedArc: 'rear' }] });
    expect(refusal(swung, charge({ passThrough: ['D2'], passThroughArcs: { D2: 'flank' } }))).toMatch(/already fired into its rear arc this turn/);
  });
});

describe('Formations: forlorn hopes and dragoons have no front, flank or rear', () => {
  it('a charge on them names no face in its result; on any other unit it does', () => {
    const s = makeState({ attacker: [{ name: 'Croats', type: 'irregular-light-horse' }], defender: [{ name: 'Hope', type: 'forlorn-hope' }, { name: 'Dragoons', type: 'dragoons' }, { name: 'Guns', type: 'light-artillery' }] });
    expect(run(s, charge(), 3, 3).results[0]?.result).toBe('Croats charge Hope. Hope does not evade. Croats did not cross Hope\'s arc of fire.');
    expect(run(s, charge({ target: 'D2' }), 3, 3).results[0]?.result).toBe('Croats charge Dragoons. Dragoons do not evade. Croats did not cross Dragoons\' arc of fire.');
    expect(run(s, charge({ target: 'D3' }), 3, 3).results[0]?.result).toMatch(/^Croats charge Guns in the front\. /);
  });
});

describe('Charges: cuirassiers, reiters and harquebusiers fire at contact', () => {
  const s = makeState({ attacker: [{ name: 'Reiters', type: 'reiter' }, { name: 'Hussars', type: 'guard-cuirassier' }], defender: [{ name: 'Tercio', type: 'tercio', bases: 6 }] });
  it('with pistols at point-blank, before the melee', () => {
    const m = contactFireModifiers(s, charge());
    expect(m.ok && m.value.actor.map((x) => [x.label, x.value])).toEqual([['Pistols at point-blank', 2]]);
    expect(m.ok && m.value.target.map((x) => [x.label, x.value])).toEqual([
      ['Target is a dense pike-and-shot block', -1],
      ['Badly outnumbers the enemy', 2],
    ]);
    expect(contactFireModifiers(s, charge({ unit: 'A2' })).ok).toBe(false);
  });
  it('as regular fire, against the target\'s cover (--cover; "Actions": the Charge fills in Cover/Ground); a defended obstacle is at least soft', () => {
    const cover = (extra: Partial<ChargeRequest>) => {
      const m = contactFireModifiers(s, charge(extra));
      return m.ok ? m.value.target.filter((x) => /cover|fortified/i.test(x.label)).map((x) => [x.label, x.value]) : m.error;
    };
    expect(cover({})).toEqual([]);
    expect(cover({ cover: 'hard' })).toEqual([['Hard cover', 2]]);
    expect(cover({ obstacle: true })).toEqual([['Soft cover', 1]]);
    expect(cover({ obstacle: true, cover: 'fortified' })).toEqual([['Fortified', 3]]);
    // The whole charge's odds take it too: the village's walls help the tercio's die against the pistols.
    const hit = (extra: Partial<ChargeRequest>) => {
      const o = chargeOdds(s, charge(extra));
      if (!o.ok) throw new Error(o.error);
      return o.value.stages.find((x) => x.id === 'contact-fire')?.targetModifier ?? NaN;
    };
    expect(hit({ cover: 'hard' })).toBe(hit({}) + 2);
    const parsed = parseDevilAction(s, 'charge A1 at D1 --cover hard --crossed-arc --no-evade');
    expect(parsed.ok && parsed.value).toMatchObject({ cover: 'hard' });
  });
  it('the melee is fought with "actor charging"', () => {
    const r = run(s, charge(), 1, 6, 4, 4);
    expect(r.results[2]?.modifiers?.actor.map((x) => x.label)).toContain('Charging');
  });
});

describe('Ongoing Combats: charging into one', () => {
  const s = makeState({
    attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }, { name: 'Pikes', type: 'tercio', bases: 6, engagedWith: ['D1'] }],
    defender: [{ name: 'Hope', type: 'forlorn-hope', engagedWith: ['A2'] }, { name: 'Red', type: 'dutch-battalion', engagedWith: [] }],
  });
  it('allows neither evasion nor defensive fire', () => {
    expect(refusal(s, charge({ evade: true }))).toBe('Hope is in an ongoing combat and may not evade.');
    const r = run(s, charge({ crossedArc: true, support: [], targetSupport: [] }), 3, 3, 3, 3);
    expect(r.steps).toEqual(['charge', 'contact-fire', 'melee']);
    expect(r.results[0]?.result).toMatch(/Hope is in an ongoing combat: it may neither evade nor give defensive fire/);
    // The rule is stated once, not a second time as the reason there is no defensive fire.
    expect(r.results[0]?.result.match(/defensive fire/g)).toHaveLength(1);
  });
  it('units already in the melee may support it', () => {
    const r = run(s, charge({ support: ['A2'] }), 3, 3, 3, 3);
    expect(r.results[2]?.modifiers?.actor.map((x) => x.label)).toContain('Badly outnumbers the enemy');
  });
  it('by default the units already engaged with the target support the charger, and the force ratio counts them', () => {
    const t = makeState({
      attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }, { name: 'Pikes', type: 'tercio', bases: 6, engagedWith: ['D1'] }],
      defender: [{ name: 'Red', type: 'dutch-battalion' }],
    });
    // 2 + 6 bases against 3: badly outnumbers. Alone, 2 against 3: outnumbered.
    const r = run(t, charge({ crossedArc: false }), 3, 3, 3, 3);
    expect(r.results[2]?.modifiers?.actor.map((x) => x.label)).toContain('Badly outnumbers the enemy');
    expect(r.results[2]?.result).toContain('Supporting Cuirassiers: Pikes, also engaged with Red.');
    expect(r.events).toContainEqual({ type: 'acted', unit: 'A2', text: 'Pikes have acted (in the melee).' });
    const alone = run(t, charge({ crossedArc: false, support: [] }), 3, 3, 3, 3);
    expect(alone.results[2]?.modifiers?.target.map((x) => x.label)).toContain('Outnumbers the enemy');
    expect(alone.results[2]?.result).not.toContain('Supporting');
  });
});

describe('Charges: status overrides and refusals', () => {
  it('a game master\'s status applies from the start of the sequence', () => {
    const s = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Musketeers', type: 'commanded-shot', bases: 2 }],
  });
    const r = run(s, charge({ actorStatus: 'disordered' }), 1, 6, 3, 3);
    expect(r.results[1]?.modifiers?.actor.map((x) => x.label)).toContain('Firer disordered');
    expect(r.results[2]?.modifiers?.actor.map((x) => x.label)).toContain('Disordered');
  });
  it('refuses an illegal melee before any die is rolled', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier' }, { type: 'reiter' }], defender: [{ type: 'commanded-shot' }] });
    expect(refusal(s, charge({ support: ['D1'] }))).toMatch(/named twice/);
    expect(refusal(s, charge({ support: ['A2'], spread: { A2: 2 } }))).toMatch(/never more than 1/);
  });
});
