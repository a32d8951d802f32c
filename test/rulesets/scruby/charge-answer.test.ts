/**
 * Seed 001, "CAVALRY" 1a: the charged defender may dice its UE to be set in motion (cavalry)
 * or to volley. A typed charge that leaves the answer unsaid is asked it at the terminal, as
 * the menus ask; a script is asked nothing, the defender makes no answer, and the result and
 * `odds` say so. `--response none` says it outright.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { coreFromText } from '../../../src/repl/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { scrubyPresentation } from '../../../src/rulesets/scruby/presentation.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { closeCoresAfterEach, ensureBuilt, ROOT, tempDir, tyw } from '../../repl/helpers.js';
import { play, run, sample, unit } from './fixtures.js';

const SAMPLE = join(ROOT, 'scenarios', 'scruby-sample.yaml');
const asked = (s: ScrubyState, line: string): GuideStep | null => scrubyPresentation.questions(s, line);
const choices = (step: GuideStep | null): string[][] => {
  if (step === null || step.kind !== 'select') throw new Error('no question asked');
  return step.choices.map((c) => [c.name, c.value]);
};
const note = (s: ScrubyState, line: string): string | undefined => {
  const action = scrubyRules.parse(s, line);
  if (!action.ok) throw new Error(action.error);
  const p = previewScruby(s, action.value);
  if (!p.ok) throw new Error(p.error);
  return p.value.note;
};

describe('CAVALRY 1a: a typed charge asks how the defender answers', () => {
  it('CAVALRY 1a: charged cavalry are asked: no answer, set in motion, or a volley, in plural words for plural units; the answer is the flags added to the line', () => {
    const step = asked(sample(), 'charge A13 at B13');
    expect(step).toMatchObject({ kind: 'select', message: 'How do Pappenheim Cuirassiers answer the charge?' });
    expect(choices(step)).toEqual([
      ['no answer: they stand', ' --response none'],
      ['they try their UE to set themselves in motion (cancels the shock)', ' --response motion'],
      ['they try their UE to volley (the shock stands)', ' --response volley'],
    ]);
    if (step?.kind !== 'select') throw new Error('no select');
    expect(step.next(' --response volley')).toBe('--response volley');
    expect(step.next(' --response none')).toBe('--response none');
  });

  it('CAVALRY 1a: loaded musketeers are asked only no answer or a volley; pikes, with no firearms, are asked nothing', () => {
    expect(choices(asked(sample(), 'charge A13 at B2')).map(([, v]) => v)).toEqual([' --response none', ' --response volley']);
    expect(asked(sample(), 'charge A1 at B5')).toBeNull();
  });

  it('CAVALRY 1a: an answer given, a refused line, or another command asks nothing', () => {
    const s = sample();
    for (const r of ['none', 'motion', 'volley']) expect(asked(s, `charge A13 at B13 --response ${r}`)).toBeNull();
    expect(asked(s, 'charge A2 at B13')).toBeNull(); // musketeers never attack
    expect(asked(s, 'fire A2 at B2 --range 6')).toBeNull();
  });

  it('CAVALRY 1a: with UE tests left to the game master, the answer is followed by the verdict', () => {
    const step = asked(sample({ ueTest: false }), 'charge A13 at B13');
    if (step?.kind !== 'select') throw new Error('no question asked');
    const verdict = step.next(' --response motion');
    if (verdict === null || typeof verdict === 'string' || verdict.kind !== 'confirm') throw new Error('no verdict asked');
    expect(verdict.next(false)).toBe('--response motion --fail');
    expect(step.next(' --response none')).toBe('--response none');
  });

  const track = closeCoresAfterEach();
  it('CAVALRY 1a: the REPL asks it of a typed line through the rule set\'s questions', () => {
    const dir = tempDir();
    const { core } = track({ core: coreFromText({ text: readFileSync(SAMPLE, 'utf8'), file: 'scruby.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') }), dir });
    expect(core.questionsFor('charge A13 at B13')).toMatchObject({ kind: 'select', message: 'How do Pappenheim Cuirassiers answer the charge?' });
    expect(core.questionsFor('charge A13 at B13 --response motion')).toBeNull();
  });
});

describe('CAVALRY 1a: a charge whose answer is unsaid gets none, and says so', () => {
  it('CAVALRY 1a: the result says the defender makes no answer, naming the flags it could have had; --response none says nothing more', () => {
    const s = sample();
    const unsaid = play(s, 'charge A13 at B13').results.map((r) => r.result).join(' ');
    const none = play(s, 'charge A13 at B13 --response none').results.map((r) => r.result).join(' ');
    expect(unsaid).toBe(`${none}. Pappenheim Cuirassiers make no answer, as the command gives neither --response motion nor --response volley ("CAVALRY" 1a)`);
    expect(play(s, 'charge A13 at B2').results.map((r) => r.result).join(' ')).toContain('Red Musketeers make no answer, as the command gives no --response volley ("CAVALRY" 1a)');
    expect(play(s, 'charge A1 at B5').results.map((r) => r.result).join(' ')).not.toContain('no answer');
  });

  it('CAVALRY 1a: a verdict (--pass, --fail) with no answer is refused: there is no UE test to pass', () => {
    const s = sample({ ueTest: false });
    for (const line of ['charge A13 at B13 --pass', 'charge A13 at B13 --response none --fail']) {
      const action = scrubyRules.parse(s, line);
      if (!action.ok) throw new Error(action.error);
      expect(previewScruby(s, action.value)).toEqual({ ok: false, error: '--pass and --fail give the verdict of Pappenheim Cuirassiers\' UE test for their answer: give the answer too, --response motion or --response volley ("CAVALRY" 1a)' });
    }
  });

  it('CAVALRY 1a: odds say the same, and --response none assumes nothing', () => {
    const s = sample();
    expect(note(s, 'charge A13 at B2')).toBe('This charge rolls no dice: Red Musketeers make no answer, as the command gives no --response volley ("CAVALRY" 1a), so the shock stands.');
    expect(note(s, 'charge A13 at B2 --response none')).toBe('This charge rolls no dice: the defender makes no answer, so the shock stands.');
  });

  it('CAVALRY 1a: a script reading from a pipe is asked nothing: no answer, and the result says so', () => {
    ensureBuilt();
    const out = tyw(['play', SAMPLE, '--seed', '3', '--journal', join(tempDir(), 'charge.tyw.jsonl')], 'charge A13 at B2\nquit\n');
    expect(out.stderr).not.toMatch(/error/);
    expect(out.stdout).toContain('Red Musketeers make no answer, as the command gives no --response volley ("CAVALRY" 1a).');
  });
});

describe('CAVALRY 1: shock power is the cavalry\'s; a charge by foot says nothing of it', () => {
  it('CAVALRY 1: odds of a swordsmen charge name no shock, in the note or the outcomes', () => {
    const s = sample();
    expect(note(s, 'charge A3 at B2 --response none')).toBe('This charge rolls no dice: the defender makes no answer.');
    const action = scrubyRules.parse(s, 'charge A3 at B2 --response volley');
    if (!action.ok) throw new Error(action.error);
    const p = previewScruby(s, action.value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([['volley for 24 kill points', '2/3'], ['no volley', '1/3']]);
  });
  it('CAVALRY 1b: a cavalry charge answered by a volley counts a failed test as "no volley, shock stands", not "shock stands" alone', () => {
    const s = sample();
    const action = scrubyRules.parse(s, 'charge A14 at B6 --response volley');
    if (!action.ok) throw new Error(action.error);
    const p = previewScruby(s, action.value);
    if (!p.ok) throw new Error(p.error);
    expect(p.value.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([['volley for 24 kill points, shock stands', '2/3'], ['no volley, shock stands', '1/3']]);
  });
  it('CAVALRY 1b: the volley\'s result and the menu\'s answer name no shock when the attacker has none', () => {
    const out = play(sample(), 'charge A3 at B2 --response volley', [1]);
    expect(out.results.map((r) => r.result).join(' ')).not.toContain('shock');
    expect(choices(asked(sample(), 'charge A3 at B2'))).toEqual([
      ['no answer: they stand', ' --response none'],
      ['they try their UE to volley', ' --response volley'],
    ]);
  });
});

describe('CAVALRY 1b: setting in motion answers shock power', () => {
  it('CAVALRY 1b: cavalry charged by foot are not offered set in motion, and --response motion is refused: there is no shock to cancel', () => {
    expect(choices(asked(sample(), 'charge A1 at B13')).map(([, v]) => v)).toEqual([' --response none', ' --response volley']);
    const action = scrubyRules.parse(sample(), 'charge A1 at B13 --response motion');
    if (!action.ok) throw new Error(action.error);
    expect(scrubyRules.execute(sample(), action.value, { roll: () => 1 })).toEqual({ ok: false, error: 'setting themselves in motion cancels a cavalry charge\'s shock power ("CAVALRY" 1b); Yellow Pikes have none: answer with --response volley or none' });
  });
});


describe('THE MELEE: a charge never fought lapses, and the game master is told', () => {
  it('leaving the melee step, cavalry whose charge was not fought lose its shock power ("CAVALRY" 1)', () => {
    const s = run(sample(), ['charge A13 at B3', 'next']);
    const out = play(s, 'next');
    expect(out.results.map((r) => r.result).join(' ')).toMatch(/^Smaland Horse's charge on Red Swordsmen was not fought and lapses: Smaland Horse stays where the charge move left it, and its shock power is lost \("CAVALRY" 1\); a melee in a later game move needs a new charge\. Game move 1: Rally\./);
    expect(unit(out.state, 'A13').charge).toBeNull();
  });
  it('a pike column loses its +1 a stand ("Column Formation" 3); a fought charge says nothing', () => {
    const s = run(sample(), ['form A1 --formation column', 'next', 'next', 'next', 'charge A1 at B1', 'charge A14 at B14 --response none', 'next', ['melee A14 at B14', [6]]]);
    const text = play(s, 'next').results.map((r) => r.result).join(' ') ?? '';
    expect(text).toContain('Yellow Pikes\' charge on Red Pikes was not fought and lapses: Yellow Pikes stay where the charge move left them, and the column\'s +1 kill point a stand is lost ("Column Formation" 3)');
    expect(text).not.toContain('Ostgota Horse\'s charge');
  });
  it('a charger beaten in another melee meanwhile is not said to wait where its charge left it', () => {
    const s = run(sample(), ['charge A3 at B2', 'next', ['melee B13 at A3', [6]]]);
    expect(unit(s, 'A3').defeated).toBe(true);
    expect(play(s, 'next').results.map((r) => r.result).join(' ')).not.toContain('Yellow Swordsmen\'s charge');
  });
  it('with the sequence off, the charge lapses at the end of the game move', () => {
    const s = run(sample({ sequence: false }), ['charge A13 at B3', 'next', 'next']);
    expect(play(s, 'next').results.map((r) => r.result).join(' ')).toContain('Smaland Horse\'s charge on Red Swordsmen was not fought and lapses');
  });
});

describe('CAVALRY 1a: a volley the defender cannot fire', () => {
  it('1a: --response volley from musketeers that have fired this game move is refused before any die, naming why', () => {
    const s = run(sample(), ['fire B2 at A1 --range 15']);
    const action = scrubyRules.parse(s, 'charge A14 at B2 --response volley');
    if (!action.ok) throw new Error(action.error);
    const r = scrubyRules.execute(s, action.value, { roll: () => { throw new Error('no die should be rolled'); } });
    expect(r.ok ? null : r.error).toBe('Red Musketeers cannot answer with a volley: Red Musketeers have fired this game move ("MUSKETEERS" 1); answer with --response none');
    expect(play(s, 'charge A14 at B2 --response none').results.map((x) => x.result).join(' ')).toContain('Ostgota Horse charges Red Musketeers');
  });
});

describe('CAVALRY 1b: set in motion, in words', () => {
  it('the result names the charger that loses its shock power, not "the attacker", and does not say "set in motion" twice', () => {
    const r = play(sample(), 'charge A16 at B16 --response motion', [1]).results.map((x) => x.result);
    expect(r[1]).toBe('Croat Horse rolls 1 against UE 4: passes (set in motion): Finnish Horse loses its shock power ("CAVALRY" 1a–1b)');
  });
});
