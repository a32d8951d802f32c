/**
 * Findings of the game masters' play of the first battle (seed 7), each tested against the
 * section of seed 000 it rests on: refusals give their reason, results read plainly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCore, type PlayCore, runLine } from '../../../src/repl/index.js';
import { firstBattleCore, play } from '../../repl/helpers.js';
import { devilQuestions } from '../../../src/rulesets/devil/present/guide.js';
import { atLeaders, battle, commanding, refuse, unitOf, withUnit } from './turn-fixtures.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { handDice } from '../../../src/dice/dice.js';
import { DEVIL_COMMANDS } from '../../../src/rulesets/devil/commands.js';

const opened: PlayCore[] = [];
afterEach(() => {
  for (const c of opened.splice(0)) closeCore(c);
});
function core(lines: readonly string[], seed = 7): PlayCore {
  const { core: c } = firstBattleCore(seed);
  opened.push(c);
  play(c, ...lines);
  return c;
}
const START = ['initiative', 'first attacker', 'command AL1'];

describe('Melee: all units involved have acted', () => {
  it('a unit refused for having been the target of a melee is told why', () => {
    const c = core([...START, 'charge A5 at D4 --no-evade']);
    const r = runLine(c, 'melee D4');
    expect(r.outcome.kind).toBe('refused');
    expect(r.text).toContain("Weiden's Cuirassiers have already acted this turn: they fought in a melee, and every unit involved in a melee has acted.");
  });
});

describe('Impetuous Units: next does not drop a pending obligatory charge without a word', () => {
  it('at the keyboard, next in the impetuous step asks first (y/N); no cancels', () => {
    const s = withUnit({ ...atLeaders(), step: 'impetuous', activeLeader: null }, 'A5', { impetuous: true });
    const q = devilQuestions(s, 'next');
    expect(q?.kind).toBe('confirm');
    if (q?.kind !== 'confirm') return;
    expect(q.message).toMatch(/ not charged: go on as if no eligible enemy is within charge range\?$/);
    expect(q.default).toBe(false);
    expect(q.next(false)).toBeNull();
    expect(q.next(true)).toBe('');
    // With no impetuous unit pending, next is not questioned.
    const calm = { ...s, units: s.units.map((u) => ({ ...u, impetuous: false })) };
    expect(devilQuestions(calm, 'next')).toBeNull();
  });
});

describe('Fire: the target is an enemy unit', () => {
  it('a friendly target is refused with what to do instead', () => {
    const c = core(START);
    const r = runLine(c, 'fire A1 at A2');
    expect(r.outcome.kind).toBe('refused');
    expect(r.text).toContain('Commanded Musketeers are on the same side as Blue Brigade: choose an enemy unit.');
  });
});

describe('Leaders and Command Control: a leader moves during his own initiative', () => {
  it('move with no leader named moves the leader holding the initiative', () => {
    const c = core(['initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6']);
    const r = runLine(c, 'move');
    expect(r.outcome.kind, r.text).toBe('applied');
    expect(r.text).toContain('Rittmeister Anders Falk');
  });
  it('with no leader holding the initiative, move says why it needs one', () => {
    const c = core(['initiative', 'first attacker']);
    expect(runLine(c, 'move').text).toContain('no leader holds the initiative now');
  });
});

describe('Charges: help says what a typed charge does when --crossed-arc is left out', () => {
  const flag = (name: string) => DEVIL_COMMANDS.find((c) => c.name === 'charge')?.flags?.find((f) => f.name === name)?.summary ?? '';
  it('help says tyw asks at the keyboard, and the question\'s default (Enter) is the one help gives: yes from the front, no from a flank', () => {
    expect(flag('crossed-arc')).toMatch(/left out, tyw asks at the keyboard; Enter or a script takes yes from the front, no from a flank or the rear/);
    expect(flag('evade')).toMatch(/left out, tyw asks at the keyboard; Enter or a script: it stands/);
    const s = commanding(atLeaders(), 'AL1', 2);
    const front = devilQuestions(s, 'charge A2 at D3');
    expect(front?.kind === 'confirm' && [front.message, front.default]).toEqual(['Did Smaland Reiters cross the arc of fire of Pappenheim Cuirassiers?', true]);
    const flank = devilQuestions(s, 'charge A2 at D3 --flank');
    expect(flank?.kind === 'confirm' && flank.default).toBe(false);
  });
});

describe('Charges: a unit whose defensive fire used its action is told so when it would act again', () => {
  it('the refusal says it gave defensive fire, which used its action', () => {
    // Pappenheim's cuirassiers (D3) charge the Smaland Reiters (A2), who fire their pistols.
    const s = commanding({ ...battle(), step: 'leaders' }, 'DL2', 2);
    const r = executeDevil(s, { kind: 'charge', unit: 'D3', target: 'A2', aspect: 'front', ground: 'open', crossedArc: true, evade: false }, handDice([6, 1, 3, 3, 3, 3, 3]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.map((x) => x.action).slice(0, 2)).toEqual(['charge', 'defensive-fire']);
    const after = r.value.state;
    const later = commanding({ ...after, toAct: 0, activeLeader: null }, 'AL1', 2);
    expect(refuse(later, { kind: 'rest', unit: 'A2' })).toBe('Smaland Reiters have already acted this turn: they gave defensive fire, which used their action.');
    expect(unitOf(later, 'A2').actedFor).toBe('defensive fire');
  });
});

describe('Leaders and Command Control: done with no leader holding the initiative says what to do', () => {
  it('in the leaders step: command <leader>; before it: nothing to end now', () => {
    const s = { ...atLeaders(), activeLeader: null };
    expect(refuse(s, { kind: 'done' })).toBe('No leader holds the initiative, so there is nothing to end: give a leader the initiative with command <leader>.');
    expect(refuse({ ...s, toAct: null }, { kind: 'done' })).toBe('No leader holds the initiative, so there is nothing to end: every leader has had it, and next ends the step.');
    expect(refuse(battle(), { kind: 'done' })).toBe('No leader holds the initiative: leaders take it only in the leaders step, so there is nothing to end now.');
  });
});
