/**
 * The questions a typed line of Jack Scruby's rules leaves open, asked at the terminal before
 * it runs, as the menus ask them. One so far: a charge typed without --response asks how the
 * defender answers ("CAVALRY" 1a), and so does a melee of cavalry attacking with shock without
 * a charge (shockWithChargeOnly off). A script is asked nothing: the defender makes no answer,
 * and the result says so.
 */
import type { GuideStep } from '../../../present/guide.js';
import { bool, str } from '../actions.js';
import { parseScruby } from '../parse.js';
import { unitById } from '../roster.js';
import type { ScrubyState } from '../state.js';
import { accepted, type Next } from './guide-common.js';
import { chargeAnswerStep } from './guide-fight.js';
import { shockWithoutCharge } from '../answer.js';

/** The finished lines of a step, cut to what they add to `base`: the flags the typed line gets. */
function flagsOnly(step: Next, base: string): Next {
  if (step === null) return null;
  if (typeof step === 'string') return step.slice(base.length).trim();
  switch (step.kind) {
    case 'select':
      return { ...step, next: (v: string) => flagsOnly(step.next(v), base) };
    case 'confirm':
      return { ...step, next: (v: boolean) => flagsOnly(step.next(v), base) };
    case 'checkbox':
      return { ...step, next: (v: readonly string[]) => flagsOnly(step.next(v), base) };
    case 'number':
      return { ...step, next: (v: number) => flagsOnly(step.next(v), base) };
  }
}

export function scrubyQuestions(s: ScrubyState, line: string): GuideStep | null {
  const parsed = parseScruby(s, line);
  if (!parsed.ok || (parsed.value.command !== 'charge' && parsed.value.command !== 'melee')) return null;
  const { flags, unit, target } = parsed.value;
  // Answered already, or a verdict given with it: the line runs as typed.
  if (str(flags.response) !== undefined || bool(flags.pass) || bool(flags.fail) || bool(flags['before-pikes'])) return null;
  // A line the engine refuses is refused as typed, not questioned first.
  if (!accepted(s, line)) return null;
  const a = unitById(s, unit);
  const t = target === undefined ? undefined : unitById(s, target);
  if (!a || !t) return null;
  const isMelee = parsed.value.command === 'melee';
  if (isMelee && !shockWithoutCharge(s, a, t)) return null;
  const base = line.trim();
  const step = flagsOnly(chargeAnswerStep(s, a, t, base, isMelee ? 'the attack' : 'the charge'), base);
  return step !== null && typeof step === 'object' ? step : null;
}
