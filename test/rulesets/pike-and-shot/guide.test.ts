/**
 * The guided menus of Pike & Shot: only what is legal now, the unit, then the target, then
 * what the map shows; every line a menu builds parses and the engine accepts it (a "yes" to a
 * question that forbids the act ends in the refusal that states the rule).
 */
import { describe, expect, it } from 'vitest';
import { newDiceState, seededDice } from '../../../src/dice/dice.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { hexDistance } from '../../../src/rulesets/pike-and-shot/hexes.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { run, runAll, SAMPLE, SMALL, stateOf, goesOn } from './fixtures.js';

const guide = (s: PsState) => pikeAndShotPresentation.guide(s);
/** The game master answers that the act is impossible: the line is the refusal that says why. */
const SAYS_NO = /^fire .*--blocked\b|^recover .*--adjacent\b/;

function seeded(seed: number): () => number {
  let r = seed;
  return () => {
    r = (r * 1103515245 + 12345) % 2147483648;
    return r / 2147483648;
  };
}

/** Answer one menu at random down to its line. */
function walk(first: GuideStep | null, rand: () => number): string | null {
  let step: GuideStep | string | null = first;
  while (step !== null && typeof step !== 'string') {
    const s: GuideStep = step;
    if (s.kind === 'select') {
      expect(s.choices.length, s.message).toBeGreaterThan(0);
      step = s.next(s.choices[Math.floor(rand() * s.choices.length)]?.value ?? '');
    } else if (s.kind === 'confirm') step = s.next(rand() < 0.5);
    else if (s.kind === 'checkbox') step = s.next(s.choices.filter(() => rand() < 0.5).map((c) => c.value));
    else step = s.next(s.min + Math.floor(rand() * (s.max - s.min + 1)));
  }
  return step;
}

/** Every line reachable from a menu, each select and confirm answered every way (capped). */
function leaves(first: GuideStep | string | null, cap = 400): string[] {
  const out: string[] = [];
  const go = (step: GuideStep | string | null) => {
    if (out.length >= cap || step === null) return;
    if (typeof step === 'string') {
      out.push(step);
      return;
    }
    if (step.kind === 'select') for (const c of step.choices) go(step.next(c.value));
    else if (step.kind === 'confirm') {
      go(step.next(false));
      go(step.next(true));
    } else if (step.kind === 'number') go(step.next(step.default));
  };
  go(first);
  return out;
}

function play(s: PsState, line: string, dice: ReturnType<typeof seededDice>): { ok: boolean; state: PsState; why: string } {
  const parsed = parsePsCommand(s, line);
  if (!parsed.ok) return { ok: false, state: s, why: parsed.error };
  const r = executePs(s, parsed.value, dice);
  return r.ok ? { ok: true, state: r.value.state, why: '' } : { ok: false, state: s, why: r.error };
}


/** The first combat phase, the Imperialists holding one fortune of war (6.5). */
function imperialsHoldAFortune(): PsState {
  const s0 = run(stateOf(SAMPLE), 'next').state;
  return { ...s0, sides: [{ ...s0.sides[0], fow: 1 }, s0.sides[1]] };
}
describe('guided menus', () => {
  it('3.1: the first menu offers the phase\'s moves and the next phase, not combat', () => {
    const first = guide(stateOf(SAMPLE));
    expect(first?.kind).toBe('select');
    if (first?.kind !== 'select') return;
    const names = first.choices.map((c) => c.name);
    expect(names).toContain('move a unit (4.0)');
    expect(names).toContain('loose shotte (10.2)');
    expect(names.some((n) => n.startsWith('next: phase III'))).toBe(true);
    expect(names.some((n) => /^(fire|melee|charge)/.test(n))).toBe(false);
  });

  it('4.3, 7.2: a move offers the unit, then only hexes within reach; every line in the first menus is accepted', () => {
    const s = stateOf(SAMPLE);
    const lines = leaves(guide(s), 600);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(play(s, line, seededDice(newDiceState(1))).ok, line).toBe(true);
    // Savelli has no leader with it or next to it: one hex at most (4.3).
    const savelli = lines.filter((l) => l.startsWith('move A2 to '));
    expect(savelli.length).toBeGreaterThan(0);
    for (const l of savelli) expect(run(s, l).text).toMatch(/moves 1 hex/);
  });

  it('5.3, 5.4, 11.7: in the combat phase the menus build fires and melees the engine accepts', () => {
    let s = stateOf(SAMPLE);
    s = runAll(s, ['move A3 to 0509', 'move A1 to 0609', 'next']);
    const first = guide(s);
    if (first?.kind !== 'select') throw new Error('no menu');
    const names = first.choices.map((c) => c.name);
    expect(names).toContain('fire (5.3, 12.2)');
    expect(names).toContain('melee (5.4)');
    for (const line of leaves(first, 800)) {
      const r = play(s, line, seededDice(newDiceState(2)));
      if (SAYS_NO.test(line)) continue;
      expect(r.ok, `${line}: ${r.why}`).toBe(true);
    }
  });

  it('12.2: a gun without hexes asks the range, offering only ranges with a fire strength above zero', () => {
    let s = stateOf(SAMPLE, (t) => t.replace('{ name: Imperial Guns, type: artillery, fire: 5, captured: { fire: 3 }, hex: "0707" }', '{ name: Imperial Guns, type: artillery, fire: 5, captured: { fire: 3 } }'));
    s = run(s, 'next').state;
    const lines = leaves(guide(s), 2000).filter((l) => l.startsWith('fire A7 at '));
    expect(lines.length).toBeGreaterThan(0);
    const ranges = new Set(lines.map((l) => Number(/--range (\d+)/.exec(l)?.[1])));
    // At range 5 the strength is 0 before the hill's +1: no fire (12.2, step 3).
    expect([...ranges].sort()).toEqual([1, 2, 3, 4]);
  });

  it('11.4: the menus offer the moving player\'s infantry fire at cavalry moving into the hex between to react', () => {
    // Isolani's Croats move to 1008; the Smaland Horse (0910) could react through 0909, next to Savelli (0808).
    const s = run(stateOf(SAMPLE), 'move A5 to 1008').state;
    const first = guide(s);
    if (first?.kind !== 'select') throw new Error('no menu');
    const react = first.choices.find((c) => c.name === 'react to a move (4.5, 11.4)');
    expect(react).toBeDefined();
    const lines = leaves(first.next(react?.value ?? ''), 2000);
    const counter = lines.filter((l) => / fire B4 --to /.test(l));
    expect(counter).toEqual(['react A2 fire B4 --to 0909']);
    expect(play(s, 'react A2 fire B4 --to 0909', seededDice(newDiceState(1))).ok).toBe(true);
    // Once the cavalry has reacted, the fire is no longer offered.
    const after = run(s, 'react B4 melee A5 --to 0909 --no-counter-fire', [1, 1, 1]).state;
    const first2 = guide(after);
    if (first2?.kind !== 'select') throw new Error('no menu');
    const again = first2.choices.find((c) => c.name === 'react to a move (4.5, 11.4)');
    const more = again ? leaves(first2.next(again.value), 2000) : [];
    expect(more.filter((l) => / fire B4 --to /.test(l))).toEqual([]);
  });

  /** The lines under one option of the first menu (none when it is not offered). */
  function under(s: PsState, option: string, cap = 4000): string[] {
    const first = guide(s);
    if (first?.kind !== 'select') throw new Error('no menu');
    const c = first.choices.find((x) => x.name === option);
    return c ? leaves(first.next(c.value), cap) : [];
  }
  const allAccepted = (s: PsState, lines: readonly string[]) => {
    for (const line of lines) {
      const r = play(s, line, seededDice(newDiceState(4)));
      expect(r.ok, `${line}: ${r.why}`).toBe(true);
    }
  };

  it('7.1, 7.4: in the combat phase the menus offer fire at a leader alone (his casualty check)', () => {
    // Phase III, Horn (BL2) alone in 0608 next to Baldiron (A1, placed in 0607).
    const s = runAll(stateOf(SAMPLE), ['next', 'place BL2 0608', 'place A1 0607', 'place AL1 0607']);
    const lines = under(s, 'fire (5.3, 12.2)');
    expect(lines).toContain('fire A1 at BL2');
    allAccepted(s, lines.filter((l) => / at BL2\b/.test(l)));
    // Gustavus Adolphus, stacked with the Yellow Brigade, is attacked only through it.
    expect(lines.filter((l) => / at BL1\b/.test(l))).toEqual([]);
  });

  it('7.1: a melee or charge at a leader alone asks where he retreats: hexes within 3 the rules accept, off the map, blocked', () => {
    // Pappenheim's Horse moves to 0708 first, so that it may charge Horn (11.7).
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0708', 'next', 'place BL2 0608', 'place A1 0607', 'place AL1 0607']);
    const melee = under(s, 'melee (5.4)').filter((l) => l.startsWith('melee A1 at BL2'));
    expect(melee).toContain('melee A1 at BL2 --retreat off-map');
    expect(melee).toContain('melee A1 at BL2 --retreat blocked');
    const hexes = melee.map((l) => /--retreat (\d{4})$/.exec(l)?.[1]).filter((h) => h !== undefined);
    expect(hexes.length).toBeGreaterThan(3);
    allAccepted(s, melee);
    // Not into an enemy's hex: 0708 holds Pappenheim's Horse, 0607 Baldiron.
    expect(hexes).not.toContain('0708');
    expect(hexes).not.toContain('0607');
    const charge = under(s, 'charge (11.7)').filter((l) => / at BL2 /.test(l));
    expect(charge).toContain('charge A3 at BL2 --retreat blocked');
    allAccepted(s, charge);
  });

  it('7.1: without hexes a fire at a leader alone asks the range, and a melee offers his retreat where the map allows', () => {
    // The small battle has no hexes; Holk (AL1) stands alone in the Swedes' combat phase.
    const s0 = runAll(stateOf(SMALL), ['weather fair', 'next', 'next']);
    const s: PsState = { ...s0, leaders: s0.leaders.map((l) => ({ ...l, with: null })) };
    const fire = under(s, 'fire (5.3, 12.2)').filter((l) => / at AL1\b/.test(l));
    expect(fire).toContain('fire B1 at AL1 --range 1');
    expect(fire).not.toContain('fire B1 at AL1 --range 2');
    expect(fire).toContain('fire B3 at AL1 --range 2');
    const melee = under(s, 'melee (5.4)').filter((l) => / at AL1\b/.test(l));
    expect(melee).toContain('melee B2 at AL1');
    expect(melee).toContain('melee B2 at AL1 --retreat off-map');
    expect(melee).toContain('melee B2 at AL1 --retreat blocked');
    allAccepted(s, [...fire, ...melee]);
  });

  it('7.1: after a leader moves alone the other player is offered reactions against him, with his retreat', () => {
    // Tilly (AL1) leaves Baldiron for 0609, next to the Commanded Musketeers (B5) and the Finnish Horse (B3).
    const s = run(stateOf(SAMPLE), 'move AL1 to 0609').state;
    const lines = under(s, 'react to a move (4.5, 11.4)').filter((l) => / AL1\b/.test(l));
    // 4.5, 7.1: his step from 0608 left no hex next to the musketeers, and nothing holds him to going on: no fire (house rule: fire where he stands).
    expect(lines).not.toContain('react B5 fire AL1');
    expect(under(run(stateOf(SAMPLE, goesOn), 'move AL1 to 0609').state, 'react to a move (4.5, 11.4)')).toContain('react B5 fire AL1');
    expect(lines).toContain('react B3 melee AL1 --retreat blocked');
    expect(lines).toContain('react B3 charge AL1 --retreat off-map');
    expect(lines.some((l) => /^react B3 melee AL1 --retreat \d{4}$/.test(l))).toBe(true);
    allAccepted(s, lines);
    // Before his move, no reaction against him.
    expect(under(stateOf(SAMPLE), 'react to a move (4.5, 11.4)').filter((l) => / AL1\b/.test(l))).toEqual([]);
  });

  it('7.1: in the movement phase the menus move a leader alone to a hex, nearest first, never into an enemy\'s hex', () => {
    const s = stateOf(SAMPLE);
    const first = guide(s);
    if (first?.kind !== 'select') throw new Error('no menu');
    const option = first.choices.find((c) => c.name === 'move a leader to a hex (7.1)');
    expect(option).toBeDefined();
    const lines = under(s, 'move a leader to a hex (7.1)');
    expect(lines).toContain('move AL1 to 0609');
    // Tilly (0608): the Commanded Musketeers hold 0710; Savelli (0808) is a friend.
    expect(lines).not.toContain('move AL1 to 0710');
    expect(lines).toContain('move AL1 to 0808');
    const tilly = lines.filter((l) => l.startsWith('move AL1 to '));
    const away = tilly.map((l) => hexDistance('0608', l.slice(-4), s.rules.shifted));
    expect(away).toEqual([...away].sort((a, b) => a - b));
    allAccepted(s, lines);
    // The hex menu says whether he ends alone or stacked.
    const who = option ? first.next(option.value) : null;
    if (who === null || typeof who === 'string' || who.kind !== 'select') throw new Error('no leader menu');
    const where = who.next('AL1');
    if (where === null || typeof where === 'string' || where.kind !== 'select') throw new Error('no hex menu');
    expect(where.choices.find((c) => c.value === 'move AL1 to 0609')?.name).toBe('to 0609 (1 hex): alone, he may draw reaction');
    expect(where.choices.find((c) => c.value === 'move AL1 to 0808')?.name).toBe('to 0808 (2 hexes): stacked with Savelli');
    // Once moved, he is offered again only while his move is the last entered (4.1); after another's move, not (7.1).
    const moved = run(s, 'move AL1 to 0609').state;
    expect(under(moved, 'move a leader to a hex (7.1)')).toContain('move AL1 to 0509');
    expect(under(run(moved, 'move A2 to 0708').state, 'move a leader to a hex (7.1)').filter((l) => / AL1 /.test(l))).toEqual([]);
  });

  it('house rule leaderMeleeIfHeGoesOn (7.1, 4.5): a leader held by fire where he stands is offered only the steps that keep it', () => {
    // Tilly in 0709 was fired on by the Commanded Musketeers (0710): his next step must enter 0809 or 0609.
    const held = runAll(stateOf(SAMPLE, goesOn), ['move AL1 to 0709', ['react B5 fire AL1', [5, 1]]]);
    const tilly = under(held, 'move a leader to a hex (7.1)').filter((l) => / AL1 /.test(l));
    expect(tilly.length).toBeGreaterThan(0);
    expect(tilly).toContain('move AL1 to 0809');
    expect(tilly).not.toContain('move AL1 to 0608');
    allAccepted(held, tilly);
  });

  it('11.4, 7.1: the moving player\'s infantry is offered fire at cavalry moving in to react to a leader who moved alone', () => {
    // Tilly moves alone to 0709: the Smaland Horse (0910) could react through 0809, next to Savelli (0808);
    // the Finnish Horse (0510) through 0609, next to Baldiron (0608). No unit has moved.
    // House rule leaderMeleeIfHeGoesOn: Smaland Horse is out of reach of 0608, the hex his step left (4.5, 7.1).
    const s = run(stateOf(SAMPLE, goesOn), 'move AL1 to 0709').state;
    const lines = under(s, 'react to a move (4.5, 11.4)').filter((l) => /^react A\d fire B\d --to /.test(l));
    expect(lines).toContain('react A2 fire B4 --to 0809');
    expect(lines).toContain('react A1 fire B3 --to 0609');
    allAccepted(s, lines);
  });

  it('6.5: after a fortune of war move in the combat phase the enemy is offered reactions to that unit only', () => {
    const held = imperialsHoldAFortune();
    // Pappenheim's Horse moves next to the Commanded Musketeers (0710).
    const s = runAll(held, ['fow move A3', 'move A3 to 0609']);
    const lines = under(s, 'react to the fortune of war move (6.5)');
    expect(lines).toContain('react B5 fire A3');
    // 11.4: besides reactions to A3, the moving player's fire at cavalry entering a hex between to react.
    for (const l of lines) expect(l, l).toMatch(/^react \S+ (fire|melee|charge) A3\b|^react A\d fire B\d --to \d{4}$/);
    allAccepted(s, lines);
    expect(under(held, 'react to the fortune of war move (6.5)')).toEqual([]);
  });

  it('6.5, 11.4: after a fortune of war move the moving player\'s infantry is offered fire at cavalry moving in to react', () => {
    const held = imperialsHoldAFortune();
    // Isolani's Croats move to 1008 by the fortune of war; the Smaland Horse (0910) could react through 0909, next to Savelli (0808).
    const s = runAll(held, ['fow move A5', 'move A5 to 1008']);
    const lines = under(s, 'react to the fortune of war move (6.5)');
    expect(lines).toContain('react A2 fire B4 --to 0909');
    allAccepted(s, lines);
  });

  it('6.5, 7.1: a fortune of war reaction may strike an adjacent leader alone', () => {
    const s0 = runAll(stateOf(SAMPLE), ['move A3 to 0708', 'next', 'place BL2 0608', 'place A1 0607', 'place AL1 0607']);
    const s: PsState = { ...s0, sides: [{ ...s0.sides[0], fow: 1 }, s0.sides[1]] };
    const lines = under(s, 'play a fortune of war (6.5)').filter((l) => / BL2\b/.test(l));
    expect(lines).toContain('fow react A1 fire BL2');
    expect(lines).toContain('fow react A3 melee BL2 --retreat blocked');
    allAccepted(s, lines);
  });

  it('plays whole battles through the menus alone, every path ending in an accepted line', () => {
    for (const [path, seed] of [[SAMPLE, 1], [SAMPLE, 2], [SMALL, 3]] as const) {
      const rand = seeded(seed);
      const dice = seededDice(newDiceState(seed));
      let s = stateOf(path);
      for (let i = 0; i < 400 && s.step !== 'over'; i += 1) {
        const line = walk(guide(s), rand);
        expect(line, `a menu at turn ${s.turn} ${s.step}`).not.toBeNull();
        const r = play(s, line as string, dice);
        if (SAYS_NO.test(line as string)) {
          expect(r.ok, line as string).toBe(false);
          continue;
        }
        expect(r.ok, `${line}: ${r.why}`).toBe(true);
        s = r.state;
      }
    }
  });
});
