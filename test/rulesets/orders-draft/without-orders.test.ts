/** Seed 002, 3.1.3: a unit that gets no order stands ready, and the words that say which units do. */
import { describe, expect, it } from 'vitest';
import { play, run, said, start } from './fixtures.js';

/** What `next` says, and the words its event keeps in the journal. */
function phaseEnd(s: Parameters<typeof play>[0]): { text: string; event: string } {
  const r = run(s, 'next');
  if (!r.ok) throw new Error(r.error);
  return { text: r.value.results.map((x) => x.result).join('\n'), event: r.value.events.map((e) => e.text).join('\n') };
}

describe('3.1.3: units without orders stand ready', () => {
  it('3.1.3 (a unit that gets no order stands ready): the phase end names a unit whose Command Roll failed', () => {
    // Rating 7: 1+1 accepts march for Blue 1; 6+5 = 11 fails for Blue 2, and Morse is done.
    const s = play(play(start(), 'order AC1 A1 march', [1, 1]), 'order AC1 A2 march', [6, 5]);
    expect(phaseEnd(s).text).toContain('Without orders, Blue 2, Blue 3 and Blue Horse stand ready (3.1.3).');
  });

  it('3.1.3 step 5 (a roll equal to the rating accepts none): that unit got no order, so the phase end names it', () => {
    const s = play(start(), 'order AC1 A1 march', [3, 4]);
    expect(phaseEnd(s).text).toContain('Without orders, Blue 1, Blue 2, Blue 3 and Blue Horse stand ready (3.1.3).');
  });

  it('3.1.3: the journal keeps the phase end\'s earlier words, so older journals replay', () => {
    const s = play(start(), 'order AC1 A1 march', [6, 5]);
    expect(phaseEnd(s).event).toContain('Without orders, Blue 2, Blue 3 and Blue Horse stand ready (3.1.3).');
    expect(phaseEnd(s).text).toContain('Without orders, Blue 1, Blue 2, Blue 3 and Blue Horse stand ready (3.1.3).');
  });

  it('3.1.3 step 5: a failed Command Roll names the units the commander leaves without orders', () => {
    const s = play(start(), 'order AC1 A1 march', [1, 1]);
    const text = said(s, 'order AC1 A2 march', [6, 5]);
    expect(text).toContain('failed. Blue 2 receives no orders and stands ready (3.1.3), and Morse is done for this phase; 1 unit of First is left without orders and stands ready (Blue 3).');
    // A failure that leaves nothing unordered says so without a list.
    const last = play(s, 'order AC1 A2 march', [1, 1]);
    expect(said(last, 'order AC1 A3 march', [6, 5])).toMatch(/receives no orders and stands ready \(3\.1\.3\), and Morse is done for this phase\.$/m);
  });

  it('3.2 with 3.1.3 step 5: a failed regiment-wide order names its units and those left out', () => {
    const text = said(start(), 'regiment AC1 A1,A2 march', [6, 6]);
    expect(text).toContain('2 units (Blue 1 and Blue 2) receive no orders and stand ready (3.1.3), and Morse is done for this phase; 1 unit of First is left without orders and stands ready (Blue 3).');
  });

  it('3.3.8 with 3.1.3 step 5, house rule rallyFailureEndsCommander: the failed rally names the units left without orders', () => {
    const s = play(start({ rallyFailureEndsCommander: true }), 'disorder A1');
    const text = said(s, 'order AC1 A1 rally,march', [1, 1, 4, 4]);
    expect(text).toContain('house rule rallyFailureEndsCommander); 2 units of First are left without orders and stand ready (Blue 2 and Blue 3).');
  });
});
