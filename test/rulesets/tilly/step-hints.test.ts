/** Seed 003, "Sequence of play": what `next` says is open in steps 3.4 (melee) and 3.5 (rally back). */
import { describe, expect, it } from 'vitest';
import { battleOf, nextUntil, run, runAll, SHOOTING_EXAMPLE } from './battle.js';

describe('step hints', () => {
  it('Step 3.4 melee with no unit in contact: no side chooses a first melee, and there is nothing to do', () => {
    const b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'point-blank');
    const { battle, entry } = run(b, 'next');
    expect(battle.state.step).toBe('melee');
    expect(entry.results[0]?.result).toBe('Step 3.4 melee. No unit is in contact: there is no melee to fight. Nothing to do here: next.');
    expect(battle.state.meleeChooser).toBeNull();
  });

  it('Step 3.5 rally back: the compulsory rally back is listed first and marked, the voluntary ones counted', () => {
    let b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "Weimarian Horse" at "Imperial Pike+shot"', 'next', 'charge']), 'melee');
    b = run(b, 'melee "Weimarian Horse" --rolls 5,1,1,5,6,1,1').battle;
    expect(run(b, 'next').entry.results[0]?.result).toBe('Step 3.5 rally back. Open: must: rallyback A7; may: 4 others (rallyback <unit>).');
  });
});
