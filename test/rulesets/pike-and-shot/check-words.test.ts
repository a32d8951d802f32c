/** `tyw check` on a Pike & Shot scenario: the same words as status, and the CRT's lines said (2.4, 5.0). */
import { describe, expect, it } from 'vitest';
import { checkJson, checkText } from '../../../src/cli/commands/check.js';
import { summarizePs } from '../../../src/rulesets/pike-and-shot/scenario.js';
import { goesOn, SAMPLE, scenarioOf } from './fixtures.js';

describe('tyw check words (2.4, 5.0)', () => {
  const summary = summarizePs(scenarioOf(SAMPLE), []);

  it('2.4: the unit list names each type as status does, not by its scenario key', async () => {
    const text = (await checkText(summary, 'Pike & Shot', false)).join('\n');
    expect(text).toContain("Isolani's Croats (light cavalry)");
    expect(text).toContain('Commanded Musketeers (loose shotte)');
    expect(text).toContain('Regimental Guns (light cannon)');
    expect(text).toContain("Pappenheim's Horse (cuirassiers)");
    expect(text).not.toMatch(/\((?:light-cavalry|loose-shotte|light-cannon|cuirassier)\)/);
  });

  it('5.0: the CRT line says what the lines are, not "crt lines: 5"', async () => {
    const lines = await checkText(summary, 'Pike & Shot', false);
    expect(lines).toContain('CRT: 5 lines (infantry and cavalry fire, reduced fire, artillery fire, melee, charge)');
    expect(lines.join('\n')).not.toMatch(/crt lines/);
  });

  it('--json keeps the scenario keys and the count', () => {
    const json = checkJson(summary) as { sides: { unitList: string[] }[]; crtLines: number };
    expect(json.sides[0]?.unitList).toContain("Isolani's Croats (light-cavalry)");
    expect(json.crtLines).toBe(5);
    expect(json).not.toHaveProperty('text');
  });
});

describe('tyw check names the house rules switched (4.5, 7.1)', () => {
  it('house rule leaderMeleeIfHeGoesOn (4.5, 7.1): check says it is on, in text and --json', async () => {
    const summary = summarizePs(scenarioOf(SAMPLE, goesOn), []);
    expect(await checkText(summary, 'Pike & Shot', false)).toContain(
      'house rules: leaderMeleeIfHeGoesOn: true (a leader moving alone is held to going on, by fire or by cavalry, as a unit is (4.5, 7.1))',
    );
    expect((checkJson(summary) as { houseRules: unknown }).houseRules).toEqual({ leaderMeleeIfHeGoesOn: true });
    // A narrow terminal wraps the line, as it does the others.
    expect((await checkText(summary, 'Pike & Shot', false, 45)).flatMap((l) => l.split('\n')).filter((l) => l.length > 45)).toEqual([]);
  });
  it("7.4: a default switched off is named with its value; with none switched, check says tyw's readings hold", async () => {
    const off = summarizePs(scenarioOf(SAMPLE, (t) => t.replace(/^ruleset: pike-and-shot$/m, 'ruleset: pike-and-shot\nhouseRules: { leaderFallsWithNoRetreat: false }')), []);
    expect(checkJson(off)).toMatchObject({ houseRules: { leaderFallsWithNoRetreat: false } });
    const plain = summarizePs(scenarioOf(SAMPLE), []);
    expect(await checkText(plain, 'Pike & Shot', false)).toContain("house rules: none (tyw's readings)");
    expect(checkJson(plain)).toMatchObject({ houseRules: {} });
  });
});
