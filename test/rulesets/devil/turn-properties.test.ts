/**
 * Exact-probability properties of the turn engine's designed tables, over every relevant
 * combination (not one hand-picked case). Probabilities come from the exact distributions.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { Odds } from '../../../src/engine/ruleset.js';
import { retireOdds } from '../../../src/rulesets/devil/movement.js';
import { regroupOdds, regroupSuccess } from '../../../src/rulesets/devil/rally.js';
import { routedOdds } from '../../../src/rulesets/devil/routed.js';
import type { Status } from '../../../src/rulesets/devil/state.js';
import { executeTurn, NO_COMBAT } from '../../../src/rulesets/devil/turn.js';
import { initiativeOdds } from '../../../src/rulesets/devil/turn-initiative.js';
import { commandDistribution, commandOdds } from '../../../src/rulesets/devil/turn-leaders.js';
import {
  COMMAND_FACES,
  COMMAND_MINIMUM,
  FORMATION_CHANGE,
  INITIATIVE,
  MORALE_POINTS,
  MOVE_MODES,
  MOVEMENT,
  REGROUP,
  RETIRE,
  ROUTED,
  STANDING_ORDERS_WITHOUT_LEADERS,
  REGROUP_ANY_LEADER,
  EVADE_ENDS_ORDERS,
  CAUGHT_UP_ENEMY_ONLY,
  TURN_TABLE_KEYS,
} from '../../../src/rulesets/devil/turn-tables.js';
import { TROOP_IDS } from '../../../src/rulesets/devil/troop-ids.js';
import { COMBAT_ROWS, FIRE, FIRE_FIRER, FIRE_TARGET, MELEE_RESULT_ROWS, MELEE_TYPE } from '../../../src/rulesets/devil/combat-tables.js';
import { battle } from './turn-fixtures.js';

const rules = { houseRules: {} };
const TYPES = [...TROOP_IDS];
const BOOLS = [false, true] as const;
const STATUSES: readonly Status[] = ['ok', 'disordered', 'demoralized'];

/** Parse "n/d" (or "0", "1") exactly. */
const frac = (f: string): [number, number] => {
  const [n, d] = f.split('/');
  return [Number(n), Number(d ?? 1)];
};
function sumsToOne(o: Odds): boolean {
  // Common denominator of a d6 test is 6, of the command roll 6, of initiative at most 36.
  let num = 0;
  for (const x of o.outcomes) {
    const [n, d] = frac(x.fraction);
    num += (n * 36 * 6) / d;
  }
  return num === 36 * 6;
}

describe('Actions: Rest/Regroup (exact odds)', () => {
  it('a Regroup succeeds more often with a leader, for every type, status and situation', () => {
    for (const type of TYPES)
      for (const status of ['disordered', 'demoralized'] as const)
        for (const inCombat of BOOLS) {
          const u = { type, status };
          const with_ = regroupSuccess(rules, u, { leader: true, inCombat });
          const without = regroupSuccess(rules, u, { leader: false, inCombat });
          expect(with_, `${type} ${status} ${inCombat}`).toBeGreaterThan(without);
        }
  });
  it('a Regroup succeeds less often when Demoralized than when Disordered', () => {
    for (const type of TYPES)
      for (const leader of BOOLS)
        for (const inCombat of BOOLS) {
          const ctx = { leader, inCombat };
          expect(regroupSuccess(rules, { type, status: 'demoralized' }, ctx)).toBeLessThan(regroupSuccess(rules, { type, status: 'disordered' }, ctx));
        }
  });
  it('"it may take more than one action": plain Demoralized troops never reach OK in one Regroup', () => {
    for (const type of TYPES) {
      const o = regroupOdds(rules, { type, status: 'demoralized' }, { leader: false, inCombat: false });
      const toOk = o.outcomes.find((x) => x.label.endsWith('→ OK'));
      if (type.startsWith('veteran') || type === 'swedish-brigade') expect(toOk?.probability).toBe(1 / 6);
      else expect(toOk).toBeUndefined();
    }
  });
  it('every Regroup, Retire and Routed Through distribution sums to exactly 1', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), fc.constantFrom(...STATUSES), fc.boolean(), fc.boolean(), fc.constantFrom(...TYPES), (type, status, leader, flag, enemy) => {
        const formation = flag ? ('march' as const) : ('battle' as const);
        return (
          sumsToOne(regroupOdds(rules, { type, status }, { leader, inCombat: flag })) &&
          sumsToOne(retireOdds(rules, { type }, { leader, status, enemies: [{ type: enemy }] })) &&
          sumsToOne(routedOdds(rules, { type, formation }, { leader, status }))
        );
      }),
    );
  });
});

describe('Ongoing Combats and Routed Through (exact odds)', () => {
  const p = (o: Odds, label: string) => o.outcomes.filter((x) => x.label.startsWith(label)).reduce((sum, x) => sum + x.probability, 0);
  it('the Retire odds name the total needed and sum to 1', () => {
    const odds = retireOdds(rules, { type: 'cuirassier' }, { leader: false, status: 'ok', enemies: [{ type: 'tercio' }] });
    expect(odds.outcomes.map((o) => o.label)).toContain('breaks contact (a total of 4 or more)');
    expect(odds.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    expect(p(odds, 'breaks contact')).toBeGreaterThan(0);
  });
  it('a leader makes a Retire more likely to break contact, unless it is certain or hopeless either way', () => {
    for (const type of TYPES)
      for (const status of STATUSES)
        for (const enemy of ['cuirassier', 'tercio'] as const) {
          const a = p(retireOdds(rules, { type }, { leader: true, status, enemies: [{ type: enemy }] }), 'breaks contact');
          const b = p(retireOdds(rules, { type }, { leader: false, status, enemies: [{ type: enemy }] }), 'breaks contact');
          expect(a).toBeGreaterThanOrEqual(b);
          if (b > 0 && b < 1) expect(a).toBeGreaterThan(b);
        }
  });
  it('Routed Through: a leader never makes it worse, and each step down the ladder never makes it better', () => {
    for (const type of TYPES)
      for (const formation of ['battle', 'march'] as const) {
        const e = (leader: boolean, status: Status) => routedOdds(rules, { type, formation }, { leader, status }).expected.actorLevels;
        for (const status of STATUSES) {
          expect(e(true, status)).toBeLessThanOrEqual(e(false, status));
          if (e(false, status) > 0) expect(e(true, status)).toBeLessThan(e(false, status));
        }
        expect(e(false, 'ok')).toBeLessThan(e(false, 'disordered'));
        expect(e(false, 'disordered')).toBeLessThan(e(false, 'demoralized'));
      }
  });
});

describe('Turn Sequence: command (exact odds)', () => {
  it('the command die alone gives 1 to 4 activations: 1/6, 1/3, 1/3, 1/6, mean 2.5', () => {
    const d = commandDistribution(rules, 0);
    expect(d.entries().map((e) => `${e.value}:${e.fraction}`)).toEqual(['1:1/6', '2:1/3', '3:1/3', '4:1/6']);
    expect(d.expected()).toBe(2.5);
  });
  it('for every bonus -2..+2 and caught-up 0..3 the distribution sums to 1 and never goes below 0', () => {
    for (let bonus = -2; bonus <= 2; bonus += 1)
      for (let caughtUp = 0; caughtUp <= 3; caughtUp += 1) {
        const { odds } = commandOdds(rules, { name: 'L', bonus, caughtUp });
        expect(sumsToOne(odds)).toBe(true);
        expect(commandDistribution(rules, bonus - caughtUp).probability((v) => v < 0)).toBe(0);
      }
  });
  it('a better leader stochastically dominates a worse one; the bonus shifts the mean exactly when the floor does not bite', () => {
    for (let b = -2; b < 2; b += 1) {
      const lo = commandDistribution(rules, b);
      const hi = commandDistribution(rules, b + 1);
      for (let k = 0; k <= 6; k += 1) expect(hi.probability((v) => v >= k)).toBeGreaterThanOrEqual(lo.probability((v) => v >= k));
      expect(hi.expected()).toBeGreaterThan(lo.expected());
    }
    for (const b of [-1, 0, 1, 2]) expect(commandDistribution(rules, b).expected()).toBe(2.5 + b);
    expect(commandDistribution(rules, -2).expected()).toBeCloseTo(2.5 - 2 + 1 / 6, 12); // face 1 floored at 0
  });
});

describe('Turn Sequence: initiative (exact odds)', () => {
  it('is fair: each side wins with probability exactly 1/2', () => {
    const { odds } = initiativeOdds(battle());
    expect(odds.outcomes.map((o) => o.fraction)).toEqual(['1/2', '1/2']);
  });
  it('a scenario modifier for the attacker raises its chance, monotonically, and the odds sum to 1', () => {
    let last = 0.5;
    for (let k = 1; k <= 5; k += 1) {
      const { odds } = initiativeOdds(battle({ 'initiative.attacker': k }));
      const p0 = odds.outcomes[0]?.probability ?? 0;
      expect(p0).toBeGreaterThan(last);
      expect(sumsToOne(odds)).toBe(true);
      last = p0;
    }
    expect(last).toBe(1); // +5: the defender can at best tie, and ties are rolled again
    expect(initiativeOdds(battle({ 'initiative.attacker': 1 })).odds.outcomes[0]?.fraction).toBe('21/31');
  });
  it('the odds are those of the engine\'s own roll-until-decided procedure', () => {
    // Enumerate every die sequence up to three rounds through the engine: the chance that
    // the Swedes have won by then is within P(three ties) of the stated odds.
    for (const house of [{}, { 'initiative.attacker': 1 }, { 'initiative.defender': 2 }] as Record<string, number>[]) {
      const s = battle(house);
      const stated = initiativeOdds(s).odds.outcomes[0]?.probability ?? 0;
      let won = 0;
      let open = 0;
      const walk = (prefix: number[], weight: number, rounds: number) => {
        for (let a = 1; a <= 6; a += 1)
          for (let b = 1; b <= 6; b += 1) {
            const rolls = [...prefix, a, b];
            const w = weight / 36;
            let side: number | null = null;
            try {
              const r = executeTurn(s, { kind: 'initiative' }, handDice(rolls), NO_COMBAT);
              const e = r.ok ? r.value.events[0] : undefined;
              side = e?.type === 'initiative' ? e.side : null;
            } catch {
              // a tie: the engine asks for more dice than were given
            }
            if (side === 0) won += w;
            else if (side === null) {
              if (rounds > 1) walk(rolls, w, rounds - 1);
              else open += w;
            }
          }
      };
      walk([], 1, 3);
      expect(open).toBeGreaterThan(0);
      expect(Math.abs(won - stated)).toBeLessThanOrEqual(open + 1e-12);
    }
  });
});

describe('Designed tables are documented', () => {
  // The turn rules' part of the document (the troop catalogue before it also has rows keyed by type).
  const full = readFileSync(new URL('../../../docs/rules/devil-rules.md', import.meta.url), 'utf8');
  const doc = full.slice(full.indexOf('## Turn rules: conventions'));
  /** The cells of the table row that starts with this key in backticks. */
  const row = (key: string): string[] | undefined =>
    doc
      .split('\n')
      .find((l) => l.startsWith(`| \`${key}\` |`))
      ?.split('|')
      .slice(2)
      .map((c) => c.trim());
  const num = (cell: string | undefined) => Number((cell ?? '').replace('−', '-').replace('+', ''));
  it('every movement row gives the table\'s allowances', () => {
    for (const type of TROOP_IDS) {
      const cells = row(type);
      expect(cells, type).toBeDefined();
      expect(MOVE_MODES.map((_, i) => num(cells?.[i]))).toEqual(MOVE_MODES.map((m) => MOVEMENT[type][m]));
    }
  });
  it('every other designed key has its own row with the table\'s value', () => {
    const values = new Map<string, number>([
      ...Object.entries(FORMATION_CHANGE).map(([c, v]): [string, number] => [`formation.${c}`, v]),
      ['initiative.attacker', INITIATIVE.attacker],
      ['initiative.defender', INITIATIVE.defender],
      ...COMMAND_FACES.map((v, i): [string, number] => [`command.face-${i + 1}`, v]),
      ['command.minimum', COMMAND_MINIMUM],
      ...[...Object.values(REGROUP), ...Object.values(RETIRE), ...Object.values(ROUTED)].map((r): [string, number] => [r.key, r.value]),
      ['morale.camp', MORALE_POINTS.camp],
      [STANDING_ORDERS_WITHOUT_LEADERS.key, STANDING_ORDERS_WITHOUT_LEADERS.value],
      [EVADE_ENDS_ORDERS.key, EVADE_ENDS_ORDERS.value],
      [CAUGHT_UP_ENEMY_ONLY.key, CAUGHT_UP_ENEMY_ONLY.value],
      [REGROUP_ANY_LEADER.key, REGROUP_ANY_LEADER.value],
    ]);
    const keys = TURN_TABLE_KEYS.filter((k) => !k.startsWith('move.'));
    expect([...values.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(num(row(key)?.[0]), key).toBe(values.get(key));
  });
  it('every designed turn row gives its reasoning and the passage it rests on (a section of the guide and a few of its words)', () => {
    const passage = new RegExp(`^(${GUIDE_SECTIONS.map((h) => h.replace(/[()]/g, '\\$&')).join('|')}) — “[^”]+”$`);
    for (const key of [...TURN_TABLE_KEYS.filter((k) => !k.startsWith('move.')), ...TROOP_IDS]) {
      const cells = row(key) ?? [];
      const [reasoning, restsOn] = cells.slice(-3, -1);
      expect(reasoning, key).toMatch(/\w/);
      expect(restsOn, key).toMatch(passage);
    }
  });
});

describe('Units, Troop Types, and Base Sizes: the combat rows cite the section their words are in', () => {
  it('the troop descriptions ("made up of veteran troops", "a large central pike block") are cited from this section, not "Formations"', () => {
    const units = 'Units, Troop Types, and Base Sizes';
    expect([FIRE_FIRER['veteran-tercio'], FIRE_TARGET['pike-and-shot'], FIRE.targetVeteran, MELEE_TYPE.tercio, MELEE_TYPE['veteran-tercio']].map((r) => r.section)).toEqual([units, units, units, units, units]);
    for (const r of [...COMBAT_ROWS, ...MELEE_RESULT_ROWS]) expect(GUIDE_SECTIONS as readonly string[], r.key).toContain(r.section);
  });
});

/** The guide's section headings (seed 000), the only places a passage may be cited from. */
const GUIDE_SECTIONS = [
  'Units, Troop Types, and Base Sizes',
  'Formations',
  'Turn Sequence',
  'Using the Game App',
  'Leaders and Command Control',
  'Actions',
  'Movement',
  'Fire',
  'Charges',
  'Melee',
  'Ongoing Combats',
  'Combat Effects and Rallying',
  'Army Morale',
  'Design Notes',
] as const;
