/**
 * The questions a typed Pike & Shot line leaves open, asked at the terminal before it runs, as
 * the guide asks them; a script is asked nothing and the line runs as typed (the result says
 * what it took): how a unit fired on answers the fire (5.5, 11.5), and whether a unit
 * attacked in melee that may retreat before it does (5.5, 10.6, 11.6, 11.11), and whether the
 * moving player's infantry fires at cavalry entering a hex between to react (11.4; a script
 * is refused there instead, naming the flags: counter-first.ts).
 */
import type { GuideStep } from '../../../present/guide.js';
import { openAnswers } from '../attacks.js';
import type { ReactRequest } from '../actions.js';
import { counterFirers } from '../counter-first.js';
import { leaderReactPlan } from '../reactions.js';
import { its, listWords, them, verb } from '../../../engine/english.js';
import { parsePsCommand } from '../parse.js';
import type { PsState, PsUnit } from '../state.js';
import { accepted, selectOf } from './guide-common.js';
import { evadeQuestion, fireAnswerChoices, fireAnswerQuestion } from './guide-combat.js';
import { leaderRetreatStep } from './guide-leader.js';

export function psQuestions(s: PsState, line: string): GuideStep | null {
  const parsed = parsePsCommand(s, line);
  if (parsed.ok && parsed.value.kind === 'react') return counterFireQuestion(s, line, parsed.value);
  if (parsed.ok && (parsed.value.kind === 'melee' || parsed.value.kind === 'charge')) return meleeQuestion(s, line, parsed.value.target, parsed.value.evade || parsed.value.stands === true);
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

/** A typed melee or charge whose defender may retreat before it, the line saying nothing of it: ask, as the guide does (5.5). */
function meleeQuestion(s: PsState, line: string, target: string, answered: boolean): GuideStep | null {
  const t = s.units.find((u) => u.id === target);
  // --evade or --no-evade gives the defender's answer: nothing is left to ask.
  if (!t || answered || !accepted(s, line) || !accepted(s, `${line} --evade`)) return null;
  return { kind: 'confirm', message: evadeQuestion(t), default: false, next: (yes) => (yes ? '--evade' : '') };
}

/**
 * 11.4: cavalry reacting through a hex between the moving player's infantry may fire at, the line
 * saying neither --counter-fire nor --no-counter-fire: ask whether that fire comes first.
 */
function counterFireQuestion(s: PsState, line: string, req: ReactRequest): GuideStep | null {
  // 7.1: against a leader alone, his retreat before the melee may still be unsaid: asked after this.
  const otherwise = accepted(s, `${line} --no-counter-fire`) || leaderReactPlan(s, { ...req, noCounterFire: true }, false, true)?.ok === true;
  if (req.counterFire !== undefined || req.noCounterFire || accepted(s, line) || !otherwise) return retreatQuestion(s, line, req, '');
  const open = counterFirers(s, req);
  if (open === null) return retreatQuestion(s, line, req, '');
  const { cavalry: c, firers, hex } = open;
  const fires = (us: readonly PsUnit[]) => `${listWords(us.map((u) => u.name))} ${us.length === 1 ? verb(us[0] as PsUnit, 'fires') : 'fire'} first`;
  const choices = [
    { name: fires(firers), value: `--counter-fire ${firers.map((u) => u.id).join(',')}` },
    ...(firers.length > 1 ? firers.map((u) => ({ name: fires([u]), value: `--counter-fire ${u.id}` })) : []),
    { name: 'no fire: the moving player gives it up', value: '--no-counter-fire' },
  ];
  const step = selectOf(`As ${c.name} ${verb(c, 'enters')} ${hex}, before ${its(c)} melee, does the moving player's infantry fire at ${them(c)} (11.4)?`, choices, (flags) => retreatQuestion(s, line, req, flags) ?? flags);
  return typeof step === 'object' ? step : null;
}

/**
 * 7.1: a typed melee or charge reaction on a leader alone, his retreat before it unsaid: ask
 * where, as the guide does (after the counter-fire's question, whose `flags` it keeps); the
 * retreats tried with the fire given up, as a fire first may end the reaction whatever it says.
 */
function retreatQuestion(s: PsState, line: string, req: ReactRequest, flags: string): GuideStep | null {
  if (req.how === 'fire' || req.retreat !== undefined) return null;
  const a = s.units.find((u) => u.id === req.unit);
  const l = s.leaders.find((x) => x.id === req.target);
  if (a === undefined || l === undefined || leaderReactPlan(s, { ...req, noCounterFire: true }, false, true)?.ok !== true) return null;
  const said = `${line} ${flags}`.trim();
  const checked = `${line} ${flags.replace(/--counter-fire \S+/, '--no-counter-fire') || (accepted(s, `${line} --retreat blocked`) ? '' : '--no-counter-fire')}`.trim();
  const step = leaderRetreatStep(s, a, l, said, checked);
  if (step === null || typeof step !== 'object' || step.kind !== 'select') return null;
  return { ...step, next: (full: string) => full.slice(line.length).trim() };
}
