import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCommand, checkJson } from '../../src/cli/commands/check.js';
import { keyWords as label } from '../../src/present/words.js';
import { JSON_SCHEMA_DRAFT, scenarioJsonSchema, scenarioJsonSchemaText, schemaCommand } from '../../src/cli/commands/schema.js';
import { memoryOutput } from '../../src/cli/output.js';
import { UserError } from '../../src/engine/errors.js';
import { RULESET_IDS } from '../../src/rulesets/index.js';

const ROOT = resolve(import.meta.dirname, '../..');

async function check(file: string, json: boolean, cwd = ROOT, color = false) {
  const out = memoryOutput(color);
  await checkCommand({ file, json, cwd }, out);
  return out;
}

describe('tyw check', () => {
  it('draws one table a side, one under the other, when the two side by side are wider than the terminal', async () => {
    const at = async (columns: number | undefined) => {
      const out = memoryOutput(false);
      await checkCommand({ file: 'scenarios/pike-and-shot-sample.yaml', json: false, cwd: ROOT, columns }, out);
      return out.stdout.join('\n').split('\n');
    };
    const wide = await at(undefined);
    expect(Math.max(...wide.map((l) => l.length))).toBeGreaterThan(80);
    for (const columns of [80, 60]) {
      const narrow = await at(columns);
      expect(Math.max(...narrow.map((l) => l.length)), `${columns} columns`).toBeLessThanOrEqual(columns);
      // Nothing is lost: every unit of both sides is still listed, each side under its own heading.
      for (const name of ["Cronberg's Harquebusiers (harquebusiers)", 'Swedish Heavy Guns (artillery)']) expect(narrow.some((l) => l.includes(name))).toBe(true);
      expect(narrow.filter((l) => /│ +│ (Imperialists|Swedes) +│/.test(l))).toHaveLength(2);
    }
    expect(await at(200)).toEqual(wide);
  });

  it('at a 60- or 45-column terminal wraps the cells of a side\'s table and the title, so no line of any bundled scenario is wider', async () => {
    const at = async (file: string, columns: number | undefined) => {
      const out = memoryOutput(false);
      await checkCommand({ file: `scenarios/${file}`, json: false, cwd: ROOT, columns }, out);
      return out.stdout.join('\n').split('\n');
    };
    for (const file of ['first-battle.yaml', 'lech-1632.yaml', 'scruby-sample.yaml', 'orders-draft-sample.yaml', 'tilly-figure5.yaml', 'pike-and-shot-sample.yaml']) {
      for (const columns of [60, 45]) {
        const narrow = await at(file, columns);
        expect(narrow.filter((l) => l.length > columns), `${file} at ${columns} columns`).toEqual([]);
      }
    }
    // A regiment's entry breaks between words, its later line two columns in.
    const orders = (await at('orders-draft-sample.yaml', 60)).join('\n');
    expect(orders).toMatch(/│ regiment list │ First Regiment: Colonel Morse, general +│\n│ +│ {3}8, 3 units +│/);
    // The title breaks between words too; in a pipe it stays one line.
    const tilly = await at('tilly-figure5.yaml', 60);
    expect(tilly.slice(0, 2)).toEqual(['Figure 5: a cavalry-heavy army against an infantry-heavy', '  army']);
    expect((await at('tilly-figure5.yaml', undefined))[0]).toBe('Figure 5: a cavalry-heavy army against an infantry-heavy army');
  });

  it('reads the scenario from standard input for "-", naming it stdin in its messages', async () => {
    const { ensureBuilt, tyw } = await import('../repl/helpers.js');
    ensureBuilt();
    const piped = tyw(['check', '-'], readFileSync(resolve(ROOT, 'scenarios', 'first-battle.yaml'), 'utf8'));
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout).toMatch(/^The Fight at Eichenried Mill, autumn 1631\n/);
    const bad = tyw(['check', '-'], 'foo: [\n');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^error: stdin:2:1: not valid YAML/);
  }, 60_000);

  it('tells a file on standard input what it tells the same file named: UTF-16, too large', async () => {
    const { ensureBuilt } = await import('../repl/helpers.js');
    const { spawnSync } = await import('node:child_process');
    ensureBuilt();
    const piped = (input: Buffer) => spawnSync(process.execPath, [resolve(ROOT, 'bin/tyw.js'), 'check', '-'], { cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 });
    const utf16 = piped(Buffer.from(`\ufeff${readFileSync(resolve(ROOT, 'scenarios', 'first-battle.yaml'), 'utf8')}`, 'utf16le'));
    expect([utf16.status, utf16.stderr]).toEqual([2, 'error: stdin: a text file in UTF-16, not UTF-8 (save it as UTF-8)\n']);
    const big = piped(Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect([big.status, big.stderr]).toEqual([2, 'error: stdin: the file is too large for a scenario (1,025 KB; the limit is 1,024 KB)\n']);
  }, 60_000);

  it("Tilly's \"Army Morale\" line breaks between words at an 80-column terminal, and stays one line in a pipe", async () => {
    const at = async (columns: number | undefined) => {
      const out = memoryOutput(false);
      await checkCommand({ file: 'scenarios/tilly-figure5.yaml', json: false, cwd: ROOT, columns }, out);
      return out.stdout.join('\n').split('\n');
    };
    const piped = await at(undefined);
    const whole = piped.find((l) => l.startsWith('army morale: '));
    expect(whole?.length).toBeGreaterThan(80);
    const narrow = await at(80);
    expect(Math.max(...narrow.map((l) => l.length))).toBeLessThanOrEqual(80);
    const from = narrow.findIndex((l) => l.startsWith('army morale: '));
    expect(narrow[from + 1]).toMatch(/^ {2}\S/); // its later line hangs two columns in
    expect([narrow[from], narrow[from + 1]?.trim()].join(' ')).toBe(whole);
  });

  it('prints one JSON object for the bundled first battle', async () => {
    const out = await check('scenarios/first-battle.yaml', true);
    expect(out.stderr).toEqual([]);
    expect(out.stdout).toHaveLength(1);
    const summary = JSON.parse(out.stdout[0]!);
    expect(Object.keys(summary)).toEqual(['ruleset', 'title', 'sides', 'warnings']);
    expect(summary).toMatchObject({ ruleset: 'devil-rules', title: 'The Fight at Eichenried Mill, autumn 1631', warnings: [] });
    expect(summary.sides).toEqual([
      { name: 'Swedes', role: 'attacker', rating: 'average', units: 5, leaders: 3, bases: 13, computedBreakPoint: 13, breakPoint: 13, unitsUnderStandingOrders: 5 },
      { name: 'Imperialists', role: 'defender', rating: 'average', units: 5, leaders: 3, bases: 12, computedBreakPoint: 13, breakPoint: 13, unitsUnderStandingOrders: 5 },
    ]);
  });

  it('prints the Lech example with its count expansion, poor rating and camp', async () => {
    const out = await check('scenarios/lech-1632.yaml', true);
    expect(JSON.parse(out.stdout[0]!)).toEqual({
      ruleset: 'devil-rules',
      title: 'An encounter on the Lech, 1632',
      sides: [
        { name: 'Swedes', role: 'attacker', rating: 'average', units: 15, leaders: 3, bases: 34, computedBreakPoint: 34, breakPoint: 34, unitsUnderStandingOrders: 15 },
        { name: 'Imperialists', role: 'defender', rating: 'poor', units: 10, leaders: 3, bases: 28, computedBreakPoint: 22, breakPoint: 22, unitsUnderStandingOrders: 10 },
      ],
      warnings: [],
    });
  });

  it('prints a short human summary, one table with a column per side, and no colour by default', async () => {
    const out = await check('scenarios/first-battle.yaml', false);
    const text = out.stdout.join('\n');
    const lines = text.split('\n');
    expect(lines[0]).toBe('The Fight at Eichenried Mill, autumn 1631');
    expect(lines[1]).toBe('rule set: While the Devil Rules (devil-rules)');
    for (const row of ['Swedes', 'Imperialists', 'role', 'attacker', 'rating', 'units', 'leaders', 'bases', 'computed break point', 'break point']) {
      expect(text).toContain(row);
    }
    expect(text).toMatch(/│ bases\s+│ 13\s+│ 12\s+│/);
    expect(text).toMatch(/│\s+│ Swedes\s+│ Imperialists │/);
    expect(text).not.toContain('\x1b[');
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(60);
    expect(lines.at(-1)).toBe('The scenario is valid.');
    expect(out.stderr).toEqual([]);
  });

  it('words a switch (a house rule) as on or off, where --json keeps true and false', async () => {
    const text = (await check('scenarios/tilly-figure5.yaml', false)).stdout.join('\n');
    expect(text).toMatch(/^variable morale: off$/m);
    expect(text).not.toMatch(/: (?:true|false)$/m);
    const json = JSON.parse((await check('scenarios/tilly-figure5.yaml', true)).stdout.join('\n')) as { variableMorale?: unknown };
    expect(json.variableMorale).toBe(false);
  });

  it('uses colour only when allowed', async () => {
    const out = await check('scenarios/first-battle.yaml', false, ROOT, true);
    expect(out.stdout.join('\n')).toContain('\x1b[');
  });

  it('sends warnings to stderr as "warning: file:line:col: …", and keeps them in the JSON', async () => {
    const out = await check('test/fixtures/good/warnings.yaml', false);
    expect(out.stderr).toEqual([
      'warning: test/fixtures/good/warnings.yaml:7:17: stated break point 30 differs from the computed 9; using 30',
      'warning: test/fixtures/good/warnings.yaml:11:15: wing leader "Idle Colonel" commands no units',
      'warning: test/fixtures/good/warnings.yaml:14:65: cuirassier units usually have 2 bases, not 3',
      'warning: test/fixtures/good/warnings.yaml:14:78: missiles only matters for militia and reiter units; ignored for cuirassier',
    ]);
    expect(out.stdout.join('\n').split('\n').at(-1)).toBe('The scenario is valid, with 4 warnings.');
    const json = await check('test/fixtures/good/warnings.yaml', true);
    expect(json.stderr).toEqual([]);
    const summary = JSON.parse(json.stdout[0]!);
    expect(summary.warnings).toHaveLength(4);
    expect(summary.sides[0]).toMatchObject({ rating: 'good', computedBreakPoint: 9, breakPoint: 30 });
  });

  it('resolves relative paths against cwd, and names the file as given', async () => {
    const out = await check('first-battle.yaml', true, resolve(ROOT, 'scenarios'));
    expect(JSON.parse(out.stdout[0]!).title).toBe('The Fight at Eichenried Mill, autumn 1631');
    await expect(check('nope.yaml', true, resolve(ROOT, 'scenarios'))).rejects.toThrow(UserError);
    await check('nope.yaml', true).catch((error: UserError) => expect(error.format()).toBe('error: nope.yaml: no such file'));
  });

  it('throws a UserError with the position for a bad scenario', async () => {
    const error = await check('test/fixtures/bad/bonus-three.yaml', true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).format()).toBe('error: test/fixtures/bad/bonus-three.yaml:9:16: bonus must be an integer from -2 to 2, not 3');
  });

  it('merges a rule set\'s extra fields at the top level, after the common ones', () => {
    const json = checkJson({ ruleset: 'x', title: 't', sides: [], warnings: [], extra: { points: 12, title: 'ignored' } });
    expect(json).toEqual({ ruleset: 'x', title: 't', sides: [], warnings: [], points: 12 });
    expect(Object.keys(json)).toEqual(['ruleset', 'title', 'sides', 'warnings', 'points']);
  });

  it('gives every rule set\'s fields as camelCase keys, lists as arrays (the table\'s words are for the terminal)', async () => {
    const keys = (value: unknown): string[] =>
      Array.isArray(value) ? value.flatMap(keys) : typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)]) : [];
    for (const scenario of ['first-battle', 'tilly-figure5', 'scruby-sample', 'orders-draft-sample', 'pike-and-shot-sample']) {
      const json = JSON.parse((await check(`scenarios/${scenario}.yaml`, true)).stdout.join('\n')) as { sides: Record<string, unknown>[] };
      for (const key of keys(json)) expect(key, scenario).toMatch(/^[a-z][A-Za-z0-9]*$/);
      // No field holds several lines to be split by its reader.
      for (const side of json.sides) for (const value of Object.values(side)) if (typeof value === 'string') expect(value, scenario).not.toContain('\n');
    }
    const ps = JSON.parse((await check('scenarios/pike-and-shot-sample.yaml', true)).stdout.join('\n')) as { sides: { unitList: string[] }[]; terrain: string[] };
    expect(ps.sides[0]?.unitList[0]).toBe('Baldiron (tercio)');
    expect(ps.terrain).toContain('woods');
  });

  it('labels camelCase keys in words', () => {
    expect(label('computedBreakPoint')).toBe('computed break point');
    expect(label('units')).toBe('units');
  });
});

describe('tyw schema', () => {
  it('prints a draft 2020-12 JSON Schema with one branch per rule set', () => {
    const out = memoryOutput();
    schemaCommand(out);
    expect(out.stdout).toHaveLength(1);
    const schema = JSON.parse(out.stdout[0]!);
    expect(schema.$schema).toBe(JSON_SCHEMA_DRAFT);
    expect(schema.title).toBe('tyw scenario');
    expect(schema.properties.ruleset.enum).toEqual(RULESET_IDS);
    expect(schema.oneOf).toHaveLength(RULESET_IDS.length);
    const devil = schema.oneOf[0];
    expect(devil.properties.ruleset.const).toBe('devil-rules');
    expect(devil.additionalProperties).toBe(false);
    expect(devil.required).toEqual(['ruleset', 'title', 'sides']);
    const unit = devil.properties.sides.items.properties.leaders.items.properties.units.items;
    expect(unit.properties.type.enum).toContain('lancers');
    expect(unit.properties.bases).toMatchObject({ type: 'integer', minimum: 1, maximum: 12 });
    expect(unit.required).toEqual(['name', 'type', 'bases']);
  });

  it('describes every field, so editors can show help', () => {
    const missing: string[] = [];
    const walk = (node: any, path: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries<any>(node.properties ?? {})) {
        if (!value.description) missing.push(`${path}.${key}`);
        walk(value, `${path}.${key}`);
      }
      if (node.items) walk(node.items, `${path}[]`);
      for (const branch of node.oneOf ?? []) walk(branch, path);
    };
    walk(scenarioJsonSchema(), '$');
    expect(missing).toEqual([]);
  });

  it('matches the committed docs/scenario.schema.json (regenerate it with `tyw schema` if this fails)', () => {
    const committed = readFileSync(resolve(ROOT, 'docs/scenario.schema.json'), 'utf8');
    expect(committed).toBe(`${scenarioJsonSchemaText()}\n`);
  });

  it('is what the bundled scenarios point their editors at', () => {
    for (const file of ['scenarios/first-battle.yaml', 'scenarios/lech-1632.yaml']) {
      expect(readFileSync(resolve(ROOT, file), 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=../docs/scenario.schema.json');
    }
  });
});
