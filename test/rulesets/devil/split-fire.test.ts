/**
 * Seed 000, "Fire" (a Fire action with several targets: one calculation per target) and
 * "Formations" (how many bases may fire in each direction, the Swedish brigade's one arc):
 * split fire, from the typed line to the dice, the odds and the turn.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { FireRequest } from '../../../src/rulesets/devil/actions.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { fireOdds, planFireAction, resolveFire } from '../../../src/rulesets/devil/fire.js';
import { CATALOGUE, firingBases } from '../../../src/rulesets/devil/catalogue.js';
import { devilCompletions, parseDevilCommand } from '../../../src/rulesets/devil/parse.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { validateHouseRules } from '../../../src/rulesets/devil/house-rules.js';
import { fireTargets } from '../../../src/rulesets/devil/split-fire.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { dice, makeState } from './fixtures.js';
import { atLeaders, commanding, leaderOf, unitOf } from './turn-fixtures.js';

const fire = (units: string[], target: string, extra: Partial<FireRequest> = {}): FireRequest => ({ kind: 'fire', units, target, short: false, cover: 'none', ...extra });
const at = (target: string, extra: Partial<FireRequest['split'] extends readonly (infer T)[] | undefined ? T : never> = {}) => ({ target, short: false, cover: 'none' as const, ...extra });
function refusal(state: DevilState, req: FireRequest): string {
  const d = handDice([]);
  const r = resolveFire(state, req, d);
  if (r.ok) throw new Error('accepted');
  expect(d.rolled).toEqual([]); // a refusal rolls nothing
  return r.error;
}

/** A1 a tercio, A2 a Dutch battalion, A3 a Swedish brigade, A4 commanded shot; D1–D3 targets. */
const s = makeState({
  attacker: [
    { name: 'Tercio', type: 'tercio', bases: 6 },
    { name: 'Battalion', type: 'dutch-battalion', bases: 3 },
    { name: 'Yellow', type: 'swedish-brigade', bases: 6 },
    { name: 'Shot', type: 'commanded-shot', bases: 2 },
  ],
  defender: [
    { name: 'Red', type: 'commanded-shot', bases: 2 },
    { name: 'Green', type: 'commanded-shot', bases: 1 },
    { name: 'Horse', type: 'cuirassier', bases: 2 },
  ],
});

describe('Fire: split fire — each target is its own calculation, with the bases given to it', () => {
  it('rolls each target in turn (actor die, then target die) and reports one result per target', () => {
    const d = dice(6, 1, 1, 6);
    const r = resolveFire(s, fire(['A1'], 'D1', { bases: 1, short: true, split: [at('D2', { arc: 'rear' })] }), d);
    if (!r.ok) throw new Error(r.error);
    expect(d.rolled.map((x) => x.label)).toEqual(["Tercio's fire", 'Red under fire', "Tercio's fire", 'Green under fire']);
    expect(r.value.results.map((x) => [x.actor, x.target, x.result])).toEqual([
      ['Tercio', 'Red', expect.stringMatching(/^Red loses/)],
      ['Tercio', 'Green', 'No effect on Green.'],
    ]);
  });
  it('the force ratio of each calculation counts the bases given to that target', () => {
    // 1 base on Red (2 bases): badly outnumbered; the rest of the rear arc, 2 bases, on Green (1): badly outnumbers.
    const p = previewDevil(s, fire(['A1'], 'D1', { bases: 1, split: [at('D2', { arc: 'rear' })] }));
    if (!p.ok) throw new Error(p.error);
    const stages = p.value.stages ?? [];
    expect(stages.map((x) => [x.stage, x.target])).toEqual([
      ['Fire, 1 base into the front arc', 'Red'],
      ['Fire, 2 bases into the rear arc', 'Green'],
    ]);
    expect(stages[0]?.modifiers.target.map((m) => m.label)).toContain('Badly outnumbers the enemy');
    expect(stages[1]?.modifiers.actor.map((m) => m.label)).toContain('Badly outnumbers the enemy');
  });
  it('mods and odds show each target\'s calculation, and the whole action counts the targets hurt', () => {
    const req = fire(['A1'], 'D1', { bases: 1, split: [at('D2', { arc: 'rear', short: true })] });
    const p = previewDevil(s, req);
    if (!p.ok) throw new Error(p.error);
    const first = fireOdds(s, { ...fire(['A1'], 'D1', { bases: 1 }) });
    const second = fireOdds(s, fire(['A1'], 'D2', { arc: 'rear', short: true, bases: 2 }));
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(p.value.stages?.map((x) => x.odds)).toEqual([first.value, second.value]);
    const none = (o: typeof first.value) => o.outcomes.find((x) => x.label === 'no effect')?.probability ?? 0;
    const odds = p.value.odds;
    expect(odds?.outcomes.map((o) => o.label)).toEqual(['no effect on any target', '1 of 2 targets hurt', 'both targets hurt']);
    expect(odds?.outcomes[0]?.probability).toBeCloseTo(none(first.value) * none(second.value), 12);
    expect(odds?.outcomes[2]?.probability).toBeCloseTo((1 - none(first.value)) * (1 - none(second.value)), 12);
    expect(odds?.expected.targetLevels).toBeCloseTo(first.value.expected.targetLevels + second.value.expected.targetLevels, 12);
  });
  it('a target left without --bases takes what is left in its arc; only one per arc may', () => {
    const p = previewDevil(s, fire(['A1'], 'D1', { split: [at('D2', { bases: 1 })] }));
    expect(p.ok && p.value.stages?.map((x) => x.stage)).toEqual(['Fire, 1 base into the front arc', 'Fire, 1 base into the front arc']);
    expect(refusal(s, fire(['A1'], 'D1', { split: [at('D2')] }))).toBe('Tercio can fire 2 bases to the front in one action: give --bases for each target to the front but one, which takes the rest.');
    expect(refusal(s, fire(['A1'], 'D1', { bases: 2, split: [at('D2')] }))).toBe('Tercio can fire 2 bases to the front in one action, all given to the other targets: none is left for the last one.');
  });
  it('all fire on one target is one calculation: a target named twice is refused', () => {
    expect(refusal(s, fire(['A1'], 'D1', { bases: 1, split: [at('D1', { arc: 'rear' })] }))).toMatch(/^A target is named twice/);
  });
  it('split fire is one unit\'s: combined fire goes on one target', () => {
    expect(refusal(s, fire(['A1', 'A2'], 'D1', { split: [at('D2', { arc: 'rear' })] }))).toMatch(/^Split fire is one unit firing at several targets/);
  });
  it('each target is checked as a Fire would be: an enemy, alive, and an arc the unit can fire into', () => {
    expect(refusal(s, fire(['A1'], 'D1', { bases: 1, split: [at('A2')] }))).toBe('Battalion is on the same side as Tercio: choose an enemy unit.');
    expect(refusal(s, fire(['A4'], 'D1', { bases: 1, split: [at('D2', { arc: 'rear' })] }))).toBe('Shot cannot fire into its rear arc.');
  });
  it('who fired at whom: every target of the action, in order', () => {
    expect(fireTargets(fire(['A1'], 'D1', { bases: 1, split: [at('D2', { arc: 'rear' })] })).map((t) => t.target)).toEqual(['D1', 'D2']);
  });
});

describe('Fire: split fire — the firing-base limits per arc hold across the whole action ("Formations")', () => {
  it('a tercio fires no more than two bases in any one direction, but may fire in several', () => {
    expect(refusal(s, fire(['A1'], 'D1', { bases: 2, split: [at('D2', { bases: 1 })] }))).toBe('Tercio can fire 2 bases to the front in one action, not 3: give each target its --bases within that.');
    const r = resolveFire(s, fire(['A1'], 'D1', { split: [at('D3', { arc: 'flank' })] }), dice(1, 6, 1, 6));
    expect(r.ok && r.value.results.length).toBe(2);
  });
  it('Formations: a tercio fires "1 base with each of its shot bases": its four castles, two in any direction', () => {
    // Three directions at two bases each would be six: a 6-base tercio has only four shot bases.
    expect(refusal(s, fire(['A1'], 'D1', { split: [at('D2', { arc: 'rear' }), at('D3', { arc: 'flank' })] }))).toBe(
      'Only 4 bases of Tercio can fire in one action, not 6: only its shot bases fire, each once, and the pikes do not ("Formations").',
    );
    const r = resolveFire(s, fire(['A1'], 'D1', { split: [at('D2', { arc: 'rear' })] }), dice(1, 6, 1, 6));
    expect(r.ok && r.value.results.length).toBe(2);
  });
  it('house rule fire.reading.split-any-base 1: every base may fire once, pikes too', () => {
    const house = { ...s, houseRules: { 'fire.reading.split-any-base': 1 } };
    const r = resolveFire(house, fire(['A1'], 'D1', { split: [at('D2', { arc: 'rear' }), at('D3', { arc: 'flank' })] }), dice(1, 6, 1, 6, 1, 6));
    expect(r.ok && r.value.results.length).toBe(3);
    expect(validateHouseRules({ 'fire.reading.split-any-base': 1 })).toEqual([]);
  });
  it('Formations: a Dutch battalion fires only its two shot sleeves, never its pike block', () => {
    // Two to the front and one to a flank would be three: the battalion has two shot bases.
    expect(refusal(s, fire(['A2'], 'D1', { split: [at('D2', { arc: 'left' })] }))).toBe(
      'Only 2 bases of Battalion can fire in one action, not 3: only its shot bases fire, each once, and the pikes do not ("Formations").',
    );
  });
  it('each base fires once: never more bases in all than the unit has', () => {
    const small = makeState({ attacker: [{ name: 'Tercio', type: 'tercio', bases: 3 }], defender: [{ type: 'commanded-shot' }, { type: 'commanded-shot' }] });
    expect(refusal(small, fire(['A1'], 'D1', { split: [at('D2', { arc: 'rear' })] }))).toBe('Only 3 bases of Tercio can fire in one action, not 4: each base fires once.');
  });
  it('a Dutch battalion fires one base into a flank', () => {
    expect(refusal(s, fire(['A2'], 'D1', { arc: 'flank', bases: 1, split: [at('D2', { arc: 'flank', bases: 1 })] }))).toBe(
      'Battalion can fire 1 base into a flank in one action, not 2: give each target its --bases within that.',
    );
  });
  it('the Swedish brigade fires into one arc only, three bases to the front in all, and records the arc once', () => {
    expect(refusal(s, fire(['A3'], 'D1', { bases: 2, split: [at('D2', { arc: 'rear' })] }))).toBe('A Swedish brigade fires into one arc per turn: Yellow may not split its fire between the front and rear arcs.');
    expect(refusal(s, fire(['A3'], 'D1', { bases: 2, split: [at('D2', { bases: 2 })] }))).toMatch(/^Yellow can fire 3 bases to the front in one action, not 4/);
    const r = resolveFire(s, fire(['A3'], 'D1', { bases: 2, split: [at('D2')] }), dice(1, 6, 1, 6));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.events.filter((e) => e.type === 'fired-arc')).toEqual([expect.objectContaining({ unit: 'A3', arc: 'front' })]);
    const after = applyEvents(s, r.value.events);
    expect(refusal(after, fire(['A3'], 'D3', { arc: 'flank' }))).toMatch(/has already fired into its front arc this turn/);
  });
});

describe('Formations: the left and right flank arcs are two arcs', () => {
  // "Dutch Battalions may fire ... only one base to either flank"; a Swedish brigade fires into one arc a turn.
  it('a Dutch battalion fires one base to each flank in one action, but not two to one flank', () => {
    const r = resolveFire(s, fire(['A2'], 'D1', { arc: 'left', split: [at('D2', { arc: 'right' })] }), dice(1, 6, 1, 6));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.action)).toEqual(['Fire', 'Fire']);
    expect(refusal(s, fire(['A2'], 'D1', { arc: 'left', bases: 1, split: [at('D2', { arc: 'left', bases: 1 })] }))).toBe(
      'Battalion can fire 1 base into the left flank in one action, not 2: give each target its --bases within that.',
    );
    // A flank whose side was not said may be either: it shares one flank's base with a named one.
    expect(refusal(s, fire(['A2'], 'D1', { arc: 'flank', bases: 1, split: [at('D2', { arc: 'left', bases: 1 })] }))).toMatch(/^Battalion can fire 1 base into a flank in one action, not 2/);
  });
  it('a Swedish brigade that fired into its left flank may not fire into its right flank that turn', () => {
    expect(refusal(s, fire(['A3'], 'D1', { arc: 'left', bases: 1, split: [at('D2', { arc: 'right', bases: 1 })] }))).toBe(
      'A Swedish brigade fires into one arc per turn: Yellow may not split its fire between the left flank and right flank arcs.',
    );
    const r = resolveFire(s, fire(['A3'], 'D1', { arc: 'left' }), dice(1, 6));
    if (!r.ok) throw new Error(r.error);
    const after = applyEvents(s, r.value.events);
    expect(unitOf(after, 'A3').firedArc).toBe('left');
    expect(refusal(after, fire(['A3'], 'D3', { arc: 'right' }))).toMatch(/has already fired into its left flank arc this turn/);
    expect(resolveFire(after, fire(['A3'], 'D3', { arc: 'left' }), dice(1, 6)).ok).toBe(true);
  });
  it('a Swedish brigade that fired into a flank without naming it, then its left flank, may not fire into its right', () => {
    const first = resolveFire(s, fire(['A3'], 'D1', { arc: 'flank' }), dice(1, 6));
    if (!first.ok) throw new Error(first.error);
    const flank = applyEvents(s, first.value.events);
    expect(unitOf(flank, 'A3').firedArc).toBe('flank');
    const second = resolveFire(flank, fire(['A3'], 'D3', { arc: 'left' }), dice(1, 6));
    if (!second.ok) throw new Error(second.error);
    const left = applyEvents(flank, second.value.events);
    expect(unitOf(left, 'A3').firedArc).toBe('left');
    expect(second.value.events.find((e) => e.type === 'fired-arc')?.text).toBe('Yellow has fired into its left flank arc this turn.');
    expect(refusal(left, fire(['A3'], 'D1', { arc: 'right' }))).toMatch(/has already fired into its left flank arc this turn/);
  });
});

describe('Fire: split fire — typed, activated once, in the turn', () => {
  it('a further "at <target>" with its own flags starts each further target', () => {
    const r = parseDevilCommand(s, 'fire Tercio at Red --bases 1 --short at Green --arc rear --cover soft at Horse --arc flank --bases 1');
    expect(r.ok && r.value).toEqual({
      kind: 'fire',
      units: ['A1'],
      target: 'D1',
      short: true,
      cover: 'none',
      bases: 1,
      split: [
        { target: 'D2', short: false, cover: 'soft', arc: 'rear' },
        { target: 'D3', short: false, cover: 'none', arc: 'flank', bases: 1 },
      ],
    });
  });
  it('a bad further target is one plain refusal that says which piece', () => {
    const bad = (line: string) => {
      const r = parseDevilCommand(s, line);
      return r.ok ? 'accepted' : r.error;
    };
    expect(bad('fire A1 at D1 at')).toBe('split fire, "at": name the further target after "at"');
    expect(bad('fire A1 at D1 at D2 --type tercio')).toBe('split fire, "at D2 --type tercio": a further target has no --type flag (help fire lists them)');
    expect(bad('fire A1 at D1 at Nobody')).toMatch(/^split fire, "at Nobody": no unit matches "Nobody"/);
  });
  it('completes the further target\'s name and flags', () => {
    expect(devilCompletions(s, 'fire A1 at D1 at Gr')).toEqual(['Green']);
    expect(devilCompletions(s, 'fire A1 at D1 at D2 --ar')).toEqual(['--arc']);
  });
  it('the unit is activated once for the whole action, and has acted', () => {
    const st = commanding(atLeaders(), 'AL1', 2); // Gustav Adolf: A1 Yellow Brigade
    const r = executeDevil(st, { kind: 'fire', units: ['A1'], target: 'D1', short: false, cover: 'none', bases: 2, split: [at('D2')] }, handDice([1, 6, 1, 6]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.target)).toEqual(['Old Tercio', 'Siege Guns']);
    expect(r.value.events.filter((e) => e.type === 'activation')).toHaveLength(1);
    expect(leaderOf(r.value.state, 'AL1').activationsLeft).toBe(1);
    expect(unitOf(r.value.state, 'A1').acted).toBe(true);
  });
});

describe('Fire: split fire — the limits hold for any split the game master types (property)', () => {
  const RUNS = Number(process.env.TYW_PROPERTY_RUNS ?? 300);
  const arcs = ['front', 'rear', 'flank'] as const;
  const pick = fc.record({ arc: fc.constantFrom(...arcs), bases: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }) });
  it('an accepted split keeps every arc within its limit and the unit within its bases; a refusal rolls nothing', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.constantFrom('A1', 'A2', 'A3', 'A4'), fc.array(pick, { minLength: 2, maxLength: 3 }), (firer, picks) => {
        const [first, ...rest] = picks.map((p, i) => ({ target: `D${i + 1}`, short: false, cover: 'none' as const, ...p }));
        if (!first) return;
        const req = fire([firer], first.target, { ...(first.bases === undefined ? {} : { bases: first.bases }), arc: first.arc, split: rest });
        const plan = planFireAction(s, req);
        const d = dice(3, 3, 3, 3, 3, 3);
        const r = resolveFire(s, req, d);
        expect(r.ok).toBe(plan.ok);
        if (!plan.ok) {
          expect(d.rolled).toEqual([]);
          return;
        }
        const u = s.units.find((x) => x.id === firer);
        if (!u) throw new Error(firer);
        for (const arc of arcs) {
          const inArc = plan.value.filter((shot) => shot.arc === arc).reduce((n, shot) => n + shot.firingBases, 0);
          expect(inArc).toBeLessThanOrEqual(firingBases(CATALOGUE[u.type], u.bases, arc));
        }
        expect(plan.value.reduce((n, shot) => n + shot.firingBases, 0)).toBeLessThanOrEqual(u.bases);
        expect(plan.value.every((shot) => shot.firingBases >= 1)).toBe(true);
        expect(new Set(plan.value.map((shot) => shot.arc)).size === 1 || !CATALOGUE[u.type].oneArcPerTurn).toBe(true);
        expect(r.ok && r.value.results.map((x) => x.target)).toEqual(plan.value.map((shot) => shot.target.name));
        accepted += 1;
      }),
      { numRuns: RUNS, seed: 9 },
    );
    expect(accepted).toBeGreaterThan(RUNS / 20); // the property saw real splits, not only refusals
  });
});
