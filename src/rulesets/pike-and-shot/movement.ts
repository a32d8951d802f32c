/**
 * Seed 004, 4.0 "Movement": movement points and the TEC (4.2), the leader restriction (4.3,
 * 7.2), other units (4.4), battalion facing (9.1–9.2), artillery that
 * cannot move and light cannon that may (12.1, 12.7), and capture by entering a gun's hex
 * (12.6, 12.7). A leader's own move (7.1) is leader-move.ts.
 */
import { possessive } from '../../present/words.js';
import { counted, isPlural, its, itWord, sideIsPlural, sideSubject, them, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { MoveRequest } from './actions.js';
import type { PsEvent } from './events.js';
import { battalionCost } from './battalion.js';
import { earlierPivots, type LegPivots } from './pivot-reaction.js';
import { type Aspect, hexDistance, normalizeHex } from './hexes.js';
import { battalionHexesWay, findWay, firstStep, lastStepFrom, type Way, wayRefusal } from './ways.js';
import { leaderHex, moveLeader } from './leader-move.js';
import { nextStepRefusal, promiseStarts, unkeptRefusal } from './promise.js';
import { captureChanges, distanceBetween, enemyLeaderAlone, factorsOf, inPlay, moveGoesOn, outcome, plain, type PsOutcome, statusChange } from './helpers.js';
import { stackedNowWords, stayBehind } from './leaders.js';
import type { Moving, PsLeader, PsState, PsUnit } from './state.js';
import { activeSide, isCombatStep, isMoveStep, stepWords } from './steps.js';
import { costFor, hexsideEntry, terrainEntry } from './tec.js';
import { freeMoveCite, isGun, moveClass, namesType, unledLimit } from './units.js';
import { sideOwn } from './side-words.js';

/** The units in a hex, when units carry hexes. */
export const unitsIn = (s: PsState, hex: string): PsUnit[] => s.units.filter((u) => inPlay(u) && u.hex === hex);

/** 12.6, 12.7: an enemy entering a gun's hex captures heavy artillery and eliminates light cannon. */
export function captureEvents(s: PsState, unit: PsUnit, gun: PsUnit): PsEvent[] {
  if (gun.type === 'light-cannon') return [{ type: 'eliminated', unit: gun.id, text: `${unit.name} ${verb(unit, 'overruns')} ${gun.name}: light cannon are eliminated, not captured (12.7).` }];
  // 12.6: no fire in the phase of capture, which matters only in a combat phase (guns fire in no other).
  const noFire = isCombatStep(s) ? ' and may not fire this phase' : '';
  return [{ type: 'captured', unit: gun.id, side: unit.side, text: `${unit.name} ${verb(unit, 'captures')} ${gun.name}: ${itWord(gun)} now ${verb(gun, 'belongs')} to ${sideSubject(s.sides[unit.side].name)}${noFire} (12.6).` }];
}

export function resolveCapture(s: PsState, req: { unit: string; gun: string }): Result<PsOutcome, string> {
  const u = s.units.find((x) => x.id === req.unit);
  const g = s.units.find((x) => x.id === req.gun);
  if (!u || !g) return err('no such unit');
  if (!inPlay(u) || !inPlay(g)) return err(`${!inPlay(u) ? u.name : g.name} ${verb(!inPlay(u) ? u : g, 'is')} no longer in play`);
  if (!isGun(g.type)) return err(`${g.name} ${verb(g, 'is')} not artillery: only guns are captured (12.6)`);
  if (isGun(u.type)) return err('artillery cannot capture: a gun does not enter an enemy gun\'s hex (12.1, 12.7)');
  if (u.side === g.side) return err(`${g.name} already ${verb(g, 'belongs')} to ${sideSubject(s.sides[u.side].name)}`);
  // 12.6: a gun is taken by a unit entering its hex, so only when units move: a move, a reaction, a retreat, an advance or a pursuit.
  if (!isMoveStep(s) && !isCombatStep(s)) return err(`a gun is captured by a unit entering its hex, in a movement or combat phase, not in ${stepWords(s.step)} (12.6)`);
  const d = distanceBetween(s, u, g);
  if (d !== null && d > 1) return err(`${u.name} in ${u.hex} ${verb(u, 'is')} ${counted(d, 'hex', 'hexes')} from ${g.name} in ${g.hex}: a unit captures a gun by entering its hex, from the hex next to it (12.6)`);
  const guard = enemyLeaderAlone(s, u.side, g.hex);
  if (guard) return err(`${guard.name} stands with ${g.name}: a unit does not enter an enemy leader's hex; attack him first (7.1, 12.6)`);
  // The capture is the unit entering the gun's hex (12.6): with both hexes known, it stands there now, as stacking allows (4.4).
  const enters = g.hex !== null && u.hex !== g.hex;
  const barred = enters ? entryRefusal(s, u, g.hex as string) : null;
  if (barred !== null) return err(barred);
  const entered: PsEvent[] = enters ? [{ type: 'placed', unit: u.id, hex: g.hex as string, text: `${u.name} ${verb(u, 'enters')} ${g.hex}.` }] : [];
  // Its stacked leaders stay where they were, as for any move of its own (7.1).
  const left = enters && u.hex !== null ? stayBehind(s, u) : [];
  const events: PsEvent[] = [...entered, ...captureEvents(s, u, g), ...left];
  return outcome([plain('capture', events.map((e) => e.text).join(' '), [{ unit: g.name, from: s.sides[g.side].name, to: g.type === 'light-cannon' ? 'eliminated' : s.sides[u.side].name }])], events);
}

/** 7.2: a friendly leader who has not moved, stacked with or next to the unit (or named by the game master). */
function enablingLeader(s: PsState, u: PsUnit, named: string | undefined): PsLeader | string | null {
  const fit = (l: PsLeader) => l.fate === 'active' && l.side === u.side && !l.moved;
  if (named !== undefined) {
    const l = s.leaders.find((x) => x.id === named);
    if (!l || l.side !== u.side || l.fate !== 'active') return 'the leader named with --leader must be a friendly leader in play';
    if (l.moved) return `${l.name} has moved this phase and cannot enable full movement (7.1)`;
    const at = leaderHex(s, l);
    if (l.with !== u.id && u.hex !== null && at !== null && hexDistance(u.hex, at, s.rules.shifted) > 1) {
      return `${l.name} in ${at} is not stacked with ${u.name} in ${u.hex} nor next to ${them(u)}: a leader enables full movement from the unit's hex or the hex next to it, where its move begins (7.2)`;
    }
    return l;
  }
  const near = s.leaders.find((l) => fit(l) && (l.with === u.id || (u.hex !== null && l.hex !== null && hexDistance(u.hex, l.hex, s.rules.shifted) <= 1)));
  return near ?? null;
}

/** 4.4, 7.1, 12.1, 12.7: why `u` may not end its move in `to`, whatever the way there, or null. */
function entryRefusal(s: PsState, u: PsUnit, to: string): string | null {
  const there = unitsIn(s, to).filter((x) => x.id !== u.id);
  const enemy = there.find((x) => x.side !== u.side && !isGun(x.type));
  if (enemy) return `${to} holds ${enemy.name}: a unit may not enter an enemy-occupied hex (4.4)`;
  const alone = enemyLeaderAlone(s, u.side, to);
  if (alone) return `${to} holds the enemy leader ${alone.name} alone: a unit does not enter his hex; attack him instead (a reaction to his move, or melee or fire in the combat phase): he retreats before a melee or is eliminated (4.4, 7.1)`;
  const friend = there.find((x) => x.side === u.side && !isGun(x.type));
  if (friend && !isGun(u.type)) return `${to} holds ${friend.name}: only one infantry or cavalry unit may stay in a hex (4.4)`;
  const ownGun = there.find((x) => x.side === u.side && isGun(x.type));
  if (isGun(u.type) && ownGun) return `${to} holds ${ownGun.name}: only one artillery unit may end a movement phase in a hex; ${u.name} may pass through it on the way (12.7)`;
  // 12.1: only other units pass over guns; 12.7: a light cannon stacks with friends. So a gun never enters an enemy gun's hex, nor captures.
  const enemyGun = there.find((x) => x.side !== u.side && isGun(x.type));
  if (isGun(u.type) && enemyGun) return `${to} holds the enemy ${enemyGun.name}: guns do not capture, and only other units may enter an enemy gun's hex (12.1, 12.7)`;
  return null;
}

/**
 * 4.1, 4.5: a unit that has moved goes on only when its move was the last entered this phase
 * and no retreat or rout has ended it (the reaction came in the hex it was leaving).
 */
function continuing(s: PsState, u: PsUnit): Moving | string {
  const m = s.moving;
  const moved = `${u.name} ${verb(u, 'has')} already moved this phase`;
  if (m === null || m.unit !== u.id) {
    const other = m === null ? null : s.units.find((x) => x.id === m.unit);
    return `${moved}, and ${other ? other.name : 'another unit or leader'} ${other ? verb(other, 'has') : 'has'} moved since: a unit's move is finished before the next begins (4.1)`;
  }
  if (m.ended) return `${moved}: ${its(u)} move has ended (a retreat, rout, pursuit or advance ends it, 4.5)`;
  return m;
}

/** 7.2: the leader who enabled a move is the one there at its start; he carries over when it goes on (4.5). */
function leaderSoFar(s: PsState, u: PsUnit, so: Moving, named: string | undefined): PsLeader | string | null {
  if (named !== undefined && named !== so.leader) {
    const was = s.leaders.find((l) => l.id === so.leader);
    return `a leader enables a move from its start (7.2): ${possessive(u.name)} move began ${was ? `enabled by ${was.name}` : 'with no leader enabling it'}`;
  }
  return s.leaders.find((l) => l.id === so.leader) ?? null;
}

/**
 * 4.1, 4.2: the hexes a move enters: --hexes, else the terrain list, else the distance. With both
 * hexes known, at least the distance (the unnamed hexes of a shorter list are clear); a winding way may be longer.
 */
function hexesMoved(s: PsState, u: PsUnit, to: string | undefined, given: number | undefined, named: number): Result<number, string> {
  const distance = to !== undefined && u.hex !== null ? hexDistance(u.hex, to, s.rules.shifted) : null;
  if (given !== undefined && distance !== null && given < distance) return err(`${to} is ${counted(distance, 'hex', 'hexes')} from ${u.hex}: a move there enters at least ${distance}, not ${given} (4.1, 4.2)`);
  // --terrain names the terrain of each hex entered, one name a hex.
  if (given !== undefined && named > given) return err(`--terrain names ${named} hexes for a move of ${counted(given, 'hex', 'hexes')}: name the terrain of each hex entered, once (4.2)`);
  return ok(given ?? Math.max(named, distance ?? (named > 0 ? named : 1)));
}

/** A move's --face and --into, as given. */
type MoveFlags = Pick<MoveRequest, 'face' | 'into'>;

/** 4.4: with no --hexes, the way to a known hex: the straight one, or the shortest way round within the MP left (`most`). */
function wayOf(s: PsState, u: PsUnit, req: MoveRequest, to: string | undefined, named: number, most: number, continues: boolean, flags: MoveFlags): Result<Way, string> | null {
  if (to !== undefined && u.hex !== null && req.hexes !== undefined && most > 0) return battalionHexesWay(s, u, u.hex, to, req.hexes, most, flags);
  if (to === undefined || u.hex === null || u.hex === to || req.hexes !== undefined || most <= 0) return null;
  const least = Math.max(named, hexDistance(u.hex, to, s.rules.shifted));
  // 4.5: fire taken on the condition that the move goes on: take a way whose first step keeps it, when one does.
  // 4.5, 11.4: with no terrain named, each step costs 1 MP, so the last step is known and cavalry reacts to it after the move.
  const clear = req.terrain.length === 0 && req.hexsides.length === 0;
  return findWay(s, u, u.hex, to, { least, most }, { continues, clear, ...flags, ...(continues ? promiseStarts(s, u) : {}) });
}

/** 9.2: the hex a paid pivot is made in when it is the hex the leg ends in (in place, or last on a way worked out), else null. */
const pivotHex = (u: PsUnit, to: string | undefined, hexes: number, paid: number, way: Way | null): string | null =>
  paid === 0 ? null : hexes === 0 ? u.hex : to !== undefined && way?.pivots?.paidIn.at(-1) === to ? to : null;

/**
 * 9.2: a pivot in the hex is not made in the phase a battalion moves into a flank or rear hex,
 * whichever leg of its move comes first; the refusal says so rather than counting MP.
 */
function pivotAndSidestep(u: PsUnit, so: Moving | null, leg: { readonly into: Aspect | null; readonly paidPivots: number }): string | null {
  if (so === null) return null;
  const aside = leg.into === 'flank' || leg.into === 'rear' ? leg.into : null;
  if (so.pivotedInPlace && aside !== null) return `${u.name} pivoted in ${its(u)} hex earlier this phase: a battalion does not also move into a flank or rear hex in the same movement phase (9.2)`;
  if (so.steppedAside && leg.paidPivots > 0) return `${u.name} moved into a ${so.steppedAside} hex earlier this phase: a battalion does not also pivot in ${its(u)} hex in the same movement phase (9.2)`;
  return null;
}

export function resolveMove(s: PsState, req: MoveRequest): Result<PsOutcome, string> {
  const leader = s.leaders.find((l) => l.id === req.unit);
  if (leader) return moveLeader(s, leader, req);
  const u = s.units.find((x) => x.id === req.unit);
  if (!u) return err('no such unit');
  if (!inPlay(u)) return err(`${u.name} ${verb(u, 'is')} no longer in play`);
  if (req.with !== undefined) return err(`--with is for a leader's move, to stack him with a unit (7.1): ${u.name} ${verb(u, 'is')} a unit`);
  // 12.1: checked first, so the enemy's heavy guns are not told to wait for their phase.
  if (u.type === 'artillery') return err('heavy artillery cannot move (12.1)');
  // 6.5, 4.5: a fortune of war move follows the normal rules, so it too goes on after a reaction
  // while it is the last thing done (the enemy may still react to it).
  const fortuneGoesOn = !isMoveStep(s) && s.fowMove === null && s.fowMoved === u.id && moveGoesOn(s, u.id);
  const byFortune = s.fowMove === u.id || fortuneGoesOn;
  let so: Moving | null = fortuneGoesOn ? s.moving : null;
  if (!byFortune) {
    if (!isMoveStep(s)) return err(`units move in a movement phase, not in ${stepWords(s.step)} (or with a fortune of war: fow move ${u.id})`);
    if (u.side !== activeSide(s)) return err(`${u.name} ${verb(u, 'belongs')} to ${sideSubject(s.sides[u.side].name)}: ${itWord(u)} ${verb(u, 'moves')} in ${sideIsPlural(s.sides[u.side].name) ? 'their' : sideOwn(s.sides[u.side].name)} movement phase`);
    if (u.moved) {
      const goOn = continuing(s, u);
      if (typeof goOn === 'string') return err(goOn);
      so = goOn;
    }
  }
  // 4.5: fire taken on the condition that another unit's move goes on is owed first.
  const owed = so === null ? unkeptRefusal(s, `${u.name} ${verb(u, 'moves')}`, [u.id]) : null;
  if (owed !== null) return err(owed);
  if (u.type === 'light-cannon' && u.cannon !== 'moving') return err(`${u.name} ${verb(u, 'is')} on ${its(u)} firing side: flip ${them(u)} to ${its(u)} moving side at the start of the phase (12.7)`);
  const to = req.to === undefined ? undefined : normalizeHex(req.to);
  if (to === null) return err(`"${req.to}" is not a hex number (XXYY)`);
  // Where it may not stop comes first: no count of MP or leader makes that hex possible.
  const barred = to === undefined ? null : entryRefusal(s, u, to);
  if (barred !== null) return err(barred);
  const cls = moveClass(u.type);
  const entered = [];
  for (const name of req.terrain) {
    const t = terrainEntry(s.rules.tec, name);
    if (!t.ok) return t;
    entered.push({ name, entry: t.value });
  }
  const crossed = [];
  for (const name of req.hexsides) {
    const h = hexsideEntry(s.rules.tec, name);
    if (!h.ok) return h;
    crossed.push({ name, entry: h.value });
  }
  const ma = factorsOf(u).move;
  // The facing it turns to (9.2) and the hex it steps into, as the way finders take them.
  const flags: MoveFlags = { ...(req.face ? { face: req.face } : {}), ...(req.into ? { into: req.into } : {}) };
  const found = wayOf(s, u, req, to, entered.length, ma - (so?.mp ?? 0), so !== null, flags);
  if (found && !found.ok) return found;
  const way = found?.value ?? null;
  const reach = hexesMoved(s, u, to, req.hexes ?? way?.hexes, entered.length);
  if (!reach.ok) return reach;
  const hexes = reach.value;
  // 4.5: its first step must keep the condition on which fire was taken; a pivot in place is no step (9.2).
  const broken = so !== null ? nextStepRefusal(s, u, hexes === 0 ? u.hex : firstStep(to, hexes, way)) : null;
  if (broken !== null) return err(broken);
  const round = way?.round ? `; the way round the units in the way is ${counted(hexes, 'hex', 'hexes')} (4.4)` : '';
  // A refusal after the way is found says how long the way round is.
  const refuse = (why: string) => err(`${why}${round}`);
  // A unit on the map that enters hexes goes somewhere the tool must know: with neither the hex
  // nor a count of hexes (--hexes, --terrain), it asks which; with a count alone, it says its hex is stale.
  if (to === undefined && u.hex !== null && hexes > 0 && req.hexes === undefined && req.terrain.length === 0) return err(`${u.name} ${verb(u, 'stands')} in ${u.hex}: give the hex ${itWord(u)} ${verb(u, 'moves')} to (move ${u.id} to <hex>)`);
  // 9.2: only a battalion pivots in place; any other move enters a hex (4.1).
  // 9.2: a pivot in place turns to another vertex; one to the facing it has is no move.
  if (hexes === 0 && u.type === 'battalion' && req.face !== undefined && req.face === u.facing) return err(`${u.name} already ${verb(u, 'faces')} ${req.face}: a pivot in place turns to another vertex (9.2)`);
  if (hexes === 0 && !(u.type === 'battalion' && req.face !== undefined)) {
    return err(`a move enters at least one hex (4.1)${to !== undefined && to === u.hex ? `: ${u.name} ${verb(u, 'is')} already in ${to}` : ''}${u.type === 'battalion' ? '; a battalion pivots in place with --hexes 0 --face <vertex> (9.2)' : ''}`);
  }
  const total = (so?.hexes ?? 0) + hexes;
  let mp = Math.max(0, hexes - entered.length); // hexes not named are clear: 1 MP each
  for (const [list, fallback] of [[entered, 1], [crossed, 0]] as const) {
    for (const { name, entry } of list) {
      const cost = costFor(entry, cls, fallback);
      if (cost === 'prohibited') return err(`the TEC prohibits ${cls} from ${name} (4.2)`);
      mp += cost;
    }
  }
  let pivotWords: string | null = null;
  let pivotedIn: string | null = null;
  let pivotedFirst: LegPivots['first'];
  let flankWords: string | null = null;
  let pivotedInPlace = so?.pivotedInPlace === true;
  let steppedAside = so?.steppedAside;
  if (u.type === 'battalion') {
    const b = battalionCost(s, u, { ...(to !== undefined ? { to } : {}), ...flags, ...(way?.pivots ? { paid: way.pivots.paid, paidIn: way.pivots.paidIn } : {}) }, hexes, mp, ma);
    if (!b.ok) return b;
    mp = b.value.mp;
    pivotWords = b.value.words;
    pivotedIn = pivotHex(u, to, hexes, b.value.paidPivots, way);
    if (b.value.first && req.face !== undefined) pivotedFirst = { facing: req.face, paid: b.value.paidPivots };
    if (b.value.into !== null && b.value.into !== 'front' && b.value.words) flankWords = b.value.words;
    const both = pivotAndSidestep(u, so, b.value);
    if (both !== null) return err(both);
    if (b.value.paidPivots > 0) pivotedInPlace = true;
    if (b.value.into === 'flank' || b.value.into === 'rear') steppedAside = b.value.into;
  } else if (req.into !== undefined) return err('only battalions have flank and rear hexes to move into (9.2)');
  if (so !== null && so.mp >= ma) return err(`${u.name} ${verb(u, 'has')} spent ${so.mp} MP, all ${its(u)} MA of ${ma} on the side ${itWord(u)} now ${verb(u, 'shows')}: ${its(u)} move cannot go on (4.2, 4.5)`);
  // 9.2: a battalion's step into a flank or rear hex costs its whole MA: say so when that is why.
  const why = flankWords ? `: ${flankWords.replace(/^A /, 'a ').replace(/\.$/, '')}` : '';
  if (so !== null && so.mp + mp > ma) return err(`${u.name} ${verb(u, 'needs')} ${mp} MP to go on and ${verb(u, 'has')} ${ma - so.mp} of ${its(u)} ${ma} left (4.2, 4.5)${why}`);
  if (mp > ma) return refuse(`${u.name} ${verb(u, 'needs')} ${mp} MP for this move and ${verb(u, 'has')} ${ma} (4.2, 4.3)`);
  const limit = unledLimit(u.type);
  const lead = so === null ? enablingLeader(s, u, req.leader) : leaderSoFar(s, u, so, req.leader);
  if (typeof lead === 'string') return err(lead);
  // 6.5: a fortune of war move follows the normal movement rules, the leader's included.
  // 4.3, 7.2: the move is longer than the unit makes without a leader.
  const needsLeader = limit !== null && total > limit;
  if (needsLeader && lead === null && so !== null) {
    return refuse(`${possessive(u.name)} move began with no leader enabling ${them(u)}: ${itWord(u)} ${verb(u, 'moves')} at most ${counted(limit, 'hex', 'hexes')} in all, ${so.hexes} already (4.3, 4.5, 7.2)`);
  }
  if (needsLeader && lead === null) {
    // --leader helps only where the hexes cannot show a leader next to it.
    const unseen = u.hex === null || s.leaders.some((l) => l.fate === 'active' && l.side === u.side && !l.moved && leaderHex(s, l) === null);
    return refuse(`no leader who has not moved is with ${u.name} or next to ${them(u)}: ${itWord(u)} ${verb(u, 'moves')} at most ${counted(limit, 'hex', 'hexes')} (4.3, 7.2${byFortune ? '; 6.5: a fortune of war move follows the normal rules' : ''})${unseen ? '; name one with --leader' : ''}`);
  }
  const events: PsEvent[] = [];
  const words: string[] = [];
  if (to !== undefined) {
    const there = unitsIn(s, to).filter((x) => x.id !== u.id);
    // --hexes overrides the way found: a way that long must still avoid the units in the way (4.4); a battalion's way (9.2) was checked as it was worked out.
    const held = u.hex === null || hexes === 0 || req.hexes === undefined || way !== null ? null : wayRefusal(s, u, u.hex, to, hexes, ma);
    if (held !== null) return err(held);
    for (const gun of there.filter((x) => x.side !== u.side && isGun(x.type))) events.push(...captureEvents(s, u, gun));
  }
  const spent = (so?.mp ?? 0) + mp;
  const how = hexes === 0 ? ' pivots in place' : `${so ? ' on' : ''} ${counted(hexes, 'hex', 'hexes')}${to ? ` to ${to}` : ''}`;
  // 9.2: the paid pivots before the hex it ends in draw fire there too; going back to one must undo no capture, disorder or leader taken up.
  const joined = stackedNowWords(s, u, to ?? null);
  const disorders = [...entered, ...crossed].find((e) => namesType(e.entry.disorders, u.type));
  const terrainDisorder = disorders !== undefined && u.status === 'ordered';
  const changed = events.some((e) => e.type === 'captured' || e.type === 'eliminated') || terrainDisorder || joined !== '';
  const earlier = earlierPivots(u, { to, so, stops: way?.pivots?.stops, first: pivotedFirst, named: entered.length + crossed.length > 0, changed });
  const from = lastStepFrom(u.hex, to, hexes, way);
  const leg = { leg: { mp: spent, hexes: total, leader: lead?.id ?? null, ...(pivotedIn !== null ? { pivotedIn } : {}), ...(earlier.length > 0 ? { earlier } : {}), ...(from !== undefined ? { from } : {}), ...(pivotedInPlace ? { pivotedInPlace } : {}), ...(steppedAside ? { steppedAside } : {}) } };
  events.unshift({ type: 'moved', unit: u.id, hex: to ?? null, hexes, ...leg, text: `${u.name} ${verb(u, 'moves')}${how} (${spent} of ${ma} MP${so ? ' in all' : ''}).` });
  // One aside for the move's notes: "(4.5: its move continues; it moves freely, 4.3)".
  const notes = [so ? `4.5: ${its(u)} move continues` : '', limit === null ? `${itWord(u)} ${verb(u, 'moves')} freely, ${freeMoveCite(u.type)}` : ''].filter((n) => n !== '');
  const aside = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  // 4.3, 7.2: without a leader the unit's move is short, whatever MP are left: say so.
  const unled = limit !== null && !lead && total >= limit && spent < ma ? `; no leader enables ${them(u)}, so ${itWord(u)} ${verb(u, 'moves')} at most ${counted(limit, 'hex', 'hexes')} (4.3, 7.2)` : '';
  const moves = hexes === 0 ? `${u.name}${how.replace(' pivots', ` ${verb(u, 'pivots')}`)}` : `${u.name} ${verb(u, 'moves')}${how}`;
  // A leader enables only a move longer than the unit could make without one (4.3, 7.2).
  // A leader named with --leader for a move that needs none is told so, not silently dropped.
  const unneeded = req.leader !== undefined && lead && !needsLeader ? `; ${itWord(u)} ${verb(u, 'needs')} no leader (${limit === null ? `${itWord(u)} ${verb(u, 'moves')} freely, ${freeMoveCite(u.type)}` : `${counted(limit, 'hex', 'hexes')} at most without one, 4.3`}), so ${lead.name} enables nothing` : '';
  words.push(`${moves}, ${spent} of ${ma} MP${so ? ' in all' : ''}${aside}${needsLeader && lead ? `, enabled by ${lead.name} (7.2)` : ''}${unled}${unneeded}.`);
  if (way?.words) words.push(way.words);
  if (flankWords) words.push(flankWords);
  if (to === undefined && u.hex !== null && hexes > 0) words.push(`The tool still shows ${them(u)} in ${u.hex}: place ${u.id} <hex> to say where ${itWord(u)} went.`);
  // 7.1, 9.2: a pivot in place leaves no hex, so its stacked leaders stay stacked with it.
  const left = hexes === 0 ? [] : stayBehind(s, u);
  events.push(...left);
  words.push(...left.map((e) => e.text));
  // Named in full: the sentence before may be about a leader left behind, so "it" would be his.
  if (joined) words.push(`${joined}.`);
  // The TEC's classes name the types they disorder; light cannon are in none (12.7).
  if (disorders && terrainDisorder) {
    events.push({ type: 'status', unit: u.id, status: 'disordered', text: `${u.name} ${verb(u, 'is')} disordered by the ${disorders.name} (4.2, 6.2).` });
    words.push(`The ${disorders.name} ${verb(disorders, 'disorders')} ${them(u)} (4.2).`);
  }
  if (req.face !== undefined) {
    if (u.type !== 'battalion') return err('only battalions face a vertex (9.1)');
    events.push({ type: 'facing', unit: u.id, facing: req.face, text: `${u.name} ${verb(u, 'faces')} ${req.face} (9.1).` });
    words.push(pivotWords ?? `${isPlural(u) ? 'They face' : 'It faces'} ${req.face}.`);
  }
  if (byFortune) {
    events.push({ type: 'fow-move', unit: null, text: 'The fortune of war move is made.' }, { type: 'fow-moved', unit: u.id, text: `The enemy may react to ${possessive(u.name)} move (6.5, 4.5).` });
  }
  for (const e of events) if (e.type === 'captured' || e.type === 'eliminated') words.push(e.text);
  if (byFortune) words.push(FOW_MOVE_REACTION);
  // The terrain's disorder goes on the changes line with the guns taken, as a combat's disorder does (4.2).
  const changes = [...(terrainDisorder ? [statusChange(u, 'disordered')] : []), ...captureChanges(s, events)];
  return outcome([plain('move', words.join(' '), changes)], events);
}

/** 7.1: the words of a lone leader's move, which the reaction hint replaces (execute.ts). */

/** 6.5: a fortune of war move's result says the enemy may react to it. */
export const FOW_MOVE_REACTION = 'The enemy may react to this move (6.5, 4.5).';
/** The same, when the hexes are known and no enemy unit may react to it where the units stand. */
export const FOW_MOVE_NO_REACTION = 'No enemy unit may react to this move where the units stand (6.5, 4.5).';

/** The next free id on a side, for loose shotte created in play. */
function nextId(s: PsState, parent: PsUnit): string {
  const prefix = parent.id.replace(/\d+$/, '');
  const used = s.units.filter((u) => u.id.startsWith(prefix) && /^\d+$/.test(u.id.slice(prefix.length))).map((u) => Number(u.id.slice(prefix.length)));
  return `${prefix}${Math.max(0, ...used) + 1}`;
}

/** 10.2: at the start of its move, a tercio or battalion places its loose shotte in an empty adjacent hex. */
export function resolveLoose(s: PsState, req: { unit: string; to?: string }): Result<PsOutcome, string> {
  const p = s.units.find((u) => u.id === req.unit);
  if (!p || !inPlay(p)) return err('name a tercio or battalion in play');
  if (!isMoveStep(s) || p.side !== activeSide(s)) return err(`shotte is loosed at the start of the unit's move, in its own movement phase (10.2)`);
  if (!p.shotte) return err(`${p.name} ${verb(p, 'has')} no loose shotte to detach (the scenario gives none, 10.1)`);
  if (p.loosed !== null) return err(`${p.name} already ${verb(p, 'has')} ${its(p)} shotte loose (10.2)`);
  if (p.moved) return err(`${p.name} ${verb(p, 'has')} moved: shotte is loosed at the beginning of ${its(p)} movement (10.2)`);
  const owed = unkeptRefusal(s, `${p.name} ${verb(p, 'looses')} ${its(p)} shotte`);
  if (owed !== null) return err(owed);
  const to = req.to === undefined ? null : normalizeHex(req.to);
  if (req.to !== undefined && to === null) return err(`"${req.to}" is not a hex number (XXYY)`);
  if (to === null && p.hex !== null) return err(`name the hex for the shotte: loose ${p.id} to <hex>, an unoccupied hex next to ${p.hex} (10.2)`);
  if (to !== null && unitsIn(s, to).length > 0) return err(`${to} is occupied: loose shotte goes into an unoccupied adjacent hex (10.2)`);
  if (to !== null && p.hex !== null && hexDistance(p.hex, to, s.rules.shifted) !== 1) return err(`${to} is not next to ${p.name} (10.2)`);
  const shotte: PsUnit = {
    ...p,
    id: nextId(s, p),
    name: `${p.name} Shotte`,
    type: 'loose-shotte',
    ordered: { fire: p.shotte.fire, melee: p.shotte.melee, move: p.shotte.move, recovery: 0 },
    disordered: null,
    status: 'disordered',
    hex: to,
    facing: null,
    shotte: null,
    loosed: null,
    parent: p.id,
    loosedIn: { turn: s.turn, step: s.step },
    points: null,
    moved: false,
    hexesMoved: 0,
    attacked: false,
    defended: null,
  };
  const r = p.shotte.reduce;
  const text = `${p.name} ${verb(p, 'looses')} ${its(p)} shotte: ${shotte.name} (${shotte.id}, fire ${shotte.ordered.fire}, melee ${shotte.ordered.melee}, move ${shotte.ordered.move})${to ? ` in ${to}` : ''}; the LS marker takes ${r.fire} fire and ${r.melee} melee off ${p.name} (10.2).`;
  return outcome([plain('loose', text)], [{ type: 'loosed', parent: p.id, shotte, text }]);
}

/**
 * 10.2: the loose shotte and its parent, beginning the phase adjacent, become one unit again.
 * Reading of the player note: any loose shotte of the side may rejoin any parent with an LS
 * marker (`from`); the parent whose shotte that was keeps its own marker.
 */
export function resolveRegain(s: PsState, req: { unit: string; from?: string }): Result<PsOutcome, string> {
  const p = s.units.find((u) => u.id === req.unit);
  if (!p || !inPlay(p)) return err('name the parent tercio or battalion');
  if (!isMoveStep(s) || p.side !== activeSide(s)) return err('shotte is regained at the start of the unit\'s move, in its own movement phase (10.2)');
  if (p.loosed === null) return err(`${p.name} ${verb(p, 'has')} no shotte loose (10.2)`);
  const owed = unkeptRefusal(s, `${p.name} ${verb(p, 'regains')} shotte`);
  if (owed !== null) return err(owed);
  if (req.from !== undefined && req.from !== p.loosed) return regainOther(s, p, req.from);
  const ls = s.units.find((u) => u.id === p.loosed);
  if (!ls || !inPlay(ls)) return err(`${possessive(p.name)} loose shotte is no longer in play: another loose shotte of the side beside it may rejoin it (regain ${p.id} --from <loose shotte>, 10.2)`);
  const bad = regainRefusal(s, p, ls);
  if (bad !== null) return err(bad);
  const text = `${p.name} ${verb(p, 'regains')} ${its(p)} shotte: ${ls.name} ${verb(ls, 'is')} removed and the LS marker taken off (10.2).`;
  return regained(s, p, ls, text);
}

/** 10.2: the conditions shared by a parent's own shotte and another's: the phase begun together, adjacent. */
function regainRefusal(s: PsState, p: PsUnit, ls: PsUnit): string | null {
  if (p.moved || ls.moved) return 'both units must begin the movement phase together, not after moving (10.2)';
  if (ls.loosedIn !== undefined && ls.loosedIn.turn === s.turn && ls.loosedIn.step === s.step) return `${ls.name} ${verb(ls, 'was')} loosed this phase: both units must begin a movement phase next to each other (10.2)`;
  if (p.hex !== null && ls.hex !== null && hexDistance(p.hex, ls.hex, s.rules.shifted) > 1) return `${ls.name} ${verb(ls, 'is')} not next to ${p.name} (10.2)`;
  return null;
}

/** 10.2 player note: another loose shotte of the side rejoins this parent; its own parent keeps its LS marker. */
function regainOther(s: PsState, p: PsUnit, from: string): Result<PsOutcome, string> {
  const ls = s.units.find((u) => u.id === from);
  if (!ls || !inPlay(ls) || ls.type !== 'loose-shotte') return err(`--from names a loose shotte unit in play, not "${from}" (10.2)`);
  if (ls.side !== p.side) return err(`${ls.name} ${verb(ls, 'is')} not of ${possessive(p.name)} side (10.2)`);
  const bad = regainRefusal(s, p, ls);
  if (bad !== null) return err(bad);
  const owner = s.units.find((u) => u.id !== p.id && u.loosed === ls.id);
  const keeps = owner ? ` ${owner.name} ${verb(owner, 'keeps')} ${its(owner)} LS marker: ${its(owner)} own shotte is gone.` : '';
  const text = `${p.name} ${verb(p, 'regains')} shotte from ${ls.name}: ${ls.name} ${verb(ls, 'is')} removed and ${possessive(p.name)} LS marker taken off (10.2).${keeps}`;
  return regained(s, p, ls, text);
}

/** 10.2, 7.1: the shotte's counter leaves the map, its leaders stay in its hex (a leader moves by his own move), as the result says. */
function regained(s: PsState, p: PsUnit, ls: PsUnit, text: string): Result<PsOutcome, string> {
  const left = stayBehind(s, ls);
  return outcome([plain('regain', [text, ...left.map((e) => e.text)].join(' '))], [{ type: 'regained', parent: p.id, shotte: ls.id, text }, ...left]);
}

/** 12.7: at the beginning of the movement phase a light cannon is flipped to its firing or moving side. */
export function resolveFlip(s: PsState, req: { unit: string; face: 'firing' | 'moving'; terrain?: string }): Result<PsOutcome, string> {
  const g = s.units.find((u) => u.id === req.unit);
  if (!g || !inPlay(g) || g.type !== 'light-cannon') return err('only light cannon are flipped (12.7)');
  if (!isMoveStep(s) || g.side !== activeSide(s)) return err('light cannon are flipped at the beginning of their own movement phase (12.7)');
  if (g.moved) return err(`${g.name} ${verb(g, 'has')} moved this phase`);
  // 12.7: "at the beginning of each movement phase": before the side's first move.
  const mover = s.units.find((u) => u.side === g.side && u.moved);
  if (mover) return err(`${mover.name} ${verb(mover, 'has')} moved: light cannon are flipped at the beginning of the movement phase, before any unit moves (12.7)`);
  if (req.face === 'firing' && req.terrain !== undefined) {
    const t = terrainEntry(s.rules.tec, req.terrain);
    if (!t.ok) return t;
    if (t.value.disorders.includes('infantry')) return err(`${g.name} cannot take ${its(g)} firing side in ${req.terrain}, which disorders infantry (12.7)`);
  }
  if (g.cannon === req.face) return err(`${g.name} already ${verb(g, 'shows')} ${its(g)} ${req.face} side (12.7)`);
  const text = `${g.name} ${verb(g, 'shows')} ${its(g)} ${req.face} side: ${itWord(g)} ${req.face === 'firing' ? 'may fire but not move' : 'may move but not fire'} this turn (12.7).`;
  return outcome([plain('flip', text, [{ unit: g.name, from: g.cannon, to: req.face }])], [{ type: 'cannon', unit: g.id, face: req.face, text }]);
}
