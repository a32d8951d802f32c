/** 4.1, 6.3: `status` says "moved" of a unit's own move in its movement phase; a retreat is no move. */
import { describe, expect, it } from 'vitest';
import { describeUnits } from '../../../src/rulesets/pike-and-shot/describe.js';
import { leadersView, statusView } from '../../../src/rulesets/pike-and-shot/present/views.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { plain } from '../../../src/present/paint.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const moved = (s: PsState, id: string) => describeUnits(s).find((u) => u.id === id)?.moved;
const statusText = (s: PsState) => {
  const v = statusView(s, '');
  if (!v.ok) throw new Error(v.error);
  return renderTerminal(v.value, plain).join('\n');
};
// Baldiron in Blue Brigade's flank (9.4); the dice 1, 2, 6: NE, NE, then DD on the Charge line.
const flank = () => runAll(stateOf(SAMPLE), ['place A1 0710', 'place B2 0810', 'next']);

describe('4.1: moved in its own movement phase, not by a retreat', () => {
  it('6.3, 4.1: an enemy that retreated in the first player\'s combat phase is not shown as moved', () => {
    const s = runAll(flank(), [['melee A1 at B2', [1, 2, 6]], 'retreat B2 to 0911']);
    expect(unit(s, 'B2').hex).toBe('0911');
    // Neither the state nor the view calls the retreat a move (events.ts).
    expect(unit(s, 'B2').moved).toBe(false);
    expect(moved(s, 'B2')).toBe(false);
    expect(statusText(s)).not.toMatch(/moved/);
  });

  it('6.3, 4.1: the attacker\'s own retreat in its combat phase is no move either', () => {
    const s = runAll(flank(), [['melee A1 at B2', [4, 4, 2]], 'retreat A1 to 0709']);
    expect(unit(s, 'A1').hex).toBe('0709');
    expect(moved(s, 'A1')).toBe(false);
  });

  it('4.1: a unit that moved in its movement phase is shown as moved then, and in the combat phase after', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0708']);
    expect(moved(s, 'A3')).toBe(true);
    const later = runAll(s, ['next']);
    expect(moved(later, 'A3')).toBe(true);
    expect(statusText(later)).toMatch(/A3 +Pappenheim's Horse .* yes/);
  });

  it('4.1, 9.2: a battalion that only pivoted made its move, and is shown as moved in the combat phase after', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'move B1 --hexes 0 --face nw', 'next']);
    expect(unit(s, 'B1').hexesMoved).toBe(0);
    expect(moved(s, 'B1')).toBe(true);
  });

  it('6.5, 4.1: a fortune of war move by the player whose phase it is not is that unit\'s own move, and is shown', () => {
    const s0 = runAll(stateOf(SAMPLE), ['next']);
    const held: PsState = { ...s0, sides: [s0.sides[0], { ...s0.sides[1], fow: 1 }] };
    const s = runAll(held, ['fow move B5', 'move B5 to 0810']);
    expect(moved(s, 'B5')).toBe(true);
    expect(moved(s, 'A1')).toBe(false);
  });
});

describe('7.1: status shows the leaders standing alone', () => {
  it('7.1: a leader alone, in no unit\'s row, is named under his side with his hex and his move', () => {
    const s = runAll(stateOf(SAMPLE), ['move AL1 to 0607']);
    const text = statusText(s);
    expect(text).toMatch(/A7 +Imperial Guns[^\n]*\n {2}Alone \(7\.1\): Tilly \(AL1\) in 0607, moved\.\n\nSwedes/);
    // Two alone: one clause each, so "moved" does not run into the next name.
    expect(statusText(runAll(s, ['move A3 to 0508']))).toContain('Alone (7.1): Tilly (AL1) in 0607, moved; Pappenheim (AL2) in 0507.');
    const v = statusView(s, '');
    if (!v.ok) throw new Error(v.error);
    expect((v.value.data as { leadersAlone: unknown[] }).leadersAlone).toEqual([{ id: 'AL1', name: 'Tilly', side: 'Imperialists', hex: '0607', moved: true }]);
    // A leader with a unit is in its row, not among those alone; a single unit's status names no one alone.
    expect(statusText(stateOf(SAMPLE))).not.toMatch(/Alone:/);
    const one = statusView(s, 'A1');
    if (!one.ok) throw new Error(one.error);
    expect(renderTerminal(one.value, plain).join('\n')).not.toMatch(/Alone:/);
    // A side asked by name is shown whole: its leaders alone are named, in the text and the JSON.
    const side = statusView(s, 'imperialists');
    if (!side.ok) throw new Error(side.error);
    expect(renderTerminal(side.value, plain).join('\n')).toMatch(/Alone \(7\.1\): Tilly/);
    expect((side.value.data as { leadersAlone: { id: string }[] }).leadersAlone.map((l) => l.id)).toEqual(['AL1']);
  });
});

describe('7.0: status of a leader', () => {
  it('7.0: status <leader> says he is a leader and where he is, not that nothing matches', () => {
    const s = runAll(stateOf(SAMPLE), ['move AL1 to 0607']);
    const v = statusView(s, 'AL1');
    expect(v.ok ? '' : v.error).toBe('Tilly (AL1) is a leader, not a unit: he is alone in 0607 (leaders lists every leader)');
    const w = statusView(stateOf(SAMPLE), 'pappenheim');
    // "Pappenheim's Horse" is a unit: the unit comes first.
    expect(w.ok).toBe(true);
    const x = statusView(stateOf(SAMPLE), 'AL2');
    expect(x.ok ? '' : x.error).toBe("Pappenheim (AL2) is a leader, not a unit: he is with Pappenheim's Horse (leaders lists every leader)");
  });
  it('7.0, 7.4: status <leader> and the leaders table say where he is in one way (a fallen leader: his fate; the table\'s column: the unit alone)', () => {
    const base = runAll(stateOf(SAMPLE), ['move AL1 to 0607']);
    const s: PsState = { ...base, leaders: base.leaders.map((l) => (l.id === 'AL2' ? { ...l, fate: 'casualty', with: null } : l)) };
    const v = statusView(s, 'AL2');
    expect(v.ok ? '' : v.error).toBe('Pappenheim (AL2) is a leader, not a unit: he is a casualty (leaders lists every leader)');
    const t = leadersView(s);
    const rows = t.ok ? renderTerminal(t.value, plain) : [];
    expect(rows.find((r) => r.includes('Tilly'))).toMatch(/AL1 +Tilly +Imperialists +1\/2 +alone in 0607 +yes +active/);
    expect(rows.find((r) => r.includes('Pappenheim'))).toMatch(/AL2 +Pappenheim +Imperialists +1\/2 +casualty$/);
  });
});

describe('12.1, 12.4, 12.7: status prints no melee factor for guns, and no move for heavy artillery', () => {
  it('12.4, 12.1: "5/-/-" for the Imperial Guns; 12.7: "3/-/3" for the Regimental Guns, as the opening roster', () => {
    const text = statusText(stateOf(SAMPLE));
    expect(text).toMatch(/A7 +Imperial Guns +Artillery +front +0707 +5\/-\/-/);
    expect(text).toMatch(/B6 +Regimental Guns +Light cannon +firing +0712 +3\/-\/3/);
    expect(text).toMatch(/A1 +Baldiron +Tercio +ordered +0608 +3\/6\/3/);
  });
});
