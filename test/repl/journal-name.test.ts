/** The default journal's name comes from the scenario's file, and a scenario read from a pipe is a "battle". */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultJournalPath, scenarioFileName } from '../../src/repl/open.js';

const dir = mkdtempSync(join(tmpdir(), 'tyw-journal-name-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const now = new Date(2026, 10, 27, 9, 5, 3);

describe('the default journal name', () => {
  it('is the scenario file name and the local time, numbered when taken', () => {
    expect(defaultJournalPath(dir, '/battles/Lützen 1632.yaml', now)).toBe(join(dir, 'Lützen-1632-20261127-090503.tyw.jsonl'));
    writeFileSync(join(dir, 'lech-20261127-090503.tyw.jsonl'), '');
    expect(defaultJournalPath(dir, '/battles/lech.yaml', now)).toBe(join(dir, 'lech-20261127-090503-2.tyw.jsonl'));
  });

  it('calls a scenario read from a pipe or a process substitution a battle, not "63"', () => {
    expect(scenarioFileName('/dev/fd/63')).toBe('battle');
    expect(scenarioFileName('/dev/stdin')).toBe('battle');
    expect(scenarioFileName('/home/gm/lech.yaml')).toBe('lech.yaml');
    expect(defaultJournalPath(dir, '/dev/fd/63', now)).toBe(join(dir, 'battle-20261127-090503.tyw.jsonl'));
  });
});

describe('a journal named in an error', () => {
  it('is named as it was typed, as the scenario is: "journal already exists" says taken.jsonl, not its absolute path', async () => {
    const { openBattle } = await import('../../src/repl/open.js');
    writeFileSync(join(dir, 'taken.jsonl'), '');
    const said = async (journal: string) => {
      try {
        await openBattle({ journal, cwd: dir, seed: '1' } as Parameters<typeof openBattle>[0]);
        return 'opened';
      } catch (error) {
        return (error as { format(): string }).format();
      }
    };
    expect(await said('taken.jsonl')).toBe('error: taken.jsonl: journal already exists; use --resume to continue it, or choose another --journal');
    expect(await said(`./${'taken.jsonl'}`)).toBe('error: ./taken.jsonl: journal already exists; use --resume to continue it, or choose another --journal');
  });
});
