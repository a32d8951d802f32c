/**
 * Nothing from a scenario or a journal reaches the terminal raw: control characters are made
 * visible in check, play, replay and report, and Markdown report text cannot open or close a
 * code fence.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fencedLine, visible } from '../../src/present/visible.js';
import { ensureBuilt, FIRST_BATTLE, script, tempDir, tyw } from '../repl/helpers.js';

// Raw control characters a terminal would act on: ESC, BEL, CR, other C0 and C1 codes.
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

let dir: string;
let evil: string;
let fenced: string;
let journal: string;

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-escaping-');
  evil = join(dir, 'evil.yaml');
  const first = readFileSync(FIRST_BATTLE, 'utf8');
  writeFileSync(
    evil,
    first
      .replace('title: The Fight at Eichenried Mill, autumn 1631', 'title: "Mill \\e]0;retitled\\a\\e[2J\\r\\x9b end"')
      .replace('  - name: Swedes', '  - name: "Swedes\\n```"'),
  );
  // Names may hold Markdown and HTML characters, on one line.
  fenced = join(dir, 'fenced.yaml');
  writeFileSync(fenced, first.replace('  - name: Swedes', '  - name: "Swedes ``` ~~~ <b>x</b>"'));
  journal = join(dir, 'evil.tyw.jsonl');
  const r = tyw(['play', fenced, '--seed', '3', '--journal', journal], script('initiative', 'note \x1b]0;title\x07bell\x1bc'));
  expect(r.code, r.stderr).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('control characters are made visible', () => {
  it('shows ESC, BEL, CR, DEL, C1 and bidirectional overrides, and keeps newline and tab', () => {
    expect(visible('a\x1b]0;t\x07b\rc\x7fd\x9be\u202ef\n\tg')).toBe('a^[]0;t^Gb^Mc^?d<U+009B>e<U+202E>f\n\tg');
  });

  it('keeps colour sequences only when colour is on, and nothing else', () => {
    expect(visible('\x1b[1mbold\x1b[0m \x1b[2J', true)).toBe('\x1b[1mbold\x1b[0m ^[[2J');
    expect(visible('\x1b[1mbold\x1b[0m', false)).toBe('^[[1mbold^[[0m');
  });

  it('check refuses a title or a name with control characters or a line break, each at its place, without echoing them', () => {
    const r = tyw(['check', evil], '');
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(RAW_CONTROL);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^error: .*evil\.yaml:\d+:\d+: the title must be one line of text, without tabs or control characters$/),
      expect.stringMatching(/^error: .*evil\.yaml:\d+:\d+: the side name must be one line of text, without tabs or control characters$/),
    ]);
  });

  const commands: [string, () => string[], string][] = [
    ['play', () => ['play', fenced, '--seed', '3', '--journal', join(dir, 'again.tyw.jsonl')], script('note \x1b[2Jcleared', 'status')],
    ['play --resume', () => ['play', '--resume', journal], script('log 10', 'status')],
    ['replay', () => ['replay', journal], ''],
    ['report', () => ['report', journal], ''],
    ['report --format html', () => ['report', journal, '--format', 'html'], ''],
    ['report --format json', () => ['report', journal, '--format', 'json'], ''],
  ];
  for (const [name, args, input] of commands) {
    it(`${name} prints no raw control character`, () => {
      const r = tyw(args(), input);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toMatch(RAW_CONTROL);
      expect(r.stderr).not.toMatch(RAW_CONTROL);
      // The note typed with escape sequences, as visible text (HTML and JSON are checked for raw bytes only).
      if (name === 'play') expect(r.stdout).toContain('^[[2Jcleared');
      if (name === 'play --resume' || name === 'replay' || name === 'report') expect(r.stdout).toContain('^[]0;title^Gbell^[c');
    });
  }

  it('replay shows a note with escape sequences as visible text', () => {
    expect(tyw(['replay', journal], '').stdout).toContain('note ^[]0;title^Gbell^[c');
  });

  it('a report written with --out holds no raw control character either', () => {
    const out = join(dir, 'report.md');
    expect(tyw(['report', journal, '--out', out], '').code).toBe(0);
    expect(readFileSync(out, 'utf8')).not.toMatch(RAW_CONTROL);
  });
});

describe('Markdown report: user text cannot open or close a code fence', () => {
  it('keeps the one fence of the morale chart whole, whatever the side names hold', () => {
    const md = tyw(['report', journal], '').stdout;
    const fences = md.split('\n').filter((l) => /^\s*(`{3,}|~{3,})/.test(l));
    expect(fences).toEqual(['```text', '```']);
    expect(md).toContain("Swedes ''' ~~~ <b>x</b> (attacker)");
    expect(md).toContain('\n### Swedes \\`\\`\\` \\~\\~\\~ \\<b\\>x\\</b\\>: 0 of 13 points\n');
  });

  it('a fenced line has no newline and no backtick', () => {
    expect(fencedLine('a\n```\r\nb\rc')).toBe("a ''' b c");
  });
});
