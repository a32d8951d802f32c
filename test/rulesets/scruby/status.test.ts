/**
 * `status`: the rosters the text's bookkeeping needs ("WAR GAME ORGANIZATION", "COMBAT TABLE"),
 * compact enough for an 80-column terminal; `status <unit>` keeps every detail.
 */
import { describe, expect, it } from 'vitest';
import { renderTerminal } from '../../../src/present/terminal.js';
import { makePaint } from '../../../src/present/paint.js';
import { statusView } from '../../../src/rulesets/scruby/present/status.js';
import { run, sample } from './fixtures.js';

const at = (width: number, s: ReturnType<typeof sample>, args: string): string[] => {
  const view = statusView(s, args);
  if (!view.ok) throw new Error(view.error);
  return renderTerminal(view.value, makePaint(false, width, width));
};

describe('status: the rosters at an 80-column terminal ("WAR GAME ORGANIZATION")', () => {
  it('gives each unit of a side one line, or two for the longest names: 22 units in at most 30 lines', () => {
    const s = run(sample(), ['fire A2 at B1 --range 10', ['counter-battery A21 at B21 --range 30', [5]]]);
    const lines = at(80, s, 'Imperialists');
    expect(lines.every((l) => l.length <= 80)).toBe(true);
    const rows = lines.slice(lines.findIndex((l) => l.includes('───')) + 1).filter((l) => l.trim() !== '');
    expect(rows.length).toBeLessThanOrEqual(30);
    expect(rows.find((l) => l.includes('B1 '))).toMatch(/B1\s+Red Pikes\s+24\s+4\/4\s+-\s+closed line\s+good order/);
    expect(rows.find((l) => l.includes('B21 '))).toMatch(/3\s+4 crew\s+loaded\s+-\s+1 hit/);
    expect(at(80, s, 'Swedes').find((l) => l.includes('A2 '))).toMatch(/A2\s+Yellow Musketeers\s+0\s+4\/4\s+reloading/);
  });
  it('status <unit> gives what the side table leaves out: type, brigade, figures, the reload in detail', () => {
    const s = run(sample(), ['fire A2 at B1 --range 10', ['counter-battery A21 at B21 --range 30', [5]]]);
    const a2 = at(80, s, 'A2').join('\n');
    expect(a2).toContain('Yellow Musketeers (A2)');
    expect(a2).toContain('Musketeers, Swedes, Yellow Brigade');
    expect(a2).toContain('0 kill points taken; 4 of 4 stands, 20 figures left');
    // What reloads is named: stands, pistols, or the gun itself.
    expect(a2).toContain('loaded: 0/4 stands loaded (reloading 4 stands in 1 move)');
    expect(a2).toContain('order and formation: closed, line');
    const gun = at(80, s, 'A21').join('\n');
    expect(gun).toContain('the gun is unloaded (reloading in 2 moves, standing still)');
    expect(at(80, run(sample(), ['fire A13 at B2 --range 5']), 'A13').join('\n')).toContain('loaded: 1 pistol loaded (reloading 1 pistol in 1 move)');
    expect(gun).toContain('4 gunners at the gun; 0 counter-battery hits');
  });
});

describe('CAPTURING A GUN 1 in status', () => {
  it('a captured gun is not listed as if in the captor\'s brigade: its former brigade is said to be the enemy\'s', () => {
    const s = run(sample(), ['capture B4 --by A1', 'next', 'next', 'next', 'next', 'next', 'next']);
    expect(at(80, s, 'B4').join('\n')).toContain('Small gun, Swedes (captured from the Imperialists\' Red Brigade)');
    expect(at(80, s, 'A4').join('\n')).toContain('Small gun, Swedes, Yellow Brigade');
  });
});

describe('status <name>: a unit or a side ("WAR GAME ORGANIZATION")', () => {
  const refused = (s: ReturnType<typeof sample>, args: string): string => {
    const view = statusView(s, args);
    if (view.ok) throw new Error(`status ${args} was shown`);
    return view.error;
  };
  it('a name that is neither says status takes a unit or a side, and names the sides', () => {
    expect(refused(sample(), 'Zz')).toBe('no unit or side matches "Zz": status takes a unit (its id or name, e.g. A1 or Yellow Pikes), a side (Swedes or Imperialists; A or B), or nothing to show every unit');
    // A near miss keeps its suggestion, and says a side would do too.
    expect(refused(sample(), 'Smalnd Horse')).toBe('no unit or side matches "Smalnd Horse" (did you mean Smaland Horse?)');
    // Refusals of another kind are as they were.
    expect(refused(sample(), 'Red')).toMatch(/^"Red" could be /);
    expect(statusView(sample(), 'Swedes').ok && statusView(sample(), 'B').ok).toBe(true);
  });
});

describe('COUNTER BATTERY FIRE 2 in status: a destroyed gun is loaded no more', () => {
  const destroyed = () => run(sample(), ['set B4 hits 3', ['counter-battery A21 at B4 --range 30', [5]]]);
  it('status <gun> says the gun is destroyed, not loaded, and that its gunners may man another gun', () => {
    const b4 = at(80, destroyed(), 'B4').join('\n');
    expect(b4).toContain('the gun is destroyed: it neither fires nor loads');
    expect(b4).not.toContain('the gun is loaded');
    expect(b4).toContain('3 gunners left, free to man another gun (crew <gun> --from B4, "CREWS" 2); 4 counter-battery hits');
    expect(b4).toContain('state: destroyed by counter-battery fire (4 hits)');
  });
  it('the side table shows no load for it, and --json gives none', () => {
    const s = destroyed();
    expect(at(80, s, 'Imperialists').find((l) => l.includes('B4 '))).toMatch(/B4\s+Red Gun\s+3\s+3 crew\s+-\s+-\s+destroyed/);
    const view = statusView(s, 'B4');
    if (!view.ok) throw new Error(view.error);
    expect(JSON.stringify(view.value.data)).toContain('"loaded":0,"reloading":[]');
  });
});

describe('Column Formation 1: status of a column cut below its minimum', () => {
  it('says the column is too few stands to go on as one, and how it re-forms', () => {
    const cut = run(sample(), ['form A1 --formation column', 'set A1 kills 60']);
    expect(at(200, cut, 'A1').join('\n')).toContain('order and formation: closed, column; too few stands to go on as a column, they re-form as they next move (advance A1 --formation line, "Column Formation" 1)');
    const whole = run(sample(), ['form A1 --formation column', 'set A1 kills 30']);
    expect(at(200, whole, 'A1').join('\n')).not.toContain('re-form');
  });
});
