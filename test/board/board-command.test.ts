/**
 * `tyw board <journal>` through the real CLI: it serves a finished battle, follows the journal
 * as another process plays on, stops cleanly on Ctrl-C; and bad input (a file that is not a
 * journal, a bad port or address) is one line and exit 2, for `tyw board` and `tyw play --board`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cliEnv, ensureBuilt, ROOT, script, tempDir, tyw } from '../repl/helpers.js';

let dir: string;
let journal: string;

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-board-');
  journal = join(dir, 'battle.tyw.jsonl');
  const played = tyw(['play', '--seed', '7', '--journal', journal], script('initiative', 'first attacker', 'command AL1'));
  expect(played.code, played.stderr).toBe(0);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Start `tyw board`, and wait for the URL it prints. */
async function board(args: string[]): Promise<{ child: ChildProcess; url: string; stderr: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [BIN, 'board', ...args], { cwd: ROOT, env: cliEnv({}), stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr?.setEncoding('utf8');
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on('data', (d: string) => {
      err += d;
      const m = /(http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1] as string);
    });
    void exited.then(() => reject(new Error(`tyw board exited:\n${err}`)));
  });
  return { child, url, stderr: () => err, exited };
}

interface Snapshot {
  version: string;
  sections: Record<string, string>;
}

const snapshotOf = async (url: string): Promise<Snapshot> => (await (await fetch(`${url}board.json`)).json()) as Snapshot;

describe('tyw board <journal>', () => {
  it('serves the battle, follows the journal as another process plays on, and stops on Ctrl-C', async () => {
    const served = await board([journal]);
    try {
      expect(served.stderr()).toMatch(/^Board of .*battle\.tyw\.jsonl: http:\/\/127\.0\.0\.1:\d+\/ \(read-only, following the journal;/m);
      const first = await snapshotOf(served.url);
      expect(first.sections.result).toContain('command AL1');
      expect(first.sections.odds).toBe('');
      const resumed = tyw(['play', '--resume', journal], script('fire A1 at D1'));
      expect(resumed.code, resumed.stderr).toBe(0);
      let now = first;
      for (let i = 0; i < 100 && now.version === first.version; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        now = await snapshotOf(served.url);
      }
      expect(now.sections.result).toContain('fire A1 at D1');
      expect(now.sections.result).toContain('class="die"');
      const undone = tyw(['play', '--resume', journal], script('undo'));
      expect(undone.code, undone.stderr).toBe(0);
      const before = now.version;
      for (let i = 0; i < 100 && now.version === before; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        now = await snapshotOf(served.url);
      }
      // The notice names what was taken back, as the REPL's own board does.
      expect(now.sections.result).toMatch(/Undone: (&quot;|")fire A1 at D1(&quot;|")\./);
      expect(now.sections.result).toContain('command AL1');
    } finally {
      served.child.kill('SIGINT');
    }
    // Ctrl-C: 128 + 2, as `tyw play` exits.
    expect(await served.exited).toBe(130);
  }, 60_000);

  it('a journal file replaced by another battle\'s shows that battle, title included', async () => {
    const followed = join(dir, 'replaced.tyw.jsonl');
    const other = join(dir, 'tilly.tyw.jsonl');
    expect(tyw(['play', '--seed', '7', '--journal', followed], script('initiative')).code).toBe(0);
    expect(tyw(['play', join(ROOT, 'scenarios', 'tilly-figure5.yaml'), '--seed', '3', '--journal', other], script('note a Tilly battle')).code).toBe(0);
    const served = await board([followed]);
    try {
      const first = (await snapshotOf(served.url)) as Snapshot & { title: string };
      expect(first.title).toBe('The Fight at Eichenried Mill, autumn 1631');
      writeFileSync(followed, readFileSync(other));
      let now = first;
      for (let i = 0; i < 100 && now.version === first.version; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        now = (await snapshotOf(served.url)) as Snapshot & { title: string };
      }
      expect(now.title).toBe('Figure 5: a cavalry-heavy army against an infantry-heavy army');
      // Said, on the board and to the game master: the same path, another battle.
      expect(now.sections.result).toContain('The journal now holds another battle: Figure 5');
      expect(served.stderr()).toMatch(/note: \S*replaced\.tyw\.jsonl now holds another battle \(Figure 5/);
    } finally {
      served.child.kill('SIGINT');
    }
    // Ctrl-C: 128 + 2, as `tyw play` exits.
    expect(await served.exited).toBe(130);
  }, 60_000);

  it('a bad line added to the journal is one warning, with its place, and the board keeps its last good state', async () => {
    const followed = join(dir, 'damaged.tyw.jsonl');
    expect(tyw(['play', '--seed', '7', '--journal', followed], script('initiative')).code).toBe(0);
    const served = await board([followed]);
    try {
      const lines = readFileSync(followed, 'utf8').split('\n').length;
      // Appended, as a writer adds lines: rewriting the whole file would let the board read it empty.
      appendFileSync(followed, '{"kind":"note"}\n');
      for (let i = 0; i < 100 && !served.stderr().includes('warning:'); i += 1) await new Promise((r) => setTimeout(r, 50));
      const warning = served.stderr().split('\n').find((l) => l.startsWith('warning:'));
      expect(warning).toMatch(new RegExp(`^warning: the board keeps its last good state: \\S+damaged\\.tyw\\.jsonl:${lines}:1: `));
      expect(warning).not.toContain('error:');
      // The viewers are told too: the page keeps the battle as last read, and says why.
      let now = await snapshotOf(served.url);
      for (let i = 0; i < 100 && now.sections.result?.includes('cannot be read') !== true; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        now = await snapshotOf(served.url);
      }
      expect(now.sections.result).toContain('The journal cannot be read now, so this is the battle as last read');
      expect(now.sections.result).toContain('initiative');
    } finally {
      served.child.kill('SIGINT');
    }
    // Ctrl-C: 128 + 2, as `tyw play` exits.
    expect(await served.exited).toBe(130);
  }, 60_000);

  it('exits as play does when stopped: 130 on Ctrl-C (SIGINT), 143 on a kill (SIGTERM), its server closed first', async () => {
    for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
      const served = await board([journal]);
      expect((await fetch(served.url)).status).toBe(200);
      served.child.kill(signal);
      expect(await served.exited, signal).toBe(code);
      await expect(fetch(served.url)).rejects.toThrow();
      expect(served.stderr().trim().split('\n'), signal).toHaveLength(1);
    }
  }, 60_000);

  it('a journal not written yet is refused with what to do: it exists from the first command that changes the battle', () => {
    const r = tyw(['board', join(dir, 'not-yet.tyw.jsonl')], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: \S*not-yet\.tyw\.jsonl: no such journal \(tyw writes it from the first command that changes the battle: start the board after that command, or play with --board\)/);
  });

  it('refuses a file that is not a journal with one line and exit 2', () => {
    const bad = join(dir, 'notes.txt');
    writeFileSync(bad, 'not a journal\n');
    const r = tyw(['board', bad], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: .*notes\.txt:1/);
  });

  it('refuses a bad port or address with one line and exit 2', () => {
    for (const [args, said] of [
      [['board', journal, '--port', 'eighty'], 'error: --port takes a port number up to 65535 (0 or leave --port out, for a free one), not "eighty"'],
      [['board', journal, '--port', '70000'], 'error: --port takes a port number up to 65535 (0 or leave --port out, for a free one), not "70000"'],
      [['board', journal, '--host', 'a b'], 'error: --host takes an address such as 127.0.0.1 or 0.0.0.0, not "a b"'],
      // The board command's own flags, not play's, in what the listening says.
      [['board', journal, '--host', '203.0.113.9'], 'error: --host: 203.0.113.9 is not an address of this machine (try 127.0.0.1 or 0.0.0.0)'],
      [['play', '--board', 'x1'], 'error: --board takes a port number up to 65535 (0 or nothing, for a free one), not "x1"'],
      [['play', '--board', 'scenarios/lech-1632.yaml'], 'error: --board takes a port number up to 65535 (0 or nothing, for a free one), not "scenarios/lech-1632.yaml"; the scenario goes before --board'],
      [['play', '--board-host', 'a b'], 'error: --board-host takes an address such as 127.0.0.1 or 0.0.0.0, not "a b"'],
      [['play', '--board-host', '203.0.113.9'], 'error: --board-host: 203.0.113.9 is not an address of this machine (try 127.0.0.1 or 0.0.0.0)'],
    ] as const) {
      const r = tyw([...args], '', { cwd: dir });
      // The one line: play says nothing of its journal before the board has started.
      expect(r.stderr.trim().split('\n'), args.join(' ')).toEqual([said]);
      expect(r.code, args.join(' ')).toBe(2);
    }
  });
});
