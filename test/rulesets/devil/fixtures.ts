/**
 * Test states for While the Devil Rules, built the real way: a hand-built DevilScenario
 * turned into a state by `initialState`, then adjusted (statuses, bases lost, leaders
 * attached, engagements) as a game in progress would have them.
 *
 *   const s = makeState({
 *     attacker: [{ name: 'Cuirassiers', type: 'cuirassier' }],          // A1
 *     defender: [{ name: 'Dutch', type: 'dutch-battalion', status: 'disordered' }], // D1
 *     leaders: { defender: [{ name: 'Tilly', attachedTo: 'D1' }] },
 *   });
 *
 * Unit ids follow setup.ts: A1, A2… for the attacker, D1… for the defender, in order.
 * Leader ids: AL1… and DL1…; the first leader of a side commands all its units.
 */
import { handDice } from '../../../src/dice/dice.js';
import { initialState } from '../../../src/rulesets/devil/setup.js';
import type { DevilScenario, DevilState, Formation, Status, UnitState } from '../../../src/rulesets/devil/state.js';
import { type TroopId, USUAL_BASES } from '../../../src/rulesets/devil/troop-ids.js';

export interface UnitInput {
  readonly name?: string;
  readonly type: TroopId;
  /** Starting bases; the type's usual minimum if absent. */
  readonly bases?: number;
  /** Bases already lost. */
  readonly lost?: number;
  readonly status?: Status;
  readonly missiles?: boolean;
  readonly impetuous?: boolean;
  readonly formation?: Formation;
  readonly acted?: boolean;
  /** Ids of enemy units in an ongoing combat with this one (recorded on both). */
  readonly engagedWith?: readonly string[];
  readonly firedArc?: UnitState['firedArc'];
  readonly facedFlank?: boolean;
  /** Standing orders from the scenario ("Turn Sequence"); none when absent, as in a game already fighting. */
  readonly standingOrders?: boolean | string;
}

export interface LeaderInput {
  readonly name?: string;
  readonly role?: 'army' | 'wing';
  readonly bonus?: number;
  /** Unit id the leader is attached to. */
  readonly attachedTo?: string;
  readonly hadInitiative?: boolean;
}

export interface StateInput {
  readonly attacker: readonly UnitInput[];
  readonly defender: readonly UnitInput[];
  /** One unattached general per side when absent. */
  readonly leaders?: { readonly attacker?: readonly LeaderInput[]; readonly defender?: readonly LeaderInput[] };
  readonly houseRules?: Readonly<Record<string, number>>;
  /** Leader id holding the initiative. */
  readonly activeLeader?: string;
}

function side(name: string, role: 'attacker' | 'defender', units: readonly UnitInput[], leaders: readonly LeaderInput[]): DevilScenario['sides'][number] {
  const list = leaders.length > 0 ? leaders : [{ name: `${name} general` }];
  const specs = units.map((u, i) => ({
    name: u.name ?? `${name} ${i + 1}`,
    type: u.type,
    bases: u.bases ?? USUAL_BASES[u.type][0],
    impetuous: u.impetuous ?? false,
    missiles: u.missiles ?? false,
    formation: u.formation ?? 'battle',
    standingOrders: u.standingOrders ?? false,
  }));
  const total = specs.reduce((n, u) => n + u.bases, 0);
  return {
    name,
    role,
    rating: 'average',
    camp: false,
    breakPoint: total,
    computedBreakPoint: total,
    statedBreakPoint: null,
    leaders: list.map((l, i) => ({ name: l.name ?? `${name} leader ${i + 1}`, role: l.role ?? (i === 0 ? 'army' : 'wing'), bonus: l.bonus ?? 0, units: i === 0 ? specs : [] })),
  };
}

export function makeState(input: StateInput): DevilState {
  const attackerLeaders = input.leaders?.attacker ?? [];
  const defenderLeaders = input.leaders?.defender ?? [];
  const scenario: DevilScenario = {
    ruleset: 'devil-rules',
    title: 'Test battle',
    houseRules: input.houseRules ?? {},
    sides: [side('Attacker', 'attacker', input.attacker, attackerLeaders), side('Defender', 'defender', input.defender, defenderLeaders)],
  };
  const state = initialState(scenario);
  const inputs = new Map<string, UnitInput>();
  input.attacker.forEach((u, i) => inputs.set(`A${i + 1}`, u));
  input.defender.forEach((u, i) => inputs.set(`D${i + 1}`, u));
  const engaged = new Map<string, Set<string>>();
  for (const [id, u] of inputs) {
    for (const other of u.engagedWith ?? []) {
      if (!engaged.has(id)) engaged.set(id, new Set());
      if (!engaged.has(other)) engaged.set(other, new Set());
      engaged.get(id)?.add(other);
      engaged.get(other)?.add(id);
    }
  }
  const units = state.units.map((u): UnitState => {
    const i = inputs.get(u.id);
    if (!i) return u;
    return {
      ...u,
      bases: u.startBases - (i.lost ?? 0),
      status: i.status ?? 'ok',
      acted: i.acted ?? false,
      engagedWith: [...(engaged.get(u.id) ?? [])],
      firedArc: i.firedArc ?? null,
      facedFlank: i.facedFlank ?? false,
    };
  });
  const leaderInputs = new Map<string, LeaderInput>();
  attackerLeaders.forEach((l, i) => leaderInputs.set(`AL${i + 1}`, l));
  defenderLeaders.forEach((l, i) => leaderInputs.set(`DL${i + 1}`, l));
  const leaders = state.leaders.map((l) => {
    const i = leaderInputs.get(l.id);
    return i ? { ...l, attachedTo: i.attachedTo ?? null, hadInitiative: i.hadInitiative ?? false } : l;
  });
  return { ...state, units, leaders, activeLeader: input.activeLeader ?? null };
}

/** Dice given by hand, in the order the resolver asks for them. */
export const dice = (...values: number[]) => handDice(values);

export const unit = (state: DevilState, id: string): UnitState => {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};
