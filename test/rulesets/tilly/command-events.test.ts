/**
 * Seed 003, "Command check" and "Fighting to flank or rear": the state follows structured
 * events, never the words of a line, so a typed note cannot change the rules.
 */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../src/engine/session.js';
import { applyEvents, type TillyEvent } from '../../../src/rulesets/tilly/events.js';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, unit } from './battle.js';

const CHARGE_FAILED = 'Blue Brigade checks command (it is more than 8 TUM (160mm) from Baner): 1, 2, 3, 4 — no 6, out of command: it cannot charge this step.';
const MOVE_FAILED = 'Blue Brigade checks command (it is more than 8 TUM (160mm) from Baner): 1, 2, 3, 4 — no 6, out of command: it cannot move this step.';

describe('Command check: a note whose words copy a failed check changes nothing', () => {
  it('a note in step 3.1 copying a failed check to charge leaves the unit free to declare', () => {
    const b = nextUntil(battleOf(ARMIES), 'declare');
    const noted = run(b, `note ${CHARGE_FAILED}`);
    expect(noted.entry.events).toEqual([expect.objectContaining({ type: 'note' })]);
    expect(noted.battle.state).toEqual(b.state);
    expect(run(noted.battle, 'declare "Blue Brigade" at "Tercio 1" --far --rolls 6,2,3,4').entry.events.at(-1)?.type).toBe('declared');
  });

  it('notes copying a failed check to move, or a turn in melee, change nothing either', () => {
    const b = runAll(battleOf(ARMIES), ['attach Horn "Blue Brigade"']);
    const noted = runAll(b, [`note ${MOVE_FAILED}`, 'note Blue Brigade changes facing in melee.']);
    expect(noted.state).toEqual(b.state);
    expect(run(noted, 'move "Blue Brigade" --far --rolls 6,1,1,1').entry.events.at(-1)?.type).toBe('moved');
  });
});

describe('Command check: the journal records a failed check and a turn in melee as their own events', () => {
  it('check-failed (move and charge) and faced-in-melee, with the words printed as before', () => {
    const moved = run(runAll(battleOf(ARMIES), ['attach Horn "Blue Brigade"']), 'move "Blue Brigade" --far --rolls 1,2,3,4');
    expect(moved.entry.events).toEqual([{ type: 'check-failed', unit: unit(moved.battle, 'Blue Brigade').id, purpose: 'move', text: MOVE_FAILED }]);
    expect(moved.entry.results[0]?.result).toBe(MOVE_FAILED);

    const charged = run(nextUntil(battleOf(ARMIES), 'declare'), 'declare "Blue Brigade" at "Tercio 1" --far --rolls 1,2,3,4');
    expect(charged.entry.events).toEqual([{ type: 'check-failed', unit: unit(charged.battle, 'Blue Brigade').id, purpose: 'charge', text: CHARGE_FAILED }]);
    expect(charged.entry.results[0]?.result).toBe(CHARGE_FAILED);

    const b = runAll(battleOf(ARMIES), ['engage "Tercio 1" "Swedish Horse 1" --on flank --why "locked last turn"']);
    const turned = run(b, 'face "Swedish Horse 1" toward "Tercio 1"');
    expect(turned.entry.events.at(-1)).toEqual({ type: 'faced-in-melee', unit: unit(b, 'Swedish Horse 1').id, text: 'Swedish Horse 1 changes facing in melee.' });
  });

  it('replaying the journalled entries gives the same events and state', () => {
    let b = runAll(battleOf(ARMIES), ['attach Horn "Blue Brigade"', 'move "Blue Brigade" --far --rolls 1,2,3,4', 'move Horn --dist 4']);
    b = runAll(nextUntil(b, 'declare'), ['declare "Yellow Brigade" at "Tercio 1" --far --rolls 1,1,1,1,1']);
    let again = battleOf(ARMIES);
    for (const entry of b.entries) {
      const r = runCommand(again, entry.text, { rolls: entry.hand ? entry.rolls.map((d) => d.value) : null });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.entry.events).toEqual(entry.events);
      again = r.value.session;
    }
    expect(again.state).toEqual(b.state);
    expect(refusal(again, 'declare "Yellow Brigade" at "Tercio 1" --far')).toContain('failed its command check to charge');
  });

  it('the state reads the fields only: the same words on a plain move are a move, and an attached commander rides', () => {
    const b = runAll(battleOf(ARMIES), ['attach Horn "Blue Brigade"']);
    const id = unit(b, 'Blue Brigade').id;
    const asMove: TillyEvent = { type: 'moved', unit: id, text: MOVE_FAILED };
    expect(applyEvents(b.state, [asMove]).units.find((u) => u.name === 'Horn')?.rode).toBe(id);
    const asFailure: TillyEvent = { type: 'check-failed', unit: id, purpose: 'move', text: '' };
    const after = applyEvents(b.state, [asFailure]);
    expect(after.units.find((u) => u.name === 'Horn')?.rode).toBeUndefined();
    expect(after.units.find((u) => u.id === id)?.moved).toBe(true);
  });
});
