/** Seed 004, 5.0 and 6.1: the CRT as the scenario gives it (columns, cells, lookup). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellAt, checkColumns, columnIndex, effectsOf, parseCell, parseColumn, type Column } from '../../../src/rulesets/pike-and-shot/crt.js';
import { scenarioOf, SAMPLE } from './fixtures.js';

const cols = (...texts: string[]) => texts.map((t) => parseColumn(t) as Column);

describe('5.0 CRT columns', () => {
  it('reads N, N..M, <=N and >=N', () => {
    expect(parseColumn('3')).toEqual({ text: '3', lo: 3, hi: 3 });
    expect(parseColumn('+2')).toMatchObject({ lo: 2, hi: 2 });
    expect(parseColumn('2..4')).toMatchObject({ lo: 2, hi: 4 });
    expect(parseColumn('<=-3')).toMatchObject({ lo: Number.NEGATIVE_INFINITY, hi: -3 });
    expect(parseColumn('>=6')).toMatchObject({ lo: 6, hi: Number.POSITIVE_INFINITY });
    expect(parseColumn('4..2')).toMatch(/runs backwards/);
    expect(parseColumn('six')).toMatch(/is not "N", "N..M", "<=N" or ">=N"/);
  });

  it('must cover every integer once: gaps, overlaps and open ends are found', () => {
    expect(checkColumns(cols('<=1', '2', '3..4', '>=5'))).toEqual([]);
    expect(checkColumns(cols('<=1', '3', '>=4'))[0]?.message).toMatch(/no column takes 2/);
    expect(checkColumns(cols('<=1', '1', '>=2'))[0]?.message).toMatch(/overlaps/);
    expect(checkColumns(cols('0', '1', '>=2'))[0]?.message).toMatch(/first column must be "<=N"/);
    expect(checkColumns(cols('<=0', '1', '2'))[0]?.message).toMatch(/last column must be ">=N"/);
    // Out of order: said once, after a missing first column, which is a problem of its own.
    expect(checkColumns(cols('0', '2', '1', '>=3')).map((p) => p.message)).toEqual(['no column takes values below 0: the first column must be "<=N"', 'column "1" comes after column "2": columns go from lowest to highest']);
  });

  it('finds exactly one column for any value on a valid line (property)', () => {
    const line = scenarioOf(SAMPLE).rules.crt.melee;
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (v) => {
        const hits = line.columns.filter((c) => v >= c.lo && v <= c.hi);
        expect(hits).toHaveLength(1);
        expect(line.columns[columnIndex(line, v)]).toBe(hits[0]);
      }),
    );
  });
});

describe('6.1 CRT cells', () => {
  it('reads codes separated by spaces and M(…) for melee only', () => {
    const c = parseCell('D M(A DF)');
    if (typeof c === 'string') throw new Error(c);
    expect(effectsOf(c, false)).toEqual({ attacker: null, defender: 'D', af: false, df: false });
    expect(effectsOf(c, true)).toEqual({ attacker: 'A', defender: 'D', af: false, df: true });
  });

  it('refuses unknown codes, NE with others, two results for one side', () => {
    expect(parseCell('X')).toMatch(/unknown result code "X"/);
    expect(parseCell('dd')).toMatch(/codes are upper case: DD/);
    expect(parseCell('NE D')).toMatch(/NE stands alone/);
    expect(parseCell('D DD')).toMatch(/defender two results/);
    expect(parseCell('M(A')).toMatch(/not closed/);
    expect(parseCell('A M(AA)')).toMatch(/both inside and outside/);
  });

  it('looks a result up by value and roll, no table built in', () => {
    const crt = scenarioOf(SAMPLE).rules.crt;
    expect(cellAt(crt['infantry-cavalry-fire'], 4, 4).text).toBe('D');
    expect(cellAt(crt['infantry-cavalry-fire'], 9, 6).text).toBe('DD AF');
    expect(cellAt(crt.melee, -7, 1).text).toBe('AA');
  });
});
