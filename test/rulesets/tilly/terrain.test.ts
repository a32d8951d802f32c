/** Seed 003, "Terrain" and "Change of direction": the quick references of rules terrain and rules movement, in the battle's own units. */
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { tillyRules } from '../../../src/rulesets/tilly/present/rules.js';
import { ARMIES, battleOf } from './battle.js';

describe('Terrain', () => {
  it('rules terrain says what is difficult and each of its effects, with the flag that applies it', () => {
    const r = tillyRules('terrain', battleOf(ARMIES).state);
    if (!r.ok) throw new Error(r.error);
    const text = renderTerminal(r.value, plain).join('\n');
    expect(text).toMatch(/village, rough ground, wood, river or stream +difficult/);
    expect(text).toMatch(/hill +gentle: open; rough or wooded on top, or steep: difficult/);
    expect(text).toMatch(/road +what lies under it/);
    expect(text).toContain('at most 3 TUM (60mm) (--difficult); horse in it hit on 6 in melee (melee --difficult)');
    expect(text).toContain('-1 die per shooter (--cover)');
    expect(text).toContain('-1 die in melee (--uphill, --fortified)');
    expect(text).toContain('area features at most 12 TUM (240mm) by 8 TUM (160mm)');
  });
});

describe('Change of direction', () => {
  it('rules movement says which changes replace the whole move, and that rabble and chargers only wheel', () => {
    const r = tillyRules('movement', battleOf(ARMIES).state);
    if (!r.ok) throw new Error(r.error);
    expect(renderTerminal(r.value, plain).join('\n')).toContain(
      'A turn, a sideways shift (1 TUM (20mm)) or a backwards move (1 TUM (20mm) to 3 TUM (60mm)) replaces the whole move. Rabble only wheel; a charge allows only a wheel at its start.',
    );
  });
});
