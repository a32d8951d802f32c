/**
 * The events of While the Devil Rules. Resolvers return events; `applyEvent` is the only
 * code that changes the state, so a replay that produces the same events has the same state.
 */
import type { Arc } from './catalogue.js';
import type { Ground } from './actions.js';
import { outcomeWords } from './morale.js';
import type { DevilState, DevilStepId, Face, Formation, HeldMelee, LeaderFate, LeaderState, PendingHit, Reaction, SideIndex, Status, UnitState } from './state.js';

interface E<T extends string> {
  readonly type: T;
  /** The event in plain words, for `log` and the report. */
  readonly text: string;
}

export type DevilEvent =
  | (E<'turn'> & { readonly turn: number })
  | (E<'step'> & { readonly step: DevilStepId; readonly toAct: SideIndex | null })
  | (E<'initiative'> & { readonly side: SideIndex })
  | (E<'first'> & { readonly side: SideIndex })
  | (E<'command'> & { readonly leader: string; readonly activations: number })
  | (E<'activation'> & { readonly leader: string; readonly unit: string })
  | (E<'leader-done'> & { readonly leader: string })
  /** `for`: the reaction that used the action, if one did (kept for the refusal's reason). */
  | (E<'acted'> & { readonly unit: string; readonly for?: Reaction })
  | (E<'unit'> & {
      readonly unit: string;
      readonly from: Status;
      readonly to: Status;
      readonly basesFrom: number;
      readonly basesTo: number;
    })
  | (E<'formation'> & { readonly unit: string; readonly formation: Formation })
  /**
   * `faceA`: the face of `a` that `b` contacts; `faceB`: the face of `b` that `a` contacts.
   * Absent: the face already recorded is kept (front when none is). `ground`: the ground of the
   * combat (absent: the recorded one is kept).
   */
  | (E<'engaged'> & { readonly a: string; readonly b: string; readonly faceA?: Face; readonly faceB?: Face; readonly ground?: Ground })
  | (E<'disengaged'> & { readonly a: string; readonly b: string })
  /** `enemy`: the enemy on the flank the unit turned to, now on its front. */
  | (E<'faced-flank'> & { readonly unit: string; readonly enemy?: string })
  /** Units that have been in a melee this turn, as actor, target or support ("Melee": facing a flank comes after). */
  | (E<'melee-fought'> & { readonly units: readonly string[] })
  | (E<'fired-arc'> & { readonly unit: string; readonly arc: Arc })
  | (E<'leader-fate'> & { readonly leader: string; readonly fate: LeaderFate })
  | (E<'attached'> & { readonly leader: string; readonly unit: string | null })
  | (E<'leader-moved'> & { readonly leader: string })
  | (E<'leader-in-melee'> & { readonly leader: string })
  | (E<'caught-up'> & { readonly leader: string })
  | (E<'command-passed'> & { readonly from: string; readonly to: string })
  | (E<'camp-sacked'> & { readonly side: SideIndex })
  | (E<'army-check'> & { readonly broken: readonly SideIndex[]; readonly winner: SideIndex | null; readonly over: boolean })
  /** End-of-turn fire: a hit held back until the step ends (simultaneous fire). */
  | (E<'fire-pending'> & PendingHit)
  /** End-of-turn fire: the held hits have taken effect (as `unit` events) and are cleared. */
  | E<'fire-resolved'>
  /** "Turn Sequence": the unit acts on its standing orders, without an activation (once a turn). */
  | (E<'standing-orders-used'> & { readonly unit: string })
  /** "Turn Sequence": the unit has been in combat; from now on it needs an activation. */
  | (E<'standing-orders-ended'> & { readonly unit: string })
  /** A melee's loss waits for the loser's choice of spread ("Combat Effects and Rallying"). */
  | (E<'melee-held'> & { readonly held: HeldMelee })
  /** The held melee loss has been taken (as `unit` events) and is cleared. */
  | E<'melee-settled'>
  | E<'note'>;

const mapUnit = (s: DevilState, id: string, f: (u: UnitState) => UnitState): DevilState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? f(u) : u)),
});
const mapLeader = (s: DevilState, id: string, f: (l: LeaderState) => LeaderState): DevilState => ({
  ...s,
  leaders: s.leaders.map((l) => (l.id === id ? f(l) : l)),
});

const without = (list: readonly string[], id: string) => list.filter((x) => x !== id);

/** The unit's recorded contacts and grounds without `id` (the fields stay absent when they were). */
function dropContact(u: UnitState, id: string): UnitState {
  let out = u;
  if (out.contacts && id in out.contacts) out = { ...out, contacts: Object.fromEntries(Object.entries(out.contacts).filter(([k]) => k !== id)) };
  if (out.grounds && id in out.grounds) out = { ...out, grounds: Object.fromEntries(Object.entries(out.grounds).filter(([k]) => k !== id)) };
  return out;
}
function setGround(u: UnitState, id: string, ground: Ground | undefined): UnitState {
  return ground === undefined ? u : { ...u, grounds: { ...(u.grounds ?? {}), [id]: ground } };
}

/** The ground of the combat between `u` and the enemy `enemyId`, as recorded, if it is. */
export const combatGround = (u: UnitState, enemyId: string): Ground | undefined => (u.grounds && Object.hasOwn(u.grounds, enemyId) ? u.grounds[enemyId] : undefined);
function setContact(u: UnitState, id: string, face: Face | undefined): UnitState {
  return face === undefined ? u : { ...u, contacts: { ...(u.contacts ?? {}), [id]: face } };
}

/** A flank of either side, or one whose side was not said. */
export const isFlankFace = (face: Face): boolean => face === 'flank' || face === 'left' || face === 'right';
/** The face as the melee's aspect reads it: both flanks are "Taken in Flank/Rear" alike. */
export const faceAspect = (face: Face): 'front' | 'flank' | 'rear' => (isFlankFace(face) ? 'flank' : face === 'rear' ? 'rear' : 'front');
/** "left flank", "right flank", "flank", "rear", "front". */
export const faceWords = (face: Face): string => (face === 'left' || face === 'right' ? `${face} flank` : face);
/**
 * Are these contacts on more than one face? The two flanks are two faces; a flank whose side was
 * not said may be either, so it is counted as the same face as any flank.
 */
export function severalFaces(faces: readonly Face[]): boolean {
  const aspects = new Set(faces.map(faceAspect));
  if (aspects.size > 1) return true;
  const sides = new Set(faces.filter((f) => f === 'left' || f === 'right'));
  return sides.size > 1;
}

/** The face of `u` that the enemy `enemyId` contacts: as recorded, else the front. */
export const contactFace = (u: UnitState, enemyId: string): Face => u.contacts?.[enemyId] ?? 'front';

/** The enemies in contact with `u`, each with the face they contact. */
export const contactsOf = (u: UnitState): { enemy: string; face: Face }[] => u.engagedWith.map((enemy) => ({ enemy, face: contactFace(u, enemy) }));

export function applyEvent(s: DevilState, e: DevilEvent): DevilState {
  switch (e.type) {
    case 'turn':
      return {
        ...s,
        turn: e.turn,
        initiative: null,
        first: null,
        toAct: null,
        activeLeader: null,
        units: s.units.map(({ actedFor, ...u }) => ({
          ...u,
          acted: false,
          facedFlank: false,
          firedArc: null,
          ...(u.fought === undefined ? {} : { fought: false }),
          ...(u.standingOrders ? { standingOrders: { ...u.standingOrders, usedThisTurn: false } } : {}),
        })),
        leaders: s.leaders.map((l) => ({ ...l, hadInitiative: false, activationsLeft: null, caughtUp: 0, moved: false, inMelee: false })),
      };
    case 'step':
      return { ...s, step: e.step, toAct: e.toAct, activeLeader: null };
    case 'initiative':
      return { ...s, initiative: e.side };
    case 'first':
      return { ...s, first: e.side, toAct: e.side };
    case 'command':
      return {
        ...mapLeader(s, e.leader, (l) => ({ ...l, hadInitiative: true, activationsLeft: e.activations })),
        activeLeader: e.leader,
      };
    case 'activation':
      return mapLeader(s, e.leader, (l) => ({ ...l, activationsLeft: Math.max(0, (l.activationsLeft ?? 0) - 1) }));
    case 'leader-done': {
      const leader = s.leaders.find((l) => l.id === e.leader);
      const next: SideIndex | null = leader ? (leader.side === 0 ? 1 : 0) : s.toAct;
      return { ...mapLeader(s, e.leader, (l) => ({ ...l, activationsLeft: null })), activeLeader: null, toAct: next };
    }
    case 'acted': {
      const why = e.for;
      return mapUnit(s, e.unit, (u) => ({ ...u, acted: true, ...(why ? { actedFor: why } : {}) }));
    }
    case 'unit': {
      const next = mapUnit(s, e.unit, (u) => ({ ...u, status: e.to, bases: e.basesTo }));
      if (e.to !== 'destroyed') return next;
      // A destroyed unit leaves every combat, and its attached leader is left on foot.
      return {
        ...next,
        units: next.units.map((u) => {
          if (u.id !== e.unit) return dropContact({ ...u, engagedWith: without(u.engagedWith, e.unit) }, e.unit);
          // A destroyed unit also has no standing orders left.
          const { standingOrders: _gone, ...rest } = u;
          return rest.contacts ? { ...rest, engagedWith: [], contacts: {} } : { ...rest, engagedWith: [] };
        }),
        leaders: next.leaders.map((l) => (l.attachedTo === e.unit ? { ...l, attachedTo: null } : l)),
      };
    }
    case 'formation':
      return mapUnit(s, e.unit, (u) => ({ ...u, formation: e.formation }));
    case 'engaged':
      return mapUnit(
        mapUnit(s, e.a, (u) => setGround(setContact({ ...u, engagedWith: [...without(u.engagedWith, e.b), e.b] }, e.b, e.faceA), e.b, e.ground)),
        e.b,
        (u) => setGround(setContact({ ...u, engagedWith: [...without(u.engagedWith, e.a), e.a] }, e.a, e.faceB), e.a, e.ground),
      );
    case 'disengaged':
      return mapUnit(
        mapUnit(s, e.a, (u) => dropContact({ ...u, engagedWith: without(u.engagedWith, e.b) }, e.b)),
        e.b,
        (u) => dropContact({ ...u, engagedWith: without(u.engagedWith, e.a) }, e.a),
      );
    case 'faced-flank':
      return mapUnit(s, e.unit, (u) => setContact({ ...u, facedFlank: true }, e.enemy ?? '', e.enemy === undefined ? undefined : 'front'));
    case 'melee-fought':
      return { ...s, units: s.units.map((u) => (e.units.includes(u.id) ? { ...u, fought: true } : u)) };
    case 'fired-arc':
      return mapUnit(s, e.unit, (u) => ({ ...u, firedArc: e.arc }));
    case 'leader-fate':
      return mapLeader(s, e.leader, (l) => ({ ...l, fate: e.fate, attachedTo: null, activationsLeft: null }));
    case 'attached':
      return mapLeader(s, e.leader, (l) => ({ ...l, attachedTo: e.unit }));
    case 'leader-moved':
      return mapLeader(s, e.leader, (l) => ({ ...l, moved: true }));
    case 'leader-in-melee':
      return mapLeader(s, e.leader, (l) => ({ ...l, inMelee: true }));
    case 'caught-up':
      return mapLeader(s, e.leader, (l) => ({ ...l, caughtUp: l.caughtUp + 1 }));
    case 'command-passed': {
      const fallen = s.leaders.find((l) => l.id === e.from);
      const passed = [e.from, ...(fallen?.inherited ?? [])];
      // Deduplicated so that a command is never held twice, even from an older journal. Units keep
      // their own commander: the holder is looked up through `inherited` (commandHolder).
      return mapLeader(s, e.to, (l) => ({ ...l, inherited: [...new Set([...l.inherited, ...passed])] }));
    }
    case 'camp-sacked':
      return { ...s, sides: s.sides.map((side, i) => (i === e.side ? { ...side, campSacked: true } : side)) as unknown as DevilState['sides'] };
    case 'army-check':
      return {
        ...s,
        sides: s.sides.map((side, i) => (e.broken.includes(i as SideIndex) ? { ...side, broken: true } : side)) as unknown as DevilState['sides'],
        outcome: e.over ? { winner: e.winner, text: outcomeWords(s) } : s.outcome,
        step: e.over ? 'over' : s.step,
      };
    case 'fire-pending':
      return { ...s, pendingFire: [...(s.pendingFire ?? []), { unit: e.unit, levels: e.levels, destroy: e.destroy }] };
    case 'fire-resolved':
      return { ...s, pendingFire: [] };
    case 'standing-orders-used':
      return mapUnit(s, e.unit, (u) => (u.standingOrders ? { ...u, standingOrders: { ...u.standingOrders, usedThisTurn: true } } : u));
    case 'standing-orders-ended':
      return mapUnit(s, e.unit, ({ standingOrders: _ended, ...u }) => u);
    case 'melee-held':
      return { ...s, heldMelee: e.held };
    case 'melee-settled': {
      const { heldMelee: _, ...rest } = s;
      return rest;
    }
    case 'note':
      return s;
  }
}

export const applyEvents = (s: DevilState, events: readonly DevilEvent[]): DevilState => events.reduce(applyEvent, s);
