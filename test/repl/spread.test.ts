/**
 * Seed 000, "Combat Effects and Rallying": the loser of a melee passes levels to its supporting
 * units after the roll. At the keyboard the REPL asks right after the melee; a script types
 * `spread` as the next line. Journaled, undone and replayed like any command.
 */
import { describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { rebuildSession } from '../../src/io/rebuild.js';
import { runLine } from '../../src/repl/index.js';
import type { GuideStep } from '../../src/present/guide.js';
import type { DevilState } from '../../src/rulesets/devil/state.js';
import { closeCoresAfterEach, firstBattleCore, journalLines, play } from './helpers.js';

const track = closeCoresAfterEach();
const open = (seed = 7) => track(firstBattleCore(seed));

/** With seed 7 Ottenbach's Tercio (D1) loses this melee by 5, 2 levels, with Mill Dragoons (D3) supporting it. */
const TO_THE_MELEE = ['initiative', 'first attacker', 'command AL1', 'routed A2', 'routed A2', 'engage A1 D1', 'engage A1 D3'];
const unitOf = (state: unknown, id: string) => (state as DevilState).units.find((u) => u.id === id);

describe('Combat Effects and Rallying: the REPL asks for the spread after the roll', () => {
  it('the melee shows the roll, takes no loss yet, and the keyboard is asked where the levels go', () => {
    const { core } = open();
    play(core, ...TO_THE_MELEE);
    const text = play(core, 'melee A1 at D1');
    expect(text).toMatch(/→ Ottenbach's Tercio lost by 5 \(2 levels\): the loss waits for its side's choice, as it may pass 1 level to its supporting unit, Mill Dragoons\./);
    expect(text).toContain("Pass it with spread D3=1, or keep both on Ottenbach's Tercio with spread none (any other command also keeps them).");
    expect(unitOf(core.state, 'D1')?.status).toBe('ok');
    expect(play(core, 'status D1')).toContain("its melee loss of 2 levels waits for its side's choice");
    const odds = runLine(core, 'odds fire A3 at D1');
    expect(odds.outcome.kind === 'refused' && odds.outcome.reason).toBe("Ottenbach's Tercio's melee loss is waiting for its side's choice: settle it first with spread (or spread none).");
    const step = core.takeFollowUp();
    expect(step?.kind).toBe('select');
    if (step?.kind !== 'select') return;
    expect(step.message).toBe("Ottenbach's Tercio lost 2 levels: pass 1 to a supporting unit?");
    expect(step.choices.map((c) => [c.name, c.value])).toEqual([
      ['pass 1 to Mill Dragoons (D3)', 'spread D3=1'],
      ["keep both on Ottenbach's Tercio", 'spread none'],
    ]);
    expect(core.takeFollowUp()).toBeNull(); // asked once
    const answer = play(core, step.next('spread D3=1') as string);
    expect(answer).toMatch(/Passed on to a supporting unit: Mill Dragoons lose 1 level: OK → Disordered\./);
    expect(unitOf(core.state, 'D1')?.status).toBe('disordered');
    expect(unitOf(core.state, 'D3')?.status).toBe('disordered');
  });

  it('the guided melee asks the same question after its roll', () => {
    const { core } = open();
    play(core, ...TO_THE_MELEE);
    // Walk the guided menus: Blue Brigade, melee, Ottenbach's Tercio, then every default.
    const answers: (string | RegExp)[] = ['unit:A1', /^melee/, 'D1'];
    let step: GuideStep | string | null = core.views.guide(core.state);
    while (step !== null && typeof step !== 'string') {
      const cur: GuideStep = step;
      const a = cur.kind === 'select' ? answers.shift() : undefined;
      if (cur.kind === 'select') step = cur.next((a instanceof RegExp ? cur.choices.find((c) => a.test(c.name))?.value : a) ?? cur.default ?? cur.choices[0]?.value ?? '');
      else if (cur.kind === 'confirm') step = cur.next(cur.default);
      else if (cur.kind === 'checkbox') step = cur.next(cur.checked);
      else step = cur.next(cur.default);
    }
    expect(step).toMatch(/^melee A1 at D1/);
    expect(play(core, step ?? '')).toMatch(/the loss waits for its side's choice/);
    const asked = core.takeFollowUp();
    expect(asked?.kind === 'select' && asked.choices.map((c) => c.value)).toEqual(['spread D3=1', 'spread none']);
  });

  it('a script gives spread as the next line: refused when illegal or when nothing waits, journaled, undone and replayed exactly', () => {
    const { core, journal } = open();
    play(core, ...TO_THE_MELEE, 'melee A1 at D1');
    const tooMany = runLine(core, 'spread D3=2');
    expect(tooMany.outcome).toEqual({ kind: 'refused', reason: "Ottenbach's Tercio lost 2 levels: its side may pass at most half, rounded down, to supporting units, that is 1 level, not 2." });
    expect(runLine(core, 'spread A1=1').outcome.kind).toBe('refused');
    play(core, 'spread D3=1');
    const again = runLine(core, 'spread D3=1');
    expect(again.outcome.kind === 'refused' && again.outcome.reason).toMatch(/^There is no melee loss to spread/);
    // Undo brings the choice back; this time nothing is passed.
    expect(play(core, 'undo')).toMatch(/^Undone: "spread D3=1"./);
    expect(unitOf(core.state, 'D1')?.status).toBe('ok');
    expect(play(core, 'spread none')).toMatch(/Nothing passed on: Ottenbach's Tercio takes all 2 levels/);
    expect(unitOf(core.state, 'D1')?.status).toBe('demoralized');
    expect(unitOf(core.state, 'D3')?.status).toBe('ok');
    const texts = journalLines(journal).map((l) => l.text ?? l.kind);
    expect(texts.slice(-3)).toEqual(['spread D3=1', 'undo', 'spread none']);
    const rebuilt = rebuildSession(readJournal(journal), journal);
    expect(rebuilt.session.state).toEqual(core.state);
  });

  it('any other command after the melee keeps the loss on the loser, in its own entry', () => {
    const { core, journal } = open();
    play(core, ...TO_THE_MELEE, 'melee A1 at D1');
    const text = play(core, 'note the dragoons hold');
    expect(text).toMatch(/Nothing passed on: Ottenbach's Tercio takes all 2 levels/);
    expect(unitOf(core.state, 'D1')?.status).toBe('demoralized');
    expect(rebuildSession(readJournal(journal), journal).session.state).toEqual(core.state);
  });
});
