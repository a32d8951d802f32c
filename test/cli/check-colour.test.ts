/** `tyw check` at a colour terminal: bold side names, and no colour that means nothing (borders). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../src/cli/commands/check.js';
import { buildScrubyScenario, summarizeScruby } from '../../src/rulesets/scruby/scenario.js';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../repl/helpers.js';

describe('tyw check in colour', () => {
  it('draws the table without coloured borders; only the side names are bold', async () => {
    const built = buildScrubyScenario(parseYaml(readFileSync(join(ROOT, 'scenarios', 'scruby-sample.yaml'), 'utf8')));
    if (!built.ok) throw new Error(JSON.stringify(built.error));
    const text = (await checkText(summarizeScruby(built.value.scenario, []), 'Scruby', true)).join('\n');
    const codes = new Set(text.match(/\x1b\[[0-9;]*m/g) ?? []);
    expect([...codes].sort()).toEqual(['\x1b[1m', '\x1b[22m']);
  });
});
