/** Seed 003, "Game set up": "Size of game", "The wargaming table", "Initiative", "Terrain", "Deployment". */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { handProgress } from '../../../src/repl/hand.js';
import { renderTerminal, terminalText } from '../../../src/present/terminal.js';
import { legalNow } from '../../../src/rulesets/tilly/legal.js';
import { tillyPresentation } from '../../../src/rulesets/tilly/presentation.js';
import { ARMIES, battleOf, refusal, run, runAll, unit } from './battle.js';

/** The test armies with no roles: the initiative decides. */
const noRoles = () => {
  const raw = structuredClone(ARMIES) as { sides: { role?: string }[] };
  for (const side of raw.sides) delete side.role;
  return raw;
};

describe('Game set up', () => {
  it('Initiative: each side rolls a die, the higher attacks, ties are rolled again', () => {
    const b = battleOf(noRoles());
    expect(b.state.step).toBe('setup');
    expect(refusal(b, 'next')).toBe('roll for the initiative first: initiative');
    const { battle, entry } = run(b, 'initiative --rolls 3,3,2,5');
    expect(entry.results[0]?.result).toBe('Initiative: Swedes 3, Imperialists 3; tie, rolled again: Swedes 2, Imperialists 5. The Imperialists win the initiative and attack; the Swedes defend.');
    // The ids follow the roles: the Imperialists' units are now A…, the Swedes' D….
    expect(unit(battle, 'Tilly').id.startsWith('A')).toBe(true);
    expect(unit(battle, 'Horn').id.startsWith('D')).toBe(true);
    expect(battle.state.sides.map((s) => s.role)).toEqual(['defender', 'attacker']);
    expect(refusal(battle, 'initiative')).toMatch(/^the scenario already makes the Imperialists the attacker/);
  });

  it('Initiative rolled by hand: a tie is said before the first die of the new roll', () => {
    const b = battleOf(noRoles());
    const tie = handProgress(b as never, 'initiative', [3, 3]);
    expect(tie.ok ? tie.value.need?.note : tie.error).toBe('The initiative is a tie (3 each): both sides roll again.');
    const first = handProgress(b as never, 'initiative', [3]);
    expect(first.ok ? (first.value.need?.note ?? null) : first.error).toBeNull();
  });

  it('a scenario that fixes the attacker skips the roll; setup: true still walks the set-up', () => {
    expect(battleOf(ARMIES).state.step).toBe('attacker-move');
    const b = battleOf({ ...structuredClone(ARMIES), setup: true });
    expect(b.state.step).toBe('setup');
    expect(refusal(b, 'initiative')).toBe('the scenario already makes the Swedes the attacker: no initiative roll');
  });

  it('The wargaming table: a small game is 30 by 20 TUM with a 16 TUM centre zone, in TUM and in the players\' unit', () => {
    const b = battleOf({ ...structuredClone(ARMIES), setup: true });
    const view = tillyPresentation.views.setup?.(b.state, '');
    expect(view?.ok).toBe(true);
    if (!view?.ok) return;
    expect(renderTerminal(view.value, plain).slice(1, 4)).toEqual([
      '  A small game (up to 18 units a side): a table of about 30 TUM (600mm) by 20 TUM (400mm).',
      '  Each side deploys from its base edge to 4 TUM (80mm) from the centre line: a neutral zone 8 TUM (160mm) deep.',
      '  Pike+shot deploy in the friendly centre zone, 16 TUM (320mm) wide; other units anywhere in the deployment zone.',
    ]);
  });

  it('Terrain: at most two features on a small table, and at most one road', () => {
    let b = battleOf({ ...structuredClone(ARMIES), setup: true });
    b = run(b, 'terrain road').battle;
    expect(refusal(b, 'terrain road')).toBe('at most one road ("Terrain")');
    b = run(b, 'terrain hill').battle;
    expect(refusal(b, 'terrain wood')).toBe('a small table has at most 2 terrain features ("Terrain")');
  });

  it('Terrain: the limits read in plain English ("three areas of rough ground", "one set of field fortifications")', () => {
    const figure5 = parse(readFileSync(new URL('../../../scenarios/tilly-figure5.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;
    const b = runAll(battleOf({ ...figure5, setup: true }), ['terrain rough', 'terrain rough', 'terrain rough']);
    expect(refusal(b, 'terrain rough')).toBe('at most three areas of rough ground ("Terrain")');
    expect(refusal(run(b, 'terrain fortifications').battle, 'terrain fortifications')).toBe('a big table has at most 4 terrain features ("Terrain")');
    const fortified = run(battleOf({ ...figure5, setup: true }), 'terrain fortifications').battle;
    expect(refusal(fortified, 'terrain fortifications')).toBe('at most one set of field fortifications ("Terrain")');
  });

  it('Deployment: commands alternate, the defender first; then cannons one at a time, the attacker first', () => {
    let b = battleOf({ ...structuredClone(ARMIES), setup: true });
    expect(refusal(b, 'deploy Horn')).toMatch(/^the Imperialists deploy a command \(cannons come last\) next/);
    expect(refusal(b, 'deploy "Imperial Guns"')).toMatch(/^the Imperialists deploy a command \(cannons come last\) next/);
    b = runAll(b, ['deploy Tilly', 'deploy Horn', 'deploy Pappenheim', 'deploy Baner']);
    expect(refusal(b, 'next')).toMatch(/^deployment is not finished: the Swedes deploy a cannon next/);
    expect(legalNow(b.state).filter((c) => c.command === 'deploy').map((c) => c.line)).toEqual([`deploy ${unit(b, 'Swedish Guns').id}`, 'deploy all']);
    const { battle, entry } = run(b, 'deploy all');
    expect(entry.results[0]?.result).toBe('Deployed in order: Swedish Guns (Swedes cannons); Imperial Guns (Imperialists cannons).');
    const started = run(battle, 'next').battle;
    expect([started.state.turn, started.state.step, started.state.setup]).toEqual([1, 'attacker-move', null]);
  });

  it('the header says who does what next', () => {
    const b = battleOf(noRoles());
    expect(terminalText(tillyPresentation.header(b.state), plain)).toMatch(/^Turn 1 \| Set-up \| roll for the initiative \(initiative\)/);
    const rolled = run(b, 'initiative --rolls 6,1').battle;
    expect(terminalText(tillyPresentation.header(rolled.state), plain)).toMatch(/^Turn 1 \| Set-up \| the Imperialists deploy a command/);
  });
});

describe('Initiative: the loaded battle names no attacker before the roll', () => {
  it('each side is "attacker or defender as the initiative decides" until the roll, then its role', () => {
    const b = battleOf(noRoles());
    const text = (x: typeof b) => renderTerminal(tillyPresentation.battle(x.state, x.scenario), plain).join('\n');
    expect(text(b)).toContain('Swedes: attacker or defender as the initiative decides, ');
    expect(text(b)).not.toMatch(/Swedes: attacker,/);
    expect(text(run(b, 'initiative --rolls 2,5').battle)).toContain('Swedes: defender, ');
  });
});

describe('Deployment: the set-up names no side as deploying first before the initiative', () => {
  it('"the defender deploys a command first" until the roll makes one side the defender, then that side by name', () => {
    const b = battleOf(noRoles());
    const lines = (x: typeof b) => {
      const view = tillyPresentation.views.setup?.(x.state, '');
      return view?.ok ? renderTerminal(view.value, plain).join('\n') : '';
    };
    expect(lines(b)).toContain('[ ] after the initiative: the defender deploys a command first, then the sides alternate; the cannons come last, one at a time, the attacker first.');
    expect(lines(b)).not.toMatch(/\[ \] next: the (Swedes|Imperialists) deploy/);
    expect(lines(run(b, 'initiative --rolls 6,1').battle)).toMatch(/\[ \] next: the Imperialists deploy a command: /);
  });
});
