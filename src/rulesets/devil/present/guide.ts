/**
 * The guided menus of While the Devil Rules: what may be done now (unit actions grouped
 * under their unit), then each action's questions, ending in the command line a player
 * would type; and the questions a typed charge left open.
 */
import { sideSubject } from '../../../engine/english.js';
import type { GuideStep } from '../../../present/guide.js';
import { mustChargeWhenActivated, NO_ENEMY_IN_RANGE_FLAG } from '../impetuous.js';
import { parseDevilLine } from '../parse.js';
import type { DevilState, UnitState } from '../state.js';
import { regroupLeaderMissing } from '../turn-activation.js';
import { type LegalAction, legalActions } from '../turn-legal-actions.js';
import { pendingImpetuous } from '../turn-end.js';
import { theSide } from '../turn-lookups.js';
import { capitalFirst, its, itWord, unitList, verb } from '../words.js';
import { tokenize } from '../../../engine/command-line/tokens.js';
import { accepted } from './fight-questions.js';
import { meleeFaceAndGround, terrainQuestions } from './fight-questions.js';
import { heirMenu } from './follow-up.js';
import { chargeQuestions, chargeTerrain, fightDetails } from './guide-charge.js';
import { firePartners, splitFireStep } from './guide-fire.js';
import { meleeSupports } from './guide-melee.js';
import { moveStep } from './guide-move.js';
import { aspectFlag, COVER_CHOICES, groundFlag, targetStep, targetsFor, unitChoice } from './guide-targets.js';
import { heirless, unitById } from './lookups.js';

/** Sacking a camp: the looters are enemy units free of contact that the table shows touching it (one at least). */
function sackStep(s: DevilState, side: 0 | 1): GuideStep | string {
  const line = `sack ${s.sides[side].role} camp --by`;
  const free = s.units.filter((u) => u.side !== side && u.status !== 'destroyed' && u.engagedWith.length === 0);
  return {
    kind: 'select',
    message: `Which unit loots the camp of ${sideSubject(s.sides[side].name)}? (in contact with it, and with no enemy)`,
    choices: free.map(unitChoice),
    next: (first) => {
      const others = free.filter((u) => u.id !== first);
      if (others.length === 0) return `${line} ${first}`;
      return {
        kind: 'checkbox',
        message: `Does any other unit loot it with ${free.find((u) => u.id === first)?.name ?? first}? Space ticks, Enter goes on.`,
        choices: others.map(unitChoice),
        checked: [],
        next: (ids) => `${line} ${[first, ...ids].join(',')}`,
      };
    },
  };
}

/** The dialogue for one unit action, ending in its command line. */
function unitActionStep(s: DevilState, u: UnitState, kind: string): GuideStep | string | null {
  switch (kind) {
    case 'rest':
      return `${u.status === 'ok' ? 'rest' : 'regroup'} ${u.id}`;
    case 'advance':
    case 'march':
    case 'retire':
      return moveStep(u, kind, []);
    case 'charge':
      return targetStep(s, u, 'charge', `${u.name} ${verb(u, 'charges')} whom?`, (target) =>
        fightDetails(s, 'charge', u, target, (aspect, ground) => {
          const base = `charge ${u.id} at ${target}${aspectFlag(aspect)}${groundFlag(ground)}`;
          return chargeQuestions(s, base, aspect, ['crossed-arc', 'evade', 'contact'], (flags) => chargeTerrain(s, u, target, `${base}${flags ? ` ${flags}` : ''}`));
        }),
      );
    case 'fire':
    case 'advfire':
      return targetStep(s, u, kind, `${u.name} ${verb(u, 'fires')} at whom?`, (target) =>
        firePartners(s, u, kind, target, (firers) => ({
          kind: 'confirm',
          message: 'At short range?',
          default: false,
          next: (short) => ({
            kind: 'select',
            message: "The target's cover?",
            choices: COVER_CHOICES,
            default: 'none',
            next: (cover) => splitFireStep(s, kind === 'fire' && firers === u.id ? u : null, target, `${kind} ${firers} at ${target}${short ? ' --short' : ''}${cover === 'none' ? '' : ` --cover ${cover}`}`),
          }),
        })),
      );
    case 'melee': {
      const fight = (target: string): GuideStep | string | null => {
        const t = unitById(s, target);
        const base = `melee ${u.id} at ${target}`;
        if (!t) return null;
        return meleeFaceAndGround(s, u, t, base, (faceGround) => terrainQuestions(s, `${base}${faceGround}`, u, t, (terrain) => meleeSupports(s, u, target, `${base}${faceGround}${terrain}`)));
      };
      // An ongoing combat with one enemy: whom it fights is known, so it is not asked.
      const targets = targetsFor(s, u, 'melee');
      const only = targets.length === 1 ? targets[0] : undefined;
      if (only && u.engagedWith.includes(only.id)) return fight(only.id);
      return targetStep(s, u, 'melee', `${u.name} ${verb(u, 'fights')} whom?`, fight);
    }
    default:
      return null;
  }
}

function legalLine(s: DevilState, a: LegalAction): GuideStep | string | null {
  switch (a.kind) {
    case 'initiative':
    case 'done':
    case 'next':
      return a.kind;
    case 'first':
      return `first ${a.side === undefined ? '' : s.sides[a.side].role}`;
    case 'command':
      return `command ${a.leader}`;
    case 'leader-move':
      return `move ${a.leader}`;
    case 'sack':
      return a.side === undefined ? null : sackStep(s, a.side);
    default: {
      const u = a.unit ? unitById(s, a.unit) : undefined;
      if (!u) return null;
      const kind = a.kind === 'move' ? (a.mode ?? 'advance') : a.kind;
      if (s.step !== 'leaders' || kind === 'charge' || kind === 'melee' || !mustChargeWhenActivated(u)) return unitActionStep(s, u, kind);
      // "Formations": an impetuous unit activated with a formed enemy in charge range must charge it.
      return {
        kind: 'confirm',
        message: `Is an eligible formed enemy within charge range of ${u.name}? (impetuous: ${itWord(u)} must then charge it)`,
        default: false,
        next: (inRange) => (inRange ? unitActionStep(s, u, 'charge') : withSuffix(unitActionStep(s, u, kind), ` ${NO_ENEMY_IN_RANGE_FLAG}`)),
      };
    }
  }
}

/** A dialogue whose every command line gets `suffix` (a flag the answers so far have settled). */
function withSuffix(step: GuideStep | string | null, suffix: string): GuideStep | string | null {
  if (step === null) return null;
  if (typeof step === 'string') return `${step}${suffix}`;
  const next = step.next as (value: unknown) => GuideStep | string | null;
  return { ...step, next: (value: unknown) => withSuffix(next(value), suffix) } as GuideStep;
}

/**
 * The guided menus. While a fallen leader's heir is still to be named, the menus ask for him
 * first whenever his side is to give a leader the initiative (or the turn's initiative is to
 * be rolled); "decide later" goes on to the usual menu.
 */
export function devilGuide(s: DevilState): GuideStep | null {
  const [fallen] = heirless(s).filter((l) => s.step === 'initiative' || (s.step === 'leaders' && s.activeLeader === null && s.toAct === l.side));
  if (!fallen || s.outcome) return actionMenu(s);
  return heirMenu(s, fallen, () => actionMenu(s));
}

function actionMenu(s: DevilState): GuideStep | null {
  const legal = legalActions(s);
  if (legal.length === 0) return null;
  // Unit actions are grouped under their unit, so the first menu stays short.
  const units = new Map<string, LegalAction[]>();
  const turn: LegalAction[] = [];
  for (const a of legal) {
    if (a.unit && a.kind !== 'command') {
      const u = unitById(s, a.unit);
      // A charge, fire or melee with no legal target is not offered.
      if (!u || (['charge', 'fire', 'advfire', 'melee'].includes(a.kind) && targetsFor(s, u, a.kind, true).length === 0)) continue;
      units.set(a.unit, [...(units.get(a.unit) ?? []), a]);
    } else turn.push(a);
  }
  const choices = [
    ...[...units.entries()].map(([id, actions]) => {
      const u = unitById(s, id);
      const only = actions.length === 1 ? actions[0] : undefined;
      const orders = u?.standingOrders ? ', standing orders' : '';
      const name = only ? only.label : `${u?.name ?? id} (${id}${orders}): ${actions.map((x) => (x.kind === 'move' ? x.mode : x.label.split(' ')[0])).join(', ')}`;
      // A regroup left out for want of the activating leader ("Ongoing Combats"): say why, and the line that allows it.
      const why = u && u.status !== 'ok' && !actions.some((a) => a.kind === 'rest') ? regroupLeaderMissing(s, u, undefined) : null;
      return { name, value: `unit:${id}`, ...(why === null ? {} : { description: `No regroup: ${why}` }) };
    }),
    ...turn.map((a, i) => ({ name: a.label, value: `turn:${i}` })),
  ];
  return {
    kind: 'select',
    message: s.step === 'initiative' && s.initiative !== null ? `${capitalFirst(theSide(s, s.initiative))} won the initiative: who acts first?` : 'What now?',
    choices,
    next: (value) => {
      if (value.startsWith('turn:')) {
        const a = turn[Number(value.slice(5))];
        return a ? legalLine(s, a) : null;
      }
      const id = value.slice(5);
      const actions = units.get(id) ?? [];
      const u = unitById(s, id);
      if (!u) return null;
      if (actions.length === 1 && actions[0]) return legalLine(s, actions[0]);
      return {
        kind: 'select',
        message: `What ${verb(u, 'does')} ${u.name} do?`,
        choices: actions.map((a, i) => ({ name: a.label, value: String(i) })),
        next: (i) => {
          const a = actions[Number(i)];
          return a ? legalLine(s, a) : null;
        },
      };
    },
  };
}

/** A typed charge that left the guide's questions open: ask them. */
export function devilQuestions(s: DevilState, line: string): GuideStep | null {
  const parsed = parseDevilLine(s, line);
  if (parsed.ok && parsed.value.action.kind === 'next') return impetuousNextQuestion(s, line);
  if (parsed.ok && parsed.value.action.kind === 'rest') return okRegroupQuestion(s, line, parsed.value.action.unit);
  if (!parsed.ok || parsed.value.unanswered.length === 0) return null;
  const action = parsed.value.action;
  if (action.kind !== 'charge') return null;
  const step = chargeQuestions(s, line, action.aspect, parsed.value.unanswered, (flags) => ` ${flags}`);
  return typeof step === 'string' || step === null ? null : step;
}

/**
 * "Rest/Regroup": `regroup` typed for a unit already OK and in no combat only rests it, spending
 * its action; a mistyped unit id would cost an activation, so at the keyboard it is asked first
 * (y/N). `rest` is meant as typed, and a script or journal line plays as before.
 */
function okRegroupQuestion(s: DevilState, line: string, unitId: string): GuideStep | null {
  const [word] = tokenize(line);
  if (word?.kind !== 'word' || word.text.toLowerCase() !== 'regroup') return null;
  const u = unitById(s, unitId);
  if (!u || u.status !== 'ok' || u.engagedWith.length > 0 || !accepted(s, line)) return null;
  return { kind: 'confirm', message: `${u.name} ${verb(u, 'is')} already OK: rest anyway, spending ${its(u)} action?`, default: false, next: (yes) => (yes ? '' : null) };
}

/**
 * "Impetuous Units": `next` in the impetuous step settles every impetuous unit still pending as
 * having no enemy within charge range. At the keyboard that is asked first (y/N), so a charge
 * the game master forgot is not dropped without a word.
 */
function impetuousNextQuestion(s: DevilState, line: string): GuideStep | null {
  if (s.step !== 'impetuous' || !accepted(s, line)) return null;
  const idle = pendingImpetuous(s).filter((p) => p.reason === 'impetuous');
  if (idle.length === 0) return null;
  const names = unitList(idle.map((p) => p.name));
  const one = idle.length === 1 && idle[0] ? unitById(s, idle[0].unit) : undefined;
  const subject = one ? verb(one, 'has') : 'have';
  return { kind: 'confirm', message: `${names} ${subject} not charged: go on as if no eligible enemy is within charge range?`, default: false, next: (yes) => (yes ? '' : null) };
}
