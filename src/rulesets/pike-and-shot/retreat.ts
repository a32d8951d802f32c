/**
 * Seed 004, 6.3 "Retreat" and 6.4 "Rout", as the game master moves them on the map: the
 * engine knows a unit must go, how far, and who pursues; the map says where. Also 11.8
 * (pursuit), 6.6 and 11.3 (advance after combat), 7.3 (leaders go with the unit).
 */
import { possessive } from '../../present/words.js';
import { counted, itWord, listWords, them, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Change } from '../../engine/ruleset.js';
import type { RetreatRequest } from './actions.js';
import { applyEvents, type PsEvent } from './events.js';
import { hexDistance, normalizeHex, shortestWay } from './hexes.js';
import { captureChanges, enemyLeaderAlone, inPlay, nearerTo, other, outcome, plain, type PsOutcome, unitOf } from './helpers.js';
import { fallWithUnit, followUnit, noRetreatLeaders, stayBehind } from './leaders.js';
import { captureEvents, unitsIn } from './movement.js';
import type { AdvanceOffer, PendingRetreat, PsState, PsUnit } from './state.js';
import { isCombatStep } from './steps.js';
import { endsClause, otherWayWords } from './retreat-hexes.js';
import { isGun, retreatLength, ROUT_LENGTH } from './units.js';
import { SideDoes } from './side-words.js';

type Words = string[];

/**
 * 7.3: the stacked leaders who go with a retreating unit to `hex` or off the map (`followUnit`):
 * their events, each event's sentence, the clause ", Pappenheim with them (7.3)" and, off the
 * map, their changes.
 */
function goingWith(s: PsState, u: PsUnit, hex: string | null, offMap: boolean): { events: PsEvent[]; sentences: string[]; clause: string; changes: Change[] } {
  const events = followUnit(s, u.id, hex, offMap);
  const names = events.flatMap((e) => ('leader' in e ? [s.leaders.find((l) => l.id === e.leader)?.name ?? e.leader] : []));
  return {
    events,
    sentences: events.map((e) => e.text),
    clause: names.length === 0 ? '' : `, ${listWords(names)} with ${them(u)} (7.3)`,
    changes: offMap ? names.map((name) => ({ unit: name, from: 'active', to: 'off the map' })) : [],
  };
}

/**
 * The enemy's fortune of war for a rout (6.4 3), with its sentence. *Reading:* 6.5 awards
 * fortunes of war during a combat phase, so a rout outside one (in a movement-phase
 * reaction) gives none, as AF and DF there give none; the sentence says so.
 */
export function routFortune(s: PsState, u: PsUnit, inCombat = isCombatStep(s)): { events: PsEvent[]; words: string } {
  const enemy = other(u.side);
  const name = s.sides[enemy].name;
  const gain = SideDoes(name, 'gains');
  if (!inCombat) return { events: [], words: `${gain} no fortune of war for the rout outside a combat phase (6.5).` };
  return { events: [{ type: 'fow', side: enemy, delta: 1, text: `${gain} a fortune of war for the rout (6.4).` }], words: `${gain} a fortune of war (6.4).` };
}

/** 12.6, 12.7: the guns of the other side in `hex` that `unit` takes by entering it, as the state stands. */
function gunsTaken(s: PsState, unit: PsUnit, hex: string): PsEvent[] {
  return unitsIn(s, hex)
    .filter((x) => x.side !== unit.side && isGun(x.type))
    .flatMap((gun) => captureEvents(s, unit, gun));
}

/**
 * 6.3, 6.4 1: where both hexes are known, a retreat ends at most its length away (a winding
 * way may end nearer, which is said), and a rout ends exactly five hexes from where it began.
 */
function distanceCheck(s: PsState, u: PsUnit, p: PendingRetreat, to: string): Result<string, string> {
  if (u.hex === null) return ok('');
  const d = hexDistance(u.hex, to, s.rules.shifted);
  const length = p.rout ? ROUT_LENGTH : retreatLength(u.type);
  if (d === length) return ok('');
  const away = `${to} is ${counted(d, 'hex', 'hexes')} from ${u.hex}`;
  if (p.rout) return err(`${away}: a rout ends ${ROUT_LENGTH} hexes from where it began, or off the map (6.4)`);
  if (d > length) return err(`${away}: ${u.name} ${verb(u, 'retreats')} ${counted(length, 'hex', 'hexes')} (6.3)`);
  if (d === 0) return err(`${to} is where ${u.name} ${verb(u, 'stands')}: a retreat leaves the hex, moving ${counted(length, 'hex', 'hexes')} (6.3)`);
  return ok(`${away}, where ${itWord(u)} stood: a retreat moves all ${counted(length, 'hex', 'hexes')} (6.3), so its way winds to end there.`);
}

/**
 * 6.3: a retreat may not enter an enemy-occupied hex, nor a lone enemy leader's (7.1), on its
 * way either: a way of the retreat's length must avoid them. An enemy gun's hex may only be its
 * last (entering one takes the gun and ends the retreat's way there, 12.6). *Reading:* friends
 * on the way are the game master's (the book's one case is the only hex open holding a friend:
 * `--through`), and so is terrain (the scenario maps none).
 */
function wayOut(s: PsState, u: PsUnit, p: PendingRetreat, to: string): Result<true, string> {
  if (u.hex === null) return ok(true);
  const length = p.rout ? ROUT_LENGTH : retreatLength(u.type);
  const enemyIn = (hex: string) => s.units.find((x) => inPlay(x) && x.side !== u.side && x.hex === hex);
  const open = (hex: string) => hex === to || (!enemyIn(hex) && !enemyLeaderAlone(s, u.side, hex));
  if (shortestWay(u.hex, to, length, open, s.rules.shifted) !== null) return ok(true);
  return err(`no way of ${counted(length, 'hex', 'hexes')} from ${u.hex} to ${to} avoids the enemy: a retreat never enters an enemy-occupied hex (6.3)`);
}

/** 6.3: no way out but through enemies or prohibited terrain. */
function blockedRetreat(s: PsState, u: PsUnit, p: PendingRetreat, events: PsEvent[]): Result<PsOutcome, string> {
  const words: Words = [`${u.name} cannot ${p.rout ? 'rout' : 'retreat'} and ${verb(u, 'is')} eliminated (6.3).`];
  events.push({ type: 'eliminated', unit: u.id, text: `${u.name} cannot retreat and ${verb(u, 'is')} eliminated (6.3).` });
  // 7.1, 7.3, 7.4: its leaders have no way out either.
  const fall = p.rout ? fallWithUnit(s, u.id) : noRetreatLeaders(s, u);
  events.push(...fall.events);
  words.push(...fall.words);
  if (p.rout) {
    const fortune = routFortune(s, u);
    events.push(...fortune.events);
    words.push(fortune.words);
  }
  return outcome([plain('retreat', words.join(' '), [{ unit: u.name, from: p.rout ? 'routing' : 'retreating', to: 'eliminated' }, ...fall.changes])], events);
}

/**
 * 6.3: a retreat moves away from the enemy that caused it. With the unit's hex, the hex it
 * goes to and that enemy's hex (where it stands now) all known, an end nearer to the enemy
 * than the start is refused; one as near is accepted (the way may wind). The rest of the map
 * is the game master's.
 */
function awayCheck(s: PsState, u: PsUnit, p: PendingRetreat, to: string): Result<true, string> {
  const foe = p.from === null ? undefined : s.units.find((x) => x.id === p.from && inPlay(x));
  const near = foe ? nearerTo(s, foe, u.hex, to) : null;
  if (!foe || !near) return ok(true);
  return err(`${to} is ${counted(near.after, 'hex', 'hexes')} from ${foe.name}, nearer than ${u.hex} (${near.before}): a ${p.rout ? 'rout' : 'retreat'} moves away from the enemy (6.3${p.rout ? ', 6.4' : ''})`);
}

/** 6.3: the friend a unit retreats through is in play, not a gun, and (with both hexes known) next to it and away from the enemy. */
function friendCheck(s: PsState, u: PsUnit, p: PendingRetreat, friend: string): Result<PsUnit, string> {
  const f = s.units.find((x) => x.id === friend);
  if (!f || !inPlay(f) || f.side !== u.side || f.id === u.id) return err('--through names a friendly unit in play');
  if (isGun(f.type)) return err(`${f.name} ${verb(f, 'is')} artillery: units pass through guns freely (4.4, 12.1), so this is no rout`);
  if (u.hex === null || f.hex === null) return ok(f);
  const d = hexDistance(u.hex, f.hex, s.rules.shifted);
  if (d !== 1) return err(`${f.name} in ${f.hex} ${verb(f, 'is')} not next to ${u.name} in ${u.hex}: a unit retreats through a friend in a hex next to it (6.3)`);
  const away = awayCheck(s, u, p, f.hex);
  return away.ok ? ok(f) : away;
}

/** 11.8: the pursuer in the changes line: disordered by the pursuit, off the map after it. */
function chaserChange(c: PsUnit, offMap: boolean): Change[] {
  const to = [c.status === 'ordered' ? 'disordered' : '', offMap ? 'off the map' : ''].filter((x) => x !== '').join(', ');
  return to === '' ? [] : [{ unit: c.name, from: c.status, to }];
}

/**
 * 6.3: through the only open hex, held by a friend: the friend is disordered and the unit routs
 * from there. A unit driven off by a cavalry charge is eliminated by that rout (6.4 4, 11.7 3).
 */
function throughFriend(s: PsState, u: PsUnit, p: PendingRetreat, friend: string, events: PsEvent[]): Result<PsOutcome, string> {
  const checked = friendCheck(s, u, p, friend);
  if (!checked.ok) return checked;
  const f = checked.value;
  if (f.status === 'ordered') events.push({ type: 'status', unit: f.id, status: 'disordered', text: `${f.name} ${verb(f, 'is')} disordered by ${u.name} retreating through ${them(f)} (6.3).` });
  const through = `${u.name} ${verb(u, p.rout ? 'routs' : 'retreats')} through ${f.name}${f.status === 'ordered' ? `, which ${verb(f, 'is')} disordered` : ' (already disordered)'}.`;
  const from = p.rout ? 'routing' : 'retreating';
  const friendChange = f.status === 'ordered' ? [{ unit: f.name, from: 'ordered', to: 'disordered' }] : [];
  if (p.eliminate) {
    const chaser = p.pursuer === null ? undefined : s.units.find((x) => x.id === p.pursuer && inPlay(x));
    const fortune = routFortune(s, u);
    events.push({ type: 'eliminated', unit: u.id, text: `${u.name} ${verb(u, 'routs')} after the charge and ${verb(u, 'is')} eliminated (6.4).` });
    const fall = fallWithUnit(s, u.id);
    events.push(...fall.events, ...fortune.events);
    if (chaser?.status === 'ordered') events.push({ type: 'status', unit: chaser.id, status: 'disordered', text: `${chaser.name} ${verb(chaser, 'is')} disordered by the pursuit (11.8).` });
    const words = [through, `${u.name} ${verb(u, 'routs')}: a rout after a cavalry charge eliminates ${them(u)} (6.3, 6.4).`, otherWayWords(s, u, p)].filter((w) => w !== '');
    if (chaser) words.push(`${possessive(chaser.name)} pursuit ends there (11.8).`);
    words.push(...fall.words, fortune.words);
    return outcome([plain('retreat', words.join(' '), [{ unit: u.name, from, to: 'eliminated' }, ...friendChange, ...(chaser ? chaserChange(chaser, false) : []), ...fall.changes])], events);
  }
  events.push({ type: 'moved', unit: u.id, hex: f.hex, hexes: 0, text: `${u.name} ${verb(u, 'retreats')} into ${possessive(f.name)} hex.` });
  const carried = goingWith(s, u, f.hex, false);
  events.push(...carried.events);
  const words = [through, ...carried.sentences, `${u.name} ${verb(u, 'routs')} ${ROUT_LENGTH} hexes from there (6.3): retreat ${u.id} again to finish the rout.`, otherWayWords(s, u, p)].filter((w) => w !== '');
  if (p.rout) {
    const fortune = routFortune(s, u);
    events.push(...fortune.events);
    words.push(fortune.words);
  }
  events.push({ type: 'pending', retreat: { ...p, rout: true }, text: `${u.name} ${verb(u, 'routs')} from ${possessive(f.name)} hex (6.3, 6.4).` });
  // A unit already routing routs again: only the friend's disorder changes.
  const own = p.rout ? [] : [{ unit: u.name, from, to: 'routing' }];
  return outcome([plain('retreat', words.join(' '), [...own, ...friendChange])], events);
}

/** Where the retreat ends, checked when given (6.3, 6.4 1): the hex, and a sentence when it ends nearer than its length. */
function endHex(s: PsState, u: PsUnit, p: PendingRetreat, given: string | undefined): Result<{ to: string | null; nearer: string }, string> {
  if (given === undefined) return ok({ to: null, nearer: '' });
  const to = normalizeHex(given);
  if (to === null) return err(`"${given}" is not a hex number (XXYY)`);
  const blocker = unitsIn(s, to).find((x) => x.id !== u.id && !isGun(x.type));
  if (blocker && blocker.side !== u.side) return err(`${to} holds the enemy ${blocker.name}: a unit cannot retreat there; if it is the only way, --blocked (6.3)`);
  if (blocker) return err(`${to} holds ${blocker.name}: retreat through it with --through ${blocker.id} if it is the only way (6.3)`);
  const leader = enemyLeaderAlone(s, u.side, to);
  if (leader) return err(`${to} holds the enemy leader ${leader.name}: a unit does not retreat into his hex (6.3, 7.1)`);
  const checked = distanceCheck(s, u, p, to);
  if (!checked.ok) return checked;
  const way = wayOut(s, u, p, to);
  if (!way.ok) return way;
  const away = awayCheck(s, u, p, to);
  if (!away.ok) return away;
  const level = asNearWords(s, u, p, to);
  return ok({ to, nearer: [checked.value, level].filter((w) => w !== '').join(' ') });
}

/**
 * 6.3: an end as near the enemy that caused the retreat as the start is accepted (the way may
 * be closed; 6.3 itself foresees a retreat by another hex next to that enemy when it is the
 * only open one), and said, as it is no move away: the game master checks no hex farther off is open.
 */
function asNearWords(s: PsState, u: PsUnit, p: PendingRetreat, to: string): string {
  const foe = p.from === null ? undefined : s.units.find((x) => x.id === p.from && inPlay(x));
  if (!foe || foe.hex === null || u.hex === null) return '';
  const d = hexDistance(foe.hex, u.hex, s.rules.shifted);
  if (hexDistance(foe.hex, to, s.rules.shifted) !== d) return '';
  return `${to} is as near ${foe.name} as ${u.hex} (${counted(d, 'hex', 'hexes')}): a ${p.rout ? 'rout' : 'retreat'} moves away from the enemy, so it ends there only when no hex farther off is open (6.3).`;
}

export function resolveRetreat(s: PsState, req: RetreatRequest): Result<PsOutcome, string> {
  const p = s.pending.find((x) => x.unit === req.unit);
  const u = s.units.find((x) => x.id === req.unit);
  if (!u) return err('no such unit');
  if (!p) return err(`${u.name} ${verb(u, 'has')} no retreat to make${s.pending.length > 0 ? `; waiting: ${s.pending.map((x) => unitOf(s, x.unit).name).join(', ')}` : ''}`);
  const events: PsEvent[] = [{ type: 'pending-done', unit: u.id, text: `${possessive(u.name)} ${p.rout ? 'rout' : 'retreat'} is made.` }];
  if (req.blocked) return blockedRetreat(s, u, p, events);
  if (req.through !== undefined) return throughFriend(s, u, p, req.through, events);

  const hexes = p.rout ? ROUT_LENGTH : retreatLength(u.type);
  const goes = verb(u, p.rout ? 'routs' : 'retreats');
  // The tool keeps the unit's hex, so a retreat on the map says where it ends.
  if (req.to === undefined && !req.offMap && u.hex !== null) {
    return err(`${u.name} ${verb(u, 'stands')} in ${u.hex}: give the hex ${itWord(u)} ${verb(u, p.rout ? 'routs' : 'retreats')} to (retreat ${u.id} to <hex>), or --through <friend>, --blocked or --off-map (6.3${p.rout ? ', 6.4' : ''})${endsClause(s, u, p)}`);
  }
  const end = endHex(s, u, p, req.to);
  if (!end.ok) return end;
  const { to, nearer } = end.value;
  const chaser = p.pursuer === null ? undefined : s.units.find((x) => x.id === p.pursuer && inPlay(x));
  const words: Words = [];
  let fall: ReturnType<typeof fallWithUnit> | null = null;
  const leftMap: Change[] = [];
  if (req.offMap) {
    if (chaser) {
      // 11.8: pursued, the unit is eliminated even off the map; its leaders fall with it in a rout (7.4).
      events.push({ type: 'eliminated', unit: u.id, text: `${chaser.name} ${verb(chaser, 'rides')} ${u.name} down off the map (11.8).` });
      words.push(`${u.name} ${goes} off the map.`);
    } else {
      // 7.3: unpursued, its leaders leave the map with it; the result and the changes line say so.
      const gone = goingWith(s, u, null, true);
      events.push({ type: 'off-map', unit: u.id, text: `${u.name} ${verb(u, 'leaves')} the map: out of play, not eliminated (6.3).` }, ...gone.events);
      words.push(`${u.name} ${goes} off the map: out of play, not counted as eliminated (6.3).`, ...gone.sentences);
      leftMap.push(...gone.changes);
    }
  } else {
    const carried = goingWith(s, u, to, false);
    const went = `${u.name} ${goes} ${counted(hexes, 'hex', 'hexes')}${to ? ` to ${to}` : ''}`;
    events.push({ type: 'moved', unit: u.id, hex: to, hexes: 0, text: `${went}.` }, ...carried.events);
    words.push(`${went}${carried.clause}.`);
    if (nearer) words.push(nearer);
    if (to !== null) words.push(...take(events, gunsTaken(s, u, to)));
  }
  if (chaser) {
    // Its leaders where it ends, those it took up there (7.1) included; off the map, those it had.
    const arrived = req.offMap ? s : applyEvents(s, events);
    // 11.8: the pursuer follows to the destination, even off the map; the enemy is eliminated and the pursuer disordered.
    if (!req.offMap) events.push({ type: 'eliminated', unit: u.id, text: `${chaser.name} ${verb(chaser, 'rides')} ${u.name} down (11.8).` });
    // 7.3 carries a leader along only in a retreat or rout: the pursuer leaves its stacked leaders behind.
    const left = stayBehind(s, chaser);
    events.push(...left);
    events.push(req.offMap ? { type: 'off-map', unit: chaser.id, text: `${chaser.name} ${verb(chaser, 'follows')} off the map and may not return (11.8).` } : { type: 'moved', unit: chaser.id, hex: to, hexes: 0, text: `${chaser.name} ${verb(chaser, 'follows')} to ${to ?? 'the destination'} (11.8).` });
    if (chaser.status === 'ordered') events.push({ type: 'status', unit: chaser.id, status: 'disordered', text: `${chaser.name} ${verb(chaser, 'is')} disordered by the pursuit (11.8).` });
    fall = fallWithUnit(arrived, u.id, p.rout ? 'routed' : 'ridden down');
    events.push(...fall.events);
    words.push(`${chaser.name} ${verb(chaser, 'pursues')}${req.offMap ? ' off the map and may not return' : to ? ` to ${to}` : ''}: ${u.name} ${verb(u, 'is')} eliminated${chaser.status === 'ordered' ? ` and ${chaser.name} disordered` : ''} (11.8).`, ...fall.words, ...left.map((e) => e.text));
    // 12.6: the pursuer enters the destination hex, so it takes the guns there as any unit entering does.
    if (!req.offMap && to !== null) words.push(...take(events, gunsTaken(applyEvents(s, events), chaser, to)));
  }
  if (p.rout) {
    const fortune = routFortune(s, u);
    events.push(...fortune.events);
    words.push(fortune.words);
  }
  // 6.1: the unit ends eliminated or off the map, else on the side up it showed before the
  // retreat (a retreat turns no counter): "retreating → ordered" would report a change that is none.
  const gone = chaser ? 'eliminated' : req.offMap ? 'off the map' : null;
  const own = gone === null ? [] : [{ unit: u.name, from: p.rout ? 'routing' : 'retreating', to: gone }];
  const changes = [...own, ...leftMap, ...(chaser ? chaserChange(chaser, req.offMap) : []), ...captureChanges(s, events), ...(fall?.changes ?? [])];
  return outcome([plain('retreat', words.join(' '), changes)], events);
}

/** Add capture events; their sentences. */
function take(events: PsEvent[], captures: readonly PsEvent[]): string[] {
  events.push(...captures);
  return captures.map((e) => e.text);
}

/**
 * 6.6, 11.3: the attacker moves into the vacated hex; cavalry may go on from there, 2 hexes in
 * all, light cavalry 3. It ends alone (4.4), guns apart. No reaction.
 */
export function resolveAdvance(s: PsState, req: { unit: string; to?: string }): Result<PsOutcome, string> {
  const offer = s.advance;
  const u = s.units.find((x) => x.id === req.unit);
  if (!u) return err('no such unit');
  if (!offer && s.advanced === u.id) return err(`${u.name} ${verb(u, 'has')} already advanced (6.6)`);
  if (!offer || offer.unit !== u.id) {
    return err(`${u.name} may not advance: only the attacker of a melee whose defender retreated or routed, right after it (6.6); the offer ends with the phase's next attack or recovery, or once the attacker moves otherwise (a fortune of war move)`);
  }
  const loser = s.pending.find((p) => p.from === u.id);
  if (loser) return err(`first finish the retreat of ${unitOf(s, loser.unit).name}`);
  const to = req.to === undefined ? offer.into : normalizeHex(req.to);
  if (req.to !== undefined && to === null) return err(`"${req.to}" is not a hex number (XXYY)`);
  const refused = to === null ? null : advanceRefusal(s, u, offer, to);
  if (refused !== null) return err(refused);
  // 7.3 carries a leader along only in a retreat or rout: the advance leaves its stacked leaders behind.
  const left = stayBehind(s, u);
  const events: PsEvent[] = [
    { type: 'advance-offer', offer: null, text: '' },
    { type: 'moved', unit: u.id, hex: to, hexes: 0, text: `${u.name} ${verb(u, 'advances')}${to ? ` to ${to}` : ''} (6.6).` },
    ...left,
  ];
  // 12.6, 12.7: guns in the vacated hex passed through, and in the last hex, are taken.
  const entered = [...new Set([offer.into, to].filter((h): h is string => h !== null))];
  const extra = entered.flatMap((h) => take(events, gunsTaken(s, u, h)));
  const words = [`${u.name} ${verb(u, 'advances')}${to ? ` to ${to}` : ' into the vacated hex'}; the advance triggers no reaction (6.6).`, ...left.map((e) => e.text), ...extra];
  return outcome([plain('advance', words.join(' '), captureChanges(s, events))], events);
}

/**
 * 6.6, 11.3: once the last retreat from the attacker's melee is made, what its advance may do,
 * naming the vacated hex when it is known: "Baldiron may now advance into 0611, the vacated hex
 * (6.6): advance A1." Null when no advance waits, or a retreat from that melee still does.
 */
export function advanceHint(s: PsState): string | null {
  const offer = s.advance;
  if (!offer || s.pending.some((p) => p.from === offer.unit)) return null;
  const u = unitOf(s, offer.unit);
  // Barred from the vacated hex (a lone enemy leader left in it, 7.1): the menus and the refusal say why.
  if (offer.into && advanceRefusal(s, u, offer, offer.into) !== null) return null;
  const into = offer.into ? `into ${offer.into}, the vacated hex` : 'into the vacated hex';
  const on = offer.hexes > 1 ? `, and on from it, ${offer.hexes} hexes in all (6.6, 11.3): advance ${u.id}, or advance ${u.id} to <hex>` : ` (6.6): advance ${u.id}`;
  return `${u.name} may now advance ${into}${on}; it triggers no reaction.`;
}

/** Why the advance may not end in `to`, or null. */
function advanceRefusal(s: PsState, u: PsUnit, offer: AdvanceOffer, to: string): string | null {
  const most = `${u.name} ${verb(u, 'advances')} at most ${counted(offer.hexes, 'hex', 'hexes')} (6.6, 11.3)`;
  if (u.hex !== null && hexDistance(u.hex, to, s.rules.shifted) > offer.hexes) return most;
  if (offer.into !== null && to !== offer.into) {
    if (offer.hexes === 1) return `the advance goes into the vacated hex, ${offer.into} (6.6)`;
    if (hexDistance(offer.into, to, s.rules.shifted) > offer.hexes - 1) return `${most}, the first into the vacated hex, ${offer.into}`;
    const enemy = unitsIn(s, offer.into).find((x) => x.side !== u.side && !isGun(x.type));
    if (enemy) return `${offer.into} holds the enemy ${enemy.name}: the advance cannot go through it (4.4, 6.6)`;
    // 4.4, 7.1: on from the vacated hex, by a way that enters no enemy's hex nor a lone enemy leader's (a gun's only as the last).
    const open = (hex: string) => hex === to || (!unitsIn(s, hex).some((x) => x.side !== u.side) && !enemyLeaderAlone(s, u.side, hex));
    if (shortestWay(offer.into, to, offer.hexes - 1, open, s.rules.shifted) === null) return `no way on from ${offer.into} to ${to} avoids the enemy: an advance never enters an enemy's hex (4.4, 6.6, 7.1)`;
  }
  const there = unitsIn(s, to).find((x) => x.id !== u.id && !isGun(x.type));
  if (there && there.side !== u.side) return `${to} holds the enemy ${there.name}: the advance goes into the vacated hex (6.6)`;
  if (there) return `${to} holds ${there.name}: a unit may not end its advance stacked with another (4.4, 6.6)`;
  // 7.1: a leader and an enemy unit never share a hex; he is attacked, not overrun.
  const alone = enemyLeaderAlone(s, u.side, to);
  if (alone) return `${to} holds the enemy leader ${alone.name} alone: an advance does not end in his hex; attack him instead (4.4, 7.1)`;
  return null;
}
