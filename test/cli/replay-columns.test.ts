/** `replay`'s final state: columns line up as the reader sees them, even for names with control characters (older journals). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standingAt, summaryLines } from '../../src/cli/commands/replay.js';
import { visible } from '../../src/present/visible.js';
import { coreFromText } from '../../src/repl/index.js';
import { closeCoresAfterEach, FIRST_BATTLE, ROOT, tempDir } from '../repl/helpers.js';

const track = closeCoresAfterEach();

describe('replay final state', () => {
  it('pads a name to its shown width, so a name with control characters keeps the columns', () => {
    const dir = tempDir('tyw-columns-');
    const { core } = track({ core: coreFromText({ text: readFileSync(FIRST_BATTLE, 'utf8'), file: 'first-battle.yaml', seed: 1, journal: join(dir, 'b.jsonl') }), dir });
    const standing = standingAt('devil-rules', core.state);
    if (!standing) throw new Error('no standing');
    const odd = { ...standing, units: standing.units.map((u, i) => (i === 0 ? { ...u, name: 'Cro\x1b[31mats\u202e' } : u)) };
    // As printed: the output makes control characters visible.
    const rows = summaryLines(odd, 1).map((l) => visible(l)).filter((l) => /^ {4}[AD]\d /.test(l));
    const typeColumn = (row: string, type: string) => row.lastIndexOf(`${type}  `);
    const starts = rows.map((row, i) => typeColumn(row, odd.units[i]!.type));
    expect(new Set(starts).size, rows.join('\n')).toBe(1);
  });
});

describe('a turn in the rule set\'s own word', () => {
  it('Scruby\'s replay and report head each game move as the game does', async () => {
    const { storyBlocks } = await import('../../src/cli/commands/report-story.js');
    const dir = tempDir('tyw-turnword-');
    const file = join(ROOT, 'scenarios', 'scruby-sample.yaml');
    const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 1, journal: join(dir, 'b.jsonl') }), dir });
    const standing = standingAt('scruby', core.state);
    if (!standing) throw new Error('no standing');
    expect(summaryLines(standing, 1)[0]).toMatch(/^Game move 1, step: /);
    expect(JSON.stringify(storyBlocks([{ turn: 2, commands: [] }], true, standing.terms))).toContain('"Game move 2 "');
    const { moraleChart } = await import('../../src/cli/commands/report-view.js');
    expect(moraleChart([], standing.terms, 1).caption).toMatch(/at the end of each game move$/);
    // Rule sets without a word of their own say Turn.
    expect(JSON.stringify(storyBlocks([{ turn: 2, commands: [] }], false))).toContain('"Turn 2"');
  });
});

describe('replay final state on a narrow terminal', () => {
  it('stacks every unit as a record when its row is wider than the terminal, and keeps the rows at 100 columns', async () => {
    const { makePaint } = await import('../../src/present/paint.js');
    const dir = tempDir('tyw-narrow-');
    const { core } = track({ core: coreFromText({ text: readFileSync(FIRST_BATTLE, 'utf8'), file: 'first-battle.yaml', seed: 1, journal: join(dir, 'b.jsonl') }), dir });
    const standing = standingAt('devil-rules', core.state);
    if (!standing) throw new Error('no standing');
    const narrow = summaryLines(standing, 1, makePaint(false, 60, 60));
    expect(narrow.filter((l) => l.length > 60)).toEqual([]);
    expect(narrow.join('\n')).toMatch(/^ {4}A1 {2}Blue Brigade\n {8}type: Swedish brigade; bases: 6\/6; status: OK$/m);
    const wide = summaryLines(standing, 1, makePaint(false, 100, 100));
    expect(wide.join('\n')).toMatch(/^ {4}A1 {3}Blue Brigade {2,}Swedish brigade {2,}6\/6 {2}OK$/m);
    // Without a terminal (a pipe, a file), the rows as ever.
    expect(summaryLines(standing, 1)).toEqual(wide);
  });
});
