/**
 * The TEC's unit classes (4.2, 5.4, 6.2, 11.10, 11.11): who a terrain disorders and who fights
 * with the fire factor there; and movement reaction refusals in the reacting unit's own words (11.9).
 */
import { describe, expect, it } from 'vitest';
import { previewBlocks } from '../../../src/present/preview.js';
import { fightStep } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import { rulesView } from '../../../src/rulesets/pike-and-shot/present/views.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { readFileSync } from 'node:fs';
import { odds, problems, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const sample = readFileSync(SAMPLE, 'utf8');
const WOODS = '      disorders: [infantry, cavalry]\n      fireAsMelee: true\n';
/** The sample with the woods' `disorders` and `fireAsMelee` lines replaced. */
const woods = (disorders: string, fireAsMelee: string) => (t: string) => {
  if (!t.includes(WOODS)) throw new Error('the sample woods changed');
  return t.replace(WOODS, `      disorders: ${disorders}\n      fireAsMelee: ${fireAsMelee}\n`);
};


/** Disordered Croats (fire 0, melee 2 on that side) attack the Blue Brigade in the combat phase. */
const croatsAttack = (edit?: (t: string) => string): PsState => runAll(stateOf(SAMPLE, edit), ['place A5 0812', 'set A5 disordered --why test', 'next']);

describe('5.4 fire factor as melee factor, per the TEC', () => {
  it('5.4: a fireAsMelee list naming cavalry makes disordered light cavalry with fire 0 melee at 0, and the roll agrees', () => {
    const s = croatsAttack(woods('[infantry, cavalry]', '[infantry, loose-shotte, cavalry]'));
    const p = odds(s, 'melee A5 at B2 --terrain woods');
    expect(p.modifiers.actor.map((m) => [m.label, m.value])).toEqual([['fire factor as melee', 0]]);
    expect(p.actorModifier).toBe(0);
    // mods shows the zero with its reason, not "no modifiers".
    const shown = JSON.stringify(previewBlocks(p));
    expect(shown).toContain("Isolani's Croats' fire factor used as their melee factor in this terrain (5.4, TEC), disordered side");
    expect(shown).not.toContain('no modifiers');
    // Blue Brigade fights with its fire factor 4 as before: differential -4 (-2 with the Croats' melee factor), on the Charge line from its rear (9.4).
    const r = run(s, 'melee A5 at B2 --terrain woods', [1, 1]);
    expect(r.text).toMatch(/Melee by Isolani's Croats: Charge line, as they attack Blue Brigade from the rear \(9\.4\), column <=-2 \(-4\)/);
  });

  it('5.4: fireAsMelee: true keeps its meaning, infantry and loose shotte only: the Croats melee at 2', () => {
    const s = croatsAttack();
    const p = odds(s, 'melee A5 at B2 --terrain woods');
    expect(p.modifiers.actor.map((m) => [m.label, m.value])).toEqual([['melee factor', 2]]);
    expect(p.modifiers.target.map((m) => m.label)).toEqual(['fire factor as melee']);
    expect(stateOf(SAMPLE).rules.tec.terrain.woods?.fireAsMelee).toEqual(['infantry', 'loose-shotte']);
  });

  it('5.4: a list without infantry leaves tercios and battalions on their melee factor', () => {
    const s = croatsAttack(woods('[infantry]', '[cavalry]'));
    expect(odds(s, 'melee A5 at B2 --terrain woods').modifiers.target.map((m) => [m.label, m.value])).toEqual([['melee factor', 5]]);
  });

  it('5.4: the guide asks the ground when cavalry fight with the fire factor there, and says who', () => {
    const s = croatsAttack(woods('[infantry]', '[cavalry]'));
    const step = fightStep(s, unit(s, 'A5'), 'melee');
    if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no select');
    const next = step.next(step.choices.find((c) => /B2/.test(c.value))?.value ?? '');
    if (next === null || typeof next === 'string') throw new Error(`no question: ${String(next)}`);
    expect(next.message).toBe("What ground is Blue Brigade on? (in woods Isolani's Croats fight with their fire factor; in village Blue Brigade fights with its fire factor, TEC)");
  });

  it('5.4: fireAsMelee refuses an unknown class at its place in the file, listing the classes', () => {
    const bad = sample.replace(WOODS, '      disorders: [infantry]\n      fireAsMelee: [infantry, horse]\n');
    expect(problems(bad)).toContain(
      'error: battle.yaml:108:31: unknown class "horse": the classes are infantry, loose-shotte, cavalry, heavy-cavalry, light-cavalry, dragoons',
    );
  });
});

describe('11.10 light cavalry and the TEC classes of disorders', () => {
  const moves = (edit: (t: string) => string) => {
    const s = stateOf(SAMPLE, edit);
    const status = (line: string) => unit(run(s, line).state, line.split(' ')[1] ?? '').status;
    return { cuirassiers: status('move A3 to 0508 --terrain woods'), croats: status('move A5 to 1008 --terrain woods') };
  };

  it('11.10: heavy-cavalry disorders cuirassiers but not light cavalry', () => {
    expect(moves(woods('[heavy-cavalry]', 'true'))).toEqual({ cuirassiers: 'disordered', croats: 'ordered' });
  });

  it('11.10: light-cavalry disorders light cavalry but not cuirassiers', () => {
    expect(moves(woods('[light-cavalry]', 'true'))).toEqual({ cuirassiers: 'ordered', croats: 'disordered' });
  });

  it('11.10: cavalry keeps its meaning, cuirassiers and light cavalry both', () => {
    expect(moves((t) => t)).toEqual({ cuirassiers: 'disordered', croats: 'disordered' });
  });

  it('11.10, 10.4, 11.11: check refuses dragoons, loose shotte and unknown names in disorders, at their place, listing the classes', () => {
    const found = problems(sample.replace(WOODS, '      disorders: [dragoons, loose-shotte, light-cav]\n      fireAsMelee: true\n'));
    const valid = 'the classes are infantry, cavalry, heavy-cavalry, light-cavalry';
    expect(found).toEqual([
      `error: battle.yaml:107:19: dragoons are always disordered (11.11), so terrain cannot disorder them: ${valid}`,
      `error: battle.yaml:107:29: loose shotte are always disordered (10.4), so terrain cannot disorder them: ${valid}`,
      `error: battle.yaml:107:43: unknown class "light-cav": ${valid}`,
    ]);
  });

  it('11.10: rules tec shows the classes and what each covers', () => {
    const shown = rulesView('tec', stateOf(SAMPLE, woods('[heavy-cavalry, light-cavalry]', '[cavalry]')));
    if (!shown.ok) throw new Error(shown.error);
    const json = JSON.stringify(shown.value);
    expect(json).toContain('heavy-cavalry, light-cavalry');
    expect(json).toContain('cuirassiers and harquebusiers');
    expect(json).toContain('Disorders never names loose shotte or dragoons');
  });
});

describe('11.9 movement reaction refusals name the reacting unit\'s kind', () => {
  const moved = () => runAll(stateOf(SAMPLE), ['place B3 0409', 'next', 'next', 'move B3 to 0509']);

  it('11.9: harquebusiers refused a fire reaction at two hexes are called harquebusiers, not infantry', () => {
    expect(refusal(moved(), 'react A4 fire B3')).toBe(
      "Finnish Horse is 2 hexes from Cronberg's Harquebusiers: harquebusiers react by fire to a unit moving next to them (11.9, 4.5); at two hexes they react by melee or charge (11.4)",
    );
  });

  it('11.11, 4.5, 11.4: dragoons, infantry and cavalry refusals name their own kind and rule', () => {
    const s = moved();
    expect(refusal(s, 'react A6 fire B3')).toBe('Finnish Horse is 4 hexes from Imperial Dragoons: dragoons react by fire to a unit moving next to them (11.11, 4.5)');
    expect(refusal(s, 'react A6 melee B3')).toBe('Imperial Dragoons cannot react by melee: dragoons react to movement by fire only (11.11, 4.5)');
    expect(refusal(s, 'react A2 fire B3')).toBe('Finnish Horse is 3 hexes from Savelli: infantry reacts by fire to a unit moving next to it (4.5)');
    expect(refusal(s, 'react A3 fire B3')).toBe("Pappenheim's Horse cannot react by fire: cuirassiers react to movement by melee or charge only (4.5, 11.4)");
    expect(refusal(s, 'react A5 fire B3')).toBe("Isolani's Croats cannot react by fire: light cavalry react to movement by melee or charge only (11.10, 11.4)");
    expect(refusal(s, 'react A7 fire B3')).toBe('Imperial Guns are artillery, and artillery never reacts (12.5)');
  });
});

describe('5.4 the guide asks about a fire-as-melee hexside', () => {
  it('5.4: a hexside whose fireAsMelee names cavalry is asked about when cavalry fight across it', () => {
    const s = croatsAttack((t) => woods('[infantry]', '[infantry]')(t).replace('stream: { move: { infantry: 1, cavalry: 1 }, disorders: [infantry] }', 'stream: { move: { infantry: 1, cavalry: 1 }, disorders: [infantry], fireAsMelee: [light-cavalry] }'));
    const step = fightStep(s, unit(s, 'A5'), 'melee');
    if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no select');
    const ground = step.next(step.choices.find((c) => /B2/.test(c.value))?.value ?? '');
    if (ground === null || typeof ground === 'string' || ground.kind !== 'select') throw new Error(`no ground question: ${String(ground)}`);
    const side = ground.next('');
    if (side === null || typeof side === 'string') throw new Error(`no hexside question: ${String(side)}`);
    expect(side.message).toBe("Is there a stream between them? (across a stream Isolani's Croats fight with their fire factor, TEC)");
  });
});
