/**
 * The orders-based draft in a real pseudo-terminal, driven through tmux: with hand dice, an
 * order's Command Roll shows its exact chances before the first die (3.1.3), each die is asked
 * for, and the values typed give the result; then a guided menu builds the next order.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { BIN, ROOT } from './helpers.js';
import { SKIP_PTY, Tmux, tywShell, unwrapped, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty-orders-draft.test.ts');

const SESSION = `tyw-orders-${process.pid}`;
/** The whole scrollback, wrapped lines joined. */
const term = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-200'] });
const { tmux, keys, type, waitFor } = term;
const enter = (text: string) => {
  type(text);
  keys('Enter');
};
/** The screen after the last occurrence of `marker`. */
const after = (s: string, marker: string) => s.slice(s.lastIndexOf(marker));

describe.skipIf(SKIP_PTY)('the orders-based draft in a real terminal (tmux)', () => {
  let dir: string;
  beforeAll(() => {
    dir = term.start();
  });
  afterAll(() => term.stop());

  /** A second session on the sample (seed 1): its journal, its exit-code file, and how to type, press and wait in it. */
  const sampleSession = (name: string, width = 120) => {
    const other = `${SESSION}-${name}`;
    const journal = join(dir, `${name}.tyw.jsonl`);
    const done = join(dir, `${name}-exit-code`);
    const scenario = join(ROOT, 'scenarios', 'orders-draft-sample.yaml');
    tmux('new-session', '-d', '-s', other, '-x', String(width), '-y', '50', tywShell(ROOT, `play ${JSON.stringify(scenario)} --seed 1 --journal ${JSON.stringify(journal)}`, done));
    const press = (...k: string[]) => tmux('send-keys', '-t', other, ...k);
    const line = (text: string) => {
      type(text, other);
      press('Enter');
    };
    const screen = (test: (x: string) => boolean, what: string) => waitFor(test, what, undefined, other);
    return { journal, done, press, line, screen };
  };

  it('3.1.3 by hand: the odds of the Command Roll first, then each die, then the result; a guided order after', async () => {
    const journal = join(dir, 'orders.tyw.jsonl');
    const done = join(dir, 'exit-code');
    const scenario = join(ROOT, 'scenarios', 'orders-draft-sample.yaml');
    const command = [
      `cd ${JSON.stringify(ROOT)}`,
      `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play ${JSON.stringify(scenario)} --hand --seed 5 --journal ${JSON.stringify(journal)}`,
      // Written whole, then renamed: the test never reads a file the shell has only created.
      `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
      'sleep 30',
    ].join('; ');
    tmux('new-session', '-d', '-s', SESSION, '-x', '140', '-y', '50', command);

    await waitFor((s) => /^T1 Blue orders>\s*$/m.test(s), 'the first prompt');
    const order = 'order AC1 A1 march,charge --target B1';
    enter(order);
    // Two orders at rating 8: the exact chances, before any die is rolled.
    let s = await waitFor((x) => /Colonel Morse's command roll: 2 d6 show\?\s*$/m.test(x), 'the dice of the Command Roll');
    const shown = after(s, order);
    expect(shown).toContain('2d6 against rating 8, 2 orders: march, charge');
    expect(shown).toMatch(/both accepted\s+41\.7%\s+5\/12/);
    expect(shown).toMatch(/1 accepted \(march\)\s+16\.7%\s+1\/6/);
    expect(shown).toMatch(/no order accepted\s+13\.9%\s+5\/36/);
    expect(shown).toMatch(/failed \(unit and commander done\)\s+27\.8%\s+5\/18/);
    expect(shown.indexOf('5/12')).toBeLessThan(shown.indexOf('2 d6 show?'));

    enter('7');
    await waitFor((x) => x.includes('a d6 shows 1 to 6'), 'a value out of range to be refused');
    enter('2');
    // One value typed: the second die is asked on its own.
    await waitFor((x) => /Colonel Morse's command roll, die 2 of 2: d6 shows\?\s*$/m.test(x), 'the second die');
    enter('3');
    s = await waitFor((x) => x.includes("(rolled by hand: 2, 3 (Colonel Morse's command roll))") && /^T1 Blue orders>\s*$/m.test(lastLines(x)), 'the result');
    expect(after(s, order)).toContain('Colonel Morse orders Blue Pikes: march, charge. 2d6 2+3 = 5 against rating 8: both accepted.');
    expect(after(s, order)).toContain('Blue Pikes may march up to 6 inches (4.1) and charge Red Pikes (charge-move A1 --distance N).');

    // A menu left part-way (Escape at its second question) takes its answered first question away too.
    keys('Enter');
    await waitFor((x) => x.includes('what now?') && x.includes('navigate'), 'the guided menu, to leave');
    keys('Enter');
    await waitFor((x) => x.includes("Colonel Morse's orders (rating 8): which unit?"), 'the unit menu, to leave');
    keys('Escape');
    s = await waitFor((x) => /Menu closed; nothing changed\.\nT1 Blue orders>\s*$/.test(lastLines(x, 3)), 'the prompt after leaving the menu');
    expect(after(s, 'Blue Pikes may march')).not.toContain('✔');

    // Enter on an empty line: the guided menu, Colonel Morse first, then his units not yet ordered.
    keys('Enter');
    await waitFor((x) => x.includes('what now?') && x.includes('orders from Colonel Morse (AC1, general, rating 8), giving orders'), 'the guided menu');
    keys('Enter');
    s = await waitFor((x) => x.includes("Colonel Morse's orders (rating 8): which unit?"), 'the unit menu');
    expect(after(s, 'which unit?')).not.toContain('Blue Pikes (A1');
    keys('Enter');
    await waitFor((x) => x.includes('Blue Muskets: order 1?'), 'the first order of Blue Muskets');
    keys('Down');
    keys('Enter');
    await waitFor((x) => x.includes('Blue Muskets: order 2 (after march)?'), 'the second order');
    keys('Enter');
    // The guided line is rolled by hand too, with its chances first.
    s = await waitFor((x) => /Colonel Morse's command roll: 2 d6 show\?\s*$/m.test(x) && x.includes('1 order: march'), 'the dice of the guided order');
    expect(after(s, '1 order: march')).toMatch(/the order accepted\s+58\.3%\s+7\/12/);
    // Both dice of the 2d6 on one line.
    enter('6 6');
    s = await waitFor((x) => x.includes('2d6 6+6 = 12 against rating 8: failed.'), 'the failed roll');
    expect(unwrapped(s)).toContain('Colonel Morse is done for this phase; 1 unit of First Regiment is left without orders and stands ready (Blue Halberds).');

    enter('quit');
    await waitFor(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    const commands = readJournal(journal).records.filter((r) => r.kind === 'command');
    expect(commands.map((r) => r.kind === 'command' && r.text)).toEqual([order, 'order AC1 A2 march']);
    expect(commands.map((r) => r.kind === 'command' && r.hand)).toEqual([true, true]);
    expect(commands.map((r) => r.kind === 'command' && r.rolls.map((d) => d.value))).toEqual([
      [2, 3],
      [6, 6],
    ]);
  });

  it('3.1.3 at the keyboard: a next or a change of commander that would leave units without orders asks first; No keeps them', async () => {
    const { journal, done, line, screen } = sampleSession('lost');
    await screen((s) => /^T1 Blue orders>\s*$/m.test(s), 'the first prompt');
    line('next');
    let s = await screen((x) => x.includes('(y/N)'), 'the question before next');
    expect(unwrapped(s)).toContain('Colonel Morse and Captain Reed could still order Blue Pikes, Blue Muskets, Blue Halberds, Blue Horse and Blue Dragoons; next ends the Blue Orders phase, and those 5 units stand ready (3.1.3). End it?');
    line('n');
    await screen((x) => x.includes('Cancelled; nothing changed.') && /^T1 Blue orders>\s*$/m.test(x), 'the phase kept');
    line('order AC1 A1 march');
    await screen((x) => x.includes('Blue Pikes may march'), 'the first order');
    line('order AC2 A4 march');
    s = await screen((x) => unwrapped(x).includes('Colonel Morse could still order'), 'the question before another commander');
    expect(unwrapped(s)).toContain("Colonel Morse could still order Blue Muskets and Blue Halberds; ordering with Captain Reed ends Colonel Morse's orders for this phase");
    line('y');
    await screen((x) => x.includes('Captain Reed now gives orders.'), 'the order with Captain Reed');
    line('quit');
    await screen(() => existsSync(done), 'the program to exit');
    const commands = readJournal(journal).records.filter((r) => r.kind === 'command');
    expect(commands.map((r) => r.kind === 'command' && r.text)).toEqual(['order AC1 A1 march', 'order AC2 A4 march']);
  });

  it('3.1.3 from the guided menus: next, or a unit of another commander, asks the same question as the typed line; No closes the menu', async () => {
    const { journal, done, press, line, screen } = sampleSession('menu');
    await screen((s) => /^T1 Blue orders>\s*$/m.test(s), 'the first prompt');
    // The first menu: Colonel Morse, Captain Reed, next, a correction.
    press('Enter');
    await screen((x) => x.includes('next: end the Blue Orders phase') && x.includes('navigate'), 'the guided menu');
    press('Down');
    press('Down');
    press('Enter');
    let s = await screen((x) => x.includes('(y/N)'), 'the question before next');
    expect(unwrapped(s)).toContain('Colonel Morse and Captain Reed could still order Blue Pikes, Blue Muskets, Blue Halberds, Blue Horse and Blue Dragoons; next ends the Blue Orders phase, and those 5 units stand ready (3.1.3). End it?');
    press('n');
    press('Enter');
    await screen((x) => x.includes('Menu closed; nothing changed.') && /^T1 Blue orders>\s*$/m.test(lastLines(x)), 'the phase kept');
    line('order AC1 A1 march');
    await screen((x) => x.includes('Blue Pikes may march') && /^T1 Blue orders>\s*$/m.test(lastLines(x)), 'the first order');
    // Now Colonel Morse gives orders: a unit of Captain Reed's chosen from the menu asks before its orders.
    press('Enter');
    await screen((x) => x.includes('Colonel Morse is then done (3.1.3)') && x.includes('navigate'), 'the guided menu with Colonel Morse giving orders');
    press('Down');
    press('Enter');
    await screen((x) => x.includes("Captain Reed's orders (rating 7): which unit?"), "Captain Reed's units");
    press('Enter');
    s = await screen((x) => x.includes('(y/N)') && unwrapped(x).includes('ordering with Captain Reed'), 'the question before another commander');
    expect(unwrapped(after(s, 'Colonel Morse is then done'))).toContain("Colonel Morse could still order Blue Muskets and Blue Halberds; ordering with Captain Reed ends Colonel Morse's orders for this phase, and those units stand ready (3.1.3). Go on?");
    press('y');
    press('Enter');
    await screen((x) => x.includes('Blue Horse: order 1?'), 'the first order of Blue Horse');
    press('Down');
    press('Enter');
    await screen((x) => x.includes('Blue Horse: order 2 (after march)?'), 'the second order');
    press('Enter');
    await screen((x) => x.includes('Roll the dice?'), 'the odds and the go-ahead');
    press('Enter');
    await screen((x) => x.includes('Captain Reed now gives orders.') && /^T1 Blue orders>\s*$/m.test(lastLines(x)), 'the order with Captain Reed');
    line('quit');
    await screen(() => existsSync(done), 'the program to exit');
    const commands = readJournal(journal).records.filter((r) => r.kind === 'command');
    expect(commands.map((r) => r.kind === 'command' && r.text)).toEqual(['order AC1 A1 march', 'order AC2 A4 march']);
  });

  it('3.2 from the guided menus: the regiment-wide picker says all its units are ticked, as shown; none ticked closes the menu', async () => {
    const { journal, done, press, screen } = sampleSession('wide', 160);
    await screen((s) => /^T1 Blue orders>\s*$/m.test(s), 'the first prompt');
    press('Enter');
    await screen((x) => x.includes('orders from Colonel Morse') && x.includes('navigate'), 'the guided menu');
    press('Enter');
    await screen((x) => x.includes("Colonel Morse's orders (rating 8): which unit?") && x.includes('several units at once'), "Colonel Morse's units");
    press('Down');
    press('Down');
    press('Down');
    press('Enter');
    let s = await screen((x) => x.includes('Which units take one set of orders'), 'the regiment-wide picker');
    expect(unwrapped(s)).toContain('Which units take one set of orders, with one roll? (all 3 are ticked: untick those left out; penalty 1, or 1 per unit above the rating, 3.2)');
    expect(s.match(/◉ Blue (Pikes|Muskets|Halberds)/g)).toHaveLength(3);
    // Every unit unticked: no unit is named, and nothing changes.
    press('i');
    await screen((x) => (x.match(/◯ Blue (Pikes|Muskets|Halberds)/g) ?? []).length === 3, 'every unit unticked');
    press('Enter');
    s = await screen((x) => x.includes('Menu closed; nothing changed.') && /^T1 Blue orders>\s*$/m.test(lastLines(x)), 'the menu closed');
    press('q', 'u', 'i', 't', 'Enter');
    await screen(() => existsSync(done), 'the program to exit');
    expect(existsSync(journal)).toBe(false);
  });
});

/** The screen's last few lines, where the prompt is. */
const lastLines = (s: string, n = 2): string =>
  s
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '')
    .slice(-n)
    .join('\n');
