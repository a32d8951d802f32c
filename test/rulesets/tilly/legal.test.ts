/** The sequence of play's "what may happen now" (seed 003, "Sequence of Play"): only what the resolvers accept. */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../src/engine/session.js';
import { legalNow } from '../../../src/rulesets/tilly/legal.js';
import { ARMIES, battleOf, nextUntil, run, runAll } from './battle.js';

const accepted = (b: ReturnType<typeof battleOf>) =>
  legalNow(b.state)
    .filter((c) => !c.targets)
    .every((c) => runCommand(b, c.line).ok);

describe('Sequence of Play: what is open in each step', () => {
  it('step 1.1 offers the attacker\'s moves and the pivot of his cannons, nothing of the defender\'s', () => {
    const lines = legalNow(battleOf(ARMIES).state).map((c) => c.line);
    expect(lines).toContain('move A2');
    expect(lines).toContain('pivot A10');
    expect(lines.some((l) => l.includes(' D'))).toBe(false);
    expect(lines.at(-1)).toBe('next');
  });

  it('step 1.2 offers the defender\'s shooters with their possible targets (no commanders)', () => {
    const shoot = legalNow(nextUntil(battleOf(ARMIES), 'defender-shoot').state).filter((c) => c.command === 'shoot');
    expect(shoot.map((c) => c.unit)).toEqual(['D2', 'D3', 'D4', 'D6', 'D7', 'D8', 'D10', 'D11']);
    expect(shoot[0]?.targets).not.toContain('A1');
  });

  it('in the melee step, only the melees to fight, and no next until they are fought', () => {
    const b = nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare A2 at D2', 'next', 'charge']), 'melee');
    expect(legalNow(b.state).map((c) => c.line)).toEqual(['melee A2']);
    const after = run(b, 'melee A2 --rolls 1,1,1,1,1,1').battle;
    expect(legalNow(after.state).map((c) => c.line)).toEqual(['next']);
  });

  it('every complete line offered is accepted, through a whole turn', () => {
    let b = runAll(battleOf(ARMIES), ['engage A2 D2', 'attach A1 A7', 'set A7 resolve 2']);
    for (let i = 0; i < 20 && b.state.turn === 1; i += 1) {
      expect(accepted(b), b.state.step).toBe(true);
      const must = legalNow(b.state).find((c) => c.command === 'melee' || (c.command === 'rallyback' && c.description.includes('must')));
      b = run(b, must ? must.line : 'next').battle;
    }
    expect(b.state.turn).toBe(2);
  });
});
