/**
 * Seed 001, "WAR GAME ORGANIZATION" and the point values of "COMBAT TABLE": the scenario
 * format, `tyw check`'s stands, units and points per side, and the bundled sample.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCommand } from '../../../src/cli/commands/check.js';
import { memoryOutput } from '../../../src/cli/output.js';
import { buildScrubyScenario, summarizeScruby, unitPoints } from '../../../src/rulesets/scruby/scenario.js';
import { TABLE } from '../../../src/rulesets/scruby/table.js';

const ROOT = resolve(import.meta.dirname, '../../..');

const issueExample = {
  ruleset: 'scruby',
  title: 'A small action, 1631',
  sides: [
    {
      name: 'Swedes',
      brigades: [
        {
          name: 'Yellow Brigade',
          units: [
            { name: 'Yellow Pikes', type: 'heavy-pike', stands: 4, order: 'closed' },
            { name: 'Yellow Musketeers', type: 'musketeer', stands: 4 },
            { name: 'Yellow Swordsmen', type: 'swordsman', stands: 2 },
            { name: 'Yellow Gun', type: 'small-gun' },
          ],
        },
      ],
      units: [
        { name: 'Smaland Horse', type: 'heavy-cavalry', stands: 2 },
        { name: 'Reserve Gun', type: 'large-gun' },
      ],
    },
    { name: 'Imperialists', units: [{ name: 'Croats', type: 'light-cavalry', stands: 3 }, { name: 'Dragoons', type: 'dragoon', arm: 'pike' }] },
  ],
};

describe('WAR GAME ORGANIZATION', () => {
  it('reads brigades and loose units, with the defaults of the organisation (crews 4 and 3, armour by type)', () => {
    const built = buildScrubyScenario(issueExample);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const [swedes, imperialists] = built.value.scenario.sides;
    expect(swedes.brigades).toEqual(['Yellow Brigade']);
    expect(swedes.units.map((u) => [u.name, u.brigade, u.stands, u.crew, u.armoured])).toEqual([
      ['Yellow Pikes', 'Yellow Brigade', 4, 0, true],
      ['Yellow Musketeers', 'Yellow Brigade', 4, 0, false],
      ['Yellow Swordsmen', 'Yellow Brigade', 2, 0, false],
      ['Yellow Gun', 'Yellow Brigade', 1, 3, false],
      ['Smaland Horse', null, 2, 0, true],
      ['Reserve Gun', null, 1, 4, false],
    ]);
    expect(imperialists.units[1]).toMatchObject({ type: 'dragoon', arm: 'pike', stands: 2 });
  });

  it('refuses dragoons without an arm and a gun of several stands, each at its path', () => {
    const bad = structuredClone(issueExample) as any;
    bad.sides[1].units[1] = { name: 'Dragoons', type: 'dragoon' };
    bad.sides[0].units[1] = { name: 'Reserve Gun', type: 'large-gun', stands: 2 };
    const built = buildScrubyScenario(bad);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.error).toEqual([
      { path: ['sides', 0, 'units', 1, 'stands'], message: 'a gun is one stand, not 2' },
      { path: ['sides', 1, 'units', 1, 'type'], message: 'dragoons "Dragoons" need an arm: pike or musket' },
    ]);
  });
});

describe('WAR GAME ORGANIZATION: columns in the scenario', () => {
  it('Column Formation 1: a scenario may start two stands of swordsmen in column, not two of pikes', () => {
    const side = (units: object[]) => ({ ...issueExample, sides: [{ name: 'Swedes', units }, issueExample.sides[1]] });
    expect(buildScrubyScenario(side([{ name: 'Yellow Swordsmen', type: 'swordsman', stands: 2, formation: 'column' }])).ok).toBe(true);
    const pikes = buildScrubyScenario(side([{ name: 'Yellow Pikes', type: 'heavy-pike', stands: 2, formation: 'column' }]));
    expect(pikes.ok ? [] : pikes.error.map((e) => e.message)).toEqual(['a column needs at least 3 stands ("Column Formation"); "Yellow Pikes" has 2']);
  });
});

describe('COMBAT TABLE: point value per stand', () => {
  it('is 30 for infantry, 20 for cavalry; guns are designed at 60 (large) and 40 (small)', () => {
    expect(unitPoints({ type: 'musketeer', stands: 4 })).toBe(120);
    expect(unitPoints({ type: 'heavy-pike', stands: 4 })).toBe(120);
    expect(unitPoints({ type: 'swordsman', stands: 2 })).toBe(60);
    expect(unitPoints({ type: 'heavy-cavalry', stands: 2 })).toBe(40);
    expect(unitPoints({ type: 'reiter', stands: 2 })).toBe(40);
    expect(TABLE['large-gun'].points).toBe(60);
    expect(TABLE['small-gun'].points).toBe(40);
  });

  it('tyw check sums stands, units and points per side', () => {
    const built = buildScrubyScenario(issueExample);
    if (!built.ok) throw new Error('scenario');
    const summary = summarizeScruby(built.value.scenario, []);
    expect(summary.sides[0]).toMatchObject({ name: 'Swedes', brigades: 1, units: 6, stands: 12, guns: 2, points: 4 * 30 + 4 * 30 + 2 * 30 + 40 + 2 * 20 + 60 });
    expect(summary.sides[1]).toMatchObject({ name: 'Imperialists', units: 2, stands: 5, points: 3 * 20 + 2 * 30 });
  });

  it('the bundled sample is the text\'s 3 infantry brigade army on each side', async () => {
    const out = memoryOutput(false);
    await checkCommand({ file: 'scenarios/scruby-sample.yaml', json: true, cwd: ROOT }, out);
    const json = JSON.parse(out.stdout[0]!);
    expect(json.ruleset).toBe('scruby');
    for (const side of json.sides) {
      // 12 pike, 12 musketeer, 6 swordsman stands; 6 heavy and 6 light horse; 4 dragoons; 3 small and 2 large guns.
      expect(side).toMatchObject({ brigades: 3, infantryStands: 30, cavalryStands: 12, dragoonStands: 4, guns: 5 });
      expect(side.points).toBe(30 * 30 + 12 * 20 + 4 * 30 + 3 * 40 + 2 * 60);
    }
  });
});
