/**
 * Names are typed at the table with no care for case, accents, apostrophes or spaces, so two
 * names that differ only in those could never be told apart: every rule set's check refuses the
 * second, a side's name or a unit's, and says why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { UserError } from '../../src/engine/errors.js';
import { readScenarioText } from '../../src/io/read-scenario.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SCENARIOS = readdirSync(join(ROOT, 'scenarios')).filter((f) => f.endsWith('.yaml'));

/** The first vowel given an accent: "Swedes" → "Swédes". */
const accented = (name: string) => name.replace(/[aeiou]/, (v) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[v] ?? v);

function problems(text: string, file: string): string {
  try {
    readScenarioText(text, file);
    return 'valid';
  } catch (error) {
    if (error instanceof UserError) return error.format();
    throw error;
  }
}

describe.each(SCENARIOS)('%s: look-alike names are refused', (file) => {
  const text = readFileSync(join(ROOT, 'scenarios', file), 'utf8');
  const sides = (parse(text) as { sides: { name: string }[] }).sides;
  const [first, second] = sides.map((s) => s.name) as [string, string];

  it('the bundled scenario itself is valid', () => {
    expect(problems(text, file)).toBe('valid');
  });

  it('a second side named as the first with an accent', () => {
    const twin = text.replace(new RegExp(`(name: *)${second}\\b`), `$1${accented(first)}`);
    expect(twin).not.toBe(text);
    expect(problems(twin, file)).toContain(`the sides "${first}" and "${accented(first)}" could not be told apart`);
  });

  it('a unit named as another with an accent', () => {
    // The first two units written as flow mappings (without count:, which numbers its names): the second takes the first's name, accented.
    const [one, two] = [...text.matchAll(/\{ *name: *([^,}]+?) *,([^}]*)\}/g)].filter((m) => !m[2]?.includes('count:'));
    if (!one?.[1] || !two?.[1] || two.index === undefined) throw new Error(`${file}: two units written as { name: … } were expected`);
    const at = two.index + two[0].indexOf(two[1]);
    const twin = `${text.slice(0, at)}${accented(one[1])}${text.slice(at + two[1].length)}`;
    expect(problems(twin, file)).toContain(`duplicate name "${accented(one[1])}": players could not tell it from "${one[1]}"`);
  });
});
