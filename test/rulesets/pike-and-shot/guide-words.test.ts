/** The guided menus' questions in correct English, asked only when the answer can matter. */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { fightStep, fireStep, reactStep } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import { looseLines, moveLines, moveStep } from '../../../src/rulesets/pike-and-shot/present/guide-move.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { runAll, SAMPLE, stateOf, unit } from './fixtures.js';

type Next = GuideStep | string | null;

/** The step after choosing the choice whose name or value matches. */
function choose(step: Next, pick: RegExp): Next {
  if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error(`no select: ${JSON.stringify(step)}`);
  const c = step.choices.find((x) => pick.test(x.name) || pick.test(x.value));
  if (!c) throw new Error(`no choice ${pick} in ${step.choices.map((x) => x.value).join('; ')}`);
  return step.next(c.value);
}
const message = (step: Next): string => (step !== null && typeof step !== 'string' ? step.message : String(step));
const no = (step: Next): Next => (step !== null && typeof step !== 'string' && step.kind === 'confirm' ? step.next(false) : step);
const yes = (step: Next): Next => (step !== null && typeof step !== 'string' && step.kind === 'confirm' ? step.next(true) : step);

describe('guide questions agree with plural unit names', () => {
  it('4.2: "Do Isolani\'s Croats enter any hex other than clear" (a plural name takes a plural verb)', () => {
    const s = stateOf(SAMPLE);
    expect(message(choose(moveStep(s, unit(s, 'A5')), /to /))).toMatch(/^Do Isolani's Croats enter any hex other than clear/);
  });
  it('12.2: "Are Imperial Guns on a hill?"', () => {
    const s = runAll(stateOf(SAMPLE), ['next']);
    const after = no(choose(fireStep(s, unit(s, 'A7')), /B5/));
    expect(message(after)).toBe('Are Imperial Guns on a hill? (+1 fire strength, 12.2)');
  });
  it('5.4: "What ground are Commanded Musketeers on?"', () => {
    const s: PsState = runAll(stateOf(SAMPLE), ['place A1 0709', 'next']);
    expect(message(choose(fightStep(s, unit(s, 'A1'), 'melee'), /B5/))).toMatch(/^What ground are Commanded Musketeers on\?/);
  });
});

describe('guide choices agree with plural unit names', () => {
  it('9.2, 10.2: a battalion with a plural name: "stay in their hex", "Green Guards loose their shotte"', () => {
    const s = runAll(stateOf(SAMPLE, (t) => t.replaceAll('Yellow Brigade', 'Green Guards')), ['next', 'next']);
    expect(moveLines(s, unit(s, 'B1')).map((c) => c.name)).toContain('stay in their hex (change facing only, 9.2)');
    expect(looseLines(s).map((c) => c.name).filter((n) => n.startsWith('Green Guards'))[0]).toMatch(/^Green Guards loose their shotte into \d{4}$/);
  });
});

describe('guide questions asked only when they matter', () => {
  it('TEC, 5.4: cavalry charging cavalry is not asked the ground (only infantry fights with its fire factor there)', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509']);
    const after = choose(reactStep(s, unit(s, 'B3'), false), /^react B3 charge A3 --no-counter-fire$/);
    // The one question is the pursuit's (11.8): Pappenheim's Horse may pursue a charger it drives back.
    expect(message(after)).toBe("Does Pappenheim's Horse pursue if Finnish Horse retreats or routs? (11.8)");
    expect(yes(after)).toBe('react B3 charge A3 --no-counter-fire');
  });
  it('11.7, 11.8: a charge asks whether pursuit-capable cavalry pursues, as a melee does (a charge is a melee, 11.7)', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'move AL2 --with A3', 'next']);
    const after = choose(fightStep(s, unit(s, 'A3'), 'charge'), /B3/);
    expect(message(after)).toBe("Does Pappenheim's Horse pursue if Finnish Horse retreats or routs? (11.8)");
    expect(no(after)).toBe('charge A3 at B3 --no-pursue');
    expect(yes(after)).toBe('charge A3 at B3');
  });
  it('11.8: the pursuit question names the cavalry that may pursue and the unit it follows', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509']);
    const after = choose(reactStep(s, unit(s, 'B3'), false), /^react B3 melee A3 --no-counter-fire$/);
    expect(message(after)).toBe("Does Pappenheim's Horse pursue if Finnish Horse retreats or routs? (11.8)");
  });
  it('11.8, 6.2: disordered cavalry, which may not pursue, is not asked whether it pursues', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'set A3 disordered --why shaken']);
    expect(choose(reactStep(s, unit(s, 'B3'), false), /^react B3 melee A3 --no-counter-fire$/)).toBe('react B3 melee A3 --no-counter-fire');
  });
});
