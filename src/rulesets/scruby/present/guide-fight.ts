/**
 * The guided menus for fighting in Jack Scruby's rules: fire (target, range, how it fires,
 * with how many stands), counter-battery, the charge and the defender's answer, the melee
 * (flank or rear, swordsmen under the pikes, unsupported musketeers, a broken square) and
 * cavalry pursuit. Each ends in the command line a game master would type.
 */
import { isPlural, its, itWord, verb } from '../../../engine/english.js';
import type { GuideChoice } from '../../../present/guide.js';
import { type ChargeAnswer, chargeAnswers } from '../charge.js';
import { planFire } from '../fire.js';
import { parseScruby } from '../parse.js';
import { inPlay, rowOf, rowType, standsLeft } from '../roster.js';
import type { ScrubyState, ScrubyUnit } from '../state.js';
import { isGun, isPike, outOfRange } from '../table.js';
import { shockAgainst, shockWithoutCharge } from '../answer.js';
import { gunBands } from '../artillery.js';
import { accepted, acceptedWithVerdict, type Next, selectUnit, unitOf, verdictStep } from './guide-common.js';
import { possessive } from '../../../present/words.js';

/** The enemies of `u` still on the table. */
const enemiesOf = (s: ScrubyState, u: ScrubyUnit): ScrubyUnit[] => s.units.filter((t) => t.side !== u.side && inPlay(t, s.options.roster));

/** The ranges a unit fires at, and the range offered first (the end of its closest band). */
export function rangeLimits(s: ScrubyState, u: ScrubyUnit): { min: number; max: number; first: number; invalid: (range: number) => string | null } | null {
  const gun = isGun(u.type);
  const bands = gun ? gunBands(s, u.type as 'large-gun' | 'small-gun') : rowOf(u).fire;
  const first = bands[0];
  const last = bands.at(-1);
  if (!first || !last) return null;
  // The engine's words for a range it refuses (a fraction counts as the next whole inch).
  const who = gun ? `a ${u.type.replace('-', ' ')} fires` : `${rowOf(u).name.toLowerCase()} fire`;
  const invalid = (range: number) => (Math.ceil(range) < first.min || Math.ceil(range) > last.max ? outOfRange(bands, range, who) : null);
  return { min: first.min, max: last.max, first: first.max, invalid };
}

/** Ways of firing: a plain volley, a caracole, the musketeers' split moves, both pistols. */
const FIRE_MODES: readonly GuideChoice[] = [
  { name: 'a plain volley', value: '' },
  { name: 'a caracole: every stand of the column fires', value: ' --caracole' },
  { name: 'split move: advance 3", fire, retire 3"', value: ' --split advance' },
  { name: 'fire and retire 6"', value: ' --split retire' },
  { name: 'both pistols: double kill, then a full move standing to reload', value: ' --both-pistols' },
  { name: 'a caracole with both pistols', value: ' --caracole --both-pistols' },
];

/** Every other way of firing is refused when neither a plain volley nor a caracole is allowed. */
const TARGET_MODES = ['', ' --caracole'];

const canFireAt = (s: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, command: 'fire' | 'counter-battery', range: number): boolean =>
  (command === 'fire' ? TARGET_MODES : ['']).some((m) => accepted(s, `${command} ${u.id} at ${t.id} --range ${range}${m}`));

/** Targets `u` may fire at now (`command` is fire or counter-battery); `any` stops at the first. */
export function fireTargets(s: ScrubyState, u: ScrubyUnit, command: 'fire' | 'counter-battery', any = false): string[] {
  const r = rangeLimits(s, u);
  if (!r) return [];
  const enemies = enemiesOf(s, u);
  if (any) {
    const first = enemies.find((t) => canFireAt(s, u, t, command, r.first));
    return first ? [first.id] : [];
  }
  return enemies.filter((t) => canFireAt(s, u, t, command, r.first)).map((t) => t.id);
}

export function fireStep(s: ScrubyState, u: ScrubyUnit, command: 'fire' | 'counter-battery'): Next {
  const r = rangeLimits(s, u);
  if (!r) return null;
  const whom = command === 'fire' ? 'Which enemy' : 'Which enemy gun';
  return selectUnit(s, `${whom} ${verb(u, 'does')} ${u.name} fire at?`, fireTargets(s, u, command), (t) => ({
    kind: 'number',
    message: `How far is it from ${u.name} to ${unitOf(s, t).name}, in inches, as measured on the table? (${r.min}–${r.max}")`,
    default: r.first,
    min: r.min,
    max: r.max,
    invalid: r.invalid,
    // A tape measure gives halves: 12.5" is taken, and read as the next whole inch (table.ts).
    step: 'any',
    next: (range) => {
      const base = `${command} ${u.id} at ${t} --range ${range}`;
      return command === 'fire' ? fireMode(s, u, unitOf(s, t), base) : base;
    },
  }));
}

function fireMode(s: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, base: string): Next {
  const modes = FIRE_MODES.filter((m) => accepted(s, `${base}${m.value}`));
  if (modes.length === 0) return null;
  if (modes.length === 1) return fireStands(s, u, t, `${base}${modes[0]?.value}`);
  return { kind: 'select', message: `How ${verb(u, 'does')} ${u.name} fire?`, choices: modes, default: modes[0]?.value as string, next: (m) => fireStands(s, u, t, `${base}${m}`) };
}

/** How many stands fire, asked when there is a choice; the engine's own choice is offered first. */
function fireStands(s: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, line: string): Next {
  if (isGun(u.type)) return line;
  const action = parseScruby(s, line);
  if (!action.ok) return null;
  const plan = planFire(s, u, t, action.value);
  if (!plan.ok) return null;
  let max = plan.value.stands;
  while (max < standsLeft(u, s.options.roster) && accepted(s, `${line} --stands ${max + 1}`)) max += 1;
  if (max <= 1) return line;
  const fallback = plan.value.stands;
  return {
    kind: 'number',
    message: `How many stands of ${u.name} fire? (1–${max}; the text advises holding back at least half)`,
    default: fallback,
    min: 1,
    max,
    next: (n) => (n === fallback ? line : `${line} --stands ${n}`),
  };
}

/** Enemies `u` may charge, fight or pursue now; `any` stops at the first. */
export function fightTargets(s: ScrubyState, u: ScrubyUnit, command: 'charge' | 'melee' | 'pursue', any = false): string[] {
  // Closed pikes are open to cavalry in flank or rear ("PIKEMEN" 2): a target any face allows.
  const faces = command === 'pursue' ? [''] : FACES;
  const can = (t: ScrubyUnit) => faces.some((f) => acceptedWithVerdict(s, `${command} ${u.id} at ${t.id}${f}`));
  const enemies = enemiesOf(s, u);
  if (any) {
    const first = enemies.find(can);
    return first ? [first.id] : [];
  }
  return enemies.filter(can).map((t) => t.id);
}

type Answer = ChargeAnswer | 'none';

/**
 * The answers in words for the defender `t`: plural units "stand" and "try their UE". What an
 * answer does to the shock is said only where there is shock (`shock`): foot have no shock power
 * to keep or lose ("CAVALRY" 1), nor cavalry against a square.
 */
const responses = (t: ScrubyUnit, shock: boolean): readonly (GuideChoice & { readonly answer: Answer })[] => {
  const they = itWord(t);
  const tries = `${they} ${verb(t, 'tries')} ${its(t)} UE`;
  const onShock = (words: string): string => (shock ? ` (${words})` : '');
  return [
    { name: `no answer: ${they} ${verb(t, 'stands')}`, value: ' --response none', answer: 'none' },
    { name: `${tries} to set ${isPlural(t) ? 'themselves' : 'itself'} in motion${onShock('cancels the shock')}`, value: ' --response motion', answer: 'motion' },
    { name: `${tries} to volley${onShock('the shock stands')}`, value: ' --response volley', answer: 'volley' },
  ];
};

/**
 * How `t` answers `what` on the line `base`: only the answers `open` to it that the engine
 * takes. `then` goes on with the line and the answer chosen. Null when it has no answer to give.
 */
function answerStep(s: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, base: string, what: string, open: readonly ChargeAnswer[], then: (line: string, answer: Answer) => Next): Next {
  const answers = responses(t, shockAgainst(u, t)).filter((r) => (r.answer === 'none' || open.includes(r.answer)) && acceptedWithVerdict(s, `${base}${r.value}`));
  if (answers.length <= 1) return null;
  return {
    kind: 'select',
    message: `How ${verb(t, 'does')} ${t.name} answer ${what}?`,
    choices: answers.map(({ name, value }) => ({ name, value })),
    default: answers[0]?.value as string,
    next: (value) => then(`${base}${value}`, answers.find((a) => a.value === value)?.answer ?? 'none'),
  };
}

/**
 * How `t` answers the charge `base` (a whole line), then the UE verdict when the scenario leaves
 * it to the game master. Shared by the menus and the question a typed line is asked (questions.ts).
 */
export function chargeAnswerStep(s: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, base: string, what: 'the charge' | 'the attack' = 'the charge'): Next {
  return answerStep(s, u, t, base, what, chargeAnswers(s, u, t), (line) => verdictStep(s, line, `${possessive(t.name)} answer`));
}

export function chargeStep(s: ScrubyState, u: ScrubyUnit): Next {
  return selectUnit(s, `Which enemy ${verb(u, 'does')} ${u.name} charge?`, fightTargets(s, u, 'charge'), (id) => {
    const t = unitOf(s, id);
    const answer = (line: string): Next => chargeAnswerStep(s, u, t, line) ?? line;
    return gunSquareStep(s, u, t, `charge ${u.id} at ${id}`, (line) => faceStep(s, u, t, line, answer));
  });
}

/**
 * Whether the gun `t` stands in a square of its side, counted as part of it ("INFANTRY
 * SQUARES" 1): asked only when the gun's side has a square the line can name. A square of
 * pikes lets cavalry in only through a broken face (3, 7), and its choice says so; so does any
 * square that defends its gun (gunDefendedBySquare).
 */
function gunSquareStep(s: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, line: string, then: (line: string) => Next): Next {
  if (!isGun(t.type) || u.charge?.target === t.id) return then(line);
  const choices: GuideChoice[] = acceptedWithVerdict(s, line) ? [{ name: 'no: it stands alone', value: line }] : [];
  for (const x of s.units.filter((v) => v.side === t.side && v.formation === 'square' && inPlay(v, s.options.roster))) {
    const whole = `${line} --in-square ${x.id}`;
    if (acceptedWithVerdict(s, whole)) choices.push({ name: `in ${possessive(x.name)} square (${x.id})`, value: whole });
    else if (acceptedWithVerdict(s, `${whole} --broken-square`)) choices.push({ name: `in ${possessive(x.name)} square (${x.id}), through a broken face`, value: `${whole} --broken-square` });
  }
  if (choices.length <= 1) return then(choices[0]?.value ?? line);
  return {
    kind: 'select',
    message: s.options.gunDefendedBySquare
      ? `Does ${t.name} stand in a square, counted as part of it? (while the square stands, attack the square itself; the gun is reached only through a broken face, and cavalry lose their shock)`
      : `Does ${t.name} stand in a square, counted as part of it? (cavalry then lose their shock, and reach a pike square only through a broken face)`,
    choices,
    default: choices[0]?.value as string,
    next: then,
  };
}

// A broken square's face is struck as a face: cavalry may attack pikes only so ("INFANTRY SQUARES" 3, 7).
const FACES = ['', ' --flank', ' --rear', ' --broken-square'] as const;
/** Each face in words, all alike ("the front", "the flank"), never a flag's hyphen. */
const FACE_NAMES: Record<(typeof FACES)[number], string> = { '': 'the front', ' --flank': 'the flank', ' --rear': 'the rear', ' --broken-square': 'a broken face of the square' };

/**
 * Which face of pikes is struck ("PIKEMEN" 2), asked only where it matters: pikes in closed
 * order, and not for the melee of a charge, which chose its face. Open pikes are caught
 * whatever the face.
 */
function faceStep(s: ScrubyState, u: ScrubyUnit, t: ScrubyUnit, line: string, then: (line: string) => Next): Next {
  // The charge chose its face (the front unless it named another): its melee is not asked again.
  const charged = u.charge?.target === t.id;
  // A square's broken face may be the only way in whatever the pikes' order ("INFANTRY SQUARES" 3, 7): not asked then.
  if (!charged && t.formation === 'square' && !acceptedWithVerdict(s, line) && acceptedWithVerdict(s, `${line} --broken-square`)) return then(`${line} --broken-square`);
  if (!isPike(rowType(t)) || t.order === 'open' || charged) return then(line);
  const open = FACES.filter((f) => acceptedWithVerdict(s, `${line}${f}`));
  // A broken face is asked after the swordsmen (meleeStep), unless it is the only way in.
  const faces = open.includes('') ? open.filter((f) => f !== ' --broken-square') : open;
  if (faces.length <= 1) return then(`${line}${faces[0] ?? ''}`);
  return {
    kind: 'select',
    message: `Which face of ${t.name} ${verb(u, 'does')} ${u.name} strike? (pikes caught in flank or rear kill half, and the attacker double)`,
    choices: faces.map((f) => ({ name: FACE_NAMES[f], value: f })),
    default: faces[0] as string,
    next: (f) => then(`${line}${f}`),
  };
}

const isSwordsman = (u: ScrubyUnit): boolean => u.type === 'swordsman' || u.type === 'long-swordsman';

/** The melee's questions, one after another, each adding its flag to the line. */
export function meleeStep(s: ScrubyState, u: ScrubyUnit): Next {
  // The unit it charged comes first, the choice made already ("THE MELEE").
  const charged = u.charge?.target;
  const targets = fightTargets(s, u, 'melee').sort((x, y) => Number(y === charged) - Number(x === charged));
  return selectUnit(s, `Which enemy ${verb(u, 'does')} ${u.name} fight?`, targets, (id) => {
    const t = unitOf(s, id);
    const questions: ((line: string) => Next)[] = [];
    const then = (i: number, line: string, answer: Answer = 'none'): Next => {
      const q = questions[i];
      // An answer given is the test asked (shockWithChargeOnly off; only with the outcome left open).
      const tested = answer !== 'none' ? `${possessive(t.name)} answer` : 'the unit tested (swordsmen against closed pikes, or the loser\'s post-melee morale)';
      return q ? q(line) : verdictStep(s, line, tested);
    };
    const ask = (i: number) => (line: string) => then(i, line);
    questions.push((line) => gunSquareStep(s, u, t, line, (l) => faceStep(s, u, t, l, ask(1))));
    const swordsmen = (flag: string, side: ScrubyUnit, n: number) => (line: string): Next => {
      const list = s.units.filter((x) => x.side === side.side && isSwordsman(x) && inPlay(x, s.options.roster) && x.id !== u.id && acceptedWithVerdict(s, `${line} --${flag} ${x.id}`));
      if (list.length === 0) return then(n, line);
      return {
        kind: 'select',
        // The list holds only the unit's own side's swordsmen: the question needs not name the side.
        message: `Are swordsmen ranked behind ${side.name}, to slip under the pikes? (the high die decides)`,
        choices: [{ name: 'no swordsmen', value: '' }, ...list.map((x) => ({ name: `${x.name} (${x.id})`, value: x.id }))],
        default: '',
        next: (x) => then(n, x === '' ? line : `${line} --${flag} ${x}`),
      };
    };
    questions.push(swordsmen('swordsmen', u, 2), swordsmen('enemy-swordsmen', t, 3));
    questions.push((line) => {
      if (rowType(t) !== 'musketeer' || !acceptedWithVerdict(s, `${line} --unsupported`)) return then(4, line);
      return { kind: 'confirm', message: `${verb(t, 'Is')} ${t.name} more than 6" from friendly pikes or cavalry? (unsupported musketeers lose at once)`, default: false, next: (yes) => then(4, yes ? `${line} --unsupported` : line) };
    });
    questions.push((line) => {
      // Cavalry reach pikes in a square only through a broken face, already on the line (faceStep).
      // The melee of a charge strikes the face its charge chose: not asked again (before 0.6.0 it was, and "no" was overruled).
      if (t.formation !== 'square' || u.charge?.target === t.id || line.includes('--broken-square') || !acceptedWithVerdict(s, `${line} --broken-square`)) return then(5, line);
      // The only way in (cavalry against a square, "INFANTRY SQUARES" 3, 7), as faceStep does for closed pikes: not asked.
      if (!acceptedWithVerdict(s, line)) return then(5, `${line} --broken-square`);
      return { kind: 'confirm', message: `Is a face of ${possessive(t.name)} square broken?`, default: false, next: (yes) => then(5, yes ? `${line} --broken-square` : line) };
    });
    // shockWithChargeOnly off: cavalry attack with shock without a charge, and the defender may answer ("CAVALRY" 1a).
    questions.push((line) => {
      const open = shockWithoutCharge(s, u, t) ? chargeAnswers(s, u, t) : [];
      return answerStep(s, u, t, line, `${possessive(u.name)} attack`, open, (answered, answer) => then(6, answered, answer)) ?? then(6, line);
    });
    return then(0, `melee ${u.id} at ${id}`);
  });
}

export function pursueStep(s: ScrubyState, u: ScrubyUnit): Next {
  return selectUnit(s, `Which enemy ${verb(u, 'does')} ${u.name} pursue?`, fightTargets(s, u, 'pursue'), (id) => ({
    kind: 'confirm',
    message: `Do supporting troops engage ${u.name} before ${itWord(u)} ${verb(u, 'strikes')} ${unitOf(s, id).name}? (then no automatic defeat)`,
    default: false,
    next: (engaged) => `pursue ${u.id} at ${id}${engaged ? ' --engaged' : ''}`,
  }));
}
