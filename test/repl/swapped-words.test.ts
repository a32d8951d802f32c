/** `odds D2 fire A1`: odds and mods typed with the unit before its command offer the line that reads. */
import { describe, expect, it } from 'vitest';
import { runLine } from '../../src/repl/index.js';
import { closeCoresAfterEach, firstBattleCore, play } from './helpers.js';

const track = closeCoresAfterEach();

describe('odds and mods with the words of the action in the wrong order', () => {
  it('offers the action command first, with the keyword the parser would add', () => {
    const { core } = track(firstBattleCore(7));
    play(core, 'initiative', 'first attacker', 'command AL1');
    const refused = (line: string) => {
      const r = runLine(core, line);
      return r.outcome.kind === 'refused' ? r.text : 'played';
    };
    expect(refused('odds A2 fire D1')).toContain('odds takes the action as it is typed, command first: did you mean "odds fire A2 at D1"?');
    expect(refused('mods A2 fire at D1')).toContain('did you mean "mods fire A2 at D1"?');
    // Nothing to swap into a command: the refusal is the parser's own.
    expect(refused('odds blah D1')).toMatch(/unknown command "blah"/);
  });
});
