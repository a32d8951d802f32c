/**
 * What may import what (docs/architecture.md, "Folders, and what may import what"), read
 * from the sources: the rules and their presentation are pure, a rule set is reached only
 * through the registries, and nothing under src/repl is named after a rule set.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../../src/rulesets/index.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

interface Import {
  readonly from: string;
  /** A path under src/ for a relative import, or the package name. */
  readonly target: string;
}

const sources = files(SRC).map((path) => {
  const text = readFileSync(path, 'utf8');
  const imports: Import[] = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s(?:[^;'"]*?from\s+)?'([^']+)'/g)].map((m) => {
    const spec = m[1] as string;
    const target = spec.startsWith('.') ? relative(SRC, resolve(dirname(path), spec)).replace(/\.js$/, '.ts') : spec;
    return { from: relative(SRC, path), target };
  });
  const lazy = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => ({ from: relative(SRC, path), target: relative(SRC, resolve(dirname(path), m[1] as string)).replace(/\.js$/, '.ts') }));
  return { path: relative(SRC, path), imports: [...imports, ...lazy] };
});

const under = (path: string, ...folders: string[]) => folders.some((f) => path === f || path.startsWith(`${f}/`));
/** The drawing half of src/present: it knows terminals and markup. */
const RENDERERS = ['present/paint.ts', 'present/terminal.ts', 'present/terminal-table.ts', 'present/fit-prose.ts', 'present/html.ts', 'present/html-page.ts', 'present/svg.ts', 'present/chart-text.ts', 'present/json.ts', 'present/markdown.ts'];
/** A rule set's folder under src/rulesets (`devil` holds `devil-rules`): one per registered rule set. */
const FOLDERS = readdirSync(join(SRC, 'rulesets'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `rulesets/${e.name}`);
const isRulesetFolder = (target: string) => FOLDERS.some((f) => under(target, f));

function offending(test: (from: string, target: string) => boolean): string[] {
  return sources.flatMap((s) => s.imports.filter((i) => test(i.from, i.target)).map((i) => `${i.from} imports ${i.target}`));
}

describe('what may import what', () => {
  it('the rules and their presentation are pure: no Node module, no terminal library, no renderer, no REPL, CLI or I/O', () => {
    const pure = (from: string) => under(from, 'engine', 'dice', 'rulesets');
    expect(
      offending((from, target) => pure(from) && (target.startsWith('node:') || ['chalk', 'cli-table3', '@inquirer/prompts'].includes(target) || RENDERERS.includes(target) || under(target, 'repl', 'cli', 'io'))),
    ).toEqual([]);
  });

  it('each rule set imports only the engine, the dice, the model side of src/present, its own folder and zod/mini', () => {
    const MODEL_SIDE = new Set(['model', 'build', 'words', 'preview', 'guide', 'standing', 'ruleset', 'complete', 'generic', 'status-refusal'].map((f) => `present/${f}.ts`));
    expect(FOLDERS).toHaveLength(RULESET_IDS.length);
    for (const folder of FOLDERS) expect(sources.some((s) => s.path === `${folder}/presentation.ts`), folder).toBe(true);
    expect(
      offending((from, target) => {
        const folder = FOLDERS.find((f) => under(from, f));
        return folder !== undefined && !(under(target, 'engine', 'dice', folder) || MODEL_SIDE.has(target) || target === 'zod/mini');
      }),
    ).toEqual([]);
  });

  it('the REPL, the CLI, I/O and the board reach a rule set only through the registries in src/rulesets', () => {
    expect(offending((from, target) => under(from, 'repl', 'cli', 'io', 'present', 'board') && isRulesetFolder(target))).toEqual([]);
  });

  it('nothing under src/repl is named after a rule set', () => {
    const named = sources.map((s) => s.path).filter((p) => under(p, 'repl') && RULESET_IDS.some((id) => p.includes(id) || p.includes(id.split('-')[0] as string)));
    expect(named).toEqual([]);
  });

  it('the model and its builders import nothing that draws', () => {
    expect(offending((from, target) => under(from, 'present') && !RENDERERS.includes(from) && (RENDERERS.includes(target) || ['chalk', 'cli-table3'].includes(target)))).toEqual([]);
  });
});
