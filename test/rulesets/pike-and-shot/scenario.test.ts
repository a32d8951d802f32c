/** The Pike & Shot scenario format: what `tyw check` accepts and refuses (2.4, 2.5, 5.0, TEC). */
import { describe, expect, it } from 'vitest';
import { summarizePs } from '../../../src/rulesets/pike-and-shot/scenario.js';
import { readFileSync } from 'node:fs';
import { problems, SAMPLE, SMALL, scenarioOf } from './fixtures.js';

const sample = readFileSync(SAMPLE, 'utf8');

describe('the pike-and-shot scenario', () => {
  it('loads the sample: units, leaders, the CRT and the TEC', () => {
    const sc = scenarioOf(SAMPLE);
    expect(sc.sides.map((s) => s.units.length)).toEqual([7, 7]);
    expect(sc.firstPlayer).toBe(0);
    expect(Object.keys(sc.rules.tec.terrain)).toContain('woods');
    const summary = summarizePs(sc, []);
    expect(summary.sides[0]).toMatchObject({ name: 'Imperialists', player: 'first', tercios: 2, cavalry: 4 });
  });

  it('the sample says plainly that its tables are illustrative', () => {
    expect(sample).toMatch(/ILLUSTRATIVE/);
    expect(sample).toMatch(/replace `crt:` and `tec:` with the tables printed in that\s+# folio's exclusive rules/);
  });

  it('2.4, 2.5: each type needs its factors and reverse side; loose shotte have none', () => {
    const bad = sample.replace('disordered: { fire: 2, melee: 3, move: 3 }, hex: "0808"', 'hex: "0808"');
    expect(problems(bad).join('\n')).toMatch(/Savelli: a tercio unit needs its disordered side \(2\.5\)/);
    const ls = sample.replace('{ name: Commanded Musketeers, type: loose-shotte, fire: 3,', '{ name: Commanded Musketeers, type: loose-shotte, recovery: 2, fire: 3,');
    expect(problems(ls).join('\n')).toMatch(/never recover/);
  });

  it('5.0: a gap, an overlap, an unknown code and a missing die row are located', () => {
    const gap = sample.replace('columns: ["<=1", "2", "3", "4", "5", ">=6"]', 'columns: ["<=1", "2", "4", "4", "5", ">=6"]');
    expect(problems(gap).join("\n")).toMatch(/no column takes 3/);
    const row = sample.replace('      6: [D, DD, DD, DD, DD AF, DD AF]\n', '');
    expect(problems(row).join('\n')).toMatch(/die roll 6 has no row: the charge line/);
    const code = sample.replace('1: [AA, AA, A, A, NE, D]', '1: [AA, AA, A, A, NE, Q]');
    expect(problems(code).join('\n')).toMatch(/unknown result code "Q"/);
  });

  it('5.0: columns out of order are one problem, said so, not gaps and overlaps; a column given twice is named', () => {
    const swapped = problems(sample.replace('columns: ["<=1", "2", "3", "4", "5", ">=6"]', 'columns: ["<=1", "3", "2", "4", "5", ">=6"]'));
    expect(swapped).toEqual(['error: battle.yaml:52:27: column "2" comes after column "3": columns go from lowest to highest']);
    const twice = problems(sample.replace('columns: ["<=1", "2", "3", "4", "5", ">=6"]', 'columns: ["<=1", "2", "4", "4", "5", ">=6"]'));
    expect(twice).toEqual(['error: battle.yaml:52:27: no column takes 3: a gap between columns "2" and "4"', 'error: battle.yaml:52:32: column "4" is given twice']);
  });

  it('4.4: two combat units in one hex are one problem, at the second, naming the first', () => {
    const crowded = problems(sample.replace('hex: "0608"', 'hex: "0808"'));
    expect(crowded).toEqual(['error: battle.yaml:29:130: Savelli shares hex 0808 with Baldiron: one infantry or cavalry unit a hex (4.4)']);
  });

  it('2.2: a hex that is no XXYY number says what one is, three digits allowed', () => {
    expect(problems(sample.replace('hex: "0608"', 'hex: "0799x"'))).toEqual(['error: battle.yaml:28:14: "0799x" is not a hex number: XXYY, column and row from 01, e.g. "0612" (612 reads as 0612)']);
    expect(problems(sample.replace('hex: "0608"', 'hex: "608"'))).toEqual([]);
  });

  it('9.1: a battalion on the map needs its facing, said at the unit; off the map it may have none', () => {
    const faceless = sample.replace('recovery: 4, facing: ne, disordered: { fire: 3, melee: 3, move: 4 }, hex: "0811"', 'recovery: 4, disordered: { fire: 3, melee: 3, move: 4 }, hex: "0811"');
    expect(problems(faceless)).toEqual(['error: battle.yaml:41:9: Blue Brigade: a battalion on the map needs its facing, the vertex its front faces (9.1): facing: one of e, ne, nw, w, sw, se']);
    expect(problems(faceless.replace(', hex: "0811" }', ' }'))).toEqual([]);
  });

  it('9.1: an unknown facing lists the six vertices; a guess is offered for a longer word only', () => {
    const blue = 'recovery: 4, facing: ne, disordered: { fire: 3, melee: 3, move: 4 }, hex: "0811"';
    const said = (facing: string) => problems(sample.replace(blue, blue.replace('facing: ne', `facing: ${facing}`))).join('\n');
    expect(said('n')).toMatch(/unknown facing "n": a battalion faces one of the six vertices, e, ne, nw, w, sw, se \(9\.1\)/);
    expect(said('n')).not.toMatch(/did you mean/);
    expect(said('nee')).toMatch(/unknown facing "nee" \(did you mean "ne"\?\): a battalion faces one of the six vertices, e, ne, nw, w, sw, se \(9\.1\)/);
  });

  it('the first player must be a side; names are unique', () => {
    expect(problems(sample.replace('firstPlayer: Imperialists', 'firstPlayer: Danes')).join('\n')).toMatch(/firstPlayer "Danes" is not a side/);
    expect(problems(sample.replace('name: Savelli', 'name: Baldiron')).join('\n')).toMatch(/duplicate name "Baldiron"/);
  });

  it('a second scenario carries a different CRT', () => {
    const a = scenarioOf(SAMPLE).rules.crt.melee.columns.map((c) => c.text);
    const b = scenarioOf(SMALL).rules.crt.melee.columns.map((c) => c.text);
    expect(a).not.toEqual(b);
  });
});
