/**
 * End to end in a real pseudo-terminal, driven through tmux: type commands, complete with
 * Tab, open and answer a guided menu, cancel one with Ctrl-C, read the screen, and quit.
 * Skipped (with a message) only when tmux is missing and CI_REQUIRE_PTY is not set.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/io/journal.js';
import { BIN, FLANK_CHARGE_THEN_TURN_2, ROOT, withoutStandingOrders } from './helpers.js';
import { lastLine, SKIP_PTY, Tmux, warnIfSkipped } from './tmux.js';

warnIfSkipped('pty.test.ts');

const SESSION = `tyw-pty-${process.pid}`;
const term = new Tmux(SESSION);
/** The same server, read with wrapped lines joined, for the tests that run their own session. */
const joined = new Tmux(SESSION, { capture: ['-p', '-J'] });
/** The same, with the whole scrollback: counting a line's echoes, none scrolled away. */
const whole = new Tmux(SESSION, { capture: ['-p', '-J', '-S', '-'] });
const { tmux, screen, keys, type } = term;
const waitForScreen = term.waitFor;
let dir: string;

/** `tyw play --hand --seed 7` in a tmux session of its own, 160 columns wide; the exit code goes to `done`. */
function handSession(session: string, journal: string, done: string) {
  const command = [
    `cd ${JSON.stringify(ROOT)}`,
    `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play --hand --seed 7 --journal ${JSON.stringify(journal)}`,
    // Written whole, then renamed: the test never reads a file the shell has only created.
    `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
    'sleep 30',
  ].join('; ');
  // Tall enough that a whole charge rolled by hand, each die with its chances, stays on screen.
  tmux('new-session', '-d', '-s', session, '-x', '160', '-y', '100', command);
  const wait = (test: (s: string) => boolean, what: string) => joined.waitFor(test, what, 15_000, session);
  const enter = (text: string) => {
    tmux('send-keys', '-t', session, '-l', text);
    tmux('send-keys', '-t', session, 'Enter');
  };
  return { wait, enter };
}

describe.skipIf(SKIP_PTY)('the REPL in a real terminal (tmux)', () => {
  beforeAll(() => {
    dir = term.start();
    joined.dir = dir;
    whole.dir = dir;
  });
  afterAll(() => term.stop());

  it('types, completes, walks a guided menu, cancels one, and quits', async () => {
    const journal = join(dir, 'pty.tyw.jsonl');
    const history = join(dir, 'history');
    const done = join(dir, 'exit-code');
    const command = [
      `cd ${JSON.stringify(ROOT)}`,
      `NO_COLOR=1 TYW_HISTORY=${JSON.stringify(history)} ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play --seed 7 --journal ${JSON.stringify(journal)}`,
      // Written whole, then renamed: the test never reads a file the shell has only created.
      `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
      'sleep 30',
    ].join('; ');
    tmux('new-session', '-d', '-s', SESSION, '-x', '120', '-y', '40', command);

    await waitForScreen((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    expect(screen()).toContain('Turn 1 | Initiative');

    // Tab completes a command word.
    type('mor');
    keys('Tab');
    await waitForScreen((s) => lastLine(s).endsWith('> morale'), 'morale to be completed');
    keys('Enter');
    await waitForScreen((s) => s.includes('towards breaking'), 'the morale view');

    // Enter on an empty line opens the guided menu, offering only what is legal now.
    keys('Enter');
    let s = await waitForScreen((x) => x.includes('What now?'), 'the guided menu');
    expect(s).toContain('roll for the initiative');
    expect(s).not.toContain('give ');
    keys('Enter');
    // Before tyw rolls a command built in the menus, its exact odds, and a last word.
    s = await waitForScreen((x) => x.includes('Roll the dice?'), 'the odds before the roll');
    expect(s).toMatch(/Swedes win the initiative +50\.0% +1\/2/);
    keys('Enter');
    await waitForScreen((x) => /→ \w+ win the initiative/.test(x), 'the initiative result');

    // The next menu names the side that won the initiative and offers it first (seed 7: the Imperialists); pick it.
    keys('Enter');
    s = await waitForScreen((x) => x.includes('act first') && x.includes('The Imperialists won the initiative: who acts first?'), 'the "who acts first" menu');
    expect(s).toMatch(/❯ Imperialists act first\n\s+Swedes act first/);
    keys('Enter');
    await waitForScreen((x) => /The Imperialists act first\./.test(x), 'the choice to be applied');

    // Ctrl-C in a menu closes the menu, not the session.
    keys('Enter');
    await waitForScreen((x) => x.includes('give '), 'the leaders menu');
    keys('C-c');
    s = await waitForScreen((x) => x.includes('Menu closed; nothing changed.') && /^T1 leaders>\s*$/m.test(x), 'the prompt after a cancelled menu');
    // The closed menu is erased; each answered one stays as its question and answer.
    expect(s).not.toContain('navigate');
    expect(s).toMatch(/^✔ What now\? roll for the initiative$/m);

    // Escape closes a menu the same way.
    keys('Enter');
    await waitForScreen((x) => x.includes('give ') && x.includes('navigate'), 'the leaders menu again');
    keys('Escape');
    s = await waitForScreen((x) => x.split('Menu closed; nothing changed.').length === 3 && /^T1 leaders>\s*$/m.test(x), 'the prompt after Escape');
    expect(s).not.toContain('navigate');

    // Tab completes a unit name with its space and apostrophe, as after a command; the typed view runs.
    type('status Ott');
    keys('Tab');
    await waitForScreen((x) => lastLine(x).includes("status Ottenbach's Tercio"), 'the unit name to be completed');
    keys('Enter');
    await waitForScreen((x) => x.includes("Ottenbach's Tercio (D1), Tercio, Imperialists"), 'the unit view');

    // A typed command that tyw rolls prints its exact odds first, then the roll.
    type('command DL2');
    keys('Enter');
    s = await waitForScreen((x) => /takes the initiative: rolled \d → \d activations?\./.test(x), 'the command roll');
    expect(s.indexOf('2 activations   33.3%      1/3')).toBeGreaterThan(s.indexOf('> command DL2'));
    expect(s.indexOf('2 activations   33.3%      1/3')).toBeLessThan(s.indexOf('takes the initiative: rolled'));

    // A refusal says why and the session goes on; no odds come before it, though `odds` would give some.
    type('command Ekholm');
    keys('Enter');
    s = await waitForScreen((x) => /refused: .*/.test(x), 'a refusal');
    expect(s.slice(s.lastIndexOf('> command Ekholm')).split('\n')[1]).toMatch(/^refused: /);

    type('quit');
    keys('Enter');
    await waitForScreen(() => existsSync(done), 'the program to exit', 10_000);
    expect(readFileSync(done, 'utf8').trim()).toBe('0');

    const read = readJournal(journal);
    expect(read.records.map((r) => (r.kind === 'command' ? r.text : r.kind))).toEqual(['initiative', 'first defender', 'command DL2']);
    // The first two were chosen from the guided menus, and the journal says so (the report labels them).
    expect(read.records.map((r) => (r.kind === 'command' ? r.menu === true : r.kind))).toEqual([true, true, false]);
    const typed = readFileSync(history, 'utf8');
    expect(typed).toContain('morale');
    expect(typed).toContain('quit');
  });

  it('rolls a charge by hand, one die at a time, each with its stage and modifiers', async () => {
    const session = `${SESSION}-hand`;
    const journal = join(dir, 'hand.tyw.jsonl');
    const done = join(dir, 'hand-exit-code');
    const { wait, enter } = handSession(session, journal, done);
    const after = (s: string, marker: string) => s.slice(s.lastIndexOf(marker));

    await wait((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    enter('initiative');
    await wait((s) => /Initiative, Swedes: d6 shows\?\s*$/m.test(s), 'the first initiative die');
    enter('6');
    await wait((s) => /Initiative, Imperialists: d6 shows\?\s*$/m.test(s), 'the second initiative die');
    enter('1');
    await wait((s) => s.includes('Swedes win the initiative'), 'the initiative');
    enter('first attacker');
    await wait((s) => /^T1 leaders>\s*$/m.test(s), 'the leaders step');
    enter('command AL3');
    await wait((s) => /d6 shows\?\s*$/m.test(s), 'the command die');
    enter('6');
    await wait((s) => /^T1 leaders Falk:4>\s*$/m.test(s), 'Falk with the initiative');

    const charge = 'charge A4 at D1 --no-evade --crossed-arc';
    enter(charge);
    // The defensive fire comes first, with its own modifiers (short range), not the melee's.
    let s = await wait((x) => /Defensive fire, Ottenbach's Tercio: d6 shows\?\s*$/m.test(x), 'the defensive fire die of the target');
    expect(after(s, charge)).toMatch(/East Gothland Reiters charge Ottenbach's Tercio in the front/);
    expect(after(s, charge)).toMatch(/Short range \+1/);
    expect(after(s, charge)).not.toMatch(/Charging/);
    enter('9');
    await wait((x) => x.includes('a d6 shows 1 to 6'), 'a value out of range to be refused');
    enter('1');
    await wait((x) => /East Gothland Reiters under defensive fire: d6 shows\?\s*$/m.test(x), "the defensive fire die of the charger");
    enter('6');
    // The defensive fire's result is known before the charger fires at contact.
    s = await wait((x) => /contact(?: fire)?, East Gothland Reiters: d6 shows\?\s*$/im.test(x), 'the fire at contact');
    expect(after(s, charge)).toMatch(/No effect on East Gothland Reiters/);
    // Rolled by hand, the result still names its stage and shows each die with its total.
    expect(after(s, charge)).toMatch(/Defensive fire: Ottenbach's Tercio \(d6 1, \+1 short range = 2\) vs East Gothland Reiters \(d6 6 = 6\) → No effect/);
    enter('4');
    await wait((x) => /Ottenbach's Tercio under pistol fire at contact: d6 shows\?\s*$/m.test(x), 'the target die of the fire at contact');
    enter('3');
    s = await wait((x) => /Melee \(charging\), East Gothland Reiters: d6 shows\?\s*$/m.test(x), 'the melee die of the charger');
    expect(after(s, charge)).toMatch(/Ottenbach's Tercio loses 1 level/);
    expect(after(s, charge)).toMatch(/Charging \+1/);
    enter('5');
    await wait((x) => /Melee \(charging\), Ottenbach's Tercio: d6 shows\?\s*$/m.test(x), 'the melee die of the target');
    enter('2');
    // The Reiters charged on their standing orders: Falk keeps his 4 activations.
    s = await wait((x) => x.includes('(rolled by hand:') && /^T1 leaders Falk:4>\s*$/m.test(x), 'the charge to resolve');
    expect(after(s, charge)).toContain('Standing orders for East Gothland Reiters: no activation used.');
    // Each result is printed once: the full result goes on from those settled between the dice.
    expect(after(s, charge).split('no activation used').length).toBe(2);
    expect(after(s, charge).match(/Defensive fire: Ottenbach's Tercio \(d6 1/g)).toHaveLength(1);
    expect(after(s, charge).match(/Pistols at contact: East Gothland Reiters \(d6 4/g)).toHaveLength(1);

    enter('quit');
    await wait(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    const last = readJournal(journal).records.at(-1);
    expect(last?.kind === 'command' && last.text).toBe(charge);
    expect(last?.kind === 'command' && last.hand).toBe(true);
    expect(last?.kind === 'command' && last.rolls.map((d) => d.value)).toEqual([1, 6, 4, 3, 5, 2]);
  });

  it('Ctrl-C at a die after results were printed says they are taken back, and the journal has no trace of the action', async () => {
    const session = `${SESSION}-cancel`;
    const journal = join(dir, 'cancel.tyw.jsonl');
    const { wait, enter } = handSession(session, journal, join(dir, 'cancel-exit-code'));
    await wait((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    enter('initiative --rolls 6,1');
    await wait((s) => s.includes('Swedes win the initiative'), 'the initiative');
    enter('first attacker');
    await wait((s) => /^T1 leaders>\s*$/m.test(s), 'the leaders step');
    enter('command AL3 --rolls 6');
    await wait((s) => /^T1 leaders Falk:4>\s*$/m.test(s), 'Falk with the initiative');
    enter('charge A4 at D1 --no-evade --crossed-arc');
    await wait((x) => /Defensive fire, Ottenbach's Tercio: d6 shows\?\s*$/m.test(x), 'the first die');
    enter('1');
    await wait((x) => /East Gothland Reiters under defensive fire: d6 shows\?\s*$/m.test(x), 'the second die');
    enter('6');
    await wait((x) => /contact(?: fire)?, East Gothland Reiters: d6 shows\?\s*$/im.test(x), 'the fire at contact, after the defensive fire was printed');
    tmux('send-keys', '-t', session, 'C-c');
    const s = await wait((x) => x.includes('Cancelled: the results above are taken back; nothing was rolled or changed.') && /^T1 leaders Falk:4>\s*$/m.test(x.trimEnd().split('\n').at(-1) ?? ''), 'the cancel');
    expect(s).toContain('Defensive fire: Ottenbach');
    const records = readJournal(journal).records.filter((r) => r.kind === 'command').map((r) => r.kind === 'command' && r.text);
    expect(records).toEqual(['initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6']);
    tmux('kill-session', '-t', session);
  });
  it('a guided melee after a flank charge fights the flank on the charge\'s ground, with no --front', async () => {
    const session = `${SESSION}-melee`;
    const journal = join(dir, 'melee.tyw.jsonl');
    const done = join(dir, 'melee-exit-code');
    // The bundled battle without standing orders, so that the reiters lead the first menu as the active leader's only unit.
    const scenario = join(dir, 'no-standing-orders.yaml');
    const text = readFileSync(join(ROOT, 'scenarios/first-battle.yaml'), 'utf8');
    writeFileSync(scenario, withoutStandingOrders(text));
    const command = [
      `cd ${JSON.stringify(ROOT)}`,
      `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} play ${JSON.stringify(scenario)} --seed 7 --journal ${JSON.stringify(journal)}`,
      // Written whole, then renamed: the test never reads a file the shell has only created.
      `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
      'sleep 30',
    ].join('; ');
    tmux('new-session', '-d', '-s', session, '-x', '160', '-y', '60', command);
    const view = () => joined.screen(session);
    const wait = (test: (s: string) => boolean, what: string) => joined.waitFor(test, what, 15_000, session);
    const press = (...k: string[]) => tmux('send-keys', '-t', session, ...k);
    const enter = (text: string) => {
      tmux('send-keys', '-t', session, '-l', text);
      press('Enter');
    };

    await wait((s) => /^T1 initiative>\s*$/m.test(s), 'the first prompt');
    // Turn 1: Falk's reiters charge the flank of the tercio on rough ground and stay in contact.
    const setup = FLANK_CHARGE_THEN_TURN_2;
    for (const line of setup) {
      const count = whole.screen(session).split(`> ${line}`).length;
      enter(line);
      await whole.waitFor((s) => s.split(`> ${line}`).length > count || s.includes('refused:'), line, 15_000, session);
    }
    await wait((s) => /^T2 leaders Falk:4>\s*$/m.test(s), 'Falk with the initiative in turn 2');
    expect(view()).not.toContain('refused:');

    // The guided menu: the reiters, their melee; the tercio they fight and the face their charge
    // recorded are known, so not asked; the recorded ground is the default.
    press('Enter');
    await wait((s) => s.includes('What now?') && s.includes('East Gothland Reiters (A4): melee, retire'), 'the first menu');
    press('Enter');
    await wait((s) => s.includes('What do East Gothland Reiters do?'), 'the unit menu');
    press('Enter');
    let s = await wait((x) => x.includes('Ground of the fight?'), 'the ground question');
    expect(s).not.toContain('East Gothland Reiters fight whom?');
    expect(s).not.toContain("Which face of Ottenbach's Tercio");
    expect(s).toContain('rough ground (as recorded for this combat)');
    press('Enter');
    await wait((x) => x.includes('Who holds the higher ground?'), 'the higher-ground question');
    press('Enter');
    await wait((x) => x.includes("Does Ottenbach's Tercio defend an obstacle or a bank?"), 'the obstacle question');
    press('Enter');
    s = await wait((x) => x.includes('Roll the dice?'), 'the odds before the roll');
    expect(s.slice(s.lastIndexOf('> melee A4 at D1'))).toMatch(/expected levels lost/);
    press('Enter');
    s = await wait((x) => /^T2 leaders Falk:3>\s*$/m.test(x), 'the melee to resolve');
    const fought = s.slice(s.lastIndexOf('> melee A4 at D1'));
    expect(fought.split('\n')[0]?.trim()).toBe('> melee A4 at D1');
    expect(fought).toMatch(/-1 rough ground \(formed horse\)/);
    expect(fought).toMatch(/-2 taken in flank or rear/);
    expect(fought).toMatch(/-1 rough ground \(pike block\)/);
    expect(fought).toContain('Fought on rough ground, as recorded for this combat.');

    enter('quit');
    await wait(() => existsSync(done), 'the program to exit');
    expect(readFileSync(done, 'utf8').trim()).toBe('0');
    const last = readJournal(journal).records.at(-1);
    expect(last?.kind === 'command' && last.text).toBe('melee A4 at D1');
  });
});
