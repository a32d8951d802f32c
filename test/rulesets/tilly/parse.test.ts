/** The Tilly command grammar (issue §8): parser unit tests, names by id, prefix or quoted name. */
import { describe, expect, it } from 'vitest';
import { formatHelp } from '../../../src/engine/command-line/help.js';
import { extractRolls } from '../../../src/engine/session.js';
import { TILLY_COMMANDS } from '../../../src/rulesets/tilly/commands.js';
import { parseTillyCommand } from '../../../src/rulesets/tilly/parse.js';
import { tillyRules as tillyRulesTopic } from '../../../src/rulesets/tilly/present/rules.js';
import { battleOf } from './battle.js';
import { ARMIES } from './fixtures.js';

const state = battleOf(ARMIES).state;
const parse = (line: string) => parseTillyCommand(state, line);
const ok = (line: string) => {
  const r = parse(line);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('Tilly command grammar', () => {
  it('names a unit by short id, unambiguous prefix, word prefix or quoted full name', () => {
    expect(ok('move A2')).toMatchObject({ kind: 'move', unit: 'A2' });
    expect(ok('move yell')).toMatchObject({ unit: 'A6' });
    expect(ok('move finn')).toMatchObject({ unit: 'A4' });
    expect(ok('move "Swedish Horse 2"')).toMatchObject({ unit: 'A3' });
    expect(ok('move Swedish Horse 2')).toMatchObject({ unit: 'A3' });
    const amb = parse('move Swedish');
    expect(amb.ok ? '' : amb.error).toContain('could be');
  });

  it('shoot: a primary and secondaries, a target, flags', () => {
    expect(ok('shoot D6,D8 at A6 --flank D8 --cover')).toEqual({ kind: 'shoot', units: ['D6', 'D8'], target: 'A6', flank: ['D8'], cover: true, pointBlank: false });
    expect(ok('pointblank "Imperial Shot" at "Swedish Horse 1"')).toMatchObject({ kind: 'shoot', pointBlank: true, units: ['D8'], target: 'A2' });
  });

  it('declare: at one or more targets, on a face; a commander declares with a unit', () => {
    expect(ok('declare A2 at D6,D8 --flank')).toEqual({ kind: 'declare', unit: 'A2', targets: ['D6', 'D8'], aspect: 'flank', far: false });
    expect(ok('declare Horn with A2')).toEqual({ kind: 'declare', unit: 'A1', targets: ['A2'], aspect: 'front', far: false });
    const both = parse('declare A2 at D6 --flank --rear');
    expect(both.ok ? '' : both.error).toBe('--flank and --rear cannot be given together');
  });

  it('charge, melee, rally back, rally, heroics', () => {
    expect(ok('charge')).toEqual({ kind: 'charge', unit: null, contact: true });
    expect(ok('divide A2 D6=2,"Tercio 2"=1')).toEqual({ kind: 'divide', unit: 'A2', split: [{ enemy: 'D6', hits: 2 }, { enemy: 'D7', hits: 1 }] });
    expect(ok('charge A2 --no-contact')).toEqual({ kind: 'charge', unit: 'A2', contact: false });
    expect(ok('melee A2 --primary A3,D6=A2 --assign A2=D6,A3=D8 --uphill A2 --difficult A3')).toEqual({
      kind: 'melee',
      unit: 'A2',
      primary: ['A3'],
      primaryFor: { D6: 'A2' },
      assign: { A2: 'D6', A3: 'D8' },
      uphill: ['A2'],
      fortified: [],
      difficult: ['A3'],
    });
    expect(ok('rallyback A2 --far')).toEqual({ kind: 'rallyback', unit: 'A2', far: true, cancel: false });
    expect(ok('rally')).toEqual({ kind: 'rally', unit: null });
    expect(ok('heroics')).toEqual({ kind: 'heroics', unit: null, enemy: null });
    expect(ok('heroics A6 for D7')).toEqual({ kind: 'heroics', unit: 'A6', enemy: 'D7' });
  });

  it('move flags: changes of direction by prefix, distance, friends passed through', () => {
    expect(ok('move A6 --change wheel,about --dist 2.5 --through A7')).toMatchObject({ changes: ['wheel', 'about-face'], distance: 2.5, through: ['A7'] });
    const bad = parse('move A6 --change spin');
    expect(bad.ok ? '' : bad.error).toContain('--change is');
  });

  it('corrections take --why', () => {
    expect(ok('set A6 resolve 2 --why "lost two earlier"')).toEqual({ kind: 'set-resolve', unit: 'A6', resolve: 2, why: 'lost two earlier' });
    expect(ok('engage A2 D6 --on flank')).toEqual({ kind: 'engage', a: 'A2', b: 'D6', aspectA: 'front', aspectB: 'flank' });
    expect(ok('fall Tilly')).toEqual({ kind: 'fall', unit: 'D5' });
    expect(ok('note the mill burns')).toEqual({ kind: 'note', text: 'the mill burns' });
  });

  it('odds and mods wrap a battle command', () => {
    expect(ok('odds shoot D6 at A6')).toEqual({ kind: 'odds', action: { kind: 'shoot', units: ['D6'], target: 'A6', flank: [], cover: false, pointBlank: false } });
    const nested = parse('odds odds next');
    expect(nested.ok).toBe(false);
  });

  it('unknown commands and flags say so, with a suggestion', () => {
    const word = parse('shot D6 at A6');
    expect(word.ok ? '' : word.error).toContain('did you mean shoot?');
    const flag = parse('shoot D6 at A6 --flnk D6');
    expect(flag.ok ? '' : flag.error).toContain('did you mean --flank?');
  });

  it('--rolls is taken off by the session before the parser sees the line', () => {
    const split = extractRolls('shoot D6,D8 at A6 --rolls 1,2,6,6,6');
    expect(split.ok && split.value).toEqual({ text: 'shoot D6,D8 at A6', rolls: [1, 2, 6, 6, 6] });
  });

  it('every command\'s example parses, and help prints every command', () => {
    for (const spec of TILLY_COMMANDS) {
      const split = extractRolls(spec.example);
      expect(split.ok).toBe(true);
      if (split.ok) expect(parse(split.value.text).ok, spec.example).toBe(true);
    }
    const help = formatHelp(TILLY_COMMANDS);
    expect(help.ok && help.value.length).toBe(new Set(TILLY_COMMANDS.map((c) => c.name)).size);
  });
});

describe('Step 1.2 "Shooting dice": the book\'s other words for shooting (play-test finding)', () => {
  it('"fire" is refused with the shoot command to type, not as an unknown command', () => {
    const r = parse('fire A2 at D2');
    expect(r.ok ? '' : r.error).toBe('shooting is the shoot command: shoot <primary>[,<secondary>...] at <target> (steps 1.2 and 2.2; help shoot)');
    const other = parse('frobnicate A2');
    expect(other.ok ? '' : other.error).toMatch(/^unknown command "frobnicate"/);
  });

  it('rules fire gives the shooting topic, rules close-combat the melee topic', () => {
    const topic = (t: string) => {
      const r = tillyRulesTopic(t, state);
      return r.ok ? JSON.stringify(r.value) : r.error;
    };
    expect(topic('fire')).toBe(topic('shooting'));
    expect(topic('close-combat')).toBe(topic('melee'));
    expect(topic('constructor')).toMatch(/^no rules topic "constructor"/);
  });
});
