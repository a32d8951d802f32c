/**
 * House rules: every designed value has a stable key a scenario may override; the keys a
 * scenario may write (house-rule-keys.ts) are exactly the tables' rows; a scenario's map is
 * validated; and docs/rules/devil-rules.md documents every combat row with its value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMBAT_ROWS, COMBAT_TABLE_KEYS, SOURCE_TITLE } from '../../../src/rulesets/devil/combat-tables.js';
import { designed, houseRuleKeys, houseRuleRange, isHouseRuleKey, modifier, validateHouseRules } from '../../../src/rulesets/devil/house-rules.js';
import { COMMAND_FACES, FORMATION_CHANGE, MOVEMENT, REGROUP, RETIRE, ROUTED, TURN_TABLE_KEYS } from '../../../src/rulesets/devil/turn-tables.js';

describe('House rules: the keys', () => {
  it('are exactly the combat and turn tables\' rows, each once, sorted', () => {
    const keys = houseRuleKeys();
    expect(keys).toEqual([...new Set([...COMBAT_TABLE_KEYS, ...TURN_TABLE_KEYS])].sort());
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(isHouseRuleKey(k)).toBe(true);
    expect(isHouseRuleKey('move.heavy-artillery.advance')).toBe(false);
  });
  it('combat keys are unique, stable-looking and match what a scenario may write', () => {
    expect(new Set(COMBAT_TABLE_KEYS).size).toBe(COMBAT_TABLE_KEYS.length);
    for (const k of COMBAT_TABLE_KEYS) expect(k).toMatch(/^(fire|melee|leader|charge)\.[a-z0-9.-]+$/);
    expect(COMBAT_TABLE_KEYS).toContain('fire.firer.heavy-artillery');
    expect(COMBAT_TABLE_KEYS).toContain('melee.charging.impetus');
  });
  it('every designed value lies in its own range', () => {
    const rows: [string, number][] = [
      ...COMBAT_ROWS.map((row): [string, number] => [row.key, row.value]),
      ...Object.entries(MOVEMENT).flatMap(([type, a]) => Object.entries(a).map(([mode, v]): [string, number] => [`move.${type}.${mode}`, v])),
      ...Object.entries(FORMATION_CHANGE).map(([category, v]): [string, number] => [`formation.${category}`, v]),
      ...COMMAND_FACES.map((v, i): [string, number] => [`command.face-${i + 1}`, v]),
      ...[...Object.values(REGROUP), ...Object.values(RETIRE), ...Object.values(ROUTED)].map((row): [string, number] => [row.key, row.value]),
    ];
    for (const [key, value] of rows.filter(([key]) => !key.startsWith('move.heavy-artillery.'))) {
      const [lo, hi] = houseRuleRange(key);
      expect(value, key).toBeGreaterThanOrEqual(lo);
      expect(value, key).toBeLessThanOrEqual(hi);
    }
  });
  it('give each family its range: modifiers -6..6, thresholds -4..12, allowances 0..36', () => {
    expect(houseRuleRange('fire.short')).toEqual([-6, 6]);
    expect(houseRuleRange('retire.success')).toEqual([-4, 12]);
    expect(houseRuleRange('move.tercio.march')).toEqual([0, 36]);
    expect(houseRuleRange('formation.artillery')).toEqual([0, 12]);
    expect(houseRuleRange('command.face-3')).toEqual([0, 6]);
    expect(houseRuleRange('morale.camp')).toEqual([0, 30]);
    expect(() => houseRuleRange('no.such.key')).toThrow();
  });
});

describe('House rules: lookups', () => {
  it('an override replaces the value and is marked "(house rule)"', () => {
    const rules = { houseRules: { 'melee.flanked': -3 } };
    expect(designed(rules, 'melee.flanked', -2)).toEqual({ value: -3, houseRule: true });
    expect(designed({ houseRules: {} }, 'melee.flanked', -2)).toEqual({ value: -2, houseRule: false });
    expect(modifier(rules, 'melee.flanked', 'Taken in flank or rear', -2, 'why')).toEqual({ label: 'Taken in flank or rear (house rule)', value: -3, reason: 'why', houseRule: true });
  });
});

describe('House rules: validation', () => {
  it('accepts known keys with whole values in range', () => {
    expect(validateHouseRules({ 'fire.short': 2, 'melee.pikes.front': 3, 'leader.falls-on': 8 })).toEqual([]);
    if (TURN_TABLE_KEYS[0]) expect(validateHouseRules({ [TURN_TABLE_KEYS[0]]: houseRuleRange(TURN_TABLE_KEYS[0])[0] })).toEqual([]);
  });
  it('reports an unknown key with the closest known one', () => {
    expect(validateHouseRules({ 'fire.shrot': 1 })).toEqual([{ path: ['houseRules', 'fire.shrot'], message: 'unknown house rule "fire.shrot" (did you mean "fire.short"?)' }]);
    expect(validateHouseRules({ 'nothing.like.it': 1 })[0]?.message).toBe('unknown house rule "nothing.like.it"');
  });
  it('reports values that are not whole numbers or are out of range', () => {
    expect(validateHouseRules({ 'fire.short': 1.5 })[0]?.message).toBe('house rule "fire.short" must be a whole number, not 1.5');
    expect(validateHouseRules({ 'fire.short': '2' })[0]?.message).toBe('house rule "fire.short" must be a whole number, not "2"');
    expect(validateHouseRules({ 'fire.short': 7 })[0]?.message).toBe('house rule "fire.short" must be from -6 to 6, not 7');
    expect(validateHouseRules({ 'leader.falls-on': 1 })[0]?.message).toBe('house rule "leader.falls-on" must be from 2 to 12, not 1');
  });
});

describe('docs/rules/devil-rules.md documents every combat row', () => {
  const doc = readFileSync(new URL('../../../docs/rules/devil-rules.md', import.meta.url), 'utf8');
  const shown = (v: number, raw: boolean) => (raw ? String(v) : v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

  it('cites the guide by its title and includes the turn rules', () => {
    expect(doc).toContain(SOURCE_TITLE);
    expect(doc).toContain('## Turn rules: conventions');
    expect(doc).toContain('## Movement');
  });
  it('has, for every row, a table line with its key, value, reasoning and section', () => {
    for (const row of COMBAT_ROWS) {
      const line = doc.split('\n').find((l) => l.startsWith(`| \`${row.key}\` |`));
      expect(line, row.key).toBeDefined();
      const cells = (line ?? '').split(' | ');
      const raw = row.key.startsWith('leader.');
      expect(cells[2], row.key).toBe(shown(row.value, raw));
      expect(line, row.key).toContain(row.why);
      expect(line, row.key).toContain(row.section);
    }
  });
});
