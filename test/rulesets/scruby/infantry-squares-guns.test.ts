/**
 * "INFANTRY SQUARES" 1: cannons may form a face of a square or sit at its corners, "counted
 * as part of the square". The game master names the square a gun stands in (--in-square);
 * the gun then takes the square's protection: 3 (no cavalry against pikes, no shock against
 * other squares), 4 (a pike column's lost bonus) and 7 (a broken face lets cavalry in).
 */
import { describe, expect, it } from 'vitest';
import { planMelee, withChargeFace } from '../../../src/rulesets/scruby/melee.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { play, refusal, run, sample, unit } from './fixtures.js';

/** The other reading as a house rule: the gun is attacked in its square and fights alone. */
const alone = () => sample({ gunDefendedBySquare: false });
const said = (s: ScrubyState, line: string, rolls: number[] = []): string => play(s, line, rolls).results.map((r) => r.result).join(' ');
const plan = (s: ScrubyState, line: string) => {
  const a = scrubyRules.parse(s, line);
  if (!a.ok) throw new Error(a.error);
  const [x, y] = [unit(s, a.value.unit as string), unit(s, a.value.target as string)];
  const p = planMelee(s, x, y, withChargeFace(s, x, y, a.value));
  if (!p.ok) throw new Error(p.error);
  return p.value;
};

describe('INFANTRY SQUARES 1: a gun counted as part of a square', () => {
  it('3: cavalry cannot attack a gun in a pike square; a broken face lets them in (7)', () => {
    const s = run(sample(), ['form B1 --formation square']);
    expect(refusal(s, 'charge A13 at B4 --in-square B1')).toBe('cavalry cannot attack a square of pikemen, and Red Gun counts as part of Red Pikes\' square ("INFANTRY SQUARES" 1, 3); a face swept away by fire is --broken-square (7)');
    expect(said(s, 'charge A13 at B4 --in-square B1 --broken-square')).toMatch(/^Smaland Horse charges Red Gun in Red Pikes' square through a broken face of the square: up to/);
    // Without the flag the gun stands alone, as before.
    expect(refusal(s, 'charge A13 at B4')).toBeNull();
  });
  it('3: cavalry attacking a gun in a musketeer square lose their shock, in the charge\'s melee too', () => {
    const s = run(alone(), ['form B2 --formation square']);
    const lone = run(sample(), ['charge A13 at B4', 'next']);
    expect(plan(lone, 'melee A13 at B4').attackerKills).toBe(2 * 6 + 2 * 4);
    const inSquare = run(s, ['charge A13 at B4 --in-square B2', 'next']);
    const p = plan(inSquare, 'melee A13 at B4');
    expect(p.attackerKills).toBe(2 * 6);
    expect(p.items.attacker.map((i) => i.text)).toContain('no shock against a gun counted as part of Red Musketeers\' square ("INFANTRY SQUARES" 1, 3)');
  });
  it('1: a charge\'s square that is no longer a square by the melee is dropped, and the melee says so', () => {
    for (const gone of ['set B2 formation line', 'set B2 off']) {
      const s = run(alone(), ['form B2 --formation square', 'charge A13 at B4 --in-square B2 --response none', gone, 'next']);
      expect(refusal(s, 'melee A13')).toBeNull();
      const text = said(s, 'melee A13', [1, 1]);
      expect(text).toMatch(/Red Musketeers are no longer (in a square|on the table): Red Gun is no longer counted as part of it and fights on its own \("INFANTRY SQUARES" 1\)\./);
      // The shock of the charge then stands: the gun is alone.
      expect(plan(s, 'melee A13 at B4').attackerKills).toBe(2 * 6 + 2 * 4);
    }
    // Still a square: it holds, and nothing is said.
    const kept = run(alone(), ['form B2 --formation square', 'charge A13 at B4 --in-square B2 --response none', 'next']);
    expect(said(kept, 'melee A13', [1, 1])).not.toMatch(/no longer/);
  });
  it('4: a pike column charging a gun in a square loses its column bonus', () => {
    const s = run(alone(), ['form B2 --formation square', 'form A1 --formation column --order open', 'next', 'next', 'next', 'charge A1 at B4 --in-square B2', 'next']);
    const p = plan(s, 'melee A1 at B4');
    expect(p.items.attacker.map((i) => i.text).join(' | ')).toContain('a column loses its charge bonus against a square, and Red Gun counts as part of Red Musketeers\'');
  });
  it('the square named must be the gun\'s side, in a square; --in-square is for guns', () => {
    expect(refusal(sample(), 'charge A13 at B4 --in-square B1')).toBe('Red Pikes are not in a square: form it first (form B1 --formation square), or leave out --in-square');
    expect(refusal(run(sample(), ['form A1 --formation square']), 'charge A13 at B4 --in-square A1')).toContain('--in-square names the unit of Red Gun\'s side');
    expect(refusal(run(sample(), ['form B2 --formation square']), 'charge A13 at B1 --in-square B2')).toContain('--in-square is for a gun');
  });
  it('a gun put in square by itself is refused with the way to do it', () => {
    for (const line of ['form A4 --formation square', 'set A4 formation square']) expect(refusal(sample(), line)).toMatch(/^a gun forms no square of its own: .*"INFANTRY SQUARES" 1.*--in-square <unit>\)$/);
  });
});

describe('INFANTRY SQUARES 1: the square defends the gun counted as part of it (gunDefendedBySquare)', () => {
  it('1: cavalry may not attack a gun in a standing musketeer square: they are sent to the square itself', () => {
    const s = run(sample(), ['form B2 --formation square']);
    expect(refusal(s, 'charge A13 at B4 --in-square B2')).toBe(
      'Red Gun counts as part of Red Musketeers\' square, which defends it while it stands ("INFANTRY SQUARES" 1): attack the square itself (charge A13 at B2); a face swept away by fire lets Smaland Horse at the gun (--broken-square, 7)',
    );
    // The square itself may be charged, without shock (3); the gun through a broken face (7).
    expect(refusal(s, 'charge A13 at B2')).toBeNull();
    expect(refusal(s, 'charge A13 at B4 --in-square B2 --broken-square')).toBeNull();
    expect(refusal(run(s, ['next']), 'melee A13 at B4 --in-square B2')).toMatch(/attack the square itself \(melee A13 at B2\)/);
  });
  it('1: foot attack the square, not the gun in it, too; a square beaten in melee defends it no longer', () => {
    const s = run(sample(), ['form B2 --formation square', 'form A1 --formation column --order open', 'next', 'next', 'next']);
    expect(refusal(s, 'charge A1 at B4 --in-square B2')).toMatch(/^Red Gun counts as part of Red Musketeers' square, which defends it while it stands .*\(charge A1 at B2\)/);
    const beaten = run(s, ['set B2 scattered']);
    expect(refusal(beaten, 'charge A1 at B4 --in-square B2')).toBeNull();
  });
  it('1: the house rule gunDefendedBySquare: false takes the other reading: the gun is attacked in its square and fights alone', () => {
    const s = run(alone(), ['form B2 --formation square', 'charge A13 at B4 --in-square B2', 'next']);
    const p = plan(s, 'melee A13 at B4');
    expect(p.defenderKills).toBe(0);
    expect(p.items.attacker.map((i) => i.text)).toContain('no shock against a gun counted as part of Red Musketeers\' square ("INFANTRY SQUARES" 1, 3)');
  });
});

describe('INFANTRY SQUARES 1 in the guided menus: a gun in a square', () => {
  it('cavalry charging a gun are asked whether it stands in a square of its side; a pike square only through a broken face', async () => {
    const { walkGuide } = await import('../../repl/helpers.js');
    const { scrubyGuide } = await import('../../../src/rulesets/scruby/present/guide.js');
    const s = run(sample(), ['form B1 --formation square', 'form B2 --formation square']);
    const step = (select: RegExp[], from = s) => walkGuide(scrubyGuide(from), { select });
    // The square defends its gun while it stands: only a broken face is offered (gunDefendedBySquare).
    expect(step([/^charge/, /^Smaland Horse/, /^Red Gun/, /^in Red Musketeers' square \(B2\), through a broken face/])).toBe('charge A13 at B4 --in-square B2 --broken-square');
    const house = run(alone(), ['form B1 --formation square', 'form B2 --formation square']);
    expect(step([/^charge/, /^Smaland Horse/, /^Red Gun/, /^in Red Musketeers' square \(B2\)$/], house)).toBe('charge A13 at B4 --in-square B2');
    expect(step([/^charge/, /^Smaland Horse/, /^Red Gun/, /^in Red Pikes' square \(B1\), through a broken face/])).toBe('charge A13 at B4 --in-square B1 --broken-square');
    expect(step([/^charge/, /^Smaland Horse/, /^Red Gun/, /^no: it stands alone/])).toBe('charge A13 at B4');
    // No square on the gun's side: nothing is asked.
    expect(walkGuide(scrubyGuide(sample()), { select: [/^charge/, /^Smaland Horse/, /^Red Gun/] })).toBe('charge A13 at B4');
  });
});

describe('INFANTRY SQUARES 1 and 3 in odds and at the lapse: a gun in a square has no shock to keep', () => {
  it('odds of the charge do not say the shock stands; a lapsed charge says only that it lapses', async () => {
    const { previewScruby } = await import('../../../src/rulesets/scruby/odds.js');
    const s = run(alone(), ['form B2 --formation square']);
    const a = scrubyRules.parse(s, 'charge A13 at B4 --in-square B2');
    if (!a.ok) throw new Error(a.error);
    const p = previewScruby(s, a.value);
    const words = JSON.stringify(p);
    expect(words).not.toContain('shock stands');
    const lapsed = run(s, ['charge A13 at B4 --in-square B2', 'next']);
    expect(play(lapsed, 'next').results.map((r) => r.result).join(' ')).not.toMatch(/shock/);
  });
  it('1: a lapsed charge on a gun whose square was re-formed since says the shock is lost: the gun stood alone', () => {
    const s = run(alone(), ['form B2 --formation square', 'charge A13 at B4 --in-square B2', 'set B2 formation line', 'next']);
    expect(play(s, 'next').results.map((r) => r.result).join(' ')).toMatch(/lapses: Smaland Horse stays where the charge move left it, and its shock power is lost \("CAVALRY" 1\)/);
  });
});

describe('INFANTRY SQUARES 7 in the guided menus: the melee of a charge through a broken face', () => {
  it('is not asked again whether a face is broken: the charge chose it', async () => {
    const { walkGuide } = await import('../../repl/helpers.js');
    const { scrubyGuide } = await import('../../../src/rulesets/scruby/present/guide.js');
    const s = run(sample(), ['form B1 --formation square', 'charge A15 at B1 --broken-square', 'next']);
    const asked: string[] = [];
    const line = walkGuide(scrubyGuide(s), { select: [/^melee/, /^Uppland Horse/, /^Red Pikes/, /^no swordsmen/], confirm: [false] });
    expect(line).toBe('melee A15 at B1');
    // Walk again, recording each question: none is about a broken face.
    let step = scrubyGuide(s) as unknown;
    const picks = [/^melee/, /^Uppland Horse/, /^Red Pikes/, /^no swordsmen/];
    while (step !== null && typeof step === 'object') {
      const cur = step as { kind: string; message: string; choices?: { name: string; value: unknown }[]; default?: unknown; next: (v: unknown) => unknown };
      asked.push(cur.message);
      const want = picks.shift();
      step = cur.kind === 'select' ? cur.next((cur.choices ?? []).find((c) => (want ? want.test(c.name) : true))?.value) : cur.next(cur.default);
    }
    expect(asked.join(' | ')).not.toMatch(/broken/);
  });
});

describe('INFANTRY SQUARES: a square cut to one stand is too few for a square, and the fire says so', () => {
  it('fire that leaves a square one stand says it, with the correction to type; a face lost from a bigger square says it is broken (7)', () => {
    const s = run(sample(), ['set B3 formation square', 'set B3 kills 20']);
    const line = play(s, 'fire A2 at B3 --range 10').results.map((r) => r.result).join(' ');
    expect(line).toContain('Red Swordsmen\'s square is down to 1 stand, too few for a square (two at least, "INFANTRY SQUARES"): it counts as a square until its formation is set anew (set B3 formation line)');
    expect(line).not.toContain('A face of');
    const big = run(sample(), ['form B2 --formation square', 'set B2 kills 10']);
    expect(play(big, 'fire A2 at B2 --range 10').results.map((r) => r.result).join(' ')).toContain('A face of Red Musketeers\' square is swept away');
  });
});

describe('INFANTRY SQUARES 1 in rules melee', () => {
  it('lists a gun in a square with the flag that says so', async () => {
    const { rulesView } = await import('../../../src/rulesets/scruby/present/rules.js');
    const view = rulesView('melee', sample());
    expect(JSON.stringify(view.ok && view.value)).toContain('a gun in a square');
  });
});
