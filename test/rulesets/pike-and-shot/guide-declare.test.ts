/** 5.2: a declaration in `status` and in the guided menus of the combat phase. */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { statusView } from '../../../src/rulesets/pike-and-shot/present/views.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';

/** The first player's combat phase, Baldiron and Savelli next to Blue Brigade (0811). */
const facing = () => runAll(stateOf(SAMPLE), ['next', 'place A1 0810', 'place A2 0911']);
const OPTION = 'declare several attacks on one defender (5.2)';

const statusText = (s: PsState) => {
  const v = statusView(s, '');
  if (!v.ok) throw new Error(v.error);
  return renderTerminal(v.value, plain).join('\n');
};

function select(step: GuideStep | string | null, pick: (name: string) => boolean): GuideStep | string | null {
  if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error(`no select: ${JSON.stringify(step)}`);
  const c = step.choices.find((x) => pick(x.name));
  if (!c) throw new Error(`no choice in ${step.choices.map((x) => x.name).join('; ')}`);
  return step.next(c.value);
}

describe('5.2: declarations in status and the guided menus', () => {
  it('5.2: status shows a declared unit under "combat" until it attacks', () => {
    const s = run(facing(), 'declare A1,A2 at B2').state;
    expect(statusText(s)).toMatch(/A1 +Baldiron .* declared: B2/);
    expect(statusText(s)).toMatch(/A2 +Savelli .* declared: B2/);
    const after = run(s, 'fire A1 at B2 --no-back', [1]).state;
    expect(statusText(after)).toMatch(/A1 +Baldiron .* attacker/);
    expect(statusText(after)).toMatch(/A2 +Savelli .* declared: B2/);
  });

  it('5.2: the combat menu offers a declaration: the defender, then the units, all ticked; the line is accepted', () => {
    const s = facing();
    const first = pikeAndShotPresentation.guide(s);
    const target = select(first, (n) => n === OPTION);
    const units = select(target, (n) => n.startsWith('Blue Brigade (B2'));
    if (units === null || typeof units === 'string' || units.kind !== 'checkbox') throw new Error('no checkbox');
    expect(units.choices.map((c) => c.value)).toEqual(['A1', 'A2']);
    expect(units.checked).toEqual(['A1', 'A2']);
    expect(units.next(['A1', 'A2'])).toBe('declare A1,A2 at B2');
    // With none ticked, the question is asked again.
    const again = units.next([]);
    expect(again !== null && typeof again !== 'string' && again.kind === 'checkbox' && again.message).toMatch(/^Tick one unit at least\. Which units are declared against Blue Brigade\?/);
    expect(run(s, 'declare A1,A2 at B2').text).toMatch(/^Baldiron and Savelli are declared against Blue Brigade/);
  });

  it('5.2: no declaration is offered for a defender only one unit may attack, nor in a movement phase', () => {
    const one = runAll(stateOf(SAMPLE), ['next', 'place A1 0810']);
    const names = (s: PsState) => {
      const g = pikeAndShotPresentation.guide(s);
      return g?.kind === 'select' ? g.choices.map((c) => c.name) : [];
    };
    // Only Baldiron reaches Blue Brigade; the guns and Baldiron both reach Smaland Horse and the musketeers.
    const defenders = select(pikeAndShotPresentation.guide(one), (n) => n === OPTION);
    if (defenders === null || typeof defenders === 'string' || defenders.kind !== 'select') throw new Error('no select');
    expect(defenders.choices.map((c) => c.value)).toEqual(['B4', 'B5']);
    expect(names(runAll(stateOf(SAMPLE), ['next']))).not.toContain(OPTION);
    expect(names(stateOf(SAMPLE))).not.toContain(OPTION);
    // With one declared already, a second unit is offered to join it.
    const joined = run(runAll(stateOf(SAMPLE), ['next', 'place A1 0810']), 'declare A1 at B2').state;
    const withSavelli = runAll(joined, ['place A2 0911']);
    const units = select(select(pikeAndShotPresentation.guide(withSavelli), (n) => n === OPTION), (n) => n.startsWith('Blue Brigade'));
    if (units === null || typeof units === 'string' || units.kind !== 'checkbox') throw new Error('no checkbox');
    expect(units.message).toContain('Baldiron already is.');
    expect(units.next(['A2'])).toBe('declare A2 at B2');
  });
});
