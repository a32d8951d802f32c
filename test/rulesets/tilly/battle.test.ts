/**
 * A whole battle played through `runCommand` with the Tilly parser and scripted hand rolls,
 * turn after turn, to an army-morale loss (seed 003, "Sequence of Play" to "Step 4.4. Army
 * Morale"). The transcript is a golden file: any change to a rule's wording or outcome shows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../src/engine/session.js';
import { type Battle, battleOf, run, unit } from './battle.js';
import { ARMIES } from './fixtures.js';

const script = readFileSync(new URL('./golden/battle.script', import.meta.url), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));

function play(): { battle: Battle; transcript: string[] } {
  let battle = battleOf(ARMIES, 1632);
  const transcript: string[] = [];
  for (const line of script) {
    const { battle: next, entry } = run(battle, line);
    battle = next;
    transcript.push(`> ${line}`, ...entry.results.map((r) => `  ${r.result}`));
  }
  return { battle, transcript };
}

describe('a whole battle, scripted', () => {
  const { battle, transcript } = play();

  it('ends in the second turn with the Imperialists losing on army morale', () => {
    expect(battle.state.turn).toBe(2);
    expect(battle.state.step).toBe('over');
    expect(battle.state.outcome?.winner).toBe(0);
    expect(battle.state.lastCheck?.lost).toEqual([0, 8]);
    expect(unit(battle, 'Tilly').fate).toBe('casualty');
    expect(unit(battle, 'Imperial Dragoons').routCause).toBe('command-morale');
  });

  it('every die was a hand roll, and the transcript matches the golden file', async () => {
    expect(battle.entries.every((e) => e.rolls.length === 0 || e.hand)).toBe(true);
    await expect(`${transcript.join('\n')}\n`).toMatchFileSnapshot('./golden/battle.txt');
  });

  it('replaying the journal entries with their recorded dice gives the same events and state', () => {
    let again = battleOf(ARMIES, 1632);
    for (const entry of battle.entries) {
      const r = runCommand(again, entry.text, { rolls: entry.hand ? entry.rolls.map((d) => d.value) : null });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.entry.events).toEqual(entry.events);
      again = r.value.session;
    }
    expect(again.state).toEqual(battle.state);
  });

  it('after the battle, commands other than corrections are refused', () => {
    const r = runCommand(battle, 'next');
    expect(r.ok).toBe(false);
  });
});
