/** A play-test review of Pike & Shot: odds labels (6.1, 11.3, 11.7, 11.8), reaction hints (11.4) and views. */
import { describe, expect, it } from 'vitest';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const labels = (p: ReturnType<typeof odds>) => p.odds!.outcomes.map((o) => o.label);

describe('play review: odds labels', () => {
  it('6.1, 11.3: every outcome names a D that ordered infantry ignores against cavalry, beside the results that do something', () => {
    const s = runAll(stateOf(SAMPLE), ['move A4 to 0511', 'next']);
    const l = labels(odds(s, 'melee A4 at B1'));
    expect(l).toContain("any / D / D: Cronberg's Harquebusiers are disordered; Yellow Brigade ignores D (6.1, 11.3)");
    // Every outcome with a D of the melee die on Yellow Brigade says so: none is silent about it.
    for (const label of l.filter((x) => /^any \/ \S+ \/ (A )?D:/.test(x))) expect(label).toMatch(/Yellow Brigade ignores D/);
    // The row where nothing happens keeps its reason in full.
    expect(l).toContain('any / NE / D: no effect (Yellow Brigade ignores D: ordered infantry in melee against cavalry (6.1, 11.3))');
  });

  it('5.4, 6.1, 11.3: the attacker\'s fire, whose D Yellow Brigade ignores, is a settled die: its code reads "any" and outcomes differing only by it are one', () => {
    const s = runAll(stateOf(SAMPLE), ['move A4 to 0511', 'next']);
    const l = labels(odds(s, 'melee A4 at B1'));
    expect(l.every((x) => x.startsWith('any / '))).toBe(true);
    expect(l.filter((x) => x.startsWith('any / DD:'))).toEqual(["any / DD: Cronberg's Harquebusiers are disordered and retreat 3 hexes; the melee ends"]);
    // A list typed before 0.6.0 carries that die: read so, its result still names the ignored D (5.4), then the DD.
    const rolled = run(s, 'melee A4 at B1', [5, 5, 1, 1]).text;
    expect(rolled).toMatch(/rolled 5: D\. D: Yellow Brigade ignores D: ordered infantry in melee against cavalry \(6\.1, 11\.3\)\. Exchange of fire \(defender\)/);
    expect(rolled).toMatch(/rolled 5: DD\. DD: Cronberg's Harquebusiers are disordered and retreat 3 hexes\./);
  });

  it('6.1, 11.3, 11.7: a charge reaction whose D the ordered tercio ignores says so before the charger is disordered', () => {
    const s = runAll(stateOf(SAMPLE), ['place B4 0707', 'place AL1 0807', 'move A2 to 0708']);
    const l = labels(odds(s, 'react B4 charge A2 --no-counter-fire'));
    expect(l).toContain('NE / D: Savelli ignores D (6.1, 11.3); the charger is disordered');
    // The label still begins with the CRT's codes as written.
    expect(l.every((x) => /^(NE|D|DD|A|AA)[ A-Z/]*:/.test(x))).toBe(true);
  });
});

describe('play review: a charger that pursues', () => {
  const charged = () => runAll(stateOf(SAMPLE), ['move A3 to 0609', 'next']);

  it('11.7, 11.8: the odds of a charge put the pursuit before the charger\'s end-of-charge disorder', () => {
    const l = labels(odds(charged(), 'charge A3 at B5'));
    expect(l).toContain("NE / D: Commanded Musketeers retreat 2 hexes; Pappenheim's Horse pursues: Commanded Musketeers eliminated (11.8); the charger is disordered");
  });

  it('11.7, 11.8: the charge\'s result says the charger pursues, then is disordered; the pursuit does not say the disorder again', () => {
    const c = run(charged(), 'charge A3 at B5', [1, 1]);
    expect(c.text).toContain("The charge is over: Pappenheim's Horse pursues Commanded Musketeers when they retreat (11.8), then is disordered (11.7).");
    const r = run(c.state, 'retreat B5 to 0711');
    expect(r.text).toContain("Pappenheim's Horse pursues to 0711: Commanded Musketeers are eliminated (11.8).");
    expect(r.text).not.toMatch(/Pappenheim's Horse disordered/);
  });

  it('11.7: a charger that does not pursue is disordered at the end of the charge, as before', () => {
    const c = run(charged(), 'charge A3 at B5 --no-pursue', [1, 1]);
    expect(c.text).toContain("The charge is over: Pappenheim's Horse is disordered (11.7).");
  });
});

describe('play review: reaction hints', () => {
  it("11.4: a move's hint names the moving player's infantry fire at cavalry entering the hex between, typed before the cavalry's reaction", () => {
    const s = runAll(stateOf(SAMPLE), ['loose A1 to 0708', 'place A2 0709']);
    const r = run(s, 'move A8 to 0808');
    expect(r.text).toContain('Smaland Horse may react (4.5, 11.4): react B4 melee|charge A8 --to 0909|0809 (in 0808, if A8 goes on out of it, 4.5).');
    expect(r.text).toContain("As Smaland Horse enters the hex between, before its melee, the moving player's infantry may fire at it (11.4): its reaction takes --counter-fire A8 with --to 0909, or --counter-fire A2,A8 with --to 0809 to have that fire first, or --no-counter-fire.");
    // The flags named are ones the rules accept: the fire, then the reaction through that hex.
    expect(() => run(r.state, 'react B4 melee A8 --to 0809 --counter-fire A2,A8', [1, 1, 1, 1, 1])).not.toThrow();
    const fired = run(r.state, 'react A2 fire B4 --to 0809', [1]);
    expect(() => run(fired.state, 'react B4 melee A8 --to 0809 --no-counter-fire', [1, 1, 1])).not.toThrow();
  });

  it('11.4: the fire is named for cavalry moving in from two hexes only, not for cavalry reacting next to the mover', () => {
    expect(run(stateOf(SAMPLE), 'move A5 to 1008').text).toMatch(/its reaction takes --counter-fire A2 with --to 0909 to have that fire first, or --no-counter-fire\.$/);
    // Given by --hexes, the step is unknown: the Smaland Horse, next to Savelli, meets it where it stands (4.5).
    expect(run(runAll(stateOf(SAMPLE), ['place AL1 0807']), 'move A2 to 0809 --hexes 2').text).not.toMatch(/enters the hex between/);
  });
});
