/** Seed 003, "Sequence of play": what `next` and the header say in steps 3.2 (charge), 3.4 (melee) and 3.5 (rally back). */
import { describe, expect, it } from 'vitest';
import type { Text } from '../../../src/present/model.js';
import { tillyHeader } from '../../../src/rulesets/tilly/present/header.js';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { tillyPresentation } from '../../../src/rulesets/tilly/presentation.js';
import { battleOf, nextUntil, run, runAll, SHOOTING_EXAMPLE } from './battle.js';

const words = (t: Text): string => (typeof t === 'string' ? t : t.map((x) => (typeof x === 'string' ? x : x.text)).join(''));

describe('step hints', () => {
  it('Step 3.2 charge with no charge declared: next says no charges were declared, not that none is cancelled', () => {
    const b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare');
    expect(run(b, 'next').entry.results[0]?.result).toBe('Step 3.2 charge. No charges were declared.');
    const declared = run(b, 'declare "French Pike+shot" at "Spanish Pike+shot"').battle;
    expect(run(declared, 'next').entry.results[0]?.result).toBe('Step 3.2 charge. No charge is cancelled.');
  });

  it('Step 3.4 melee: the header names the side choosing the next melee only while a melee is left to fight', () => {
    const b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Pike+shot" at "Spanish Pike+shot"', 'next', 'charge']), 'melee');
    expect(words(tillyHeader(b.state))).toContain('| French-Weimarian Alliance chooses the next melee |');
    const fought = run(b, 'melee "French Pike+shot" --rolls 1,1,1,1,1,1,1,1').battle;
    expect(fought.state.step).toBe('melee');
    expect(words(tillyHeader(fought.state))).not.toMatch(/chooses? the next melee/);
    expect(words(tillyHeader(fought.state))).toMatch(/^Turn 1 \| 3\.4 Melee \| units lost/);
  });

  it('Step 3.4 melee with no unit in contact: no side chooses a first melee, and there is nothing to do', () => {
    const b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'point-blank');
    const { battle, entry } = run(b, 'next');
    expect(battle.state.step).toBe('melee');
    expect(entry.results[0]?.result).toBe('Step 3.4 melee. No unit is in contact: there is no melee to fight. Nothing to do here: next.');
    expect(battle.state.meleeChooser).toBeNull();
  });

  it('Step 3.5 rally back: the compulsory rally back is listed first and marked, the voluntary ones counted', () => {
    let b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "Weimarian Horse" at "Imperial Pike+shot"', 'next', 'charge']), 'melee');
    b = run(b, 'melee "Weimarian Horse" --rolls 5,1,1,5,6,1,1').battle;
    expect(run(b, 'next').entry.results[0]?.result).toBe('Step 3.5 rally back. Open: rallyback A7 (compulsory); 4 other units may rally back (rallyback <unit>).');
  });
});

describe('Choosing which melee to fight: rules turn', () => {
  it('says the side with most units charging chooses first, and the attacker on a tie', () => {
    const r = tillyPresentation.rules('turn', battleOf(SHOOTING_EXAMPLE).state);
    if (!r.ok) throw new Error(r.error);
    expect(renderTerminal(r.value, plain).join('\n')).toContain('3.4 Melee: Every melee is fought, the sides alternating the choice, starting with the side with most units charging (the attacker on a tie).');
  });
});
