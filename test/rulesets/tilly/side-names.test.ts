/**
 * Side names in Tilly's sentences ("Choosing which melee to fight", "Step 4.4. Army Morale",
 * "Initiative", "Army Lists"): the verb takes the number of the side's name. "Alliance" is a
 * singular collective noun; "Imperialists" and a people named by its adjective ("French") are
 * plural.
 */
import { describe, expect, it } from 'vitest';
import { tillyHeader } from '../../../src/rulesets/tilly/present/header.js';
import { sideIsPlural } from '../../../src/rulesets/tilly/side-words.js';
import { ARMIES, battleOf, nextUntil, run, runAll, SHOOTING_EXAMPLE } from './battle.js';

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
