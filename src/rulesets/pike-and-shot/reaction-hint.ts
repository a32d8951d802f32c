/**
 * 4.5, 11.4, 6.5, 7.1: after a unit's move (a fortune of war's too) or a leader's alone, the
 * enemy units that may react to it now, with the command each would type. The game master
 * need not look for them on the map: the hexes say. Each command named is one the rules
 * accept as it stands.
 */
import { its, itWord, listWords, them, verb } from '../../engine/english.js';
import { possessive } from '../../present/words.js';
import type { ReactRequest } from './actions.js';
import { mootFire } from './combat.js';
import { inPlay, moveGoesOn } from './helpers.js';
import { exposedLeaders } from './leaders.js';
import { earlierPivotFor } from './pivot-reaction.js';
import { answersStep, firesWhereItStands, freeHexesBetween, leaderReactPlan, pivotedHere, reactPlan, stepOnWord, untakenStepFrom } from './reactions.js';
import type { PsEvent } from './events.js';
import type { PsState, PsUnit } from './state.js';
import { reachesExit, stepBack } from './step-back.js';
import { leaderStepWords } from './leader-step.js';
import { isMoveStep } from './steps.js';
import { isGun, isInfantry, movementReactions } from './units.js';

/** What the hint reads of a unit or a leader moving alone (mover.ts's Mover, narrowed). */
type Moving = Pick<PsUnit, 'id' | 'name' | 'side' | 'hex'>;
/** Whether the rules accept this reaction by `e` as it stands (from `to`, the hex between, 11.4). */
type Accepts = (e: PsUnit, how: ReactRequest['how'], to?: string) => boolean;

/** "Smaland Horse may react (4.5, 11.4): react B4 melee|charge A5.", or null when no unit may. */
export function reactionHint(s: PsState, mover: string): string | null {
  const request = (e: PsUnit, how: ReactRequest['how'], to?: string): ReactRequest => ({ kind: 'react', unit: e.id, how, target: mover, pursue: false, ...(to ? { to } : {}) });
  const unit = s.units.find((u) => u.id === mover);
  if (unit) {
    const moving = (isMoveStep(s) && moveGoesOn(s, mover)) || s.fowMoved === mover;
    return moving ? hint(s, unit, (e, how, to) => reactPlan(s, request(e, how, to)).ok, `${s.fowMoved === mover ? '6.5, ' : ''}4.5, 11.4`) : null;
  }
  const leader = s.leaders.find((l) => l.id === mover);
  // 7.1: a leader moving alone draws reactions as a unit does; his retreat before a melee is asked then.
  if (!leader || !isMoveStep(s) || s.moving?.unit !== mover) return null;
  return hint(s, leader, (e, how, to) => leaderReactPlan(s, request(e, how, to), false, true)?.ok === true, '4.5, 7.1, 11.4');
}

function hint(s: PsState, t: Moving, accepts: Accepts, cite: string): string | null {
  if (t.hex === null) return null;
  const open = s.units.filter((e) => e.side !== t.side && inPlay(e) && !isGun(e.type) && e.hex !== null).flatMap((e) => reactionOf(s, e, t, accepts));
  if (open.length === 0) return null;
  const first = open.flatMap((o) => counterFire(s, t, o.unit, o.tos));
  const idle = s.units.some((u) => u.id === t.id) ? open.flatMap((o) => idleFire(s, o.unit, t.id)) : [];
  return [`${listWords(open.map((o) => o.name))} may react (${cite}): ${open.map((o) => o.command).join('; ')}.`, ...oneHex(open, t), ...untakenStep(s, t, open), ...idle, ...first].join(' ');
}

/**
 * 4.5, 11.4: cavalry reaching the hex the last step left, whose melee is still fought where the
 * mover stands, because tyw cannot tell that step's MP (terrain named on a leg of several hexes).
 */
function untakenStep(s: PsState, t: Moving, open: readonly { name: string; untaken: string | null }[]): string[] {
  const by = open.filter((o) => o.untaken !== null);
  const from = by[0]?.untaken;
  const mover = s.units.find((u) => u.id === t.id);
  if (from === undefined || from === null || mover === undefined) return [];
  const melees = by.length > 1 ? 'those melees are' : `${possessive(by[0]?.name ?? '')} melee is`;
  return [`tyw cannot tell the MP of ${possessive(mover.name)} last step (terrain named on a leg of several hexes), so ${melees} fought in ${t.hex}, not in ${from}, the hex that step left (4.5); to fight there, undo and enter the move in one-hex legs.`];
}

/** 4.5: all reactions to one move are fought against one hex: when those offered differ, the first fought fixes it. */
function oneHex(open: readonly { at: string | null }[], t: Moving): string[] {
  const hexes = [...new Set(open.flatMap((o) => (o.at === null ? [] : [o.at])))];
  if (hexes.length < 2) return [];
  return [`All reactions to one move are fought against the same hex (4.5): the first reaction fought fixes it (${hexes.join(' or ')}); after it, the others are fought against ${t.id} in that hex, or not at all.`];
}

/**
 * 5.3, 6.1: reaction fire no face of whose column can change anything (a light cannon fired on,
 * 12.4; a column of NE and fortunes of war, which a movement phase gives none of, 6.5) rolls no
 * die, as plain fire does: the hint says so, so the game master need not ask for it. A leader
 * in the hex fired on still takes his casualty check (7.4), so that fire is not idle.
 */
function idleFire(s: PsState, e: PsUnit, target: string): string[] {
  const moot = idleFireWhy(s, e, target, false);
  return moot === null ? [] : [`${possessive(e.name)} fire can change nothing (${moot}): it would roll no die (5.3).`];
}

/** Why `e`'s reaction fire at `target` (a fortune of war's, 6.5, with `fortune`) can change nothing, or null when it can or is refused. */
export function idleFireWhy(s: PsState, e: PsUnit, target: string, fortune: boolean): string | null {
  const r = reactPlan(s, { kind: 'react', unit: e.id, how: 'fire', target, pursue: false }, fortune);
  if (!r.ok || r.value.plan.kind !== 'fire' || exposedLeaders(r.value.state, r.value.plan).length > 0) return null;
  return mootFire(r.value.state.rules.crt, r.value.plan);
}

/**
 * 11.4: cavalry reacting through a hex between may first be fired on there by the moving
 * player's infantry next to that hex. That fire comes after the cavalry's move and before its
 * melee, so it is typed before the cavalry's reaction (once that is typed, the fire is refused).
 */
function counterFire(s: PsState, t: Moving, c: PsUnit, tos: readonly string[]): string[] {
  const infantry = s.units.filter((u) => u.side === t.side && inPlay(u) && u.hex !== null && isInfantry(u.type));
  const byHex = tos.map((h) => ({ h, ids: infantry.filter((u) => reactPlan(s, { kind: 'react', unit: u.id, how: 'fire', target: c.id, pursue: false, to: h }).ok).map((u) => u.id).join(',') })).filter((x) => x.ids !== '');
  if (byHex.length === 0) return [];
  // Hexes between with different firers name each hex's.
  const same = byHex.every((x) => x.ids === byHex[0]?.ids) && byHex.length === tos.length;
  const flags = same ? `--counter-fire ${byHex[0]?.ids ?? ''}` : byHex.map((x) => `--counter-fire ${x.ids} with --to ${x.h}`).join(', or ');
  // The hex entered is named when there is one only (with several, each is named with its --to).
  const into = tos.length === 1 ? `the hex between (${tos[0]})` : 'the hex between';
  return [`As ${c.name} ${verb(c, 'enters')} ${into}, before ${its(c)} melee, the moving player's infantry may fire at ${them(c)} (11.4): ${its(c)} reaction takes ${flags} to have that fire first, or --no-counter-fire.`];
}

/** 9.2: the hex of the earlier pivot `e` would fire at, or null (a leader moving alone makes none). */
function firedPivot(s: PsState, e: PsUnit, t: Moving): string | null {
  const u = s.units.find((x) => x.id === t.id);
  return u === undefined ? null : earlierPivotFor(s, e, u, firesWhereItStands(s, e, u))?.hex ?? null;
}

/** 4.5, 11.4: whether `e`'s melee or charge, as the hint offers it, takes the mover back to the hex its last step left. */
function takesBack(s: PsState, e: PsUnit, t: PsUnit, hows: readonly string[], tos: readonly string[]): boolean {
  const how = hows.find((h) => h !== 'fire') as ReactRequest['how'];
  const r = reactPlan(s, { kind: 'react', unit: e.id, how, target: t.id, pursue: false, ...(tos[0] !== undefined ? { to: tos[0] } : {}) });
  return r.ok && r.value.pre.some((p) => p.type === 'step-back');
}

/** The ways this unit may react to the mover, as one command; 11.4: from two hexes, the hexes between it may move into. */
function reactionOf(s: PsState, e: PsUnit, t: Moving, accepts: Accepts): { name: string; command: string; unit: PsUnit; tos: string[]; at: string | null; untaken: string | null }[] {
  // 4.5, 11.4: cavalry that reaches the hex the last step left reacts there, the mover taken back: the hexes between are found so too.
  const unit = s.units.find((u) => u.id === t.id);
  const exit = unit === undefined ? null : reachesExit(s, e, unit);
  const back = unit === undefined || exit === null ? null : stepBack(s, e, unit);
  const between = [...new Set([...(back !== null && exit !== null ? freeHexesBetween(back.state, e, { ...t, hex: exit }) : []), ...freeHexesBetween(s, e, t)])];
  const hows: string[] = [];
  const tos = new Set<string>();
  for (const how of movementReactions(e.type)) {
    if (accepts(e, how)) hows.push(how);
    else {
      const via = between.filter((h) => accepts(e, how, h));
      if (via.length > 0) hows.push(how);
      for (const h of via) tos.add(h);
    }
  }
  if (hows.length === 0) return [];
  const to = tos.size > 0 ? ` --to ${[...tos].join('|')}` : '';
  // 4.5: fire answers a move from one hex next to the firer into another: only if the move goes on.
  // 9.2: a paid pivot draws fire now, after the facing changes: in the hex it stands in, or one earlier on the leg it is taken back to.
  const pivoted = firedPivot(s, e, t) ?? (pivotedHere(s, t) ? t.hex : null);
  // 4.5: fire answers the step just made when it left a hex next to the firer, else the next step, from the hex it stands in.
  const from = s.moving?.unit === t.id ? s.moving.from : undefined;
  const his = s.leaders.some((l) => l.id === t.id) ? 'his' : its(t);
  const stepped = from !== undefined && answersStep(s, e, t) ? ` (fire at ${his} step from ${from} into ${t.hex}, 4.5)` : null;
  // 4.5: a spent move's untraced last step is the game master's word.
  const mover = s.units.find((u) => u.id === t.id);
  const untraced = mover !== undefined && stepOnWord(s, e, mover) === 'went' ? ` (fire if ${his} last step went from a hex next to ${e.id} into another, 4.5)` : null;
  const goesOn = !hows.includes('fire') ? '' : pivoted !== null ? ` (fire at ${its(t)} pivot in ${pivoted}, 9.2)` : (stepped ?? untraced ?? ` (fire if ${t.id} goes on from ${t.hex} into another hex next to ${e.id}, 4.5)`);
  // 4.5, 11.4: where the melee is fought: the hex the last step left, or, for the next step, the hex it stands in.
  const melees = hows.some((h) => h !== 'fire');
  const backs = melees && exit !== null && unit !== undefined && takesBack(s, e, unit, hows, [...tos]);
  // 4.5, 7.1: a leader alone is met against the step he made (leader-step.ts).
  const lone = s.leaders.find((l) => l.id === t.id && unit === undefined);
  const stepWords = melees && lone !== undefined ? leaderStepWords(s, lone) : null;
  const where = !melees ? '' : backs ? ` (in ${exit}, as ${t.id} exits it, 4.5)` : stepWords !== null ? ` (${stepWords})` : ` (in ${t.hex}, if ${t.id} goes on out of it, 4.5)`;
  // 4.5: a last step whose MP tyw cannot tell is not taken back: said here as the reaction's result says it.
  const untaken = melees && !backs && unit !== undefined ? untakenStepFrom(s, e, unit) : null;
  // 11.4: with one hex between free, --to may be left out: the infantry's fire there is still offered (counterFire).
  // 4.5: fire on the condition that the move goes on is fought where it stands, as such a melee is.
  const onCondition = hows.includes('fire') && pivoted === null && stepped === null && untraced === null;
  const at = melees ? (backs ? exit : t.hex) : onCondition ? t.hex : null;
  // 7.1: a melee or charge on a leader alone asks where he retreats before it.
  const alone = melees && unit === undefined && s.leaders.some((l) => l.id === t.id);
  const retreat = !alone ? '' : hows.includes('fire') ? ' (--retreat HEX for a melee or charge, 7.1)' : ' --retreat HEX';
  return [{ name: e.name, command: `react ${e.id} ${hows.join('|')} ${t.id}${to}${retreat}${goesOn}${where}`, unit: e, at, untaken, tos: tos.size > 0 || !hows.some((h) => h !== 'fire') ? [...tos] : between }];
}

/**
 * 11.4: the moving player's infantry fires at reacting cavalry as it enters the hex between, typed
 * before the cavalry's reaction. Once the reaction is made, the result says who could have fired
 * there and that the chance is gone; null when no one could (or the reaction entered no hex between).
 */
export function forgoneFire(before: PsState, req: ReactRequest, events: readonly PsEvent[]): string | null {
  if (req.how === 'fire') return null;
  const c = before.units.find((u) => u.id === req.unit);
  const into = events.find((e) => e.type === 'moved' && e.unit === req.unit);
  const hex = into?.type === 'moved' ? into.hex : null;
  if (c === undefined || hex === null || hex === undefined) return null;
  const could = before.units.filter((u) => u.side !== c.side && inPlay(u) && isInfantry(u.type) && reactPlan(before, { kind: 'react', unit: u.id, how: 'fire', target: c.id, pursue: false, to: hex }).ok);
  if (could.length === 0) return null;
  const who = listWords(could.map((u) => u.name));
  // --no-counter-fire (or a --counter-fire naming others): the moving player gave that fire up.
  return `${who} ${could.length === 1 ? verb(could[0] as PsUnit, 'does') : 'do'} not fire at ${c.name} as ${itWord(c)} ${verb(c, 'enters')} ${hex}: the moving player gave that fire up (11.4).`;
}

/** The section that lets a retreat before an attack draw reaction fire. */
function beforeCite(u: PsUnit, melee: boolean): string {
  if (!melee) return '11.5';
  if (u.type === 'loose-shotte') return '10.6';
  return u.type === 'dragoons' ? '11.11, 11.6' : '11.6';
}

/**
 * 10.6, 11.5, 11.6, 11.11: a retreat before fire or melee draws reaction fire. After the answer,
 * the enemy units that may fire at the unit as it leaves, with their commands, typed before the
 * retreat is made (6.3); null when none may.
 */
export function retreatBeforeHint(s: PsState, unit: string): string | null {
  const p = s.pending.find((x) => x.unit === unit && x.beforeMelee);
  const u = s.units.find((x) => x.id === unit);
  if (p === undefined || u === undefined) return null;
  const firers = s.units.filter((e) => e.side !== u.side && inPlay(e) && !isGun(e.type) && reactPlan(s, { kind: 'react', unit: e.id, how: 'fire', target: u.id, pursue: false }).ok);
  if (firers.length === 0) return null;
  // 6.3: the unit that caused the retreat reacts only when the one open way out passes another hex next to it.
  const caveat = (e: PsUnit) => (e.id === p.from ? ` (${e.name} caused the retreat: only if the one open way out goes by another hex next to ${them(e)}, 6.3)` : '');
  const said = `${possessive(u.name)} retreat may draw reaction fire as ${itWord(u)} ${verb(u, 'leaves')} (${beforeCite(u, p.melee)}), typed before the retreat: ${firers.map((e) => `react ${e.id} fire ${u.id}${caveat(e)}`).join('; ')}.`;
  return [said, ...firers.flatMap((e) => idleFire(s, e, u.id))].join(' ');
}
