/** Seed 003, "Army Lists", "Commands" and "Example armies" (Figure 5). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../../src/io/scenario.js';
import { armyListIssues, summarizeTilly } from '../../../src/rulesets/tilly/scenario.js';
import type { TillyScenario, TillySideSpec } from '../../../src/rulesets/tilly/state.js';
import type { Quality, UnitType } from '../../../src/rulesets/tilly/units.js';

const side = (commands: [string, [UnitType, number, Quality?][]][]): TillySideSpec => ({
  name: 'Test',
  role: 'attacker',
  commands: commands.map(([name, units]) => ({
    name,
    commander: `${name} general`,
    units: units.flatMap(([type, n, quality]) => Array.from({ length: n }, (_, i) => ({ name: `${name} ${type} ${i}`, type, quality: quality ?? (type === 'rabble' ? 'rabble' : 'ordinary') }))),
  })),
});

const messages = (s: TillySideSpec, quality = false) => armyListIssues(s, { quality }).map((i) => i.message);

describe('Army Lists and Commands', () => {
  const legal = side([
    ['Right', [['commander', 1], ['horse', 6], ['cannons', 1]]],
    ['Centre', [['commander', 1], ['pike-and-shot', 5]]],
    ['Left', [['commander', 1], ['horse', 4], ['cannons', 1]]],
  ]);

  it('a legal army of 15 to 30 units with commands of 3 to 8 units has no warnings', () => {
    expect(messages(legal)).toEqual([]);
  });

  it('too few or too many units', () => {
    expect(messages(side([['A', [['commander', 1], ['horse', 5]]]]))).toContain('Test has 6 units; an army list has 15 to 30 ("Army Lists")');
  });

  it('the warnings name a people with "the" and a country without: "the French have 6 units", "France has 6 units"', () => {
    const small = side([['A', [['commander', 1], ['horse', 5]]]]);
    expect(messages({ ...small, name: 'French' })).toContain('the French have 6 units; an army list has 15 to 30 ("Army Lists")');
    expect(messages({ ...small, name: 'France' })).toContain('France has 6 units; an army list has 15 to 30 ("Army Lists")');
  });

  it('commands of 3 to 8 units, commander included', () => {
    const s = side([
      ['Big', [['commander', 1], ['horse', 8]]],
      ['Small', [['commander', 1], ['pike-and-shot', 1]]],
      ['Centre', [['commander', 1], ['pike-and-shot', 5]]],
    ]);
    expect(messages(s)).toEqual([
      'command "Big" has 9 units; a command has 3 to 8, its commander included ("Commands")',
      'command "Small" has 2 units; a command has 3 to 8, its commander included ("Commands")',
    ]);
  });

  it('at most 4 cannons, 2 dragoons, 2 shot, 2 rabble and 2 light horse', () => {
    const s = side([
      ['A', [['commander', 1], ['cannons', 5]]],
      ['B', [['commander', 1], ['dragoons', 3], ['shot', 3]]],
      ['C', [['commander', 1], ['rabble', 3], ['light-horse', 3]]],
    ]);
    expect(messages(s)).toEqual([
      'Test has 5 cannons; an army list allows at most 4 ("Army Lists")',
      'Test has 3 dragoons; an army list allows at most 2 ("Army Lists")',
      'Test has 3 shot; an army list allows at most 2 ("Army Lists")',
      'Test has 3 rabble; an army list allows at most 2 ("Army Lists")',
      'Test has 3 light horse; an army list allows at most 2 ("Army Lists")',
      'Test has no pike+shot and no horse; an army must have pike+shot and horse to fill up its numbers, and light horse do not count: the list allows them apart, at most two ("Army Lists")',
    ]);
  });

  it('an army must have pike+shot and horse; a unit of rabble quality counts once, as rabble', () => {
    const noHorse = side([
      ['A', [['commander', 1], ['pike-and-shot', 5]]],
      ['B', [['commander', 1], ['pike-and-shot', 5]]],
      ['C', [['commander', 1], ['horse', 4, 'rabble']]],
    ]);
    expect(messages(noHorse, true)).toContain('Test has no horse; an army must have pike+shot and horse to fill up its numbers ("Army Lists")');
    // Two shot of rabble quality and two rabble: four rabble, and no shot counted twice.
    const rabble = side([
      ['A', [['commander', 1], ['horse', 6]]],
      ['B', [['commander', 1], ['pike-and-shot', 5], ['shot', 2, 'rabble']]],
      ['C', [['commander', 1], ['rabble', 2]]],
    ]);
    expect(messages(rabble, true).filter((m) => /rabble|shot;/.test(m))).toEqual(['Test has 4 rabble; an army list allows at most 2 ("Army Lists")']);
  });

  it('Army Lists: light horse do not count as the horse an army must have, and check\'s horse row says how many are light', () => {
    const croats = side([
      ['A', [['commander', 1], ['pike-and-shot', 5]]],
      ['B', [['commander', 1], ['pike-and-shot', 5]]],
      ['C', [['commander', 1], ['light-horse', 1], ['pike-and-shot', 4]]],
    ]);
    expect(messages(croats)).toContain(
      'Test has no horse; an army must have pike+shot and horse to fill up its numbers, and light horse do not count: the list allows them apart, at most two ("Army Lists")',
    );
    const sc = { ruleset: 'tilly', title: 'T', baseWidth: { value: 40, unit: 'mm' }, options: { quality: false, variableMorale: false, evade: false }, sides: [croats, { ...croats, name: 'Other' }] } as unknown as TillyScenario;
    const summary = summarizeTilly(sc, []);
    expect(summary.sides[0]?.horse).toBe(1);
    expect(summary.text?.sides?.[0]?.horse).toBe('1 (1 light horse)');
  });

  it('with unit quality: at most 4 superior units and 45 to 90 points (rabble quality counts as rabble)', () => {
    const s = side([
      ['A', [['commander', 1], ['horse', 5, 'superior']]],
      ['B', [['commander', 1], ['pike-and-shot', 3, 'rabble']]],
      ['C', [['commander', 1], ['pike-and-shot', 4, 'inferior']]],
    ]);
    expect(messages(s, true)).toEqual([
      'Test has 3 rabble; an army list allows at most 2 ("Army Lists")',
      'Test has 5 superior units; an army list allows at most 4 ("Army Lists")',
      'Test costs 40 points; an army costs 45 to 90 ("Optional Rule: Unit Quality")',
    ]);
  });
});

describe('Example armies (Figure 5), as scenarios/tilly-figure5.yaml', () => {
  const text = readFileSync(new URL('../../../scenarios/tilly-figure5.yaml', import.meta.url), 'utf8');
  const loaded = parseScenarioText(text, 'tilly-figure5.yaml');
  const scenario = loaded.scenario as TillyScenario;
  const summary = loaded.ruleset.summarize(scenario, loaded.warnings);

  it('loads without warnings through the generic loader', () => {
    expect(loaded.rulesetId).toBe('tilly');
    expect(loaded.warnings).toEqual([]);
  });

  it('(a) cavalry heavy: the list counts 24 units (the caption says 25); (b) infantry heavy: 25', () => {
    expect(summary.sides.map((s) => [s.name, s.units, s.horse, s.foot, s.cannons])).toEqual([
      ['French', 24, 12, 6, 2],
      ['Imperialists', 25, 6, 13, 2],
    ]);
  });

  it('check reports the points, each side\'s break threshold in whole units, and the unit of measure by the book\'s name ("Base Width and Tilly Unit of Measure")', () => {
    expect(summary.sides.map((s) => [s.points, s.losesAt])).toEqual([
      [72, 12],
      [75, 13],
    ]);
    expect(summary.extra).toEqual({
      armyMorale: 'a side loses with half its units lost or more: French 12 or more of 24, Imperialists 13 or more of 25 ("Step 4.4. Army Morale")',
      baseWidth: '80mm',
      unitOfMeasure: '1 TUM (Tilly Unit of Measure) = 40mm',
      quality: false,
      variableMorale: false,
      evade: false,
      commandMoraleRecoverable: false,
      cannonsFallAtMelee: false,
      commanderMovesAfterUnit: false,
      commandersIgnoreZoc: false,
      commanderChargesOnlyIfDeclared: false,
      facingIsMove: false,
      compulsoryRallyBackFirst: false,
    });
  });
});
