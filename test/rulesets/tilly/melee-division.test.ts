/**
 * Seed 003, "Primary and secondary melee units" and "Melee dice": in a connected melee each
 * enemy unit fought by several friends has its own primary, and a unit fighting several
 * enemies divides its hits among them, as the player chooses, after the roll.
 */
import { describe, expect, it } from 'vitest';
import { tillyPresentation } from '../../../src/rulesets/tilly/presentation.js';
import { ARMIES, battleOf, chargeExampleB, nextUntil, refusal, run, runAll, unit } from './battle.js';

/** Yellow and Blue Brigade on Tercio 1; Blue Brigade and the Swedish Musketeers on Tercio 2. */
function connected() {
  const b = nextUntil(battleOf(ARMIES), 'melee');
  return runAll(b, [
    'engage "Yellow Brigade" "Tercio 1"',
    'engage "Blue Brigade" "Tercio 1"',
    'engage "Blue Brigade" "Tercio 2"',
    'engage "Swedish Musketeers" "Tercio 2"',
  ]);
}

const labels = (b: ReturnType<typeof connected>, line: string) => {
  const r = run(b, `mods ${line}`).entry.results[0];
  const dice = (ms: readonly { label: string; value: number }[] | undefined) => (ms ?? []).filter((m) => !m.label.includes('hits on')).map((m) => `${m.label} ${m.value}`);
  return { actor: dice(r?.modifiers?.actor), target: dice(r?.modifiers?.target) };
};

describe('Primary and secondary melee units: one primary against each enemy unit', () => {
  it('a unit that is the only one fighting an enemy is primary against it: both tercios roll their resolve', () => {
    expect(labels(connected(), 'melee "Tercio 1"').actor).toEqual([
      'Tercio 1: primary against Yellow Brigade and Blue Brigade, enemy to front: resolve 4',
      'Tercio 2: primary against Swedish Musketeers, enemy to front: resolve 4',
    ]);
  });

  it('against each tercio fought by two brigades, the player chooses the primary (--primary <enemy>=<unit>)', () => {
    const b = connected();
    expect(labels(b, 'melee "Tercio 1" --primary D6=A6,D7=A8').target).toEqual([
      'Yellow Brigade: primary, enemy to front: resolve 5',
      'Swedish Musketeers: primary, enemy to front: resolve 3',
      'Blue Brigade: secondary against Tercio 1 and Tercio 2 1',
    ]);
    expect(labels(b, 'melee "Tercio 1" --primary "Tercio 1"="Blue Brigade","Tercio 2"="Blue Brigade"').target).toEqual([
      'Blue Brigade: primary against Tercio 1 and Tercio 2, enemy to front: resolve 4',
      'Yellow Brigade: secondary 1',
      'Swedish Musketeers: secondary 1',
    ]);
    // A bare unit is primary against every enemy it fights.
    expect(labels(b, 'melee "Tercio 1" --primary "Blue Brigade"').target[0]).toBe('Blue Brigade: primary against Tercio 1 and Tercio 2, enemy to front: resolve 4');
  });

  it('a primary must fight the enemy it is primary against, and each enemy has one primary', () => {
    const b = connected();
    expect(refusal(b, 'melee "Tercio 1" --primary "Tercio 1"="Swedish Musketeers"')).toBe('Swedish Musketeers are not in melee with Tercio 1, so they cannot be its primary');
    expect(refusal(b, 'melee "Tercio 1" --primary "Yellow Brigade","Blue Brigade"')).toMatch(/^Yellow Brigade and Blue Brigade are both in melee with Tercio 1: choose one primary against it/);
    expect(refusal(b, 'melee "Tercio 1" --primary "Tercio 1"="Tercio 2"')).toMatch(/same side/);
  });
});

describe('Melee dice: dividing hits among several enemies, after the roll', () => {
  // Tercio 1 (4 dice) 5, 5, 6, 1: three hits on Yellow or Blue Brigade; everything else misses.
  const rolls = '--rolls 5,5,6,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1';

  it('the melee waits: nothing takes effect, and other commands are refused until the hits are divided', () => {
    const { battle, entry } = run(connected(), `melee "Tercio 1" ${rolls}`);
    expect(entry.results[0]?.result).toMatch(/→ hits to divide before they take effect: Tercio 1's 3 hits \(on Yellow Brigade or Blue Brigade\): divide D6 A6=3,A7=0\.$/);
    expect(unit(battle, 'Yellow Brigade').resolve).toBe(5);
    expect(unit(battle, 'Tercio 1').meleeResult).toBeNull();
    expect(refusal(battle, 'next')).toMatch(/^first divide the melee hits that wait: Tercio 1's 3 hits/);
  });

  it('a 2/1 split: each enemy loses what it was given, and the verdicts, hits and heroics follow the division', () => {
    const waiting = run(connected(), `melee "Tercio 1" ${rolls}`).battle;
    const { battle, entry } = run(waiting, 'divide "Tercio 1" "Yellow Brigade"=2,"Blue Brigade"=1');
    expect(entry.results[0]?.result).toMatch(/^Tercio 1 puts 2 hits on Yellow Brigade, 1 hit on Blue Brigade → Yellow Brigade resolve 5 → resolve 3, Blue Brigade resolve 4 → resolve 3\./);
    expect(unit(battle, 'Yellow Brigade').resolve).toBe(3);
    expect(unit(battle, 'Blue Brigade').resolve).toBe(3);
    expect(unit(battle, 'Tercio 1').meleeResult).toBe('won');
    expect(unit(battle, 'Blue Brigade').meleeResult).toBe('lost');
    expect(battle.state.hits).toEqual([
      { by: unit(battle, 'Tercio 1').id, on: unit(battle, 'Yellow Brigade').id, how: 'melee', hits: 2 },
      { by: unit(battle, 'Tercio 1').id, on: unit(battle, 'Blue Brigade').id, how: 'melee', hits: 1 },
    ]);
    expect(battle.state.pendingDivision).toBeNull();
    expect(run(battle, 'next').battle.state.step).toBe('rally-back');
  });

  it('every hit must be placed, on an enemy the unit fights', () => {
    const waiting = run(connected(), `melee "Tercio 1" ${rolls}`).battle;
    expect(refusal(waiting, 'divide D6 A6=1,A7=1')).toBe('Tercio 1 scored 3 hits: divide all of them, not 2');
    expect(refusal(waiting, 'divide D6 A6=2,A8=1')).toMatch(/^Tercio 1 is not in melee with Swedish Musketeers/);
    expect(refusal(waiting, 'divide D7 A7=1')).toMatch(/^Tercio 2 has no hits waiting to be divided/);
    expect(refusal(waiting, 'divide D6 A6')).toMatch(/^divide takes <enemy>=<hits> pairs/);
  });

  it('--assign puts all of a unit\'s hits on one enemy, and the melee is settled at once', () => {
    const { battle } = run(connected(), `melee "Tercio 1" --assign D6=A7 ${rolls}`);
    expect(battle.state.pendingDivision).toBeNull();
    expect(unit(battle, 'Blue Brigade').resolve).toBe(1);
  });

  it('at the keyboard the division is asked at once, within what the dice allow', () => {
    const before = connected();
    const waiting = run(before, `melee "Tercio 1" ${rolls}`).battle;
    const follow = tillyPresentation.followUp?.(before.state, waiting.state);
    // Step 3.4, "Melee dice": the result line names the division; the hint after it does not repeat it (play-test finding).
    expect(run(before, `melee "Tercio 1" ${rolls}`).entry.results[0]?.result).toContain("hits to divide before they take effect: Tercio 1's 3 hits (on Yellow Brigade or Blue Brigade): divide D6 A6=3,A7=0.");
    expect(follow?.hint).toBe('The melee waits for the division above: type its divide line (see help divide).');
    const step = follow?.step;
    expect(step?.kind).toBe('number');
    if (step?.kind !== 'number') return;
    expect([step.min, step.max]).toEqual([0, 3]);
    expect(step.next(2)).toBe('divide D6 A6=2,A7=1');
  });
});

describe('Melee dice: a horse charging two units divides its hits by their to-hit (charge example (B))', () => {
  const exampleB = chargeExampleB;

  it('5, 5, 4: the 4 hits only the shot (4+), the 5s either; a division asking three hits of the pike+shot front is refused', () => {
    const waiting = run(exampleB(), 'melee "French Horse" --rolls 5,5,4,1,1,1,1,1').battle;
    expect(refusal(waiting, 'divide "French Horse" "Spanish Pike+shot"=3')).toBe("only 2 of French Horse's dice scored enough to hit Spanish Pike+shot, not 3");
    const { battle } = run(waiting, 'divide "French Horse" "Spanish Pike+shot"=2,"Spanish Shot"=1');
    expect(unit(battle, 'Spanish Pike+shot').resolve).toBe(2);
    expect(unit(battle, 'Spanish Shot').resolve).toBe(unit(waiting, 'Spanish Shot').resolve - 1);
  });
});
