/**
 * Seed 004, 4.5 and 11.4 in the guided menus: a cavalry reaction line as the menu offers it (with
 * the moving player's infantry fire at the hex between first, or without), and where its melee is
 * fought. Shared by reactions to a unit's move and to a leader's move alone (7.1).
 */
import { itWord, listWords, them, verb } from '../../../engine/english.js';
import { counterFirers } from '../counter-first.js';
import { parsePsCommand } from '../parse.js';
import { cavalryEntry } from '../reactions.js';
import type { PsState, PsUnit } from '../state.js';
import { accepted } from './guide-common.js';
import { leaderStepFrom } from '../leader-step.js';

export interface EntryChoice {
  readonly value: string;
  readonly words: string;
}

/**
 * 11.4: a cavalry reaction line as the menu offers it: as it is, or, where the moving player's
 * infantry may fire at it entering the hex between, once with that fire first and once without.
 * `open`: whether the engine takes a line (a leader's melee still lacks his retreat, asked next).
 */
export function entryChoices(s: PsState, line: string, open: (s: PsState, line: string) => boolean = accepted): EntryChoice[] {
  if (open(s, line)) return [{ value: line, words: '' }];
  const parsed = parsePsCommand(s, line);
  const fire = parsed.ok && parsed.value.kind === 'react' ? counterFirers(s, parsed.value) : null;
  if (fire === null || !open(s, `${line} --no-counter-fire`)) return [];
  const { cavalry: c, firers, hex } = fire;
  const ids = firers.map((u) => u.id).join(',');
  return [
    { value: `${line} --counter-fire ${ids}`, words: `; first ${listWords(firers.map((u) => u.name))} ${firers.length === 1 ? verb(firers[0] as PsUnit, 'fires') : 'fire'} at ${them(c)} as ${itWord(c)} ${verb(c, 'enters')} ${hex} (11.4)` },
    { value: `${line} --no-counter-fire`, words: `; the moving player's infantry does not fire at ${them(c)} as ${itWord(c)} ${verb(c, 'enters')} ${hex} (11.4)` },
  ];
}

/** The line with its counter-fire said as given up: the same reaction, checked without a fire first. */
export const withoutCounterFire = (line: string): string => line.replace(/ --counter-fire \S+/, ' --no-counter-fire');

/**
 * 4.5, 11.4: where a cavalry reaction's melee is fought, as the hint and `odds` say it: the hex the
 * mover's last step left (it is taken back there) or, for its next step, the hex it stands in.
 */
export function foughtWhere(s: PsState, line: string): string {
  const parsed = parsePsCommand(s, line);
  if (!parsed.ok || parsed.value.kind !== 'react' || parsed.value.how === 'fire') return '';
  const req = parsed.value;
  const r = cavalryEntry(s, { ...req, noCounterFire: true });
  const t = s.units.find((u) => u.id === req.target) ?? s.leaders.find((l) => l.id === req.target);
  if (!r.ok || t === undefined) return '';
  const back = r.value.pre.find((e) => e.type === 'step-back');
  if (back?.type === 'step-back') return `, fought in ${back.hex} as ${t.id} exits it (4.5)`;
  // 4.5, 7.1: a leader alone is met against the step he made (leader-step.ts).
  const step = 'with' in t && t.with === null ? leaderStepFrom(s, t) : null;
  if (step !== null && t.hex !== null) return `, fought in ${t.hex} against his step from ${step} into it (4.5, 7.1)`;
  return t.hex === null ? '' : `, fought in ${t.hex} if ${t.id} goes on out of it (4.5)`;
}
