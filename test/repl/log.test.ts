/** `log`: each command with its results and dice, as they printed when it was played. */
import { describe, expect, it } from 'vitest';
import { runLine } from '../../src/repl/index.js';
import { closeCoresAfterEach, firstBattleCore, play } from './helpers.js';

const track = closeCoresAfterEach();
const open = (options: { json?: boolean; hand?: boolean } = {}) => track(firstBattleCore(7, options));

describe('log', () => {
  it('shows each command with its results, modifiers, totals and the dice tyw rolled', () => {
    const { core } = open();
    play(core, 'initiative', 'first attacker', 'command AL1');
    const fired = play(core, 'fire A1 at D1');
    const log = play(core, 'log 2');
    const lines = log.split('\n');
    expect(lines[0]).toBe('   3  command AL1');
    expect(lines[1]).toMatch(/^ {8}Colonel Nils Bergström takes the initiative: rolled 6/);
    expect(lines[2]).toBe("          (rolled by tyw: 6 (Colonel Nils Bergström's command roll))");
    expect(lines[3]).toBe('   4  fire A1 at D1');
    // The result reads exactly as it printed when played.
    for (const l of fired.split('\n')) expect(lines).toContain(`        ${l}`);
    const fire = core.session.entries[3];
    expect(lines.at(-1)).toBe(`          (rolled by tyw: ${fire?.rolls.map((d) => `${d.value} (${d.label})`).join('; ')})`);
    expect(fire?.rolls.length).toBeGreaterThan(0);
  });

  it('lists hand rolls once, as they were typed', () => {
    const { core } = open({ hand: true });
    play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL1 --rolls 4');
    const log = play(core, 'log 1');
    expect(log).toContain("(rolled by hand: 4 (Colonel Nils Bergström's command roll))");
    expect(log).not.toContain('rolled by tyw');
  });

  it('gives the results and dice in --json, with the turn and step of each command', () => {
    const { core } = open();
    play(core, 'initiative', 'first attacker', 'command AL1', 'fire A1 at D1');
    const out = runLine(core, 'log 1 --json');
    expect(out.outcome.kind).toBe('view');
    const json = JSON.parse(out.text) as { kind: string; entries: Record<string, unknown>[] };
    expect(json.kind).toBe('log');
    const [entry] = json.entries;
    const fire = core.session.entries[3];
    expect(entry).toMatchObject({ n: 4, command: 'fire A1 at D1', turn: 1, step: expect.any(String), hand: false });
    expect(entry?.dice).toEqual(fire?.rolls.map((d) => ({ label: d.label, sides: d.sides, value: d.value })));
    // A unit still under standing orders says so first; the fire's own result follows.
    const result = (entry?.results as Record<string, unknown>[]).find((r) => r.action === 'fire');
    expect(result).toMatchObject({ action: 'fire', actor: 'Blue Brigade', target: "Ottenbach's Tercio", difference: expect.any(Number) });
    expect(result?.modifiers).toBeDefined();
    // With --json on the session, plain `log` answers the same way.
    const jsonCore = open({ json: true }).core;
    play(jsonCore, 'initiative');
    expect(JSON.parse(play(jsonCore, 'log'))).toMatchObject({ kind: 'log', entries: [{ n: 1, command: 'initiative' }] });
    expect(runLine(core, 'log two').text).toBe('refused: log takes a number of commands, not "two"');
    expect(runLine(core, 'log 0').text).toBe('refused: log takes a positive number of commands (log alone shows the last 10)');
  });
});
