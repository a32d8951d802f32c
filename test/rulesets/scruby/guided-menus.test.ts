/**
 * The guided menus of Jack Scruby's rules: the first question offers only what is legal in
 * the step, and every path through the questions ends in a line the real parser and engine
 * accept, with the scenario's designed defaults on or off.
 * Random walks: TYW_PROPERTY_RUNS / 100 of each kind (default 2, at least 1; the nightly
 * job's 10000 gives 100), each walk a game of 40 menu lines; the REPL walk takes 30 lines a walk.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeCore, coreFromText, type PlayCore } from '../../../src/repl/index.js';
import { playMenusAtRandom, ROOT, seededRandom, tempDir, walkGuide } from '../../repl/helpers.js';
import { type DiceSource, handDice } from '../../../src/dice/dice.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { scrubyGuide } from '../../../src/rulesets/scruby/present/guide.js';
import { scrubyPresentation } from '../../../src/rulesets/scruby/presentation.js';
import type { ScrubyOptions, ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { play, run, sample, unit } from './fixtures.js';
import { meleeStep } from '../../../src/rulesets/scruby/present/guide-fight.js';

type Next = GuideStep | string | null;

/** Walks of each kind: a walk plays a short game through the menus, so it weighs as 100 property runs. */
const WALKS = Math.max(1, Math.round(Number(process.env.TYW_PROPERTY_RUNS ?? 200) / 100));
/** Seeds `from`, `from + 10`, …: each kind of walk keeps its own seeds as the count grows. */
const seeds = (from: number): number[] => Array.from({ length: WALKS }, (_, i) => from + 10 * i);

const walk = walkGuide;

const names = (step: Next): string[] => (step !== null && typeof step !== 'string' && step.kind === 'select' ? step.choices.map((c) => c.name) : []);

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number): () => number {
  let r = seed;
  return () => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r / 2147483648;
  };
}

/** Play `lines` lines chosen at random through the menus; every line must be accepted. */
function playAtRandom(start: ScrubyState, seed: number, lines: number, asked?: Set<string>): { state: ScrubyState; played: string[] } {
  const rand = random(seed);
  const dice: DiceSource = { roll: (sides) => 1 + Math.floor(rand() * sides) };
  let state = start;
  const played: string[] = [];
  for (let i = 0; i < lines; i += 1) {
    let step: Next = scrubyGuide(state);
    expect(step, `a menu after ${played.join(' / ')}`).not.toBeNull();
    while (step !== null && typeof step !== 'string') {
      const cur: GuideStep = step;
      asked?.add(cur.message);
      if (cur.kind === 'select') {
        expect(cur.choices.length, cur.message).toBeGreaterThan(0);
        step = cur.next(cur.choices[Math.floor(rand() * cur.choices.length)]?.value ?? '');
      } else if (cur.kind === 'confirm') step = cur.next(rand() < 0.5);
      else if (cur.kind === 'checkbox') step = cur.next(cur.checked);
      else step = cur.next(cur.min + Math.floor(rand() * (cur.max - cur.min + 1)));
    }
    expect(step, `a line after ${played.join(' / ')}`).not.toBeNull();
    const line = step as string;
    const action = scrubyRules.parse(state, line);
    expect(action.ok, `${line}: ${action.ok ? '' : action.error}`).toBe(true);
    if (!action.ok) break;
    const out = scrubyRules.execute(state, action.value, dice);
    expect(out.ok, `${line}: ${out.ok ? '' : out.error} (after ${played.join(' / ')})`).toBe(true);
    if (!out.ok) break;
    state = out.value.state;
    played.push(line);
  }
  return { state, played };
}

/** Every question reads as a sentence: a capital first, no command word before a colon, a question mark (a note in brackets may follow). */
function expectSentences(asked: Iterable<string>): void {
  const commands = scrubyPresentation.commands.map((c) => c.name);
  for (const q of asked) {
    expect(q, q).toMatch(/^[A-Z]/);
    expect(commands.some((c) => q.toLowerCase().startsWith(`${c}:`)), q).toBe(false);
    expect(q, q).toMatch(/\?(?: \(.*\))?$/);
  }
}

describe('guided menus', () => {
  it('are the presentation\'s guide', () => {
    expect(scrubyPresentation.guide(sample())).not.toBeNull();
  });

  it('offer only what the move and fire step allows, then the melee step\'s, then the rally step\'s', () => {
    const s = sample();
    const first = names(scrubyGuide(s));
    expect(first).toContain('advance: move a unit (its allowance, itemised)');
    expect(first.some((n) => n.startsWith('fire:'))).toBe(true);
    expect(first.some((n) => n.startsWith('counter-battery:'))).toBe(true);
    expect(first.some((n) => /^(melee|scatter|rally|pursue|bonus):/.test(n))).toBe(false);
    // autoReload is on: reload is never needed, so never offered.
    expect(first.some((n) => n.startsWith('reload:'))).toBe(false);
    expect(first.at(-1)).toBe('next: go on to the melee step');
    const melee = names(scrubyGuide(run(s, ['next'])));
    expect(melee.some((n) => n.startsWith('melee:'))).toBe(true);
    expect(melee.some((n) => /^(advance|fire|charge):/.test(n))).toBe(false);
    // Nobody has lost a melee: no scatter, no pursuit, no bonus move.
    expect(melee.some((n) => /^(scatter|pursue|bonus):/.test(n))).toBe(false);
    const rally = names(scrubyGuide(run(s, ['next', 'next'])));
    expect(rally.map((n) => n.split(':')[0])).toEqual(['crew', 'capture', 'next']);
    expect(rally.at(-1)).toBe('next: end game move 1 (reloads, retirements, captures)');
  });

  it('advance: unit, formation, then a charge move for cavalry', () => {
    const s = sample();
    expect(names((((scrubyGuide(s) as Extract<GuideStep, { kind: 'select' }>).next('advance') as Extract<GuideStep, { kind: 'select' }>).next('A1')))[0]).toBe('line, as they are');
    expect(walk(scrubyGuide(s), { select: [/^advance/, /^Yellow Pikes/, /^into column$/] })).toBe('advance A1 --formation column');
    const line = walk(scrubyGuide(s), { select: [/^advance/, /^Smaland Horse/, /^line, as it is$/], confirm: [true] });
    expect(line).toBe('advance A13 --charge');
    expect(play(s, line as string).results.map((r) => r.result).join(' ')).toContain('+2" charge');
  });

  it('CAVALRY 2 and MORALE: mounted dragoons and retiring cavalry are not asked about a charge move', () => {
    const s = sample();
    // Mounted dragoons are asked only whether they move half, to dismount after it ("DRAGOONS" 3).
    expect(walk(scrubyGuide(s), { select: [/^advance/, /^Swedish Dragoon Pikes/, /^line, as they are$/], confirm: [true] })).toBe('advance A20 --half');
    const retiring = run(s, ['set A13 retiring']);
    expect(walk(scrubyGuide(retiring), { select: [/^advance/, /^Smaland Horse/, /^line, as it is$/], confirm: [true] })).toBe('advance A13 --retire');
  });

  it('HEAVY PIKEMEN closed 2: the guided menu offers a retiring closed column of pikes only the formations it may retire in', () => {
    const s = run(sample(), ['form A1 --formation column', 'set A1 retiring']);
    const step = (scrubyGuide(s) as Extract<GuideStep, { kind: 'select' }>).next('advance') as Extract<GuideStep, { kind: 'select' }>;
    const formations = step.next('A1') as Extract<GuideStep, { kind: 'select' }>;
    expect(formations.choices.map((c) => c.name)).toEqual(['into line', 'into square']);
    expect(formations.default).toBe(' --formation line');
    expect(walk(scrubyGuide(s), { select: [/^advance/, /^Yellow Pikes/, /^into line$/] })).toBe('advance A1 --retire --formation line');
  });

  it('form offers only the changes the unit may make', () => {
    const s = sample();
    const step = walk(scrubyGuide(s), { select: [/^form/, /^Yellow Swordsmen/] });
    expect(step).toMatch(/^form A3 --/);
    const choices = names((scrubyGuide(s) as Extract<GuideStep, { kind: 'select' }>).next('form') as GuideStep);
    expect(choices.length).toBeGreaterThan(0);
    const offered = (state: typeof s, id: string) => ((((scrubyGuide(state) as Extract<GuideStep, { kind: 'select' }>).next('form') as Extract<GuideStep, { kind: 'select' }>).next(id)) as Extract<GuideStep, { kind: 'select' }>).choices.map((c) => c.name);
    // Two stands of pikes make no column ("Column Formation" 1); two of swordsmen do (designed).
    const two = { ...s, units: s.units.map((u) => (u.id === 'A1' ? { ...u, startStands: 2 } : u)) };
    expect(offered(two, 'A1').some((n) => n.includes('column'))).toBe(false);
    expect(offered(s, 'A3').some((n) => n.includes('column'))).toBe(true);
  });

  it('fire: target, the range as a number, how it fires and how many stands', () => {
    const s = sample();
    const line = walk(scrubyGuide(s), { select: [/^fire/, /^Yellow Musketeers/, /^Red Pikes/, /split move: advance/], number: [10, 2] });
    expect(line).toBe('fire A2 at B1 --range 10 --split advance --stands 2');
    expect(play(s, line as string).results.find((r) => r.kills)?.kills).toEqual([{ unit: 'Red Pikes', points: 12 }]);
    // The engine's own number of stands leaves the flag out.
    expect(walk(scrubyGuide(s), { select: [/^fire/, /^Yellow Musketeers/, /^Red Pikes/, /plain volley/], number: [10] })).toBe('fire A2 at B1 --range 10');
  });

  it('fire: the range question takes a measured range between whole inches, as the command does (COMBAT TABLE)', () => {
    const s = sample();
    // Down to the range question: the prompt must allow halves, not only whole inches.
    let step: Next = scrubyGuide(s);
    for (const want of [/^fire/, /^Yellow Musketeers/, /^Red Pikes/]) {
      if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no menu');
      const choice = step.choices.find((c) => want.test(c.name));
      step = step.next(choice?.value ?? '');
    }
    if (step === null || typeof step === 'string' || step.kind !== 'number') throw new Error('no range question');
    expect(step.step).toBe('any');
    const line = walk(step.next(12.5), { select: [/plain volley/] });
    expect(line).toBe('fire A2 at B1 --range 12.5');
    expect(play(s, line as string).results.find((r) => r.kills)?.kills?.length).toBe(1);
    // A range the table does not reach is refused at the question in the engine's words, as the command refuses it.
    expect(step.invalid?.(12.5)).toBeNull();
    const refusal = scrubyRules.parse(s, 'fire A2 at B1 --range 20');
    const refused = refusal.ok ? scrubyRules.execute(s, refusal.value, handDice([])) : refusal;
    expect(refused.ok).toBe(false);
    expect(step.invalid?.(20)).toBe(refused.ok ? null : refused.error);
    expect(step.invalid?.(20)).toMatch(/^20" is out of range: musketeers fire up to \d+" \("COMBAT TABLE"\)$/);
  });

  it('fire: a column is offered the caracole; cavalry both pistols; a gun only its range', () => {
    const col = run(sample(), ['form A2 --formation column']);
    const modes = walk(scrubyGuide(col), { select: [/^fire/, /^Yellow Musketeers/, /^Red Pikes/, /caracole/], number: [5, 3] });
    expect(modes).toBe('fire A2 at B1 --range 5 --caracole --stands 3');
    const s = sample();
    expect(walk(scrubyGuide(s), { select: [/^fire/, /^Smaland Horse/, /^Red Musketeers/, /^both pistols/], number: [4] })).toBe('fire A13 at B2 --range 4 --both-pistols');
    expect(walk(scrubyGuide(s), { select: [/^fire/, /^Yellow Gun/, /^Red Pikes/], number: [20] })).toBe('fire A4 at B1 --range 20');
  });

  it('counter-battery: only enemy guns, at a range', () => {
    const s = sample();
    const step = (scrubyGuide(s) as Extract<GuideStep, { kind: 'select' }>).next('counter-battery') as Extract<GuideStep, { kind: 'select' }>;
    const targets = names(step.next('A21'));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.every((n) => /gun/i.test(n))).toBe(true);
    expect(walk(scrubyGuide(s), { select: [/^counter-battery/, /^Swedish Reserve Gun 1/, /^Imperial Reserve Gun 1/], number: [30] })).toBe('counter-battery A21 at B21 --range 30');
  });

  it('PIKEMEN 1–2: cavalry are offered closed pikes only in flank or rear; the defender\'s answer is asked', () => {
    const s = sample();
    const chargers = (scrubyGuide(s) as Extract<GuideStep, { kind: 'select' }>).next('charge') as Extract<GuideStep, { kind: 'select' }>;
    const targets = names(chargers.next('A13'));
    expect(targets.some((n) => n.startsWith('Red Pikes'))).toBe(true);
    const faces = (chargers.next('A13') as Extract<GuideStep, { kind: 'select' }>).next('B1');
    // Every face in the same words: "the front", "the flank", "the rear" (before 0.6.0 "flank", "rear").
    expect(names(faces)).toEqual(['the flank', 'the rear']);
    expect(walk(scrubyGuide(s), { select: [/^charge/, /^Smaland Horse/, /^Red Pikes/, /^the rear$/] })).toBe('charge A13 at B1 --rear');
    const line = walk(scrubyGuide(s), { select: [/^charge/, /^Smaland Horse/, /^Pappenheim/, /set themselves in motion/] });
    expect(line).toBe('charge A13 at B13 --response motion');
    expect(play(s, line as string, [1]).results.map((r) => r.result).join(' ')).toContain('set in motion');
  });

  it('melee: the face struck, swordsmen under the pikes, then the line', () => {
    const s = run(sample(), ['next']);
    const line = walk(scrubyGuide(s), { select: [/^melee/, /^Yellow Pikes/, /^Red Pikes/, /^the flank$/, /^Yellow Swordsmen/, /^no swordsmen/] });
    expect(line).toBe('melee A1 at B1 --flank --swordsmen A3');
    expect(play(s, line as string, [6, 1, 1]).results.map((r) => r.result).join(' ')).toContain('("PIKEMEN" 2a)');
    const musketeers = walk(scrubyGuide(s), { select: [/^melee/, /^Yellow Pikes/, /^Red Musketeers/] , confirm: [true] });
    expect(musketeers).toBe('melee A1 at B2 --unsupported');
  });

  it('SWORDSMEN 2 and INFANTRY SQUARES 7: the questions write a name ending in s with a plain apostrophe', () => {
    const s = run(sample(), ['form B1 --formation square', 'next']);
    const ask = (step: Next, value: string): Next => (step !== null && typeof step === 'object' && step.kind === 'select' ? step.next(value) : null);
    const message = (step: Next): string => (step !== null && typeof step === 'object' ? step.message : '');
    // A square's faces all front outward: no face is asked ("INFANTRY SQUARES" 7).
    const swordsmen = ask(meleeStep(s, unit(s, 'A1')), 'B1');
    // Only the own side's swordsmen are listed, so the question does not say "Yellow Pikes' side".
    expect(message(swordsmen)).toBe('Are swordsmen ranked behind Yellow Pikes, to slip under the pikes? (the high die decides)');
    const square = ask(ask(swordsmen, ''), '');
    expect(message(square)).toBe("Is a face of Red Pikes' square broken?");
  });

  it('PIKEMEN 2: the melee of a charge is not asked the face again: the charge chose it', () => {
    const s = run(sample(), ['form A1 --formation column', 'next', 'next', 'next', 'charge A1 at B1', 'next']);
    const step = meleeStep(s, unit(s, 'A1'));
    const next = step !== null && typeof step === 'object' && step.kind === 'select' ? step.next('B1') : null;
    expect(next !== null && typeof next === 'object' ? next.message : next).toMatch(/^Are swordsmen ranked behind Yellow Pikes,/);
  });

  it('PIKEMEN 2a: pikes in open order are caught whatever the face, so the face is not asked', () => {
    const s = run(sample(), ['form B1 --order open', 'next']);
    const step = meleeStep(s, unit(s, 'A1'));
    const next = step !== null && typeof step === 'object' && step.kind === 'select' ? step.next('B1') : null;
    expect(next !== null && typeof next === 'object' ? next.message : next).toMatch(/^Are swordsmen ranked behind Yellow Pikes,/);
  });

  it('scatter, pursuit and rally follow a lost melee', () => {
    let s = run(sample(), ['next']);
    s = play(s, 'melee A1 at B2 --unsupported').state;
    const menu = names(scrubyGuide(s));
    expect(menu.some((n) => n.startsWith('scatter:'))).toBe(true);
    expect(menu.some((n) => n.startsWith('bonus:'))).toBe(true);
    expect(walk(scrubyGuide(s), { select: [/^scatter/, /^Red Musketeers/] })).toBe('scatter B2');
    expect(walk(scrubyGuide(s), { select: [/^pursue/, /^Smaland Horse/, /^Red Musketeers/], confirm: [true] })).toBe('pursue A13 at B2 --engaged');
    s = run(s, [['scatter B2', [1, 3, 5, 6]], 'next', 'next', 'next', 'next']);
    expect(walk(scrubyGuide(s), { select: [/^rally/, /^Red Musketeers/] })).toBe('rally B2');
  });

  it('crew and capture of guns', () => {
    const s = sample();
    expect(walk(scrubyGuide(s), { select: [/^crew/, /^Yellow Gun/, /retire/] })).toBe('crew A4 retire');
    expect(walk(scrubyGuide(s), { select: [/^capture/, /^Red Gun/, /Smaland Horse/] })).toBe('capture B4 --by A13');
  });

  it('ask the game master\'s verdicts when the scenario switches the UE test and the melee outcome off', () => {
    const off: Partial<ScrubyOptions> = { ueTest: false, meleeOutcome: false };
    const s = sample(off);
    const charge = walk(scrubyGuide(s), { select: [/^charge/, /^Smaland Horse/, /^Pappenheim/, /volley/], confirm: [false] });
    expect(charge).toBe('charge A13 at B13 --response volley --fail');
    const m = run(s, ['next']);
    const melee = walk(scrubyGuide(m), { select: [/^melee/, /^Yellow Pikes/, /^Red Pikes/, /^the front$/, /^no swordsmen/, /^no swordsmen/, /^the defender$/] });
    expect(melee).toMatch(/^melee A1 at B1 --winner defender --(pass|fail)$/);
    expect(play(m, melee as string).results.map((r) => r.result).join(' ')).toContain('Yellow Pikes lose the melee');
  });

  it('INFANTRY SQUARES 3, 7: cavalry reach pikes in an open-order square only through a broken face, so it is not asked (a "no" led nowhere)', () => {
    const s = run(sample({ ueTest: false, meleeOutcome: false, sequence: false, autoReload: false }), ['form A1 --order open --formation square']);
    const asked: string[] = [];
    const noting = (step: Next): Next => {
      if (step === null || typeof step === 'string') return step;
      asked.push(step.message);
      return { ...step, next: (v: never) => noting((step.next as (v: never) => Next)(v)) } as GuideStep;
    };
    const line = walk(noting(scrubyGuide(s)), { select: [/^melee/, /^Saxe Reiters/, /^Yellow Pikes/, /no swordsmen/, /neither side/] });
    expect(line).toMatch(/^melee B18 at A1 --broken-square/);
    expect(asked.some((q) => q.includes('square broken'))).toBe(false);
    // The charge's menu the same (a charge without the flag was refused by the engine).
    const charge = walk(scrubyGuide(run(sample(), ['form A1 --order open --formation square'])), { select: [/^charge/, /^Saxe Reiters/, /^Yellow Pikes/] });
    expect(charge).toMatch(/^charge B18 at A1 --broken-square/);
    expect(play(run(sample(), ['form A1 --order open --formation square']), charge as string).results.length).toBeGreaterThan(0);
  });

  it('every path ends in a line the parser and the engine accept (random walks)', () => {
    for (const seed of seeds(1)) {
      const asked = new Set<string>();
      const { played } = playAtRandom(sample(), seed, 40, asked);
      expect(played).toHaveLength(40);
      expectSentences(asked);
    }
  });

  it('every path ends in an accepted line with the designed defaults switched off', () => {
    const off: Partial<ScrubyOptions> = { ueTest: false, meleeOutcome: false, sequence: false, autoReload: false };
    for (const seed of seeds(4)) {
      const asked = new Set<string>();
      const { played } = playAtRandom(sample(off), seed, 40, asked);
      expect(played).toHaveLength(40);
      expectSentences(asked);
    }
  });

  it('the unit questions say what the unit does, as sentences ("fire: which unit?" before)', () => {
    const s = sample();
    const unitQuestion = (command: string, state = s) => {
      const step = (scrubyGuide(state) as Extract<GuideStep, { kind: 'select' }>).next(command);
      return step !== null && typeof step === 'object' ? step.message : step;
    };
    expect(unitQuestion('fire')).toBe('Which unit fires?');
    expect(unitQuestion('advance')).toBe('Which unit moves?');
    expect(unitQuestion('charge')).toBe('Which unit charges?');
    expect(unitQuestion('melee', run(s, ['next']))).toBe('Which unit attacks in the melee?');
    expect(unitQuestion('crew', run(s, ['next', 'next']))).toBe("Which gun's gunners move?");
    const asked: string[] = [];
    // The same walk, each question noted on the way.
    const noting = (step: Next): Next => {
      if (step === null || typeof step === 'string') return step;
      asked.push(step.message);
      return { ...step, next: (v: never) => noting((step.next as (v: never) => Next)(v)) } as GuideStep;
    };
    expect(walk(noting(scrubyGuide(s)), { select: [/^fire/, /^Yellow Musketeers/, /^Red Pikes/, /plain volley/], number: [10] })).toBe('fire A2 at B1 --range 10');
    expect(asked).toContain('Which enemy do Yellow Musketeers fire at?');
    expect(asked).toContain('How far is it from Yellow Musketeers to Red Pikes, in inches, as measured on the table? (1–18")');
    expectSentences(asked);
  });

  it('through the REPL, with its journal: every menu line is applied', () => {
    const dir = tempDir('tyw-scruby-guide-');
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'scruby-sample.yaml'), 'utf8'), file: 'scenarios/scruby-sample.yaml', seed: 11, journal: join(dir, 'battle.tyw.jsonl') });
    opened.push({ core, dir });
    playMenusAtRandom(core, seededRandom(3), 30 * WALKS, (step) => step.default);
    expect((core.state as ScrubyState).turn).toBeGreaterThan(1);
  });
});

const opened: { core: PlayCore; dir: string }[] = [];
afterEach(() => {
  for (const { core, dir } of opened.splice(0)) {
    closeCore(core);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('THE SCATTER RULE 1: the rally verdict asked in words that fit a plural unit', () => {
  it('with ueTest off, the rally of Red Pikes asks "does the UE test for Red Pikes pass", with no "does it"', () => {
    const s = run(sample({ ueTest: false }), ['set B1 retiring', 'next', 'next']);
    let step: Next = scrubyGuide(s);
    const messages: string[] = [];
    for (const want of [/^rally/, /^Red Pikes/]) {
      if (step === null || typeof step === 'string' || step.kind !== 'select') throw new Error('no select');
      const choice = step.choices.find((c) => want.test(c.name));
      if (!choice) throw new Error(`no ${want}`);
      step = step.next(choice.value);
    }
    if (step === null || typeof step === 'string' || step.kind !== 'confirm') throw new Error('no confirm');
    messages.push(step.message);
    expect(messages[0]).toBe('The scenario leaves UE tests to you: does the UE test for Red Pikes pass, if it is rolled?');
  });
});
