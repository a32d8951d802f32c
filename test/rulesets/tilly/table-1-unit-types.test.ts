/** Seed 003, "Table 1: Unit Types" and its notes, and "Units" (the categories). */
import { describe, expect, it } from 'vitest';
import { canEvade, canRallyBack, canShoot, hitOn, HORSE_MELEE_HIT, isCavalry, isChargeInfantry, isDefendingInfantry, RESTRICTED_MOVE, TABLE_1, UNIT_TYPES } from '../../../src/rulesets/tilly/units.js';
import { meleeToHit } from '../../../src/rulesets/tilly/melee.js';
import { scoreWords } from '../../../src/rulesets/tilly/odds.js';
import { ARMIES, battleOf, scenarioOf, unit } from './battle.js';

describe('Table 1: Unit Types', () => {
  it('has exactly the rule book\'s rows: move, shooting range, shooting to-hit, melee to-hit, resolve', () => {
    const rows = UNIT_TYPES.map((t) => {
      const r = TABLE_1[t];
      return [r.name, r.move, r.range, r.shootToHit, r.meleeToHit, r.resolve];
    });
    expect(rows).toEqual([
      ['Commander', 8, null, null, 4, 1],
      ['Horse', 6, 2, 6, 'horse', 3],
      ['Light horse', 8, 2, 6, 6, 2],
      ['Dragoons', 6, 4, 6, 6, 2],
      ['Pike+shot', 3, 4, 6, 5, 4],
      ['Shot', 3, 4, 6, 6, 3],
      ['Rabble', 3, null, null, 6, 1],
      ['Cannons', 0, Number.POSITIVE_INFINITY, 6, null, 2],
    ]);
  });

  it('to-hit scores read "6" and "5+" in one rules-level helper that melee labels and dice pools share', () => {
    expect([6, 5, 4].map(hitOn)).toEqual(['6', '5+', '4+']);
    const b = battleOf(ARMIES);
    const pike = unit(b, 'Tercio 1');
    expect(meleeToHit(b.state, pike, false).item.label).toBe(`hits on ${hitOn(TABLE_1['pike-and-shot'].meleeToHit as number)}`);
    expect(scoreWords({ unit: pike.id, label: pike.name, count: 4, toHit: 6, items: [] })).toBe('6');
    expect(scoreWords({ unit: pike.id, label: pike.name, count: 4, toHit: 5, items: [], scores: '4+ on A, 5+ on B' })).toBe('4+ on A, 5+ on B');
  });

  it('note 1: commanders, horse, light horse and dragoons are held to 3 TUM in difficult terrain, charging and rally back', () => {
    expect(RESTRICTED_MOVE).toBe(3);
    expect(UNIT_TYPES.filter((t) => TABLE_1[t].note1)).toEqual(['commander', 'horse', 'light-horse', 'dragoons']);
  });

  it('note 2: horse hit on 6 in difficult terrain; 4-6 charging the flank or rear of pike+shot or any other unit; 5-6 otherwise', () => {
    expect(HORSE_MELEE_HIT).toEqual({
      difficult: 6,
      'charging-flank-of-pike': 4,
      'charging-other': 4,
      'charging-front-of-pike': 5,
      other: 5,
    });
  });

  it('Units: who is cavalry, infantry, who shoots, rallies back and evades', () => {
    expect(UNIT_TYPES.filter(isCavalry)).toEqual(['horse', 'light-horse']);
    expect(UNIT_TYPES.filter(isChargeInfantry)).toEqual(['dragoons', 'pike-and-shot', 'shot', 'rabble']);
    expect(UNIT_TYPES.filter(isDefendingInfantry)).toEqual(['dragoons', 'pike-and-shot', 'shot']);
    expect(UNIT_TYPES.filter(canShoot)).toEqual(['horse', 'light-horse', 'dragoons', 'pike-and-shot', 'shot', 'cannons']);
    expect(UNIT_TYPES.filter(canRallyBack)).toEqual(['horse', 'light-horse']);
    expect(UNIT_TYPES.filter(canEvade)).toEqual(['light-horse', 'dragoons', 'shot']);
  });
});

describe('Table 1: a misspelt unit type in a scenario', () => {
  const refused = (type: string): string => {
    const bad = structuredClone(ARMIES) as typeof ARMIES;
    (bad.sides[0]!.commands[0]!.units[1] as Record<string, unknown>).type = type;
    try {
      scenarioOf(bad);
      return '';
    } catch (e) {
      return String(e);
    }
  };
  it('suggests the closest type, swapped letters and other spellings included, as the other rule sets do', () => {
    expect(refused('hrose')).toContain('unknown unit type "hrose" (did you mean "horse"?)');
    expect(refused('canon')).toContain('unknown unit type "canon" (did you mean "cannons"?)');
    expect(refused('cavalry')).toContain('unknown unit type "cavalry" (one of: commander, horse,');
  });
});
