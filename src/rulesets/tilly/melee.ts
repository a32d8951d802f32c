/**
 * Melee, seed 003 "Step 3.4. Melee": choosing which melee to fight, melee dice, fighting to
 * flank or rear, primary and secondary units, infantry defending uphill or fortifications,
 * commander in melee, cannons in melee; the win/lose/draw of "Step 3.5 Rally back"; and
 * "Locked in melee".
 *
 * A melee is every unit in base contact with the named one, directly or through others.
 * The state knows who touches whom and on which face (from the charges), so flank and rear
 * dice, the horse's to-hit and where hits go are derived; the players' choices (primary
 * unit, dividing hits) and the terrain are flags.
 */
import type { DiceSource } from '../../dice/dice.js';
import type { Change, Modifier, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { MeleeRequest } from './actions.js';
import { commanderCasualty } from './casualties.js';
import { applyEvents, type TillyEvent } from './events.js';
import { attachedCommander, changeText, enemiesInContact, faces, onTable, other, outcome, plain, plural, possessive, resolveChange, sideName, type TillyOutcome, unitOf } from './helpers.js';
import { meleeOdds, type Pool, poolDice } from './odds.js';
import { modifiersOf, rollPool } from './shooting.js';
import type { MeleeResult, SideIndex, TillyState, TillyUnit } from './state.js';
import { stepDef } from './steps.js';
import { COMMANDER_MELEE_HIT, type HorseContext, HORSE_CONTEXT_WORDS, HORSE_MELEE_HIT, isDefendingInfantry, TABLE_1 } from './units.js';

const MELEE_DICE = 'rule book, "Melee dice"';

/** Every unit in contact with `id`, directly or through others, in state order. */
export function meleeGroup(s: TillyState, id: string): TillyUnit[] {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const cur = queue.shift() as string;
    for (const { enemy } of enemiesInContact(s, cur)) {
      if (!seen.has(enemy)) {
        seen.add(enemy);
        queue.push(enemy);
      }
    }
  }
  return s.units.filter((u) => seen.has(u.id));
}

/** All melees still to fight in this step: groups of units in contact that have not fought. */
export function pendingMelees(s: TillyState): TillyUnit[][] {
  const done = new Set<string>();
  const groups: TillyUnit[][] = [];
  for (const u of s.units) {
    if (done.has(u.id) || !onTable(u) || u.fought || enemiesInContact(s, u.id).length === 0) continue;
    const g = meleeGroup(s, u.id);
    g.forEach((x) => done.add(x.id));
    groups.push(g);
  }
  return groups;
}

export const meleeWords = (group: readonly TillyUnit[]): string => {
  const bySide = (side: SideIndex) => group.filter((u) => u.side === side).map((u) => u.name).join(', ');
  const first = group[0]?.side ?? 0;
  return `${bySide(first)} vs ${bySide(other(first))}`;
};

/**
 * Seed 003, "Melee dice" and Table 1 note 2: the horse's to-hit in context. `difficult` is
 * the game master's answer; charging is what the unit did this turn. The to-hit follows the
 * enemy the hits go to (`target`): a horse that charged pike+shot and shot side by side (charge
 * example (B)) hits the pike+shot's front on 5-6 and the shot on 4-6.
 */
export function horseContext(s: TillyState, u: TillyUnit, difficult: boolean, target?: string): HorseContext {
  if (difficult) return 'difficult';
  const charge = u.charged;
  if (!charge?.contact) return 'other';
  const aimed = target !== undefined ? (charge.targets.includes(target) ? target : undefined) : charge.targets.find((id) => onTable(unitOf(s, id)));
  // Hits on an enemy the horse did not charge (one that charged it, say) are not a charging horse's.
  if (aimed === undefined) return 'other';
  if (unitOf(s, aimed).type !== 'pike-and-shot') return 'charging-other';
  return charge.aspect === 'front' ? 'charging-front-of-pike' : 'charging-flank-of-pike';
}

export function meleeToHit(s: TillyState, u: TillyUnit, difficult: boolean, target?: string): { toHit: number; item: Modifier } {
  const hit = TABLE_1[u.type].meleeToHit;
  if (hit === 'horse') {
    const ctx = horseContext(s, u, difficult, target);
    const toHit = HORSE_MELEE_HIT[ctx];
    const on = target !== undefined && u.charged?.contact && u.charged.targets.length > 1 ? ` on ${unitOf(s, target).name}` : '';
    return { toHit, item: { label: `hits${on} on ${toHit === 6 ? '6' : `${toHit}+`} (horse ${HORSE_CONTEXT_WORDS[ctx]})`, value: 0, reason: 'Table 1 note 2; "Melee dice"' } };
  }
  const toHit = hit ?? 7;
  return { toHit, item: { label: `hits on ${toHit === 6 ? '6' : `${toHit}+`}`, value: 0, reason: `Table 1 (${TABLE_1[u.type].name})` } };
}

export interface MeleePlan {
  readonly group: readonly TillyUnit[];
  /** Sides in rolling order: the named unit's side first. */
  readonly order: readonly [SideIndex, SideIndex];
  readonly primary: Readonly<Record<SideIndex, string>>;
  /** Per unit: its dice pools (own dice, then an attached commander's die). */
  readonly pools: ReadonlyMap<string, readonly Pool[]>;
  /** Per unit: the enemy its hits go to. */
  readonly targets: ReadonlyMap<string, string>;
}

function choosePrimary(s: TillyState, units: readonly TillyUnit[], named: readonly string[]): TillyUnit | undefined {
  const chosen = units.find((u) => named.includes(u.id));
  if (chosen) return chosen;
  // Default: the strongest unit fighting only to its front ("the primary unit melees with full resolve").
  const frontOnly = units.filter((u) => enemiesInContact(s, u.id).every((c) => c.aspect === 'front'));
  const pool = frontOnly.length > 0 ? frontOnly : [...units];
  return pool.reduce<TillyUnit | undefined>((best, u) => (!best || u.resolve > best.resolve ? u : best), undefined);
}

/** Validate a melee request and work out every unit's dice and targets (no rolling). */
export function planMelee(s: TillyState, req: MeleeRequest): Result<MeleePlan, string> {
  if (s.step !== 'melee') return err(`melees are fought in step 3.4, not in ${stepDef(s.step).title.toLowerCase()}`);
  const named = unitOf(s, req.unit);
  if (!onTable(named)) return err(`${named.name} is no longer on the table`);
  if (named.type === 'commander') {
    return err('a commander fights only with the unit he is attached to: name that unit ("Commander in melee")');
  }
  if (enemiesInContact(s, named.id).length === 0) return err(`${named.name} is not in contact with the enemy`);
  const group = meleeGroup(s, named.id);
  if (group.some((u) => u.fought)) return err(`the melee of ${named.name} has already been fought this step`);
  const ids = new Set(group.map((u) => u.id));
  for (const list of [req.primary, req.uphill, req.fortified, req.difficult, Object.keys(req.assign)]) {
    for (const id of list) if (!ids.has(id)) return err(`${unitOf(s, id).name} is not in this melee (${meleeWords(group)})`);
  }
  const order: [SideIndex, SideIndex] = [named.side, other(named.side)];
  const primary = {} as Record<SideIndex, string>;
  for (const side of order) {
    const mine = group.filter((u) => u.side === side);
    const chosen = req.primary.filter((id) => mine.some((u) => u.id === id));
    if (chosen.length > 1) return err(`choose one primary unit per side, not ${chosen.map((id) => unitOf(s, id).name).join(' and ')}`);
    const p = choosePrimary(s, mine, chosen);
    if (p) primary[side] = p.id;
  }
  for (const id of [...req.uphill, ...req.fortified]) {
    const u = unitOf(s, id);
    if (!u.charged?.contact) return err(`${u.name} did not charge this turn: the uphill/fortifications penalty is for chargers`);
    if (!u.charged.targets.some((t) => isDefendingInfantry(unitOf(s, t).type))) {
      return err(`${u.name} did not charge dragoons, pike+shot or shot ("Infantry defending uphill or fortifications")`);
    }
  }
  for (const id of req.difficult) if (unitOf(s, id).type !== 'horse') return err(`--difficult only changes the to-hit of horse (Table 1 note 2), not ${unitOf(s, id).name}`);

  const pools = new Map<string, Pool[]>();
  const targets = new Map<string, string>();
  for (const u of group) {
    const contacts = enemiesInContact(s, u.id);
    const isPrimary = primary[u.side] === u.id;
    const items: Modifier[] = [];
    const rear = contacts.some((c) => c.aspect === 'rear');
    const flank = contacts.some((c) => c.aspect === 'flank');
    if (u.type === 'cannons') items.push({ label: 'cannons do not fight: eliminated when the melee is fought', value: 0, reason: '"Cannons in melee"' });
    else if (rear) items.push({ label: 'enemy to its rear: cannot fight', value: 0, reason: '"Fighting to flank or rear"' });
    else if (isPrimary && !flank) items.push({ label: 'primary, enemy to front: resolve', value: u.resolve, reason: `one die per point of current resolve (${MELEE_DICE})` });
    else if (isPrimary) items.push({ label: 'primary, enemy to flank', value: 1, reason: 'fights with only one resolve ("Fighting to flank or rear")' });
    else items.push({ label: 'secondary', value: 1, reason: 'secondary units melee with only 1 die ("Primary and secondary melee units")' });
    const fighting = u.type !== 'cannons' && !rear;
    if (fighting && req.uphill.includes(u.id)) items.push({ label: 'charged uphill against infantry', value: -1, reason: '"Infantry defending uphill or fortifications"' });
    if (fighting && req.fortified.includes(u.id)) items.push({ label: 'charged infantry in fortifications', value: -1, reason: '"Infantry defending uphill or fortifications"' });
    // Where the hits go: the player's choice, else the one enemy touched, else the enemy primary.
    const chosen = req.assign[u.id];
    if (chosen !== undefined) {
      if (!contacts.some((c) => c.enemy === chosen)) return err(`${u.name} is not in contact with ${unitOf(s, chosen).name}`);
      targets.set(u.id, chosen);
    } else {
      const enemyPrimary = primary[other(u.side)];
      const pick = contacts.find((c) => c.enemy === enemyPrimary) ?? contacts[0];
      if (pick) targets.set(u.id, pick.enemy);
    }
    const { toHit, item } = meleeToHit(s, u, req.difficult.includes(u.id), targets.get(u.id));
    const count = Math.max(0, items.reduce((n, m) => n + m.value, 0));
    const own: Pool = { unit: u.id, label: u.name, count, toHit, items: [...items, item] };
    const list: Pool[] = [own];
    const commander = attachedCommander(s, u.id);
    if (commander && fighting) {
      list.push({
        unit: u.id,
        label: `${commander.name} (commander with ${u.name})`,
        count: 1,
        toHit: COMMANDER_MELEE_HIT,
        items: [{ label: 'attached commander: 1 die, hits on 4+', value: 1, reason: '"Commander in melee"' }],
      });
    }
    pools.set(u.id, list);
  }
  return ok({ group, order, primary, pools, targets });
}

const sideUnits = (plan: MeleePlan, side: SideIndex): TillyUnit[] => {
  const mine = plan.group.filter((u) => u.side === side);
  return [...mine.filter((u) => plan.primary[side] === u.id), ...mine.filter((u) => plan.primary[side] !== u.id)];
};

export const sidePools = (plan: MeleePlan, side: SideIndex): Pool[] => sideUnits(plan, side).flatMap((u) => plan.pools.get(u.id) ?? []);

/** Seed 003, "Step 3.5 Rally back": lost if it suffered more hits than it inflicted, drew if equal. */
export const meleeResult = (inflicted: number, suffered: number): MeleeResult => (suffered > inflicted ? 'lost' : suffered === inflicted ? 'drew' : 'won');

/**
 * Seed 003, "Cannons in melee": cannons "do not fight in melee"; contacted, they are
 * eliminated without a fight. Cannons a charge reaches go at once (charges.ts); cannons put in
 * contact otherwise (an `engage` correction) go when their melee is fought. Returns the state
 * after the elimination, the request for the units left, and what happened; null when the
 * melee holds no cannons.
 */
export function eliminateCannons(
  s: TillyState,
  req: MeleeRequest,
): { state: TillyState; req: MeleeRequest | null; events: TillyEvent[]; result: Resolution } | null {
  const group = meleeGroup(s, req.unit);
  const guns = group.filter((u) => u.type === 'cannons' && onTable(u));
  if (guns.length === 0) return null;
  const events: TillyEvent[] = [];
  const changes: Change[] = [];
  const lines: string[] = [];
  for (const g of guns) {
    const by = enemiesInContact(s, g.id).map((c) => unitOf(s, c.enemy).name).join(' and ');
    const change: Change = { unit: g.name, from: `resolve ${g.resolve}`, to: 'eliminated' };
    changes.push(change);
    lines.push(`${g.name} (${sideName(s, g.side)}) are in contact with ${by}: cannons do not fight in melee and are eliminated without a fight (${changeText(change)})`);
    events.push({ type: 'eliminated', unit: g.id, text: `${g.name} (${sideName(s, g.side)}) are eliminated without a fight ("Cannons in melee").` });
  }
  const state = applyEvents(s, events);
  const rest = group.filter((u) => u.type !== 'cannons' && enemiesInContact(state, u.id).length > 0);
  const gone = new Set(guns.map((g) => g.id));
  const keep = (ids: readonly string[]) => ids.filter((id) => !gone.has(id));
  const named = rest.find((u) => u.id === req.unit) ?? rest.find((u) => u.type !== 'commander');
  const next: MeleeRequest | null = named
    ? {
        ...req,
        unit: named.id,
        primary: keep(req.primary),
        uphill: keep(req.uphill),
        fortified: keep(req.fortified),
        difficult: keep(req.difficult),
        assign: Object.fromEntries(Object.entries(req.assign).filter(([a, b]) => !gone.has(a) && !gone.has(b))),
      }
    : null;
  return { state, req: next, events, result: plain('melee', `${lines.join('; ')}.`, changes, { actor: guns.map((g) => g.name).join(' + ') }) };
}

export function resolveMelee(s: TillyState, req: MeleeRequest, dice: DiceSource): Result<TillyOutcome, string> {
  const planned = planMelee(s, req);
  if (!planned.ok) return planned;
  const guns = eliminateCannons(s, req);
  if (guns) {
    if (guns.req === null) {
      // Nothing left to fight: the melee was the cannons' elimination.
      const events: TillyEvent[] = [...guns.events, { type: 'fought', units: planned.value.group.map((u) => u.id), text: `Melee: ${meleeWords(planned.value.group)}.` }];
      if (s.meleeChooser !== null) {
        const next = other(s.meleeChooser);
        events.push({ type: 'chooser', side: next, text: `The ${sideName(s, next)} choose the next melee.` });
      }
      return outcome([guns.result], events);
    }
    const rest = resolveMelee(guns.state, guns.req, dice);
    if (!rest.ok) return rest;
    return outcome([guns.result, ...rest.value.results], [...guns.events, ...rest.value.events]);
  }
  const plan = planned.value;
  const events: TillyEvent[] = [{ type: 'fought', units: plan.group.map((u) => u.id), text: `Melee: ${meleeWords(plan.group)}.` }];
  const inflicted = new Map<string, number>();
  const suffered = new Map<string, number>();
  const lines: string[] = [];
  const allDice: number[] = [];
  for (const side of plan.order) {
    for (const u of sideUnits(plan, side)) {
      let hits = 0;
      for (const pool of plan.pools.get(u.id) ?? []) {
        const values = rollPool(pool, dice);
        allDice.push(...values);
        const h = values.filter((v) => v >= pool.toHit).length;
        hits += h;
        lines.push(`${pool.label} ${pool.count === 0 ? 'rolls no dice' : `rolls ${faces(values)} (hit on ${pool.toHit === 6 ? '6' : `${pool.toHit}+`}): ${plural(h, 'hit')}`}`);
      }
      inflicted.set(u.id, hits);
      const target = plan.targets.get(u.id);
      if (target && hits > 0) {
        suffered.set(target, (suffered.get(target) ?? 0) + hits);
        events.push({ type: 'hit', by: u.id, on: target, how: 'melee', hits, text: `${u.name} scored ${plural(hits, 'hit')} on ${unitOf(s, target).name} in melee.` });
      }
    }
  }
  const changes: Change[] = [];
  const effects: string[] = [];
  const routed = new Set<string>();
  for (const u of plan.group) {
    const taken = suffered.get(u.id) ?? 0;
    if (taken === 0) continue;
    const to = Math.max(0, u.resolve - taken);
    events.push({ type: 'resolve', unit: u.id, from: u.resolve, to, wounds: u.wounds + (u.resolve - to), text: `${u.name} loses ${plural(u.resolve - to, 'resolve point')} in melee: ${u.resolve} → ${to}.` });
    const change = resolveChange(u, to);
    changes.push(change);
    // Each change is stated once, next to the unit it belongs to.
    if (to === 0) {
      routed.add(u.id);
      events.push({ type: 'routed', unit: u.id, cause: 'melee', text: `${u.name} (${sideName(s, u.side)}) routs and leaves the table. Rout marker placed.` });
      effects.push(`${u.name} routs (${changeText(change)})`);
    } else effects.push(`${u.name} ${changeText(change)}`);
  }
  const verdicts: string[] = [];
  for (const u of plan.group) {
    const result = meleeResult(inflicted.get(u.id) ?? 0, suffered.get(u.id) ?? 0);
    events.push({ type: 'melee-result', unit: u.id, result, text: `${u.name} ${result === 'drew' ? 'drew' : result} the melee.` });
    verdicts.push(`${u.name} ${result}`);
    if (result === 'lost' && !routed.has(u.id) && (u.type === 'horse' || u.type === 'light-horse')) {
      events.push({ type: 'rally-back-marker', unit: u.id, marker: 'must', text: `${u.name} lost the melee and must rally back (rally back marker).` });
    } else if (result !== 'lost' && u.rallyBack === 'may') {
      // "Step 3.5 Rally back": a unit that drew or won in melee cannot rally back.
      events.push({ type: 'rally-back-marker', unit: u.id, marker: null, text: `${u.name} ${result} its melee and cannot rally back: its rally back marker is removed.` });
      verdicts.push(`${possessive(u.name)} rally back marker is removed`);
    }
  }
  const results: Resolution[] = [];
  const first = plan.order[0];
  const actorPools = sidePools(plan, first);
  const targetPools = sidePools(plan, other(first));
  const resolveOf = (side: SideIndex) => unitOf(s, plan.primary[side]).resolve;
  const locked = plan.group.filter((u) => !routed.has(u.id) && enemiesInContact(s, u.id).some((c) => !routed.has(c.enemy)));
  results.push({
    action: 'melee',
    actor: sideUnits(plan, first).map((u) => u.name).join(' + '),
    target: sideUnits(plan, other(first)).map((u) => u.name).join(' + '),
    modifiers: { actor: modifiersOf(actorPools), target: modifiersOf(targetPools) },
    actorModifier: poolDice(actorPools),
    targetModifier: poolDice(targetPools),
    rolls: { dice: allDice },
    difference: sumHits(inflicted, sideUnits(plan, first)) - sumHits(inflicted, sideUnits(plan, other(first))),
    result: `${lines.join('; ')} → ${effects.length > 0 ? effects.join(', ') : 'no hits'}. ${verdicts.join(', ')}.${locked.length > 0 ? ' Still in contact: locked in melee.' : ''}`,
    changes,
    odds: meleeOdds(actorPools, targetPools, sideName(s, first), sideName(s, other(first)), resolveOf(first), resolveOf(other(first))),
  });
  for (const u of plan.group) {
    const casualty = commanderCasualty(s, u, suffered.get(u.id) ?? 0, routed.has(u.id), dice);
    if (casualty) {
      events.push(...casualty.events);
      results.push(casualty.result);
    }
  }
  if (s.meleeChooser !== null) {
    const next = other(s.meleeChooser);
    events.push({ type: 'chooser', side: next, text: `The ${sideName(s, next)} choose the next melee.` });
  }
  return outcome(results, events);
}

const sumHits = (inflicted: ReadonlyMap<string, number>, units: readonly TillyUnit[]): number => units.reduce((n, u) => n + (inflicted.get(u.id) ?? 0), 0);
