/** 3.3.3: a charge is aimed at an enemy unit, so Tab after --target offers the other side's units only. */
import { describe, expect, it } from 'vitest';
import { ordersComplete } from '../../../src/rulesets/orders-draft/present/help.js';
import { start } from './fixtures.js';

const offered = (line: string) => ordersComplete(start(), line, []).candidates;

describe('3.3.3: Tab after --target', () => {
  it('offers only enemy units, by name and by id, whatever has been typed of the name', () => {
    expect(offered('order AC1 A1 charge --target ')).toEqual(['Red 1', 'Red 2', 'Red 3']);
    expect(offered('order AC1 A1 charge --target B')).toEqual(['B1', 'B2', 'B3']);
    expect(offered('order AC1 A1 charge --target Blue')).toEqual([]);
    expect(offered('order AC1 A1 charge --target A')).toEqual([]);
  });

  it('leaves other flags alone: a guard may be of either side as the text allows', () => {
    expect(offered('order AC1 A1 charge --guard ')).toContain('Blue 2');
  });
});
