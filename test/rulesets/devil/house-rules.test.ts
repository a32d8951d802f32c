/**
 * House rules: every designed value has a stable key a scenario may override; the keys are
 * static lists exported by the table modules; a scenario's map is validated; and
 * docs/rules/devil-rules.md documents every combat row with its value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMBAT_KEY_RANGES, COMBAT_ROWS, COMBAT_TABLE_KEYS, SOURCE_FILE } from '../../../src/rulesets/devil/combat-tables.js';
import { designed, houseRuleKeys, houseRuleRange, isHouseRuleKey, modifier, validateHouseRules } from '../../../src/rulesets/devil/house-rules.js';
import { TURN_TABLE_KEYS } from '../../../src/rulesets/devil/turn-tables.js';

describe('House rules: the keys', () => {
  it('joins the combat and turn tables\' keys, each once, sorted', () => {
    const keys = houseRuleKeys();
    for (const k of [...COMBAT_TABLE_KEYS, ...TURN_TABLE_KEYS]) expect(isHouseRuleKey(k)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(keys);
  });
  it('combat keys are unique, stable-looking and match what a scenario may write', () => {
    expect(new Set(COMBAT_TABLE_KEYS).size).toBe(COMBAT_TABLE_KEYS.length);
    for (const k of COMBAT_TABLE_KEYS) expect(k).toMatch(/^(fire|melee|leader)\.[a-z0-9.-]+$/);
    expect(COMBAT_TABLE_KEYS).toContain('fire.firer.heavy-artillery');
    expect(COMBAT_TABLE_KEYS).toContain('melee.charging.impetus');
  });
  it('every designed value lies in its own range', () => {
    for (const row of COMBAT_ROWS) {
      const [lo, hi] = COMBAT_KEY_RANGES.get(row.key) ?? [0, 0];
      expect(row.value, row.key).toBeGreaterThanOrEqual(lo);
      expect(row.value, row.key).toBeLessThanOrEqual(hi);
    }
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

  it('cites the guide by its file name and includes the turn rules', () => {
    expect(doc).toContain(SOURCE_FILE);
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
