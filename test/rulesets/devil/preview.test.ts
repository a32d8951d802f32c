/**
 * `odds` and `mods` before the roll (`previewDevil`): seed 000, "Charges" (the whole charge,
 * stage by stage, refused exactly as the charge itself), "Turn Sequence" 1 and 2 (the
 * initiative and command rolls). The charge's odds are checked against the resolver itself:
 * every sequence of dice is played through `resolveCharge`, and the tallies must agree exactly.
 */
import { describe, expect, it } from 'vitest';
import type { DiceSource } from '../../../src/dice/dice.js';
import type { Odds } from '../../../src/engine/ruleset.js';
import type { ChargeRequest, DevilAction } from '../../../src/rulesets/devil/actions.js';
import { chargeOdds } from '../../../src/rulesets/devil/charge-odds.js';
import type { MeleeRequest } from '../../../src/rulesets/devil/actions.js';
import { meleeOdds } from '../../../src/rulesets/devil/melee.js';
import { resolveMelee } from '../../../src/rulesets/devil/melee-resolve.js';
import { resolveCharge } from '../../../src/rulesets/devil/charge.js';
import { chargeCheck } from '../../../src/rulesets/devil/charge-check.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { parseDevilAction, parseDevilCommand } from '../../../src/rulesets/devil/parse.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { devilOdds } from '../../../src/rulesets/devil/present/odds.js';
import { devilPreviewOf } from '../../../src/rulesets/devil/present/preview.js';
import { plain } from '../../../src/present/paint.js';
import { oddsBlocks } from '../../../src/present/preview.js';
import { terminalLines } from '../../../src/present/terminal.js';
import { levelsToDestroy, lossFor } from '../../../src/rulesets/devil/results.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { situationForbids } from '../../../src/rulesets/devil/turn-activation.js';
import { initiativeOdds } from '../../../src/rulesets/devil/turn-initiative.js';
import { commandOdds } from '../../../src/rulesets/devil/turn-leaders.js';
import { makeState, unit } from './fixtures.js';
import { battle, leaderOf } from './turn-fixtures.js';

const charge = (extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: false, evade: false, ...extra });

class NeedDie extends Error {}

/**
 * Every sequence of d6 `play` asks for, each with its probability: `play` runs on dice that
 * give the sequence so far and throw NeedDie past its end, so each longer sequence is tried.
 */
function everySequence<T>(play: (dice: DiceSource) => T): { p: number; value: T }[] {
  const out: { p: number; value: T }[] = [];
  const walk = (prefix: number[], p: number) => {
    let i = 0;
    const dice: DiceSource = {
      roll: () => {
        const v = prefix[i];
        i += 1;
        if (v === undefined) throw new NeedDie();
        return v;
      },
    };
    try {
      out.push({ p, value: play(dice) });
    } catch (e) {
      if (!(e instanceof NeedDie)) throw e;
      for (let v = 1; v <= 6; v += 1) walk([...prefix, v], p / 6);
    }
  };
  walk([], 1);
  return out;
}

/** Every sequence of d6 the charge asks for, each with its probability, played through the resolver. */
function everyRoll(state: DevilState, req: ChargeRequest): { p: number; steps: string[]; after: DevilState; difference?: number }[] {
  return everySequence((dice) => {
    const r = resolveCharge(state, req, dice);
    if (!r.ok) throw new Error(r.error);
    const melee = r.value.results.find((x) => x.action === 'melee');
    return { steps: r.value.results.map((x) => x.action), after: applyEvents(state, r.value.events), ...(melee ? { difference: melee.difference } : {}) };
  }).map(({ p, value }) => ({ p, ...value }));
}

/** The melee band a whole-charge label stands for: "target 2", "both", "actor destroyed"... */
function band(label: string, actor: string, target: string): string {
  const body = label.replace(/^melee: /, '');
  if (body.startsWith('both sides lose 1 level')) return 'both';
  const who = body.startsWith(`${target} `) ? 'target' : body.startsWith(`${actor} `) ? 'actor' : '?';
  const rest = body.slice((who === 'target' ? target : actor).length + 1);
  const n = /^loses? (\d) level/.exec(rest);
  return `${who} ${n ? n[1] : rest === 'destroyed' ? 'destroyed' : rest}`;
}
/** A played melee's end as the odds label it: the band, or "destroyed" for any band that destroyed the loser. */
const bandOf = (d: number, destroyed: { actor: boolean; target: boolean }) => {
  if (d === 0) return 'both';
  const who = d > 0 ? 'target' : 'actor';
  return `${who} ${destroyed[who] ? 'destroyed' : lossFor(Math.abs(d))}`;
};

/** The composed odds agree with playing every die through the resolver: each way of ending, and the expected levels. */
function agrees(state: DevilState, req: ChargeRequest) {
  const composed = chargeOdds(state, req);
  if (!composed.ok) throw new Error(composed.error);
  const odds = composed.value.odds;
  const a = unit(state, req.unit);
  const t = unit(state, req.target);
  const a0 = req.actorStatus ? { ...a, status: req.actorStatus } : a;
  const t0 = req.targetStatus ? { ...t, status: req.targetStatus } : t;
  const runs = everyRoll(state, req);
  expect(odds.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);

  // The melee: its chance, and the chance of each band of the table.
  const played = new Map<string, number>();
  for (const r of runs) {
    if (r.difference === undefined) continue;
    const key = bandOf(r.difference, { actor: unit(r.after, req.unit).status === 'destroyed', target: unit(r.after, req.target).status === 'destroyed' });
    played.set(key, (played.get(key) ?? 0) + r.p);
  }
  const predicted = new Map<string, number>();
  for (const o of odds.outcomes.filter((x) => x.label.startsWith('melee: '))) {
    const b = band(o.label, a.name, t.name);
    predicted.set(b, (predicted.get(b) ?? 0) + o.probability);
  }
  expect([...predicted.keys()].sort()).toEqual([...played.keys()].sort());
  for (const [b, p] of played) expect(predicted.get(b), b).toBeCloseTo(p, 12);
  expect(composed.value.melee.probability).toBeCloseTo([...played.values()].reduce((n, p) => n + p, 0), 12);

  // The ways a charge ends short of a melee.
  const short = (test: (r: (typeof runs)[number]) => boolean) => runs.filter((r) => r.difference === undefined && test(r)).reduce((n, r) => n + r.p, 0);
  const chance = (re: RegExp) => odds.outcomes.filter((o) => re.test(o.label)).reduce((n, o) => n + o.probability, 0);
  expect(chance(/destroyed by fire before contact$/)).toBeCloseTo(short((r) => unit(r.after, req.unit).status === 'destroyed'), 12);
  expect(chance(/^devastating fire/)).toBeCloseTo(short((r) => unit(r.after, req.unit).status !== 'destroyed' && !r.steps.includes('halt') && unit(r.after, req.target).status !== 'destroyed' && !r.steps.includes('evade')), 12);
  expect(chance(/halts? 1" short, no melee$/)).toBeCloseTo(short((r) => r.steps.includes('halt')), 12);
  expect(chance(/destroyed before the melee$/)).toBeCloseTo(short((r) => unit(r.after, req.target).status === 'destroyed'), 12);

  // Expected levels over the whole charge: what each unit has lost at the end, every way.
  const lost = (id: string, s0: { status: DevilState['units'][number]['status']; bases: number; startBases: number }) =>
    runs.reduce((n, r) => n + r.p * (levelsToDestroy(s0) - levelsToDestroy(unit(r.after, id))), 0);
  expect(odds.expected.actorLevels).toBeCloseTo(lost(req.unit, a0), 12);
  expect(odds.expected.targetLevels).toBeCloseTo(lost(req.target, t0), 12);
  return composed.value;
}

const fractionOf = (odds: Odds, label: string) => odds.outcomes.find((o) => o.label === label)?.fraction;

describe('Charges: the exact odds of the whole charge, before it is made', () => {
  it('defensive fire, pistols at contact and the melee, each seeing the earlier stages (checked against every roll of the resolver)', () => {
    const s = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }] });
    const c = agrees(s, charge({ crossedArc: true }));
    expect(c.stages.map((x) => [x.stage, x.id, x.actor, x.target, x.reached.fraction])).toEqual([
      ['Defensive fire', 'defensive-fire', 'Dutch', 'Cuirassiers', '1'],
      ['Pistols at contact', 'contact-fire', 'Cuirassiers', 'Dutch', '5/6'],
      ['Melee (charging)', 'melee', 'Cuirassiers', 'Dutch', '5/6'],
    ]);
    // Devastating (2 levels or more at net +1: a difference of 4 or more) stops 1/6 of the charges:
    // 5/36 stop 1" short, and 1/36 (3 levels on a 2-base squadron) destroy the cuirassiers.
    expect(fractionOf(c.odds, 'devastating fire: Cuirassiers stop 1" short, no melee')).toBe('5/36');
    expect(fractionOf(c.odds, 'Cuirassiers destroyed by fire before contact')).toBe('1/36');
    expect(c.stages[1]?.when).toBe('Cuirassiers OK, Dutch OK');
  });
  it('harquebusiers halt unless their carbines disorder the target; pass-through fire comes even after a devastating fire', () => {
    const s = makeState({
      attacker: [{ name: 'Harquebusiers', type: 'harquebusier' }],
      defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Flankers', type: 'commanded-shot', bases: 1 }],
    });
    const c = agrees(s, charge({ passThrough: ['D2'] }));
    expect(c.stages.map((x) => x.stage)).toEqual(['Pass-through fire', 'Carbines at contact', 'Melee (charging)']);
    const halt = c.odds.outcomes.find((o) => o.label === 'Dutch still undisordered: Harquebusiers halt 1" short, no melee');
    expect(halt?.probability).toBeGreaterThan(0.3);
    // The melee happens only when the carbines disordered the Dutch: it is fought against a Disordered target.
    expect(c.stages[2]?.when).toBe('Harquebusiers OK, Dutch Disordered');
    expect(c.stages[2]?.modifiers.target.map((m) => m.label)).toContain('Disordered');
    agrees(makeState({ attacker: [{ name: 'Bucklers', type: 'sword-and-buckler', bases: 2 }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }, { name: 'Flankers', type: 'commanded-shot', bases: 2 }] }), charge({ aspect: 'flank', crossedArc: true, passThrough: ['D2'] }));
  });
  it('a shaken charger can be destroyed before contact; a spread to supports and a charge into an ongoing combat are followed exactly', () => {
    const s = makeState({
      attacker: [{ name: 'Reiters', type: 'reiter', status: 'demoralized' }, { name: 'Friends', type: 'reiter', engagedWith: ['D1'] }],
      defender: [{ name: 'Shot', type: 'commanded-shot', bases: 3 }],
    });
    // In the ongoing combat there is no defensive fire; Friends support the charge by default.
    const ongoing = agrees(s, charge({ spread: { A2: 1 } }));
    expect(ongoing.stages.map((x) => x.stage)).toEqual(['Pistols at contact', 'Melee (charging)']);
    const t = makeState({ attacker: [{ name: 'Reiters', type: 'reiter', status: 'demoralized' }], defender: [{ name: 'Shot', type: 'commanded-shot', bases: 3 }] });
    const c = agrees(t, charge({ crossedArc: true }));
    expect(c.odds.outcomes.map((o) => o.label)).toContain('Reiters destroyed by fire before contact');
  });
  it('an evade without contact ends the charge for certain; with contact the melee follows without defensive fire', () => {
    const s = makeState({ attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }], defender: [{ name: 'Hope', type: 'forlorn-hope' }] });
    const away = chargeOdds(s, charge({ evade: true, contact: false, crossedArc: true }));
    expect(away.ok && away.value.odds.outcomes).toEqual([{ label: 'Hope evades and Cuirassiers make no contact: the charge ends', probability: 1, fraction: '1' }]);
    expect(away.ok && away.value.odds.expected).toEqual({ actorLevels: 0, targetLevels: 0 });
    const caught = agrees(s, charge({ evade: true, contact: true, crossedArc: true }));
    expect(caught.stages.map((x) => x.id)).toEqual(['contact-fire', 'melee']);
  });
});

describe('Charges: previewDevil checks eligibility first and refuses exactly as the charge does', () => {
  const s = makeState({
    attacker: [
      { name: 'Guns', type: 'light-artillery' },
      { name: 'Column', type: 'cuirassier', formation: 'march' },
      { name: 'Dragoons', type: 'dragoons' },
      { name: 'Croats', type: 'irregular-light-horse' },
      { name: 'Harquebusiers', type: 'harquebusier' },
    ],
    defender: [{ name: 'Tercio', type: 'tercio', bases: 6 }],
  });
  it.each([
    ['artillery', charge({ unit: 'A1' })],
    ['march column', charge({ unit: 'A2' })],
    ['dragoons in the open', charge({ unit: 'A3' })],
    ['irregular light horse against a formed front', charge({ unit: 'A4' })],
  ])('%s', (_, req) => {
    const check = chargeCheck(s, req);
    const p = previewDevil(s, req);
    expect(check.ok).toBe(false);
    // The turn engine first refuses what the unit's situation forbids ("Actions", "Movement": a column), in its words.
    const actor = s.units.find((u) => u.id === req.unit);
    const situation = actor ? situationForbids(actor, 'charge') : null;
    expect(p.ok ? 'previewed' : p.error).toBe(situation ?? (check.ok ? 'accepted' : check.error));
  });
  it('harquebusiers: the preview says they will halt, and gives the chance', () => {
    const p = previewDevil(s, charge({ unit: 'A5', crossedArc: true }));
    if (!p.ok) throw new Error(p.error);
    expect(p.value.notes?.join(' ')).toMatch(/Harquebusiers will not charge home on an undisordered enemy/);
    const labels = p.value.odds?.outcomes.map((o) => o.label) ?? [];
    expect(labels.slice(0, 3)).toEqual([
      'Harquebusiers destroyed by fire before contact',
      'devastating fire: Harquebusiers stop 1" short, no melee',
      'Tercio still undisordered: Harquebusiers halt 1" short, no melee',
    ]);
    expect(p.value.stages?.map((x) => x.stage)).toEqual(['Defensive fire', 'Carbines at contact', 'Melee (charging)']);
  });
  it('the modifiers shown are the melee\'s as things stand; the odds are the whole charge\'s', () => {
    const t = makeState({ attacker: [{ name: 'Finns', type: 'hackapell' }], defender: [{ name: 'Dutch', type: 'dutch-battalion' }] });
    const p = previewDevil(t, charge({ crossedArc: true }));
    if (!p.ok) throw new Error(p.error);
    expect(p.value.modifiers?.actor.map((m) => m.label)).toEqual(['Finnish hackapells', 'Charging', 'Impetus (charging at the gallop)']);
    // Why there is no defensive fire is said once, in the charge's result, not in its odds.
    expect(p.value.notes).toBeUndefined();
    expect(p.value.stages?.map((x) => x.id)).toEqual(['melee']);
    // With only the melee, the whole charge is the melee.
    // The melee table's own odds, as the charge would fight it (the units are not yet in contact).
    const melee = meleeOdds(t, { kind: 'melee', unit: 'A1', target: 'D1', charging: true, aspect: 'front', ground: 'open' });
    expect(p.value.odds?.expected.actorLevels).toBeCloseTo(melee.ok ? melee.value.expected.actorLevels : -1, 12);
    expect(p.value.odds?.outcomes.map((o) => o.label.replace(/^melee: /, ''))).toEqual(melee.ok ? melee.value.outcomes.map((o) => o.label) : []);
  });
});

describe('Turn Sequence: odds and mods of the initiative and command rolls', () => {
  const s = battle();
  const preview = (line: string) => {
    const a = parseDevilAction(s, line);
    if (!a.ok) throw new Error(a.error);
    const p = previewDevil(s, a.value as DevilAction);
    if (!p.ok) throw new Error(p.error);
    return p.value;
  };
  it('odds initiative: each side\'s chance, ties rolled again', () => {
    expect(preview('initiative').odds).toEqual(initiativeOdds(s).odds);
    expect(preview('initiative').odds?.outcomes.map((o) => o.fraction)).toEqual(['1/2', '1/2']);
  });
  it('odds command <leader>: the exact activations, the leader\'s bonus added and shown', () => {
    const p = preview('command Pappenheim');
    expect(p.modifiers?.actor.map((m) => [m.label, m.value])).toEqual([['Leader penalty', -1]]);
    expect(p.odds).toEqual(commandOdds(s, leaderOf(s, 'DL2')).odds);
    expect(p.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['0 activations', '1/6'],
      ['1 activation', '1/3'],
      ['2 activations', '1/3'],
      ['3 activations', '1/6'],
    ]);
  });
  it('Leaders and Command Control: the heading of odds command names the leader once, his rating as a bare "leader penalty"', () => {
    const p = devilPreviewOf(s, { kind: 'command', leader: 'DL2' });
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    const [head] = terminalLines(devilOdds(p.value, p.value.odds), plain);
    expect(head).toBe('Pappenheim (-1: leader penalty -1)');
  });
  it('other turn commands and corrections are still refused', () => {
    const r = parseDevilAction(s, 'next');
    expect(r.ok ? null : r.error).toBe('odds and mods work on an action (move, rest, advance, retire, charge, fire, advfire, melee, spread, routed, face, initiative, command), not on next');
  });
});

describe('Actions (Rest/Regroup): the odds of a Regroup give the levels regained, not negative levels lost', () => {
  it('a Demoralized unit with its leader expects to regain 0.83 levels, and the odds say so in those words', () => {
    const s = makeState({ attacker: [{ name: 'Finns', type: 'hackapell', status: 'demoralized' }], defender: [{ type: 'tercio' }], leaders: { attacker: [{ name: 'Falk', attachedTo: 'A1' }] } });
    const p = previewDevil(s, { kind: 'rest', unit: 'A1' });
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    const head = { actor: 'Finns', modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0 };
    expect(terminalLines(oddsBlocks(head, p.value.odds), plain).at(-1)).toBe('  expected levels regained: Finns 0.83');
  });
});

describe('Combat Effects and Rallying: the odds of a plain melee with --spread agree with every roll', () => {
  // Demoralized 3-base units: 2 levels kept destroy them, 1 passed on saves them.
  const s = makeState({
    attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 3, status: 'demoralized', engagedWith: ['D1'] }, { name: 'Azure', type: 'commanded-shot', engagedWith: ['D1'] }],
    defender: [{ name: 'Red', type: 'commanded-shot', bases: 3, status: 'demoralized' }, { name: 'Green', type: 'commanded-shot' }],
    leaders: { attacker: [{ name: 'Gustav', attachedTo: 'A1' }, { name: 'Horn', attachedTo: 'A2' }], defender: [{ name: 'Tilly', attachedTo: 'D1' }, { name: 'Pappenheim', attachedTo: 'D2' }] },
  });
  const req: MeleeRequest = { kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open', support: ['A2'], targetSupport: ['D2'], spread: { A2: 1, D2: 1 } };

  /** Every sequence of dice the melee asks for (the two melee dice, then the leaders'), played. */
  function everyMelee(): { p: number; d: number; after: DevilState; fallen: string[] }[] {
    return everySequence((dice) => {
      const r = resolveMelee(s, req, dice);
      if (!r.ok) throw new Error(r.error);
      const fallen = r.value.events.flatMap((e) => (e.type === 'leader-fate' ? [e.leader] : []));
      return { d: r.value.results[0]?.difference ?? 0, after: applyEvents(s, r.value.events), fallen };
    }).map(({ p, value }) => ({ p, ...value }));
  }

  it('each row, the expected levels and every leader\'s risk are what the rolls do, labelled by what the main unit keeps', () => {
    const odds = meleeOdds(s, req);
    if (!odds.ok) throw new Error(odds.error);
    const played = new Map<string, number>();
    const levels = { actor: 0, target: 0 };
    const falls = new Map<string, number>();
    for (const { p, d, after, fallen } of everyMelee()) {
      const [loser, name] = d > 0 ? ['D1', 'Red'] : ['A1', 'Blue'];
      const n = lossFor(Math.abs(d));
      const label = d === 0 ? 'both sides lose 1 level' : unit(after, loser).status === 'destroyed' ? `${name} destroyed` : `${name} loses ${n} level${n === 1 ? '' : 's'}`;
      played.set(label, (played.get(label) ?? 0) + p);
      levels.actor += p * (levelsToDestroy(unit(s, 'A1')) - levelsToDestroy(unit(after, 'A1')));
      levels.target += p * (levelsToDestroy(unit(s, 'D1')) - levelsToDestroy(unit(after, 'D1')));
      for (const l of fallen) falls.set(l, (falls.get(l) ?? 0) + p);
    }
    expect(odds.value.outcomes.map((o) => o.label).sort()).toEqual([...played.keys()].sort());
    for (const o of odds.value.outcomes) expect(o.probability).toBeCloseTo(played.get(o.label) ?? -1, 12);
    expect(odds.value.expected.actorLevels).toBeCloseTo(levels.actor, 12);
    expect(odds.value.expected.targetLevels).toBeCloseTo(levels.target, 12);
    // The spread saves them from the 2-level bands: those rows keep the table's levels.
    expect(odds.value.outcomes.map((o) => o.label)).toContain('Red loses 2 levels');
    // Leaders of the supports that take a passed level are at risk too.
    expect(odds.value.leaderRisk.map((r) => r.leader).sort()).toEqual(['AL1', 'AL2', 'DL1', 'DL2']);
    for (const r of odds.value.leaderRisk) expect(r.probability).toBeCloseTo(falls.get(r.leader) ?? 0, 12);
  });
});

describe('Charges: the odds of a charge say which of the guide\'s questions they answered by default', () => {
  // A2 Smaland Reiters; D1 Old Tercio (veteran tercio), D4 Croats (irregular light horse).
  const s = battle();
  const notesOf = (line: string): readonly string[] => {
    const action = parseDevilAction(s, line);
    if (!action.ok) throw new Error(action.error);
    const p = previewDevil(s, action.value);
    if (!p.ok) throw new Error(p.error);
    return p.value.notes ?? [];
  };
  it('a target that may evade, and a frontal charge that crosses its arc, when the line does not say', () => {
    expect(notesOf('charge A2 at D4')).toEqual(
      expect.arrayContaining([
        'Croats may evade: this assumes they stand to receive the charge (--evade if they evade).',
        'This assumes the charge crosses the arc of fire of Croats, as a frontal charge does (--no-crossed-arc if it does not).',
      ]),
    );
    // `mods` shows these notes too, with no odds: they speak of neither.
    expect(notesOf('charge A2 at D4').filter((n) => /odds/.test(n))).toEqual([]);
  });
  it('nothing is assumed when the line answers the questions', () => {
    expect(notesOf('charge A2 at D4 --no-evade --crossed-arc').filter((n) => /assume|may evade/.test(n))).toEqual([]);
  });
  it('a flank charge assumed not to cross the arc says how to say it did, once', () => {
    const notes = notesOf('charge A2 at D1 --flank');
    expect(notes).toContain('This assumes the charge does not cross the arc of fire of Old Tercio (--crossed-arc if it does: then it fires first).');
    expect(notes.filter((n) => /did not cross/.test(n))).toEqual([]);
  });
  it('the charge itself never carries the assumption (nothing new is journaled)', () => {
    const played = parseDevilCommand(s, 'charge A2 at D4');
    if (!played.ok) throw new Error(played.error);
    expect(played.value).not.toHaveProperty('assumed');
    expect(played.value).toMatchObject({ kind: 'charge', evade: false, crossedArc: true });
  });
});

describe('Leaders and Command Control: the odds of a charge give each attached leader\'s chance of falling, exactly', () => {
  // Hackapells with their leader charge a tercio's flank with its own leader: pass-through fire by
  // the guns, then the melee and the leaders' rolls (hackapells fire no pistols).
  const s = makeState({
    attacker: [{ name: 'Finns', type: 'hackapell' }],
    defender: [{ name: 'Tercio', type: 'tercio', bases: 6 }, { name: 'Guns', type: 'light-artillery' }],
    leaders: { attacker: [{ name: 'Banér', attachedTo: 'A1' }], defender: [{ name: 'Tilly', attachedTo: 'D1' }] },
  });
  const req = charge({ aspect: 'flank', crossedArc: false, passThrough: ['D2'] });
  it('each leader\'s chance equals the chance, over every roll of the charge itself, that he falls', () => {
    const o = chargeOdds(s, req);
    if (!o.ok) throw new Error(o.error);
    const fell = new Map<string, number>();
    for (const { p, after } of everyRoll(s, req)) {
      for (const l of after.leaders) if (l.fate !== 'alive') fell.set(l.id, (fell.get(l.id) ?? 0) + p);
    }
    expect(o.value.odds.leaderRisk.map((r) => r.leader).sort()).toEqual(['AL1', 'DL1']);
    for (const r of o.value.odds.leaderRisk) expect(r.probability, r.name).toBeCloseTo(fell.get(r.leader) ?? 0, 12);
  });
});
