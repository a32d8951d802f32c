/**
 * `help` lists every command of every rule set, whatever group it files it under, and lists
 * the REPL's own views (status, morale, leaders) only for a rule set that has them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../src/repl/index.js';
import { presentationFor } from '../../src/rulesets/presentations.js';
import { closeCoresAfterEach, ROOT, tempDir } from './helpers.js';

const track = closeCoresAfterEach();
const SAMPLES: readonly [string, string][] = [
  ['devil-rules', 'first-battle.yaml'],
  ['tilly', 'tilly-figure5.yaml'],
  ['scruby', 'scruby-sample.yaml'],
  ['orders-draft', 'orders-draft-sample.yaml'],
  ['pike-and-shot', 'pike-and-shot-sample.yaml'],
];

describe('help', () => {
  it.each(SAMPLES)('%s: lists every command of the rule set, and only the views it has', (id, file) => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', file), 'utf8'), file, seed: 1, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const listed = runLine(core, 'help')
      .text.split('\n')
      .filter((l) => /^ {2}\S/.test(l))
      .map((l) => l.trim().split(/\s+/)[0]?.split('|')[0]);
    const presentation = presentationFor(id);
    for (const c of presentation.commands) expect(listed, c.name).toContain(c.name);
    for (const view of ['status', 'morale', 'leaders']) {
      expect(listed.includes(view), view).toBe(Object.hasOwn(presentation.views, view));
    }
  });
});
