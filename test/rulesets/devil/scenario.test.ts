import { describe, expect, it } from 'vitest';
import type { ScenarioIssue } from '../../../src/engine/ruleset.js';
import {
  buildDevilScenario,
  computeBreakPoint,
  devilScenarioSchema,
  type DevilScenarioInput,
  summarizeDevil,
} from '../../../src/rulesets/devil/scenario.js';
import type { DevilScenario } from '../../../src/rulesets/devil/state.js';
import { TROOP_IDS } from '../../../src/rulesets/devil/troop-ids.js';

type Unit = { name: string; type: string; bases: number; count?: number; impetuous?: boolean; missiles?: boolean; formation?: string };

/** A small valid battle; `tweak` edits a deep copy. */
function battle(tweak: (b: any) => void = () => {}): DevilScenarioInput {
  const b = {
    ruleset: 'devil-rules',
    title: 'Test battle',
    sides: [
      {
        name: 'Swedes',
        role: 'attacker',
        leaders: [
          { name: 'Horn', role: 'army', bonus: 1, units: [] as Unit[] },
          { name: 'Banér', units: [{ name: 'Yellow Brigade', type: 'swedish-brigade', bases: 6 }] as Unit[] },
        ],
      },
      {
        name: 'Imperialists',
        role: 'defender',
        leaders: [{ name: 'Tilly', role: 'army', units: [{ name: 'Old Tercio', type: 'tercio', bases: 6 }] as Unit[] }],
      },
    ],
  };
  tweak(b);
  return b as DevilScenarioInput;
}

function build(input: unknown): { scenario: DevilScenario; warnings: ScenarioIssue[] } {
  const result = buildDevilScenario(input);
  if (!result.ok) throw new Error(`expected a valid scenario, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function problems(input: unknown): ScenarioIssue[] {
  const result = buildDevilScenario(input);
  if (result.ok) throw new Error('expected problems, got a valid scenario');
  return result.error;
}

/** A side of `bases` bases in 1-base light artillery units, for break point arithmetic. */
const basesOf = (n: number): Unit[] => {
  const units: Unit[] = [];
  for (let left = n; left > 0; left -= Math.min(3, left)) units.push({ name: `Guns ${left}`, type: 'light-artillery', bases: Math.min(3, left) });
  return units;
};

describe('Army Morale (seed 000): break points', () => {
  it('average: the break point is the total number of bases', () => {
    expect(computeBreakPoint(34, false, 'average')).toBe(34);
    const { scenario } = build(battle((b) => b.sides[1].leaders[0].units.push(...basesOf(7))));
    expect(scenario.sides[1].computedBreakPoint).toBe(13);
    expect(scenario.sides[1].breakPoint).toBe(13);
  });

  it('good: the total ×1.5, rounded up', () => {
    expect(computeBreakPoint(10, false, 'good')).toBe(15);
    expect(computeBreakPoint(11, false, 'good')).toBe(17); // 16.5 → 17
    expect(computeBreakPoint(1, false, 'good')).toBe(2); // 1.5 → 2
    const { scenario } = build(battle((b) => (b.sides[0].rating = 'good')));
    expect(scenario.sides[0].computedBreakPoint).toBe(9);
  });

  it('poor: the total ×0.75, rounded up', () => {
    expect(computeBreakPoint(8, false, 'poor')).toBe(6);
    expect(computeBreakPoint(9, false, 'poor')).toBe(7); // 6.75 → 7
    expect(computeBreakPoint(1, false, 'poor')).toBe(1); // 0.75 → 1
    expect(computeBreakPoint(29, false, 'poor')).toBe(22); // 21.75 → 22
    const { scenario } = build(battle((b) => (b.sides[1].rating = 'poor')));
    expect(scenario.sides[1].computedBreakPoint).toBe(5); // 6 × 0.75 = 4.5
  });

  it('exact integer arithmetic for every total up to 200', () => {
    for (let n = 0; n <= 200; n++) {
      expect(computeBreakPoint(n, false, 'good')).toBe(Math.ceil((n * 3) / 2));
      expect(computeBreakPoint(n, false, 'poor')).toBe(Math.ceil((n * 3) / 4));
      expect(Number.isInteger(computeBreakPoint(n, true, 'poor'))).toBe(true);
    }
  });

  it('camp: a camp or baggage train counts as one base, before the rating', () => {
    expect(computeBreakPoint(28, true, 'poor')).toBe(22); // (28 + 1) × 0.75 = 21.75
    expect(computeBreakPoint(10, true, 'good')).toBe(17); // (10 + 1) × 1.5 = 16.5
    const { scenario } = build(battle((b) => (b.sides[1].camp = true)));
    expect(scenario.sides[1].computedBreakPoint).toBe(7);
    expect(scenario.sides[1].camp).toBe(true);
    expect(summarizeDevil(scenario, []).sides[1]).toMatchObject({ bases: 6, computedBreakPoint: 7 });
  });

  it('leaders do not count towards the break point', () => {
    const { scenario } = build(battle((b) => b.sides[0].leaders.push({ name: 'Extra', units: [] })));
    expect(scenario.sides[0].computedBreakPoint).toBe(6);
  });

  it('stated vs computed: a stated break point that differs is used, with a warning', () => {
    const { scenario, warnings } = build(battle((b) => (b.sides[0].breakPoint = 30)));
    expect(scenario.sides[0]).toMatchObject({ breakPoint: 30, computedBreakPoint: 6, statedBreakPoint: 30 });
    expect(warnings).toContainEqual({
      path: ['sides', 0, 'breakPoint'],
      message: 'stated break point 30 differs from the computed 6; using 30',
    });
  });

  it('stated vs computed: a stated break point equal to the computed one gives no warning', () => {
    const { scenario, warnings } = build(battle((b) => (b.sides[0].breakPoint = 6)));
    expect(scenario.sides[0]).toMatchObject({ breakPoint: 6, computedBreakPoint: 6, statedBreakPoint: 6 });
    expect(warnings).toEqual([]);
  });

  it('stated vs computed: without a stated one, the computed one is in force', () => {
    const { scenario } = build(battle());
    expect(scenario.sides[0]).toMatchObject({ breakPoint: 6, computedBreakPoint: 6, statedBreakPoint: null });
  });
});

describe('buildDevilScenario', () => {
  it('fills in the defaults', () => {
    const { scenario, warnings } = build(battle());
    expect(warnings).toEqual([]);
    expect(scenario.houseRules).toEqual({});
    const [swedes] = scenario.sides;
    expect(swedes).toMatchObject({ name: 'Swedes', role: 'attacker', rating: 'average', camp: false });
    expect(swedes.leaders[1]).toEqual({
      name: 'Banér',
      role: 'wing',
      bonus: 0,
      units: [{ name: 'Yellow Brigade', type: 'swedish-brigade', bases: 6, impetuous: false, missiles: false, formation: 'battle', standingOrders: true }],
    });
  });

  it('expands count into numbered units', () => {
    const { scenario } = build(
      battle((b) => b.sides[0].leaders[1].units.push({ name: "Tott's Cuirassiers", type: 'cuirassier', bases: 2, count: 3 })),
    );
    expect(scenario.sides[0].leaders[1]!.units.map((u) => u.name)).toEqual([
      'Yellow Brigade',
      "Tott's Cuirassiers 1",
      "Tott's Cuirassiers 2",
      "Tott's Cuirassiers 3",
    ]);
    expect(summarizeDevil(scenario, []).sides[0]).toMatchObject({ units: 4, bases: 12, computedBreakPoint: 12 });
  });

  it('reads "lancers" as guard-cuirassier', () => {
    const { scenario } = build(battle((b) => b.sides[0].leaders[1].units.push({ name: 'Hussars', type: 'lancers', bases: 2 })));
    expect(scenario.sides[0].leaders[1]!.units[1]?.type).toBe('guard-cuirassier');
  });

  it('keeps missiles for militia and reiters, and ignores it with a warning elsewhere', () => {
    const { scenario, warnings } = build(
      battle((b) =>
        b.sides[0].leaders[1].units.push(
          { name: 'Levy', type: 'militia', bases: 3, missiles: true },
          { name: 'Boyars', type: 'reiter', bases: 2, missiles: true },
          { name: 'Cuirassiers', type: 'cuirassier', bases: 2, missiles: true },
        ),
      ),
    );
    expect(scenario.sides[0].leaders[1]!.units.map((u) => u.missiles)).toEqual([false, true, true, false]);
    expect(warnings).toEqual([
      { path: ['sides', 0, 'leaders', 1, 'units', 3, 'missiles'], message: 'missiles only matters for militia and reiter units; ignored for cuirassier' },
    ]);
  });

  it('Movement: heavy artillery only pivots, so it never starts in march column (a warning, and it starts deployed)', () => {
    const { scenario, warnings } = build(
      battle((b) =>
        b.sides[1].leaders[0].units.push(
          { name: 'Siege Guns', type: 'heavy-artillery', bases: 1, formation: 'march' },
          { name: 'Field Guns', type: 'medium-artillery', bases: 1, formation: 'march' },
        ),
      ),
    );
    expect(scenario.sides[1].leaders[0]!.units.map((u) => u.formation)).toEqual(['battle', 'battle', 'march']);
    expect(warnings).toEqual([
      {
        path: ['sides', 1, 'leaders', 0, 'units', 1, 'formation'],
        message: 'heavy-artillery only pivots in place, so it never forms a march column; it starts in battle formation',
      },
    ]);
  });

  it('warns about unusual base counts', () => {
    const { warnings } = build(
      battle((b) => {
        b.sides[0].leaders[1].units[0].bases = 5;
        b.sides[1].leaders[0].units.push({ name: 'Hope', type: 'forlorn-hope', bases: 2 });
      }),
    );
    expect(warnings.map((w) => w.message)).toEqual([
      'swedish-brigade units usually have 6 to 8 bases, not 5',
      'forlorn-hope units usually have 1 base, not 2',
    ]);
  });

  it('warns about a wing leader without units', () => {
    const { warnings } = build(battle((b) => b.sides[0].leaders.push({ name: 'Idle' })));
    expect(warnings).toEqual([{ path: ['sides', 0, 'leaders', 2, 'name'], message: 'wing leader "Idle" commands no units' }]);
  });

  it('keeps house rules', () => {
    const { scenario } = build(battle((b) => (b.houseRules = { 'fire.firer.tercio': 2, 'move.cuirassier.advance': 12 })));
    expect(scenario.houseRules).toEqual({ 'fire.firer.tercio': 2, 'move.cuirassier.advance': 12 });
  });

  it('refuses two attackers', () => {
    expect(problems(battle((b) => (b.sides[1].role = 'attacker')))).toContainEqual({
      path: ['sides', 1, 'role'],
      message: 'both sides are attackers: one must be the defender',
    });
  });

  it('refuses two defenders', () => {
    expect(problems(battle((b) => (b.sides[0].role = 'defender')))[0]?.message).toBe('both sides are defenders: one must be the attacker');
  });

  it('refuses two army commanders on one side', () => {
    expect(problems(battle((b) => (b.sides[0].leaders[1].role = 'army')))).toEqual([
      {
        path: ['sides', 0, 'leaders', 1, 'role'],
        message: 'side "Swedes" already has an army commander ("Horn"); make "Banér" a wing leader',
      },
    ]);
  });

  it('refuses duplicate names, also after count expansion and across units and leaders', () => {
    expect(
      problems(
        battle((b) =>
          b.sides[0].leaders[1].units.push({ name: 'Horse', type: 'reiter', bases: 2, count: 2 }, { name: 'Horse 2', type: 'reiter', bases: 2 }),
        ),
      ),
    ).toEqual([
      {
        path: ['sides', 0, 'leaders', 1, 'units', 2, 'name'],
        message: 'duplicate name "Horse 2" (count: 2 names the units "Horse 1" and "Horse 2")',
      },
    ]);
    expect(problems(battle((b) => (b.sides[1].leaders[0].units[0].name = 'Horn')))[0]).toEqual({
      path: ['sides', 1, 'leaders', 0, 'units', 0, 'name'],
      message: 'duplicate name "Horn"',
    });
    expect(problems(battle((b) => (b.sides[1].leaders[0].units[0].name = 'yellow brigade')))[0]?.message).toBe('duplicate name "yellow brigade"');
  });

  it('refuses a side without units', () => {
    expect(problems(battle((b) => (b.sides[1].leaders[0].units = [])))).toEqual([
      { path: ['sides', 1, 'leaders'], message: 'side "Imperialists" has no units' },
    ]);
  });

  it('refuses two sides of the same name', () => {
    expect(problems(battle((b) => (b.sides[1].name = 'swedes')))[0]?.message).toBe('both sides are called "swedes"');
  });

  it('reports schema problems as issues with paths', () => {
    const issues = problems(battle((b) => (b.sides[0].leaders[0].bonus = 3)));
    expect(issues[0]).toEqual({ path: ['sides', 0, 'leaders', 0, 'bonus'], message: 'bonus must be an integer from -2 to 2, not 3' });
  });
});

describe('devilScenarioSchema', () => {
  const first = (input: unknown) => {
    const r = devilScenarioSchema().safeParse(input);
    return r.success ? undefined : r.error.issues[0];
  };

  it('is strict about keys', () => {
    expect(first(battle((b) => (b.sides[0].colour = 'blue')))?.code).toBe('unrecognized_keys');
  });

  it('words range problems plainly', () => {
    expect(first(battle((b) => (b.sides[0].leaders[1].units[0].bases = 0)))?.message).toBe('bases must be an integer from 1 to 12, not 0');
    expect(first(battle((b) => (b.sides[0].leaders[1].units[0].bases = 40)))?.message).toBe('bases must be an integer from 1 to 12, not 40');
    expect(first(battle((b) => (b.sides[0].leaders[1].units[0].bases = 2.5)))?.message).toBe('bases must be an integer from 1 to 12, not 2.5');
    expect(first(battle((b) => (b.sides[0].leaders[1].units[0].count = 0)))?.message).toBe('count must be an integer from 1 to 20, not 0');
    expect(first(battle((b) => (b.sides[0].leaders[0].bonus = -3)))?.message).toBe('bonus must be an integer from -2 to 2, not -3');
  });

  it('suggests a troop type', () => {
    expect(first(battle((b) => (b.sides[0].leaders[1].units[0].type = 'cuirasier')))?.message).toBe(
      'unknown troop type "cuirasier" (did you mean "cuirassier"?)',
    );
  });

  it('Units, Troop Types, and Base Sizes: a type far from any known one lists the valid ids', () => {
    expect(first(battle((b) => (b.sides[0].leaders[1].units[0].type = 'zzz')))?.message).toBe(`unknown troop type "zzz" (one of: ${TROOP_IDS.join(', ')})`);
    expect(TROOP_IDS).toContain('swedish-brigade');
  });

  it('needs exactly two sides', () => {
    expect(first(battle((b) => b.sides.pop()))?.message).toBe('a battle needs exactly two sides, not 1');
    expect(first(battle((b) => b.sides.push(b.sides[0])))?.message).toBe('a battle needs exactly two sides, not 3');
  });

  it('checks house rule keys and values', () => {
    expect(first(battle((b) => (b.houseRules = { Bad_Key: 1 })))?.message).toBe(
      'house rule key "Bad_Key" may only use lower-case letters, digits, "." and "-"',
    );
    expect(problems(battle((b) => (b.houseRules = { 'move.cuirassier.advanse': 9 })))[0]?.message).toBe(
      'unknown house rule "move.cuirassier.advanse" (did you mean "move.cuirassier.advance"?)',
    );
    expect(problems(battle((b) => (b.houseRules = { 'move.cuirassier.advance': 99 })))[0]?.message).toBe(
      'house rule "move.cuirassier.advance" must be from 0 to 36, not 99',
    );
  });
});

describe('summarizeDevil', () => {
  it('gives the side fields in order', () => {
    const { scenario } = build(battle((b) => (b.sides[0].breakPoint = 5)));
    const summary = summarizeDevil(scenario, ['w']);
    expect(summary.ruleset).toBe('devil-rules');
    expect(summary.title).toBe('Test battle');
    expect(summary.warnings).toEqual(['w']);
    expect(summary.sides.map((s) => Object.keys(s))).toEqual([
      ['name', 'role', 'rating', 'units', 'leaders', 'bases', 'computedBreakPoint', 'breakPoint', 'unitsUnderStandingOrders'],
      ['name', 'role', 'rating', 'units', 'leaders', 'bases', 'computedBreakPoint', 'breakPoint', 'unitsUnderStandingOrders'],
    ]);
    expect(summary.sides[0]).toEqual({
      name: 'Swedes',
      role: 'attacker',
      rating: 'average',
      units: 1,
      leaders: 2,
      bases: 6,
      computedBreakPoint: 6,
      breakPoint: 5,
      unitsUnderStandingOrders: 1,
    });
  });
});
