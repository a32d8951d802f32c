import { describe, expect, it } from 'vitest';
import { extractRolls } from '../../src/engine/session.js';

describe('--rolls on a command line', () => {
  it('splits the values off the command, in order', () => {
    expect(extractRolls('fire A1 at D1 --rolls 4,3')).toEqual({ ok: true, value: { text: 'fire A1 at D1', rolls: [4, 3] } });
    expect(extractRolls('fire A1 --rolls=6 at D1')).toEqual({ ok: true, value: { text: 'fire A1 at D1', rolls: [6] } });
  });

  it('leaves a line without --rolls alone', () => {
    expect(extractRolls('  next ')).toEqual({ ok: true, value: { text: 'next', rolls: null } });
  });

  it.each(['4,,3', '4,', ',4', ','])('refuses an empty value (a die left out): --rolls %s', (given) => {
    const split = extractRolls(`fire A1 --rolls ${given}`);
    expect(split.ok).toBe(false);
    if (!split.ok) expect(split.error).toBe(`--rolls has an empty value in "${given}": give one value per die, e.g. --rolls 4,3`);
  });

  it('refuses what is not a die value, and --rolls with nothing after it', () => {
    expect(extractRolls('fire --rolls 4,x')).toEqual({ ok: false, error: '--rolls takes die values separated by commas, not "4,x"' });
    expect(extractRolls('fire --rolls')).toEqual({ ok: false, error: '--rolls needs values, e.g. --rolls 4,3' });
  });
});

describe('--rolls typed loosely', () => {
  it('a space after a comma: the values without spaces', () => {
    expect(extractRolls('fire A1 at D1 --rolls 4, 3')).toEqual({ ok: false, error: '--rolls takes its values without spaces: --rolls 4,3' });
    expect(extractRolls('fire A1 --rolls 4, 3, 2 at D1')).toEqual({ ok: false, error: '--rolls takes its values without spaces: --rolls 4,3,2' });
  });

  it('--rolls= with nothing after it needs values', () => {
    expect(extractRolls('fire A1 --rolls=')).toEqual({ ok: false, error: '--rolls needs values, e.g. --rolls 4,3' });
    expect(extractRolls('fire A1 --rolls= at D1')).toEqual({ ok: false, error: '--rolls needs values, e.g. --rolls 4,3' });
  });
});
