/**
 * The guided menus of Jack Scruby's rules: the first question offers only the commands legal
 * now (this step's, when the scenario keeps the sequence), then the unit, then its target and
 * what the tool cannot see on the table, ending in the command line a game master would type.
 */
import { itWord, verb } from '../../../engine/english.js';
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { inPlay } from '../roster.js';
import type { ScrubyState, ScrubyUnit } from '../state.js';
import { SCRUBY_STEPS, stepDef } from '../steps.js';
import { isCavalry, isGun } from '../table.js';
import { accepted, acceptedWithVerdict, type Next, selectUnit, unitOf, verdictStep } from './guide-common.js';
import { chargeStep, fightTargets, fireStep, fireTargets, meleeStep, pursueStep } from './guide-fight.js';

const ORDERS = ['closed', 'open'] as const;
const FORMATIONS = ['line', 'column', 'square'] as const;

/** The `form` changes a unit may make now, as flags. */
function formChanges(s: ScrubyState, u: ScrubyUnit): GuideChoice[] {
  return ORDERS.flatMap((order) =>
    FORMATIONS.map((formation) => {
      const flags = `${order !== u.order ? ` --order ${order}` : ''}${formation !== u.formation ? ` --formation ${formation}` : ''}`;
      return { name: `${order} order, ${formation}`, value: flags };
    }),
  ).filter((c) => c.value !== '' && accepted(s, `form ${u.id}${c.value}`));
}

const mountedLike = (u: ScrubyUnit): boolean => isCavalry(u.type) || (u.type === 'dragoon' && u.mounted);

/** A scattered or retiring unit moves only as a retirement, in some formation it may retire in ("THE SCATTER RULE" 1). */
function advanceLegal(s: ScrubyState, u: ScrubyUnit): boolean {
  if (!(u.scattered || u.retiring)) return accepted(s, `advance ${u.id}`);
  return ['', ...FORMATIONS.map((f) => ` --formation ${f}`)].some((f) => accepted(s, `advance ${u.id} --retire${f}`));
}

function advanceStep(s: ScrubyState, u: ScrubyUnit): Next {
  const base = `advance ${u.id}${u.scattered || u.retiring ? ' --retire' : ''}`;
  const options = (line: string): Next => {
    const charge = mountedLike(u) && accepted(s, `${line} --charge`);
    const half = u.type === 'dragoon' && u.moved === 'none' && accepted(s, `${line} --half`);
    if (charge) return { kind: 'confirm', message: `Is it a charge move? (+2" for ${u.name})`, default: false, next: (yes) => (yes ? `${line} --charge` : line) };
    if (half) return { kind: 'confirm', message: `${verb(u, 'Does')} ${u.name} move only half, to mount or dismount after it? ("DRAGOONS" 3)`, default: false, next: (yes) => (yes ? `${line} --half` : line) };
    return line;
  };
  const others = FORMATIONS.filter((f) => f !== u.formation && accepted(s, `${base} --formation ${f}`));
  if (others.length === 0) return options(base);
  // A closed column of pikes may not retire as it is ("HEAVY PIKEMEN" closed 2): only the others are offered.
  const asIs = accepted(s, base) ? [{ name: `${u.formation}, as ${itWord(u)} ${verb(u, 'is')}`, value: '' }] : [];
  const choices = [...asIs, ...others.map((f) => ({ name: `into ${f}`, value: ` --formation ${f}` }))];
  return {
    kind: 'select',
    message: `In which formation ${verb(u, 'does')} ${u.name} move?`,
    choices,
    default: choices[0]?.value ?? '',
    next: (f) => options(`${base}${f}`),
  };
}

function crewChoices(s: ScrubyState, g: ScrubyUnit): GuideChoice[] {
  const moves = (['retire', 'return'] as const).filter((w) => accepted(s, `crew ${g.id} ${w}`)).map((w) => ({ name: w === 'retire' ? 'the gunners retire behind the pikes' : 'the gunners return to the gun', value: ` ${w}` }));
  const from = s.units.filter((x) => x.id !== g.id && isGun(x.type) && accepted(s, `crew ${g.id} --from ${x.id}`)).map((x) => ({ name: `man it with the gunners of ${x.name}`, value: ` --from ${x.id}` }));
  return [...moves, ...from];
}

function captureChoices(s: ScrubyState, g: ScrubyUnit): GuideChoice[] {
  const release = accepted(s, `capture ${g.id} --release`) ? [{ name: 'the gun is no longer held', value: ' --release' }] : [];
  const by = holders(s, g).map((x) => ({ name: `held by ${x.name} (${x.id})`, value: ` --by ${x.id}` }));
  return [...release, ...by];
}

/** Enemy troops that may hold the gun: any but guns. Whether one may is the same for all, so one dry run says it. */
function holders(s: ScrubyState, g: ScrubyUnit): ScrubyUnit[] {
  const list = s.units.filter((x) => x.side !== g.side && !isGun(x.type) && inPlay(x, s.options.roster));
  return list[0] && accepted(s, `capture ${g.id} --by ${list[0].id}`) ? list : [];
}

const choose = (message: string, choices: readonly GuideChoice[], line: string): Next =>
  choices.length === 0 ? null : { kind: 'select', message, choices, default: choices[0]?.value as string, next: (v) => `${line}${v}` };

/** What each command asks, for each unit, in menu order; `unitStep` null means the unit ends the line. */
interface MenuCommand {
  readonly name: string;
  readonly what: string;
  /** The question that picks the unit, as a sentence: "Which unit fires?" */
  readonly who: string;
  /** May this unit do it now? */
  readonly legal: (s: ScrubyState, u: ScrubyUnit) => boolean;
  readonly step: (s: ScrubyState, u: ScrubyUnit) => Next;
}

const simple = (name: string, what: string, who: string): MenuCommand => ({ name, what, who, legal: (s, u) => accepted(s, `${name} ${u.id}`), step: (_s, u) => `${name} ${u.id}` });

const MENU: readonly MenuCommand[] = [
  { name: 'advance', what: 'move a unit (its allowance, itemised)', who: 'Which unit moves?', legal: advanceLegal, step: advanceStep },
  {
    name: 'form',
    what: 'change order or formation',
    who: 'Which unit changes its order or formation?',
    legal: (s, u) => formChanges(s, u).length > 0,
    step: (s, u) => choose(`Which order and formation ${verb(u, 'does')} ${u.name} take?`, formChanges(s, u), `form ${u.id}`),
  },
  simple('mount', 'dragoons mount their horses', 'Which dragoons mount?'),
  simple('dismount', 'dragoons dismount to fight on foot', 'Which dragoons dismount?'),
  { name: 'fire', what: 'musket, pistol or gun fire', who: 'Which unit fires?', legal: (s, u) => fireTargets(s, u, 'fire', true).length > 0, step: (s, u) => fireStep(s, u, 'fire') },
  { name: 'counter-battery', what: 'a gun fires at an enemy gun', who: 'Which gun fires counter-battery?', legal: (s, u) => isGun(u.type) && fireTargets(s, u, 'counter-battery', true).length > 0, step: (s, u) => fireStep(s, u, 'counter-battery') },
  { name: 'reload', what: 'a unit spends this move reloading', who: 'Which unit reloads?', legal: (s, u) => !s.options.autoReload && accepted(s, `reload ${u.id}`), step: (_s, u) => `reload ${u.id}` },
  { name: 'charge', what: 'a charge move, and the defender\'s answer', who: 'Which unit charges?', legal: (s, u) => fightTargets(s, u, 'charge', true).length > 0, step: chargeStep },
  { name: 'melee', what: 'fight a melee', who: 'Which unit attacks in the melee?', legal: (s, u) => fightTargets(s, u, 'melee', true).length > 0, step: meleeStep },
  simple('scatter', 'the loser of a melee scatters, a die a stand', 'Which unit scatters?'),
  { name: 'pursue', what: 'cavalry pursue a defeated unit', who: 'Which cavalry pursue?', legal: (s, u) => fightTargets(s, u, 'pursue', true).length > 0, step: pursueStep },
  simple('bonus', 'the winner of a melee takes a bonus move', 'Which unit takes a bonus move?'),
  { name: 'rally', what: 'a scattered or retiring unit tries its UE', who: 'Which unit tries to rally?', legal: (s, u) => acceptedWithVerdict(s, `rally ${u.id}`), step: (s, u) => verdictStep(s, `rally ${u.id}`, u.name) },
  {
    name: 'crew',
    what: 'gunners retire, return, or man another gun',
    who: "Which gun's gunners move?",
    legal: (s, u) => isGun(u.type) && (['retire', 'return'].some((w) => accepted(s, `crew ${u.id} ${w}`)) || crewChoices(s, u).length > 0),
    step: (s, u) => choose(`What do the gunners of ${u.name} do?`, crewChoices(s, u), `crew ${u.id}`),
  },
  {
    name: 'capture',
    what: 'an enemy unit holds a gun, or lets it go',
    who: 'Which gun is held, or let go?',
    legal: (s, u) => isGun(u.type) && captureChoices(s, u).length > 0,
    step: (s, u) => choose(`Who holds ${u.name}?`, captureChoices(s, u), `capture ${u.id}`),
  },
];

/** Commands this step allows (all of them when the scenario drops the sequence). */
const stepAllows = (s: ScrubyState, name: string): boolean => !s.options.sequence || stepDef(s.step).commands.includes(name);

function nextWords(s: ScrubyState): string {
  const i = SCRUBY_STEPS.findIndex((d) => d.id === s.step);
  const following = SCRUBY_STEPS[i + 1];
  return following ? `go on to the ${following.title.toLowerCase()} step` : `end game move ${s.turn} (reloads, retirements, captures)`;
}

export function scrubyGuide(s: ScrubyState): GuideStep | null {
  if (s.outcome !== null) return null;
  const units = s.units.filter((u) => inPlay(u, s.options.roster));
  // One legal unit is enough to offer a command; the others are found once it is chosen (each is a dry run).
  const offers = MENU.filter((c) => stepAllows(s, c.name) && units.some((u) => c.legal(s, u)));
  const choices: GuideChoice[] = [...offers.map((c) => ({ name: `${c.name}: ${c.what}`, value: c.name })), { name: `next: ${nextWords(s)}`, value: 'next' }];
  return {
    kind: 'select',
    message: `Game move ${s.turn}, ${stepDef(s.step).title.toLowerCase()}: what now?`,
    choices,
    default: choices[0]?.value as string,
    next: (value) => {
      if (value === 'next') return 'next';
      const offer = offers.find((c) => c.name === value);
      if (!offer) return null;
      const ids = units.filter((u) => offer.legal(s, u)).map((u) => u.id);
      return selectUnit(s, offer.who, ids, (id) => offer.step(s, unitOf(s, id)));
    },
  };
}
