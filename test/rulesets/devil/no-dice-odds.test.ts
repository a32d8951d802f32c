/**
 * `odds` and `mods` on a Devil action that rolls no dice answer (the shared "rolls no dice"
 * sentence), never refuse: a refusal would end a script. "Movement" (advance, march, retire out
 * of contact) and "Melee" (facing a contacted flank, once a turn) roll nothing.
 */
import { describe, expect, it } from 'vitest';
import { runLine } from '../../../src/repl/index.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { devilCores } from '../../repl/devil-views.js';
import { play } from '../../repl/helpers.js';

const { open } = devilCores();
const NO_DICE = /^This action rolls no dice, so it has no odds: /;

/** The Swedes act first; Ekholm (A1 Blue Brigade) holds the initiative. */
const ekholm = () => {
  const { core } = open();
  play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL2 --rolls 6');
  return core;
};

describe('Melee: facing a contacted flank rolls no dice, so odds answer', () => {
  it('a legal face says what it does, in the odds, their JSON and mods', () => {
    const core = ekholm();
    play(core, 'engage A1 D1 --rear', 'melee A1 at D1 --rolls 3,3');
    const odds = runLine(core, 'odds face D1');
    expect(odds.outcome.kind).toBe('view');
    expect(odds.text).toBe("This action rolls no dice, so it has no odds: Ottenbach's Tercio turns to face Blue Brigade on its rear.");
    const json = JSON.parse(runLine(core, 'odds --json face D1').text) as { outcomes: unknown[]; note: string };
    expect(json.outcomes).toEqual([]);
    expect(json.note).toMatch(/turns to face Blue Brigade on its rear/);
    expect(runLine(core, 'mods face D1').outcome.kind).toBe('view');
    // The odds change nothing: the face itself still plays.
    expect(runLine(core, 'face D1').outcome.kind).toBe('applied');
  });
  it('a face the rules would refuse now answers too, saying why (the script goes on)', () => {
    const core = ekholm();
    const r = runLine(core, 'odds face A1');
    expect(r.outcome.kind).toBe('view');
    expect(r.text).toBe('This action rolls no dice, so it has no odds: it would be refused now (Blue Brigade is not in contact with the enemy).');
    expect(runLine(core, 'face A1').outcome.kind).toBe('refused');
  });
  it('the preview has no odds and no note of its own, never a refusal (the shared answer says it would be refused)', () => {
    const core = ekholm();
    const p = previewDevil(core.state as DevilState, { kind: 'face-flank', unit: 'A1' });
    expect(p.ok && p.value.odds).toBeUndefined();
    expect(p.ok && p.value.notes).toBeUndefined();
    expect(runLine(core, 'mods face A1').text).toContain('It would be refused now (Blue Brigade is not in contact with the enemy).');
  });
});

describe('Movement: the moves that roll no dice answer the same way', () => {
  for (const line of ['advance A1', 'march A1', 'retire A1', 'face A1']) {
    it(`odds ${line}`, () => {
      const core = ekholm();
      const r = runLine(core, `odds ${line}`);
      expect(r.outcome.kind, r.text).toBe('view');
      expect(r.text).toMatch(NO_DICE);
    });
  }
});

describe('Leaders and Command Control: a leader\'s move, listed by help with the actions, answers odds', () => {
  it('odds and mods of the active leader\'s move say what it does, and the move still plays', () => {
    const core = ekholm();
    const r = runLine(core, 'odds move');
    expect(r.outcome.kind, r.text).toBe('view');
    expect(r.text).toBe('This action rolls no dice, so it has no odds: Major Lars Ekholm makes his move of up to 24".');
    expect(runLine(core, 'mods move AL2').outcome.kind).toBe('view');
    expect(runLine(core, 'move').outcome.kind).toBe('applied');
  });
  it('a move the rules would refuse now answers too, saying why (the script goes on)', () => {
    const core = ekholm();
    const r = runLine(core, 'odds move DL1');
    expect(r.outcome.kind, r.text).toBe('view');
    expect(r.text).toMatch(/^This action rolls no dice, so it has no odds: it would be refused now \(General Count Hallberg /);
  });
  it('a spread, also listed with the actions, answers the same way; done and next still do not', () => {
    const core = ekholm();
    expect(runLine(core, 'odds spread none').text).toMatch(/^This action rolls no dice, so it has no odds: it would be refused now/);
    expect(runLine(core, 'odds done').outcome.kind).not.toBe('view');
  });
});

describe('Actions: Rest/Regroup of an OK unit rolls nothing, so it shows no table and no modifiers', () => {
  it('odds and mods of resting an OK unit give the no-dice answer; a Disordered unit still has its table', () => {
    const core = ekholm();
    const r = runLine(core, 'odds rest A1 --leader');
    expect(r.outcome.kind, r.text).toBe('view');
    expect(r.text).toMatch(NO_DICE);
    expect(r.text).not.toMatch(/100%|leader \+/);
    // What the action would do, true before it is played (nothing is spent by odds), and not
    // whether it uses standing orders (the result says that).
    expect(r.text).toBe('This action rolls no dice, so it has no odds: Blue Brigade is already OK, so there is nothing to regroup (resting would spend its action).');
    expect(r.text).not.toMatch(/action is spent/);
    expect(JSON.parse(runLine(core, 'odds --json rest A1').text).note).toBe(r.text);
    expect(runLine(core, 'mods rest A1 --leader').text).not.toMatch(/leader \+|\+1/);
    play(core, 'set A1 status disordered');
    expect(runLine(core, 'odds rest A1 --leader').text).toMatch(/Disordered → OK/);
    // The rest itself plays as before, with no die.
    play(core, 'set A1 status ok');
    const played = runLine(core, 'rest A1');
    expect(played.outcome.kind).toBe('applied');
    // The played rest keeps the words journals store: its action is now spent.
    expect(played.text).toContain('Blue Brigade rests: it is already OK, so there is nothing to regroup (its action is spent).');
  });
  it('a plural name agrees in the odds words too', () => {
    const core = ekholm();
    expect(runLine(core, 'odds rest A2').text).toBe('This action rolls no dice, so it has no odds: Commanded Musketeers are already OK, so there is nothing to regroup (resting would spend their action).');
  });
});
