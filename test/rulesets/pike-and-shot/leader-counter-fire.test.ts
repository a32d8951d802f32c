/**
 * Seed 004, 7.1 with 11.4: cavalry reacting through a hex between to a leader who moved alone,
 * where the moving player's infantry may fire at it as it enters: the menus offer the reaction
 * with that fire first and without it, naming where the melee is fought, and the flags play.
 */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../../src/present/guide.js';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { refusal, run, SAMPLE, stateOf, unit } from './fixtures.js';

/** Tilly (AL1) moves alone to 0709: the Finnish Horse (0510) may react through 0609, next to Baldiron (A1, 0608). */
const tillyMoved = () => run(stateOf(SAMPLE), 'move AL1 to 0709').state;
const leader = (s: PsState, id: string) => s.leaders.find((l) => l.id === id)!;

/** Every line and the names chosen on the way, from the "react to a move" menu. */
function reactLines(s: PsState): { line: string; path: string }[] {
  const first = pikeAndShotPresentation.guide(s);
  if (first?.kind !== 'select') throw new Error('no menu');
  const react = first.choices.find((c) => c.name.startsWith('react to a move'));
  if (react === undefined) throw new Error('no reactions offered');
  const out: { line: string; path: string }[] = [];
  const go = (step: GuideStep | string | null, path: string) => {
    if (step === null) return;
    if (typeof step === 'string') out.push({ line: step, path });
    else if (step.kind === 'select') for (const c of step.choices) go(step.next(c.value), `${path} > ${c.name}`);
    else if (step.kind === 'confirm') [false, true].forEach((y) => go(step.next(y), path));
  };
  go(first.next(react.value), '');
  return out;
}

describe('11.4, 7.1 counter-fire at cavalry reacting to a leader moving alone', () => {
  it('11.4, 7.1: the menus offer the cavalry reaction to a lone leader with the infantry fire first and without, naming the melee hex', () => {
    const s = tillyMoved();
    const lines = reactLines(s);
    const finns = lines.filter((x) => x.line.startsWith('react B3 melee AL1 --to 0609') && x.line.endsWith('--retreat 0706'));
    expect(finns.map((x) => x.line)).toEqual(['react B3 melee AL1 --to 0609 --counter-fire A1 --retreat 0706', 'react B3 melee AL1 --to 0609 --no-counter-fire --retreat 0706']);
    expect(finns[0]?.path).toMatch(/melee Tilly, a leader alone, moving into 0609 first \(7\.1, 11\.4\), fought in 0709 against his step from 0608 into it \(4\.5, 7\.1\); first Baldiron fires at it as it enters 0609 \(11\.4\) >/);
    expect(finns[1]?.path).toMatch(/fought in 0709 against his step from 0608 into it \(4\.5, 7\.1\); the moving player's infantry does not fire at it as it enters 0609 \(11\.4\) >/);
    // No line of a cavalry reaction to him leaves the fire unsaid: each would be refused.
    const cavalry = lines.filter((x) => / (melee|charge) AL1 /.test(x.line));
    expect(cavalry.length).toBeGreaterThan(0);
    for (const { line } of cavalry) expect(line).toMatch(/--(no-)?counter-fire/);
    for (const { line } of lines) expect(() => run(s, line, [1, 1, 1, 1, 1, 1]), line).not.toThrow();
  });

  it('11.4, 7.1: a lone leader\'s move: a cavalry reaction with the fire open and unsaid is refused, naming both flags', () => {
    expect(refusal(tillyMoved(), 'react B3 melee AL1 --to 0609 --retreat 0706')).toBe(
      'as Finnish Horse enters 0609, before its melee, Baldiron may fire at it (11.4): add --counter-fire A1 to play that fire first, or --no-counter-fire to give it up',
    );
    expect(refusal(tillyMoved(), 'react B3 melee AL1 --to 0609 --counter-fire A2 --retreat 0706')).toMatch(/only Baldiron \(A1\) may \(11\.4\)$/);
  });

  it('11.4, 7.1: --counter-fire plays the fire at the cavalry first, then the reaction against the lone leader', () => {
    const r = run(tillyMoved(), 'react B3 melee AL1 --to 0609 --counter-fire A1 --retreat 0706', [1]);
    expect(r.text).toMatch(/^As Finnish Horse enters 0609 to react, before its melee \(11\.4\): Fire by Baldiron: .*rolled 1: NE\. No effect\. Finnish Horse moves into the hex between \(0609\) to react \(11\.4\)\. .*Tilly retreats to 0706 before Finnish Horse's melee/);
    expect(unit(r.state, 'B3').hex).toBe('0609');
    expect(leader(r.state, 'AL1').hex).toBe('0706');
  });

  it('11.4, 7.1: a fire that drives the cavalry back ends its reaction: the lone leader stays where he is', () => {
    const r = run(tillyMoved(), 'react B3 melee AL1 --to 0609 --counter-fire A1 --retreat 0706', [6]);
    expect(r.text).toMatch(/rolled 6: DD\. .*Finnish Horse makes no reaction after that fire: Finnish Horse has a retreat to make/);
    expect(leader(r.state, 'AL1').hex).toBe('0709');
  });

  it('11.4, 7.1: --no-counter-fire plays the reaction against the lone leader with no fire, and says the fire was given up', () => {
    const r = run(tillyMoved(), 'react B3 melee AL1 --to 0609 --no-counter-fire --retreat 0706');
    expect(r.text).not.toMatch(/Fire by Baldiron/);
    expect(r.text).toMatch(/Baldiron does not fire at Finnish Horse as it enters 0609: the moving player gave that fire up \(11\.4\)\.$/);
    expect(leader(r.state, 'AL1').hex).toBe('0706');
  });
});

describe('7.1 a lone leader retreating before cavalry that reacted through a hex between', () => {
  it('7.1, 11.4: he may not retreat into the hex the cavalry moved into to react, which it now holds', () => {
    expect(refusal(tillyMoved(), 'react B3 melee AL1 --to 0609 --no-counter-fire --retreat 0609')).toBe('0609 holds the enemy Finnish Horse: Tilly cannot retreat there; with no way open, --retreat blocked (7.1, 6.3)');
    const lines = reactLines(tillyMoved()).map((x) => x.line);
    expect(lines.filter((l) => l.includes('--to 0609') && l.endsWith('--retreat 0609'))).toEqual([]);
    expect(lines).toContain('react B3 melee AL1 --to 0609 --no-counter-fire --retreat 0708');
  });
});

