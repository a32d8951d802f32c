/**
 * The guided menus of Tilly: the first question offers only what is legal now, and each
 * choice asks what the tool cannot see on the table (a move across difficult terrain, a
 * blocked line of fire, the face a charge strikes, a melee's primaries) and ends in the
 * command line that says it.
 */
import { its, itWord, them, verb } from '../../../engine/english.js';
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { possessive } from '../../../present/words.js';
import { commandCheckReason } from '../command.js';
import { tumWords } from '../distance.js';
import { executeTilly } from '../execute.js';
import { commanderOf, onTable, typeName, unitOf } from '../helpers.js';
import { type LegalChoice, legalNow, stepBlocker } from '../legal.js';
import { meleeGroup, planMelee } from '../melee.js';
import { moveCheckReason } from '../movement.js';
import { facingIsMove } from '../facing.js';
import { contestedEnemies } from '../melee-primary.js';
import { parseTillyCommand } from '../parse.js';
import type { TillyState, TillyUnit } from '../state.js';
import { TILLY_STEPS } from '../steps.js';
import { CHANGES, COMMAND_RADIUS, canShoot, isDefendingInfantry, rangeWords, RESTRICTED_MOVE, TABLE_1 } from '../units.js';
import { divideGuide } from './divide.js';
import { dice, stepWords } from './words.js';

/**
 * Would the engine accept this line now? A dry run with sixes: whether a command is allowed
 * never depends on the dice, only what it does. Menus offer only lines that pass.
 */
function accepted(s: TillyState, line: string): boolean {
  const parsed = parseTillyCommand(s, line);
  if (!parsed.ok) return false;
  return executeTilly(s, parsed.value, { roll: () => 6 }).ok;
}

type Next = GuideStep | string | null;

const unitChoice = (s: TillyState, id: string): GuideChoice => {
  const u = unitOf(s, id);
  return { name: `${u.name} (${u.id}, ${typeName(u)}${onTable(u) && u.type !== 'commander' ? `, resolve ${u.resolve}` : ''})`, value: u.id };
};

function selectUnit(s: TillyState, message: string, ids: readonly string[], next: (id: string) => Next): Next {
  if (ids.length === 0) return null;
  return { kind: 'select', message, choices: ids.map((id) => unitChoice(s, id)), default: ids[0] as string, next };
}

/** "More than 8 TUM from its commander?", asked only when the answer matters. */
function farStep(s: TillyState, u: TillyUnit, done: (flag: string) => Next): Next {
  if (u.checked || commandCheckReason(s, u, false) !== null || commandCheckReason(s, u, true) === null) return done('');
  const commander = commanderOf(s, u);
  return {
    kind: 'confirm',
    message: `${verb(u, 'Is')} ${u.name} more than ${tumWords(COMMAND_RADIUS, s.baseWidth)} from ${commander?.name ?? `${its(u)} commander`}? (then ${itWord(u)} ${verb(u, 'takes')} a command check)`,
    default: false,
    next: (far) => done(far ? ' --far' : ''),
  };
}

/**
 * A move's questions. A unit out of command rolls its check first ("Command check": with no
 * 6 it cannot move this step), as `move --check`; the terrain and change of direction are
 * asked after a pass, by the follow-up menu, so a failed check wastes no answers.
 */
export function moveStep(s: TillyState, u: TillyUnit): Next {
  return farStep(s, u, (far) => {
    if (moveCheckReason(s, u, far !== '') !== null) return `move ${u.id}${far} --check`;
    const changes = (base: string): Next => {
      if (u.type === 'commander') return base;
      const allowed = CHANGES.filter((c) => accepted(s, `${base} --change ${c}`));
      if (allowed.length === 0) return base;
      return {
        kind: 'select',
        message: `${u.name}: a change of direction at the start of the move?`,
        choices: [{ name: 'none: straight ahead', value: '' }, ...allowed.map((c) => ({ name: c, value: c }))],
        default: '',
        next: (c) => (c === '' ? base : `${base} --change ${c}`),
      };
    };
    if (TABLE_1[u.type].move <= RESTRICTED_MOVE) return changes(`move ${u.id}${far}`);
    return {
      kind: 'confirm',
      message: `Does any part of ${possessive(u.name)} move cross difficult terrain? (at most ${tumWords(RESTRICTED_MOVE, s.baseWidth)})`,
      default: false,
      next: (difficult) => changes(`move ${u.id}${far}${difficult ? ' --difficult' : ''}`),
    };
  });
}

function shootStep(s: TillyState, u: TillyUnit, targets: readonly string[]): Next {
  const list = targets.filter((t) => accepted(s, `shoot ${u.id} at ${t}`));
  // Range and arc are the game master's to measure: the question says what to measure ("Shooting range").
  return selectUnit(s, `${u.name} ${verb(u, 'shoots')} at whom? (range ${rangeWords(u.type, s.baseWidth)}; ${u.type === 'cannons' ? `only to ${its(u)} front` : 'not to the rear'})`, list, (t) => ({
    kind: 'confirm',
    message: `Is the line of fire from ${u.name} to ${unitOf(s, t).name} blocked? (blocking terrain, friends or enemy in the way, or a gap under 2 TUM)`,
    default: false,
    // A "yes" ends in the refused line, so the game master reads the rule ("Shooting criteria").
    next: (blocked) => (blocked ? `shoot ${u.id} at ${t} --blocked` : list.length > 1 ? closest(s, u, t) : secondaries(s, [u.id], t)),
  }));
}

/** "Shoot front before flank": with more than one possible target, it shoots at the closest. */
function closest(s: TillyState, u: TillyUnit, t: string): Next {
  return {
    kind: 'confirm',
    message: `Is another possible target closer to ${u.name} than ${unitOf(s, t).name}? (${itWord(u)} must shoot at the closest)`,
    default: false,
    next: (closer) => (closer ? `shoot ${u.id} at ${t} --not-closest` : secondaries(s, [u.id], t)),
  };
}

function secondaries(s: TillyState, shooters: readonly string[], t: string): Next {
  const first = unitOf(s, shooters[0] as string);
  const more = s.units
    .filter((x) => x.side === first.side && onTable(x) && canShoot(x.type) && !shooters.includes(x.id))
    .filter((x) => accepted(s, `shoot ${[...shooters, x.id].join(',')} at ${t}`));
  if (more.length === 0) return flankStep(s, shooters, t);
  return {
    kind: 'select',
    message: `Does another unit shoot at ${unitOf(s, t).name} too? (a secondary shooter: 1 die)`,
    choices: [{ name: 'no one else', value: '' }, ...more.map((x) => unitChoice(s, x.id))],
    default: '',
    next: (id) => (id === '' ? flankStep(s, shooters, t) : secondaries(s, [...shooters, id], t)),
  };
}

function flankStep(s: TillyState, shooters: readonly string[], t: string): Next {
  const primary = unitOf(s, shooters[0] as string);
  const target = unitOf(s, t);
  const cover = (flank: boolean): Next => {
    const line = `shoot ${shooters.join(',')} at ${t}${flank ? ` --flank ${primary.id}` : ''}`;
    if (!isDefendingInfantry(target.type)) return line;
    return {
      kind: 'confirm',
      message: `${verb(target, 'Is')} ${target.name} in difficult terrain or fortifications? (-1 die per shooter)`,
      default: false,
      next: (c) => (c ? `${line} --cover` : line),
    };
  };
  if (!accepted(s, `shoot ${shooters.join(',')} at ${t} --flank ${primary.id}`)) return cover(false);
  const flankLine = `shoot ${shooters.join(',')} at ${t} --flank ${primary.id}`;
  // "Shoot front before flank": a unit cannot shoot to a flank that has friendly units on it.
  const flankFriends = flankFriendsStep(primary, flankLine, () => cover(true));
  return {
    kind: 'confirm',
    // With resolve 1 a flank shot loses no die; only "Shoot front before flank" is left to ask.
    message:
      primary.resolve > 1
        ? `${verb(target, 'Is')} ${target.name} to the flank of ${primary.name}? (then ${itWord(primary)} ${verb(primary, 'rolls')} 1 die, not ${dice(primary.resolve)})`
        : `${verb(target, 'Is')} ${target.name} to the flank of ${primary.name}? (${itWord(primary)} ${verb(primary, 'rolls')} 1 die either way, but a flank shot must meet "Shoot front before flank")`,
    default: false,
    next: (flank) =>
      flank
        ? {
            kind: 'confirm',
            message: `${verb(primary, 'Does')} ${primary.name} have an enemy in range to ${its(primary)} front? (then ${itWord(primary)} must shoot straight ahead, unless friends ahead block ${its(primary)} fire)`,
            default: false,
            next: (ahead) =>
              ahead
                ? {
                    // Friends in range ahead stop it shooting to its front, so it may shoot to a flank (the shooting example's Imperial pike+shot).
                    kind: 'confirm',
                    message: `Are friendly units in range to ${possessive(primary.name)} front too? (then ${itWord(primary)} cannot shoot to ${its(primary)} front, and may shoot to a flank)`,
                    default: false,
                    next: (masked) => (masked ? flankFriends : `${flankLine} --enemy-front ${primary.id}`),
                  }
                : flankFriends,
          }
        : cover(false),
  };
}

const ASPECTS = ['front', 'flank', 'rear'] as const;
const aspectFlag = (a: string): string => (a === 'front' ? '' : ` --${a}`);

function declareStep(s: TillyState, u: TillyUnit, targets: readonly string[]): Next {
  if (u.type === 'commander') {
    const list = targets.filter((t) => accepted(s, `declare ${u.id} with ${t}`));
    return selectUnit(s, `${u.name} ${verb(u, 'charges')} to join which unit?`, list, (t) => `declare ${u.id} with ${t}`);
  }
  const aspects = (t: string) => ASPECTS.filter((a) => accepted(s, `declare ${u.id} at ${t}${aspectFlag(a)}`));
  const list = targets.filter((t) => aspects(t).length > 0);
  return selectUnit(s, `${u.name} ${verb(u, 'charges')} whom?`, list, (t) => {
    const faces = aspects(t);
    const far = (a: string): Next => ({
      kind: 'confirm',
      message: `Can ${u.name} reach ${unitOf(s, t).name} with a charge of 3 TUM, wheeling at most at the start?`,
      default: true,
      next: (reach) => (reach ? frontFirst(a) : `declare ${u.id} at ${t}${aspectFlag(a)} --out-of-reach`),
    });
    // "Charge front before flank": only a unit with no enemy in reach to its front may wheel to charge.
    const frontFirst = (a: string): Next => ({
      kind: 'confirm',
      message: `Must ${u.name} wheel to reach ${unitOf(s, t).name}?`,
      default: false,
      next: (wheel) =>
        wheel
          ? {
              kind: 'confirm',
              message: `${verb(u, 'Does')} ${u.name} have an enemy within charge reach straight ahead? (then ${itWord(u)} must charge that one, straight ahead)`,
              default: false,
              next: (ahead) => (ahead ? `declare ${u.id} at ${t}${aspectFlag(a)} --enemy-ahead` : farStep(s, u, (flag) => `declare ${u.id} at ${t}${aspectFlag(a)}${flag}`)),
            }
          : farStep(s, u, (flag) => `declare ${u.id} at ${t}${aspectFlag(a)}${flag}`),
    });
    if (faces.length === 1) return far(faces[0] as string);
    return {
      kind: 'select',
      message: `Which face of ${unitOf(s, t).name} does the charge strike?`,
      choices: faces.map((a) => ({ name: a, value: a })),
      default: faces[0] as string,
      next: far,
    };
  });
}

/** A melee's questions: horse in difficult terrain, chargers uphill or into fortifications, and each side's primary. */
function meleeStep(s: TillyState, u: TillyUnit): Next {
  const group = meleeGroup(s, u.id).filter(onTable);
  const difficult: string[] = [];
  const uphill: string[] = [];
  const fortified: string[] = [];
  const primary: string[] = [];
  const line = () => {
    const list = (flag: string, ids: readonly string[]) => (ids.length > 0 ? ` --${flag} ${ids.join(',')}` : '');
    return `melee ${u.id}${list('primary', primary)}${list('uphill', uphill)}${list('fortified', fortified)}${list('difficult', difficult)}`;
  };
  // primary holds <enemy>=<unit> pairs: one primary against each enemy fought by several.
  const questions: (() => Next)[] = [];
  let i = 0;
  const ask = (): Next => {
    const q = questions[i];
    i += 1;
    return q ? q() : line();
  };
  for (const h of group.filter((x) => x.type === 'horse')) {
    questions.push(() => ({
      kind: 'confirm',
      message: `${verb(h, 'Is')} ${h.name} in difficult terrain? (horse then hit only on 6)`,
      default: false,
      next: (yes) => {
        if (yes) difficult.push(h.id);
        return ask();
      },
    }));
  }
  for (const c of group.filter((x) => x.charged?.contact && x.charged.targets.some((t) => isDefendingInfantry(unitOf(s, t).type)))) {
    questions.push(() => ({
      kind: 'select',
      message: `${c.name} charged infantry: on the level, uphill, or into fortifications? (-1 die)`,
      choices: [
        { name: 'on the level, in the open', value: '' },
        { name: 'uphill', value: 'uphill' },
        { name: 'into fortifications', value: 'fortified' },
      ],
      default: '',
      next: (v) => {
        if (v === 'uphill') uphill.push(c.id);
        if (v === 'fortified') fortified.push(c.id);
        return ask();
      },
    }));
  }
  const plan = planMelee(s, { kind: 'melee', unit: u.id, primary: [], primaryFor: {}, assign: {}, uphill: [], fortified: [], difficult: [] });
  if (plan.ok) {
    for (const { enemy, friends } of contestedEnemies(s, group)) {
      const chosen = plan.value.primaries.get(enemy.id)?.unit;
      questions.push(() => ({
        kind: 'select',
        message: `${friends.map((x) => x.name).join(' and ')} fight ${enemy.name}: which is primary against ${them(enemy)}? (the primary rolls its resolve; a unit secondary against every enemy it fights rolls 1 die)`,
        choices: friends.map((x) => unitChoice(s, x.id)),
        ...(chosen ? { default: chosen } : {}),
        next: (id) => {
          primary.push(`${enemy.id}=${id}`);
          return ask();
        },
      }));
    }
  }
  // The first menu's choice already named the melee: a menu of one "fight" would ask nothing.
  return ask();
}

/** The dialogue for one legal choice, ending in its command line. */
function choiceStep(s: TillyState, c: LegalChoice): Next {
  const u = c.unit ? unitOf(s, c.unit) : undefined;
  switch (c.command) {
    case 'move':
      return u ? moveStep(s, u) : null;
    case 'shoot':
      return u ? shootStep(s, u, c.targets ?? []) : null;
    case 'declare':
      return u ? declareStep(s, u, c.targets ?? []) : null;
    case 'charge': {
      if (!u || !u.charge) return c.line;
      const names = u.charge.targets.map((id) => unitOf(s, id).name).join(' and ');
      return { kind: 'confirm', message: `${verb(u, 'Does')} ${u.name} reach ${names}?`, default: true, next: (contact) => (contact ? c.line : `${c.line} --no-contact`) };
    }
    case 'pointblank':
      return pointBlankStep(s, c);
    case 'evade':
      return u ? evadeStep(s, u, c.line) : null;
    case 'melee':
      return u ? meleeStep(s, u) : null;
    case 'rallyback':
      return u ? farStep(s, u, (far) => `${c.line}${far}`) : null;
    case 'face':
      // Only a move asks whether the unit is in command (house rule facingIsMove).
      return u && facingIsMove(s) ? farStep(s, u, (far) => `${c.line}${far}`) : c.line;
    default:
      return c.line;
  }
}

/**
 * Step 3.3: all shooting at one charger happens at once ("Shooting order"), so the other units
 * that may shoot at the same charger are offered with this one (the first ticked is primary);
 * then whether the charger is in cover.
 */
function pointBlankStep(s: TillyState, c: LegalChoice): Next {
  const chargerId = c.line.split(' at ')[1] ?? '';
  const charger = s.units.find((x) => x.id === chargerId);
  const terrain = (line: string): Next =>
    !charger || !isDefendingInfantry(charger.type)
      ? line
      : { kind: 'confirm', message: `${verb(charger, 'Is')} ${charger.name} in difficult terrain or fortifications? (-1 die)`, default: false, next: (yes) => (yes ? `${line} --cover` : line) };
  // "Otherwise the normal shooting rules apply": a charger on the flank meets "Shoot front before flank" first.
  const cover = (line: string): Next => (charger?.charged?.aspect === 'flank' ? flankPointBlank(s, line, terrain) : terrain(line));
  const together = legalNow(s).filter((x) => x.command === 'pointblank' && x.line.endsWith(` at ${chargerId}`) && x.unit !== undefined);
  if (!charger || together.length < 2 || !c.unit) return cover(c.line);
  const ids = [c.unit, ...together.map((x) => x.unit ?? '').filter((id) => id !== c.unit)];
  return {
    kind: 'checkbox',
    message: `All point-blank shooting at ${charger.name} happens at once ("Shooting order"): which units shoot? (the first, ${unitOf(s, c.unit).name}, is primary)`,
    choices: ids.map((id) => unitChoice(s, id)),
    checked: ids,
    next: (chosen) => {
      const shooters = ids.filter((id) => id === c.unit || chosen.includes(id));
      return cover(`pointblank ${shooters.join(',')} at ${chargerId}`);
    },
  };
}

/** "Shoot front before flank": friends on the flank block it (`line --blocked-flank`), else `otherwise`; asked for a volley and at point-blank range alike. */
function flankFriendsStep(primary: TillyUnit, line: string, otherwise: () => Next): Next {
  return {
    kind: 'confirm',
    message: `Are there friendly units on that flank of ${primary.name}? (then ${itWord(primary)} cannot shoot to that flank)`,
    default: false,
    next: (friends) => (friends ? `${line} --blocked-flank ${primary.id}` : otherwise()),
  };
}

/** "Shoot front before flank" at point-blank range, asked of the primary shooter at a charger on its flank, as for a volley. */
function flankPointBlank(s: TillyState, line: string, then: (line: string) => Next): Next {
  return flankSight(unitOf(s, /^pointblank ([^,\s]+)/.exec(line)?.[1] ?? ''), line, then);
}

/** The questions of "Shoot front before flank" for one unit at a charger on its flank (point-blank shooting, evade). */
function flankSight(primary: TillyUnit, line: string, then: (line: string) => Next): Next {
  const flankFriends = flankFriendsStep(primary, line, () => then(line));
  return {
    kind: 'confirm',
    message: `${verb(primary, 'Does')} ${primary.name} have an enemy in range to ${its(primary)} front? (then ${itWord(primary)} may not shoot to ${its(primary)} flank, unless friends ahead block ${its(primary)} fire)`,
    default: false,
    next: (ahead) =>
      ahead
        ? {
            kind: 'confirm',
            message: `Are friendly units in range to ${possessive(primary.name)} front too? (then ${itWord(primary)} may shoot to a flank)`,
            default: false,
            next: (masked) => (masked ? flankFriends : `${line} --enemy-front ${primary.id}`),
          }
        : flankFriends,
  };
}

/**
 * "Optional Rule: Evade": the terrain the unit starts in is the game master's to say. A "no"
 * ends in the refused line, so the game master reads the rule.
 */
function evadeStep(s: TillyState, u: TillyUnit, line: string): Next {
  const light = u.type === 'light-horse';
  return {
    kind: 'confirm',
    message: `${verb(u, 'Does')} ${u.name} start in ${light ? 'open' : 'difficult'} terrain? (${light ? 'light horse evade only from open terrain' : 'dragoons and shot evade only from difficult terrain'})`,
    default: true,
    next: (yes) => {
      const terrain = yes === light ? line : `${line} --difficult`;
      // A "no" on the terrain ends in its refusal; otherwise the way out is asked ("out of contact with all enemy").
      if (yes !== true) return terrain;
      const wayOut = (asked: string): Next => ({
        kind: 'confirm',
        message: `Can ${possessive(u.name)} evade move, up to ${tumWords(RESTRICTED_MOVE, s.baseWidth)} straight back, get ${them(u)} out of contact with all enemy?`,
        default: true,
        next: (clear) => (clear ? asked : `${asked} --blocked`),
      });
      // Charged in the flank, it could shoot at point-blank range only as "Shoot front before flank" allows.
      const flanked = s.units.some((c) => onTable(c) && c.charged?.contact === true && c.charged.aspect === 'flank' && c.charged.targets.includes(u.id));
      return flanked ? flankSight(u, terrain, wayOut) : wayOut(terrain);
    },
  };
}

/** Whether a legal choice leads anywhere: a target the engine accepts, or a line it accepts. */
function offered(s: TillyState, c: LegalChoice): boolean {
  const u = c.unit ? unitOf(s, c.unit) : undefined;
  switch (c.command) {
    case 'shoot':
      return (c.targets ?? []).some((t) => accepted(s, `shoot ${c.unit} at ${t}`));
    case 'declare':
      if (u?.type === 'commander') return (c.targets ?? []).some((t) => accepted(s, `declare ${c.unit} with ${t}`));
      return (c.targets ?? []).some((t) => ASPECTS.some((a) => accepted(s, `declare ${c.unit} at ${t}${aspectFlag(a)}`)));
    case 'evade':
      return accepted(s, u && u.type !== 'light-horse' ? `${c.line} --difficult` : c.line);
    default:
      return accepted(s, c.line);
  }
}

export function tillyGuide(s: TillyState): GuideStep | null {
  if (s.pendingDivision) return divideGuide(s);
  const legal = legalNow(s).filter((c) => offered(s, c));
  if (legal.length === 0) return null;
  const blocker = stepBlocker(s);
  return {
    kind: 'select',
    message: `${stepWords(s)}: what now?${blocker ? ` (${blocker.split(' — ')[0]})` : ''}`,
    choices: legal.map((c, i) => ({ name: c.command === 'next' ? `next: go on to step ${nextStepWords(s)}` : c.description, value: String(i) })),
    default: '0',
    next: (value) => {
      const c = legal[Number(value)];
      return c ? choiceStep(s, c) : null;
    },
  };
}

function nextStepWords(s: TillyState): string {
  const i = TILLY_STEPS.findIndex((d) => d.id === s.step);
  const next = TILLY_STEPS[i + 1];
  return next && next.id !== 'over' ? `${next.number} ${next.title.toLowerCase()}` : `1.1 of turn ${s.turn + 1}`;
}

/**
 * After `move --check` passed: the move itself, with its terrain and change of direction.
 * Only the menus go on to it (menusOnly); after a typed check the hint names the line.
 */
export function moveFollowUp(before: TillyState, after: TillyState): { hint: string; step: GuideStep; menusOnly: true } | null {
  const u = after.units.find((x) => x.checked && !before.units.find((y) => y.id === x.id)?.checked);
  if (!u) return null;
  const step = moveStep(after, u);
  if (step === null) return null;
  const asked: GuideStep = typeof step === 'string' ? { kind: 'confirm', message: `${step}?`, default: true, next: (yes) => (yes ? step : null) } : step;
  return { hint: `Now ${possessive(u.name)} move: move ${u.id} (help move).`, step: asked, menusOnly: true };
}
