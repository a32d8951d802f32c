/**
 * Dice typed by hand, as the REPL asks them (seed 004, 5.3, 5.4, 7.4): what the dice typed so
 * far have settled is printed before the next die's question, and each question names its
 * stage, section and chances. Runs the shared hand-dice progress on the real rule set.
 */
import { describe, expect, it } from 'vitest';
import { runCommand, type Session, startSession } from '../../../src/engine/session.js';
import { handDieLines, handDiePrompt, handProgress, type HandProgress, readHandValues } from '../../../src/repl/hand.js';
import { plain } from '../../../src/present/paint.js';
import { pikeAndShotRules } from '../../../src/rulesets/pike-and-shot/index.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { run, runAll, SAMPLE, scenarioOf, stateOf } from './fixtures.js';

function session(s: PsState): Session {
  return { ...startSession(pikeAndShotRules, scenarioOf(SAMPLE), 1), state: s } as Session;
}

function progress(s: PsState, line: string, values: readonly number[]): HandProgress {
  const p = handProgress(session(s), line, values);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

/** Isolani's Croats next to the Finnish Horse (Horn with them), in the Imperial combat phase. */
const croatsAtHorse = (extra: readonly string[] = []) => runAll(stateOf(SAMPLE), ['place B3 0509', 'place BL2 0509', 'place A5 0609', ...extra, 'next']);

describe('5.4 melee by hand: the exchange of fire is shown before the melee die', () => {
  it('5.4: once both fire dice are typed, their results are settled and shown, then the melee die is asked', () => {
    const s = croatsAtHorse();
    // Before the fire dice, nothing is settled.
    expect(progress(s, 'melee A5 at B3', [2]).known).toEqual([]);
    const after = progress(s, 'melee A5 at B3', [2, 2]);
    expect(after.known).toHaveLength(1);
    expect(after.known[0]?.result).toMatch(/^Exchange of fire \(attacker\) by Isolani's Croats: .*Exchange of fire \(defender\) by Finnish Horse: .*rolled 2: NE\.$/);
    expect(after.known[0]?.result).not.toMatch(/Melee by/);
    expect(after.need?.stage).toBe("Melee die: Isolani's Croats attacking");
  });

  it('5.4: a retreat from the exchange of fire ends the melee: its results are shown and no melee die is asked', () => {
    const s = croatsAtHorse(['set A5 disordered']);
    // Disordered, the Croats have no fire (0); the Finnish Horse's fire (5: D) drives them back.
    const after = progress(s, 'melee A5 at B3', [5]);
    expect(after.known[0]?.result).toMatch(/D: Isolani's Croats retreat 3 hexes\. Isolani's Croats retreat: the melee ends \(5\.4\)\.$/);
    expect(after.need?.stage).toBe('Casualty check for Horn, first die');
    const done = progress(s, 'melee A5 at B3', [5, 1]);
    expect(done.need).toBeNull();
  });
});

describe('5.3 hand prompts cite their section, as odds and mods do', () => {
  it('5.3, 12.2, 5.4: a fire die names its CRT line with its section; so does the result', () => {
    const s = croatsAtHorse();
    const fire = progress(s, 'fire A5 at B3', []).need;
    expect(handDieLines(fire!, plain)[1]).toBe('  Infantry & Cavalry Fire line (5.3), column <=1: fire factor 1');
    const melee = progress(s, 'melee A5 at B3', [2, 2]).need;
    expect(melee?.detail?.[0]).toMatch(/^Melee line \(5\.4\), column /);
    // The fire die, then Horn's casualty check: a first die of 1 leaves no second to ask (7.4).
    expect(progress(s, 'fire A5 at B3', [2, 1]).need).toBeNull();
    expect(run(s, 'fire A5 at B3', [2, 1]).text).toMatch(/Fire by Isolani's Croats: Infantry & Cavalry Fire line \(5\.3\), column <=1 \(1\), rolled 2: NE\./);
    const gun = progress(runAll(stateOf(SAMPLE), ['next']), 'fire A7 at B1 --range 3', []).need;
    expect(gun?.detail?.[0]).toMatch(/^Artillery Fire line \(12\.2\), column /);
  });
});

describe('7.4 the casualty check by hand asks its second die only when it can matter', () => {
  it('7.4: the first die is asked alone, with the chance and why the second may not be asked', () => {
    const s = croatsAtHorse();
    const need = progress(s, 'melee A5 at B3', [2, 2, 3]).need!;
    expect(need.pool).toBeNull();
    expect(handDiePrompt(need)).toBe('Casualty check for Horn, first die: d6 shows? ');
    expect(handDieLines(need, plain)).toEqual([
      'Casualty check for Horn, first die',
      '  Two dice: 11 or more in all and he is a casualty (chance 1/12; 7.4)',
      '  The second die is asked only when the first shows 5 or 6, as a lower one leaves him unhurt',
    ]);
    expect(readHandValues('6 5', need).ok).toBe(false);
  });

  it('7.4: a first die of 1 to 4 decides the check: no second die is asked, and the result says why', () => {
    const s = croatsAtHorse();
    for (const first of [1, 2, 3, 4]) expect(progress(s, 'melee A5 at B3', [2, 2, 3, first]).need).toBeNull();
    expect(run(s, 'melee A5 at B3', [2, 2, 3, 4]).text).toContain('Horn is unhurt (first die 4: no second die can make 11; 7.4, he joined the melee).');
  });

  it('7.4: a first die of 5 or 6 asks the second, saying what it needs', () => {
    const s = croatsAtHorse();
    const second = progress(s, 'melee A5 at B3', [2, 2, 3, 5]).need!;
    expect(handDiePrompt(second)).toBe('Casualty check for Horn, die 2 of 2: d6 shows? ');
    expect(second.detail).toEqual(['First die 5: he falls if the second shows 6 (1/6)']);
    expect(progress(s, 'melee A5 at B3', [2, 2, 3, 6]).need?.detail).toEqual(['First die 6: he falls if the second shows 5 or more (1/3)']);
    expect(run(s, 'melee A5 at B3', [2, 2, 3, 6, 5]).text).toContain('Horn is a casualty (rolled 6+5 = 11; he falls on 11 or 12, 7.4).');
  });

  it('7.4: with two leaders, a decided first check does not take the next leader\'s die as its second', () => {
    // Pappenheim rides with the Croats into Horn's melee: his check, then Horn's.
    const s = croatsAtHorse(['place AL2 0609']);
    const first = progress(s, 'melee A5 at B3', [2, 2, 3]).need!;
    expect(first.stage).toBe('Casualty check for Pappenheim, first die');
    const next = progress(s, 'melee A5 at B3', [2, 2, 3, 2]).need!;
    expect(next.stage).toBe('Casualty check for Horn, first die');
    expect(progress(s, 'melee A5 at B3', [2, 2, 3, 2, 6]).need?.stage).toBe('Casualty check for Horn');
    const text = run(s, 'melee A5 at B3', [2, 2, 3, 2, 6, 6]).text;
    expect(text).toContain('Pappenheim is unhurt (first die 2: no second die can make 11; 7.4, he joined the melee).');
    expect(text).toContain('Horn is a casualty (rolled 6+6 = 12; he falls on 11 or 12, 7.4).');
  });

  it('7.4: a hand list with both dice of every check (journals before 0.6.0) still reads each check\'s two dice', () => {
    const s = croatsAtHorse(['place AL2 0609']);
    const text = run(s, 'melee A5 at B3', [2, 2, 3, 2, 6, 6, 5]).text;
    expect(text).toContain('Pappenheim is unhurt (rolled 2+6 = 8; he falls on 11 or 12, 7.4; he joined the melee).');
    expect(text).toContain('Horn is a casualty (rolled 6+5 = 11; he falls on 11 or 12, 7.4).');
  });

  it('7.4: a live list is read one way: a value more than the checks ask is refused, not read as a settled die', () => {
    // Pappenheim unhurt on a first 3 (settled), Horn 5+6: one stray value must not shift the dice onto other checks.
    const s = croatsAtHorse(['place AL2 0609']);
    const asked = [2, 2, 3, 3, 5, 6];
    const played = runCommand(session(s), 'melee A5 at B3', { rolls: asked });
    if (!played.ok) throw new Error(played.error);
    expect(played.value.entry.rolls.map((d) => d.value)).toEqual(asked);
    expect(runCommand(session(s), 'melee A5 at B3', { rolls: [...asked, 1] })).toEqual({ ok: false, error: 'this command needs 6 values with --rolls, 7 given: tyw does not ask for the die "casualty check: Pappenheim", as no face of it could change the result' });
    expect(handProgress(session(s), 'melee A5 at B3', [...asked, 1])).toEqual({ ok: false, error: 'this command needs 6 values with --rolls, 7 given: tyw does not ask for the die "casualty check: Pappenheim", as no face of it could change the result' });
    // Rebuilding a journal written before 0.6.0 reads the list with its settled dice.
    const older = runCommand(session(s), 'melee A5 at B3', { rolls: [...asked, 1], settledTyped: true });
    expect(older.ok && older.value.entry.results.map((r) => r.result).join(' ')).toContain('Horn is unhurt (rolled 6+1 = 7; he falls on 11 or 12, 7.4; he joined the melee).');
  });

  it('7.4: a program roll still rolls both dice of every check, so seeded journals replay as before', () => {
    const s = croatsAtHorse();
    const action = parsePsCommand(s, 'melee A5 at B3');
    if (!action.ok) throw new Error(action.error);
    const labels: string[] = [];
    const r = executePs(s, action.value, { roll: (_sides, label) => (labels.push(label), 1) });
    expect(r.ok).toBe(true);
    expect(labels.filter((l) => l.startsWith('casualty check'))).toEqual(['casualty check: Horn', 'casualty check: Horn']);
  });
});
