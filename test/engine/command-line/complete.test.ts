import { describe, expect, it } from 'vitest';
import { complete, completionFragment } from '../../../src/engine/command-line/complete.js';
import { names, specs } from './fixtures.js';

describe('complete', () => {
  const c = (line: string) => complete(specs, line, names);
  it.each<[string, string[]]>([
    ['', ['charge', 'command', 'done', 'engage', 'fire', 'first', 'note', 'regroup', 'rest', 'sack', 'set']],
    ['ch', ['charge']],
    ['c', ['charge', 'command']],
    ['charge T', ["Tott's Cuirassiers 1", "Tott's Cuirassiers 2"]],
    ["charge Tott's C", ['Cuirassiers 1', 'Cuirassiers 2']],
    ['charge cu', ['cuirassiers 1', 'cuirassiers 2']],
    ['charge "Tot', ['"Tott\'s Cuirassiers 1"', '"Tott\'s Cuirassiers 2"']],
    ['charge A2 ', ['at']],
    ['charge A2 a', ['at']],
    ['charge A2 at D1 --g', ['--ground']],
    ['charge A2 at D1 --n', ['--no-crossed-arc']],
    ['charge A2 at D1 --ground ', ['open', 'rough', 'very-rough']],
    ['charge A2 at D1 --ground=r', ['--ground=rough']],
    ['charge A2 at D1 --support A1,Y', ['A1,Yellow Brigade']],
    ['charge A2 at D1 --heir ', ['Gustav Horn', 'Wrangel']],
    ['fire A1,O', ['A1,Old Blue']],
    ['first ', ['attacker', 'defender', 'Imperialists', 'Swedes']],
    ['first A', ['A', 'Attacker']],
    ['first a', ['a', 'attacker']],
    ['set A1 ', ['bases', 'status']],
    ['set A1 status ', ['demoralized', 'disordered', 'ok']],
    ['sack D ', ['camp']],
    ['done ', []],
    ['note some', []],
    ['zzz ', []],
  ])('%j → %j', (line, expected) => {
    expect(c(line)).toEqual(expected);
  });

  it('completes a name holding double quotes without them, so that the line reads back as that name', () => {
    const table = { unit: [{ id: 'A1', name: 'Les "Gris"' }] };
    expect(complete(specs, 'charge Les', table)).toEqual(['Les Gris']);
    expect(complete(specs, 'charge "Les', table)).toEqual(['"Les Gris"']);
  });

  it('offers the flags once a command is complete, without those already given', () => {
    const flags = c('charge A2 at D1 --flank ');
    expect(flags).toContain('--ground');
    expect(flags).toContain('--no-crossed-arc');
    expect(flags).not.toContain('--flank');
  });

  it('leaves units out of play out of completion', () => {
    expect(c('charge A2 at Cro')).toEqual(['Croat Horse']);
  });

  it('takes extra words and flags from the caller', () => {
    expect(complete(specs, 'he', names, { words: ['help'] })).toEqual(['help']);
    expect(complete(specs, 'charge A2 at D1 --r', names, { flags: ['--rolls'] })).toEqual(['--rear', '--rolls', '--rough']);
  });

  it.each([
    ['charge A2', 'A2'],
    ['charge A2 ', ''],
    ['charge "Blue Reg', '"Blue Reg'],
    ['', ''],
  ])('the fragment of %j is %j', (line, fragment) => {
    expect(completionFragment(line)).toBe(fragment);
  });
});
