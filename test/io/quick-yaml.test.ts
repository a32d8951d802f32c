/**
 * The quick reading (js-yaml) must never accept a text that `yaml` reads otherwise: whenever
 * js-yaml gives data, `yaml` (as read-scenario.ts calls it) finds no error and no warning, and
 * gives the same data. Checked over every scenario and fixture in the repository, mutations of
 * the bundled scenarios, and generated lines of YAML punctuation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { quickYamlData } from '../../src/io/quick-yaml.js';
import { readScenarioText } from '../../src/io/read-scenario.js';

const RUNS = Number(process.env.TYW_PROPERTY_RUNS ?? 300);
const root = new URL('../..', import.meta.url).pathname;

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

/** What `yaml` makes of the text, read as read-scenario.ts reads it; undefined when it has anything to say. */
function yamlData(text: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true, strict: true, logLevel: 'silent' });
  if (doc.errors.length > 0 || doc.warnings.length > 0) return undefined;
  return doc.toJS({ maxAliasCount: 100 });
}

/** The property: js-yaml accepts only what `yaml` accepts silently, with the same data. */
function agrees(text: string): void {
  const quick = quickYamlData(text);
  if (quick === undefined) return;
  expect(yamlData(text), text).toEqual(quick);
}

const scenarioTexts = [...yamlFiles(join(root, 'scenarios')), ...yamlFiles(join(root, 'test'))].map((path) => readFileSync(path, 'utf8'));

const mutated = (base: string) =>
  fc
    .tuple(
      fc.nat({ max: base.length }),
      fc.nat({ max: 30 }),
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom(':', ': ', ',:,', '-', '- ', '[', ']', '{', '}', ',', '&a ', '*a', '!!str ', '!x ', '? ', '\t', '\n', '\r', '\n  ', '\n]', '"', "'", '#', ' #', '\n#x', '|', '>', '%', '@', '`', '---\n', '...\n', '0x1F', '1_0', '.inf', '~', 'True', 'yes', '__proto__: 1', '\ufeff'),
        fc.constantFrom('%YAML 1.1\n---\n', '%TAG ! x\n---\n', ' a "b', " a 'b", '\\U00110000', '1e309', '|2', '>1-', ' ---', '\n ---\n', '010', 'on', '12:30', '<<: {a: 1}'),
        fc.constantFrom('\n  #c\n    x', ":'", "-'", '?"', '|+', '>+\n  ', `1${'0'.repeat(210)}e99`),
      ),
    )
    .map(([at, cut, insert]) => base.slice(0, at) + insert + base.slice(at + cut));

describe('quick YAML reading agrees with the full reading', () => {
  it('every scenario and fixture in the repository', () => {
    expect(scenarioTexts.length).toBeGreaterThan(10);
    let read = 0;
    for (const text of scenarioTexts) {
      agrees(text);
      if (quickYamlData(text) !== undefined) read += 1;
    }
    expect(read).toBeGreaterThan(5); // the quick reading is taken, not always refused
  });

  it('mutations of the bundled scenarios', () => {
    const bundled = yamlFiles(join(root, 'scenarios')).map((path) => readFileSync(path, 'utf8'));
    bundled.push(...bundled.map((text) => text.replace(/\n/g, '\r\n'))); // as saved on Windows
    fc.assert(fc.property(fc.constantFrom(...bundled).chain(mutated), agrees), { numRuns: RUNS * 2 });
  });

  it('lines of YAML punctuation and scalars', () => {
    const piece = fc.constantFrom(
      ...['a', 'b', '1', '0', '.', '-', ' ', '  ', ':', ': ', '#', ' #', ',', '[', ']', '{', '}', '"', "'", '\\', '\n', '\n  ', '\t', '?', '!', '&', '*', '|', '>', '~'],
      ...['e', 'x', 'o', '_', '+', 'null', 'true', '%', '@', '\r', '\r\n', 'é', '\u0085', '\u2028', '\ufeff', '---', '...', "''", '<<', '0o7', '!!int ', '!!map '],
      ...['- ', '\n- ', '\n  - ', '\n    ', '\u00a0', '\\n', 'a b', 'x: y', '\n- a: 1', '{a: b}', '[a, b]', '"a"', "'a'", "Tilly's"],
      ...['%YAML 1.1\n---\n', '\\U0010FFFF', '\\U00110000', '1e309', '|2', '>-1', ' ---', '1_000', '0b1'],
    );
    const text = fc.oneof(
      fc.array(piece, { maxLength: 24 }).map((parts) => `k: ${parts.join('')}\nm: [1, x]\n`),
      fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
    );
    fc.assert(fc.property(text, agrees), { numRuns: RUNS * 4 });
  });

  it('js-yaml refuses what the full reading must tell: duplicate keys, aliases, unknown tags, complex keys, a second document', () => {
    const refused = ['a: 1\na: 2', '1: a\n"1": b', 'a: &x 1\nb: *x', 'a: !foo x', '[a]: 1', '? [a]\n: 1', 'a: 1\n---\nb: 2', '__proto__: 1', '- a', 'just text'];
    // and where js-yaml is more lenient than yaml, found by these tests
    refused.push('k:\n- \'\'x: 1\n', 'k: \n  : \nm: 1\n', '~: 1', 'k: {~}', 'a: {b: 1,:, c: 2}', 'k:\n#a\n    ab\nm: 1\n', 'k: [a]x', '... x: y', 'k: "a\\\r\n b"', 'a: 1\rb: 2');
    // and found by review: a directive, a quote inside a plain scalar hiding the next lines,
    // an escape past U+10FFFF, numbers past a double, an indentation indicator, an indented
    // document marker, a key longer than yaml allows
    refused.push('%YAML 1.1\n---\nk: on\n', '%FOO bar\n---\nk: 1\n', 'k: a "b\n~: 1\nm: c"\n', 'k: x "y\nl:\n- \'\'x: 1\nm: z"\n');
    refused.push('p:\n  k:\n  #c\n    x\n  w: 2\n', "k: [a:'b, ~: c']", "msg: [it's:'quoted, null: x']", 'k:\n  j: |+\n  ', `k: 1${'0'.repeat(210)}e99`);
    // and found by a later run of the property test: an empty key straight before a collection
    refused.push('k: [:{a: b}]', 'k: [:[a]]', 'k: {:{a: b}}');
    refused.push('title: "Mill \\U00110000"', 'title: 1e309', '1e309: a\nInfinity: b', 'k: |2\n    x\n    \nm: 1\n', ' ---\n  x: y\n', `${'k'.repeat(1100)}: 1`);
    for (const text of refused) {
      expect(quickYamlData(text), text).toBeUndefined();
    }
  });

  it('a line over 1024 characters goes to the full reading, wherever it is: first, last, or before a CR', () => {
    const long = (n: number) => `t: ${'x'.repeat(n - 3)}`; // a line of n characters
    for (const text of [`${long(1025)}\nm: 1\n`, `m: 1\n${long(1025)}`, `m: 1\r\n${long(1024)}\r\nk: 2\r\n`]) {
      expect(quickYamlData(text), `${text.length} characters`).toBeUndefined();
    }
    for (const text of [`${long(1024)}\nm: 1\n`, `m: 1\n${long(1024)}`, `m: 1\r\n${long(1023)}\r\nk: 2\r\n`]) {
      expect(quickYamlData(text), `${text.length} characters`).toBeDefined();
    }
  });
});

describe('a scenario read quickly is the scenario read in full', () => {
  it('a scenario its rule set warns about is read in full, its warnings placed', () => {
    const text = readFileSync(join(root, 'scenarios', 'first-battle.yaml'), 'utf8');
    expect(quickYamlData(text)).toBeDefined();
    // Missiles on a brigade are ignored, with a warning.
    const warned = readScenarioText(text.replace('type: swedish-brigade, bases: 6 }', 'type: swedish-brigade, bases: 6, missiles: true }'), 'w.yaml');
    expect(warned.warnings.length, 'the edit should draw a warning').toBeGreaterThan(0);
    for (const warning of warned.warnings) expect(warning).toMatch(/^w\.yaml:\d+:\d+: /);
  });

  it('the same scenario, warnings and text, whichever reading is taken', () => {
    for (const name of readdirSync(join(root, 'scenarios')).filter((n) => n.endsWith('.yaml'))) {
      const text = readFileSync(join(root, 'scenarios', name), 'utf8');
      expect(quickYamlData(text), name).toBeDefined();
      // The word __proto__, even in a comment, sends the text down the full reading only.
      const forcedFull = `${text}\n# __proto__\n`;
      expect(quickYamlData(forcedFull)).toBeUndefined();
      const full = readScenarioText(forcedFull, name);
      const quick = readScenarioText(text, name);
      expect(quick.scenario).toEqual(full.scenario);
      expect(quick.warnings).toEqual(full.warnings);
      expect(quick.rulesetId).toBe(full.rulesetId);
    }
  });
});
