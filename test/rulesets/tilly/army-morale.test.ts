/** Seed 003, "Step 4.4. Army Morale" and "Optional Rule: Variable Army Morale", on the Figure 5 armies. */
import { readFileSync } from 'node:fs';
import { parseScenarioText } from '../../../src/io/scenario.js';
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { terminalLines } from '../../../src/present/terminal.js';
import { parse } from 'yaml';
import { armyMorale, battleOverWords, breaks } from '../../../src/rulesets/tilly/morale.js';
import { HandDiceError, handDice } from '../../../src/dice/dice.js';
import { tillyPresentation } from '../../../src/rulesets/tilly/presentation.js';
import { moraleView } from '../../../src/rulesets/tilly/present/morale.js';
import { summarizeTilly } from '../../../src/rulesets/tilly/scenario.js';
import type { TillyScenario } from '../../../src/rulesets/tilly/state.js';
import { join } from 'node:path';
import { ensureBuilt, ROOT, tempDir, tyw } from '../../repl/helpers.js';
import { type Battle, battleOf, nextUntil, refusal as refusalOf, run, runAll } from './battle.js';
import { applyEvent } from '../../../src/rulesets/tilly/events.js';
import { tillyStanding } from '../../../src/rulesets/tilly/present/standing.js';

const FIGURE5 = parse(readFileSync(new URL('../../../scenarios/tilly-figure5.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;
/** The Imperialists (Figure 5 b) have 25 units; these are 13 of them that are not commanders. */
const IMPERIAL_UNITS = ['D2', 'D3', 'D4', 'D5', 'D6', 'D8', 'D9', 'D10', 'D11', 'D12', 'D13', 'D15', 'D16'];

const routed = (b: Battle, ids: readonly string[]) => runAll(b, ids.map((id) => `rout ${id}`));

/** The die the army-morale check asks players for when they roll by hand. */
function handDie(b: Battle): HandDiceError['missing'] {
  try {
    armyMorale(b.state, handDice([]));
  } catch (error) {
    if (error instanceof HandDiceError) return error.missing;
    throw error;
  }
  throw new Error('no die asked for');
}

describe('Step 4.4. Army Morale', () => {
  it('a side loses at ½ or more of its original units lost: 12 of 25 fights on, 13 of 25 loses', () => {
    const twelve = nextUntil(routed(battleOf(FIGURE5), IMPERIAL_UNITS.slice(0, 12)), 'army-morale');
    expect(twelve.state.outcome).toBeNull();
    expect(twelve.state.lastCheck?.lost).toEqual([0, 12]);
    const thirteen = nextUntil(routed(battleOf(FIGURE5), IMPERIAL_UNITS), 'heroics');
    const { battle, entry } = run(thirteen, 'next');
    expect(battle.state.step).toBe('over');
    expect(battle.state.outcome?.winner).toBe(0);
    expect(entry.results.at(-1)?.result).toBe(
      'Army morale: French 0 of 24 lost (the side loses at 12 or more); Imperialists 13 of 25 lost (the side loses at 13 or more). The Imperialists lose the battle; the French are the victors.',
    );
  });

  it('the rule text wins over the first example: half of 25 is 12½, so 9 lost does not break the army', () => {
    expect(breaks(8, 25)).toBe(false);
    expect(breaks(9, 25)).toBe(false); // the example's "8½" would have broken it here
    expect(breaks(12, 25)).toBe(false);
    expect(breaks(13, 25)).toBe(true);
    expect(breaks(12, 24)).toBe(true); // Figure 5 (a), 24 units: ½ is 12
  });

  it('lost units are routed units and commander casualties', () => {
    const b = nextUntil(runAll(battleOf(FIGURE5), ['rout D2', 'fall D1', 'fall A1']), 'army-morale');
    expect(b.state.lastCheck?.lost).toEqual([1, 2]);
  });

  it('both sides losing in the same turn is a draw', () => {
    const french = ['A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A10', 'A11', 'A12', 'A13', 'A14'];
    const b = nextUntil(runAll(routed(battleOf(FIGURE5), IMPERIAL_UNITS), french.map((id) => `rout ${id}`)), 'heroics');
    const { battle } = run(b, 'next');
    expect(battle.state.outcome).toEqual({ winner: null });
    expect(battleOverWords(battle.state)).toContain('Both armies lose in the same turn: a draw.');
  });
});

describe('Optional Rule: Variable Army Morale', () => {
  const variable = { ...FIGURE5, variableMorale: true };

  it('the battle\'s end is said in the check\'s words, read from the check, not the event\'s text, even after a correction', () => {
    const b = run(nextUntil(routed(battleOf(variable), ['A2', ...IMPERIAL_UNITS.slice(0, 12)]), 'heroics'), 'next --rolls 6').battle;
    const text = b.entries.at(-1)?.events.find((e) => (e as { type: string }).type === 'army-morale')?.text ?? '';
    expect(text).toContain('French 1 of 24 lost (no roll: only the side with most units lost rolls)');
    expect(text).toContain('The Imperialists lose the battle');
    expect(battleOverWords(b.state)).toBe(text);
    const after = run(b, 'rout A3').battle;
    expect(refusalOf(after, 'next')).toBe(`the battle is over: ${text}`);
    expect(tillyStanding(after.state).outcome).toBe(text);
    // The state keeps the winner only: an event with other words ends the battle the same way.
    const check = after.state.lastCheck;
    if (!check) throw new Error('no check');
    const reworded = applyEvent(b.state, { type: 'army-morale', check, over: true, winner: 0, text: 'something else' });
    expect(battleOverWords(reworded)).toBe(text);
  });

  it('the rule book\'s example: 25 units; 7 lost and a roll of 3 fight on; 10 lost and a roll of 4 flee', () => {
    let b = nextUntil(routed(battleOf(variable), IMPERIAL_UNITS.slice(0, 7)), 'heroics');
    const turn4 = run(b, 'next --rolls 3');
    expect(turn4.entry.results[1]?.result).toBe('Imperialists roll 3 + 7 lost = 10, under 13: they fight on.');
    expect(turn4.battle.state.outcome).toBeNull();
    b = run(turn4.battle, 'next').battle;
    b = nextUntil(routed(b, IMPERIAL_UNITS.slice(7, 10)), 'heroics');
    const turn5 = run(b, 'next --rolls 4');
    expect(turn5.entry.results[1]?.result).toBe('Imperialists roll 4 + 10 lost = 14, at least 13: they flee the field.');
    expect(turn5.battle.state.outcome?.winner).toBe(0);
  });

  it('only the side with most losses rolls; on a tie both roll, attacker first; no losses, no roll', () => {
    const none = run(nextUntil(battleOf(variable), 'heroics'), 'next');
    expect(none.entry.rolls).toEqual([]);
    const tie = run(nextUntil(runAll(battleOf(variable), ['rout A2', 'rout D2']), 'heroics'), 'next --rolls 1,2');
    expect(tie.entry.rolls.map((r) => r.label)).toEqual(['variable army morale: French', 'variable army morale: Imperialists']);
  });

  it('the odds of fleeing are exact: 7 lost of 25 flees on a 6 only', () => {
    const b = nextUntil(routed(battleOf(variable), IMPERIAL_UNITS.slice(0, 7)), 'heroics');
    expect(run(b, 'odds next').entry.results[0]?.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['flees the field', '1/6'],
      ['fights on', '5/6'],
    ]);
  });

  it('on a tie both sides roll, so odds next gives the outcomes of both rolls together (9 lost each: French flee on 3+, Imperialists on 4+)', () => {
    const french = ['A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A10', 'A11'];
    const b = nextUntil(routed(routed(battleOf(variable), french), IMPERIAL_UNITS.slice(0, 9)), 'heroics');
    const odds = run(b, 'odds next').entry.results[0];
    expect(odds?.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['both fight on', '1/6'],
      ['the French flee the field', '1/3'],
      ['the Imperialists flee the field', '1/6'],
      ['both flee: a draw', '1/3'],
    ]);
    expect(odds?.result).toContain('French: 1d6 + 9 lost, fleeing at 12 or more; Imperialists: 1d6 + 9 lost, fleeing at 13 or more.');
  });

  it('odds next leaves out an outcome no die can bring (1 lost each: nobody can flee, so only "both fight on")', () => {
    const b = nextUntil(runAll(battleOf(variable), ['rout A2', 'rout D2']), 'heroics');
    expect(run(b, 'odds next').entry.results[0]?.odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([['both fight on', '1']]);
    const one = nextUntil(routed(battleOf(variable), ['D2']), 'heroics');
    expect(run(one, 'odds next').entry.results[0]?.odds?.outcomes.map((o) => o.label)).toEqual(['fights on']);
  });

  it('odds next gives the threshold in whole units (13 or more), not the half 12.5, and a lone loss reads "1 unit lost"', () => {
    const b = nextUntil(routed(battleOf(variable), IMPERIAL_UNITS.slice(0, 7)), 'heroics');
    expect(run(b, 'odds next').entry.results[0]?.result).toContain('Imperialists: 1d6 + 7 lost, fleeing at 13 or more.');
    const one = run(nextUntil(routed(battleOf(variable), ['D2']), 'heroics'), 'next --rolls 1').entry.results[1];
    expect(one?.modifiers?.actor.map((m) => m.label)).toEqual(['unit lost']);
  });

  it('a die rolled by hand is shown with the roll\'s parts, 1d6 + 7 lost against 13 or more, and the faces that flee, as odds next counts them', () => {
    const b = nextUntil(routed(battleOf(variable), IMPERIAL_UNITS.slice(0, 7)), 'heroics');
    const missing = handDie(b);
    expect(missing?.about?.stage).toBe('Variable army morale, Imperialists');
    expect(missing?.about?.detail).toEqual([
      '1d6 + 7 lost, fleeing at 13 or more ("Optional Rule: Variable Army Morale")',
      'A roll of 6 and the Imperialists flee the field (1/6); otherwise they fight on',
    ]);
    expect(run(b, 'odds next').entry.results[0]?.odds?.outcomes[0]).toMatchObject({ label: 'flees the field', fraction: '1/6' });
    // The roll agrees: a 6 flees, a 5 fights on.
    expect(run(b, 'next --rolls 6').battle.state.outcome?.winner).toBe(0);
    expect(run(b, 'next --rolls 5').battle.state.outcome).toBeNull();
    const none = nextUntil(routed(battleOf(variable), ['D2']), 'heroics');
    expect(handDie(none)?.about?.detail?.[1]).toBe('No face reaches it: the Imperialists fight on whatever the die shows');
  });

  it('the battle header gives the variable roll, as tyw check does, when the scenario uses it', () => {
    const b = battleOf(variable);
    const lines = terminalLines(tillyPresentation.battle(b.state, b.scenario).blocks, plain);
    expect(lines).toContain('A side loses when 1d6 + its units lost come to half its units or more: French 12 or more of 24, Imperialists 13 or more of 25.');
  });

  it('the battle header\'s side lines give the variable roll too, not "loses with 12 or more units lost"', () => {
    const lines = (raw: unknown) => {
      const b = battleOf(raw);
      return terminalLines(tillyPresentation.battle(b.state, b.scenario).blocks, plain);
    };
    const on = lines(variable);
    expect(on).toContain('French: attacker, 24 units in 4 commands; loses when 1d6 + its units lost come to 12 or more');
    expect(on.join('\n')).not.toContain('units lost or more');
    expect(on.join('\n')).not.toMatch(/loses with \d+ or more units lost/);
    expect(lines(FIGURE5)).toContain('French: attacker, 24 units in 4 commands; loses with 12 or more units lost');
  });

  it('the army-morale summary after the roll gives the variable roll, not "the side loses at 13 or more"', () => {
    const b = nextUntil(routed(battleOf(variable), IMPERIAL_UNITS.slice(0, 7)), 'heroics');
    expect(run(b, 'next --rolls 3').entry.results.at(-1)?.result).toBe(
      'Army morale: French 0 of 24 lost (no roll: only the side with most units lost rolls); Imperialists 7 of 25 lost (the side loses when 1d6 + 7 lost come to 13 or more). The battle goes on.',
    );
  });

  it('the summary says the side with fewer units lost does not roll, rather than giving it a roll it does not make; on a tie both have their roll', () => {
    const tie = run(nextUntil(runAll(battleOf(variable), ['rout A2', 'rout D2']), 'heroics'), 'next --rolls 1,2').entry.results.at(-1)?.result;
    expect(tie).toBe('Army morale: French 1 of 24 lost (the side loses when 1d6 + 1 lost come to 12 or more); Imperialists 1 of 25 lost (the side loses when 1d6 + 1 lost come to 13 or more). The battle goes on.');
    const none = run(nextUntil(battleOf(variable), 'heroics'), 'next').entry.results.at(-1)?.result;
    expect(none).toContain('French 0 of 24 lost (no roll: no side has lost a unit)');
  });

  it('the morale view gives, with the variable roll, the roll that loses now, not units lost "to go"', () => {
    const view = (b: Battle) => terminalLines(moraleView(b.state).blocks, plain).join('\n');
    const four = view(routed(battleOf(variable), IMPERIAL_UNITS.slice(0, 4)));
    expect(four).toMatch(/loses at \(1d6 \+ lost\)/);
    expect(four).toMatch(/Imperialists +4\/25 +13 .* 3 more lost before a 6 can lose/);
    expect(four).not.toMatch(/to go/);
    expect(view(routed(battleOf(variable), IMPERIAL_UNITS.slice(0, 9)))).toMatch(/Imperialists +9\/25 +13 .* a roll of 4\+ loses/);
    expect(view(routed(battleOf(FIGURE5), IMPERIAL_UNITS.slice(0, 4)))).toMatch(/Imperialists +4\/25 +13 .* 9 to go/);
  });

  it('status gives each side\'s variable roll with its units lost, not a fixed threshold', () => {
    const b = routed(battleOf(variable), ['D2', 'D3']);
    const status = (raw: Battle) => {
      const r = tillyPresentation.views.status?.(raw.state, '');
      if (!r?.ok) throw new Error('no status');
      return terminalLines(r.value.blocks, plain);
    };
    expect(status(b)).toContain('Imperialists (defender): 2 of 25 units lost, loses when 1d6 + 2 lost come to 13 or more');
    expect(status(routed(battleOf(FIGURE5), ['D2', 'D3']))).toContain('Imperialists (defender): 2 of 25 units lost, loses with 13 or more');
  });

  it('rules morale gives the total of 1d6 + units lost that loses, not the units lost, when the scenario uses it', () => {
    const morale = (raw: unknown) => {
      const r = tillyPresentation.rules('morale', battleOf(raw).state);
      if (!r.ok) throw new Error(r.error);
      return terminalLines(r.value.blocks, plain).join('\n');
    };
    const on = morale(variable);
    expect(on).toMatch(/loses when 1d6 \+ lost come to/);
    expect(on).not.toMatch(/\d+ or more lost/);
    expect(on).toMatch(/Imperialists +25 +13 or more\n/);
    expect(morale(FIGURE5)).toMatch(/Imperialists +25 +13 or more lost\n/);
  });

  it('rules turn gives step 4.4 as the variable roll when the scenario uses it', () => {
    const step = (raw: unknown) => {
      const r = tillyPresentation.rules('turn', battleOf(raw).state);
      if (!r.ok) throw new Error(r.error);
      return terminalLines(r.value.blocks, plain).find((l) => l.includes('4.4')) ?? '';
    };
    expect(step(variable)).toContain('Army morale: Variable army morale: the side with most units lost (both on a tie) rolls 1d6 and adds its units lost');
    expect(step(FIGURE5)).toContain('Army morale: A side that has lost ½ or more of its original units loses');
  });

  it('odds next heads the roll as "1d6 + 7 lost", not as seven dice', () => {
    const b = nextUntil(routed(battleOf(variable), IMPERIAL_UNITS.slice(0, 7)), 'heroics');
    const action = tillyPresentation.parseAction(b.state, 'next');
    const preview = action.ok ? tillyPresentation.preview(b.state, action.value) : null;
    if (!preview?.ok || !preview.value.odds) throw new Error('no preview');
    const lines = terminalLines(tillyPresentation.odds?.(preview.value, preview.value.odds) ?? [], plain);
    expect(lines[0]).toBe('Imperialists (1d6 + 7 lost)');
    expect(terminalLines(tillyPresentation.mods?.(preview.value) ?? [], plain)[0]).toBe('Imperialists: 1d6 + 7 lost');
  });
});

describe('Step 4.4. Army Morale: check and play say the same', () => {
  it('Step 4.4: tyw check and tyw play give each side\'s threshold in whole units, 13 or more of 25, and never the half 12.5', () => {
    ensureBuilt();
    const scenario = join(ROOT, 'scenarios', 'tilly-figure5.yaml');
    const check = tyw(['check', scenario], '');
    expect(check.code).toBe(0);
    const play = tyw(['play', scenario, '--seed', '3', '--journal', join(tempDir(), 'morale.tyw.jsonl')], 'morale\nquit\n');
    expect(play.code).toBe(0);
    const both = 'French 12 or more of 24, Imperialists 13 or more of 25';
    expect(check.stdout).toContain(`army morale: a side loses with half its units lost or more: ${both} ("Step 4.4. Army Morale")`);
    expect(check.stdout).toMatch(/│ loses at +│ 12 +│ 13 +│/);
    expect(play.stdout).toContain('Imperialists: defender, 25 units in 4 commands; loses with 13 or more units lost');
    expect(play.stdout).toContain(`A side loses with half its original units lost or more (${both}), checked in step 4.4.`);
    for (const out of [check.stdout, play.stdout]) {
      expect(out).not.toMatch(/12[.,]5|12½|break point/);
    }
  });

  it('Optional Rule: Variable Army Morale: check and the morale view give the total that loses in whole units too', () => {
    const b = battleOf({ ...FIGURE5, variableMorale: true });
    const view = terminalLines(moraleView(b.state).blocks, plain).join('\n');
    expect(view).toContain('a total of half its original units or more loses (French 12 or more of 24, Imperialists 13 or more of 25)');
    const loaded = parseScenarioText(readFileSync(new URL('../../../scenarios/tilly-figure5.yaml', import.meta.url), 'utf8').replace('variableMorale: false', 'variableMorale: true'), 'v.yaml');
    expect(summarizeTilly(loaded.scenario as TillyScenario, []).extra?.armyMorale).toBe(
      'a side loses when 1d6 + its units lost come to half its units or more: French 12 or more of 24, Imperialists 13 or more of 25 ("Step 4.4. Army Morale")',
    );
  });
});
