/** Seed 003, "Sequence of Play", "Phase 1. Attacker", "Phase 2. Defender" and "Shooting marker". */
import { describe, expect, it } from 'vitest';
import { TILLY_STEPS } from '../../../src/rulesets/tilly/steps.js';
import { tillyRules } from '../../../src/rulesets/tilly/index.js';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, unit } from './battle.js';

describe('Sequence of Play', () => {
  it('the walker\'s steps are the game set-up, then the four phases and their steps, in order', () => {
    expect(tillyRules.steps).toBe(TILLY_STEPS);
    expect(TILLY_STEPS.map((s) => `${s.number} ${s.title}`)).toEqual([
      ' Set-up',
      '1.1 Attacker move',
      '1.2 Defender shoot',
      '2.1 Defender move',
      '2.2 Attacker shoot',
      '3.1 Declare charges',
      '3.2 Charge',
      '3.3 Point-blank shooting',
      '3.4 Melee',
      '3.5 Rally back',
      '4.1 Command morale',
      '4.2 Unit rally',
      '4.3 Unit heroics',
      '4.4 Army morale',
      ' Battle over',
    ]);
  });

  it('next walks every step and then starts a new turn at the attacker\'s move', () => {
    let b = battleOf(ARMIES);
    const seen: string[] = [b.state.step];
    for (let i = 0; i < 13; i += 1) {
      b = run(b, 'next').battle;
      seen.push(b.state.step);
    }
    expect(seen).toEqual([
      'attacker-move',
      'defender-shoot',
      'defender-move',
      'attacker-shoot',
      'declare',
      'charge',
      'point-blank',
      'melee',
      'rally-back',
      'command-morale',
      'rally',
      'heroics',
      'army-morale',
      'attacker-move',
    ]);
    expect(b.state.turn).toBe(2);
  });

  it('Phase 1: the attacker moves and the defender shoots; Phase 2 is its mirror image', () => {
    const b = battleOf(ARMIES);
    expect(refusal(b, 'move Tercio 1')).toBe('in step 1.1 the Swedes move, not the Imperialists');
    const shoot = nextUntil(b, 'defender-shoot');
    expect(refusal(shoot, 'shoot "Blue Brigade" at "Tercio 1"')).toBe('in step 1.2 the Imperialists shoot, not Blue Brigade (Swedes)');
    const dmove = nextUntil(b, 'defender-move');
    expect(run(dmove, 'move "Tercio 1"').entry.results[0]?.result).toContain('Tercio 1 (Pike+shot) moves');
    const ashoot = nextUntil(b, 'attacker-shoot');
    expect(run(ashoot, 'shoot "Blue Brigade" at "Tercio 1" --rolls 1,1,1,1').entry.results[0]?.result).toContain('Tercio 1 is unharmed');
  });

  it('Shooting marker: removed at the start of every turn, not of every phase', () => {
    let b = nextUntil(battleOf(ARMIES), 'defender-shoot');
    b = run(b, 'shoot "Tercio 1" at "Blue Brigade" --rolls 1,2,3,4').battle;
    b = nextUntil(b, 'attacker-shoot');
    expect(unit(b, 'Tercio 1').shot).toBe(true);
    b = nextUntil(b, 'army-morale');
    b = run(b, 'next').battle;
    expect(unit(b, 'Tercio 1').shot).toBe(false);
  });

  it('a refused command changes nothing', () => {
    const b = battleOf(ARMIES);
    const before = JSON.stringify(b.state);
    refusal(b, 'shoot A7 at D6');
    expect(JSON.stringify(b.state)).toBe(before);
  });

  it('once the battle is over, only corrections and notes are taken', () => {
    let b = battleOf(ARMIES);
    b = runAll(b, ['rout D2', 'rout D3', 'rout D4', 'rout D6', 'rout D7', 'rout D8']);
    b = nextUntil(b, 'heroics');
    b = run(b, 'next').battle;
    expect(b.state.step).toBe('over');
    expect(refusal(b, 'next')).toContain('the battle is over');
    expect(run(b, 'note well fought').entry.events[0]?.type).toBe('note');
  });
});
