/** The resume hint names a command that works as pasted: after `npm install` there is no `tyw` on the PATH. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeCommand, resumeLines, shellWord } from '../../src/cli/resume-hint.js';
import { cliEnv, ensureBuilt, ROOT, script, tempDir, tyw } from '../repl/helpers.js';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = tempDir();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the resume hint', () => {
  it('follows how tyw was started', () => {
    const clone = '/home/gm/tyw';
    expect(resumeCommand(`${clone}/bin/tyw.js`, {}, clone)).toBe('node bin/tyw.js play --resume');
    // Outside the clone: the whole path, which works from anywhere.
    expect(resumeCommand(`${clone}/bin/tyw.js`, {}, `${clone}/battles`)).toBe(`node ${clone}/bin/tyw.js play --resume`);
    expect(resumeCommand(`${clone}/bin/tyw.js`, { npm_package_name: 'tyw', npm_lifecycle_event: 'start' }, clone)).toBe('npm start -- --resume');
    expect(resumeCommand(`${clone}/src/cli/main.ts`, { npm_package_name: 'tyw', npm_lifecycle_event: 'dev' }, clone)).toBe('npm run dev -- play --resume');
    // Another package's npm script running tyw: the script path decides.
    expect(resumeCommand(`${clone}/bin/tyw.js`, { npm_package_name: 'club', npm_lifecycle_event: 'start' }, clone)).toBe('node bin/tyw.js play --resume');
    expect(resumeCommand('/usr/local/bin/tyw', {}, '/home/gm')).toBe('tyw play --resume');
    expect(resumeCommand('/home/gm/club/node_modules/.bin/tyw', { npm_command: 'exec', npm_lifecycle_event: 'npx' }, '/home/gm/club')).toBe('npx tyw play --resume');
    expect(resumeCommand('/my games/tyw/bin/tyw.js', {}, '/home/gm')).toBe("node '/my games/tyw/bin/tyw.js' play --resume");
  });

  it('printed at the end of a session, runs as pasted from where tyw was started', () => {
    const journal = join(dir, 'hint.tyw.jsonl');
    const first = tyw(['play', '--seed', '7', '--journal', journal], script('initiative', 'save'));
    expect(first.code).toBe(0);
    const hint = /Continue with: (.+)$/m.exec(first.stderr)?.[1] ?? '';
    expect(hint).toBe(`node bin/tyw.js play --resume ${journal}`);
    expect(first.stdout).toContain(`Continue later with: node bin/tyw.js play --resume ${journal}`);
    const again = spawnSync('sh', ['-c', hint], { cwd: ROOT, input: script('status'), encoding: 'utf8', env: cliEnv() });
    expect(again.stderr).toMatch(/Resumed .*: 1 command in play/);
    expect(again.status).toBe(0);
  });

  it('save names the journal as the session\'s first and last lines do: as given, relative to where tyw was started', () => {
    const r = tyw(['play', '--seed', '7', '--journal', 'relative.tyw.jsonl'], script('initiative', 'save'), { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Journal: ./relative.tyw.jsonl (seed 7)');
    expect(r.stdout).toContain('Journal: ./relative.tyw.jsonl');
    expect(r.stdout).toMatch(/Continue later with: .* play --resume \.\/relative\.tyw\.jsonl$/m);
  });

  it('spells control characters in a journal name as $\'…\' escapes, so the printed command still names the file', () => {
    expect(shellWord('a\x1b[31m.jsonl')).toBe("$'a\\x1b[31m.jsonl'");
    expect(shellWord("it's\t\\")).toBe("$'it\\'s\\x09\\\\'");
    const journal = join(dir, 'esc\x1b[31m.jsonl');
    const first = tyw(['play', '--seed', '7', '--journal', journal], script('initiative'));
    expect(first.code).toBe(0);
    const hint = /Continue with: (.+)$/m.exec(first.stderr)?.[1] ?? '';
    expect(hint).not.toMatch(/\x1b/);
    const again = spawnSync('bash', ['-c', hint], { cwd: ROOT, input: script('status'), encoding: 'utf8', env: cliEnv() });
    expect(again.stderr).toMatch(/Resumed .*: 1 command in play/);
    expect(again.status).toBe(0);
  });

  it('quotes a path a shell would split or expand, and a script stopped by a refused line gives the hint too', () => {
    expect(shellWord('./battles/lech-1632.jsonl')).toBe('./battles/lech-1632.jsonl');
    expect(shellWord("my dir/it's a $battle.jsonl")).toBe("'my dir/it'\\''s a $battle.jsonl'");
    const journal = join(dir, "it's a $battle `1`.jsonl");
    const first = tyw(['play', '--seed', '7', '--journal', journal], script('initiative', 'next'));
    expect(first.code).toBe(2);
    const hint = /Continue with: (.+)$/m.exec(first.stderr)?.[1] ?? '';
    expect(hint).toBe(`node bin/tyw.js play --resume ${shellWord(journal)}`);
    expect(first.stderr.trimEnd().split('\n').at(-1)).toMatch(/^error: stdin:2:1: /);
    const again = spawnSync('sh', ['-c', hint], { cwd: ROOT, input: script('status'), encoding: 'utf8', env: cliEnv() });
    expect(again.stderr).toMatch(/Resumed .*: 1 command in play/);
    expect(again.status).toBe(0);
  });

  it('keeps dice by hand: the journal records the dice, not the mode, so the hint says --hand', () => {
    const journal = join(dir, 'hand-hint.tyw.jsonl');
    const first = tyw(['play', '--seed', '7', '--hand', '--journal', journal], script('initiative --rolls 3,4', 'save'));
    expect(first.code).toBe(0);
    const hint = /Continue with: (.+)$/m.exec(first.stderr)?.[1] ?? '';
    expect(hint).toBe(`node bin/tyw.js play --resume ${journal} --hand`);
    const again = spawnSync('sh', ['-c', hint], { cwd: ROOT, input: script('dice'), encoding: 'utf8', env: cliEnv() });
    expect(again.stdout).toMatch(/Dice: players roll by hand/);
  });
});

describe('the closing lines in a terminal', () => {
  const head = 'Journal: ./rev2.jsonl (18 commands in play).';
  const command = 'node /a/long/path/to/the/clone/bin/tyw.js play --resume ./rev2.jsonl';

  it('too wide for the terminal: the command to copy goes on its own line, indented two spaces', () => {
    expect(resumeLines(head, command, 80)).toEqual([`${head} Continue with:`, `  ${command}`]);
  });

  it('a head with no room for "Continue with:" leaves it a line of its own', () => {
    expect(resumeLines(head, command, 50)).toEqual([head, 'Continue with:', `  ${command}`]);
  });

  it('fits the terminal, or no terminal (a pipe): one line, as scripts read it', () => {
    expect(resumeLines(head, command, 200)).toEqual([`${head} Continue with: ${command}`]);
    expect(resumeLines(head, command, undefined)).toEqual([`${head} Continue with: ${command}`]);
  });
});
