import { describe, expect, it } from 'vitest';
import { looterStatus } from '../../../src/rulesets/devil/camps.js';
import { devilGuide } from '../../../src/rulesets/devil/present/guide.js';
import { moralePoints } from '../../../src/rulesets/devil/morale.js';
import { devilStanding } from '../../../src/rulesets/devil/present/standing.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { battle, engaged, play, refuse, unitOf, withUnit } from './turn-fixtures.js';

const atMorale = (s: DevilState): DevilState => ({ ...s, step: 'morale' });

describe('Combat Effects and Rallying: camps and baggage', () => {
  it('a sacked camp: the looters become Disordered, or Demoralized if already Disordered', () => {
    const s = atMorale(withUnit(battle(), 'A3', { status: 'disordered' }));
    const r = play(s, { kind: 'sack', side: 1, by: ['A2', 'A3'] });
    expect(unitOf(r.state, 'A2').status).toBe('disordered');
    expect(unitOf(r.state, 'A3').status).toBe('demoralized');
    expect(r.state.sides[1].campSacked).toBe(true);
    expect(r.results[0]?.changes).toHaveLength(2);
  });
  it('no base is ever lost by looting; a Demoralized looter stays Demoralized', () => {
    expect(looterStatus('demoralized')).toBe('demoralized');
    const s = atMorale(withUnit(battle(), 'A2', { status: 'demoralized' }));
    const r = play(s, { kind: 'sack', side: 1, by: ['A2'] });
    expect(unitOf(r.state, 'A2')).toMatchObject({ status: 'demoralized', bases: 2 });
  });
  it('the game master\'s reason reads inside the sentence, before its full stop', () => {
    const r = play(atMorale(battle()), { kind: 'sack', side: 1, by: ['A2'], why: 'seen on the camera' });
    expect(r.results[0]?.result).toBe('The camp of the Imperialists is sacked by Smaland Reiters; Smaland Reiters: OK → Disordered (seen on the camera).');
  });
  it('the report\'s Camp column: standing while the camp stands, sacked after, "no camp" for a side without one', () => {
    const s = atMorale(battle());
    const camp = (state: DevilState) => devilStanding(state).sides.map((side) => side.losses.at(-1));
    const noCamp = { ...s, sides: [{ ...s.sides[0], camp: false }, s.sides[1]] as const };
    expect(camp(noCamp)).toEqual(['no camp', 'standing']);
    expect(camp(play(noCamp, { kind: 'sack', side: 1, by: ['A2'] }).state)).toEqual(['no camp', 'sacked']);
  });
  it('the sacked camp costs its army 6 morale points', () => {
    const r = play(atMorale(battle()), { kind: 'sack', side: 1, by: ['A2'] });
    expect(moralePoints(r.state, 1).points).toBe(6);
  });
  it('a unit that is itself in contact with an enemy cannot sack the camp', () => {
    const s = atMorale(engaged(battle(), 'A2', 'D3'));
    expect(refuse(s, { kind: 'sack', side: 1, by: ['A2'] })).toMatch(/themselves in contact/);
  });
  it('Combat Effects and Rallying: a camp falls only to enemy units in contact with it, so a sack names its looters', () => {
    const s = atMorale(battle());
    expect(refuse(s, { kind: 'sack', side: 1 })).toBe(
      'A camp is sacked by the enemy units in contact with it, which then fall into disorder ("Combat Effects and Rallying"): name them, e.g. sack defender camp --by A1.',
    );
    expect(refuse(s, { kind: 'sack', side: 1, by: [] })).toMatch(/name them/);
  });
  it('Combat Effects and Rallying: the guided menu asks which units loot the camp, offering only enemies free of contact', () => {
    const s = atMorale(engaged(battle(), 'A2', 'D3'));
    const menu = devilGuide(s);
    if (menu?.kind !== 'select') throw new Error('expected the step menu');
    const pick = menu.choices.find((c) => c.name === 'sack the camp of the Imperialists');
    const step = pick ? menu.next(pick.value) : null;
    if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error(`expected a select, got ${JSON.stringify(step)}`);
    expect(step.choices.map((c) => c.value)).not.toContain('A2');
    expect(step.choices.map((c) => c.value)).toContain('A1');
    const more = step.next('A1');
    if (more === null || typeof more === 'string' || more.kind !== 'checkbox') throw new Error('expected a checkbox for the other looters');
    expect(more.next([])).toBe('sack defender camp --by A1');
    expect(more.next(['A3'])).toBe('sack defender camp --by A1,A3');
  });
  it('refuses own camp, a missing camp and a second sack', () => {
    const s = atMorale(battle());
    expect(refuse(s, { kind: 'sack', side: 1, by: ['D1'] })).toMatch(/own camp/);
    const noCamp = { ...s, sides: [s.sides[0], { ...s.sides[1], camp: false }] as const };
    expect(refuse(noCamp, { kind: 'sack', side: 1, by: ['A2'] })).toMatch(/no camp/);
    const once = play(s, { kind: 'sack', side: 1, by: ['A2'] }).state;
    expect(refuse(once, { kind: 'sack', side: 1, by: ['A1'] })).toMatch(/already been sacked/);
  });
});
