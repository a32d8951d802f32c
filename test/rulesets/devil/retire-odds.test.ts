/**
 * "Ongoing Combats": a failed Retire is followed at once by a Melee, so the odds shown before
 * a Retire open the failure out into that Melee's outcomes, exactly.
 */
import { describe, expect, it } from 'vitest';
import { meleeOdds } from '../../../src/rulesets/devil/melee.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { atLeaders, engaged } from './turn-fixtures.js';

describe('Ongoing Combats: the odds of a Retire', () => {
  const state = engaged(atLeaders(), 'A3', 'D3');

  it('chain the Melee that follows a failure, and sum to 1', () => {
    const preview = previewDevil(state, { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} });
    if (!preview.ok) throw new Error(preview.error);
    const outcomes = preview.value.odds?.outcomes ?? [];
    const success = outcomes.filter((o) => o.label.startsWith('breaks contact'));
    const failures = outcomes.filter((o) => o.label.startsWith('fails, then the Melee: '));
    expect(success).toHaveLength(1);
    expect(failures.length).toBeGreaterThan(1);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);

    // Each failure outcome is P(fail) times the plain Melee's chance of that outcome.
    const melee = meleeOdds(state, { kind: 'melee', unit: 'A3', target: 'D3', charging: false, ground: 'open' });
    if (!melee.ok) throw new Error(melee.error);
    const pFail = 1 - (success[0]?.probability ?? 0);
    for (const m of melee.value.outcomes) {
      const chained = failures.find((o) => o.label === `fails, then the Melee: ${m.label}`);
      expect(chained?.probability).toBeCloseTo(pFail * m.probability, 12);
    }
    expect(preview.value.odds?.expected.actorLevels).toBeCloseTo(pFail * melee.value.expected.actorLevels, 12);
  });

  it('a unit not in combat only gets its movement budget', () => {
    const preview = previewDevil(atLeaders(), { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} });
    expect(preview.ok && preview.value.odds).toBeFalsy();
  });
});
