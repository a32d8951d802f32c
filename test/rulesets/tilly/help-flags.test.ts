/**
 * `help` and the game master's questions: every flag the parser takes (each command's flags in
 * TILLY_COMMANDS, which the parser reads) shows in that command's usage line and in its Flags
 * list, so a yes/no answer such as --blocked or --enemy-ahead is never found in one and not
 * the other ("Shooting criteria", "Charging criteria": the book's conditions the GM answers).
 */
import { describe, expect, it } from 'vitest';
import { TILLY_COMMANDS, usageWith } from '../../../src/rulesets/tilly/commands.js';
import { tillyHelp } from '../../../src/rulesets/tilly/present/help.js';

const shownAs = (f: { name: string; kind: string; negatable?: boolean }): string => (f.kind === 'bool' && f.negatable ? `--no-${f.name}` : `--${f.name}`);

describe('Commands: every flag the parser accepts is in the usage line and the help', () => {
  it('each flag of each command is in its usage line and its Flags list', () => {
    for (const spec of TILLY_COMMANDS) {
      const help = tillyHelp(spec.name);
      expect(help.ok, spec.name).toBe(true);
      const text = help.ok ? help.value.join('\n') : '';
      const flagsList = text.slice(text.indexOf('  Flags:'));
      for (const f of spec.flags ?? []) {
        expect(spec.usage, `${spec.name} usage`).toMatch(new RegExp(`\\[[^\\]]*${shownAs(f)}\\b`));
        expect(flagsList, `${spec.name} Flags list`).toContain(`--${f.kind === 'bool' && f.negatable ? '[no-]' : ''}${f.name}`);
      }
      // And the usage line names no flag the parser would refuse.
      const named = [...spec.usage.matchAll(/--(?:no-)?([a-z-]+)/g)].map((m) => m[1]);
      for (const n of named) expect((spec.flags ?? []).map((f) => f.name), `${spec.name}: --${n}`).toContain(n);
    }
  });

  it('the GM\'s yes/no questions of shoot, declare and pointblank are in their usage lines', () => {
    const usage = (name: string) => TILLY_COMMANDS.filter((c) => c.name === name).map((c) => c.usage).join(' | ');
    for (const q of ['--blocked', '--not-closest', '--enemy-front <units>', '--friends-front <units>', '--blocked-flank <units>']) expect(usage('shoot')).toContain(`[${q}]`);
    for (const q of ['--out-of-reach', '--more-than-wheel', '--enemy-ahead']) expect(usage('declare')).toContain(`[${q}]`);
    expect(usage('declare')).toContain('[--flank|--rear]');
    expect(usage('pointblank')).toContain('[--enemy-front <units>]');
    expect(usage('pointblank')).not.toContain('--not-closest');
    expect(usage('charge')).toBe('charge [<unit>] [--no-contact]');
    expect(usage('set')).toBe('set <unit> resolve <N> [--why "…"]');
  });

  it('usageWith: exclusive flags share a bracket, valued flags show their placeholder', () => {
    expect(usageWith('x <unit>', [{ name: 'a', kind: 'bool', summary: '' }, { name: 'b', kind: 'bool', summary: '' }, { name: 'c', kind: 'units', placeholder: '<units>', summary: '' }], [['a', 'b']])).toBe('x <unit> [--a|--b] [--c <units>]');
  });
});

describe('Being "in command": help says --far asks nothing of a commander (play-test finding)', () => {
  it('the --far line of move, declare and rallyback says a commander never rolls a check', () => {
    for (const name of ['move', 'declare', 'rallyback']) {
      const help = tillyHelp(name);
      expect(help.ok && help.value.join('\n'), name).toMatch(/--far[^\n]*a commander never rolls one/);
    }
  });
});
