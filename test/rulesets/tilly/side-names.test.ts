/**
 * Side names in Tilly's sentences ("Choosing which melee to fight", "Step 4.4. Army Morale",
 * "Initiative", "Army Lists"): the verb takes the number of the side's name. "Alliance" is a
 * singular collective noun; "Imperialists" and a people named by its adjective ("French") are
 * plural.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { tillyHeader } from '../../../src/rulesets/tilly/present/header.js';
import { sideIsPlural } from '../../../src/engine/english.js';
import { ARMIES, type Battle, battleOf, nextUntil, refusal, run, runAll, SHOOTING_EXAMPLE } from './battle.js';

const words = (t: ReturnType<typeof tillyHeader>): string => (typeof t === 'string' ? t : t.map((x) => (typeof x === 'string' ? x : x.text)).join(''));

describe('side names take the verb of their number', () => {
  it('which names are plural: Imperialists, Swedes, French, Spanish, Swiss; not an Alliance, League or Army of Flanders', () => {
    for (const name of ['Imperialists', 'Swedes', 'French', 'Spanish', 'Dutch', 'Swiss', 'Portuguese']) expect(sideIsPlural(name), name).toBe(true);
    for (const name of ['French-Weimarian Alliance', 'Spanish-Imperial Alliance', 'Catholic League', 'Army of Flanders', 'Imperial Army']) expect(sideIsPlural(name), name).toBe(false);
  });

  it('Choosing which melee to fight: "the French-Weimarian Alliance chooses the first melee", in the step line and the header', () => {
    const b = runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Pike+shot" at "Spanish Pike+shot"', 'next', 'charge', 'next']);
    const line = run(b, 'next');
    expect(line.entry.results[0]?.result).toContain('The French-Weimarian Alliance chooses the first melee.');
    expect(words(tillyHeader(line.battle.state))).toContain('| French-Weimarian Alliance chooses the next melee |');
  });

  it('Sequence of Play: "the French-Weimarian Alliance moves", "the Spanish-Imperial Alliance shoots"; plural names keep "the Swedes move"', () => {
    const b = battleOf(SHOOTING_EXAMPLE);
    expect(words(tillyHeader(b.state))).toContain('| French-Weimarian Alliance moves |');
    expect(run(b, 'next').entry.results[0]?.result).toBe('Step 1.2 defender shoot: the Spanish-Imperial Alliance shoots.');
    expect(words(tillyHeader(battleOf(ARMIES).state))).toContain('| Swedes move |');
  });

  it('Step 4.4. Army Morale: "the Spanish-Imperial Alliance loses the battle; the French-Weimarian Alliance is the victor"', () => {
    let b = battleOf(SHOOTING_EXAMPLE);
    for (const u of ['Spanish Pike+shot', 'Spanish Shot', 'Imperial Cannons', 'Imperial Horse']) b = run(b, `rout "${u}" --why test`).battle;
    const ended = nextUntil(b, 'heroics');
    const text = run(ended, 'next').entry.results.map((r) => r.result).join(' ');
    expect(text).toContain('The Spanish-Imperial Alliance loses the battle; the French-Weimarian Alliance is the victor.');
  });
});

/** A copy of a scenario with its sides renamed: a country ("France") and a name that has its article ("The League"). */
function renamed<T>(raw: T, names: readonly [string, string]): T {
  const copy = structuredClone(raw) as { sides: { name: string }[] };
  copy.sides.forEach((side, i) => (side.name = names[i] as string));
  return copy as T;
}

const FIGURE5 = parse(readFileSync(new URL('../../../scenarios/tilly-figure5.yaml', import.meta.url), 'utf8')) as { sides: { name: string; role?: string }[] };
const COUNTRY = ['France', 'The League'] as const;

describe('a side named as a country takes no article; a people or a body of troops keeps "the"', () => {
  it('Sequence of Play: "Step 2.2 attacker shoot: France shoots", "Step 1.2 defender shoot: the League shoots"; the French and the Imperialists keep theirs', () => {
    const lines = (b: Battle) => {
      const out: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const r = run(b, 'next');
        out.push(r.entry.results[0]?.result ?? '');
        b = r.battle;
      }
      return out;
    };
    // A name with its own "The" keeps it in lower case inside a sentence, as "the Imperialists" below.
    expect(lines(battleOf(renamed(FIGURE5, COUNTRY)))).toEqual(['Step 1.2 defender shoot: the League shoots.', 'Step 2.1 defender move: the League moves.', 'Step 2.2 attacker shoot: France shoots.']);
    expect(lines(battleOf(FIGURE5))).toEqual(['Step 1.2 defender shoot: the Imperialists shoot.', 'Step 2.1 defender move: the Imperialists move.', 'Step 2.2 attacker shoot: the French shoot.']);
  });

  it('Sequence of Play: a unit moved out of its side\'s step is refused naming the side without "the"', () => {
    const b = battleOf(renamed(FIGURE5, COUNTRY));
    expect(refusal(b, 'move "Imperial Right Horse 1" --dist 2')).toMatch(/^in step 1\.1 France moves, not the League/);
  });

  it('Initiative: "France wins the initiative and attacks; the League defends"; "the scenario already makes France the attacker"', () => {
    const raw = renamed({ ...structuredClone(ARMIES), setup: true }, COUNTRY) as { sides: { role?: string }[] };
    for (const side of raw.sides) delete side.role;
    const { battle, entry } = run(battleOf(raw), 'initiative --rolls 5,2');
    expect(entry.results[0]?.result).toBe('Initiative: France 5, The League 2. France wins the initiative and attacks; the League defends.');
    expect(refusal(battle, 'initiative')).toBe('the scenario already makes France the attacker: no initiative roll');
  });

  it('Choosing which melee to fight and Step 4.4. Army Morale: "France chooses the first melee", "The League loses the battle; France is the victor"', () => {
    const example = renamed(SHOOTING_EXAMPLE, COUNTRY);
    const b = runAll(nextUntil(battleOf(example), 'declare'), ['declare "French Pike+shot" at "Spanish Pike+shot"', 'next', 'charge', 'next']);
    expect(run(b, 'next').entry.results[0]?.result).toContain(' France chooses the first melee.');
    let c = battleOf(example);
    for (const u of ['Spanish Pike+shot', 'Spanish Shot', 'Imperial Cannons', 'Imperial Horse']) c = run(c, `rout "${u}" --why test`).battle;
    const text = run(nextUntil(c, 'heroics'), 'next').entry.results.map((r) => r.result).join(' ');
    expect(text).toContain('The League loses the battle; France is the victor.');
  });
});
