/**
 * Nothing from a scenario or a journal reaches the terminal raw: check refuses control
 * characters in a scenario file's names and title; a journal (one played before that rule, or
 * a typed note) has them made visible in play, replay and report; and Markdown report text
 * cannot open or close a code fence.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fencedLine, visible } from '../../src/present/visible.js';
import { closeCore, coreFromText, runLine } from '../../src/repl/index.js';
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
  const evilText = first
    .replace('title: The Fight at Eichenried Mill, autumn 1631', 'title: "Mill \\e]0;retitled\\a\\e[2J\\r\\x9b end"')
    .replace('  - name: Swedes', '  - name: "Swedes\\n```\\n~~~ <b>x</b>"');
  writeFileSync(evil, evilText);
  // Names may hold Markdown and HTML characters, on one line.
  fenced = join(dir, 'fenced.yaml');
  writeFileSync(fenced, first.replace('  - name: Swedes', '  - name: "Swedes ``` ~~~ <b>x</b>"'));
  // A journal played before names had to be one line (0.5.0) keeps them: written here through the API, which reads scenario text as a journal's.
  journal = join(dir, 'evil.tyw.jsonl');
  const core = coreFromText({ text: evilText, file: 'evil.yaml', seed: 3, journal });
  for (const line of ['initiative', 'note \x1b]0;title\x07bell\x1bc']) expect(runLine(core, line).outcome.kind).toBe('applied');
  closeCore(core);
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
      expect.stringMatching(/^error: .*evil\.yaml:\d+:\d+: a name must be one line of text, without tabs or control characters$/),
    ]);
  });

  it('an error line quoting a scenario value or a typed line shows its control characters, never sends them', () => {
    const badType = join(dir, 'bad-type.yaml');
    writeFileSync(badType, readFileSync(FIRST_BATTLE, 'utf8').replace('type: swedish-brigade', 'type: "x\\e[2J"'));
    const checked = tyw(['check', badType], '');
    expect(checked.code).toBe(2);
    expect(checked.stderr).not.toMatch(RAW_CONTROL);
    expect(checked.stderr).toContain('x^[[2J');
    const typed = tyw(['play', FIRST_BATTLE, '--seed', '1', '--journal', join(dir, 'typed.tyw.jsonl')], script('frob\x1b]0;x\x07'));
    expect(typed.code).toBe(2);
    expect(typed.stderr).not.toMatch(RAW_CONTROL);
    expect(typed.stderr).toContain('frob^[]0;x^G');
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
      // The note typed with escape sequences, and the old journal's title, as visible text (Markdown escapes brackets and makes CR a space; HTML and JSON are checked for raw bytes only).
      if (name === 'play') expect(r.stdout).toContain('^[[2Jcleared');
      if (name === 'play --resume' || name === 'replay' || name === 'report') expect(r.stdout).toContain('^[]0;title^Gbell^[c');
      if (name === 'play --resume' || name === 'replay') expect(r.stdout).toContain('Mill ^[]0;retitled^G^[[2J^M<U+009B> end');
      if (name === 'report') expect(r.stdout).toContain('Mill ^[\\]0;retitled^G^[\\[2J <U+009B> end');
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
