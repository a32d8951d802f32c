/** Seed 003, "Fighting to flank or rear": a unit locked in melee may change facing on a following turn. */
import { describe, expect, it } from 'vitest';
import { legalNow } from '../../../src/rulesets/tilly/legal.js';
import { enemiesInContact } from '../../../src/rulesets/tilly/helpers.js';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, unit } from './battle.js';

const aspects = (b: ReturnType<typeof battleOf>, name: string) =>
  Object.fromEntries(enemiesInContact(b.state, unit(b, name).id).map((c) => [unit(b, c.enemy).name, c.aspect]));

describe('Fighting to flank or rear: changing facing in a later turn', () => {
  // Swedish Horse 1 has Tercio 1 on its flank and Tercio 2 to its front, locked from an earlier turn.
  const locked = () => runAll(battleOf(ARMIES), ['engage "Tercio 1" "Swedish Horse 1" --on flank --why "locked last turn"', 'engage "Tercio 2" "Swedish Horse 1" --why "locked last turn"']);

  it('the horse turns to the enemy on its flank: it now fights it to its front, and the old front is on its flank', () => {
    const b = locked();
    expect(aspects(b, 'Swedish Horse 1')).toEqual({ 'Tercio 1': 'flank', 'Tercio 2': 'front' });
    expect(legalNow(b.state).some((c) => c.line === `face ${unit(b, 'Swedish Horse 1').id} toward ${unit(b, 'Tercio 1').id}`)).toBe(true);
    const { battle, entry } = run(b, 'face "Swedish Horse 1" toward "Tercio 1"');
    expect(entry.results[0]?.result).toMatch(/^Swedish Horse 1 turns to face Tercio 1, which it now fights to its front \(Tercio 1 flank → front, Tercio 2 front → flank\)/);
    expect(aspects(battle, 'Swedish Horse 1')).toEqual({ 'Tercio 1': 'front', 'Tercio 2': 'flank' });
    // Where the horse stands for the tercios does not change.
    expect(aspects(battle, 'Tercio 1')).toEqual(aspects(b, 'Tercio 1'));
    expect(refusal(battle, 'face "Swedish Horse 1" toward "Tercio 2"')).toBe('Swedish Horse 1 has already moved or changed facing this step');
  });

  it('an about turn to an enemy in the rear puts the old front to the rear', () => {
    const b = runAll(battleOf(ARMIES), ['engage "Tercio 1" "Swedish Horse 1" --on rear', 'engage "Tercio 2" "Swedish Horse 1"']);
    const { battle } = run(b, 'face "Swedish Horse 1"');
    expect(aspects(battle, 'Swedish Horse 1')).toEqual({ 'Tercio 1': 'front', 'Tercio 2': 'rear' });
  });

  it('only in its own move step, and only against an enemy that did not charge it this turn', () => {
    const b = locked();
    expect(refusal(b, 'face "Tercio 1"')).toBe('in step 1.1 the Swedes move, not the Imperialists');
    expect(refusal(nextUntil(b, 'defender-shoot'), 'face "Swedish Horse 1"')).toMatch(/^a unit locked in melee changes facing in its side's move step/);
    expect(refusal(b, 'face "Swedish Horse 2"')).toBe('Swedish Horse 2 is not locked in melee: it turns with a move (move --change)');
    expect(refusal(b, 'face "Swedish Horse 1" toward "Tercio 2"')).toBe("Tercio 2 is already to Swedish Horse 1's front");
  });
});

describe('Fighting to flank or rear: changing facing is no move, so an attached commander does not ride with it', () => {
  it('his unit turns where it stands, and he keeps his move (to leave it, or to join another unit)', () => {
    let b = runAll(battleOf(ARMIES), ['engage "Tercio 1" "Swedish Horse 1" --on flank --why "locked last turn"', 'attach Horn "Swedish Horse 1"']);
    const turned = run(b, 'face "Swedish Horse 1" toward "Tercio 1"');
    // A turn in melee is its own event: the state never reads the line's words.
    expect(turned.entry.events.at(-1)).toEqual({ type: 'faced-in-melee', unit: unit(b, 'Swedish Horse 1').id, text: 'Swedish Horse 1 changes facing in melee.' });
    b = turned.battle;
    expect(unit(b, 'Horn').rode).toBeUndefined();
    expect(run(b, 'move Horn --dist 4').entry.results.at(-1)?.result).toContain('He leaves Swedish Horse 1');
    expect(unit(run(b, 'attach Horn "Swedish Horse 2"').battle, 'Horn').attachedTo).toBe(unit(b, 'Swedish Horse 2').id);
  });
});

describe('Fighting to flank or rear: the other reading, house rule facingIsMove (a change of facing is a move)', () => {
  const asMove = () => battleOf({ ...ARMIES, houseRules: { facingIsMove: true } });
  const locked = (b: ReturnType<typeof battleOf>) => run(b, 'engage "Tercio 1" "Swedish Horse 1" --on flank --why "locked last turn"').battle;

  it('an attached commander rides with the unit that turns, and that was his move', () => {
    const b = runAll(locked(asMove()), ['attach Horn "Swedish Horse 1"']);
    const turned = run(b, 'face "Swedish Horse 1" toward "Tercio 1"');
    expect(turned.entry.results.at(-1)?.result).toContain('Horn turns with it: under house rule facingIsMove the turn is a move, and that was his move this step');
    expect(unit(turned.battle, 'Horn').rode).toBe(unit(b, 'Swedish Horse 1').id);
    expect(refusal(turned.battle, 'move Horn --dist 4')).toMatch(/^Horn is attached to Swedish Horse 1, which has already moved this step: he moved with it/);
    // The default reading: he keeps his move.
    const plain = run(runAll(locked(battleOf(ARMIES)), ['attach Horn "Swedish Horse 1"']), 'face "Swedish Horse 1" toward "Tercio 1"');
    expect(plain.entry.results.at(-1)?.result).not.toContain('Horn');
    expect(unit(plain.battle, 'Horn').rode).toBeUndefined();
  });

  it('a unit out of command rolls its check first; with no 6 it cannot change facing this step', () => {
    const b = locked(asMove());
    const failed = run(b, 'face "Swedish Horse 1" toward "Tercio 1" --far --rolls 1,2,3');
    expect(failed.entry.results.map((r) => r.action)).toEqual(['command check']);
    expect(failed.entry.results[0]?.result).toMatch(/no 6, out of command: it cannot change facing this step\.$/);
    // Still facing as it was, and its move for the step is spent.
    expect(aspects(failed.battle, 'Swedish Horse 1')).toEqual(aspects(b, 'Swedish Horse 1'));
    // Locked in melee, it declares no charge: its next chance is its side's next move step.
    expect(refusal(failed.battle, 'face "Swedish Horse 1" toward "Tercio 1"')).toBe(
      'Swedish Horse 1 failed its command check in step 1.1, so it cannot change facing until its side\'s next move step ("Command check"). If the check was a mistake, type undo to take it back.',
    );
    const passed = run(b, 'face "Swedish Horse 1" toward "Tercio 1" --far --rolls 1,6,3');
    expect(passed.entry.results.map((r) => r.action)).toEqual(['command check', 'face']);
    expect(aspects(passed.battle, 'Swedish Horse 1')).toEqual({ 'Tercio 1': 'front' });
    // The odds before the roll are those of the check: 1 - (5/6)^3.
    const odds = run(b, 'odds face "Swedish Horse 1" toward "Tercio 1" --far').entry.results[0];
    expect(odds?.odds?.outcomes[0]?.fraction).toBe('91/216');
  });

  it('by default --far is refused with what to type instead, and a face rolls nothing', () => {
    const b = locked(battleOf(ARMIES));
    expect(refusal(b, 'face "Swedish Horse 1" toward "Tercio 1" --far')).toBe(
      `changing facing in melee is no move, so it takes no command check: type it without --far (face ${unit(b, 'Swedish Horse 1').id} toward ${unit(b, 'Tercio 1').id}); house rule facingIsMove makes it a move`,
    );
    expect(run(b, 'odds face "Swedish Horse 1" toward "Tercio 1"').entry.results[0]?.odds).toBeUndefined();
  });
});

describe('Unit facing and position: each unit sees the other on its own face', () => {
  it('a unit that strikes an enemy flank has that enemy to its front; the enemy has it to its flank (front, flank and rear zones)', () => {
    for (const face of ['front', 'flank', 'rear'] as const) {
      const b = run(battleOf(ARMIES), `engage "Tercio 1" "Swedish Horse 1" --on ${face} --why "test"`).battle;
      expect(aspects(b, 'Tercio 1')).toEqual({ 'Swedish Horse 1': 'front' });
      expect(aspects(b, 'Swedish Horse 1')).toEqual({ 'Tercio 1': face });
    }
  });
});
