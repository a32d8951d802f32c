import { describe, expect, it } from 'vitest';
import { type Token, tokenize } from '../../../src/engine/command-line/tokens.js';

const words = (tokens: Token[]) => tokens.map((t) => (t.kind === 'flag' ? `--${t.name}${t.value === null ? '' : `=${t.value}`}` : t.text));

describe('tokenize', () => {
  it.each([
    ['charge A2 at D1', ['charge', 'A2', 'at', 'D1']],
    ['  spaced   out  ', ['spaced', 'out']],
    ['charge "Blue Regiment" at D1', ['charge', 'Blue Regiment', 'at', 'D1']],
    ["charge 'Tott's Cuirassiers 1' at D1", ['charge', "Tott's Cuirassiers 1", 'at', 'D1']],
    ["charge Tott's at D1", ['charge', "Tott's", 'at', 'D1']],
    ['fire A1,A2 at D1', ['fire', 'A1,A2', 'at', 'D1']],
    ['x --flank', ['x', '--flank']],
    ['x --Ground=Rough', ['x', '--ground=Rough']],
    ['x --why="bad luck"', ['x', '--why=bad luck']],
    ['x --rough 2', ['x', '--rough', '2']],
    ['x \u201ccurly quotes\u201d', ['x', 'curly quotes']],
    ['x -5', ['x', '-5']],
    ['fire "Les \\"Gris\\"" at D1', ['fire', 'Les "Gris"', 'at', 'D1']],
    ['note "a \\\\ b \\d"', ['note', 'a \\ b \\d']],
    ['', []],
  ])('%j', (line, expected) => {
    expect(words(tokenize(line))).toEqual(expected);
  });

  it('splits comma lists into pieces, keeping quoted names whole', () => {
    const [token] = tokenize('A1,"Blue Regiment",D2');
    expect(token?.kind === 'word' && token.pieces).toEqual([
      { text: 'A1', quoted: false },
      { text: 'Blue Regiment', quoted: true },
      { text: 'D2', quoted: false },
    ]);
  });

  it('marks an unclosed quote instead of failing', () => {
    const tokens = tokenize('charge "Blue Reg');
    expect(tokens[1]).toMatchObject({ kind: 'word', text: 'Blue Reg', open: true });
  });

  it('records where each token is in the line', () => {
    const line = 'fire  "Old Blue" at D1';
    const t = tokenize(line)[1] as Token;
    expect(line.slice(t.start, t.end)).toBe('"Old Blue"');
  });
});
