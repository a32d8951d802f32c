/**
 * The guided menus' questions about a charge the state cannot answer: the face and ground
 * charged, whether the target evades (and whether contact follows), whether the charge
 * crossed its arc of fire, then pass-through fire, the terrain and the cover at contact. Each is asked only when
 * its answer can change the charge.
 */
import type { GuideStep } from '../../../present/guide.js';
import type { Ground } from '../actions.js';
import { chargeCheck, contactTarget } from '../charge-check.js';
import { COVERS, GROUNDS } from '../command-flags.js';
import { parseDevilLine } from '../parse.js';
import type { DevilState, UnitState } from '../state.js';
import { itWord, verb } from '../words.js';
import { impetuousTargetRefusal, NO_ENEMY_IN_RANGE_FLAG } from '../impetuous.js';
import { accepted, flagMatters, groundWords, passThroughQuestion, refusalOf, terrainQuestions } from './fight-questions.js';
import { aspectFlag, aspectName, aspectsFor, fightPossible, groundFlag } from './guide-targets.js';
import { unitById } from './lookups.js';

/**
 * The guide's charge questions as a chain of confirms; the answers become flags. Only what
 * can change the charge is asked (the engine's own eligibility, `chargeCheck`, says what can):
 * "evade?" only when the target may evade now, then "contact?" after an evade, and "crossed
 * the arc?" only when the target would give defensive fire if it were crossed (not when it
 * cannot fire, has acted, is in an ongoing combat, or the charger draws no defensive fire).
 * `ask` lists the questions the line left open (the parser's `unanswered`).
 */
export function chargeQuestions(s: DevilState, base: string, aspect: string, ask: readonly string[], done: (flags: string) => GuideStep | string | null): GuideStep | string | null {
  const parsed = parseDevilLine(s, base);
  const req = parsed.ok && parsed.value.action.kind === 'charge' ? parsed.value.action : null;
  if (!req) return done('');
  // "Formations": an impetuous unit charging a swarm must have no formed enemy in charge range.
  const u = unitById(s, req.unit);
  if (u && req.noEnemyInRange !== true && s.step === 'leaders' && impetuousTargetRefusal(s, u, unitById(s, req.target), s.step, false)) {
    return {
      kind: 'confirm',
      message: `Is a formed enemy within charge range of ${u.name}? (impetuous: ${itWord(u)} must charge the nearest formed enemy, not ${unitById(s, req.target)?.name ?? req.target})`,
      default: false,
      next: (inRange) => (inRange ? done('') : chargeQuestions(s, `${base} ${NO_ENEMY_IN_RANGE_FLAG}`, aspect, ask, (flags) => done([NO_ENEMY_IN_RANGE_FLAG, flags].filter((x) => x !== '').join(' ')))),
    };
  }
  const actor = unitById(s, req.unit)?.name ?? req.unit;
  const target = unitById(s, req.target)?.name ?? req.target;
  const standing = chargeCheck(s, { ...req, evade: false, crossedArc: true });
  // An illegal charge (its own rules, or the turn's: who may act now) is refused when it runs: nothing to ask.
  if (!standing.ok || !accepted(s, base)) return done('');
  const canEvade = standing.value.canEvade;
  const arcMatters = standing.value.defensiveFire;
  const flags: string[] = [];
  const finish = () => done(flags.join(' '));
  const askArc = (): GuideStep | string | null => {
    if (!ask.includes('crossed-arc') || !arcMatters) return finish();
    return {
      kind: 'confirm',
      message: `Did ${actor} cross the arc of fire of ${target}?`,
      default: aspect === 'front',
      next: (crossed) => {
        flags.push(crossed ? '--crossed-arc' : '--no-crossed-arc');
        return finish();
      },
    };
  };
  const askContact = (): GuideStep | string | null => {
    if (!ask.includes('contact') && !ask.includes('evade')) return finish();
    return {
      kind: 'confirm',
      message: `After the evade, ${verb(actor, 'does')} ${actor} still make contact?`,
      default: false,
      next: (contact) => {
        flags.push(contact ? '--contact' : '--no-contact');
        return finish();
      },
    };
  };
  // The target evades (or not) before any fire: an evading target gives none.
  if (!ask.includes('evade')) return req.evade ? askContact() : askArc();
  if (!canEvade) return askArc();
  return {
    kind: 'confirm',
    message: `${verb(target, 'Does')} ${target} evade the charge?`,
    default: false,
    next: (evade) => {
      flags.push(evade ? '--evade' : '--no-evade');
      return evade ? askContact() : askArc();
    },
  };
}

/** Face, then ground, each offering only what leaves the fight legal. */
export function fightDetails(s: DevilState, kind: 'charge' | 'melee', u: UnitState, targetId: string, done: (aspect: string, ground: string) => GuideStep | string | null): GuideStep | string | null {
  const t = unitById(s, targetId);
  if (!t) return null;
  const aspects = aspectsFor(t).filter((a) => fightPossible(s, kind, u, t, a));
  const grounds = (aspect: string) => GROUNDS.filter((g) => fightPossible(s, kind, u, t, aspect, g));
  const groundStep = (aspect: string): GuideStep | string | null => {
    const list = grounds(aspect);
    if (list.length === 1 && list[0]) return done(aspect, list[0]);
    // A ground left out is said why (dragoons may not charge in the open), as the typed command says it.
    const left = GROUNDS.filter((g) => !list.includes(g));
    const why = left[0] && list.length > 0 ? refusalOf(s, `${kind} ${u.id} at ${t.id}${kind === 'melee' ? ` --${aspect}` : aspectFlag(aspect)}${groundFlag(left[0])}${kind === 'charge' ? ' --no-evade' : ''}`) : null;
    const because = why ? ` (not ${groundWords(left[0] as Ground)}: ${why.replace(/ \(--ground [^)]*\)/, '').replace(/\.$/, '')})` : '';
    return {
      kind: 'select',
      message: `Ground of the fight?${because}`,
      // Words, not the flag's key ("very rough ground", not "very-rough").
      choices: list.map((g) => ({ name: groundWords(g), value: g })),
      ...(list[0] ? { default: list[0] } : {}),
      next: (ground) => done(aspect, ground),
    };
  };
  if (aspects.length === 1 && aspects[0]) return groundStep(aspects[0]);
  return {
    kind: 'select',
    message: `Which face of ${t.name} is ${kind === 'charge' ? 'charged' : 'fought'}?`,
    choices: aspects.map((a) => ({ name: aspectName(a), value: a })),
    ...(aspects[0] ? { default: aspects[0] } : {}),
    next: groundStep,
  };
}

/**
 * The target's cover against the charger's fire at contact ("Charges" with "Fire"), asked only
 * when some cover changes the odds: there is fire at contact, and the cover is more than a
 * defended obstacle already gives. No cover is the default and adds no flag.
 */
export function contactCoverQuestion(s: DevilState, line: string, done: (flag: string) => GuideStep | string | null): GuideStep | string | null {
  const matters = COVERS.filter((c) => c !== 'none' && flagMatters(s, line, ` --cover ${c}`));
  if (matters.length === 0) return done('');
  const parsed = parseDevilLine(s, line);
  const id = parsed.ok && parsed.value.action.kind === 'charge' ? contactTarget(parsed.value.action) : null;
  const target = (id && unitById(s, id)?.name) ?? 'the target';
  const least = / --obstacle\b/.test(line) ? 'soft, behind the obstacle' : 'none';
  return {
    kind: 'select',
    message: `Cover of ${target} against the fire at contact?`,
    choices: [{ name: least, value: '' }, ...matters.map((c) => ({ name: c, value: ` --cover ${c}` }))],
    default: '',
    next: done,
  };
}

/** After a charge's own questions: pass-through fire, the terrain and the cover at contact, unless the charge ends in an evade without contact. */
export function chargeTerrain(s: DevilState, u: UnitState, targetId: string, line: string): GuideStep | string | null {
  const t = unitById(s, targetId);
  if (!t || (/ --evade\b/.test(line) && / --no-contact\b/.test(line))) return line;
  return passThroughQuestion(s, line, u, t, (fire) =>
    terrainQuestions(s, `${line}${fire}`, u, t, (terrain) => contactCoverQuestion(s, `${line}${fire}${terrain}`, (cover) => `${line}${fire}${terrain}${cover}`)),
  );
}
