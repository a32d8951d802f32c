/**
 * The events of Pike & Shot. Resolvers return events; `applyEvents` is the only code that
 * changes the state, so a replay that produces the same events has the same state.
 */
import type { Vertex } from './hexes.js';
import { isMoveStep } from './steps.js';
import { isGun } from './units.js';
import type { AdvanceOffer, LeaderRetreating, Moving, PendingRetreat, PsLeader, PsState, PsUnit, SideIndex, Status, StepId } from './state.js';

interface E<T extends string> {
  readonly type: T;
  /** The event in plain words, for `log` and the report. */
  readonly text: string;
}

export type PsEvent =
  | (E<'turn'> & { readonly turn: number })
  | (E<'step'> & { readonly step: StepId })
  | (E<'weather'> & { readonly weather: string })
  /** `leg`: a unit's own move (4.1), its totals so far; absent when it is moved otherwise (a reaction, a retreat, an advance). */
  | (E<'moved'> & { readonly unit: string; readonly hex: string | null; readonly hexes: number; readonly leg?: Omit<Moving, 'unit' | 'ended'> })
  | (E<'placed'> & { readonly unit: string; readonly hex: string })
  | (E<'facing'> & { readonly unit: string; readonly facing: Vertex })
  /** 9.2, 4.5: fire at a paid pivot made earlier on the leg takes the move back to that hex and facing, its totals then (`leg`). */
  | (E<'pivot-back'> & { readonly unit: string; readonly hex: string; readonly facing: Vertex; readonly leg: Pick<Moving, 'mp' | 'hexes' | 'pivotedIn'> })
  /** 4.5, 11.4: cavalry reacting to the last step takes the mover back to the hex it was exiting, its totals then (`leg`). */
  | (E<'step-back'> & { readonly unit: string; readonly hex: string; readonly leg: Pick<Moving, 'mp' | 'hexes'> })
  | (E<'status'> & { readonly unit: string; readonly status: Status })
  | (E<'eliminated'> & { readonly unit: string })
  | (E<'off-map'> & { readonly unit: string })
  /** `from`: 4.5, 7.1: the hex his own move's last step left, when the tool knows his way. */
  | (E<'leader-moved'> & { readonly leader: string; readonly hex: string | null; readonly with: string | null; readonly moved: boolean; readonly from?: string })
  | (E<'leader-fell'> & { readonly leader: string; readonly fate: 'casualty' | 'eliminated' | 'off-map' })
  | (E<'attacked'> & { readonly unit: string })
  | (E<'defended'> & { readonly unit: string; readonly how: 'fire' | 'melee' })
  /** 5.2: declared to attack `target` this combat phase. */
  | (E<'declared'> & { readonly unit: string; readonly target: string })
  | (E<'fow'> & { readonly side: SideIndex; readonly delta: number })
  | (E<'fow-played'> & { readonly unit: string })
  /** 6.5: fortunes of war not played right after their combat lapse, unspent. */
  | (E<'fow-lapsed'> & { readonly side: SideIndex; readonly count: number })
  | (E<'fow-move'> & { readonly unit: string | null })
  /** The fortune of war move is made: the enemy may react to it (6.5). */
  | (E<'fow-moved'> & { readonly unit: string })
  /** 4.5: a unit has reacted to the move under way. */
  | (E<'reacted'> & { readonly unit: string; readonly against?: 'retreat' | 'leader-retreat' | 'entry'; readonly target?: string; readonly promised?: boolean; readonly hex?: string; readonly exit?: boolean })
  /** 7.1, 11.6: a leader alone has retreated before a melee: reaction fire at him may follow (null: no longer). */
  | (E<'leader-retreat'> & { readonly retreat: LeaderRetreating | null })
  /** A new combat is resolved: fortunes of war may again be played on every unit (6.5). */
  | E<'combat'>
  | (E<'pending'> & { readonly retreat: PendingRetreat })
  | (E<'pending-done'> & { readonly unit: string })
  | (E<'advance-offer'> & { readonly offer: AdvanceOffer | null })
  | (E<'captured'> & { readonly unit: string; readonly side: SideIndex })
  | (E<'cannon'> & { readonly unit: string; readonly face: 'firing' | 'moving' })
  | (E<'loosed'> & { readonly parent: string; readonly shotte: PsUnit })
  | (E<'regained'> & { readonly parent: string; readonly shotte: string })
  | (E<'outcome'> & { readonly winner: SideIndex | null })
  | E<'note'>;

const mapUnit = (s: PsState, id: string, f: (u: PsUnit) => PsUnit): PsState => ({ ...s, units: s.units.map((u) => (u.id === id ? f(u) : u)) });
const mapLeader = (s: PsState, id: string, f: (l: PsLeader) => PsLeader): PsState => ({ ...s, leaders: s.leaders.map((l) => (l.id === id ? f(l) : l)) });

/**
 * A unit leaves play: its leaders stay behind in its hex, its advance offer goes. A parent
 * whose loose shotte is lost keeps its LS marker: only regaining shotte removes it (10.2).
 */
function leavePlay(s: PsState, id: string): PsState {
  return {
    ...s,
    leaders: s.leaders.map((l) => (l.with === id ? { ...l, with: hostAt(s, l, id) } : l)),
    advance: s.advance?.unit === id ? null : s.advance,
  };
}

/**
 * 7.1: the friendly unit in play in the leader's hex he is stacked with, other than `except`: a
 * combat unit before a gun (his factors never serve a gun, 7.3), else the first listed.
 */
function hostAt(s: PsState, l: PsLeader, except: string | null): string | null {
  if (l.hex === null) return null;
  const here = s.units.filter((u) => u.fate === 'active' && u.side === l.side && u.hex === l.hex && u.id !== except);
  return (here.find((u) => !isGun(u.type)) ?? here[0])?.id ?? null;
}

/** A unit enters a hex only when it goes to a known hex other than its own (a move with no hex leaves it where the state has it). */
const entered = (s: PsState, id: string, hex: string | null): boolean => hex !== null && s.units.find((u) => u.id === id)?.hex !== hex;

/** 7.1: the leaders a unit entering `hex` is stacked with: those of its side there alone, or only with a gun (7.3: his factors never serve one). */
export function takenUp(s: PsState, id: string, hex: string | null): PsLeader[] {
  const u = s.units.find((x) => x.id === id);
  if (!u || hex === null || u.fate !== 'active') return [];
  const withGun = (l: PsLeader) => !isGun(u.type) && s.units.some((g) => g.id === l.with && isGun(g.type));
  return s.leaders.filter((l) => l.fate === 'active' && (l.with === null || withGun(l)) && l.side === u.side && l.hex === hex);
}

/** 11.4: the entries fired at, with `firer`'s fire at cavalry `unit` entering `hex` added. */
function entryFired(list: NonNullable<Moving['entering']>, firer: string, unit: string, hex: string): NonNullable<Moving['entering']> {
  const had = list.some((x) => x.unit === unit);
  return had ? list.map((x) => (x.unit === unit ? { ...x, firers: [...x.firers, firer] } : x)) : [...list, { unit, hex, firers: [firer] }];
}

/** 7.1: a unit entering a hex is stacked with the leaders there it takes up. */
function takeUp(s: PsState, id: string): PsState {
  const u = s.units.find((x) => x.id === id);
  if (!u || u.hex === null || u.fate !== 'active') return s;
  const taken = new Set(takenUp(s, id, u.hex).map((l) => l.id));
  return { ...s, leaders: s.leaders.map((l) => (taken.has(l.id) ? { ...l, with: u.id } : l)) };
}

/** 4.5: a retreat or rout (or any move not its own) ends the moving unit's move. */
function endMove(s: PsState, unit: string): PsState {
  return s.moving?.unit === unit && !s.moving.ended ? { ...s, moving: { ...s.moving, ended: true } } : s;
}

/** 11.4, 6.3: cavalry driven back or lost before its reaction through the hex between never enters it: it owes that reaction no longer. */
function dropEntry(s: PsState, unit: string): PsState {
  const list = s.moving?.entering;
  if (s.moving === null || list === undefined || !list.some((x) => x.unit === unit)) return s;
  const { entering: _all, ...m } = s.moving;
  const still = list.filter((x) => x.unit !== unit);
  return { ...s, moving: { ...m, ...(still.length > 0 ? { entering: still } : {}) } };
}

/** 11.4: whether cavalry fired at entering a hex between is gone from it before its reaction: retreating, routing, or out of play. */
const drivenOff = (s: PsState, unit: string): boolean => s.pending.some((p) => p.unit === unit) || s.units.find((u) => u.id === unit)?.fate !== 'active';

/** 4.1: a unit's own move is the one that may go on; a reactor's move into the hex between (11.4) is no such move. */
function movingAfter(s: PsState, e: Extract<PsEvent, { type: 'moved' }>): PsState {
  if (e.leg === undefined) return endMove(s, e.unit);
  // A later leg of the same move keeps the units that reacted to it (4.5).
  const reactors = s.moving?.unit === e.unit ? s.moving.reactors : undefined;
  const before = stepBefore(s, e);
  return { ...s, moving: { unit: e.unit, ...e.leg, ended: false, ...(reactors ? { reactors } : {}), ...(before ? { before } : {}) } };
}

/**
 * 4.5, 11.4: the move's totals before the leg's last step, where its cost is known: a one-hex leg,
 * or clear hexes at 1 MP each; none after a paid pivot (9.2). Worked out here, not recorded, so
 * journals' events stay as they were.
 */
function stepBefore(s: PsState, e: Extract<PsEvent, { type: 'moved' }>): Moving['before'] {
  const leg = e.leg;
  if (leg === undefined || leg.from === undefined || e.hexes < 1 || leg.pivotedIn !== undefined || leg.earlier !== undefined) return undefined;
  const so = s.moving?.unit === e.unit && !s.moving.ended ? s.moving : null;
  const spent = leg.mp - (so?.mp ?? 0);
  const last = e.hexes === 1 ? spent : spent === e.hexes ? 1 : undefined;
  return last === undefined ? undefined : { mp: leg.mp - last, hexes: leg.hexes - 1 };
}

function enterStep(s: PsState, step: StepId): PsState {
  const kind = step === 'first-move' || step === 'second-move' ? 'move' : step === 'first-combat' || step === 'second-combat' ? 'combat' : 'other';
  // 5.0, 5.2: what a unit attacked, or was attacked by, holds for one combat phase: every new phase starts without it.
  const fresh = s.units.map(({ declaredAt: _, ...u }) => ({ ...u, attacked: false, defended: null }));
  const base: PsState = { ...s, step, advance: null, advanced: undefined, fowPlayedOn: [], fowMove: null, fowMoved: null, moving: null, units: fresh };
  if (kind === 'move') {
    return { ...base, units: fresh.map((u) => ({ ...u, moved: false, hexesMoved: 0, capturedNow: false })), leaders: s.leaders.map((l) => ({ ...l, moved: false })) };
  }
  if (kind === 'combat') {
    // 7.1: a moved leader is flipped back at the beginning of the combat phase.
    return {
      ...base,
      units: fresh.map((u) => ({ ...u, capturedNow: false })),
      leaders: s.leaders.map((l) => ({ ...l, moved: false })),
    };
  }
  return base;
}

export function applyEvent(s: PsState, e: PsEvent): PsState {
  switch (e.type) {
    case 'turn':
      return { ...s, turn: e.turn, weather: null };
    case 'step':
      return enterStep(s, e.step);
    case 'weather':
      return { ...s, weather: e.weather };
    case 'moved': {
      // 4.1: only the unit's own move (its leg: in its movement phase, or a fortune of war move, 6.5)
      // marks it moved; a retreat, rout, pursuit, advance or a reactor's step into the hex between moves it otherwise.
      const own = e.leg !== undefined;
      // 11.7 1: the hexes a charge counts are those of its own move in the movement phase, so a fortune of war move in a combat phase adds none.
      const counted = own && isMoveStep(s) ? e.hexes : 0;
      // 6.6: the attacker follows from its combat hex: once it moves otherwise (a fortune of war move), its advance offer is gone.
      const offer = s.advance?.unit === e.unit ? null : s.advance;
      const next = mapUnit({ ...movingAfter(s, e), advance: offer }, e.unit, (u) => ({ ...u, hex: e.hex ?? u.hex, moved: u.moved || own, hexesMoved: u.hexesMoved + counted }));
      // Stacked leaders move by their own events: a move leaves them behind (stayBehind), a retreat takes them along (7.3).
      return entered(s, e.unit, e.hex) ? takeUp(next, e.unit) : next;
    }
    case 'placed': {
      const next = mapUnit(s, e.unit, (u) => ({ ...u, hex: e.hex }));
      return entered(s, e.unit, e.hex) ? takeUp(next, e.unit) : next;
    }
    case 'facing':
      return mapUnit(s, e.unit, (u) => ({ ...u, facing: e.facing }));
    case 'pivot-back': {
      // Back in the hex it pivoted in, as after a pivot in place: the leaders it left there are stacked with it again (7.1); no earlier pivot is left.
      if (s.moving === null) return s;
      const { earlier: _gone, from: _step, ...m } = s.moving;
      // The hexes it is taken back over no longer count as moved (11.7 counts them in a movement phase).
      const back = isMoveStep(s) ? m.hexes - e.leg.hexes : 0;
      return takeUp(mapUnit({ ...s, moving: { ...m, ...e.leg, ended: false } }, e.unit, (u) => ({ ...u, hex: e.hex, facing: e.facing, hexesMoved: u.hexesMoved - back })), e.unit);
    }
    case 'step-back': {
      // Back in the hex it was exiting: the step is undone, so no step is known now, and the leaders there are stacked with it again (7.1).
      if (s.moving === null) return s;
      const { from: _step, before: _before, earlier: _gone, pivotedIn: _pivot, ...m } = s.moving;
      const back = isMoveStep(s) ? m.hexes - e.leg.hexes : 0;
      return takeUp(mapUnit({ ...s, moving: { ...m, ...e.leg, ended: false } }, e.unit, (u) => ({ ...u, hex: e.hex, hexesMoved: u.hexesMoved - back })), e.unit);
    }
    case 'status':
      return mapUnit(s, e.unit, (u) => ({ ...u, status: e.status }));
    case 'eliminated':
      return leavePlay(
        mapUnit(endMove(dropEntry(s, e.unit), e.unit), e.unit, (u) => ({ ...u, fate: 'eliminated' })),
        e.unit,
      );
    case 'off-map':
      return leavePlay(
        mapUnit(endMove(dropEntry(s, e.unit), e.unit), e.unit, (u) => ({ ...u, fate: 'off-map' })),
        e.unit,
      );
    case 'leader-moved': {
      // A leader's own move (4.1) becomes the move under way, finishing a unit's, unless he goes
      // with that very unit; being left behind or carried along (moved: false) is no move of his.
      const own = e.moved && (s.moving === null || e.with !== s.moving.unit);
      // 4.5: driven back while he moves (his retreat before a reaction's melee), his move ends.
      const driven = !e.moved && s.moving?.unit === e.leader ? { ...s.moving, ended: true } : s.moving;
      // 4.5: a later leg of his move keeps the units that reacted to it (each reacts once); fire answers the step it last made.
      const reactors = own && s.moving?.unit === e.leader ? s.moving.reactors : undefined;
      const moving = own ? { unit: e.leader, mp: 0, hexes: 0, leader: null, ended: false, ...(reactors ? { reactors } : {}), ...(e.from !== undefined ? { from: e.from } : {}) } : driven;
      return mapLeader({ ...s, moving }, e.leader, (l) => ({ ...l, hex: e.hex, with: e.with, moved: l.moved || e.moved }));
    }
    case 'leader-fell':
      return mapLeader(s, e.leader, (l) => ({ ...l, fate: e.fate, with: null }));
    case 'attacked':
      // The phase goes on: reactions to a fortune of war move are over (6.5), and so are the
      // last combat's advance offer (6.6) and its fortune of war marks (6.5: one a unit after each combat).
      return mapUnit({ ...s, fowMoved: null, advance: null, advanced: undefined, fowPlayedOn: [] }, e.unit, (u) => ({ ...u, attacked: true }));
    case 'defended':
      return mapUnit(s, e.unit, (u) => ({ ...u, defended: e.how }));
    case 'declared':
      return mapUnit(s, e.unit, (u) => ({ ...u, declaredAt: e.target }));
    case 'fow': {
      const sides = s.sides.map((side, i) =>
        i === e.side ? { ...side, fow: side.fow + e.delta, fowSpent: side.fowSpent + (e.delta < 0 ? -e.delta : 0) } : side,
      ) as unknown as PsState['sides'];
      return { ...s, sides };
    }
    case 'fow-lapsed': {
      const sides = s.sides.map((side, i) => (i === e.side ? { ...side, fow: Math.max(0, side.fow - e.count) } : side)) as unknown as PsState['sides'];
      return { ...s, sides };
    }
    case 'fow-played':
      return { ...s, fowPlayedOn: [...s.fowPlayedOn, e.unit] };
    case 'fow-move':
      return { ...s, fowMove: e.unit, fowMoved: e.unit === null ? s.fowMoved : null };
    case 'reacted': {
      if (e.against === 'leader-retreat') return s.leaderRetreat ? { ...s, leaderRetreat: { ...s.leaderRetreat, reactors: [...(s.leaderRetreat.reactors ?? []), e.unit] } } : s;
      if (e.against === 'retreat') return { ...s, pending: s.pending.map((p) => (p.unit === e.target ? { ...p, reactors: [...(p.reactors ?? []), e.unit] } : p)) };
      if (s.moving === null) return s;
      // 11.4: infantry fire at cavalry entering a hex between holds that cavalry to its reaction through
      // the hex, unless that fire drove it back or destroyed it (its events come before this mark).
      if (e.against === 'entry' && drivenOff(s, e.target ?? '')) return s;
      if (e.against === 'entry') return { ...s, moving: { ...s.moving, entering: entryFired(s.moving.entering ?? [], e.unit, e.target ?? '', e.hex ?? '') } };
      // 4.5: all reactions to a move come against the same hex: once one has, an earlier pivot no longer draws one.
      const { earlier: _done, entering, ...m } = s.moving;
      const promised = e.promised === true ? { promised: [...(s.moving.promised ?? []), e.unit] } : {};
      const exit = e.exit === true ? { exitOwed: [...(s.moving.exitOwed ?? []), e.unit] } : {};
      const still = (entering ?? []).filter((x) => x.unit !== e.unit);
      return { ...s, moving: { ...m, reactors: [...(s.moving.reactors ?? []), e.unit], ...promised, ...exit, ...(still.length > 0 ? { entering: still } : {}) } };
    }
    case 'fow-moved':
      return { ...s, fowMoved: e.unit };
    case 'combat':
      // A reaction (4.5, 6.3) or a fortune of war's combat (6.5) leaves the last attack's
      // aftermath alone: its advance offer (6.6) and its one-fortune-a-unit marks. The next
      // attack or recovery of the phase ends them ('attacked').
      return s;
    case 'pending':
      return { ...endMove(dropEntry(s, e.retreat.unit), e.retreat.unit), pending: [...s.pending.filter((p) => p.unit !== e.retreat.unit), e.retreat] };
    case 'pending-done':
      return { ...s, pending: s.pending.filter((p) => p.unit !== e.unit) };
    case 'advance-offer':
      // 6.6: only the advance itself takes the offer back (null): remember who made it.
      return { ...s, advance: e.offer, advanced: e.offer === null ? s.advance?.unit : undefined };
    case 'leader-retreat':
      return { ...s, leaderRetreat: e.retreat };
    case 'captured':
      return mapUnit(s, e.unit, (u) => ({ ...u, side: e.side, captured: e.side !== u.originalSide, capturedNow: true }));
    case 'cannon':
      return mapUnit(s, e.unit, (u) => ({ ...u, cannon: e.face }));
    case 'loosed': {
      // 10.2, 4.1: loosing begins the parent's move, so the move under way is finished.
      const next = mapUnit({ ...s, moving: null }, e.parent, (u) => ({ ...u, loosed: e.shotte.id }));
      return { ...next, units: [...next.units, e.shotte] };
    }
    case 'regained':
      // 10.2, 4.1: regaining begins the parent's move, so the move under way is finished.
      return mapUnit(
        // 7.1: the shotte's leaders stay in its hex (the resolver's events say so), with a friend there if any.
        { ...s, moving: null, units: s.units.filter((u) => u.id !== e.shotte), leaders: s.leaders.map((l) => (l.with === e.shotte ? { ...l, with: hostAt(s, l, e.shotte) } : l)) },
        e.parent,
        (u) => ({ ...u, loosed: null }),
      );
    case 'outcome':
      return { ...s, step: 'over', outcome: { text: e.text, winner: e.winner } };
    case 'note':
      return s;
  }
}

export function applyEvents(s: PsState, events: readonly PsEvent[]): PsState {
  return events.reduce(applyEvent, s);
}
