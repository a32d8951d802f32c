import { describe, expect, it } from 'vitest';
import { formatHelp } from '../../../src/engine/command-line/help.js';
import { specs } from './fixtures.js';

describe('formatHelp', () => {
  it('lists every command once, with its aliases', () => {
    const r = formatHelp(specs);
    expect(r.ok && r.value.filter((l) => l.startsWith('set')).length).toBe(1);
    expect(r.ok && r.value.some((l) => l.startsWith('rest|regroup'))).toBe(true);
  });

  it('explains one command: usage, flags and example', () => {
    const r = formatHelp(specs, 'charge');
    if (!r.ok) throw new Error(r.error);
    expect(r.value[0]).toBe('charge <unit> at <target>');
    expect(r.value.join('\n')).toMatch(/--\[no-\]crossed-arc\s+crossed the arc/);
    expect(r.value.join('\n')).toMatch(/--uphill \[target\|actor\]/);
    expect(r.value.at(-1)).toBe('  Example: charge A2 at D1');
  });

  it('shows every form of a command with several', () => {
    const r = formatHelp(specs, 'set');
    expect(r.ok && r.value.slice(0, 2)).toEqual(['set <unit> status S', 'set <unit> bases N']);
  });

  it('refuses an unknown command with a suggestion', () => {
    const r = formatHelp(specs, 'chrage');
    expect(r.ok ? null : r.error).toBe('no command "chrage"; did you mean charge?');
  });

  it('prints a command\'s details once, after its summary and before its flags', () => {
    const spec = { ...specs[0]!, details: ['Refused while a charge is still to be made.'] };
    const r = formatHelp([spec], spec.name);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.filter((l) => l.includes('Refused while'))).toEqual(['  Refused while a charge is still to be made.']);
    expect(r.value.indexOf('  Refused while a charge is still to be made.')).toBe(r.value.indexOf(`  ${spec.summary}.`) + 1);
    // The summary ends as a sentence, as the REPL's own commands' help does.
    expect(r.value).toContain(`  ${spec.summary}.`);
  });
});
