/**
 * The events of Tilly's Very Bad Day. Resolvers return events; `applyEvent` is the only
 * code that changes the state, so a replay that produces the same events has the same state.
 */
import type { TerrainKind } from './game-setup.js';
import type { PendingDivision } from './melee-hits.js';
import type {
  ArmyMoraleCheck,
  Aspect,
  ChargeMade,
  Contact,
  MeleeResult,
  RoutCause,
  SideIndex,
  TillyState,
  TillyStepId,
  TillyUnit,
} from './state.js';

interface E<T extends string> {
  readonly type: T;
  /** The event in plain words, for `log` and the report. */
  readonly text: string;
}

export type TillyEvent =
  | (E<'turn'> & { readonly turn: number })
  | (E<'step'> & { readonly step: TillyStepId })
  | (E<'moved'> & { readonly unit: string })
  /** A command check passed ahead of its move (`move --check`): the move follows without another. */
  | (E<'command-checked'> & { readonly unit: string })
  /** A failed command check ("Command check"): the unit cannot move, or cannot charge, this step. */
  | (E<'check-failed'> & { readonly unit: string; readonly purpose: 'move' | 'charge' })
  /** A unit locked in melee turned where it stands ("Fighting to flank or rear"): its move, but no ride. */
  | (E<'faced-in-melee'> & { readonly unit: string })
  | (E<'pivoted'> & { readonly unit: string })
  | (E<'shot'> & { readonly unit: string })
  | (E<'shot-at'> & { readonly target: string })
  | (E<'resolve'> & { readonly unit: string; readonly from: number; readonly to: number; readonly wounds: number })
  | (E<'routed'> & { readonly unit: string; readonly cause: RoutCause })
  | (E<'eliminated'> & { readonly unit: string })
  | (E<'commander-fell'> & { readonly unit: string })
  | (E<'attached'> & { readonly commander: string; readonly unit: string | null })
  | (E<'hit'> & { readonly by: string; readonly on: string; readonly how: 'shooting' | 'melee'; readonly hits: number })
  | (E<'declared'> & { readonly unit: string; readonly targets: readonly string[]; readonly aspect: Aspect })
  | (E<'cancelled'> & { readonly unit: string; readonly reason: string })
  | (E<'charged'> & { readonly unit: string; readonly charge: ChargeMade })
  | (E<'contact'> & { readonly a: string; readonly b: string; readonly aspectA: Aspect; readonly aspectB: Aspect; readonly chargedBy: string | null })
  | (E<'disengaged'> & { readonly a: string; readonly b: string | null })
  | (E<'evaded'> & { readonly unit: string })
  // `lifted`: a marker lifted by choice in step 3.5 (`rallyback --cancel`), not by a failed check.
  | (E<'rally-back-marker'> & { readonly unit: string; readonly marker: 'must' | 'may' | null; readonly lifted?: true })
  | (E<'rallied-back'> & { readonly unit: string })
  | (E<'fought'> & { readonly units: readonly string[] })
  | (E<'hits-pending'> & { readonly pending: PendingDivision | null })
  | (E<'attacker'> & { readonly side: SideIndex })
  | (E<'pushed-aside'> & { readonly commander: string })
  | (E<'terrain'> & { readonly kind: TerrainKind })
  | (E<'deployed'> & { readonly id: string })
  | (E<'melee-result'> & { readonly unit: string; readonly result: MeleeResult })
  | (E<'chooser'> & { readonly side: SideIndex | null })
  | (E<'command-morale'> & { readonly commander: string })
  | (E<'rallied'> & { readonly unit: string })
  | (E<'heroics'> & { readonly unit: string; readonly enemy: string })
  | (E<'army-morale'> & { readonly check: ArmyMoraleCheck; readonly over: boolean; readonly winner: SideIndex | null })
  | E<'note'>;

const mapUnit = (s: TillyState, id: string, f: (u: TillyUnit) => TillyUnit): TillyState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? f(u) : u)),
});

const touches = (c: Contact, id: string): boolean => c.a === id || c.b === id;

/** A unit leaves the table: its contacts end, its declaration goes, its commander is left alone. */
function leaveTable(s: TillyState, id: string): TillyState {
  return {
    ...s,
    contacts: s.contacts.filter((c) => !touches(c, id)),
    units: s.units.map((u) =>
      u.id === id
        ? { ...u, charge: null, rallyBack: null, attachedTo: null }
        : u.attachedTo === id
          ? { ...u, attachedTo: null }
          : u.charge && u.charge.targets.length === 1 && u.charge.targets[0] === id
            ? { ...u, charge: { ...u.charge, cancelled: u.charge.cancelled ?? 'its target has left the table' } }
            : u,
    ),
  };
}

/**
 * The initiative made `side` the attacker. Ids name the role (A1 attacks, D1 defends), so when
 * the roll goes against the order the scenario listed the sides in, A and D swap everywhere.
 * Only the set-up rolls it, before any unit has done anything.
 */
function withAttacker(s: TillyState, side: SideIndex): TillyState {
  const setup = s.setup ? { ...s.setup, initiative: false } : null;
  const roles = (attacker: SideIndex) => s.sides.map((sd, i) => ({ ...sd, role: i === attacker ? 'attacker' : 'defender' })) as unknown as TillyState['sides'];
  if (side === s.attacker) return { ...s, setup, sides: roles(side) };
  const swap = (id: string): string => (id.startsWith('A') ? `D${id.slice(1)}` : id.startsWith('D') ? `A${id.slice(1)}` : id);
  const swapOrNull = (id: string | null) => (id === null ? null : swap(id));
  return {
    ...s,
    attacker: side,
    setup,
    sides: roles(side),
    commands: s.commands.map((c) => ({ ...c, id: swap(c.id), commander: swap(c.commander) })),
    units: s.units.map((u) => ({ ...u, id: swap(u.id), command: swap(u.command), attachedTo: swapOrNull(u.attachedTo) })),
  };
}

export function applyEvent(s: TillyState, e: TillyEvent): TillyState {
  switch (e.type) {
    case 'turn':
      // Seed 003, "Shooting marker": at the start of a turn every shooting marker goes;
      // the other per-turn markers go with it (rout markers unused by heroics lapse).
      return {
        ...s,
        turn: e.turn,
        step: 'attacker-move',
        hits: [],
        shotAt: [],
        meleeChooser: null,
        units: s.units.map((u) => ({
          ...u,
          shot: false,
          pivoted: false,
          moved: false,
          charge: null,
          charged: null,
          routMarker: false,
          casualtyMarker: false,
          meleeResult: null,
          fought: false,
          evaded: false,
          rallied: false,
          rallyBack: null,
          rallyBackDone: undefined,
          checked: undefined,
          chargeCheckFailed: undefined,
          moveCheckFailed: undefined,
          rode: undefined,
        })),
      };
    case 'step':
      return {
        ...s,
        step: e.step,
        setup: e.step === 'setup' ? s.setup : null,
        pushedAside: [],
        shotAt: [],
        units: s.units.map((u) =>
          u.moved || u.fought || u.rallyBackDone || u.checked || u.rode || u.chargeCheckFailed || u.moveCheckFailed
            ? { ...u, moved: false, fought: false, rallyBackDone: undefined, checked: undefined, rode: undefined, chargeCheckFailed: undefined, moveCheckFailed: undefined }
            : u,
        ),
      };
    case 'moved':
      // Its attached commander rides with it: that ride stays his move even if he detaches
      // ("Commander movement" in docs/rules/tilly.md).
      return {
        ...s,
        units: s.units.map((u) => (u.id === e.unit ? { ...u, moved: true, checked: undefined } : u.attachedTo === e.unit && u.fate === 'active' ? { ...u, rode: e.unit } : u)),
      };
    case 'command-checked':
      return mapUnit(s, e.unit, (u) => ({ ...u, checked: true }));
    case 'check-failed':
      // "No hits means the unit is out of command and cannot move this step". Out of command
      // to move, it has had its move without going anywhere, so no commander rode with it;
      // out of command to charge, it may not declare again this step.
      return e.purpose === 'move'
        ? mapUnit(s, e.unit, (u) => ({ ...u, moved: true, checked: undefined, moveCheckFailed: true }))
        : mapUnit(s, e.unit, (u) => ({ ...u, chargeCheckFailed: true }));
    case 'faced-in-melee':
      // Turning where it stands is the unit's move for the step, but no ride for a commander.
      return mapUnit(s, e.unit, (u) => ({ ...u, moved: true, checked: undefined }));
    case 'pivoted':
      return mapUnit(s, e.unit, (u) => ({ ...u, pivoted: true, shot: true, moved: true }));
    case 'shot':
      return mapUnit(s, e.unit, (u) => ({ ...u, shot: true }));
    case 'shot-at':
      return { ...s, shotAt: [...s.shotAt, e.target] };
    case 'resolve':
      return mapUnit(s, e.unit, (u) => ({ ...u, resolve: e.to, wounds: e.wounds }));
    case 'routed':
      return leaveTable(
        mapUnit(s, e.unit, (u) => ({
          ...u,
          fate: 'routed',
          resolve: 0,
          routCause: e.cause,
          routMarker: e.cause === 'shooting' || e.cause === 'melee',
        })),
        e.unit,
      );
    case 'eliminated':
      return leaveTable(
        mapUnit(s, e.unit, (u) => ({ ...u, fate: 'eliminated', resolve: 0 })),
        e.unit,
      );
    case 'commander-fell':
      return leaveTable(
        mapUnit(s, e.unit, (u) => ({ ...u, fate: 'casualty', resolve: 0, casualtyMarker: true })),
        e.unit,
      );
    case 'attached':
      return mapUnit(s, e.commander, (u) => ({ ...u, attachedTo: e.unit }));
    case 'hit':
      return { ...s, hits: [...s.hits, { by: e.by, on: e.on, how: e.how, hits: e.hits }] };
    case 'declared':
      return mapUnit(s, e.unit, (u) => ({ ...u, charge: { targets: e.targets, aspect: e.aspect, cancelled: null } }));
    case 'cancelled':
      return mapUnit(s, e.unit, (u) => (u.charge ? { ...u, charge: { ...u.charge, cancelled: e.reason } } : u));
    case 'charged':
      return mapUnit(s, e.unit, (u) => ({ ...u, charged: e.charge, charge: null }));
    case 'contact': {
      const rest = s.contacts.filter((c) => !(touches(c, e.a) && touches(c, e.b)));
      return { ...s, contacts: [...rest, { a: e.a, b: e.b, aspectA: e.aspectA, aspectB: e.aspectB, chargedBy: e.chargedBy }] };
    }
    case 'disengaged':
      return { ...s, contacts: s.contacts.filter((c) => !(touches(c, e.a) && (e.b === null || touches(c, e.b)))) };
    case 'evaded':
      return {
        ...mapUnit(s, e.unit, (u) => ({ ...u, evaded: true, rallyBack: 'must' })),
        contacts: s.contacts.filter((c) => !touches(c, e.unit)),
      };
    case 'rally-back-marker':
      // In step 3.5 a marker only goes when the unit stays: its check failed, or it was lifted.
      return mapUnit(s, e.unit, (u) => ({ ...u, rallyBack: e.marker, ...(s.step === 'rally-back' && e.marker === null ? { rallyBackDone: e.lifted === true ? ('lifted' as const) : ('stayed' as const) } : {}) }));
    case 'rallied-back':
      return {
        ...mapUnit(s, e.unit, (u) => ({ ...u, rallyBack: null, moved: true, rallyBackDone: 'back' as const })),
        contacts: s.contacts.filter((c) => !touches(c, e.unit)),
      };
    case 'fought':
      return { ...s, units: s.units.map((u) => (e.units.includes(u.id) ? { ...u, fought: true } : u)) };
    case 'hits-pending':
      return { ...s, pendingDivision: e.pending };
    case 'attacker':
      return withAttacker(s, e.side);
    case 'pushed-aside':
      return { ...s, pushedAside: [...(s.pushedAside ?? []), e.commander] };
    case 'terrain':
      return s.setup ? { ...s, setup: { ...s.setup, terrain: [...s.setup.terrain, e.kind] } } : s;
    case 'deployed':
      return s.setup ? { ...s, setup: { ...s.setup, deployed: [...s.setup.deployed, e.id] } } : s;
    case 'melee-result':
      return mapUnit(s, e.unit, (u) => ({ ...u, meleeResult: e.result }));
    case 'chooser':
      return { ...s, meleeChooser: e.side };
    case 'command-morale':
      return mapUnit(s, e.commander, (u) => ({ ...u, casualtyMarker: false }));
    case 'rallied':
      return mapUnit(s, e.unit, (u) => ({ ...u, rallied: true }));
    case 'heroics':
      return mapUnit(s, e.enemy, (u) => ({ ...u, routMarker: false }));
    case 'army-morale':
      return {
        ...s,
        lastCheck: e.check,
        outcome: e.over ? { winner: e.winner } : s.outcome,
        step: e.over ? 'over' : s.step,
      };
    case 'note':
      // Words only: a note never changes the state, whatever it says.
      return s;
  }
}

export const applyEvents = (s: TillyState, events: readonly TillyEvent[]): TillyState => events.reduce(applyEvent, s);
