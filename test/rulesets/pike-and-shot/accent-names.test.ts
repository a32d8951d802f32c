/** 2.3, 7.0: units and leaders are named as the counters print them; accents, case and quotes do not matter when typing them, in `status` as in the commands. */
import { describe, expect, it } from 'vitest';
import { statusView } from '../../../src/rulesets/pike-and-shot/present/views.js';
import { run, runAll, SAMPLE, stateOf } from './fixtures.js';

const accented = (text: string) => text.replace(/Smaland Horse/g, 'Småland Horse').replace(/Baldiron/g, 'Baldirón').replace(/\bHorn\b/g, 'Hörn');
const status = (args: string) => statusView(stateOf(SAMPLE, accented), args);
const shown = (args: string): string => {
  const v = status(args);
  if (!v.ok) throw new Error(`status ${args}: ${v.error}`);
  return JSON.stringify(v.value);
};

describe('2.3, 7.0: status matches names accent-blind, as the commands do', () => {
  it('2.3: "status Smaland" and "status \\"Baldiron\\"" show Småland Horse and Baldirón', () => {
    expect(shown('Smaland')).toContain('Småland Horse');
    expect(shown('"Baldiron"')).toContain('Baldirón');
    expect(shown('baldiron')).not.toContain('Småland Horse');
  });
  it('7.0: a leader named without his accent is still told where he is', () => {
    const v = status('horn');
    expect(v.ok ? '' : v.error).toMatch(/^Hörn \(BL2\) is a leader, not a unit/);
  });
  it('2.3: the commands take the names accent-blind too', () => {
    const s = runAll(stateOf(SAMPLE, accented), ['next', 'next']);
    expect(run(s, 'move smaland to 1010').text).toMatch(/^Småland Horse moves/);
  });
});
