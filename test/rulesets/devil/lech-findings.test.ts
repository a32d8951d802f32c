/**
 * Findings of a game master's play of the bundled Lech (1632), each tested against the section
 * of seed 000 it rests on: a refusal names what was typed in the terms of the command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, type PlayCore, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { devilQuestions } from '../../../src/rulesets/devil/present/guide.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';

const track = closeCoresAfterEach();
const LECH = readFileSync(join(ROOT, 'scenarios', 'lech-1632.yaml'), 'utf8');

/** Lech at the given seed with `lines` played (each must be accepted). */
function lech(lines: readonly string[], options: { houseRules?: string; seed?: number } = {}): PlayCore {
  const dir = tempDir();
  const text = options.houseRules === undefined ? LECH : LECH.replace(/^houseRules: \{\}$/m, `houseRules: { ${options.houseRules} }`);
  const { core } = track({ core: coreFromText({ text, file: 'scenarios/lech-1632.yaml', seed: options.seed ?? 1, journal: join(dir, 'lech.tyw.jsonl') }), dir });
  for (const line of lines) {
    const r = runLine(core, line);
    if (r.outcome.kind === 'refused') throw new Error(`"${line}" was refused: ${r.outcome.reason}`);
  }
  return core;
}
const refusal = (core: PlayCore, line: string): string => {
  const r = runLine(core, line);
  return r.outcome.kind === 'refused' ? r.outcome.reason : `played: ${r.text}`;
};
/** The leaders step, the Swedes' Gustav Horn (AL1) holding the initiative. */
const SWEDES_ACT = ['initiative --rolls 6,1', 'first attacker', 'command AL1 --rolls 6'];

const TARGET = 'leaders are never the target of fire or charges';

describe('Leaders and Command Control: a leader named without quotes is recognised as a leader', () => {
  it.each([
    ['charge A3 at Gustav Horn', `AL1 is a leader (Gustav Horn), not a unit: ${TARGET}`],
    ['charge A3 at Johann von Aldringen', `DL2 is a leader (Johann von Aldringen), not a unit: ${TARGET}`],
    ['advance Johann von Aldringen', 'DL2 is a leader (Johann von Aldringen), not a unit: his own move is "move DL2"'],
    ['advance Lennart Torstensson --rough 2', 'AL3 is a leader (Lennart Torstensson), not a unit: his own move is "move AL3"'],
    // By part of his name, as the leader commands read it ("command Horn").
    ['charge A3 at Gustav', `AL1 is a leader (Gustav Horn), not a unit: ${TARGET}`],
    ['charge A3 at Horn', `AL1 is a leader (Gustav Horn), not a unit: ${TARGET}`],
    ['rest Aldringen', 'DL2 is a leader (Johann von Aldringen), not a unit: his own move is "move DL2"'],
  ])('%j', (line, message) => {
    expect(refusal(lech(SWEDES_ACT), line)).toContain(message);
  });
  it('a unit named without quotes still plays, and a word that names no one is still no match', () => {
    const c = lech(SWEDES_ACT);
    expect(refusal(c, 'charge A3 at Gustaf')).toMatch(/^no unit matches "Gustaf"/);
    expect(refusal(c, 'advance Yellow Brigade')).toMatch(/^played/);
  });
});

describe('Leaders and Command Control: a leader refusal fits where the leader was typed', () => {
  it('a leader typed as the unit acting in a melee or a fire is told his own commands, not that he is never a target', () => {
    const c = lech(SWEDES_ACT);
    expect(refusal(c, 'melee AL2')).toBe('AL2 is a leader (Johan Banér), not a unit: his own move is "move AL2", and "attach AL2 <unit>" joins him to a unit.');
    expect(refusal(c, 'fire Gustav Horn at D1')).toContain('his own move is "move AL1"');
  });
  it('a leader as the further target of a split fire gets the leader refusal', () => {
    const c = lech(SWEDES_ACT);
    expect(refusal(c, 'fire A1 at D2 at DL2')).toBe(`DL2 is a leader (Johann von Aldringen), not a unit: ${TARGET}, and fight only alongside the unit they are attached to ("Leaders and Command Control").`);
    expect(refusal(c, 'fire A1 at D2 at Count Tilly')).toContain(`DL1 is a leader (Count Tilly), not a unit: ${TARGET}`);
  });
  it('a leader in a correction of a unit is pointed to the correction for a leader', () => {
    const c = lech(SWEDES_ACT);
    expect(refusal(c, 'set AL1 status disordered')).toBe('AL1 is a leader (Gustav Horn), not a unit: a leader has no status or bases of his own; if he has fallen, "kill AL1" or "capture AL1" records it.');
    expect(refusal(c, 'set Gustav Horn bases 2')).toContain('"kill AL1" or "capture AL1"');
  });
});

describe('Ongoing Combats: a regroup refused for want of the activating leader says who he is and what to type', () => {
  // Blue Brigade (A2, Gustav Horn's) is Disordered and engaged with Bavarian Tercio; Torstensson (AL3) stands with it.
  const ENGAGED = [...SWEDES_ACT, 'set A2 status disordered', 'engage A2 D3', 'attach AL3 A2'];
  const WHY = 'Blue Brigade is in an ongoing combat: it may regroup only with the activating leader, Gustav Horn (AL1), attached';
  const TAIL = 'Lennart Torstensson is attached but is not the activating leader (house rule regroup.reading.any-leader-in-combat 1 lets any attached leader do). Once Gustav Horn is with Blue Brigade, "attach AL1 A2" records it.';
  it('the refusal names the activating leader, the leader attached who does not count, and the line', () => {
    const c = lech(ENGAGED);
    expect(refusal(c, 'regroup A2')).toBe(`${WHY}. ${TAIL}`);
    expect(refusal(c, 'odds regroup A2')).toBe(`${WHY} (--leader gives the odds as if one were). ${TAIL}`);
    expect(refusal(c, 'attach AL1 A2')).toMatch(/^played/);
    expect(refusal(c, 'regroup A2')).toMatch(/^played: Blue Brigade (fails to regroup|regroups)/);
  });
  it('the guided menu, which leaves the regroup out, says why on the unit', () => {
    const c = lech(ENGAGED);
    const menu = c.views.guide(c.state) as Extract<GuideStep, { kind: 'select' }>;
    const blue = menu.choices.find((x) => x.value === 'unit:A2');
    expect(blue?.name).not.toMatch(/regroup/);
    expect(blue?.description).toBe(`No regroup: ${WHY}. ${TAIL}`);
    // Once he is attached the regroup is offered, and nothing is said.
    runLine(c, 'attach AL1 A2');
    const again = (c.views.guide(c.state) as Extract<GuideStep, { kind: 'select' }>).choices.find((x) => x.value === 'unit:A2');
    expect(again?.name).toMatch(/regroup/);
    expect(again?.description).toBeUndefined();
  });
  it('a regroup that only the house rule allows says so in its result', () => {
    const c = lech(ENGAGED, { houseRules: "'regroup.reading.any-leader-in-combat': 1" });
    const played = refusal(c, 'regroup A2');
    expect(played).toMatch(/^played: Blue Brigade (fails to regroup|regroups)/);
    expect(played).toContain('(House rule regroup.reading.any-leader-in-combat: Lennart Torstensson, not the activating leader, is attached.)');
    // With the activating leader attached the book allows it: no house-rule note.
    const book = lech([...ENGAGED, 'attach AL1 A2'], { houseRules: "'regroup.reading.any-leader-in-combat': 1" });
    expect(refusal(book, 'regroup A2')).not.toContain('House rule');
  });
});

describe('Rest/Regroup: an OK unit has nothing to regroup', () => {
  // Torstensson (AL3) holds the initiative; Regimental Guns 1 (A10) are OK and in no combat.
  const TORSTENSSON = ['initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6'];
  it('at the keyboard, regroup typed for an OK unit asks first (y/N): no cancels, yes rests it as typed', () => {
    const c = lech(TORSTENSSON);
    const s = c.state as DevilState;
    const q = devilQuestions(s, 'regroup A10');
    expect(q?.kind).toBe('confirm');
    if (q?.kind !== 'confirm') return;
    expect(q.message).toBe('Regimental Guns 1 are already OK: rest anyway, spending their action?');
    expect(q.default).toBe(false);
    expect(q.next(false)).toBeNull();
    expect(q.next(true)).toBe('');
  });
  it('rest is meant as typed, a unit that needs it regroups, and no question is asked of a line that is refused anyway', () => {
    const c = lech([...['initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6'], 'set A11 status disordered']);
    const s = c.state as DevilState;
    expect(devilQuestions(s, 'rest A10')).toBeNull();
    expect(devilQuestions(s, 'regroup A11')).toBeNull();
    // An enemy unit may not act now: the refusal, not a question.
    expect(devilQuestions(s, 'regroup D1')).toBeNull();
  });
  it('a script or journal line regroup of an OK unit plays as before: the unit rests, its action spent', () => {
    const c = lech(TORSTENSSON);
    expect(refusal(c, 'regroup A10')).toContain('Regimental Guns 1 rest: they are already OK, so there is nothing to regroup (their action is spent).');
  });
  it('odds of a rest of an OK unit in a combat show no regroup modifiers: no regroup roll is made, only the melee', () => {
    const c = lech([...SWEDES_ACT, 'engage A1 D3', 'attach AL1 A1']);
    const odds = previewDevil(c.state as DevilState, { kind: 'rest', unit: 'A1' });
    expect(odds.ok).toBe(true);
    if (!odds.ok) return;
    expect(odds.value.modifiers?.actor).toEqual([]);
    expect(odds.value.odds?.outcomes[0]?.label).toMatch(/^stays OK, then the melee/);
    // A Disordered unit does roll, with its modifiers.
    const disordered = lech([...SWEDES_ACT, 'engage A1 D3', 'attach AL1 A1', 'set A1 status disordered']);
    const rolled = previewDevil(disordered.state as DevilState, { kind: 'rest', unit: 'A1' });
    expect(rolled.ok && rolled.value.modifiers?.actor.map((m) => m.label)).toEqual(['Leader with unit', 'Veteran', 'In an ongoing combat']);
  });
});

describe('Turn Sequence: command during the initiative step gives the lines that lead to the leaders step', () => {
  it('before the roll: initiative, then first <side>', () => {
    expect(refusal(lech([]), 'command AL1')).toBe(
      'Leaders are given the initiative in the leaders step, not during initiative. First type "initiative"; then the winner chooses who acts first: "first Swedes" or "first Imperialists".',
    );
  });
  it('after the roll: the winner chooses with first <side>', () => {
    expect(refusal(lech(['initiative --rolls 1,6']), 'command AL1')).toBe(
      'Leaders are given the initiative in the leaders step, not during initiative. The Imperialists won it and choose who acts first: "first Swedes" or "first Imperialists".',
    );
  });
});
