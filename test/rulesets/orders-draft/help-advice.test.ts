/**
 * Every `help …` the orders draft's output suggests is one `help` accepts: the end of an
 * Orders phase (3.1.3) points at the corrections, which `help` lists as a group of their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, type PlayCore, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';

const track = closeCoresAfterEach();

function sample(): PlayCore {
  const dir = tempDir();
  const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') });
  track({ core, dir });
  return core;
}

/** The help lines a text suggests: "help" alone ("help lists them all") or "help <command>". */
function suggestedHelp(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\bhelp(?: ([a-z][a-z-]*))?\b/g)) {
    const word = m[1];
    out.add(word === undefined || word === 'lists' || word === 'explains' ? 'help' : `help ${word}`);
  }
  return [...out];
}

function expectAccepted(core: PlayCore, lines: readonly string[]): void {
  for (const line of lines) expect(runLine(core, line).outcome.kind, line).toBe('view');
}

describe('help suggested by the orders draft (3.1.3)', () => {
  it('3.1.3: the end of the Orders phase points at the corrections with a help that exists', () => {
    const core = sample();
    const text = runLine(core, 'next').text;
    expect(text).toMatch(/record what happens with corrections/);
    const lines = suggestedHelp(text);
    expect(lines.length).toBeGreaterThan(0);
    expectAccepted(core, lines);
    // The corrections it names are listed by help, and each explains itself.
    const help = runLine(core, 'help').text;
    for (const name of ['lose', 'disorder', 'rout', 'kill']) {
      expect(text).toContain(name);
      expect(help).toMatch(new RegExp(`^\\s+${name}\\s`, 'm'));
      expectAccepted(core, [`help ${name}`]);
    }
  });

  it('3.1.3: every help a played session and its refusals suggest is accepted', () => {
    const core = sample();
    const script = readFileSync(join(ROOT, 'test', 'repl', 'scripts', 'orders-draft-sample-seed5.txt'), 'utf8').split('\n').filter((l) => l !== '');
    const refusals = ['morale-check A1 --pass', 'order AC1 A1 marhc', 'charge-move A1', 'promote A1 --rating 7', 'ordr AC1 A1 march'];
    const said = [...script, ...refusals].map((line) => runLine(core, line).text).join('\n');
    const lines = suggestedHelp(said);
    expect(lines).toContain('help morale-check');
    expectAccepted(core, lines);
  });

  it('3.1.3: every "help …" written in the rule set\'s messages is accepted', () => {
    const dir = join(ROOT, 'src', 'rulesets', 'orders-draft');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    // Messages, not comments: lines that start a comment are left out.
    const code = files.flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter((l) => !/^\s*(?:\/\/|\/\*|\*)/.test(l)));
    const lines = suggestedHelp(code.join('\n').replace(/help <command>/g, ''));
    expect(lines).toContain('help');
    expectAccepted(sample(), lines);
  });
});

describe('help next (3.1.3)', () => {
  it('3.1.3: help next says it asks first, typed or from the menus, while a commander could still order units', () => {
    const text = runLine(sample(), 'help next').text.replace(/\s+/g, ' ');
    expect(text).toContain('At the keyboard, typed or chosen from the menus, next asks first while a commander could still order units: they would stand ready (3.1.3).');
  });
});

describe('help groups fit the commands (3.3.4, 4.2, 8)', () => {
  /** The heading each command of `help` sits under. */
  function helpHeadings(text: string): Map<string, string> {
    const out = new Map<string, string>();
    let heading = '';
    for (const line of text.split('\n')) {
      if (/^\S/.test(line)) heading = line;
      const m = /^ {2}([a-z-]+)\s{2,}/.exec(line);
      if (m) out.set(m[1] as string, heading);
    }
    return out;
  }

  it('charge-move and guard-react under "Charges and the turn", not "Movement"; note under the session, not the corrections', () => {
    const groups = helpHeadings(runLine(sample(), 'help').text);
    for (const c of ['charge-move', 'guard-react', 'next']) expect(groups.get(c), c).toBe('Charges and the turn (3.3.4, 4.2, 8)');
    expect(groups.get('note')).toBe('Session');
    expect(groups.get('end')).toMatch(/^Where the text stops/);
    expect(groups.get('order')).toBe('Orders phase (3.1-3.3)');
  });
});
