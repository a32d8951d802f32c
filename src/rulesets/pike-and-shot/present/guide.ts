/**
 * The guided menus of Pike & Shot: the first question offers only what is legal now (a
 * retreat that waits, an advance, the phase's moves or combats, reactions, a fortune of war,
 * the next phase), then the unit, then its target, then what only the map shows; each path
 * ends in the command line a game master would type. The dialogues are in guide-move.ts and
 * guide-combat.ts; every line they offer passes a dry run of the engine.
 */
import { sideSubject } from '../../../engine/english.js';
import type { GuideChoice, GuideStep } from '../../../present/guide.js';
import { inPlay } from '../helpers.js';
import type { PsState, PsUnit } from '../state.js';
import { PS_STEPS, stepDef } from '../steps.js';
import { advanceLines, fighters, fightStep, fireStep, firers, fortuneOpen, fortuneStep, reactors, reactStep, recoverers, recoverStep, retreatStep } from './guide-combat.js';
import { accepted, type Next, selectOf, selectUnit } from './guide-common.js';
import { declarables, declareStep } from './guide-declare.js';
import { captureLines, flipLines, leaderHexStep, leaderLines, looseLines, movers, moveStep, regainLines, walkingLeaders } from './guide-move.js';

interface Option {
  readonly name: string;
  readonly step: () => Next;
}

const unitById = (s: PsState, id: string): PsUnit => s.units.find((u) => u.id === id) as PsUnit;
const pick = (message: string, lines: readonly GuideChoice[]): (() => Next) => () => selectOf(message, lines, (line) => line);

/** Every option open now, each known to lead to at least one accepted line. */
function options(s: PsState): Option[] {
  const out: Option[] = [];
  const add = (name: string, ok: boolean, step: () => Next) => {
    if (ok) out.push({ name, step });
  };
  // 6.3, 6.4: retreats first; reactions to them and fortunes of war may come between.
  for (const p of s.pending) {
    const u = unitById(s, p.unit);
    add(`${p.rout ? 'rout' : 'retreat'}: ${u.name}`, retreatStep(s, u) !== null, () => retreatStep(s, u));
  }
  const advance = advanceLines(s);
  add('advance after combat (6.6)', advance.length > 0, pick('Advance where?', advance));
  if (s.step === 'weather') add('record the weather check (3.1 I)', s.weather === null && accepted(s, 'weather fair'), pick('The weather check gives?', [{ name: 'fair', value: 'weather fair' }, { name: 'foul', value: 'weather foul' }]));
  const kind = stepDef(s.step).kind;
  if (kind === 'move' || s.fowMove !== null || s.fowMoved !== null) {
    const units = movers(s);
    add('move a unit (4.0)', units.length > 0, () => selectUnit('Which unit moves?', units, (id) => moveStep(s, unitById(s, id))));
  }
  if (kind === 'move') {
    const leaders = leaderLines(s);
    add('move a leader to a unit (7.1)', leaders.length > 0, pick('Which leader joins which unit?', leaders));
    add('move a leader to a hex (7.1)', walkingLeaders(s).length > 0, () => leaderHexStep(s));
    const loose = looseLines(s);
    add('loose shotte (10.2)', loose.length > 0, pick('Which unit looses its shotte, and where?', loose));
    const regain = regainLines(s);
    add('regain shotte (10.2)', regain.length > 0, pick('Which unit regains its shotte?', regain));
    const flip = flipLines(s);
    add('flip a light cannon (12.7)', flip.length > 0, pick('Which light cannon, to which side?', flip));
    const capture = captureLines(s);
    add('capture a gun (12.6, 12.7)', capture.length > 0, pick('Which unit enters which gun\'s hex?', capture));
  }
  if (kind === 'combat') {
    const fire = firers(s);
    add('fire (5.3, 12.2)', fire.length > 0, () => selectUnit('Which unit fires?', fire, (id) => fireStep(s, unitById(s, id))));
    const melee = fighters(s, 'melee');
    add('melee (5.4)', melee.length > 0, () => selectUnit('Which unit attacks in melee?', melee, (id) => fightStep(s, unitById(s, id), 'melee')));
    const charge = fighters(s, 'charge');
    add('charge (11.7)', charge.length > 0, () => selectUnit('Which cavalry charges?', charge, (id) => fightStep(s, unitById(s, id), 'charge')));
    const recover = recoverers(s);
    add('recover from disorder (6.2)', recover.length > 0, () => selectUnit('Which unit tries to recover?', recover, (id) => recoverStep(s, unitById(s, id))));
    // 5.2: before the first attack on a defender, every unit to attack it is declared.
    const declare = declarables(s);
    add('declare several attacks on one defender (5.2)', declare.length > 0, () => declareStep(s, declare));
  }
  if (kind === 'move' || s.pending.length > 0 || s.fowMoved !== null) {
    const react = reactors(s, false);
    add(s.pending.length > 0 ? 'react to a retreating unit (6.3)' : kind === 'move' ? 'react to a move (4.5, 11.4)' : 'react to the fortune of war move (6.5)', react.length > 0, () => selectUnit('Which unit reacts?', react, (id) => reactStep(s, unitById(s, id), false)));
  }
  add('play a fortune of war (6.5)', fortuneOpen(s), () => fortuneStep(s));
  add(`next: ${nextWords(s)}`, accepted(s, 'next'), () => 'next');
  return out;
}

function nextWords(s: PsState): string {
  const i = PS_STEPS.findIndex((d) => d.id === s.step);
  const after = PS_STEPS.slice(i + 1).find((d) => d.id !== 'weather' || s.rules.weather !== null);
  if (s.step === 'end') return s.turn >= s.rules.turns ? 'end the battle and work out the victory' : `turn ${s.turn + 1}`;
  return after ? `phase ${after.number}, ${after.title.toLowerCase()}` : 'on';
}

export function psGuide(s: PsState): GuideStep | null {
  if (s.step === 'over') return null;
  const open = options(s);
  if (open.length === 0) return null;
  const def = stepDef(s.step);
  const side = def.player === null ? '' : `, ${sideSubject(s.sides[def.player === 'first' ? s.firstPlayer : s.firstPlayer === 0 ? 1 : 0].name)}`;
  const waiting = s.pending.filter((p) => inPlay(unitById(s, p.unit))).length;
  return {
    kind: 'select',
    message: `Turn ${s.turn}, phase ${def.number} (${def.title.toLowerCase()}${side}): what now?${waiting > 0 ? ` (${waiting === 1 ? 'a retreat' : `${waiting} retreats`} first)` : ''}`,
    choices: open.map((o, i) => ({ name: o.name, value: String(i) })),
    default: '0',
    next: (value) => open[Number(value)]?.step() ?? null,
  };
}
