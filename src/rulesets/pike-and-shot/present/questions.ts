/**
 * The questions a typed Pike & Shot line leaves open, asked at the terminal before it runs, as
 * the guide asks them; a script is asked nothing and the line runs as typed (the result says
 * what it took). So far one: how a unit fired on answers the fire (5.5, 11.5).
 */
import type { GuideStep } from '../../../present/guide.js';
import { openAnswers } from '../attacks.js';
import { parsePsCommand } from '../parse.js';
import type { PsState } from '../state.js';
import { accepted, selectOf } from './guide-common.js';
import { fireAnswerChoices, fireAnswerQuestion } from './guide-combat.js';

export function psQuestions(s: PsState, line: string): GuideStep | null {
  const parsed = parsePsCommand(s, line);
  if (!parsed.ok || parsed.value.kind !== 'fire') return null;
  const req = parsed.value;
  const open = openAnswers(s, req);
  // A line the engine refuses is refused as typed, not questioned first.
  if (open.length === 0 || !accepted(s, line)) return null;
  const a = s.units.find((u) => u.id === req.unit);
  const t = s.units.find((u) => u.id === req.target);
  if (!a || !t) return null;
  const step = selectOf(fireAnswerQuestion(a, t), fireAnswerChoices(t, { takes: true, back: open.includes('back'), evade: open.includes('evade') }), (flags) => flags);
  return typeof step === 'object' ? step : null;
}
