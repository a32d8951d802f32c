/** A play-test review of Pike & Shot's views: the TEC's hexside costs (4.2), the victory table at 80 columns (3.0), line of sight (12.3), retreats before an attack (10.6, 11.5, 11.6). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactionLines } from '../../../src/rulesets/pike-and-shot/present/guide-combat.js';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { refusal, run, runAll, SAMPLE, stateOf } from './fixtures.js';

const track = closeCoresAfterEach();
const TEXT = readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8');
function core(width?: number) {
  const dir = tempDir();
  return track({ core: coreFromText({ text: TEXT, file: 'pike-and-shot-sample.yaml', seed: 5, journal: join(dir, 'ps.tyw.jsonl'), ...(width ? { width } : {}) }), dir }).core;
}

describe('play review: views', () => {
  it('4.2: rules tec shows a hexside cost as added to the hex, "+1"; a hex cost stays plain', () => {
    const tec = runLine(core(), 'rules tec').text;
    expect(tec).toMatch(/^ +stream +hexside +\+1 +\+1 +\+1 +\+1 +\+1$/m);
    expect(tec).toMatch(/^ +hill +terrain +2 +2 +2 +2 +2$/m);
  });

  it('3.0: the victory table reads on one line a row at 80 columns, its headings unwrapped', () => {
    const lines = runLine(core(80), 'victory').text.split('\n');
    expect(lines[0]).toMatch(/^ +side +player +fortunes +spent +eliminated +guns +hexes +total$/);
    expect(lines[1]).toMatch(/^ +─+$/);
    expect(lines.slice(0, 4).every((l) => l.length <= 80)).toBe(true);
  });

  it('12.3: a line of sight along a hexside blocked on both sides names both units', () => {
    const s = runAll(stateOf(SAMPLE), ['place A1 0708', 'place A2 0807', 'next']);
    expect(refusal(s, 'fire A7 at B4')).toBe('Imperial Guns have no line of sight to Smaland Horse: Savelli in 0807 and Baldiron in 0708 block it, on both sides of the hexside it runs along (12.3; --no-blocked if the map says otherwise)');
    // One unit on one side only does not block (12.3): the other hex is open.
    expect(() => run(runAll(stateOf(SAMPLE), ['place A1 0708', 'next']), 'fire A7 at B4', [1])).not.toThrow();
  });

  it('11.5, 11.6: a retreat before fire or melee names the reaction fire it may draw as the unit leaves, before the retreat', () => {
    const s = runAll(stateOf(SAMPLE), ['place A1 0509', 'place A2 0610', 'next']);
    expect(run(s, 'fire A1 at B3 --evade').text).toContain("Finnish Horse's retreat may draw reaction fire as it leaves (11.5), typed before the retreat: react A1 fire B3 (Baldiron caused the retreat: only if the one open way out goes by another hex next to it, 6.3); react A2 fire B3.");
    const melee = run(s, 'melee A1 at B3 --evade');
    expect(melee.text).toContain("Finnish Horse's retreat may draw reaction fire as it leaves (11.6), typed before the retreat: react A1 fire B3 (Baldiron caused the retreat: only if the one open way out goes by another hex next to it, 6.3); react A2 fire B3.");
    // The command named is accepted while the retreat waits.
    expect(() => run(melee.state, 'react A2 fire B3', [1, 3, 3])).not.toThrow();
  });

  it('6.3: the hint names the caveat on fire by the unit that caused the retreat, and only on it (its fire is the game master\'s call)', () => {
    const s = runAll(stateOf(SAMPLE), ['place A1 0509', 'place A2 0610', 'next']);
    const text = run(s, 'fire A1 at B3 --evade').text;
    expect(text).toMatch(/react A1 fire B3 \(Baldiron caused the retreat: only if the one open way out goes by another hex next to it, 6\.3\); react A2 fire B3\.$/);
    expect(text.match(/caused the retreat/g)).toHaveLength(1);
    // The menu says it too, on the causer's line only.
    const e = run(s, 'fire A1 at B3 --evade').state;
    const line = (id: string) => reactionLines(e, e.units.find((u) => u.id === id)!, false).find((c) => c.value === `react ${id} fire B3`)?.name;
    expect(line('A1')).toBe('fire Finnish Horse (B3, cuirassiers, ordered, 0510), only if the one open way out goes by another hex next to Baldiron (6.3)');
    expect(line('A2')).toBe('fire Finnish Horse (B3, cuirassiers, ordered, 0510)');
  });
});
