/**
 * Script mode through the real built CLI: `tyw play` with a script on stdin.
 * Golden transcripts live in __golden__/ (update with `npx vitest run -u`).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, FIRST_BATTLE, journalLines, script, tempDir, tyw } from './helpers.js';

let dir: string;
let n = 0;
const journal = () => join(dir, `j${(n += 1)}.tyw.jsonl`);

beforeAll(() => {
  ensureBuilt();
  dir = tempDir();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TURN_ONE = script(
  '# The first turn of the first battle, walked step by step.',
  'initiative',
  'first attacker',
  '',
  'command Ekholm',
  'advance A1 --rough 2',
  'fire A2 at D1 --short',
  'mods fire A3 at D2',
  'done',
  'command DL2',
  'fire D1 at A1 --cover soft',
  'done',
  'status',
  'morale',
  'leaders',
  'log 3',
);

describe('tyw play, script mode', () => {
  it('prints the battle and exits 0 on empty stdin', () => {
    const j = journal();
    const r = tyw(['play', '--seed', '7', '--journal', j], '');
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('The Fight at Eichenried Mill, autumn 1631');
    expect(r.stdout).toMatch(/Swedes: attacker/);
    expect(r.stdout).toMatch(/Imperialists: defender/);
    expect(r.stdout).toContain('Break points: Swedes 13, Imperialists 13.');
    // One line a leader: the opening reads on a 100-column terminal.
    expect(r.stdout).toContain('  leader AL1: Colonel Nils Bergström, army commander, +1\n');
    expect(Math.max(...r.stdout.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(r.stdout).toContain('Ottenbach');
    // Nothing was played: the journal's path was given, but no file is left behind.
    expect(r.stderr).toContain(`Journal: ${j}`);
    expect(r.stderr).toMatch(/no journal was written/);
    expect(existsSync(j)).toBe(false);
  });

  it('creates the journal on the first journaled command, not before', () => {
    const j = journal();
    const views = tyw(['play', '--seed', '7', '--journal', j], script('status', 'morale', 'help', 'quit'));
    expect(views.code).toBe(0);
    expect(existsSync(j)).toBe(false);
    const played = tyw(['play', '--seed', '7', '--journal', j], script('status', 'initiative'));
    expect(played.code).toBe(0);
    expect(journalLines(j).map((l) => l.kind)).toEqual(['header', 'command']);
    expect(played.stderr).toContain(`--resume ${j}`);
  });

  it('writes the journal to ./<scenario>-<timestamp>.tyw.jsonl by default and says so', () => {
    const cwd = tempDir();
    try {
      // Nothing played (as `npm start < /dev/null`): nothing is left in the folder.
      const idle = tyw(['play', FIRST_BATTLE, '--seed', '3'], '', { cwd });
      expect(idle.code).toBe(0);
      expect(idle.stderr).toMatch(/Journal: \.\/first-battle-\d{8}-\d{6}\.tyw\.jsonl/);
      expect(readdirSync(cwd)).toEqual([]);
      const r = tyw(['play', FIRST_BATTLE, '--seed', '3'], script('initiative'), { cwd });
      expect(r.code).toBe(0);
      const files = readdirSync(cwd);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^first-battle-\d{8}-\d{6}\.tyw\.jsonl$/);
      expect(r.stderr).toContain(`./${files[0]}`);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('plays the bundled battle when no scenario is given', () => {
    const r = tyw(['play', '--seed', '1', '--journal', journal()], script('status D1'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Ottenbach's Tercio (D1)");
  });

  it('walks the first turn (golden)', async () => {
    const r = tyw(['play', '--seed', '7', '--journal', journal()], TURN_ONE);
    expect(r.stderr).not.toMatch(/^error/m);
    expect(r.code).toBe(0);
    await expect(r.stdout).toMatchFileSnapshot('__golden__/turn-one.txt');
  });

  it('plays a whole battle to an army break (golden)', async () => {
    const j = journal();
    const r = tyw(['play', '--seed', '7', '--journal', j], readFileSync(join(import.meta.dirname, 'scripts', 'first-battle-seed7.txt'), 'utf8'));
    expect(r.stderr).not.toMatch(/^error/m);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^== Turn \d+ \| Battle over \| .* win \|/m);
    expect(r.stdout).toMatch(/break with \d+ points against a break point of \d+/);
    await expect(r.stdout).toMatchFileSnapshot('__golden__/first-battle-seed7.txt');
    // The live transcript is reproducible from the journal alone.
    const replayed = tyw(['play', '--resume', j, '--json'], script('morale'));
    expect(replayed.code).toBe(0);
    const morale = JSON.parse(replayed.stdout.trim().split('\n').at(-1) ?? '{}') as { sides: { broken: boolean }[] };
    expect(morale.sides.some((side) => side.broken)).toBe(true);
  });

  it('prints one JSON object per line with --json', async () => {
    const r = tyw(['play', '--seed', '7', '--json', '--journal', journal()], TURN_ONE);
    expect(r.code).toBe(0);
    const objects = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { kind: string });
    expect(objects[0]?.kind).toBe('battle');
    expect(objects.some((o) => o.kind === 'result')).toBe(true);
    await expect(r.stdout).toMatchFileSnapshot('__golden__/turn-one.jsonl');
  });

  it('stops at the first invalid line with exit 2, keeping everything before it', () => {
    const j = journal();
    const r = tyw(['play', '--seed', '7', '--journal', j], script('initiative', '# fine so far', '', 'command Ekholm', 'first attacker', 'next'));
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(/^error: stdin:4:1: .+/);
    expect(r.stdout).not.toContain('> first attacker');
    const commands = journalLines(j).filter((l) => l.kind === 'command');
    expect(commands.map((c) => c.text)).toEqual(['initiative']);
  });

  it('treats an unknown word as an invalid line', () => {
    const r = tyw(['play', '--seed', '7', '--journal', journal()], script('status', 'frobnicate the bridge'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/error: stdin:2:1: .*frobnicate/);
  });

  it('stops reading at quit', () => {
    const j = journal();
    const r = tyw(['play', '--seed', '7', '--journal', j], script('initiative', 'quit', 'this would be an error'));
    expect(r.code).toBe(0);
    expect(journalLines(j).filter((l) => l.kind === 'command')).toHaveLength(1);
  });

  it('never overwrites a journal', () => {
    const j = journal();
    expect(tyw(['play', '--seed', '7', '--journal', j], script('initiative')).code).toBe(0);
    const again = tyw(['play', '--seed', '7', '--journal', j], '');
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists.*--resume/);
    expect(again.stdout).toBe('');
  });

  it('rejects a bad scenario with exit 2 and one line', () => {
    const r = tyw(['play', join(dir, 'missing.yaml'), '--journal', journal()], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, `j${n}.tyw.jsonl`))).toBe(false);
  });

  it('rejects a bad seed', () => {
    const r = tyw(['play', '--seed', 'seven', '--journal', journal()], '');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--seed/);
  });
});
