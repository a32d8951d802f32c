/** What the players see before an orders-draft roll: `mods`, which hand dice show before the first die. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { ordersPresentation } from '../../../src/rulesets/orders-draft/presentation.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { play, refusal, said, start } from './fixtures.js';

const track = closeCoresAfterEach();

const text = (blocks: readonly unknown[]): string => JSON.stringify(blocks);

describe('3.1.3 and 3.2: the Command Roll described before the dice', () => {
  it('gives the roll in words, the regiment-wide penalty, and the exact chances', () => {
    const s = start();
    const single = ordersPresentation.parseAction(s, 'order AC1 A1 march,charge --target B1');
    if (!single.ok) throw new Error(single.error);
    const p = ordersPresentation.preview(s, single.value);
    if (!p.ok) throw new Error(p.error);
    const shown = text(ordersPresentation.mods?.(p.value) ?? []);
    expect(shown).toContain('2d6 against rating 7, 2 orders: march, charge');
    expect(shown).toContain('The chances, before the roll:');
    for (const f of ['5/18', '5/36', '1/6', '5/12']) expect(shown).toContain(f);
    expect(shown).not.toContain('regiment-wide');

    const wide = ordersPresentation.parseAction(s, 'regiment AC1 all march');
    if (!wide.ok) throw new Error(wide.error);
    const q = ordersPresentation.preview(s, wide.value);
    if (!q.ok) throw new Error(q.error);
    expect(text(ordersPresentation.mods?.(q.value) ?? [])).toMatch(/"-1".*"regiment-wide".*"3\.2: 3 units, rating 7"/);
  });

  it('2.9.1 house rule moraleCheckAtMost: the Morale Check\'s chances, marked as a house rule', () => {
    const s = play(start({ moraleCheckAtMost: 4 } as unknown as Record<string, boolean>), 'kill AC1');
    const a = ordersPresentation.parseAction(s, 'morale-check A1 roll');
    if (!a.ok) throw new Error(a.error);
    const p = ordersPresentation.preview(s, a.value);
    if (!p.ok) throw new Error(p.error);
    const shown = text(ordersPresentation.mods?.(p.value) ?? []);
    expect(shown).toContain('Morale Check by house rule, not the text (2.9.1): a d6 of 4 or less passes');
    expect(shown).toContain('2/3');
  });
});

describe('3.1.3 and 4.2: odds --json lists each outcome with its probability', () => {
  it('for an order and for a charge move, pure JSON', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders-draft-sample.yaml', seed: 1, journal: join(dir, 'j.tyw.jsonl'), json: true });
    track({ core, dir });
    const order = JSON.parse(runLine(core, 'odds order BC1 B1 march,charge --target A1').text) as { outcomes: { label: string; probability: number; fraction: string }[] };
    // Red's commander is not in his Orders phase, but odds are about the dice alone.
    expect(order.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['both accepted', '5/18'],
      ['1 accepted (march)', '5/36'],
      ['no order accepted', '1/6'],
      ['failed (unit and commander done)', '5/12'],
    ]);
    expect(order.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
    runLine(core, 'order AC1 A1 charge --target B1 --rolls 1,1');
    const charge = JSON.parse(runLine(core, 'odds charge-move A1 --distance 5').text) as { outcomes: { label: string; fraction: string }[] };
    expect(charge.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['reaches the target', '2/3'],
      ['falls short', '1/3'],
    ]);
  });
});

describe('3.1.3 and 4.2: odds in plain words', () => {
  const odds = (s: ReturnType<typeof start>, line: string): string => {
    const a = ordersPresentation.parseAction(s, line);
    if (!a.ok) throw new Error(a.error);
    const p = ordersPresentation.preview(s, a.value);
    if (!p.ok) return `refused: ${p.error}`;
    return text(ordersPresentation.odds?.(p.value, p.value.odds as NonNullable<typeof p.value.odds>) ?? []);
  };
  it('3.1.3: two orders all accepted read "both accepted", three "all 3 accepted", and the roll agrees', () => {
    const s = start();
    expect(odds(s, 'order AC1 A1 march,charge --target B1')).toContain('"both accepted"');
    expect(odds(s, 'order AC1 A1 march,charge --target B1')).not.toContain('all 2');
    expect(odds(s, 'order AC1 A1 march,charge,about-face --target B1')).toContain('"all 3 accepted"');
    expect(said(s, 'order AC1 A1 march,charge --target B1', [2, 3])).toContain('against rating 7: both accepted.');
  });
  it('3.1.3: a commander orders his own unit: the head says so, not "vs"', () => {
    const shown = odds(start(), 'order AC1 A1 march');
    expect(shown).toContain('Morse orders Blue 1');
    expect(shown).not.toContain(' vs ');
    expect(odds(start(), 'regiment AC1 all march')).toContain('Morse orders 3 units (Blue 1, Blue 2 and Blue 3), regiment-wide');
    // One unit named regiment-wide: its penalty's reason counts it in the singular (3.2).
    expect(odds(start(), 'regiment AC1 A1 march')).toContain('Morse orders Blue 1, regiment-wide');
    const a = ordersPresentation.parseAction(start(), 'regiment AC1 A1 march');
    const p = a.ok ? ordersPresentation.preview(start(), a.value) : null;
    expect(p?.ok && p.value.modifiers.actor.map((m) => m.reason)).toEqual([expect.stringMatching(/^3\.2: 1 unit, rating \d+$/)]);
  });
  it('4.2: a charge 0" away has no die, so odds say what happens, and a certain outcome has one row and says why', () => {
    const s = play(start(), 'order AC1 A1 charge --target B1', [1, 1]);
    const a = ordersPresentation.parseAction(s, 'charge-move A1 --distance 0');
    const p = a.ok ? ordersPresentation.preview(s, a.value) : null;
    expect(p?.ok && p.value.note).toBe('Blue 1 is in base contact with Red 1 already: the charge succeeds with no move (4.2)');
    expect(p?.ok && p.value.odds).toBeUndefined();
    expect(odds(s, 'charge-move A1 --distance 101')).toBe(`refused: ${refusal(s, 'charge-move A1 --distance 101', [3])}`);
    const near = odds(s, 'charge-move A1 --distance 2');
    expect(near).toContain('d6+2 is at least 3, so the charge always reaches');
    expect(near).not.toContain('falls short');
    expect(near).not.toContain('"0"');
  });
});

describe('status of one side', () => {
  it('status <side> shows that side\'s regiments only, as in the other rule sets', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders-draft-sample.yaml', seed: 1, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const red = runLine(core, 'status Red');
    expect(red.outcome.kind).not.toBe('refused');
    expect(red.text).toMatch(/^Red$/m);
    expect(red.text).toContain('Red Pikes');
    expect(red.text).not.toContain('Blue Halberds');
  });
});

describe('3.1.3: status and leaders in the other side\'s Orders phase', () => {
  it('show "-" for the commanders and orders of the side not in its phase, not last phase\'s "done"', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders.yaml', seed: 5, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    runLine(core, 'order AC1 A1 march --rolls 1,1');
    runLine(core, 'next');
    runLine(core, 'next');
    const status = runLine(core, 'status').text;
    // Red is in its Orders phase: its commanders wait, its units stand ready.
    expect(status).toContain('BC1 Mill Regiment: Major Cross, hero, rating 7, waiting');
    expect(status).toMatch(/B1\s+Red Pikes\s+pikemen\s+4\s+4 wide\s+OK\s+not ordered yet/);
    // Blue's are from Blue's phase, now over.
    expect(status).toMatch(/AC1 First Regiment: Colonel Morse, general, rating 8$/m);
    expect(status).not.toContain('rating 8, done');
    expect(status).toMatch(/A1\s+Blue Pikes\s+pikemen\s+4\s+4 wide\s+OK\s+-/);
    expect(status).not.toMatch(/A1\s+Blue Pikes.*march/);
    const leaders = runLine(core, 'leaders').text;
    expect(leaders).toMatch(/AC1\s+Blue\s+First Regiment\s+Colonel Morse\s+general\s+8\s+3\s+-$/m);
    expect(leaders).toMatch(/BC1\s+Red\s+Mill Regiment\s+Major Cross\s+hero\s+7\s+3\s+waiting$/m);
  });
});

describe('3.3.7: status names an about face as the orders do', () => {
  it('"about-faced", hyphenated like the order and its sentence', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders.yaml', seed: 5, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    expect(runLine(core, 'order AC1 A1 about-face --rolls 1,1').text).toContain('Blue Pikes about-face (counts as having moved, for shooting).');
    const status = runLine(core, 'status').text;
    expect(status).toContain('about-faced');
    expect(status).not.toContain('about faced');
  });
});

describe('3.3.5: the orders view shows a supporter\'s declared charge (play-test finding)', () => {
  it('after support and the supported unit\'s charge, orders and status name the support charge at the target', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'orders-draft-sample.yaml'), 'utf8'), file: 'orders.yaml', seed: 5, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    runLine(core, 'order AC1 A2 support --support A1 --rolls 1,1');
    expect(runLine(core, 'order AC1 A1 charge --target B1 --rolls 1,1').text).toContain('Blue Muskets, supporting Blue Pikes, declare a charge at Red Pikes (3.3.5).');
    const orders = runLine(core, 'orders').text;
    expect(orders).toMatch(/A2 +Blue Muskets +support .*support charge at Red Pikes, to move/);
    expect(orders).toMatch(/A1 +Blue Pikes +charge .*charge at Red Pikes, to move/);
    expect(runLine(core, 'status A2').text).toContain('support charge at Red Pikes, to move');
  });
});

describe('3.1.3 and 4.2: mods and odds say who orders whom, or who charges whom (play-test finding)', () => {
  const blocks = (s: ReturnType<typeof start>, line: string, view: 'mods' | 'odds'): string => {
    const a = ordersPresentation.parseAction(s, line);
    if (!a.ok) throw new Error(a.error);
    const p = ordersPresentation.preview(s, a.value);
    if (!p.ok) throw new Error(p.error);
    return text(view === 'mods' ? (ordersPresentation.mods?.(p.value) ?? []) : (ordersPresentation.odds?.(p.value, p.value.odds!) ?? []));
  };

  it('3.1.3: mods of an order open with "Morse orders Blue 1", as odds do, before the roll in words', () => {
    const shown = blocks(start(), 'order AC1 A1 march', 'mods');
    expect(shown.indexOf('Morse orders Blue 1')).toBeGreaterThanOrEqual(0);
    expect(shown.indexOf('Morse orders Blue 1')).toBeLessThan(shown.indexOf('2d6 against rating 7'));
  });

  it('4.2: odds and mods of a charge move read "Blue 1 charges Red 1", not "Blue 1 vs Red 1"', () => {
    const s = play(start(), 'order AC1 A1 charge --target B1', [1, 1]);
    for (const view of ['odds', 'mods'] as const) {
      const shown = blocks(s, 'charge-move A1 --distance 5', view);
      expect(shown).toContain('Blue 1 charges Red 1');
      expect(shown).not.toContain(' vs ');
    }
  });
});

describe('2.8: status takes a unit, a commander or a side, and refusals say "commander"', () => {
  const view = (s: ReturnType<typeof start>, args: string) => {
    const r = ordersPresentation.views.status?.(s, args);
    if (!r) throw new Error('no status view');
    return r;
  };

  it('status AC1 (or the commander\'s name, or his regiment) shows his regiment; an unknown name names what status takes', () => {
    const s = start();
    for (const args of ['AC1', 'Morse', 'First']) {
      const r = view(s, args);
      expect(r.ok && text(r.value.blocks), args).toContain('AC1 First');
      expect(r.ok && text(r.value.blocks), args).not.toContain('BC1');
    }
    const unit = view(s, 'A1');
    expect(unit.ok && unit.value.kind).toBe('unit');
    const none = view(s, 'Zz');
    expect(none.ok ? '' : none.error).toBe('no unit, commander or side matches "Zz": status takes a unit (its id or name, e.g. A1 or Blue 1), a commander, a side (Blue or Red), or nothing to show every unit');
  });

  it('a commander named wrong in an order, kill or done: "no commander matches", not "no leader"', () => {
    const s = start();
    expect(refusal(s, 'order Zz A1 march')).toMatch(/^no commander matches "Zz"/);
    expect(refusal(s, 'kill Zz')).toMatch(/^no commander matches "Zz"/);
    expect(refusal(s, 'done Zz')).toMatch(/^no commander matches "Zz"/);
  });
});
