/**
 * The guided menus' undo and redo entries: offered only when there is something to take or
 * put back, naming the command, and leading to the plain `undo` or `redo` line.
 */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../src/present/guide.js';
import { runLine } from '../../src/repl/index.js';
import { withTakeBack } from '../../src/repl/menu-take-back.js';
import { devilCores } from './devil-views.js';
import { play } from './helpers.js';

const { open } = devilCores();

function choicesOf(step: GuideStep | null): { name: string; value: string }[] {
  return step?.kind === 'select' ? step.choices.map((c) => ({ name: c.name, value: c.value })) : [];
}

describe('guided menus: take back and put back', () => {
  it('offer no undo before the first command', () => {
    const { core } = open();
    const values = choicesOf(withTakeBack(core.views.guide(core.state), core.session)).map((c) => c.value);
    expect(values).not.toContain('undo');
    expect(values).not.toContain('redo');
  });

  it('offer undo of the last command by name, then redo of it once taken back', () => {
    const { core } = open();
    play(core, 'initiative --rolls 6,1');
    const menu = withTakeBack(core.views.guide(core.state), core.session);
    const undoChoice = choicesOf(menu).find((c) => c.value === 'undo');
    expect(undoChoice?.name).toBe('Take back "initiative --rolls 6,1" (undo)');
    expect(menu?.kind === 'select' ? menu.next('undo') : null).toBe('undo');
    expect(runLine(core, 'undo').outcome.kind).toBe('applied');
    const after = choicesOf(withTakeBack(core.views.guide(core.state), core.session));
    expect(after.find((c) => c.value === 'redo')?.name).toBe('Put back "initiative --rolls 6,1" (redo)');
    expect(after.some((c) => c.value === 'undo')).toBe(false);
  });

  it('leave the rule set\'s own choices leading where they did', () => {
    const { core } = open();
    play(core, 'initiative --rolls 6,1');
    const offered = core.views.guide(core.state);
    const menu = withTakeBack(offered, core.session);
    if (offered?.kind !== 'select' || menu?.kind !== 'select') throw new Error('expected a select menu');
    const own = offered.choices[0]!.value;
    expect(menu.next(own)).toEqual(offered.next(own));
  });

  it('offer take back alone where the rule set offers nothing, and nothing when there is nothing to take back', () => {
    const { core } = open();
    expect(withTakeBack(null, core.session)).toBeNull();
    play(core, 'initiative --rolls 6,1');
    expect(choicesOf(withTakeBack(null, core.session)).map((c) => c.value)).toEqual(['undo']);
  });
});
