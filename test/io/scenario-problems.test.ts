/**
 * Every problem in a scenario at once: one `error: file:line:col: …` line each, in document
 * order, up to MAX_SHOWN_PROBLEMS and then a count of the rest.
 */
import { describe, expect, it } from 'vitest';
import { isUserError } from '../../src/engine/errors.js';
import { readScenarioText } from '../../src/io/read-scenario.js';
import { MAX_SHOWN_PROBLEMS, ScenarioProblems } from '../../src/io/scenario-problems.js';
import { errorLines } from './error-lines.js';

const unitLine = (name: string, bases: number | string) => `          - { name: ${name}, type: cuirassier, bases: ${bases} }`;

/** A valid scenario; `redUnits` replaces Red's one unit line. */
const scenario = (redUnits: string[] = [unitLine('Red Horse', 2)], blueRole = 'defender') =>
  [
    'ruleset: devil-rules',
    'title: Small',
    'sides:',
    '  - name: Red',
    '    role: attacker',
    '    leaders:',
    '      - name: Red Leader',
    '        units:',
    ...redUnits,
    '  - name: Blue',
    `    role: ${blueRole}`,
    '    leaders:',
    '      - name: Blue Leader',
    '        units:',
    unitLine('Blue Horse', 2),
    '',
  ].join('\n');

describe('tyw check: every problem at once', () => {
  it('the scenario used here is valid', () => {
    expect(errorLines(scenario())).toEqual(['ok']);
  });

  it('gives one line per schema problem, in document order', () => {
    const text = scenario([unitLine('Red Horse', 40), unitLine('Red Foot', 'six'), unitLine('Red Guns', 0)]).replace('title: Small', 'titel: Small');
    expect(errorLines(text)).toEqual([
      'error: b.yaml:2:1: unknown key "titel" (did you mean "title"?)',
      'error: b.yaml:9:57: bases must be an integer from 1 to 12, not 40',
      'error: b.yaml:10:56: expected a number, got "six"',
      'error: b.yaml:11:56: bases must be an integer from 1 to 12, not 0',
    ]);
  });

  it('names each unknown key of a mapping on its own line', () => {
    const text = scenario().replace('title: Small', 'title: Small\nweather: rain\nseason: autumn');
    expect(errorLines(text)).toEqual(['error: b.yaml:3:1: unknown key "weather"', 'error: b.yaml:4:1: unknown key "season"']);
  });

  it('a "__proto__" key hides neither the other unknown keys nor the schema problems beside it', () => {
    const text = scenario([unitLine('Red Horse', 40)]).replace('title: Small', 'title: Small\n__proto__: { title: x }\nseason: autumn');
    expect(errorLines(text)).toEqual(['error: b.yaml:3:1: unknown key "__proto__"', 'error: b.yaml:4:1: unknown key "season"', 'error: b.yaml:11:57: bases must be an integer from 1 to 12, not 40']);
  });

  it('leaves a missing key to the unknown key that misspells it, but names one that nothing misspells', () => {
    expect(errorLines(scenario().replace('    role: attacker', '    rloe: attacker'))).toEqual(['error: b.yaml:5:5: unknown key "rloe" (did you mean "role"?)']);
    expect(errorLines(scenario().replace('    role: attacker', '    flag: blue'))).toEqual([
      'error: b.yaml:4:5: missing key "role"',
      'error: b.yaml:5:5: unknown key "flag"',
    ]);
  });

  it('tells duplicate keys with the schema problems', () => {
    const text = scenario([unitLine('Red Horse', 40)]).replace('title: Small', 'title: Small\ntitle: Again');
    expect(errorLines(text)).toEqual([
      'error: b.yaml:3:1: duplicate key "title"',
      'error: b.yaml:10:57: bases must be an integer from 1 to 12, not 40',
    ]);
  });

  it('stops at a key that is a list, which the schema could only restate as an unknown key', () => {
    const text = scenario([unitLine('Red Horse', 40)]).replace('title: Small', 'title: Small\ntitle: Again\n? [a, b]\n: c');
    expect(errorLines(text)).toEqual([
      'error: b.yaml:3:1: duplicate key "title"',
      'error: b.yaml:4:3: a key must be a plain word, not a list or mapping',
    ]);
  });

  it("gives every one of the rule set's own checks, once the schema is met", () => {
    const text = scenario([unitLine('Blue Horse', 2), unitLine('Red Foot', 2)], 'attacker');
    expect(errorLines(text)).toEqual([
      'error: b.yaml:12:11: both sides are attackers: one must be the defender',
      'error: b.yaml:16:21: duplicate name "Blue Horse"',
    ]);
  });

  it('tells a YAML syntax error alone: what follows it would be echoes', () => {
    const lines = errorLines(`${scenario()}extra: "unclosed\n  - [\n`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: b\.yaml:\d+:8: this " opens a quoted text that is never closed$/);
  });

  it('a file with one problem still gives exactly one line', () => {
    expect(errorLines(scenario([unitLine('Red Horse', 40)]))).toEqual(['error: b.yaml:9:57: bases must be an integer from 1 to 12, not 40']);
  });

  it(`shows the first ${MAX_SHOWN_PROBLEMS} problems and counts the rest`, () => {
    const units = Array.from({ length: 25 }, (_, i) => unitLine(`Red Horse ${i + 1}`, 40 + i));
    const lines = errorLines(scenario(units));
    expect(lines).toHaveLength(MAX_SHOWN_PROBLEMS + 1);
    expect(lines[0]).toBe('error: b.yaml:9:59: bases must be an integer from 1 to 12, not 40');
    expect(lines[MAX_SHOWN_PROBLEMS - 1]).toBe('error: b.yaml:28:60: bases must be an integer from 1 to 12, not 59');
    expect(lines[MAX_SHOWN_PROBLEMS]).toBe(`error: b.yaml: 5 more problems not shown (the first ${MAX_SHOWN_PROBLEMS} are above)`);
  });

  it('is a UserError whose message and position are the first problem', () => {
    let caught: unknown;
    try {
      readScenarioText(scenario([unitLine('Red Horse', 40), unitLine('Red Foot', 0)]), 'b.yaml');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScenarioProblems);
    expect(isUserError(caught)).toBe(true);
    expect((caught as ScenarioProblems).message).toBe('bases must be an integer from 1 to 12, not 40');
    expect((caught as ScenarioProblems).where).toEqual({ file: 'b.yaml', line: 9, col: 57 });
    expect((caught as ScenarioProblems).problems).toHaveLength(2);
  });
});
