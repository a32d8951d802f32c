import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UserError } from '../../src/engine/errors.js';
import { loadScenarioFile, MAX_SCENARIO_BYTES, parseScenarioText } from '../../src/io/scenario.js';
import { didYouMean, editDistance, suggest } from '../../src/io/suggest.js';
import type { DevilScenario } from '../../src/rulesets/devil/state.js';
import { RULESET_IDS } from '../../src/rulesets/index.js';

const GOOD = 'test/fixtures/good';

/** The one line the CLI would print for `text`, or 'ok'. */
function errorLine(text: string, file = 'battle.yaml'): string {
  try {
    parseScenarioText(text, file);
    return 'ok';
  } catch (error) {
    if (error instanceof UserError) return error.format();
    throw error;
  }
}

const SMALL = `ruleset: devil-rules
title: Small
sides:
  - name: Red
    role: attacker
    leaders:
      - name: Red Leader
        units:
          - { name: Red Horse, type: cuirassier, bases: 2 }
  - name: Blue
    role: defender
    leaders:
      - name: Blue Leader
        units:
          - name: Blue Foot
            type: commanded-shot
            bases: 2
`;

describe('suggest', () => {
  it('measures edits, counting a swap of neighbours as one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('bonsu', 'bonus')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('offers the closest candidate when it is a plausible typo', () => {
    expect(suggest('cuirasier', ['cuirassier', 'reiter'])).toBe('cuirassier');
    expect(suggest('bonsu', ['name', 'role', 'bonus', 'units'])).toBe('bonus');
    expect(suggest('averge', ['good', 'average', 'poor'])).toBe('average');
    expect(suggest('Swedish_Brigade', ['swedish-brigade', 'tercio'])).toBe('swedish-brigade');
    expect(suggest('devils-rules', ['devil-rules'])).toBe('devil-rules');
  });

  it('offers nothing for unrelated words, exact matches or huge input', () => {
    expect(suggest('banana', ['cuirassier', 'reiter'])).toBeUndefined();
    expect(suggest('x', ['name', 'role'])).toBeUndefined();
    expect(suggest('reiter', ['reiter'])).toBeUndefined();
    expect(suggest('a'.repeat(10_000), ['a'])).toBeUndefined();
    expect(didYouMean('rloe', ['role'])).toBe(' (did you mean "role"?)');
    expect(didYouMean('zzz', ['role'])).toBe('');
  });
});

describe('parseScenarioText', () => {
  it('loads a valid scenario', () => {
    const loaded = parseScenarioText(SMALL, 'small.yaml');
    expect(loaded.rulesetId).toBe('devil-rules');
    expect(loaded.ruleset.id).toBe('devil-rules');
    expect(loaded.text).toBe(SMALL);
    expect(loaded.warnings).toEqual([]);
    const scenario = loaded.scenario as DevilScenario;
    expect(scenario.sides.map((s) => s.name)).toEqual(['Red', 'Blue']);
  });

  it('locates schema problems at the offending value', () => {
    expect(errorLine(SMALL.replace('bases: 2 }', 'bases: 0 }'))).toBe('error: battle.yaml:9:57: bases must be an integer from 1 to 12, not 0');
    expect(errorLine(SMALL.replace('            bases: 2', '            bases: six'))).toBe('error: battle.yaml:17:20: expected a number, got "six"');
    expect(errorLine(SMALL.replace('type: cuirassier', 'type: cuirasier'))).toBe(
      'error: battle.yaml:9:38: unknown troop type "cuirasier" (did you mean "cuirassier"?)',
    );
  });

  it('refuses, in a scenario file, a name or title of more than one line or with a control character (a journal keeps what it was played with)', () => {
    const strict = (text: string): string => {
      try {
        parseScenarioText(text, 'battle.yaml', { oneLine: true });
        return 'ok';
      } catch (error) {
        if (error instanceof UserError) return error.format();
        throw error;
      }
    };
    const title = SMALL.replace('title: Small', 'title: "Mill \\e]0;pwned\\a"');
    expect(strict(title)).toBe('error: battle.yaml:2:8: the title must be one line of text, without tabs or control characters');
    expect(strict(SMALL.replace('  - name: Red\n', '  - name: "Red\\nArmy"\n'))).toBe('error: battle.yaml:4:11: a name must be one line of text, without tabs or control characters');
    expect(strict(SMALL.replace('      - name: Red Leader', '      - name: "Red\\tLeader"'))).toMatch(/a name must be one line/);
    expect(strict(SMALL.replace('title: Small', 'title: "Mill \u2014 Lützen"'))).toBe('ok');
    // A journal's scenario text, rebuilt, is read as it was played.
    expect(errorLine(title)).toBe('ok');
  });

  it('locates an unknown key at the key, with a suggestion', () => {
    expect(errorLine(SMALL.replace('    role: defender', '    rloe: defender'))).toBe('error: battle.yaml:11:5: unknown key "rloe" (did you mean "role"?)');
    expect(errorLine(SMALL.replace('title: Small', 'title: Small\ntitel: Again'))).toBe(
      'error: battle.yaml:3:1: unknown key "titel" (did you mean "title"?)',
    );
    expect(errorLine(SMALL.replace('title: Small', 'title: Small\ncolour: blue'))).toBe('error: battle.yaml:3:1: unknown key "colour"');
  });

  it('locates a missing key at its mapping', () => {
    expect(errorLine(SMALL.replace('    role: attacker\n', ''))).toBe('error: battle.yaml:4:5: missing key "role"');
    expect(errorLine(SMALL.replace('title: Small\n', ''))).toBe('error: battle.yaml:1:1: missing key "title"');
  });

  it('locates the rule set checks (build) at their node', () => {
    expect(errorLine(SMALL.replace('role: defender', 'role: attacker'))).toBe(
      'error: battle.yaml:11:11: both sides are attackers: one must be the defender',
    );
    expect(errorLine(SMALL.replace('name: Blue Foot', 'name: Red Horse'))).toBe('error: battle.yaml:15:19: duplicate name "Red Horse"');
  });

  it('gives warnings as file:line:col: message, in document order', () => {
    const loaded = parseScenarioText(readFileSync(`${GOOD}/warnings.yaml`, 'utf8'), 'w.yaml');
    expect(loaded.warnings).toEqual([
      'w.yaml:7:17: stated break point 30 differs from the computed 9; using 30',
      'w.yaml:11:15: wing leader "Idle Colonel" commands no units',
      'w.yaml:14:65: cuirassier units usually have 2 bases, not 3',
      'w.yaml:14:78: missiles only matters for militia and reiter units; ignored for cuirassier',
    ]);
  });

  it('reports YAML syntax problems with their position', () => {
    expect(errorLine('ruleset: devil-rules\nsides:\n\t- name: x\n')).toBe(
      'error: battle.yaml:3:1: tabs are not allowed for indentation in YAML; indent with spaces',
    );
    expect(errorLine('ruleset: devil-rules\nruleset: devil-rules\n').split('\n')).toEqual([
      'error: battle.yaml:1:1: missing key "title"',
      'error: battle.yaml:1:1: missing key "sides"',
      'error: battle.yaml:2:1: duplicate key "ruleset"',
    ]);
    expect(errorLine('title: "unclosed\n')).toBe('error: battle.yaml:1:8: this " opens a quoted text that is never closed');
  });

  it('tells a quote the YAML parser stumbles over where it is, and what to do', () => {
    const tott = SMALL.replace('{ name: Red Horse,', "{ name: 'Tott's Horse',");
    expect(errorLine(tott)).toBe("error: battle.yaml:9:26: this ' ends the single-quoted text early: double it ('') or put the text in double quotes");
    expect(errorLine(SMALL.replace('{ name: Red Horse,', "{ name: 'Tott''s Horse',"))).toBe('ok');
    expect(errorLine(SMALL.replace('  - name: Red\n', '  - name: "Red\n'))).toBe('error: battle.yaml:4:11: this " opens a quoted text that is never closed');
    expect(errorLine(SMALL.replace('  - name: Red\n', "  - name: 'Red\n"))).toBe("error: battle.yaml:4:11: this ' opens a quoted text that is never closed");
    // An apostrophe inside a plain name, and a # comment with a quote, open nothing.
    expect(errorLine(`# Tott's "notes\n${SMALL.replace('Red Leader', "Tott's Leader")}title: "x\n`)).toBe('error: battle.yaml:19:8: this " opens a quoted text that is never closed');
    // A quote inside a plain value or a block scalar opens nothing either: the unclosed one is named.
    const rock = readFileSync('scenarios/first-battle.yaml', 'utf8').replace(/^title: .*$/m, 'title: Rock "n roll').replace('  - name: Swedes\n', "  - name: 'Swedes\n");
    expect(errorLine(rock)).toBe("error: battle.yaml:19:11: this ' opens a quoted text that is never closed");
    expect(errorLine(`${SMALL}notes: |\n  it"s a "block\nother: 'open\n`)).toBe("error: battle.yaml:20:8: this ' opens a quoted text that is never closed");
    expect(errorLine(`${SMALL}title: "a \\" b\n`)).toBe('error: battle.yaml:18:8: this " opens a quoted text that is never closed');
  });

  it('names a misspelt ruleset key, and a file in another rule set\'s format', () => {
    expect(errorLine(SMALL.replace('ruleset:', 'rulset:'))).toBe('error: battle.yaml:1:1: unknown key "rulset" (did you mean "ruleset"?)');
    const scruby = readFileSync('scenarios/scruby-sample.yaml', 'utf8').replace(/^ruleset: .*$/m, 'ruleset: tilly');
    const lines = errorLine(scruby).split('\n');
    expect(lines[0]).toMatch(/^error: battle\.yaml:\d+:10: these keys belong to the format of Jack Scruby's .* \(ruleset: scruby\), not of Tilly's Very Bad Day$/);
    expect(lines.length).toBeGreaterThan(1);
    // A file without its ruleset key: the one format its keys fit is named; a bare title fits them all.
    expect(errorLine(SMALL.replace('ruleset: devil-rules\n', ''))).toBe(
      'error: battle.yaml:1:1: missing key "ruleset" (these keys fit the format of While the Devil Rules: "ruleset: devil-rules")',
    );
    // Keys no rule set knows get no such hint.
    expect(errorLine(SMALL.replace('title: Small', 'title: Small\ncolour: blue'))).not.toMatch(/belong/);
  });

  it('needs a mapping with a known rule set', () => {
    expect(errorLine('- a\n- b\n')).toBe('error: battle.yaml:1:1: expected a mapping at the top level (ruleset:, title:, sides:…), got a list');
    expect(errorLine('just some words\n')).toBe(
      'error: battle.yaml:1:1: expected a mapping at the top level (ruleset:, title:, sides:…), got the text "just some words"',
    );
    expect(errorLine('ruleset: devil-rule')).toBe('error: battle.yaml:1:10: unknown rule set "devil-rule" (did you mean "devil-rules"?)');
    const known = RULESET_IDS.join(', ');
    expect(errorLine('ruleset: warhammer\n')).toBe(`error: battle.yaml:1:10: unknown rule set "warhammer" (known: ${known})`);
    expect(errorLine('ruleset: 3\n')).toBe(`error: battle.yaml:1:10: unknown rule set 3 (known: ${known})`);
    expect(errorLine('title: x\n')).toBe('error: battle.yaml:1:1: missing key "ruleset" (the rule set, e.g. "devil-rules")');
  });

  it('refuses empty, comment-only and binary text', () => {
    expect(errorLine('')).toBe('error: battle.yaml: the file is empty');
    expect(errorLine('  \n\n')).toBe('error: battle.yaml: the file is empty');
    expect(errorLine('# nothing\n')).toBe('error: battle.yaml: the file is empty (only comments)');
    expect(errorLine('{"kind":"header","format":2,"tool":"tyw 0.6.0"}\n')).toBe(
      'error: battle.yaml:1:1: this is a tyw journal, not a scenario: continue it with play --resume, or read it with replay or report',
    );
    expect(errorLine('ruleset: devil-rules\0\n')).toBe('error: battle.yaml: not a text file (it holds binary data)');
  });

  it('stops an alias bomb quickly', () => {
    const lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
    const letters = 'abcdefghij';
    for (let i = 1; i < letters.length; i++) lines.push(`${letters[i]}: &${letters[i]} [${Array(9).fill(`*${letters[i - 1]}`).join(', ')}]`);
    const started = performance.now();
    expect(errorLine(lines.join('\n'))).toBe(
      'error: battle.yaml:2:8: too many aliases: the file would expand far beyond its size (limit 100)',
    );
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses deep nesting before parsing', () => {
    expect(errorLine(`a: ${'['.repeat(100_000)}`)).toBe('error: battle.yaml:1:68: the YAML is nested too deeply (more than 64 levels)');
    expect(errorLine(`${'- '.repeat(100)}x`)).toBe('error: battle.yaml:1:129: the YAML is nested too deeply (more than 64 levels)');
  });

  it('accepts anchors and aliases in moderation, and "lancers"', () => {
    const loaded = parseScenarioText(readFileSync(`${GOOD}/anchors.yaml`, 'utf8'), 'anchors.yaml');
    const scenario = loaded.scenario as DevilScenario;
    expect(scenario.title).toBe('Anchors at Wittstock');
    expect(scenario.sides[0].leaders[0]?.units.map((u) => u.type)).toEqual(['reiter', 'reiter', 'guard-cuirassier']);
    expect(scenario.sides[1].leaders[0]?.bonus).toBe(1);
  });
});

describe('loadScenarioFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tyw-scenario-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function loadError(path: string, name?: string): Promise<string> {
    try {
      await loadScenarioFile(path, name);
      return 'ok';
    } catch (error) {
      if (error instanceof UserError) return error.format();
      throw error;
    }
  }

  it('loads every good fixture', async () => {
    for (const name of readdirSync(GOOD)) {
      const loaded = await loadScenarioFile(join(GOOD, name), name);
      expect(loaded.rulesetId, name).toBe('devil-rules');
    }
  });

  it('reads UTF-8 with a byte order mark and CRLF line ends, with correct positions', async () => {
    const loaded = await loadScenarioFile(`${GOOD}/crlf-bom.yaml`, 'crlf.yaml');
    expect((loaded.scenario as DevilScenario).title).toBe('Windows line endings');
    expect(loaded.warnings).toEqual(['crlf.yaml:9:53: tercio units usually have 6 to 8 bases, not 4']);
  });

  it('names the file as displayName says', async () => {
    expect(await loadError(join(dir, 'missing.yaml'), 'missing.yaml')).toBe('error: missing.yaml: no such file');
  });

  it('refuses a directory', async () => {
    expect(await loadError(dir, 'dir')).toBe('error: dir: this is a folder, not a scenario file');
  });

  it('refuses a 10 MB file by its size', async () => {
    const big = join(dir, 'big.yaml');
    writeFileSync(big, Buffer.alloc(10 * 1024 * 1024, 'a'));
    expect(await loadError(big, 'big.yaml')).toBe('error: big.yaml: the file is too large for a scenario (10,240 KB; the limit is 1,024 KB)');
  });

  it('accepts a file of exactly the limit, then refuses one byte more', async () => {
    const edge = join(dir, 'edge.yaml');
    const body = Buffer.alloc(MAX_SCENARIO_BYTES, ' ');
    body.write(SMALL, 0);
    writeFileSync(edge, body);
    expect(await loadError(edge, 'edge.yaml')).toBe('ok');
    writeFileSync(edge, Buffer.concat([body, Buffer.from(' ')]));
    // In KB, rounded up, so the size is seen to be over the limit.
    expect(await loadError(edge, 'edge.yaml')).toBe('error: edge.yaml: the file is too large for a scenario (1,025 KB; the limit is 1,024 KB)');
  });

  it('refuses binary data and text that is not UTF-8', async () => {
    expect(await loadError('test/fixtures/bad/binary.dat', 'b')).toBe('error: b: not a text file (it holds binary data)');
    expect(await loadError('test/fixtures/bad/latin1.yaml', 'l')).toBe('error: l: not a text file in UTF-8 (save it as UTF-8)');
  });

  it('names UTF-16 ("Unicode" in some editors), with or without its byte-order mark, rather than calling it binary', async () => {
    const text = readFileSync('scenarios/first-battle.yaml', 'utf8');
    const utf16 = {
      'le-bom.yaml': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      'le.yaml': Buffer.from(text, 'utf16le'),
      'be.yaml': Buffer.from(text, 'utf16le').swap16(),
      // A dash and curly quotes early on are not Latin-1: their high bytes are not NUL.
      'dash.yaml': Buffer.from(`# The mill \u2014 \u201cEichenried\u201d\n${text}`, 'utf16le'),
    };
    for (const [name, bytes] of Object.entries(utf16)) {
      writeFileSync(join(dir, name), bytes);
      expect(await loadError(join(dir, name), name), name).toBe(`error: ${name}: a text file in UTF-16, not UTF-8 (save it as UTF-8)`);
    }
  });
});
