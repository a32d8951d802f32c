/** Plural unit names take plural verbs in the corrections' results and the guided questions (2.1 names; "Blue Halberds"). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { parseThen } from '../../../src/engine/scenario-schema.js';
import { checkOrdersScenario, ordersScenarioSchema } from '../../../src/rulesets/orders-draft/scenario.js';
import { closeCoresAfterEach, play, ROOT, tempDir } from '../../repl/helpers.js';
import { ordersPresentation } from '../../../src/rulesets/orders-draft/presentation.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { raw } from './fixtures.js';

const track = closeCoresAfterEach();

function sample() {
  const dir = tempDir();
  const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders.yaml', seed: 5, journal: join(dir, 'j.tyw.jsonl') });
  track({ core, dir });
  return core;
}

describe('plural unit names in the orders draft', () => {
  it('lose: "Blue Halberds lose 3 stands: 3 → 0, and are gone"', () => {
    expect(runLine(sample(), 'lose A3 3').text).toMatch(/^Blue Halberds lose 3 stands: 3 → 0, and are gone\./);
  });
});

describe('plural unit names in orders and their odds (3.3)', () => {
  it('3.3.4: an accepted order is a sentence, not a label: "Blue Halberds guard Blue Pikes with a guard token."', () => {
    const text = runLine(sample(), 'guard AC1 A3 A1 --rolls 3,3').text;
    expect(text).toContain('\nBlue Halberds guard Blue Pikes with a guard token.');
    expect(text).not.toMatch(/^Blue Halberds: /m);
  });

  it('3.3.3, 3.3.4: "Red Pikes charge Blue Halberds (…)" once the guard steps in, and the odds say "First, Blue Halberds guard Blue Pikes"', () => {
    const core = sample();
    for (const line of ['guard AC1 A3 A1 --rolls 3,3', 'next', 'next']) runLine(core, line);
    expect(runLine(core, 'odds order BC1 B1 charge --target A1').text).toContain('First, Blue Halberds guard Blue Pikes\n');
    expect(runLine(core, 'order BC1 B1 charge --target A1 --rolls 4,2,3').text).toContain('\nRed Pikes charge Blue Halberds (charge-move B1 --distance N).');
  });
});

/** The sample with a house rule line switched on (its comment in the scenario shows it). */
function sampleWith(houseRules: string) {
  const dir = tempDir();
  const text = readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8').replace(/^# houseRules: .*$/m, `houseRules: ${houseRules}`);
  const core = coreFromText({ text, file: 'orders.yaml', seed: 5, journal: join(dir, 'j.tyw.jsonl') });
  track({ core, dir });
  return core;
}


/** First Regiment's commander falls, its units pass, and Blue Halberds (A3) take his place. */
const HALBERDS_COMMAND = ['kill AC1', 'morale-check A1 pass', 'morale-check A2 pass', 'morale-check A3 pass', 'promote A3 --rating 8'];

describe('plural unit names in the corrections and the commander lost (2.4, 2.9.1)', () => {
  it('2.4: a unit too few to keep its front must reform: "They reform" for Blue Pikes', () => {
    expect(play(sample(), 'lose A1 2')).toBe('Blue Pikes lose 2 stands: 4 → 2. They reform 2 stands across (1 rank, 2.4).');
  });

  it('2.9.1: promoted Blue Halberds "are now the commander unit and keep none of their earlier rules"', () => {
    const text = play(sample(), ...HALBERDS_COMMAND);
    expect(text).toBe('Blue Halberds are promoted to command First Regiment: general, rating 8; they are now the commander unit and keep none of their earlier rules (2.9.1).');
  });

  it('2.9.1, 3.1.3: a promoted unit with a plural name gives orders and is done with plural verbs', () => {
    const core = sample();
    play(core, ...HALBERDS_COMMAND);
    expect(play(core, 'order AC1 A1 march --rolls 1,1')).toMatch(/^Blue Halberds order Blue Pikes: march\./);
    expect(play(core, 'order AC2 A4 march --rolls 1,1')).toContain('Blue Halberds are done for this phase, one commander at a time (3.1.3 steps 1 and 7); 1 unit of First Regiment is left without orders and stands ready (Blue Muskets). Captain Reed now gives orders.');
    const core2 = sample();
    play(core2, ...HALBERDS_COMMAND);
    // 3.1.3: done names the units it leaves standing ready; the journal's event keeps its recorded words.
    expect(play(core2, 'done AC1')).toBe('Blue Halberds give no more orders this phase (3.1.3); 2 units of First Regiment are left without orders and stand ready (Blue Pikes and Blue Muskets).');
    expect(core2.session.entries.at(-1)?.events.map((e) => e.text)).toContain('Blue Halberds give no more orders this phase; the units of First Regiment without orders stand ready (3.1.3).');
    expect(runLine(core2, 'done AC1').text).toBe('refused: Blue Halberds are already done for this phase (3.1.3)');
  });

  it('3.1.3: a commander whose name ends in s is one person: "Lieutenant Hobbs orders …", "is done", "gives"', () => {
    const core = sample();
    play(core, 'next', 'next');
    expect(play(core, 'order BC2 B4 march --rolls 6,6')).toMatch(/^Lieutenant Hobbs orders Red Guns: march\. .* and Lieutenant Hobbs is done for this phase; 1 unit of Gun Line is left without orders and stands ready \(Red Crossbows\)\.$/m);
    expect(runLine(core, 'done BC2').text).toBe('refused: Lieutenant Hobbs is already done for this phase (3.1.3)');
    const other = sample();
    play(other, 'next', 'next', 'order BC1 B1 march --rolls 1,1', 'done BC1');
    expect(play(other, 'next')).toContain(' Lieutenant Hobbs gives no more orders. ');
  });

  it('2.9.1 house rule moraleCheckAtMost: the odds say "they stay", "they flee"', () => {
    const core = sampleWith('{ moraleCheckAtMost: 4 }');
    play(core, 'kill AC1');
    const odds = runLine(core, 'odds morale-check A1 roll').text;
    expect(odds).toMatch(/passes: they stay\s/);
    expect(odds).toMatch(/fails: they flee the table\s/);
    expect(odds).not.toMatch(/\bit (?:stays|flees)\b/);
  });
});

describe('plural unit names in the refusals and results of orders (3.1.3, 3.3)', () => {
  it('3.1.3 step 2: "Blue Pikes already received their orders this phase"', () => {
    const core = sample();
    play(core, 'order AC1 A1 march --rolls 1,1');
    expect(runLine(core, 'order AC1 A1 march --rolls 1,1').text).toBe('refused: Blue Pikes already received their orders this phase (3.1.3 step 2)');
  });

  it('3.3.4, 3.3.5: "Blue Pikes cannot guard themselves", "… support themselves"', () => {
    expect(runLine(sample(), 'guard AC1 A1 A1 --rolls 1,1').text).toBe('refused: Blue Pikes cannot guard themselves (3.3.4)');
    expect(runLine(sample(), 'support AC1 A1 A1 --rolls 1,1').text).toBe('refused: Blue Pikes cannot support themselves (3.3.5)');
  });

  it('3.3.6, 2.4: "Blue Halberds have 3 stands: a front of 4 is no valid formation"', () => {
    expect(runLine(sample(), 'order AC1 A3 change-formation --width 4 --rolls 1,1').text).toBe('refused: Blue Halberds have 3 stands: a front of 4 is no valid formation (2.4)');
  });

  it(`3.3.8: the rally roll is the unit's ("Blue Pikes' rally roll"), and Rally to Blue Pikes not Disordered is refused: "Blue Pikes are not Disordered"`, () => {
    const core = sample();
    runLine(core, 'disorder A1');
    expect(play(core, 'rally AC1 A1 --rolls 1,1,1,1')).toContain("Blue Pikes' rally roll: 2d6 1+1 = 2 against rating 8: passed: Disordered → OK.");
    expect(runLine(sample(), 'rally AC1 A1 --rolls 1,1').text).toBe('refused: Blue Pikes are not Disordered: Rally is for a Disordered unit (3.1.2, 3.3.8)');
  });
});

describe('2.9.1 a promoted plural unit, and one stand (play-test findings)', () => {
  it('2.9.1: the odds of a promoted "Red Pikes" read "Red Pikes order", as the roll does', () => {
    const core = sample();
    for (const line of ['next', 'next', 'kill BC1', 'morale-check B1 pass', 'morale-check B2 pass', 'morale-check B3 pass', 'promote B1 --rating 7']) runLine(core, line);
    expect(runLine(core, 'odds order BC1 B3 march').text).toMatch(/^Red Pikes order Red Swordsmen\n/);
    expect(runLine(core, 'order BC1 B3 march --rolls 1,1').text).toMatch(/^Red Pikes order Red Swordsmen: march\./);
  });

  it('2.9.1: the odds head of a promoted "Red Pikes" keeps "order" when the preview is copied: the verb is in the preview', () => {
    const core = sample();
    for (const line of ['next', 'next', 'kill BC1', 'morale-check B1 pass', 'morale-check B2 pass', 'morale-check B3 pass', 'promote B1 --rating 7']) runLine(core, line);
    const s = core.state as OrdersState;
    const parsed = ordersPresentation.parseAction(s, 'order BC1 B3 march');
    if (!parsed.ok) throw new Error(parsed.error);
    const p = ordersPresentation.preview(s, parsed.value);
    if (!p.ok) throw new Error(p.error);
    const copy = structuredClone(p.value);
    const head = ordersPresentation.odds?.(copy, copy.odds!)[0];
    expect(JSON.stringify(head)).toContain('Red Pikes order Red Swordsmen');
    expect(JSON.stringify(head)).not.toContain('Red Pikes orders');
  });

  it('3.3.6: a front of one reads "1 stand across", not "1 stands"', () => {
    expect(runLine(sample(), 'order AC1 A1 change-formation --width 1 --rolls 1,1').text).toContain('Blue Pikes form 1 stand across (4 ranks).');
  });
});

describe('lists of names take "and" (3.1.3, 3.2, 4.2, 2.9.1)', () => {
  it('3.1.3: the end of the Orders phase: "Colonel Morse and Captain Reed give no more orders."', () => {
    const text = play(sample(), 'next');
    expect(text).toContain('The Blue Orders phase ends. Colonel Morse and Captain Reed give no more orders. ');
    expect(text).not.toMatch(/Morse, Captain Reed/);
  });

  it('3.1.3: one commander and one unit left: "Colonel Morse gives …", "Without orders, Blue Pikes stand ready"', () => {
    const core = sample();
    play(core, 'order AC2 A4 march --rolls 1,1', 'order AC2 A5 march --rolls 1,1', 'order AC1 A2 march --rolls 1,1', 'order AC1 A3 march --rolls 1,1');
    const text = play(core, 'next');
    expect(text).toContain(' Colonel Morse gives no more orders. Without orders, Blue Pikes stand ready (3.1.3). ');
  });

  it('2.9.1, 3.1.3: a promoted unit left waiting: "Blue Halberds give no more orders."', () => {
    const core = sample();
    play(core, ...HALBERDS_COMMAND, 'done AC2');
    expect(play(core, 'next')).toContain(' Blue Halberds give no more orders. ');
  });

  it('3.2: a regiment-wide order names its units with "and"', () => {
    expect(play(sample(), 'regiment AC1 all march --rolls 1,1')).toMatch(/^Colonel Morse orders 3 units \(Blue Pikes, Blue Muskets and Blue Halberds\): march\./);
  });

  it('2.9.1: the promotion refused until the checks are taken lists them with "and"', () => {
    const core = sample();
    play(core, 'kill AC1');
    expect(runLine(core, 'promote A3 --rating 9').text).toBe('refused: take the Morale Checks first (2.9.1): Blue Pikes, Blue Muskets and Blue Halberds (morale-check A1 pass|fail; morale-check A2 pass|fail; morale-check A3 pass|fail)');
  });

  it('2.9.1: the morale view lists the units off the table with "and"', () => {
    const core = sample();
    play(core, 'rout A1', 'rout B2', 'rout B3');
    expect(play(core, 'morale')).toContain('Off the table: Blue Pikes (routed), Red Muskets (routed) and Red Swordsmen (routed)');
  });

  it('4.2: next refused while charges wait lists them with "and"', () => {
    const core = sample();
    play(core, 'order AC1 A1 charge --target B1 --rolls 1,1', 'order AC1 A2 charge --target B2 --rolls 1,1');
    expect(runLine(core, 'next').text).toBe(
      'refused: charges still to move: Blue Pikes (charge-move A1 --distance N) and Blue Muskets (charge-move A2 --distance N), with --distance 0 for units in base contact already (4.2); or cancel-charge one the game master rules out',
    );
  });
});

describe('plural unit names in the scenario check (2.6)', () => {
  it('2.6: "Blue Dragoons have 5 stands, outside their purchase size 2 to 4"', () => {
    const data = raw() as { sides: { regiments: { units: Record<string, unknown>[] }[] }[] };
    const horse = data.sides[0]?.regiments[1]?.units[0];
    if (horse) Object.assign(horse, { name: 'Blue Dragoons', stands: 5, size: '2/4' });
    const built = parseThen(ordersScenarioSchema(), data, checkOrdersScenario);
    if (!built.ok) throw new Error(JSON.stringify(built.error));
    expect(built.value.warnings.map((w) => w.message)).toEqual(['Blue Dragoons have 5 stands, outside their purchase size 2 to 4 (section 2.6)']);
  });
});
