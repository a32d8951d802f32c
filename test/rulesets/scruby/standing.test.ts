/**
 * Replay and report of a Scruby battle: the text leaves army morale to basic rules it does not
 * include, so the standing counts the figures lost against the figures each side began with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportCommand } from '../../../src/cli/commands/report.js';
import { memoryOutput } from '../../../src/cli/output.js';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { makePaint } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { presentationFor } from '../../../src/rulesets/presentations.js';
import { statusView } from '../../../src/rulesets/scruby/present/status.js';
import type { ScrubyState } from '../../../src/rulesets/scruby/state.js';
import { closeCoresAfterEach, ROOT, tempDir } from '../../repl/helpers.js';
import { play, refusal, run, sample } from './fixtures.js';

const track = closeCoresAfterEach();
const SCRIPT = readFileSync(join(ROOT, 'test', 'repl', 'scripts', 'scruby-sample-seed5.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));

describe('the standing of a Scruby battle (replay, report)', () => {
  it('counts figures lost against the roster, says so (not "kill points", which the header counts), and tyw report writes it', async () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'scruby-sample.yaml'), 'utf8'), file: 'scruby-sample.yaml', seed: 5, journal: join(dir, 'sc.tyw.jsonl') });
    track({ core, dir });
    for (const line of SCRIPT) runLine(core, line);
    const standing = presentationFor('scruby').standing?.(core.state);
    const sides = standing?.sides ?? [];
    expect(sides).toHaveLength(2);
    for (const side of sides) {
      expect(side.count).toBeGreaterThan(0);
      expect(side.count).toBeLessThan(side.threshold);
      expect(side.broken).toBe(false);
    }
    const out = memoryOutput();
    await reportCommand({ file: 'sc.tyw.jsonl', cwd: dir }, out);
    const text = out.stdout.join('\n');
    expect(text).toContain(`| Swedes (first side) | `);
    expect(text).toContain(`| ${sides[0]?.count} / ${sides[0]?.threshold} |`);
    expect(text).toContain('Figures lost / roster');
    // Unit types in words, as status gives them.
    expect(standing?.units.find((u) => u.id === 'A1')?.type).toBe('Heavy pikemen');
    expect(text).not.toMatch(/kill points? taken/i);
  });
});

describe('the standing counts gunners as figures ("CREWS")', () => {
  it('gunners shot down at a gun are the figures it lost, and its roster is its crew', () => {
    const s = run(sample(), ['fire B2 at A4 --range 14']);
    const standing = presentationFor('scruby').standing?.(s);
    const swedes = standing?.sides[0];
    // Two of the small gun's three gunners fall to 16 kill points; nothing else is hit.
    expect(swedes?.count).toBe(2);
    const fresh = presentationFor('scruby').standing?.(sample()).sides[0];
    expect(swedes?.threshold).toBe(fresh?.threshold);
  });
});


describe('COMBAT TABLE and CREWS: a gun loses no more figures than the gunners at it', () => {
  const swedes = (s: ReturnType<typeof sample>) => presentationFor('scruby').standing?.(s).sides[0];
  it('CREWS: 24 kill points on a 3-gunner gun take its 3 gunners, not 4 figures, and the roster stays the same', () => {
    const s = run(sample(), ['fire B2 at A4 --range 10']);
    expect(swedes(s)?.count).toBe(3);
    expect(swedes(s)?.threshold).toBe(swedes(sample())?.threshold);
  });
  it('CREWS 2: gunners moved to another gun fall there and are counted once', () => {
    const s = run(sample(), ['crew A4 --from A8', 'fire B2 at A4 --range 10', 'fire B6 at A4 --range 10']);
    // Six gunners at the gun: 24 points take 4, the next 24 the last 2.
    expect(swedes(s)?.count).toBe(6);
    expect(swedes(s)?.threshold).toBe(swedes(sample())?.threshold);
  });
});

describe('CAPTURING A GUN 1: a captured gun\'s losses stay with the side that took them', () => {
  const sides = (s: ReturnType<typeof sample>) => presentationFor('scruby').standing?.(s).sides.map((x) => [x.count, x.threshold]);
  const header = (s: ReturnType<typeof sample>) => JSON.stringify(presentationFor('scruby').header(s));
  const END = ['next', 'next', 'next'];
  it('1: the rosters and the kill points taken are unchanged by the capture of an emptied gun and its recapture with a new crew, whose gunners taken become their side\'s figures lost', () => {
    const shot = run(sample(), ['fire A2 at B4 --range 2']);
    const before = sides(shot);
    expect(before?.[1]?.[0]).toBeGreaterThan(0);
    // 24 kill points fall on 3 gunners, who are worth 18: the count stops at the last (roster-count.test.ts).
    expect(header(shot)).toContain('Imperialists 18');
    const taken = run(shot, ['capture B4 --by A1', ...END, ...END]);
    expect(taken.units.find((u) => u.id === 'B4')?.side).toBe(0);
    expect(sides(taken)).toEqual(before);
    expect(header(taken)).toContain('Imperialists 18');
    // Swedish gunners man the captured gun and are taken with it: they stay the Swedes' losses.
    const back = run(taken, ['crew B4 --from A4', 'capture B4 --by B1', ...END, ...END]);
    expect(back.units.find((u) => u.id === 'B4')?.side).toBe(1);
    expect(sides(back)).toEqual([[3, before?.[0]?.[1]], before?.[1]]);
    expect(header(back)).toContain('Imperialists 18');
  });
  it('1: gunners taken with a crewed gun move from the losing side\'s figures left to its figures lost; the rosters stay the same', () => {
    const crew = sample().units.find((u) => u.id === 'B4')?.crew ?? 0;
    expect(crew).toBeGreaterThan(0);
    const before = sides(sample());
    const held = run(sample(), ['capture B4 --by A1']);
    expect(sides(held)).toEqual(before);
    const taken = run(held, [...END, ...END]);
    expect(taken.units.find((u) => u.id === 'B4')).toMatchObject({ side: 0, crew: 0 });
    expect(sides(taken)).toEqual([before?.[0], [(before?.[1]?.[0] ?? 0) + crew, before?.[1]?.[1]]]);
    expect(header(taken)).toContain('Imperialists 0');
  });
  it('CREWS 2: a fresh crew starts its own count at the gun, and the kill points taken stay in the side\'s total', () => {
    const s = run(sample(), ['fire B2 at A4 --range 14', 'crew A4 --from A8']);
    expect(s.units.find((u) => u.id === 'A4')?.kills).toBe(0);
    expect(header(s)).toContain('Swedes 16');
  });
});

describe('CREWS and COMBAT TABLE: corrections to a gun count its gunners as figures lost', () => {
  const swedes = (s: ReturnType<typeof sample>) => presentationFor('scruby').standing?.(s).sides[0];
  const roster = swedes(sample())?.threshold;
  it('CREWS: set kills on a gun fells a gunner for every 6 kill points, as fire does, and lowering them puts gunners back', () => {
    const out = play(sample(), 'set A4 kills 12');
    expect(out.results.map((r) => r.result).join(' ')).toBe('Correction: Yellow Gun has 12 kill points: 2 gunners fall, 1 gunner left');
    expect(swedes(out.state)).toMatchObject({ count: 2, threshold: roster });
    const lower = play(out.state, 'set A4 kills 6');
    expect(lower.results.map((r) => r.result).join(' ')).toBe('Correction: Yellow Gun has 6 kill points: 1 gunner is back, 2 gunners left');
    expect(swedes(lower.state)).toMatchObject({ count: 1, threshold: roster });
  });
  it('CREWS: kill points beyond the whole crew bring no gunner back when lowered (30 then 24), and lowering below it does (24 then 12)', () => {
    const all = play(sample(), 'set A4 kills 30');
    expect(all.results.map((r) => r.result).join(' ')).toBe('Correction: Yellow Gun has 30 kill points: 3 gunners fall, 0 gunners left');
    const still = play(all.state, 'set A4 kills 24');
    expect(still.results.map((r) => r.result).join(' ')).toBe('Correction: Yellow Gun has 24 kill points');
    expect(still.state.units.find((u) => u.id === 'A4')).toMatchObject({ crew: 0, gunnersLost: 3 });
    expect(swedes(still.state)).toMatchObject({ count: 3, threshold: roster });
    const back = play(still.state, 'set A4 kills 12');
    expect(back.results.map((r) => r.result).join(' ')).toBe('Correction: Yellow Gun has 12 kill points: 1 gunner is back, 1 gunner left');
    expect(swedes(back.state)).toMatchObject({ count: 2, threshold: roster });
    const fresh = run(sample(), ['set A4 kills 24']);
    const lower = play(fresh, 'set A4 kills 12');
    expect(lower.results.map((r) => r.result).join(' ')).toBe('Correction: Yellow Gun has 12 kill points: 1 gunner is back, 1 gunner left');
  });
  it('CREWS: set crew below the crew counts the difference as gunners lost, above it brings fallen gunners back first', () => {
    const out = play(sample(), 'set A4 crew 1');
    expect(out.results.map((r) => r.result).join(' ')).toBe('Correction: Yellow Gun has 1 gunner');
    expect(swedes(out.state)).toMatchObject({ count: 2, threshold: roster });
    const back = run(out.state, ['set A4 crew 3']);
    expect(swedes(back)).toMatchObject({ count: 0, threshold: roster });
  });
});

describe('Corrections: a refused number says what is allowed', () => {
  it('Corrections: set kills -4 is refused as needing 0 or more kill points; hits and crew give their range', () => {
    expect(refusal(sample(), 'set A2 kills -4')).toBe('set kills needs a whole number of kill points, 0 or more');
    expect(refusal(sample(), 'set A2 kills 20000')).toBe('set kills needs a whole number of kill points, 0 to 10000');
    expect(refusal(sample(), 'set A4 hits -1')).toBe('set hits needs a number of hits, 0 to 12');
    expect(refusal(sample(), 'set A4 crew x')).toBe('set crew needs a number of gunners, 0 to 12');
  });
});

describe('the standing names the step as the game does', () => {
  it('sequence: the standing\'s step is the step\'s own title ("Move and fire"), as the header says', () => {
    const standing = presentationFor('scruby').standing?.(sample() as never);
    expect(standing?.step).toBe('Move and fire');
    expect(presentationFor('scruby').standing?.(run(sample(), ['next']) as never)?.step).toBe('Melee');
  });
});

describe('WAR GAME ORGANIZATION: the roster a side began with stays its figures, whatever befalls a unit', () => {
  const figures = (s: ReturnType<typeof sample>, side: 0 | 1) => {
    const st = presentationFor('scruby').standing?.(s as never);
    const x = st?.sides[side];
    return [x?.count, x?.threshold];
  };
  const start = figures(sample(), 1);
  it('kill points beyond a unit\'s last stand take no more figures than it had', () => {
    // Red Swordsmen: 2 stands of 5 figures; 78 kill points destroy them, 10 figures lost, not 13.
    const s = run(sample(), ['set B3 kills 54', 'fire A2 at B3 --range 6']);
    expect(figures(s, 1)).toEqual([10, start[1]]);
  });
  it('DRAGOONS: mounted dragoons annihilated by cavalry lose all their figures, and the roster keeps them', () => {
    const s = run(sample(), ['charge A14 at B19 --response none', 'next', 'melee A14']);
    expect(s.units.find((u) => u.id === 'B19')?.destroyed).toBe(true);
    expect(figures(s, 1)).toEqual([8, start[1]]);
  });
  it('a unit taken off the table by the game master counts as lost, and stands set by hand too', () => {
    expect(figures(run(sample(), ['set B3 off']), 1)).toEqual([10, start[1]]);
    expect(figures(run(sample(), ['set B1 stands 3']), 1)).toEqual([5, start[1]]);
  });
});

describe('THE SCATTER RULE 1: a unit that lost its post-melee morale is defeated everywhere, until it scatters', () => {
  // White Pikes, a closed column cut to 2 stands, lose the melee and roll 6 against UE 5.
  const beaten = run(sample(), ['form B5 --formation column', 'set B5 stands 2', 'next', ['melee A1 at B5', [6]]]);
  const standing = presentationFor('scruby').standing?.(beaten as never);
  const row = (s: ScrubyState) => {
    const v = statusView(s, 'Imperialists');
    if (!v.ok) throw new Error(v.error);
    return renderTerminal(v.value, makePaint(false, 100, 100)).find((l) => l.includes('White Pikes')) ?? '';
  };
  it('THE SCATTER RULE 1: replay and report say "Defeated", as status does, and count the unit among the beaten', () => {
    expect(beaten.units.find((u) => u.id === 'B5')?.defeated).toBe(true);
    const b5 = standing?.units.find((u) => u.id === 'B5');
    expect(b5?.status).toBe('Defeated');
    expect(b5?.tone).toBe('loss');
    expect(standing?.lossHeadings[2]).toBe('Defeated, scattered or retiring');
    expect(standing?.sides[1]?.losses[2]).toBe('1');
    // Scattered, the unit says so instead.
    const scattered = presentationFor('scruby').standing?.(run(beaten, [['scatter B5', [1, 2]]]) as never);
    expect(scattered?.units.find((u) => u.id === 'B5')?.status).toBe('Scattered');
  });
  it('Column Formation 1: the cut column\'s mark is bracketed, so it does not run on into "defeated"', () => {
    expect(row(beaten)).toMatch(/White Pikes\s+\d+\s+2\/4\s+-\s+closed column \(to re-form\)\s+defeated/);
    expect(row(beaten)).not.toContain('re-forms');
    // Beaten, it will retire as it re-forms: the line under the table gives the retirement.
    const v = statusView(beaten, 'Imperialists');
    expect(v.ok && renderTerminal(v.value, makePaint(false, 100, 100)).join('\n')).toContain('(advance B5 --retire --formation line, "Column Formation" 1)');
  });
});
