/**
 * Seed 003, "Step 1.2. Defender Shoot": "Shooting criteria", "Shooting order", "Shooting
 * arcs", "Shoot front before flank", "Shooting dice", "Primary and secondary shooting units",
 * "Infantry defending difficult terrain", "Commanders and shooting".
 */
import { describe, expect, it } from 'vitest';
import { ARMIES, battleOf, nextUntil, refusal, run } from './battle.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { tillyGuide } from '../../../src/rulesets/tilly/present/guide.js';

const atShoot = () => nextUntil(battleOf(ARMIES), 'defender-shoot');

describe('Shooting criteria', () => {
  it('rabble and commanders cannot shoot; a unit in contact with the enemy cannot shoot', () => {
    const b = atShoot();
    expect(refusal(b, 'shoot Peasants at "Blue Brigade"')).toBe('Rabble cannot shoot (Table 1)');
    expect(refusal(b, 'shoot Tilly at "Blue Brigade"')).toContain('commanders neither shoot nor can be shot at');
    const locked = run(b, 'engage "Tercio 1" "Yellow Brigade"').battle;
    expect(refusal(locked, 'shoot "Tercio 1" at "Blue Brigade"')).toContain('is in contact with the enemy and cannot shoot');
  });

  it('units shoot once per turn', () => {
    const b = run(atShoot(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 1,1,1,1').battle;
    expect(refusal(b, 'shoot "Tercio 1" at "Yellow Brigade"')).toBe('Tercio 1 has already shot this turn (shooting marker)');
  });
});

describe('Shooting order', () => {
  it('all shooting at one target happens at once', () => {
    const b = run(atShoot(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 1,1,1,1').battle;
    expect(refusal(b, 'shoot "Tercio 2" at "Blue Brigade"')).toContain('all shooting at one target happens at once');
  });
});

describe('Shooting arcs and shooting dice', () => {
  it('primary to front rolls its current resolve; to flank 1 die; each secondary 1 die', () => {
    const b = run(atShoot(), 'set "Tercio 1" resolve 3').battle;
    const front = run(b, 'shoot "Tercio 1","Tercio 2","Imperial Shot" at "Blue Brigade" --rolls 1,1,1,1,1').entry;
    expect(front.results[0]?.modifiers?.actor.map((m) => [m.label, m.value])).toEqual([
      ['Tercio 1: primary, to front: resolve', 3],
      ['Tercio 2: secondary', 1],
      ['Imperial Shot: secondary', 1],
    ]);
    const flank = run(b, 'shoot "Tercio 1" at "Blue Brigade" --flank "Tercio 1" --rolls 6').entry;
    expect(flank.results[0]?.actorModifier).toBe(1);
  });

  it('cannons only shoot to their front', () => {
    expect(refusal(atShoot(), 'shoot "Imperial Guns" at "Blue Brigade" --flank "Imperial Guns"')).toContain('cannons can only shoot to their front');
  });

  it('all shooting hits on a 6', () => {
    const { battle } = run(atShoot(), 'shoot "Tercio 1" at "Blue Brigade" --rolls 5,5,6,5');
    expect(battle.state.units.find((u) => u.name === 'Blue Brigade')?.resolve).toBe(3);
  });
});

describe('Infantry defending difficult terrain', () => {
  it('one die less against dragoons, pike+shot or shot in difficult terrain or fortifications', () => {
    const { entry } = run(atShoot(), 'shoot "Cuirassiers 1" at "Swedish Dragoons" --cover --rolls 6,1');
    expect(entry.results[0]?.actorModifier).toBe(2); // "a horse unit with 3 resolve would throw 2d6 rather than 3d6"
  });

  it('a secondary shooter whose one die the cover takes says once that it rolls no dice (play-test finding)', () => {
    const { entry } = run(atShoot(), 'shoot "Tercio 1","Tercio 2" at "Blue Brigade" --cover --rolls 6,1,1');
    expect(entry.results[0]?.result).toBe(
      'Tercio 1 (primary, 3 dice) 6, 1, 1: 1 hit; Tercio 2 (secondary) rolls no dice (the target\'s cover takes its one die) → Blue Brigade takes 1 hit: resolve 4 → resolve 3.',
    );
  });

  it('not against horse, light horse, rabble or cannons', () => {
    expect(refusal(atShoot(), 'shoot "Tercio 1" at "Swedish Horse 1" --cover')).toContain('--cover only applies to dragoons, pike+shot or shot');
  });
});

describe('Commanders and shooting', () => {
  it('commanders cannot be shot at: one attached to no unit is said to be alone, not sent to "the unit he is attached to" (play-test finding)', () => {
    expect(refusal(atShoot(), 'shoot "Tercio 1" at Horn')).toBe('Horn is attached to no unit, and a commander cannot be shot at alone ("Commanders and shooting")');
  });

  it('commanders cannot be shot at: an attached one is reached only through his unit, which the refusal names', () => {
    const b = run(atShoot(), 'attach Horn "Swedish Horse 1" --why "he rode with it"').battle;
    expect(refusal(b, 'shoot "Tercio 1" at Horn')).toMatch(
      /^Horn cannot be shot at directly: shoot at Swedish Horse 1 \(A\d+\), the unit he is attached to: if it takes hits, he may become a casualty \("Commanders and shooting"\)$/,
    );
  });
});

describe('Shooting dice: odds name the dice in order with the score each hits on', () => {
  it('"(hit on 6)", as melee odds say "(hit on 5+)"', () => {
    expect(run(atShoot(), 'odds shoot "Tercio 1" at "Blue Brigade"').entry.results[0]?.result).toMatch(/Dice in order: \d+ for Tercio 1 \(hit on 6\)\.$/);
  });
});

describe('Shooting dice, in the guided menus: the flank question says what the flank costs', () => {
  /** Walk the guided shoot of `shooter` at `target`, answering no, until the flank question. */
  const flankQuestion = (b: ReturnType<typeof battleOf>, shooter: string, target: string): string => {
    let step = tillyGuide(b.state) as GuideStep | string | null;
    for (let i = 0; i < 10 && step !== null && typeof step === 'object'; i += 1) {
      if (step.kind === 'confirm') {
        if (step.message.includes('to the flank of')) return step.message;
        step = step.next(false as never) as GuideStep | string | null;
      } else if (step.kind === 'select') {
        const pick = step.choices.find((c) => c.name.startsWith(`${shooter} shoots`) || c.name.startsWith(target)) ?? step.choices.find((c) => c.name === 'no one else');
        step = step.next((pick?.value ?? '') as never) as GuideStep | string | null;
      } else return '';
    }
    return '';
  };
  it('"1 die, not 4 dice" for a primary of resolve 4; never "1 die, not 1 die" for one of resolve 1', () => {
    const b = nextUntil(battleOf(ARMIES), 'defender-shoot');
    expect(flankQuestion(b, 'Tercio 1', 'Swedish Horse 1')).toBe('Is Swedish Horse 1 to the flank of Tercio 1? (then it rolls 1 die, not 4 dice)');
    const weak = run(b, 'set "Tercio 1" resolve 1').battle;
    expect(flankQuestion(weak, 'Tercio 1', 'Swedish Horse 1')).toBe('Is Swedish Horse 1 to the flank of Tercio 1? (it rolls 1 die either way, but a flank shot must meet "Shoot front before flank")');
  });
});
