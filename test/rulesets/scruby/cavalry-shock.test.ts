/**
 * Seed 001, "CAVALRY" 1 (melee): shock power, the defender's answer to a charge, and where
 * the text takes the shock away (a square, "INFANTRY SQUARES" 3; long swordsmen, designed).
 * Split from the-melee.test.ts, which holds the other melee rules.
 */
import { describe, expect, it } from 'vitest';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { previewScruby } from '../../../src/rulesets/scruby/odds.js';
import { chargeAnswerStep } from '../../../src/rulesets/scruby/present/guide-fight.js';
import { scrubyGuide } from '../../../src/rulesets/scruby/present/guide.js';
import { scrubyPresentation } from '../../../src/rulesets/scruby/presentation.js';
import { walkGuide } from '../../repl/helpers.js';
import type { GuideStep } from '../../../src/present/guide.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

const melee = (s: ScrubyState) => run(s, ['next']);
const preview = (s: ScrubyState, line: string) => {
  const action = scrubyRules.parse(s, line);
  if (!action.ok) throw new Error(action.error);
  const p = previewScruby(s, action.value);
  if (!p.ok) throw new Error(p.error);
  return p.value;
};
const text = (r: { results: readonly { result: string }[] }) => r.results.map((x) => x.result).join(' ');
/** The sample with one unit retyped (long swordsmen, cavalry musketeers). */
const retyped = (s: ScrubyState, id: string, type: 'long-swordsman' | 'cavalry-musketeer'): ScrubyState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, type } : u)) });

describe('PIKEMEN 2 and CAVALRY 1: a cavalry charge into the flank or rear of closed pikes', () => {
  it('2: cavalry may charge closed pikes in flank or rear, never in front, and the melee strikes the face charged', () => {
    expect(refusal(sample(), 'charge A13 at B1')).toBe('pikemen in closed order can be meleed only by pikemen, and by swordsmen under their rule ("PIKEMEN" 1); their flanks and rear are open to anyone: --flank or --rear ("PIKEMEN" 2)');
    const charged = play(sample(), 'charge A13 at B1 --flank');
    expect(charged.results.map((r) => r.result).join(' ')).toMatch(/^Smaland Horse charges Red Pikes in the flank: up to 14"/);
    const s = run(charged.state, ['next']);
    const r = play(s, 'melee A13');
    // (2 stands × 6 + shock 2 × 4) doubled = 40; 4 stands × 6 halved = 12; the pikes lose morale at once.
    expect(r.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 40 }, { unit: 'Smaland Horse', points: 12 }]);
    expect(unit(r.state, 'B1').defeated).toBe(true);
    const action = scrubyRules.parse(s, 'melee A13');
    if (!action.ok) throw new Error(action.error);
    const p = previewScruby(s, action.value);
    expect(p.ok && p.value.note).toContain('Red Pikes lose morale (Smaland Horse kills 40, Red Pikes kill 12)');
  });
});

describe('CAVALRY', () => {
  it('1: shock +4 a stand for heavy cavalry; set in motion, the defender cancels it; a volley does not', () => {
    const charged = run(sample(), [['charge A14 at B14 --response motion', [6]], 'next']);
    expect(play(charged, 'melee A14 at B14', [6]).results.find((r) => r.kills)?.kills?.[0]?.points).toBe(20);
    const calm = run(sample(), [['charge A14 at B14 --response motion', [1]], 'next']);
    expect(play(calm, 'melee A14 at B14').results.find((r) => r.kills)?.kills?.[0]?.points).toBe(12);
    const volley = play(sample(), 'charge A16 at B2 --response volley', [1]);
    expect(volley.results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Finnish Horse', points: 24 }]);
    expect(unit(volley.state, 'A16').charge).toEqual({ target: 'B2', shock: true });
  });
  it('1: cavalry musketeers are cavalry: they charge, with the designed shock of 2 a stand (not refused as foot musketeers)', () => {
    const base = sample();
    const s = { ...base, units: base.units.map((u) => (u.id === 'A16' ? { ...u, type: 'cavalry-musketeer' as const } : u)) };
    const r = play(run(s, ['charge A16 at B2', 'next']), 'melee A16 at B2', [6]);
    // 2 stands × 3 melee + 2 stands × 2 shock.
    expect(r.results.find((r) => r.kills)?.kills?.[0]).toEqual({ unit: 'Red Musketeers', points: 10 });
    expect(r.results.map((r) => r.result).join(' ')).toContain('shock +2 a stand ("CAVALRY" 1)');
  });
  it('2: dragoons may not charge on horseback', () => {
    expect(refusal(melee(sample()), 'melee A19 at B2')).toContain('"CAVALRY" 2');
  });
});

describe('long swordsmen', () => {
  it('cavalry charging long swordsmen get no shock (designed), and they kill 6 a stand', () => {
    const base = sample();
    const s = { ...base, units: base.units.map((u) => (u.id === 'B3' ? { ...u, type: 'long-swordsman' as const } : u)) };
    const r = play(run(s, ['charge A13 at B3', 'next']), 'melee A13 at B3', [1]);
    expect(r.results.map((r) => r.result).join(' ')).toContain('no shock against long swordsmen (designed)');
    expect(r.results.map((r) => r.result).join(' ')).toContain('Red Swordsmen kill 12 (2 stands × 6)');
  });
});

describe('CAVALRY 1: shock power is the charge\'s', () => {
  it('cavalry that fight a melee without charging are told they have no shock, and why', () => {
    const r = play(melee(sample()), 'melee A13 at B3', [1]);
    expect(r.results.map((x) => x.result).join(' ')).toContain('Smaland Horse kills 12 (2 stands × 6; no shock: Smaland Horse did not charge Red Swordsmen this game move ("CAVALRY" 1))');
  });
  it('the melee of a bonus move is no charge: the reading is said in the kills', () => {
    const s = run(sample(), ['charge A13 at B3', 'next', ['melee A13', [6]], 'bonus A13']);
    const r = play(s, 'melee A13 at B7', [1]);
    expect(r.results.map((x) => x.result).join(' ')).toContain('no shock: a bonus move is not a charge (reading, "CAVALRY" 1)');
  });
});

describe('CAVALRY 1a: the other reading, attacking cavalry always have shock (shockWithChargeOnly off)', () => {
  it('cavalry fighting a melee without a charge add their shock, and say which switch gives it', () => {
    const r = play(melee(sample({ shockWithChargeOnly: false })), 'melee A13 at B3', [1]);
    expect(r.results.find((x) => x.kills)?.kills).toEqual([{ unit: 'Red Swordsmen', points: 20 }, { unit: 'Smaland Horse', points: 8 }]);
    expect(r.results.map((x) => x.result).join(' ')).toContain('shock +4 a stand, without a charge (shockWithChargeOnly off, "CAVALRY" 1a)');
  });
  it('a bonus move\'s melee has it too; squares and long swordsmen still take none', () => {
    const s = run(sample({ shockWithChargeOnly: false }), ['charge A13 at B3', 'next', ['melee A13', [6]], 'bonus A13']);
    expect(play(s, 'melee A13 at B7', [1]).results.find((x) => x.kills)?.kills).toEqual([{ unit: 'White Swordsmen', points: 20 }, { unit: 'Smaland Horse', points: 8 }]);
    const sq = run(sample({ shockWithChargeOnly: false }), ['form B2 --formation square', 'next']);
    expect(play(sq, 'melee A13 at B2', [1]).results.find((x) => x.kills)?.kills?.[0]).toEqual({ unit: 'Red Musketeers', points: 12 });
  });
});

describe('CAVALRY 1a: the melee of a charge is the charger\'s', () => {
  it('typed from the charged side, the melee is refused and names the line to type, so the defender never takes the charger\'s shock', () => {
    for (const options of [{}, { shockWithChargeOnly: false }]) {
      const s = run(sample(options), ['charge A16 at B13', 'next']);
      expect(refusal(s, 'melee B13 at A16')).toBe('Finnish Horse charged Pappenheim Cuirassiers this game move: the charger attacks in the melee of its charge, so fight it with melee A16 ("CAVALRY" 1a)');
      // The charger's shock, 2 stands × (3 + 2), and the defender's 2 × 6 without any.
      expect(play(s, 'melee A16', [1]).results.find((x) => x.kills)?.kills).toEqual([{ unit: 'Pappenheim Cuirassiers', points: 10 }, { unit: 'Finnish Horse', points: 12 }]);
    }
  });
  it('a defender set in motion, typed from its side, is refused too: the shock cancelled stays cancelled', () => {
    const s = run(sample({ shockWithChargeOnly: false }), [['charge A13 at B14 --response motion', [1]], 'next']);
    expect(refusal(s, 'melee B14 at A13')).toContain('fight it with melee A13');
    expect(text(play(s, 'melee A13', [1]))).toContain('Smaland Horse kills 12 (2 stands × 6; no shock: the defender was set in motion ("CAVALRY" 1b))');
  });
  it('the odds and the menus follow the refusal', () => {
    const s = run(sample(), ['charge A16 at B13', 'next']);
    const line = scrubyRules.parse(s, 'melee B13 at A16');
    if (!line.ok) throw new Error(line.error);
    const p = previewScruby(s, line.value);
    expect(p.ok ? '' : p.error).toContain('fight it with melee A16');
  });
  it('once the charger has fought, the pair has fought: the refusal says so, not the charge', () => {
    const s = run(sample(), ['charge A16 at B13', 'next', ['melee A16', [1]]]);
    expect(refusal(s, 'melee B13 at A16')).toContain('a pair fights once a game move');
  });
});

describe('INFANTRY SQUARES 3: a charge on a square has no shock to keep or cancel', () => {
  const square = () => run(sample(), ['form B2 --formation square']);
  it('the volley answering it says nothing of shock standing, and the odds count its die as a volley or none', () => {
    const r = play(square(), 'charge A16 at B2 --response volley', [1]);
    expect(text(r)).toContain('Red Musketeers roll 1 against UE 5: pass (volley): a volley for 12 kill points');
    expect(text(r)).not.toContain('shock');
    expect(preview(square(), 'charge A16 at B2 --response volley').odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['volley for 12 kill points', '5/6'],
      ['no volley', '1/6'],
    ]);
    expect(preview(square(), 'charge A16 at B2 --response none').note).toBe('This charge rolls no dice: the defender makes no answer.');
  });
  it('the same against long swordsmen (designed: no shock against them)', () => {
    const s = retyped(sample(), 'B3', 'long-swordsman');
    expect(preview(s, 'charge A13 at B3').note).toBe('This charge rolls no dice: the defender makes no answer.');
    // Against swordsmen who take it, the shock stands.
    expect(preview(sample(), 'charge A13 at B3').note).toBe('This charge rolls no dice: the defender makes no answer, so the shock stands.');
  });
  it('the menus offer the square its volley without "(the shock stands)"', () => {
    const s = square();
    const step = chargeAnswerStep(s, unit(s, 'A16'), unit(s, 'B2'), 'charge A16 at B2');
    if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no question asked');
    expect(step.choices.map((c) => c.name)).toEqual(['no answer: they stand', 'they try their UE to volley']);
    const open = sample();
    const line = chargeAnswerStep(open, unit(open, 'A16'), unit(open, 'B2'), 'charge A16 at B2');
    if (line === null || typeof line === 'string' || line.kind !== 'select') throw new Error('no question asked');
    expect(line.choices.map((c) => c.name)).toContain('they try their UE to volley (the shock stands)');
  });
});

describe('CAVALRY 1: what a lapsed charge loses', () => {
  const lapse = (s: ScrubyState, line: string) => play(run(s, [line, 'next']), 'next').results[0]?.result ?? '';
  it('a charge on a square loses no shock power, having none: the lapse says only that the charge lapses', () => {
    const said = lapse(run(sample(), ['form B2 --formation square']), 'charge A16 at B2');
    expect(said).toMatch(/^Finnish Horse's charge on Red Musketeers was not fought and lapses: Finnish Horse stays where the charge move left it\. Game move 1: Rally/);
  });
  it('with shockWithChargeOnly off the shock comes without a charge, so none is lost', () => {
    expect(lapse(sample({ shockWithChargeOnly: false }), 'charge A13 at B3')).toMatch(/^Smaland Horse's charge on Red Swordsmen was not fought and lapses: Smaland Horse stays where the charge move left it\. /);
    expect(lapse(sample(), 'charge A13 at B3')).toContain('and its shock power is lost ("CAVALRY" 1); a melee in a later game move needs a new charge.');
  });
  it('the journal\'s event keeps its older words, so journals written before replay', () => {
    const s = run(run(sample(), ['form B2 --formation square']), ['charge A16 at B2', 'next']);
    const events = play(s, 'next').events.map((e) => e.text);
    expect(events[0]).toContain('and its shock power is lost ("CAVALRY" 1); a melee in a later game move needs a new charge');
  });
});

describe('CAVALRY 1a: melee without a target from the unit charged', () => {
  it('names the charger\'s line, not "no charge to fight out"', () => {
    const s = run(sample(), ['charge A16 at B13', 'next']);
    expect(refusal(s, 'melee B13')).toBe('Finnish Horse charged Pappenheim Cuirassiers this game move: the charger attacks in the melee of its charge, so fight it with melee A16 ("CAVALRY" 1a)');
    expect(refusal(s, 'melee B14')).toContain('no charge to fight out');
  });
});

describe('CAVALRY 1a, the other reading (shockWithChargeOnly off): the defender dices its answer in a melee without a charge', () => {
  const off = () => melee(sample({ shockWithChargeOnly: false }));
  const kills = (r: ReturnType<typeof play>) => r.results.filter((x) => x.kills).map((x) => x.kills);
  it('set in motion on its UE, the defender cancels the shock; caught motionless, it does not', () => {
    const calm = play(off(), 'melee A13 at B13 --response motion', [5]);
    expect(calm.results[0]?.result).toBe('Pappenheim Cuirassiers roll 5 against UE 5: pass (set in motion): Smaland Horse loses its shock power ("CAVALRY" 1a–1b).');
    expect(text(calm)).toContain('Smaland Horse kills 12 (2 stands × 6; no shock: the defender was set in motion ("CAVALRY" 1b))');
    expect(unit(calm.state, 'A13').charge).toBeNull();
    const caught = play(off(), 'melee A13 at B13 --response motion', [6, 1]);
    expect(kills(caught)).toEqual([[{ unit: 'Pappenheim Cuirassiers', points: 20 }, { unit: 'Smaland Horse', points: 12 }]]);
  });
  it('a volley kills first, and the shock stands on the stands left', () => {
    const r = play(off(), 'melee A16 at B2 --response volley', [1, 1]);
    // 4 stands × 6 at 1" take one of Finnish Horse's stands (20 points); the one left kills 3 + 2 shock.
    expect(kills(r)).toEqual([[{ unit: 'Finnish Horse', points: 24 }], [{ unit: 'Red Musketeers', points: 5 }, { unit: 'Finnish Horse', points: 4 }]]);
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(['melee', 'kills']);
  });
  it('with no --response the defender makes no answer, and the kills say so', () => {
    expect(text(play(off(), 'melee A14 at B14', [1]))).toContain('Gonzaga Cuirassiers make no answer, as the command gives neither --response motion nor --response volley ("CAVALRY" 1a). Ostgota Horse kills 20');
  });
  it('odds count the answer\'s die with the melee\'s', () => {
    const outcomes = preview(off(), 'melee A13 at B13 --response motion').odds?.outcomes.map((o) => [o.label, o.fraction]);
    expect(outcomes).toEqual([
      ['no winner (Smaland Horse kills 12, Pappenheim Cuirassiers kill 12)', '5/6'],
      ['Smaland Horse wins, Pappenheim Cuirassiers hold (Smaland Horse kills 20, Pappenheim Cuirassiers kill 12)', '5/36'],
      ['Pappenheim Cuirassiers lose morale (Smaland Horse kills 20, Pappenheim Cuirassiers kill 12)', '1/36'],
    ]);
  });
  it('the menus ask the defender\'s answer', () => {
    const line = walkGuide(scrubyGuide(off()), { select: [/^melee/, /^Smaland Horse/, /^Pappenheim Cuirassiers/, /in motion/] });
    expect(line).toBe('melee A13 at B13 --response motion');
  });
  it('CAVALRY 1a: the melee\'s answer is asked as the charge\'s, and the UE verdict after it is the answer\'s, carried as the answer chosen', () => {
    const s = melee(sample({ shockWithChargeOnly: false, ueTest: false, meleeOutcome: false }));
    const walk = (picks: RegExp[], confirm: boolean): { line: string | null; asked: string[] } => {
      const asked: string[] = [];
      let cur: GuideStep | string | null = scrubyGuide(s);
      while (cur !== null && typeof cur !== 'string') {
        const step: GuideStep = cur;
        if (step.kind === 'select') {
          const want = picks.shift();
          const choice = want ? step.choices.find((c) => want.test(c.name)) : step.choices[0];
          if (!choice) throw new Error(`no choice ${want} in ${step.message}`);
          if (/answer/.test(step.message)) asked.push(`${step.message} ${step.choices.map((c) => c.name).join('; ')}`);
          cur = step.next(choice.value);
        } else if (step.kind === 'confirm') {
          asked.push(step.message);
          cur = step.next(confirm);
        } else throw new Error(`unexpected ${step.kind}`);
      }
      return { line: cur, asked };
    };
    const motion = walk([/^melee/, /^Smaland Horse/, /^Pappenheim Cuirassiers/, /in motion/], true);
    expect(motion.line).toMatch(/^melee A13 at B13 --response motion .*--pass$/);
    expect(motion.asked[0]).toBe("How do Pappenheim Cuirassiers answer Smaland Horse's attack? no answer: they stand; they try their UE to set themselves in motion (cancels the shock); they try their UE to volley (the shock stands)");
    expect(motion.asked.at(-1)).toContain("for Pappenheim Cuirassiers' answer");
    const none = walk([/^melee/, /^Smaland Horse/, /^Pappenheim Cuirassiers/, /^no answer/], true);
    expect(none.line).toMatch(/^melee A13 at B13 --response none/);
    expect(none.asked.join('\n')).not.toContain("Pappenheim Cuirassiers' answer");
  });
  it('refused where a melee has no answer to give', () => {
    expect(refusal(melee(sample()), 'melee A13 at B13 --response motion')).toBe('the defender answers a charge, not a melee: give --response on charge A13 at B13 ("CAVALRY" 1a; the scenario gives shock power only with a charge)');
    const charged = run(sample({ shockWithChargeOnly: false }), ['charge A13 at B13', 'next']);
    expect(refusal(charged, 'melee A13 --response motion')).toBe('Pappenheim Cuirassiers answered Smaland Horse\'s charge when it was made: the melee of a charge takes no --response ("CAVALRY" 1a)');
    const square = run(sample({ shockWithChargeOnly: false }), ['form B2 --formation square', 'next']);
    expect(refusal(square, 'melee A16 at B2 --response volley')).toContain('no shock power against Red Musketeers, so there is nothing to answer');
    expect(refusal(melee(sample({ shockWithChargeOnly: false, ueTest: false })), 'melee A13 at B13 --response motion --pass')).toContain('give Pappenheim Cuirassiers\' answer with a charge, charge A13 at B13 --response motion');
    // With the melee's outcome left to the game master, the one verdict is the answer's.
    const open = play(melee(sample({ shockWithChargeOnly: false, ueTest: false, meleeOutcome: false })), 'melee A13 at B13 --response motion --pass');
    expect(text(open)).toContain('Pappenheim Cuirassiers pass their UE test (set in motion, game master): Smaland Horse loses its shock power');
  });
});

describe('CAVALRY 1a, the other reading: a typed melee is asked the defender\'s answer at the terminal', () => {
  it('asked only when cavalry attack with shock without a charge, in the words of an attack', () => {
    const off = melee(sample({ shockWithChargeOnly: false }));
    const step = scrubyPresentation.questions(off, 'melee A13 at B13');
    if (step === null || step.kind !== 'select') throw new Error('no question asked');
    expect(step.message).toBe('How do Pappenheim Cuirassiers answer the attack?');
    expect(step.choices.map((c) => c.value)).toEqual([' --response none', ' --response motion', ' --response volley']);
    expect(scrubyPresentation.questions(off, 'melee A13 at B13 --response none')).toBeNull();
    expect(scrubyPresentation.questions(melee(sample()), 'melee A13 at B13')).toBeNull();
    expect(scrubyPresentation.questions(off, 'melee A1 at B1')).toBeNull();
  });
});

describe('CAVALRY 1a–1b: a unit charged does not charge its charger', () => {
  it('charged cavalry meet the charge by being set in motion, not by a charge of their own; foot are told to fight the melee', () => {
    const s = run(sample(), ['charge A16 at B13 --response none']);
    expect(refusal(s, 'charge B13 at A16')).toBe('Finnish Horse charged Pappenheim Cuirassiers this game move, so Pappenheim Cuirassiers defend in that melee and cannot charge Finnish Horse in turn: cavalry meet a charge by being set in motion, on their UE (--response motion on Finnish Horse\'s charge, "CAVALRY" 1a–1b)');
    // Before, both charges stood: the melee took the first, and the second was said to lapse unfought.
    const pikes = run(sample(), ['form A1 --order open', 'charge A1 at B1']);
    expect(refusal(pikes, 'charge B1 at A1')).toContain('cannot charge Yellow Pikes in turn: fight it with melee A1 ("CAVALRY" 1a)');
    // Another unit may still charge the charger.
    expect(refusal(s, 'charge B14 at A16')).toBeNull();
  });
});

describe('CAVALRY 1a, the other reading, with UE tests and the outcome left to the game master', () => {
  it('the menus ask the verdict of the defender\'s answer by name', () => {
    const s = melee(sample({ shockWithChargeOnly: false, ueTest: false, meleeOutcome: false }));
    let asked = '';
    let step = scrubyGuide(s) as ReturnType<typeof scrubyGuide> | string | null;
    const picks = [/^melee/, /^Smaland Horse/, /^Pappenheim Cuirassiers/, /in motion/, /leave it open/];
    while (step !== null && typeof step !== 'string') {
      if (step.kind === 'confirm') {
        asked = step.message;
        step = step.next(true);
      } else if (step.kind === 'select') {
        const want = picks.shift();
        const choice = want ? step.choices.find((c) => want.test(c.name)) : step.choices[0];
        if (!choice) throw new Error(`no choice ${want} in ${step.message}`);
        step = step.next(choice.value);
      } else throw new Error(`unexpected ${step.kind}`);
    }
    expect(step).toBe('melee A13 at B13 --response motion --pass');
    expect(asked).toBe('The scenario leaves UE tests to you: does the UE test for Pappenheim Cuirassiers\' answer pass, if it is rolled?');
  });
});
