/**
 * `help` groups Jack Scruby's commands by the game move's steps (the designed sequence: move
 * and fire, melee, rally), not under "Turn and initiative": the text has no initiative.
 */
import { describe, expect, it } from 'vitest';
import { helpFor } from '../../../src/repl/help.js';
import { scrubyPresentation } from '../../../src/rulesets/scruby/presentation.js';
import { SCRUBY_STEPS } from '../../../src/rulesets/scruby/steps.js';
import { SCRUBY_COMMANDS } from '../../../src/rulesets/scruby/commands.js';
import { sample } from './fixtures.js';

/** The help list as text: headings at the margin, commands two in. */
function helpText(): string[] {
  const view = helpFor(scrubyPresentation as never, sample(), '', 200);
  if (!view.ok) throw new Error(view.error);
  return view.value.blocks.flatMap((b) => (b.type === 'heading' ? [b.text as string] : b.type === 'list' ? (b.items as string[]).map((i) => `  ${i}`) : []));
}

describe("help: the groups follow a game move's sequence (designed)", () => {
  it('no initiative: next, then each step with its commands, then the corrections', () => {
    const lines = helpText();
    const headings = lines.filter((l) => !l.startsWith(' '));
    expect(headings.join('\n')).not.toMatch(/initiative/i);
    expect(headings.slice(0, 5)).toEqual(['Game move: move and fire, melee, rally', 'Move and fire step', 'Melee step', 'Rally step', 'Game-master corrections (each may take --why "…")']);
    // Each command sits under the first step that allows it; a later step is named in its line.
    const under = (heading: string) => {
      const at = lines.indexOf(heading);
      const end = lines.findIndex((l, i) => i > at && !l.startsWith(' '));
      return lines.slice(at + 1, end).map((l) => l.trim().split(/\s+/)[0]?.split('|')[0]);
    };
    expect(under('Game move: move and fire, melee, rally')).toEqual(['next']);
    for (const step of SCRUBY_STEPS) {
      const listed = under(`${step.title} step`);
      expect(listed.length, step.title).toBeGreaterThan(0);
      for (const name of listed) expect(step.commands, `${name} under ${step.title}`).toContain(name);
    }
    expect(under('Melee step')).toEqual(['melee', 'scatter', 'pursue', 'bonus']);
    expect(lines.find((l) => l.trim().startsWith('capture'))).toMatch(/; also in the melee and rally steps$/);
    expect(under('Game-master corrections (each may take --why "…")')).toEqual(['set', 'note']);
  });
});

describe('help: a usage line names every flag its command takes (play-test finding)', () => {
  it('melee lists --before-pikes, --stands, --enemy-stands, --pass and --fail; charge and rally list --pass and --fail', () => {
    const missing = SCRUBY_COMMANDS.flatMap((c) => (c.flags ?? []).filter((f) => !c.usage.includes(`--${f.name}`)).map((f) => `${c.name} --${f.name}`));
    expect(missing).toEqual([]);
    const melee = SCRUBY_COMMANDS.find((c) => c.name === 'melee')?.usage ?? '';
    for (const flag of ['--stands N', '--enemy-stands N', '--pass|--fail']) expect(melee).toContain(flag);
  });

  it('"DRAGOONS": mount and dismount are shown on dragoons (A19, Swedish Dragoon Muskets), not light cavalry', () => {
    const s = sample();
    for (const name of ['mount', 'dismount']) {
      const example = SCRUBY_COMMANDS.find((c) => c.name === name)?.example ?? '';
      const id = example.split(' ')[1];
      expect(s.units.find((u) => u.id === id)?.type).toBe('dragoon');
    }
  });
});

describe('help: the flags in words ("MUSKETEERS" 3, "CAVALRY" 2)', () => {
  const flag = (command: string, name: string): string => SCRUBY_COMMANDS.find((c) => c.name === command)?.flags?.find((f) => f.name === name)?.summary ?? '';
  it('MUSKETEERS 3: the split moves read as the text orders them, with commas', () => {
    expect(flag('fire', 'split')).toBe('musketeers\' split move: advance 3", fire, retire 3"; or fire, then retire 6"');
  });
  it('INFANTRY SQUARES 1: --in-square says a charge\'s melee keeps the square only while it is one', () => {
    expect(flag('melee', 'in-square')).toContain('a charge\'s melee keeps it while that unit is still a square ("INFANTRY SQUARES" 1)');
  });
  it('CAVALRY 2 and MORALE: --charge says whom the +2" charge move is not for', () => {
    expect(flag('advance', 'charge')).toBe('a charge move: cavalry +2" (not mounted dragoons, nor a beaten unit or a retirement)');
  });
});
