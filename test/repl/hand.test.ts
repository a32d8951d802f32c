/**
 * Dice rolled by hand, one die at a time: each die's stage, side and modifiers, the results
 * of earlier stages as they become known, and the same resolution as a program roll.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { DiceSource } from '../../src/dice/dice.js';
import { ok } from '../../src/engine/result.js';
import type { Resolution, Ruleset } from '../../src/engine/ruleset.js';
import { startSession } from '../../src/engine/session.js';
import { PlayCore } from '../../src/repl/core.js';
import { handDieLines, handDiePrompt } from '../../src/repl/hand.js';
import { runLine } from '../../src/repl/index.js';
import { plain } from '../../src/present/paint.js';
import { genericPresentation } from '../../src/present/generic.js';
import { closeCoresAfterEach, firstBattleCore, journalLines } from './helpers.js';

const track = closeCoresAfterEach();
const open = (seed = 7, options: { json?: boolean; hand?: boolean } = {}) => track(firstBattleCore(seed, options));

function play(core: PlayCore, ...lines: string[]): void {
  for (const line of lines) {
    const r = runLine(core, line);
    if (r.outcome.kind !== 'applied') throw new Error(`"${line}": ${r.text}`);
  }
}

/**
 * A two-stage action in a made-up rule set: a volley (actor and target dice), then, only if
 * the volley missed, a melee whose modifier depends on the volley. Each die says what it is for.
 */
const twoStage: Ruleset<unknown, { n: number }, string> = {
  id: 'two-stage',
  title: 'Two stages',
  scenarioSchema: z.unknown(),
  build: () => ok({ scenario: {}, warnings: [] }),
  summarize: () => ({ ruleset: 'two-stage', title: 'Two stages', sides: [], warnings: [] }),
  initialState: () => ({ n: 0 }),
  steps: [],
  parse: (_s, text) => (text === 'go' ? ok('go') : { ok: false, error: `no command "${text}"` }),
  execute(state, _action, dice: DiceSource) {
    const results: Resolution[] = [];
    const a = dice.roll(6, 'actor: Reds', { stage: 'Volley', side: 'Reds', modifiers: [{ label: 'Short range', value: 1 }], net: 1 });
    const b = dice.roll(6, 'target: Blues', { stage: 'Volley', side: 'Blues', modifiers: [], net: 0 });
    results.push({ action: 'volley', actor: 'Reds', target: 'Blues', rolls: { actor: a, target: b }, result: a + 1 > b ? 'The Blues break' : 'The volley misses', changes: [] });
    if (a + 1 <= b) {
      const c = dice.roll(6, 'actor: Reds', { stage: 'Melee', side: 'Reds', modifiers: [{ label: 'Shaken by the miss', value: -1 }], net: -1 });
      const d = dice.roll(6, 'target: Blues', { stage: 'Melee', side: 'Blues', modifiers: [{ label: 'Pikes', value: 2 }], net: 2 });
      results.push({ action: 'melee', actor: 'Reds', target: 'Blues', rolls: { actor: c, target: d }, result: c - 1 > d + 2 ? 'The Reds win' : 'The Blues hold', changes: [] });
    }
    return ok({ state: { n: state.n + 1 }, events: [{ type: 'done', text: 'Done.' }], results });
  },
};

function twoStageCore(): PlayCore {
  return new PlayCore({
    session: startSession(twoStage as Ruleset<unknown, unknown, unknown>, {}, 1),
    journal: { path: 'memory', append: () => undefined },
    views: genericPresentation(twoStage as Ruleset<unknown, unknown, unknown>),
    paint: plain,
    json: false,
    dice: 'hand',
    interactive: true,
  });
}

describe('dice rolled by hand, one die at a time', () => {
  it('asks for each die with its own stage, side and modifiers, as the rule set gives them', () => {
    const core = twoStageCore();
    expect(core.run('go')).toEqual({ kind: 'hand', line: 'go' });
    const first = core.handProgress('go', []);
    expect(first.ok && first.value.need).toMatchObject({ sides: 6, stage: 'Volley', side: 'Reds', net: 1, modifiers: [{ label: 'Short range', value: 1 }] });
    expect(first.ok && first.value.known).toEqual([]);
    const second = core.handProgress('go', [2]);
    expect(second.ok && second.value.need).toMatchObject({ stage: 'Volley', side: 'Blues', net: 0 });
    // The volley missed (2+1 against 5): its result is known before the melee's dice.
    const third = core.handProgress('go', [2, 5]);
    if (!third.ok || !third.value.need) throw new Error('a melee die is needed');
    expect(third.value.need).toMatchObject({ stage: 'Melee', side: 'Reds', net: -1, modifiers: [{ label: 'Shaken by the miss', value: -1 }] });
    expect(third.value.known.map((r) => r.result)).toEqual(['The volley misses']);
    expect(handDieLines(third.value.need, plain)).toEqual(['Melee — Reds: -1', '  -1  Shaken by the miss']);
    expect(handDiePrompt(third.value.need)).toBe('Melee, Reds: d6 shows? ');
    const fourth = core.handProgress('go', [2, 5, 6]);
    expect(fourth.ok && fourth.value.need).toMatchObject({ stage: 'Melee', side: 'Blues', net: 2, modifiers: [{ label: 'Pikes', value: 2 }] });
    const done = core.handProgress('go', [2, 5, 6, 1]);
    expect(done.ok && done.value.need).toBeNull();
    // A hit ends the action after the volley: two dice, no melee.
    const hit = core.handProgress('go', [6, 1]);
    expect(hit.ok && hit.value.need).toBeNull();
    expect(core.handProgress('go', [6, 1, 3])).toEqual({ ok: false, error: 'this command needs 2 values with --rolls, 3 given (one is left over)' });
  });

  it('walks a charge stage by stage: defensive fire, fire at contact, then the melee, each with its own modifiers', () => {
    const { core, journal } = open(7, { hand: true });
    play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6');
    const line = 'charge A4 at D1 --no-evade --crossed-arc';
    expect(core.run(line).kind).toBe('refused'); // not interactive: a script gives --rolls

    const rolled = [1, 6, 4, 3, 5, 2];
    const asked: { stage: string | null; side: string | null; net: number | null; known: string[] }[] = [];
    for (let i = 0; i <= rolled.length; i += 1) {
      const p = core.handProgress(line, rolled.slice(0, i));
      if (!p.ok) throw new Error(p.error);
      if (i === rolled.length) {
        expect(p.value.need).toBeNull();
        break;
      }
      const need = p.value.need;
      if (!need) throw new Error(`die ${i + 1} should be needed`);
      asked.push({ stage: need.stage, side: need.side, net: need.net, known: p.value.known.map((r) => r.result) });
    }
    // One die at a time, each for its stage and side; no stale melee modifiers for the fire.
    // A While the Devil Rules die's stage names its side too: the firer's ("Defensive fire,
    // Ottenbach's Tercio"), and the target's as the unit under that fire.
    expect(asked.map((a) => [a.stage?.replace(`, ${a.side}`, '').replace(/^(Pistols|Carbines) at contact$/, 'Contact fire'), a.side])).toEqual([
      ['Defensive fire', "Ottenbach's Tercio"],
      ['East Gothland Reiters under defensive fire', 'East Gothland Reiters'],
      ['Contact fire', 'East Gothland Reiters'],
      ["Ottenbach's Tercio under pistol fire at contact", "Ottenbach's Tercio"],
      ['Melee (charging)', 'East Gothland Reiters'],
      ['Melee (charging)', "Ottenbach's Tercio"],
    ]);
    expect(asked[0]?.net).toBe(1); // short range, not the melee's +1 charging
    // Earlier stages are known before the next stage's dice are asked.
    // The Reiters act on their standing orders ("Turn Sequence"), which is known first.
    expect(asked[0]?.known).toHaveLength(2); // the standing orders and the charge itself
    expect(asked[0]?.known[0]).toBe('Standing orders for East Gothland Reiters: no activation used.');
    expect(asked[2]?.known).toHaveLength(3); // ... and the defensive fire
    expect(asked[4]?.known).toHaveLength(4); // ... and the fire at contact
    expect(asked[4]?.known[3]).toMatch(/Ottenbach's Tercio loses 1 level/);

    // Resolved exactly as a program roll with the same dice, and journaled as hand rolls.
    const ran = core.run(line, { rolls: rolled });
    expect(ran.kind).toBe('applied');
    const entry = journalLines(journal).at(-1) as { hand: boolean; rolls: { value: number }[] };
    expect(entry.hand).toBe(true);
    expect(entry.rolls.map((d) => d.value)).toEqual(rolled);
    const app = open(7).core;
    play(app, 'initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6', `${line} --rolls ${rolled.join(',')}`);
    expect(core.session.entries.at(-1)?.events).toEqual(app.session.entries.at(-1)?.events);
  });

  it('prints each result once: the result goes on from those printed between the dice, unless it does not begin with them', () => {
    const line = 'charge A4 at D1 --no-evade --crossed-arc';
    const rolled = [1, 6, 4, 3, 5, 2];
    const ready = () => {
      const { core } = open(7, { hand: true });
      play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6');
      return core;
    };
    const core = ready();
    const settled = core.handProgress(line, rolled.slice(0, 4));
    if (!settled.ok) throw new Error(settled.error);
    const shown = settled.value.known;
    expect(shown).toHaveLength(4);
    const printedBetween = shown.flatMap((r) => core.resultLines(r)).join('\n');
    const rest = core.run(line, { rolls: rolled, shown });
    if (rest.kind !== 'applied') throw new Error(rest.kind);
    const after = rest.lines.join('\n');
    expect(printedBetween).toContain('no activation used');
    expect(printedBetween).toMatch(/^Defensive fire: Ottenbach's Tercio \(d6 1/m);
    expect(after).not.toContain('no activation used');
    expect(after).not.toContain('Defensive fire');
    expect(after).toMatch(/^Melee: East Gothland Reiters \(d6 5/);
    expect(after).toContain('(rolled by hand:');
    // Together, the same lines as the whole result printed at once.
    const whole = ready().run(line, { rolls: rolled });
    if (whole.kind !== 'applied') throw new Error(whole.kind);
    expect(`${printedBetween}\n${after}`).toBe(whole.lines.join('\n'));
    // Results printed between the dice that the action did not give: the whole result is printed.
    const stale = ready().run(line, { rolls: rolled, shown: [{ ...shown[0]!, result: 'Something else.' }] });
    if (stale.kind !== 'applied') throw new Error(stale.kind);
    expect(stale.lines.join('\n')).toBe(whole.lines.join('\n'));
  });
});

describe('Turn Sequence 1: an initiative tie rolled by hand', () => {
  it('says that the roll tied and both sides roll again before asking the first die again', () => {
    const { core } = open(7, { hand: true });
    const before = core.handProgress('initiative', [4]);
    expect(before.ok ? (before.value.need?.note ?? null) : 'refused').toBeNull();
    const again = core.handProgress('initiative', [4, 4]);
    if (!again.ok || !again.value.need) throw new Error('a die should be needed after a tie');
    expect(again.value.need.side).toBe('Swedes');
    const lines = handDieLines(again.value.need, plain);
    expect(lines[0]).toBe('The initiative is a tie (4 against 4): both sides roll again.');
    expect(lines[1]).toBe('Initiative, Swedes');
    expect(lines[2]).toBe('  No modifiers');
    // The second die of the new roll is asked without the note.
    const second = core.handProgress('initiative', [4, 4, 3]);
    expect(second.ok ? (second.value.need?.note ?? null) : 'refused').toBeNull();
  });

  it('counts the re-roll in the values --rolls needs: a tie needs at least two more, not one', () => {
    const { core } = open(7, { hand: true });
    const refused = (rolls: string) => {
      const r = runLine(core, `initiative --rolls ${rolls}`);
      return r.outcome.kind === 'refused' ? r.text : 'applied';
    };
    expect(refused('4,4')).toContain('this command needs at least 4 values with --rolls, 2 given');
    expect(refused('4,4,2,2')).toContain('this command needs at least 6 values with --rolls, 4 given');
    expect(refused('4')).toContain('this command needs at least 2 values with --rolls, 1 given');
  });
});

describe('the question of a die the rule set says nothing of', () => {
  const die = { sides: 6, side: null, modifiers: null, net: null } as const;
  it('names the stage and the die in the question alone, and a die named like its stage once', () => {
    expect(handDieLines({ ...die, stage: 'Command roll', label: 'command roll' }, plain)).toEqual([]);
    expect(handDiePrompt({ ...die, stage: 'Command roll', label: 'command roll' })).toBe('Command roll: d6 shows? ');
    expect(handDiePrompt({ ...die, stage: 'Scatter', label: 'stand 2 of Red Pikes' })).toBe('Scatter: stand 2 of Red Pikes: d6 shows? ');
    expect(handDieLines({ ...die, stage: null, label: 'anything' }, plain)).toEqual([]);
  });
});
