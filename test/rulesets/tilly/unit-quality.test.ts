/** Seed 003, "Optional Rule: Unit Quality" and "Resolve". */
import { describe, expect, it } from 'vitest';
import { sidePoints } from '../../../src/rulesets/tilly/scenario.js';
import { changeRefusal, pointsOf, startingResolve } from '../../../src/rulesets/tilly/units.js';
import { ARMIES, battleOf, nextUntil, refusal, run, scenarioOf, unit } from './battle.js';

describe('Optional Rule: Unit Quality', () => {
  it('the points example: ordinary pike+shot resolve 4 for 3 points, superior 5 for 4, inferior 3 for 2', () => {
    expect([startingResolve('pike-and-shot', 'ordinary'), pointsOf('ordinary')]).toEqual([4, 3]);
    expect([startingResolve('pike-and-shot', 'superior'), pointsOf('superior')]).toEqual([5, 4]);
    expect([startingResolve('pike-and-shot', 'inferior'), pointsOf('inferior')]).toEqual([3, 2]);
  });

  it('45 points buy 11 superior (1 spare), 15 ordinary, 22 inferior (1 spare) or 45 rabble', () => {
    const buy = (q: 'superior' | 'ordinary' | 'inferior' | 'rabble') => [Math.floor(45 / pointsOf(q)), 45 % pointsOf(q)];
    expect(buy('superior')).toEqual([11, 1]);
    expect(buy('ordinary')).toEqual([15, 0]);
    expect(buy('inferior')).toEqual([22, 1]);
    expect(buy('rabble')).toEqual([45, 0]);
    // Two inferior units cost as much as one superior: +1 and -1 point around ordinary.
    expect(2 * pointsOf('inferior')).toBe(pointsOf('superior'));
  });

  it('rabble quality has 1 resolve whatever its weapons; commanders and cannons are always ordinary', () => {
    expect(startingResolve('horse', 'rabble')).toBe(1);
    expect(startingResolve('rabble', 'rabble')).toBe(1);
    const b = battleOf(ARMIES);
    expect(unit(b, 'Yellow Brigade').startResolve).toBe(5);
    expect(unit(b, 'Imperial Dragoons').startResolve).toBe(1);
    expect(unit(b, 'Peasants').quality).toBe('rabble');
    expect(unit(b, 'Horn').quality).toBe('ordinary');
  });

  it('a side\'s points add every unit, commanders included', () => {
    const sc = scenarioOf(ARMIES);
    // Swedes: 2 commanders, 2 horse, light horse, blue, shot, dragoons, guns (3 each) + superior yellow (4)
    expect(sidePoints(sc.sides[0])).toBe(9 * 3 + 4);
    // Imperialists: 9 ordinary, rabble 1, inferior dragoons 2
    expect(sidePoints(sc.sides[1])).toBe(9 * 3 + 1 + 2);
  });

  it('a commander or cannons of another quality, or rabble of another quality, is an error', () => {
    const bad = structuredClone(ARMIES) as typeof ARMIES;
    (bad.sides[0]!.commands[0]!.units[0] as Record<string, unknown>).quality = 'superior';
    const built = (() => {
      try {
        scenarioOf(bad);
        return '';
      } catch (e) {
        return String(e);
      }
    })();
    expect(built).toContain('commanders are always ordinary, not superior');
  });

  it('"Commanders and cannon are always ordinary": superior cannons are refused as "cannons", not "cannonss"', () => {
    const bad = structuredClone(ARMIES) as typeof ARMIES;
    (bad.sides[0]!.commands[1]!.units[5] as Record<string, unknown>).quality = 'superior';
    expect(() => scenarioOf(bad)).toThrow(/: cannons are always ordinary, not superior$/);
  });

  it('without the optional rule, qualities are ignored with a warning', async () => {
    const { buildTillyScenario } = await import('../../../src/rulesets/tilly/scenario.js');
    const plain = { ...structuredClone(ARMIES), quality: false };
    const built = buildTillyScenario(plain);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.warnings.map((w) => w.message)).toContain('quality superior is ignored: the scenario does not use unit quality (quality: true)');
  });

  it('changes of direction: rabble only wheel; inferior no oblique, sideways or backwards; superior two in a move step', () => {
    expect(changeRefusal('rabble', 'rabble', 'oblique', false)).toBe('rabble may only wheel');
    expect(changeRefusal('horse', 'rabble', 'turn', false)).toBe('rabble may only wheel');
    expect(changeRefusal('pike-and-shot', 'inferior', 'sideways', false)).toBe('inferior units cannot move oblique, sideways or backwards');
    expect(changeRefusal('pike-and-shot', 'inferior', 'wheel', false)).toBeNull();
    let b = battleOf(ARMIES);
    expect(refusal(b, 'move "Blue Brigade" --change wheel,turn')).toContain('only superior units make two changes');
    b = run(b, 'move "Yellow Brigade" --change wheel,about-face').battle;
    expect(b.entries.at(-1)?.results[0]?.result).toContain('then an about face at the end');
    const d = run(battleOf(ARMIES), 'next').battle;
    const moveStep = run(run(d, 'next').battle, 'move "Imperial Dragoons" --change turn').entry;
    expect(moveStep.results[0]?.result).toContain('a turn, which replaces the whole move');
  });
});

describe('Optional Rule: Unit Quality (Inferior): a change of direction that replaces the entire movement', () => {
  it('an inferior unit that turns or about-faces moves no further: --dist above 0 is refused', () => {
    const b = nextUntil(battleOf(ARMIES), 'defender-move');
    expect(refusal(b, 'move "Imperial Dragoons" --change about-face --dist 2')).toBe(
      "an about face replaces Imperial Dragoons' whole move: it moves no further (not 2 TUM (40mm)); type move D11 --change about-face, without --dist",
    );
    expect(refusal(b, 'move "Imperial Dragoons" --change turn --dist 1')).toContain('replaces Imperial Dragoons\' whole move');
    expect(run(b, 'move "Imperial Dragoons" --change about-face --dist 0').entry.results[0]?.result).toContain('an about face, which replaces the whole move');
    // An ordinary unit's about face costs nothing and is followed by a straight move.
    expect(run(b, 'move "Imperial Shot" --change about-face --dist 2').entry.results[0]?.result).toContain('then straight up to 3 TUM');
  });
});

describe('Optional Rule: Unit Quality (Superior): two changes of direction do not give a turn its move back', () => {
  it('a superior unit that turns and wheels moves no straight distance; a wheel and an about face still move', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move "Yellow Brigade" --change turn,wheel --dist 3')).toBe("a turn replaces Yellow Brigade's whole move: it moves no further (not 3 TUM (60mm)); type move A6 --change turn,wheel, without --dist");
    expect(refusal(b, 'move "Yellow Brigade" --change wheel,turn --dist 1')).toContain("a turn replaces Yellow Brigade's whole move");
    expect(run(b, 'move "Yellow Brigade" --change turn,wheel').entry.results[0]?.result).toContain('a turn at the start and a wheel at the end, with no straight move between');
    expect(run(b, 'move "Yellow Brigade" --change wheel,about-face --dist 3').entry.results[0]?.result).toContain('then straight up to 3 TUM');
  });
});
