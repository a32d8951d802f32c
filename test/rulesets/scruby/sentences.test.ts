/**
 * The rule set's sentences agree with the unit's name: "Smaland Horse charges", "Red
 * Musketeers scatter" (the shared verb helper decides which names are plural).
 */
import { describe, expect, it } from 'vitest';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { statusView } from '../../../src/rulesets/scruby/present/status.js';
import { play, refusal, run, sample } from './fixtures.js';

const text = (s: ScrubyState, line: string, rolls: number[] = []): string => play(s, line, rolls).results.map((r) => r.result).join(' ');
const events = (s: ScrubyState, line: string, rolls: number[] = []): string => play(s, line, rolls).events.map((e) => e.text).join(' | ');

/** The sample with one dragoon unit given a singular name. */
const withCompany = (): ScrubyState => {
  const s = sample();
  return { ...s, units: s.units.map((u) => (u.id === 'A19' ? { ...u, name: 'Leib Company' } : u)) };
};

describe('sentences agree with singular and plural unit names', () => {
  it('moves, mounting and dismounting', () => {
    const s = sample();
    expect(text(s, 'advance A1')).toMatch(/^Yellow Pikes move up to 3"/);
    expect(text(s, 'advance A13')).toMatch(/^Smaland Horse moves up to 12"/);
    const c = withCompany();
    expect(text(c, 'dismount A19')).toMatch(/^Leib Company dismounts:/);
    expect(text(sample(), 'dismount A19')).toMatch(/^Swedish Dragoon Muskets dismount:/);
    expect(refusal(c, 'mount A19')).toBe('Leib Company is already mounted');
    expect(refusal(sample(), 'mount A19')).toBe('Swedish Dragoon Muskets are already mounted');
    const foot = run(c, ['dismount A19', 'next', 'next', 'next']);
    expect(text(foot, 'mount A19')).toMatch(/^Leib Company mounts:/);
  });

  it('fire refusals', () => {
    const s = run(sample(), ['fire A13 at B2 --range 3 --both-pistols', 'next', 'next', 'next']);
    expect(refusal(s, 'fire A13 at B2 --range 3')).toBe('Smaland Horse has no pistol loaded: it must stand still a full game move to reload ("CAVALRY" 2)');
    const m = run(sample(), ['fire A2 at B1 --range 10', 'next', 'next', 'next']);
    expect(refusal(m, 'fire A2 at B1 --range 10')).toBe('Yellow Musketeers are not loaded: they reload in the game move after they fire ("MUSKETEERS" 1)');
    expect(refusal(sample(), 'fire A1 at B1 --range 5')).toBe('Yellow Pikes have no firearms ("COMBAT TABLE")');
  });

  it('a charge and the defender\'s UE test', () => {
    const s = sample();
    const charge = text(s, 'charge A13 at B13 --response motion', [6]);
    expect(charge).toMatch(/^Smaland Horse charges Pappenheim Cuirassiers:/);
    expect(charge).toContain('Pappenheim Cuirassiers roll 6 against UE 5: fail (set in motion)');
    expect(text(s, 'charge B13 at A13 --response motion', [1])).toContain('Smaland Horse rolls 1 against UE 5: passes (set in motion)');
    expect(text(sample({ ueTest: false }), 'charge B13 at A13 --response motion --pass')).toContain('Smaland Horse passes its UE test (set in motion, game master)');
  });

  it('MOVEMENT: a charge\'s movement notes end its first sentence, not a sentence of their own', () => {
    expect(text(sample(), 'charge A1 at B5')).toBe('Yellow Pikes charge White Pikes: up to 3" (heavy pikes, closed order: 3" ("HEAVY PIKEMEN" closed 1)), forward or 45° only');
  });

  it('a melee lost by a singular unit, its scatter, rally and retirement', () => {
    let s = run(sample(), ['next']);
    const melee = text(s, 'melee B13 at A13 --enemy-stands 1', [6]);
    expect(melee).toContain('Pappenheim Cuirassiers kill 12');
    expect(melee).toContain('Smaland Horse kills 6');
    expect(melee).toContain('Smaland Horse loses the melee and its post-melee morale: scatter it (scatter A13)');
    expect(events(s, 'melee B13 at A13 --enemy-stands 1', [6])).toContain('Pappenheim Cuirassiers melee Smaland Horse: Pappenheim Cuirassiers win');
    expect(text(s, 'melee B13 at A13 --enemy-stands 1', [1])).toContain('Smaland Horse loses the melee but holds its ground');
    s = play(s, 'melee B13 at A13 --enemy-stands 1', [6]).state;
    expect(text(s, 'scatter A13', [1, 6])).toBe('Smaland Horse scatters (defeated → scattered): stand 1 to the left (1), stand 2 to the right (6). It retires each game move until rallied or off the table.');
    s = run(s, [['scatter A13', [1, 6]], 'next', 'next', 'next', 'next']);
    expect(text(s, 'rally A13', [6])).toBe('Smaland Horse rolls 6 against UE 5 and fails to rally: it keeps retiring');
    expect(text(s, 'rally A13', [1])).toBe('Smaland Horse rolls 1 against UE 5 and rallies: scattered → rallied');
    expect(text(s, 'next')).toContain('Smaland Horse (scattered: left, right) retires again until rallied.');
  });

  it('a melee lost by a plural unit, their scatter, pursuit and the winner\'s bonus move', () => {
    const s = run(sample(), ['next']);
    const won = play(s, 'melee A13 at B2 --unsupported').state;
    expect(text(won, 'scatter B2', [1, 3, 5, 6])).toContain('Red Musketeers scatter (defeated → scattered): stand 1 to the left (1)');
    expect(text(won, 'scatter B2', [1, 3, 5, 6])).toContain('They retire each game move until rallied or off the table.');
    expect(text(won, 'pursue A14 at B2')).toMatch(/^Ostgota Horse pursues Red Musketeers in the back: 2 stands × 6 doubled = 24 kill points, no loss; Red Musketeers are beaten and retire a cavalry move/);
    expect(text(won, 'bonus A13')).toMatch(/^Smaland Horse takes bonus move 1:/);
  });

  it('odds of a melee', () => {
    const s = run(sample(), ['next']);
    const a = scrubyRules.parse(s, 'melee B13 at A13 --enemy-stands 1');
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(s, a.value);
    if (!p.ok) throw new Error(p.error);
    const labels = p.value.odds?.outcomes.map((o) => o.label) ?? [];
    expect(labels).toContain('Smaland Horse loses morale (Pappenheim Cuirassiers kill 12, Smaland Horse kills 6)');
    expect(labels).toContain('Pappenheim Cuirassiers win, Smaland Horse holds (Pappenheim Cuirassiers kill 12, Smaland Horse kills 6)');
  });

  it('guns: reloading, holding and manning', () => {
    const t = run(sample({ autoReload: false }), [['fire A4 at B1 --range 20', [3]], 'next', 'next']);
    expect(text(t, 'reload A4')).toBe('Yellow Gun reloads this game move');
    expect(refusal(run(t, ['reload A4']), 'reload A4')).toBe('Yellow Gun already reloads this game move');
    expect(refusal(sample(), 'reload A2')).toBe('Yellow Musketeers are loaded: there is nothing to reload');
    expect(text(sample(), 'capture B4 --by A13')).toMatch(/^Smaland Horse holds Red Gun:/);
    expect(text(sample(), 'capture B4 --by A1')).toMatch(/^Yellow Pikes hold Red Gun:/);
    expect(refusal(sample(), 'crew A1 retire')).toBe('Yellow Pikes are not a gun');
    expect(refusal(sample(), 'capture A13 --release')).toBe('Smaland Horse is not a gun');
    expect(text(sample(), 'crew A21 --from A22')).toBe('4 gunners of Swedish Reserve Gun 2 man Swedish Reserve Gun 1 ("CREWS" 2)');
  });

  it('refusals say what to do instead, or that there is nothing to do', () => {
    expect(refusal(sample(), 'reload A1')).toBe('Yellow Pikes have no firearms ("COMBAT TABLE"): there is nothing to reload');
    expect(refusal(run(sample(), ['next', 'next']), 'rally A1')).toBe('Yellow Pikes are neither scattered nor retiring: there is nothing to rally');
    expect(refusal(sample(), 'counter-battery A2 at B4 --range 5')).toBe('Yellow Musketeers are not a gun: counter-battery fire is a gun\'s, at an enemy gun ("COUNTER BATTERY FIRE"); troops fire at a gun\'s gunners with fire A2 at B4');
    expect(refusal(sample(), 'counter-battery A1 at B4 --range 5')).toBe('Yellow Pikes are not a gun: counter-battery fire is a gun\'s, at an enemy gun ("COUNTER BATTERY FIRE")');
    expect(refusal(run(sample(), ['crew B8 --from B4']), 'crew B12 --from B4')).toBe("Red Gun has no gunners to give: choose a gun that has (status Imperialists lists each gun's crew)");
    // CAPTURING A GUN 1: the gun's own side fires it again once the holders are gone and it is released.
    expect(refusal(run(sample(), ['capture B4', 'crew B4 return']), 'fire B4 at A1 --range 5')).toBe('Red Gun is held by the enemy: drive the holders off, then capture B4 --release ("CAPTURING A GUN" 1)');
  });

  it('CREWS 2: gunners man their own side\'s guns only', () => {
    expect(refusal(sample(), 'crew A4 --from B4')).toBe('Red Gun (Imperialists) and Yellow Gun (Swedes) are on different sides: gunners man their own side\'s guns ("CREWS" 2)');
    // Neither gun is called the enemy's: which one is depends on who types the command.
    expect(refusal(sample(), 'crew B4 --from A4')).toBe('Yellow Gun (Swedes) and Red Gun (Imperialists) are on different sides: gunners man their own side\'s guns ("CREWS" 2)');
  });
});

describe('ARTILLERY sentences', () => {
  it('COUNTER BATTERY FIRE: one kill point on the gunners is singular', () => {
    expect(text(sample(), 'counter-battery A22 at B22 --range 40', [4])).toContain('; Imperial Reserve Gun 2 takes 1 kill point on its gunners (half the extreme open-order kill, rounded up): no gunner falls');
  });
  it('LARGE GUNS 2: advance on a large gun says it swivels within 6", not that it moves up to 0"', () => {
    expect(text(sample(), 'advance A21')).toBe('Swedish Reserve Gun 1 swivels within a 6" radius to fire in any direction; a large gun moves no further ("LARGE GUNS" 2)');
  });
});

describe('side names: a singular side takes no "the" (CAPTURING A GUN 1)', () => {
  const END = ['next', 'next', 'next'];
  /** The capture's result, its refusal when repeated, the captured event, and status of the gun. */
  const capture = (sides?: readonly [string, string]) => {
    const s = sample({}, sides);
    const held = play(s, 'capture B4');
    // Held through game move 2, it is captured as game move 2 ends.
    const ending = play(run(held.state, [...END, 'next', 'next']), 'next');
    const view = statusView(ending.state, 'B4');
    const heldView = statusView(held.state, 'B4');
    return {
      held: held.results.map((r) => r.result).join(' '),
      again: refusal(held.state, 'capture B4'),
      heldStatus: JSON.stringify(heldView.ok && heldView.value),
      captured: ending.events.map((e) => e.text).join(' | '),
      status: JSON.stringify(view.ok && view.value),
    };
  };
  it('the bundled names keep their words exactly: "the Swedes", "the Imperialists\'"', () => {
    const c = capture();
    expect(c.held).toBe('Red Gun is held by the Swedes: held through the next full game move, it is captured ("CAPTURING A GUN" 1)');
    expect(c.again).toBe('Red Gun is already held by the Swedes since game move 1');
    expect(c.heldStatus).toContain('held by the Swedes since game move 1');
    expect(c.captured).toContain('Red Gun is captured by the Swedes ("CAPTURING A GUN" 1)');
    expect(c.status).toContain("captured from the Imperialists' Red Brigade");
  });
  it('a country or a colour: "held by Sweden", "captured from Bavaria\'s Red Brigade"', () => {
    const c = capture(['Sweden', 'Bavaria']);
    expect(c.held).toBe('Red Gun is held by Sweden: held through the next full game move, it is captured ("CAPTURING A GUN" 1)');
    expect(c.again).toBe('Red Gun is already held by Sweden since game move 1');
    expect(c.heldStatus).toContain('held by Sweden since game move 1');
    expect(c.captured).toContain('Red Gun is captured by Sweden ("CAPTURING A GUN" 1)');
    expect(c.status).toContain("captured from Bavaria's Red Brigade");
    expect(capture(['Blue', 'Red']).held).toMatch(/^Red Gun is held by Blue:/);
  });
  it('a body of troops keeps its "the": "held by the Catholic League"', () => {
    const c = capture(['Catholic League', 'Sweden']);
    expect(c.held).toMatch(/^Red Gun is held by the Catholic League:/);
    expect(c.status).toContain("captured from Sweden's Red Brigade");
  });
});

describe('a unit\'s plural: key settles a name its last word does not (scenario, as in the other rule sets)', () => {
  const pikeniere = async (plural?: boolean): Promise<ScrubyState> => {
    const { readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    const { parse } = await import('yaml');
    const { buildScrubyScenario } = await import('../../../src/rulesets/scruby/scenario.js');
    const raw = parse(readFileSync(resolve(import.meta.dirname, '../../../scenarios/scruby-sample.yaml'), 'utf8'));
    raw.sides[0].brigades[0].units[0] = { name: 'Rote Pikeniere', type: 'heavy-pike', stands: 4, ...(plural === undefined ? {} : { plural }) };
    const built = buildScrubyScenario(raw);
    if (!built.ok) throw new Error(JSON.stringify(built.error));
    return scrubyRules.initialState(built.value.scenario);
  };
  it('"Rote Pikeniere" read as one by its last word; plural: true makes its verbs plural', async () => {
    expect(text(await pikeniere(), 'advance A1')).toMatch(/^Rote Pikeniere moves/);
    const s = await pikeniere(true);
    expect(text(s, 'advance A1')).toMatch(/^Rote Pikeniere move up to/);
    expect(text(run(s, ['next']), 'melee A1 at B1', [1, 1])).toMatch(/Rote Pikeniere kill 24/);
  });
});
