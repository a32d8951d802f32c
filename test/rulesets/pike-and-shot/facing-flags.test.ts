/**
 * 9.1, 8.0: only a battalion has flank and rear hexes. `--on` and `--into` naming the flank or
 * rear of any other unit, or of a leader alone, are refused (in `odds` too), not dropped unseen.
 */
import { describe, expect, it } from 'vitest';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import { previewPs } from '../../../src/rulesets/pike-and-shot/odds.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const imperialCombat = (lines: readonly string[]) => runAll(stateOf(SAMPLE), [...lines, 'next']);
const swedishCombat = (lines: readonly string[]) => runAll(stateOf(SAMPLE), [...lines, 'next', 'next', 'next']);

function oddsRefusal(s: PsState, line: string): string {
  const a = parsePsCommand(s, line);
  if (!a.ok) return a.error;
  const p = previewPs(s, a.value);
  return p.ok ? '' : p.error;
}

describe('9.1: flank and rear are a battalion\'s only', () => {
  it('9.1, 8.0: a melee --on flank against a tercio is refused, and so are its odds', () => {
    const s = swedishCombat(['place B3 0709']);
    const said = 'Savelli (tercio) has no flank hexes: only a battalion faces a vertex and has flank and rear hexes (9.1), so --on flank means nothing here (9.3, 9.4); drop it';
    expect(refusal(s, 'melee B3 at A2 --on flank')).toBe(said);
    expect(oddsRefusal(s, 'melee B3 at A2 --on flank')).toBe(said);
    expect(refusal(s, 'melee B3 at A2 --on rear')).toContain('Savelli (tercio) has no rear hexes');
    // Front is every unit's, so it changes nothing and is taken.
    expect(run(s, 'melee B3 at A2 --on front', [3, 3, 3]).text).toMatch(/Melee by Finnish Horse/);
  });

  it('9.1: --on against cavalry, loose shotte or a leader alone, and --into for a tercio or a gun, are refused', () => {
    const s = imperialCombat(['place B3 0509', 'place A5 0609']);
    expect(refusal(s, 'melee A5 at B3 --on rear')).toContain('Finnish Horse (cuirassiers) has no rear hexes');
    expect(refusal(s, 'fire A5 at B3 --back --on flank')).toContain('Finnish Horse (cuirassiers) has no flank hexes');
    expect(refusal(s, 'melee A5 at B3 --into flank')).toContain("Isolani's Croats (light cavalry) have no flank hexes");
    expect(refusal(imperialCombat([]), 'fire A7 at B5 --into rear')).toContain('Imperial Guns (artillery) have no rear hexes');
    const alone = imperialCombat(['place BL2 0609']);
    expect(refusal(alone, 'fire A1 at BL2 --on flank')).toContain('Horn (a leader alone) has no flank hexes');
    expect(refusal(alone, 'melee A1 at BL2 --into flank --retreat 0612')).toContain('Baldiron (tercio) has no flank hexes');
  });

  it('9.3, 9.4: a battalion\'s flank is still named by --on and --into', () => {
    const s = imperialCombat(['place B2 0809']);
    expect(run(s, 'fire A2 at B2 --back --on flank', [1, 1]).text).toContain('as Savelli stands in its flank (9.3)');
  });
});

describe('9.3: --on in a fire names the side for the fire back only', () => {
  it('9.3: a fire --on flank with no fire back (typed, or a reaction) is refused, not dropped', () => {
    const s = imperialCombat(['place B2 0809']);
    const said = "--on flank says where Savelli stands for Blue Brigade's fire back (9.3), and Blue Brigade does not fire back here: give --back, or drop --on";
    expect(refusal(s, 'fire A2 at B2 --on flank')).toBe(said);
    expect(refusal(s, 'fire A2 at B2 --no-back --on flank')).toBe(said);
    expect(oddsRefusal(s, 'fire A2 at B2 --on flank')).toBe(said);
    expect(run(s, 'fire A2 at B2 --on front', [1]).text).toMatch(/Fire by Savelli/);
  });
});
