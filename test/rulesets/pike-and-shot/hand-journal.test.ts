/**
 * Seed 004, 7.4: a casualty check's dice typed by hand, as the journal keeps them. A first die
 * of 1 to 4 now ends the check, so a journal records that die alone; a journal written before
 * 0.6.0 recorded both dice of every check (the second as die 2 of a pool of 2), and still replays.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { rechained } from '../../journal-chain.js';
import { rebuildJournal } from '../../../src/io/rebuild.js';
import { closeCore, coreFromText, runLine } from '../../../src/repl/index.js';
import { journalLines, tempDir } from '../../repl/helpers.js';
import { SAMPLE } from './fixtures.js';

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const o of opened.splice(0)) o.close();
});

/** The sample in play with a journal; Isolani's Croats (A5) next to the Finnish Horse (B3) and Horn, in the Imperial combat phase. */
function croatsAtHorse(): { core: ReturnType<typeof coreFromText>; journal: string } {
  const dir = tempDir('tyw-ps-');
  const journal = `${dir}/battle.tyw.jsonl`;
  const core = coreFromText({ text: readFileSync(SAMPLE, 'utf8'), file: 'scenarios/pike-and-shot-sample.yaml', seed: 5, journal });
  opened.push({ close: () => (closeCore(core), rmSync(dir, { recursive: true, force: true })) });
  for (const line of ['place B3 0509', 'place BL2 0509', 'place A5 0609', 'next']) expect(runLine(core, line).outcome.kind).not.toBe('refused');
  return { core, journal };
}


describe('7.4 casualty checks typed by hand, in the journal', () => {
  it('7.4: a first die of 1 to 4 is journaled alone, and the journal replays', () => {
    const { core, journal } = croatsAtHorse();
    expect(runLine(core, 'melee A5 at B3 --rolls 2,2,3,4').text).toContain('Horn is unhurt (first die 4: no second die can make 11; 7.4, he joined the melee).');
    const last = journalLines(journal).at(-1) as { rolls: { label: string; value: number }[] };
    expect(last.rolls.filter((r) => r.label === 'casualty check: Horn').map((r) => r.value)).toEqual([4]);
    expect(rebuildJournal(journal, 'battle.tyw.jsonl').session.entries).toHaveLength(5);
  });

  it('7.4: a line written before 0.6.0, with both dice of the check typed at the prompts, still replays', () => {
    const { core, journal } = croatsAtHorse();
    expect(runLine(core, 'melee A5 at B3 --rolls 2,2,3,4').outcome.kind).not.toBe('refused');
    // The older line: the dice typed at the prompts (not --rolls), both dice of Horn's check recorded as a pool of two.
    const lines = readFileSync(journal, 'utf8').split('\n').filter((l) => l !== '');
    const record = JSON.parse(lines.at(-1) as string) as { text: string; hand: boolean; rolls: { sides: number; value: number; label: string; pool?: { die: number; of: number } }[] };
    record.text = 'melee A5 at B3';
    record.hand = true;
    const combat = record.rolls.filter((r) => !r.label.startsWith('casualty check'));
    record.rolls = [...combat, { sides: 6, value: 4, label: 'casualty check: Horn', pool: { die: 1, of: 2 } }, { sides: 6, value: 1, label: 'casualty check: Horn', pool: { die: 2, of: 2 } }];
    const header = { ...(JSON.parse(lines[0] as string) as Record<string, unknown>), tool: 'tyw 0.5.0' };
    writeFileSync(journal, rechained([JSON.stringify(header), ...lines.slice(1, -1), JSON.stringify(record)].join('\n')));
    const rebuilt = rebuildJournal(journal, 'battle.tyw.jsonl');
    expect(rebuilt.session.entries.at(-1)?.rolls.map((r) => r.value)).toEqual([2, 2, 3, 4, 1]);
    expect(rebuilt.session.entries.at(-1)?.results.map((r) => r.result).join(' ')).toContain('Horn is unhurt (rolled 4+1 = 5; he falls on 11 or 12, 7.4; he joined the melee).');
    // Written by 0.6.0, the same list has a die too many: a live list is read one way only.
    writeFileSync(journal, rechained([lines[0] as string, ...lines.slice(1, -1), JSON.stringify(record)].join('\n')));
    expect(() => rebuildJournal(journal, 'battle.tyw.jsonl')).toThrow(/this command needs 4 values with --rolls, 5 given: tyw does not ask for the die "casualty check: Horn"/);
  });
});
