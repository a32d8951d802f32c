/**
 * The guided menus' questions about a While the Devil Rules fight (a charge or a melee) that
 * the state cannot answer: a melee's face and ground (the recorded ones by default), then the
 * terrain (higher ground, an obstacle, a choke point) and, for a charge, pass-through fire.
 * Each is asked only when some answer would change the odds, and each answer is the flag a
 * typed command would give. Everything here reads the state; nothing changes it.
 */
import type { GuideStep } from '../../../present/guide.js';
import type { DevilAction, Ground } from '../actions.js';
import { CATALOGUE } from '../catalogue.js';
import { executeDevil } from '../execute.js';
import { planFight } from '../melee.js';
import { parseDevilCommand } from '../parse.js';
import { previewDevil } from '../preview.js';
import { faceAspect, faceWords } from '../events.js';
import type { DevilState, Face, UnitState } from '../state.js';
import { unitById } from './lookups.js';
import { STATUS_WORDS } from '../status.js';
import { isPlural, verb } from '../words.js';

type Next = GuideStep | string | null;

/**
 * Would the engine accept this line now? A dry run with fixed dice: whether an action is
 * allowed never depends on the dice, only what it does. Used to offer only legal choices.
 */
export function accepted(s: DevilState, line: string): boolean {
  const parsed = parseDevilCommand(s, line);
  if (!parsed.ok) return false;
  return executeDevil(s, parsed.value, { roll: (sides) => Math.min(3, sides) }).ok;
}

/** Why a line is refused, as the command would say it; null when it is accepted or does not parse. */
export function refusalOf(s: DevilState, line: string): string | null {
  const parsed = parseDevilCommand(s, line);
  if (!parsed.ok) return null;
  const r = executeDevil(s, parsed.value, { roll: (sides) => Math.min(3, sides) });
  return r.ok ? null : r.error;
}

/** The exact odds of a line, as `odds` gives them; null when it does not parse, is refused or has none. */
function outlook(s: DevilState, line: string): string | null {
  const parsed = parseDevilCommand(s, line);
  if (!parsed.ok) return null;
  const p = previewDevil(s, parsed.value as DevilAction);
  if (!p.ok || !p.value.odds) return null;
  return JSON.stringify(p.value.odds);
}

/** Does adding `flag` to a legal `line` change its odds? (False when the flag does not exist or is refused.) */
export function flagMatters(s: DevilState, line: string, flag: string): boolean {
  const base = outlook(s, line);
  const withFlag = outlook(s, `${line}${flag}`);
  return base !== null && withFlag !== null && withFlag !== base;
}

const FACES = ['front', 'left', 'right', 'rear'] as const;
const GROUNDS: readonly Ground[] = ['open', 'rough', 'very-rough'];
/** A ground in words for the menus ("very rough"), its flag value unchanged. */
export const groundWords = (g: Ground): string => `${g.replace('-', ' ')} ground`;

/**
 * A melee's face and ground. With no flag the engine reads the recorded contacts (a flank
 * contact from a charge makes a flank attack) and the ground the combat's charge recorded:
 * that is the default choice, and it adds no flag. Another face or ground is a flag,
 * `--front` included, only when the game master picks it.
 */
export function meleeFaceAndGround(s: DevilState, u: UnitState, t: UnitState, base: string, done: (flags: string) => Next): Next {
  const plan = planFight(s, { unit: u.id, target: t.id, charging: false });
  if (!plan.ok) return done('');
  const { aspect, ground } = plan.value;
  // The recorded face, named (left or right flank) when it was said: the default, with no flag.
  const contact = t.contacts?.[u.id];
  const other = Object.entries(t.contacts ?? {}).find(([id, f]) => id !== u.id && f !== 'front' && t.engagedWith.includes(id));
  const recorded: Face = contact && contact !== 'front' ? contact : aspect !== 'front' && other ? other[1] : aspect;
  const why = contact && contact !== 'front' ? `, as ${u.name} contacted it` : aspect !== 'front' ? `, as ${other ? (unitById(s, other[0])?.name ?? 'another enemy') : 'another enemy'} contacted it` : '';
  // Units not yet recorded in contact record the face fought, so which flank matters; a recorded face is kept.
  const inContact = u.engagedWith.includes(t.id);
  const offered = inContact ? (['front', 'flank', 'rear'] as const) : FACES;
  const faces = CATALOGUE[t.type].noFlanks ? [] : offered.filter((f) => (inContact ? faceAspect(f) !== faceAspect(recorded) : f !== recorded) && accepted(s, `${base} --${f}`));
  const grounds = GROUNDS.filter((g) => g !== ground);
  const groundStep = (faceFlag: string): Next => {
    const line = `${base}${faceFlag}`;
    const others = grounds.filter((g) => accepted(s, `${line} --ground ${g}`));
    if (others.length === 0) return done(faceFlag);
    return {
      kind: 'select',
      message: 'Ground of the fight?',
      choices: [{ name: `${groundWords(ground)} (as recorded for this combat)`, value: '' }, ...others.map((g) => ({ name: groundWords(g), value: ` --ground ${g}` }))],
      default: '',
      next: (groundFlag) => done(`${faceFlag}${groundFlag}`),
    };
  };
  // A face recorded at contact (a charge into the front or a flank) is known: not asked again; a typed --front/--flank/--rear still overrides it.
  if (faces.length === 0 || (inContact && contact !== undefined)) return groundStep('');
  return {
    kind: 'select',
    message: `Which face of ${t.name} ${verb(u, 'does')} ${u.name} fight?`,
    choices: [{ name: `${faceWords(recorded)}${why}`, value: '' }, ...faces.map((f) => ({ name: faceWords(f), value: ` --${f}` }))],
    default: '',
    next: groundStep,
  };
}

/**
 * Pass-through fire at a charger: the enemy units that may give it (not yet acted, able to
 * fire; the game master knows whose arc the charge crossed within short range). Not asked
 * when none may, or when the charge goes into an ongoing combat.
 */
export function passThroughQuestion(s: DevilState, line: string, actor: UnitState, target: UnitState, done: (flags: string) => Next): Next {
  if (target.engagedWith.length > 0) return done('');
  const firers = s.units.filter((x) => x.side === target.side && x.id !== target.id && x.status !== 'destroyed' && !x.acted && accepted(s, `${line} --pass-through ${x.id}`));
  if (firers.length === 0) return done('');
  return {
    kind: 'checkbox',
    message: `Which units give pass-through fire at ${actor.name}? (units whose arc of fire the charge crossed within short range) Space ticks, Enter goes on.`,
    choices: firers.map((x) => ({ name: `${x.name} (${x.id}, ${CATALOGUE[x.type].name}, ${STATUS_WORDS[x.status]})`, value: x.id })),
    checked: [],
    next: (ids) => {
      const flag = ids.length > 0 ? ` --pass-through ${ids.join(',')}` : '';
      if (flag === '' || !accepted(s, `${line}${flag}`)) return done('');
      return passThroughArcs(s, `${line}${flag}`, ids, [], (arcs) => done(arcs.length > 0 ? `${flag} --pass-through-arc ${arcs.join(',')}` : flag));
    },
  };
}

/**
 * "Charges": each pass-through firer fires from the arc the charge crossed. Asked only of a unit
 * that may also fire from a flank or the rear (pike and shot); its front needs no flag.
 */
function passThroughArcs(s: DevilState, line: string, ids: readonly string[], chosen: readonly string[], done: (arcs: readonly string[]) => Next): Next {
  const [id, ...rest] = ids;
  if (id === undefined) return done(chosen);
  const firer = s.units.find((u) => u.id === id);
  const others = (['flank', 'rear'] as const).filter((arc) => flagMatters(s, line, ` --pass-through-arc ${id}=${arc}`));
  if (!firer || others.length === 0) return passThroughArcs(s, line, rest, chosen, done);
  return {
    kind: 'select',
    message: `Which arc of ${firer.name} did the charge cross?`,
    choices: [{ name: 'front', value: '' }, ...others.map((arc) => ({ name: arc, value: `${id}=${arc}` }))],
    default: '',
    next: (v) => passThroughArcs(s, line, rest, v === '' ? chosen : [...chosen, v], done),
  };
}

/**
 * The ground's lie and the target's position: higher ground, an obstacle or bank defended, a
 * choke point. `line` is the whole command so far; each question is asked only when one of
 * its answers changes the odds, and the flags answered are passed to `done`.
 */
export function terrainQuestions(s: DevilState, line: string, actor: UnitState, target: UnitState, done: (flags: string) => Next): Next {
  const flags: string[] = [];
  const sofar = () => `${line}${flags.join('')}`;
  const finish = () => done(flags.join(''));
  const chokePoint = (): Next => {
    if (!flagMatters(s, sofar(), ' --choke-point')) return finish();
    return {
      kind: 'confirm',
      message: `${isPlural(target) ? 'Are' : 'Is'} ${target.name} attacked half-way through a choke point (a bridge, a gate)?`,
      default: false,
      next: (yes) => {
        if (yes) flags.push(' --choke-point');
        return finish();
      },
    };
  };
  const obstacle = (): Next => {
    if (!flagMatters(s, sofar(), ' --obstacle')) return chokePoint();
    return {
      kind: 'confirm',
      message: `${isPlural(target) ? 'Do' : 'Does'} ${target.name} defend an obstacle or a bank?`,
      default: false,
      next: (yes) => {
        if (yes) flags.push(' --obstacle');
        return chokePoint();
      },
    };
  };
  const higher = [
    { flag: ' --uphill target', name: `${target.name} (the target) ${verb(target, 'holds')} it` },
    { flag: ' --uphill actor', name: `${actor.name} ${verb(actor, 'holds')} it` },
  ].filter((h) => flagMatters(s, sofar(), h.flag));
  if (higher.length === 0) return obstacle();
  return {
    kind: 'select',
    message: 'Who holds the higher ground?',
    choices: [{ name: 'neither: level ground', value: '' }, ...higher.map((h) => ({ name: h.name, value: h.flag }))],
    default: '',
    next: (flag) => {
      if (flag !== '') flags.push(flag);
      return obstacle();
    },
  };
}
