/** The "Dice:" note of `mods` and `odds` lists exactly the dice the roll asks, in order (5.3, 5.4, 11.7 2, 7.4). */
import { describe, expect, it } from 'vitest';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { psBattle } from '../../../src/rulesets/pike-and-shot/present/battle.js';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';

const disorder = (s: PsState, id: string): PsState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, status: 'disordered' as const } : u)) });

describe('the dice note of mods and odds', () => {
  it('11.7 2: a charger does not fire: the defender\'s fire at the charger, then the charge die', () => {
    const s = runAll(stateOf(SAMPLE), ['place B3 0509', 'move A3 to 0508', 'next']);
    expect(odds(s, 'charge A3 at B3').note).toBe("Dice: the defender's fire at the charger, then the charge die (a melee die if the charge is broken, 11.7).");
  });

  it('5.4: a unit with fire factor 0 (disordered light cavalry) makes no fire in the exchange: two dice', () => {
    const s = runAll(disorder(stateOf(SAMPLE), 'A5'), ['place B3 0509', 'place A5 0609', 'next']);
    expect(odds(s, 'melee A5 at B3').note).toBe("Dice: the defender's fire, then the melee die, unless the exchange of fire ends the melee (5.4).");
  });

  it('5.3, 7.4: fire with fire back at a hex with a leader: the two fire dice, then his casualty check', () => {
    const s = runAll(stateOf(SAMPLE), ['place B3 0609', 'next']);
    expect(odds(s, 'fire A1 at B3 --back').note).toBe("Dice: the fire die, then the fire-back die; then two dice for Tilly's casualty check (7.4; typed by hand, the second only after a first of 5 or 6).");
  });

  it('7.4: the note names each exposed leader\'s casualty check in the order the roll asks for their dice', () => {
    const s = runAll(stateOf(SAMPLE), ['next', 'place A3 0509', 'place AL2 0509']);
    expect(odds(s, 'melee A3 at B3').note).toMatch(/; then two dice for each of the casualty checks of Pappenheim, then Horn \(7\.4; typed by hand, the second only after a first of 5 or 6\)\.$/);
    // The roll asks Pappenheim's dice first: 6 and 6 make him a casualty, Horn's 1 and 1 leave him unhurt.
    const text = run(s, 'melee A3 at B3', [1, 1, 3, 6, 6, 1, 1]).text;
    expect(text).toMatch(/Pappenheim is a casualty/);
    expect(text).toMatch(/Horn is unhurt \(rolled 1\+1/);
  });
});

describe('7.4: a leader who may fall with his routed unit', () => {
  // Pappenheim's Horse charges the disordered Finnish Horse, Horn with them: a DD routs and eliminates them (11.7).
  const charge = () => runAll(stateOf(SAMPLE), ['move A3 to 0509 --hexes 2', 'set B3 disordered', 'next']);
  it('11.8: a pursuer that did not charge is said to end disordered in the odds, as the retreat then says; a charger\'s disorder is said once', () => {
    const s = run(stateOf(SAMPLE), 'move A3 to 0508').state;
    const label = odds(s, 'react B3 charge A3 --no-counter-fire').odds?.outcomes.find((o) => o.label.startsWith('NE / AA:'))?.label;
    expect(label).toBe("NE / AA: Finnish Horse is disordered and retreats 3 hexes; Pappenheim's Horse pursues: Finnish Horse eliminated and Pappenheim's Horse disordered (11.8)");
    // The charger pursuing: its disorder is the charger's, said once (11.7).
    expect(odds(charge(), 'charge A3 at B3').odds?.outcomes.find((o) => o.label.startsWith('NE / D:'))?.label).not.toMatch(/and Pappenheim's Horse disordered/);
  });

  it('7.4, 11.7: the odds give his fall with the unit, then his check in the other outcomes, exactly as the roll does', () => {
    const p = odds(charge(), 'charge A3 at B3');
    const horn = p.distributions.find((d) => d.title === 'Casualty check for Horn (7.4)');
    // DD (1/3): routed by the charge and eliminated, he falls with no check; D (2/9): the pursuer
    // rides the retreating horse down (11.8), so after his check (1/12) he falls with them.
    expect(horn?.outcomes).toEqual([
      { label: 'Horn is unhurt', probability: 11 / 27, fraction: '11/27' },
      { label: 'Horn falls with the routed unit (7.4)', probability: 1 / 3, fraction: '1/3' },
      { label: 'Horn falls with the unit ridden down (7.1, 7.3, 11.8)', probability: 11 / 54, fraction: '11/54' },
      { label: 'Horn is a casualty (11–12 on two dice)', probability: 1 / 18, fraction: '1/18' },
    ]);
    expect(p.odds?.outcomes.find((o) => o.label.startsWith('NE / D:'))?.label).toMatch(/Pappenheim's Horse pursues: Finnish Horse eliminated \(11\.8\)/);
    expect(p.note).toMatch(/none for a leader who falls with his unit/);
    // The roll: NE for the defender's fire, 6 on the charge die: DD, and Horn falls with no dice of his own.
    const r = run(charge(), 'charge A3 at B3', [1, 6]);
    expect(r.text).toMatch(/Horn falls with the routed unit \(7\.4\)/);
  });
});

describe('7.1, 7.3, 7.4: a leader with a unit eliminated instead of retreating', () => {
  // Finnish Horse and Horn charge Savelli (ordered tercio), Tilly with Savelli: a DD eliminates the tercio (11.7 3).
  const charge = () => runAll(stateOf(SAMPLE), ['place AL1 0808', 'next', 'next', 'move B3 to 0809', 'move BL2 --with B3', 'next']);
  it('11.7, 7.1, 7.3: he falls with infantry a charge eliminates, the odds say so exactly, and the advance is free', () => {
    const p = odds(charge(), 'charge B3 at A2');
    const tilly = p.distributions.find((d) => d.title === 'Casualty check for Tilly (7.4)');
    // The sample's CRT: NE from Savelli's fire on a 1, then DD on the charge line's -1 column on a 6: 1/36.
    expect(tilly?.outcomes.find((o) => o.label === 'Tilly falls with the unit eliminated instead of retreating (7.1, 7.3)')).toMatchObject({ fraction: '1/36' });
    expect(tilly?.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
    // Savelli's fire 1: NE; the charge die 6: DD. Tilly falls with no check; Horn rolls his (1, 1).
    const r = run(charge(), 'charge B3 at A2', [1, 6, 1, 1]);
    expect(r.text).toMatch(/Savelli is eliminated by the charge/);
    expect(r.text).toMatch(/Tilly falls with the unit eliminated instead of retreating \(7\.1, 7\.3\)\./);
    expect(r.state.leaders.find((l) => l.id === 'AL1')?.fate).toBe('casualty');
    // No lone leader is left in the vacated hex to bar the advance (6.6).
    expect(run(r.state, 'advance B3', []).text).toMatch(/Finnish Horse advances to 0808/);
  });

  it('6.3, 7.1: he falls with a unit whose retreat is blocked', () => {
    const s = runAll(stateOf(SAMPLE), ['place B5 0709', 'next', 'next', 'next']);
    // The musketeers' 6 is a DD (column 3): Baldiron must retreat; Tilly's casualty check, his hex fired on (7.4): 1, 1.
    const fired = run(s, 'fire B5 at A1 --range 1', [6, 1, 1]);
    const pending = fired.state.pending.find((x) => x.unit === 'A1');
    if (!pending) return expect.fail(`Baldiron should have to retreat: ${fired.text}`);
    const r = run(fired.state, 'retreat A1 --blocked', []);
    expect(r.text).toMatch(/Baldiron cannot retreat and is eliminated \(6\.3\)\. Tilly falls with the unit eliminated instead of retreating \(7\.1, 7\.3\)\./);
    expect(r.state.leaders.find((l) => l.id === 'AL1')?.fate).toBe('casualty');
  });

  it('house rule leaderFallsWithNoRetreat: false: he stays in the hex, alone, after his check, and the odds agree (7.4 reading)', () => {
    const edit = (t: string) => `${t}\nhouseRules: { leaderFallsWithNoRetreat: false }\n`;
    const start = () => runAll(stateOf(SAMPLE, edit), ['place AL1 0808', 'next', 'next', 'move B3 to 0809', 'move BL2 --with B3', 'next']);
    const tilly = odds(start(), 'charge B3 at A2').distributions.find((d) => d.title === 'Casualty check for Tilly (7.4)');
    expect(tilly?.outcomes.map((o) => o.fraction)).toEqual(['11/12', '1/12']);
    // NE, DD; then Tilly's check (1, 1) and Horn's (1, 1).
    const r = run(start(), 'charge B3 at A2', [1, 6, 1, 1, 1, 1]);
    expect(r.text).toMatch(/Savelli is eliminated by the charge\..*Tilly stays in 0808\./);
    const tillyNow = r.state.leaders.find((l) => l.id === 'AL1');
    expect([tillyNow?.fate, tillyNow?.with, tillyNow?.hex]).toEqual(['active', null, '0808']);
    // The opening names the house rule; the sample, on tyw's reading, does not.
    const opening = (state: ReturnType<typeof start>) => renderTerminal(psBattle(state, 'battle'), plain).join('\n');
    expect(opening(start())).toContain('House rule: a leader stays in the hex of a unit eliminated instead of retreating');
    expect(opening(charge())).not.toContain('House rule');
  });
});
