/**
 * Seed 004, 4.5, 7.1, 11.4: a cavalry melee or charge reaction to a leader moving alone answers the
 * step he made, so the cavalry must be within reach of the hex that step left; a leader alone has
 * no movement allowance to hold him to going on. House rule leaderMeleeIfHeGoesOn: the reaction is
 * taken where he stands, on the condition that he goes on out of it, as for a unit.
 */
import { describe, expect, it } from 'vitest';
import { pikeAndShotPresentation } from '../../../src/rulesets/pike-and-shot/presentation.js';
import { psQuestions } from '../../../src/rulesets/pike-and-shot/present/questions.js';
import { refusal, run, runAll, SAMPLE, scenarioOf, stateOf } from './fixtures.js';

const house = (text: string) => text.replace(/^ruleset: pike-and-shot$/m, 'ruleset: pike-and-shot\nhouseRules: { leaderMeleeIfHeGoesOn: true }');
const leader = (s: ReturnType<typeof stateOf>, id: string) => s.leaders.find((l) => l.id === id)!;

describe('4.5, 7.1, 11.4: a cavalry reaction to a leader alone answers the step he made', () => {
  it('4.5, 7.1: cavalry out of reach of the hex his last step left may not melee him where he stands, on the condition that he goes on', () => {
    // Tilly (AL1) steps from 0608 into 0709: Smaland Horse (0910) is 2 hexes from 0709, 3 from 0608.
    const s = run(stateOf(SAMPLE), 'move AL1 to 0709').state;
    expect(refusal(s, 'react B4 melee AL1 --no-counter-fire --retreat 0706')).toBe(
      "Smaland Horse is 3 hexes from 0608, the hex Tilly's last step left: a cavalry reaction to a leader alone answers the step he made, against the hex he exited (4.5, 11.4), as he has no movement allowance to hold him to going on out of 0709 (7.1); enter his next leg first, and react to it",
    );
  });

  it('7.1: the hint after his move names no such cavalry, and names those within reach of his step with the step', () => {
    const text = run(stateOf(SAMPLE), 'move AL1 to 0709').text;
    expect(text).not.toMatch(/react B4 melee/);
    expect(text).toMatch(/react B3 melee\|charge AL1 --retreat HEX \(against his step from 0608 into 0709, 4\.5\)/);
  });

  it('4.5, 7.1: his next leg made, the same cavalry reacts to that step, from the hex it left', () => {
    const s = run(run(stateOf(SAMPLE), 'move AL1 to 0709').state, 'move AL1 to 0809').state;
    const r = run(s, 'react B4 melee AL1 --retreat 0506');
    expect(r.text).toMatch(/^Tilly retreats to 0506 before Smaland Horse's melee/);
    expect(leader(r.state, 'AL1').hex).toBe('0506');
  });

  it('11.4: cavalry within reach of the hex his step left reacts to it', () => {
    const s = run(stateOf(SAMPLE), 'move AL1 to 0709').state;
    expect(run(s, 'react B3 melee AL1 --to 0609 --no-counter-fire --retreat 0706').text).toMatch(/Tilly retreats to 0706/);
  });
});

describe('4.5, 7.1: fire at a leader alone answers the step he made, as the cavalry does', () => {
  // Gustavus Adolphus (BL1) steps 0610 to 0609: 0610 is 2 hexes from Baldiron (A1, 0608), so the step left no hex next to him.
  const swedes = (edit?: (t: string) => string) => runAll(stateOf(SAMPLE, edit), ['next', 'next', 'move BL1 to 0610', 'move BL1 to 0609']);
  it('4.5, 7.1: fire that answers no step he made is refused, and the hint offers none', () => {
    expect(refusal(swedes(), 'react A1 fire BL1')).toBe(
      "Gustavus Adolphus' step from 0610 into 0609 did not leave a hex next to Baldiron: fire at a leader alone answers the step he made (4.5), as he has no movement allowance to hold him to going on out of 0609 (7.1); enter his next leg first, and react to it",
    );
    const s = runAll(stateOf(SAMPLE), ['next', 'next', 'move BL1 to 0610']);
    expect(run(s, 'move BL1 to 0609').text).not.toMatch(/react A1 fire BL1/);
  });
  it('4.5, 7.1: his next leg from 0609 into 0509 (both next to Baldiron) draws the fire at that step, holding him to nothing', () => {
    const r = run(run(swedes(), 'move BL1 to 0509').state, 'react A1 fire BL1', [1, 1]);
    expect(r.text).not.toMatch(/must enter|next step/);
    expect(run(r.state, 'move B4 to 1010').text).toMatch(/Smaland Horse moves/);
  });
  it('house rule leaderMeleeIfHeGoesOn (4.5, 7.1): the fire is taken where he stands and holds him to going on, as the cavalry melee does', () => {
    const text = run(runAll(stateOf(SAMPLE, house), ['next', 'next', 'move BL1 to 0610']), 'move BL1 to 0609').text;
    expect(text).toMatch(/react A1 fire BL1 \(fire if BL1 goes on from 0609 into another hex next to A1, 4\.5\)/);
    const r = run(swedes(house), 'react A1 fire BL1', [1, 1]);
    expect(r.text).toMatch(/next step must enter a hex next to Baldiron/);
    expect(refusal(r.state, 'move B4 to 1010')).toMatch(/move must go on before Smaland Horse moves/);
  });
});

describe('house rule leaderMeleeIfHeGoesOn (4.5, 7.1)', () => {
  it('4.5: under the house rule, cavalry reaches him where he stands, on the condition that he goes on out of it', () => {
    const s = run(stateOf(SAMPLE, house), 'move AL1 to 0709');
    expect(s.text).toMatch(/react B4 melee\|charge AL1 --retreat HEX \(in 0709, if AL1 goes on out of it, 4\.5\)/);
    const r = run(s.state, 'react B4 melee AL1 --no-counter-fire --retreat 0706');
    expect(leader(r.state, 'AL1').hex).toBe('0706');
  });
  it('4.5, 7.1: the opening of play names the house rule', () => {
    const said = JSON.stringify(pikeAndShotPresentation.battle(stateOf(SAMPLE, house), scenarioOf(SAMPLE, house)));
    expect(said).toMatch(/House rule: a leader moving alone is held to going on, as a unit is: cavalry meets him where he stands, on the condition that he goes on out of that hex, and fire at him there waits on his next step/);
    expect(JSON.stringify(pikeAndShotPresentation.battle(stateOf(SAMPLE), scenarioOf(SAMPLE)))).not.toMatch(/House rule: a leader moving alone/);
  });
});

describe('7.1: a typed reaction on a leader alone, his retreat unsaid, asks where at the terminal', () => {
  it('7.1: the question offers the retreats the reaction accepts, and its answer completes the line', () => {
    const s = run(run(stateOf(SAMPLE), 'move AL1 to 0709').state, 'move AL1 to 0809').state;
    const q = psQuestions(s, 'react B4 melee AL1');
    expect(q?.kind).toBe('select');
    if (q?.kind !== 'select') return;
    expect(q.message).toBe('Tilly retreats before Smaland Horse up to 3 hexes: where? (7.1, 11.6)');
    const first = q.choices[0]?.value ?? '';
    expect(q.next(first)).toMatch(/^--retreat \d{4}$/);
    expect(run(s, `react B4 melee AL1 ${q.next(first) as string}`).text).toMatch(/^Tilly retreats to \d{4} before Smaland Horse's melee/);
  });
  it('7.1, 11.4: after the counter-fire question, his retreat is asked too', () => {
    const s = run(stateOf(SAMPLE), 'move AL1 to 0709').state;
    const q = psQuestions(s, 'react B3 melee AL1 --to 0609');
    if (q?.kind !== 'select') throw new Error('no question');
    const then = q.next('--counter-fire A1');
    expect(typeof then === 'object' && then?.kind === 'select' ? then.message : then).toBe("Tilly retreats before Finnish Horse up to 3 hexes: where? It counts only if Finnish Horse's melee goes ahead after Baldiron's fire (7.1, 11.4, 11.6)");
    if (typeof then !== 'object' || then?.kind !== 'select') return;
    const flags = then.next(then.choices[0]?.value ?? '') as string;
    expect(flags).toMatch(/^--counter-fire A1 --retreat \d{4}$/);
    expect(run(s, `react B3 melee AL1 --to 0609 ${flags}`, [1]).text).toMatch(/Fire by Baldiron/);
  });
});
