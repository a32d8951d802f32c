/**
 * Seed 003, "Phase 4. Morale": "Step 4.1. Command Morale", "Step 4.2. Unit Rally", "Step
 * 4.3. Unit Heroics" (and "Markers": rout markers).
 */
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { terminalLines } from '../../../src/present/terminal.js';
import { parseScenarioText } from '../../../src/io/scenario.js';
import { tillyPresentation } from '../../../src/rulesets/tilly/presentation.js';
import { summarizeTilly } from '../../../src/rulesets/tilly/scenario.js';
import type { TillyScenario } from '../../../src/rulesets/tilly/state.js';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, SHOOTING_EXAMPLE, unit } from './battle.js';

/** The shooting example with both Spanish shooters already weakened, so heroics can help them. */
const afterShooting = () => {
  let b = runAll(battleOf(SHOOTING_EXAMPLE), [
    'attach "French General" "French Horse"',
    'set "Spanish Pike+shot" resolve 3 --why "earlier losses"',
    'set "Spanish Shot" resolve 2 --why "earlier losses"',
  ]);
  b = nextUntil(b, 'defender-shoot');
  return run(b, 'shoot "Spanish Pike+shot","Spanish Shot" at "French Horse" --rolls 1,6,6,6,5').battle;
};

describe('Step 4.1. Command Morale', () => {
  it('in the turn a commander falls, every surviving unit of his command loses 1 resolve', () => {
    const b = nextUntil(afterShooting(), 'command-morale');
    expect(unit(b, 'French Pike+shot').resolve).toBe(3);
    expect(unit(b, 'Second French Horse').resolve).toBe(2);
    expect(unit(b, 'Weimarian Pike+shot').resolve).toBe(4);
    expect(unit(b, 'French General').casualtyMarker).toBe(false);
    expect(b.entries.at(-1)?.results[1]?.result).toBe('French General fell: every surviving unit of his command (French) loses 1 resolve: French Pike+shot resolve 4 → resolve 3, Second French Horse resolve 3 → resolve 2.');
  });

  it('a unit brought to zero routs, with no rout marker (no heroics for the enemy)', () => {
    let b = runAll(battleOf(SHOOTING_EXAMPLE), ['set "Second French Horse" resolve 1', 'fall "French General"']);
    b = nextUntil(b, 'command-morale');
    expect(unit(b, 'Second French Horse').fate).toBe('routed');
    expect(unit(b, 'Second French Horse').routMarker).toBe(false);
  });

  it('the loss is not a hit: neither rally nor heroics can restore it', () => {
    let b = runAll(battleOf(SHOOTING_EXAMPLE), ['attach "Weimarian General" "Weimarian Pike+shot"', 'fall "Weimarian General" --why "test"']);
    b = runAll(b, ['attach "French General" "French Pike+shot"']);
    b = nextUntil(b, 'rally');
    expect(unit(b, 'Weimarian Horse').resolve).toBe(2);
    expect(unit(b, 'Weimarian Horse').wounds).toBe(0);
  });
});

describe('Step 4.2. Unit Rally: the house rule reading "weakened during the game" as any loss', () => {
  const fallen = (houseRules?: object) =>
    nextUntil(runAll(battleOf({ ...SHOOTING_EXAMPLE, ...(houseRules ? { houseRules } : {}) }), ['attach "French General" "Weimarian Horse"', 'fall "Weimarian General" --why "test"']), 'rally');

  it('with commandMoraleRecoverable, a command-morale loss is rallied like any other', () => {
    const b = fallen({ commandMoraleRecoverable: true });
    expect(unit(b, 'Weimarian Horse').resolve).toBe(2);
    expect(run(b, 'rally "Weimarian Horse"').entry.results[0]?.result).toBe('French General rallies Weimarian Horse: resolve 2 → resolve 3.');
    const header = terminalLines(tillyPresentation.battle(b.state, b.scenario).blocks, plain);
    expect(header).toContain('House rule: resolve lost to command morale can be recovered by rally and heroics.');
  });

  it('Step 4.3. Unit Heroics: with commandMoraleRecoverable, a unit that hit a routed enemy regains resolve lost to command morale', () => {
    const heroics = (houseRules?: object) => {
      let b = runAll(battleOf({ ...SHOOTING_EXAMPLE, ...(houseRules ? { houseRules } : {}) }), ['set "French Horse" resolve 1']);
      b = run(nextUntil(b, 'defender-shoot'), 'shoot "Spanish Shot" at "French Horse" --rolls 6,1,1').battle;
      b = nextUntil(run(b, 'fall "Spanish General" --why "test"').battle, 'heroics');
      expect([unit(b, 'French Horse').fate, unit(b, 'Spanish Shot').resolve]).toEqual(['routed', 2]);
      return run(b, 'heroics');
    };
    const on = heroics({ commandMoraleRecoverable: true });
    expect(on.entry.results[0]?.result).toBe('Spanish Shot regains 1 resolve for the rout of French Horse: resolve 2 → resolve 3.');
    expect(unit(on.battle, 'Spanish Shot').resolve).toBe(3);
    const off = heroics();
    // It did lose resolve, to command morale: the line says why that does not count (play-test finding).
    expect(off.entry.results[0]?.result).toBe(
      'The rout of French Horse benefits no one (Spanish Shot lost resolve only to command morale, and heroics recover only what was lost to shooting or melee).',
    );
    expect(unit(off.battle, 'Spanish Shot').resolve).toBe(2);
  });

  it('Steps 4.1 and 4.2: rules morale and rules turn say that the house rule lets rally and heroics recover a command-morale loss', () => {
    const lines = (topic: string, houseRules?: object) => {
      const r = tillyPresentation.rules(topic, battleOf({ ...SHOOTING_EXAMPLE, ...(houseRules ? { houseRules } : {}) }).state);
      if (!r.ok) throw new Error(r.error);
      return terminalLines(r.value.blocks, plain);
    };
    const on = { commandMoraleRecoverable: true };
    expect(lines('morale', on)).toContain('  4.1 Command morale: every unit of a command whose commander fell this turn loses 1 resolve; by the house rule, rally and heroics may recover it.');
    expect(lines('morale', on)).toContain('  4.2 Unit rally: an attached commander restores 1 resolve lost to shooting, melee or command morale (house rule).');
    expect(lines('morale')).toContain('  4.2 Unit rally: an attached commander restores 1 resolve lost to shooting or melee.');
    const turn = lines('turn', on).join('\n');
    expect(turn).toContain('Command morale: Every surviving unit of a command whose commander fell this turn loses 1 resolve (applied on entering the step); by the house rule, rally and heroics may recover it.');
    expect(turn).toContain('Unit rally: An attached commander restores 1 resolve lost to shooting, melee or command morale (house rule).');
    expect(lines('turn').join('\n')).toContain('Unit rally: An attached commander restores 1 resolve lost to shooting or melee.');
  });

  it('Step 4.1: the battle\'s --json options give the house rules, on or off (off when a journal predates them)', () => {
    const options = (houseRules?: object) => {
      const b = battleOf({ ...SHOOTING_EXAMPLE, ...(houseRules ? { houseRules } : {}) });
      return (tillyPresentation.battle(b.state, b.scenario).data as { options: unknown }).options;
    };
    expect(options({ commandMoraleRecoverable: true })).toEqual({ quality: false, variableMorale: false, evade: false, houseRules: { commandMoraleRecoverable: true, cannonsFallAtMelee: false, commanderMovesAfterUnit: false, commandersIgnoreZoc: false, commanderChargesOnlyIfDeclared: false, facingIsMove: false, compulsoryRallyBackFirst: false } });
    expect(options()).toEqual({ quality: false, variableMorale: false, evade: false, houseRules: { commandMoraleRecoverable: false, cannonsFallAtMelee: false, commanderMovesAfterUnit: false, commandersIgnoreZoc: false, commanderChargesOnlyIfDeclared: false, facingIsMove: false, compulsoryRallyBackFirst: false } });
    const b = battleOf(SHOOTING_EXAMPLE);
    const { houseRules: _, ...older } = b.state.options;
    const data = tillyPresentation.battle({ ...b.state, options: older }, b.scenario).data as { options: unknown };
    expect(data.options).toMatchObject({ houseRules: { commandMoraleRecoverable: false } });
  });

  it('Step 4.1: tyw check names the house rule with the optional rules', () => {
    const text = (on: boolean) => `ruleset: tilly\ntitle: t\nhouseRules:\n  commandMoraleRecoverable: ${on}\nsides:\n${['A', 'B'].map((n, i) => `  - name: ${n}\n    role: ${i === 0 ? 'attacker' : 'defender'}\n    commands:\n      - name: C${n}\n        units:\n          - { name: G${n}, type: commander }\n          - { name: H${n}, type: horse }\n`).join('')}`;
    const extra = (on: boolean) => summarizeTilly(parseScenarioText(text(on), 'h.yaml').scenario as TillyScenario, []).extra;
    expect(extra(true)).toMatchObject({ commandMoraleRecoverable: true });
    expect(extra(false)).toMatchObject({ commandMoraleRecoverable: false });
  });

  it('Step 4.2: status of a unit names command morale among the losses rally may restore under the house rule', () => {
    const b = fallen({ commandMoraleRecoverable: true });
    const r = tillyPresentation.views.status?.(b.state, '"Weimarian Horse"');
    if (!r?.ok) throw new Error('no status');
    expect(terminalLines(r.value.blocks, plain).join('\n')).toContain('1 lost to shooting, melee or command morale (rally and heroics may restore it)');
  });

  it('without it (the default), the same rally is refused', () => {
    expect(refusal(fallen(), 'rally "Weimarian Horse"')).toBe('Weimarian Horse lost its resolve to command morale, not to shooting or melee: it cannot be recovered');
  });
});

describe('Step 4.2. Unit Rally and Step 4.3. Unit Heroics: refusals agree with plural unit names', () => {
  const reiters = JSON.parse(JSON.stringify(SHOOTING_EXAMPLE).replaceAll('Weimarian Horse', 'Weimarian Reiters')) as typeof SHOOTING_EXAMPLE;

  it('"Weimarian Reiters lost their resolve to command morale… they cannot", and "are at their starting resolve"', () => {
    const b = nextUntil(runAll(battleOf(reiters), ['attach "French General" "Weimarian Reiters"', 'fall "Weimarian General" --why "test"']), 'rally');
    expect(refusal(b, 'rally "Weimarian Reiters"')).toBe('Weimarian Reiters lost their resolve to command morale, not to shooting or melee: it cannot be recovered');
    const full = nextUntil(runAll(battleOf(reiters), ['attach "French General" "Weimarian Reiters"']), 'rally');
    expect(refusal(full, 'rally "Weimarian Reiters"')).toBe('Weimarian Reiters are at their starting resolve (3)');
    const heroics = nextUntil(battleOf(reiters), 'heroics');
    expect(refusal(heroics, 'heroics "Weimarian Reiters"')).toBe('Weimarian Reiters cannot benefit from heroics now (they must have hit an enemy routed this turn and have resolve to recover)');
  });
});

describe('Step 4.2. Unit Rally', () => {
  it('an attached commander restores 1 resolve lost to shooting or melee, up to the starting value', () => {
    let b = runAll(battleOf(SHOOTING_EXAMPLE), ['attach "Weimarian General" "Weimarian Pike+shot"', 'set "Weimarian Pike+shot" resolve 2']);
    b = nextUntil(b, 'rally');
    const { battle, entry } = run(b, 'rally');
    expect(entry.results[0]?.result).toBe('Weimarian General rallies Weimarian Pike+shot: resolve 2 → resolve 3.');
    expect(refusal(battle, 'rally "Weimarian Pike+shot"')).toBe('Weimarian Pike+shot has already been rallied this turn');
    expect(refusal(battle, 'rally "French Horse"')).toContain('no commander is attached to French Horse');
  });

  it('a unit at its starting resolve has nothing to recover', () => {
    const b = nextUntil(runAll(battleOf(SHOOTING_EXAMPLE), ['attach "Weimarian General" "Weimarian Pike+shot"']), 'rally');
    expect(refusal(b, 'rally "Weimarian General"')).toBe('Weimarian Pike+shot is at its starting resolve (4)');
    expect(run(b, 'rally').entry.results[0]?.result).toBe('No unit with an attached commander has resolve to recover.');
  });
});

describe('Step 4.3. Unit Heroics', () => {
  it('the shooting example: both Spanish units hit the routed French horse, so the player chooses which benefits', () => {
    const b = nextUntil(afterShooting(), 'heroics');
    const listed = run(b, 'heroics');
    expect(listed.entry.events).toEqual([]);
    expect(listed.entry.results[0]?.result).toContain('The rout of French Horse lets one of Spanish Pike+shot (D2) and Spanish Shot (D3) regain 1 resolve');
    const chosen = run(b, 'heroics "Spanish Shot"');
    expect(unit(chosen.battle, 'Spanish Shot').resolve).toBe(3);
    expect(unit(chosen.battle, 'French Horse').routMarker).toBe(false);
    expect(refusal(chosen.battle, 'heroics "Spanish Pike+shot" for "French Horse"')).toContain('has no rout marker to reward');
  });

  it('a unit that did not hit the routed enemy cannot benefit', () => {
    const b = run(nextUntil(afterShooting(), 'heroics'), 'set "Imperial Pike+shot" resolve 3').battle;
    expect(refusal(b, 'heroics "Imperial Pike+shot" for "French Horse"')).toBe('Imperial Pike+shot did not score a hit on French Horse this turn');
  });

  it('routed in melee: a unit that won the melee against it must be chosen over one that did not', () => {
    let b = run(battleOf(SHOOTING_EXAMPLE), 'set "French Pike+shot" resolve 3').battle;
    b = nextUntil(runAll(nextUntil(b, 'declare'), ['declare "French Horse" at "Spanish Shot"', 'declare "French Pike+shot" at "Spanish Shot"', 'next', 'charge']), 'melee');
    b = run(b, 'melee "French Pike+shot" --primary "French Pike+shot" --assign "Spanish Shot"="French Horse" --rolls 5,5,1,6,6,1,1').battle;
    expect(unit(b, 'Spanish Shot').fate).toBe('routed');
    expect([unit(b, 'French Pike+shot').meleeResult, unit(b, 'French Horse').meleeResult]).toEqual(['won', 'drew']);
    b = nextUntil(b, 'heroics');
    expect(refusal(b, 'heroics "French Horse" for "Spanish Shot"')).toBe('French Pike+shot won the melee against Spanish Shot and must be chosen ("Step 4.3. Unit Heroics")');
    const forced = run(b, 'heroics');
    expect(forced.entry.results[0]?.result).toContain('French Pike+shot regains 1 resolve for the rout of Spanish Shot');
    expect(unit(forced.battle, 'French Pike+shot').resolve).toBe(4);
  });

  it('reading: a winner at full resolve has nothing to regain, so it does not block a weakened unit that also hit', () => {
    let b = run(battleOf(SHOOTING_EXAMPLE), 'set "French Horse" resolve 2').battle;
    b = nextUntil(runAll(nextUntil(b, 'declare'), ['declare "French Horse" at "Spanish Shot"', 'declare "French Pike+shot" at "Spanish Shot"', 'next', 'charge']), 'melee');
    b = run(b, 'melee "French Pike+shot" --primary "French Pike+shot" --assign "Spanish Shot"="French Horse" --rolls 5,5,1,1,6,6,1,1').battle;
    expect(unit(b, 'Spanish Shot').fate).toBe('routed');
    expect([unit(b, 'French Pike+shot').meleeResult, unit(b, 'French Pike+shot').resolve, unit(b, 'French Horse').meleeResult]).toEqual(['won', 4, 'drew']);
    b = nextUntil(b, 'heroics');
    const forced = run(b, 'heroics');
    expect(forced.entry.results[0]?.result).toContain('French Horse regains 1 resolve for the rout of Spanish Shot');
  });

  it('rout markers not used by the end of the turn lapse', () => {
    let b = nextUntil(afterShooting(), 'army-morale');
    expect(unit(b, 'French Horse').routMarker).toBe(true);
    b = run(b, 'next').battle;
    expect(unit(b, 'French Horse').routMarker).toBe(false);
  });
});

describe('Step 4.2. Unit Rally: cannons are a unit a commander may join', () => {
  it('a commander joins the cannons in his move step, risks a casualty die when they take hits, and rallies them', () => {
    // "Every stand is a unit" ("Units"); the book bars no unit from a commander.
    let b = run(battleOf(ARMIES), 'attach Baner "Swedish Guns"').battle;
    expect(unit(b, 'Baner').attachedTo).toBe(unit(b, 'Swedish Guns').id);
    expect(refusal(b, 'attach Baner Horn')).toBe('a commander attaches to a unit, not to another commander (Horn)');
    b = nextUntil(b, 'defender-shoot');
    const shot = run(b, 'shoot "Tercio 1" at "Swedish Guns" --rolls 6,1,1,1,1');
    expect(shot.entry.results.map((r) => r.result).join(' ')).toContain('Baner');
    expect(unit(shot.battle, 'Swedish Guns').resolve).toBe(1);
    const rallied = run(nextUntil(shot.battle, 'rally'), 'rally "Swedish Guns"');
    expect(rallied.entry.results[0]?.result).toBe('Baner rallies Swedish Guns: resolve 1 → resolve 2.');
  });
});
