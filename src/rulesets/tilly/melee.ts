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
import { applyEvents, type TillyEvent } from './events.js';
import { attachedCommander, changeText, enemiesInContact, faces, onTable, other, outcome, plain, plural, sideName, type TillyOutcome, unitOf } from './helpers.js';
import { startSideSays } from './side-words.js';
import { hitsOnOne, type PendingDivision, type PlacedHits, type ScoredDice, settleMelee, totalHits, type WaitingHits, waitingWords } from './melee-hits.js';
import { type Primaries, primariesOf, roleOf } from './melee-primary.js';
import { meleeOdds, type Pool, poolDice, scoreWords } from './odds.js';
import { modifiersOf, rollPool } from './shooting.js';
import type { SideIndex, TillyState, TillyUnit } from './state.js';
import { stepDef } from './steps.js';
import { COMMANDER_MELEE_HIT, hitOn, type HorseContext, HORSE_CONTEXT_WORDS, HORSE_MELEE_HIT, isDefendingInfantry, TABLE_1 } from './units.js';
import { its, unitList, verb } from '../../engine/english.js';

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
    return { toHit, item: { label: `hits${on} on ${hitOn(toHit)} (horse ${HORSE_CONTEXT_WORDS[ctx]})`, value: 0, reason: 'Table 1 note 2; "Melee dice"' } };
  }
  const toHit = hit ?? 7;
  return { toHit, item: { label: `hits on ${hitOn(toHit)}`, value: 0, reason: `Table 1 (${TABLE_1[u.type].name})` } };
}

type ToHitAmong = { toHit: number; item: Modifier; scores?: string };

/**
 * The to-hit of a unit whose hits are still to divide among several enemies: a die counts as a
 * hit when it reaches at least one of them ("Melee dice"), so the pool hits on the lowest
 * score, and the words give each enemy's. One enemy, or one score for all: as meleeToHit.
 */
export function meleeToHitAmong(s: TillyState, u: TillyUnit, difficult: boolean, enemies: readonly string[]): ToHitAmong {
  const each = enemies.map((e) => ({ e, ...meleeToHit(s, u, difficult, e) }));
  const [first] = each;
  if (!first || each.every((x) => x.toHit === first.toHit)) return { ...meleeToHit(s, u, difficult, first?.e) };
  const sorted = [...each].sort((a, b) => a.toHit - b.toHit);
  const ctx = (e: string) => HORSE_CONTEXT_WORDS[horseContext(s, u, difficult, e)];
  const label = `hits ${sorted.map((x) => `on ${unitOf(s, x.e).name} on ${hitOn(x.toHit)} (horse ${ctx(x.e)})`).join(', ')}`;
  return {
    toHit: (sorted[0] as (typeof sorted)[number]).toHit,
    item: { label, value: 0, reason: 'Table 1 note 2; "Melee dice"' },
    scores: sorted.map((x) => `${hitOn(x.toHit)} on ${unitOf(s, x.e).name}`).join(', '),
  };
}

export interface MeleePlan {
  readonly group: readonly TillyUnit[];
  /** Sides in rolling order: the named unit's side first. */
  readonly order: readonly [SideIndex, SideIndex];
  /** Against each enemy unit, the friend that is primary against it. */
  readonly primaries: Primaries;
  /** Per unit: its dice pools (own dice, then an attached commander's die). */
  readonly pools: ReadonlyMap<string, readonly Pool[]>;
  /** Per unit: the enemy whose to-hit its dice show (the one its hits go to, if only one). */
  readonly targets: ReadonlyMap<string, string>;
  /** Units whose hits all go to one enemy (`--assign`, or only one enemy touched). */
  readonly fixed: ReadonlyMap<string, string>;
}

/** A unit is primary (full dice) when it is primary against at least one enemy it fights. */
export const isPrimary = (plan: MeleePlan, id: string): boolean => [...plan.primaries.values()].some((p) => p.unit === id);

/** Validate a melee request and work out every unit's dice and targets (no rolling). */
export function planMelee(s: TillyState, req: MeleeRequest): Result<MeleePlan, string> {
  if (s.step !== 'melee') return err(`melees are fought in step 3.4, not in ${stepDef(s.step).title.toLowerCase()}`);
  const named = unitOf(s, req.unit);
  if (!onTable(named)) return err(`${named.name} ${verb(named, 'is')} no longer on the table`);
  if (named.type === 'commander') {
    return err('a commander fights only with the unit he is attached to: name that unit ("Commander in melee")');
  }
  if (enemiesInContact(s, named.id).length === 0) return err(`${named.name} ${verb(named, 'is')} not in contact with the enemy`);
  const group = meleeGroup(s, named.id);
  if (group.some((u) => u.fought)) return err(`the melee of ${named.name} ${verb(named, 'has')} already been fought this step`);
  const ids = new Set(group.map((u) => u.id));
  for (const list of [req.primary, req.uphill, req.fortified, req.difficult, Object.keys(req.assign), Object.keys(req.primaryFor)]) {
    for (const id of list) if (!ids.has(id)) return err(`${unitOf(s, id).name} ${verb(unitOf(s, id), 'is')} not in this melee (${meleeWords(group)})`);
  }
  const order: [SideIndex, SideIndex] = [named.side, other(named.side)];
  const primaries = primariesOf(s, group, req);
  if (!primaries.ok) return primaries;
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
  const fixed = new Map<string, string>();
  for (const u of group) {
    const contacts = enemiesInContact(s, u.id);
    const role = roleOf(primaries.value, s, u);
    const isPrimary = role.primaryAgainst.length > 0;
    const against = (ids: readonly string[]) => (contacts.length > 1 ? ` against ${ids.map((id) => unitOf(s, id).name).join(' and ')}` : '');
    const items: Modifier[] = [];
    const rear = contacts.some((c) => c.aspect === 'rear');
    const flank = contacts.some((c) => c.aspect === 'flank');
    if (u.type === 'cannons') items.push({ label: 'cannons do not fight: eliminated when the melee is fought', value: 0, reason: '"Cannons in melee"' });
    else if (rear) items.push({ label: `enemy to ${its(u)} rear: cannot fight`, value: 0, reason: '"Fighting to flank or rear"' });
    else if (isPrimary && !flank) items.push({ label: `primary${against(role.primaryAgainst)}, enemy to front: resolve`, value: u.resolve, reason: `one die per point of current resolve (${MELEE_DICE})` });
    else if (isPrimary) items.push({ label: `primary${against(role.primaryAgainst)}, enemy to flank`, value: 1, reason: 'fights with only one resolve ("Fighting to flank or rear")' });
    else items.push({ label: `secondary${against(role.secondaryAgainst)}`, value: 1, reason: 'secondary units melee with only 1 die ("Primary and secondary melee units")' });
    const fighting = u.type !== 'cannons' && !rear;
    // "Uphill and/or defending fortifications": one die less, not one for each ("-1d6 modifier when charge uphill … or charge infantry in fortifications").
    const up = req.uphill.includes(u.id);
    const fort = req.fortified.includes(u.id);
    if (fighting && (up || fort)) {
      const label = up && fort ? 'charged uphill against infantry in fortifications' : up ? 'charged uphill against infantry' : 'charged infantry in fortifications';
      items.push({ label, value: -1, reason: '"Infantry defending uphill or fortifications"' });
    }
    // Where the hits go: the player's choice, else the one enemy touched; a unit touching
    // several enemies divides its hits after the roll (melee-hits.ts).
    const chosen = Object.hasOwn(req.assign, u.id) ? req.assign[u.id] : undefined;
    if (chosen !== undefined) {
      if (!contacts.some((c) => c.enemy === chosen)) return err(`${u.name} ${verb(u, 'is')} not in contact with ${unitOf(s, chosen).name}`);
      targets.set(u.id, chosen);
      fixed.set(u.id, chosen);
    } else {
      const pick = contacts[0];
      if (pick) targets.set(u.id, pick.enemy);
      if (pick && contacts.length === 1) fixed.set(u.id, pick.enemy);
    }
    const difficult = req.difficult.includes(u.id);
    const { toHit, item, scores }: ToHitAmong = fixed.has(u.id) ? meleeToHit(s, u, difficult, targets.get(u.id)) : meleeToHitAmong(s, u, difficult, contacts.map((c) => c.enemy));
    const count = Math.max(0, items.reduce((n, m) => n + m.value, 0));
    // A unit that cannot fight rolls nothing, so its score to hit says nothing.
    const own: Pool = { unit: u.id, label: u.name, count, toHit, items: fighting ? [...items, item] : items, ...(scores ? { scores } : {}) };
    const list: Pool[] = [own];
    const commander = attachedCommander(s, u.id);
    if (commander && fighting) {
      list.push({
        unit: u.id,
        label: `${commander.name} (commander with ${u.name})`,
        count: 1,
        toHit: COMMANDER_MELEE_HIT,
        items: [{ label: '1 die, hits on 4+', value: 1, reason: '"Commander in melee"' }],
      });
    }
    pools.set(u.id, list);
  }
  return ok({ group, order, primaries: primaries.value, pools, targets, fixed });
}

const sideUnits = (plan: MeleePlan, side: SideIndex): TillyUnit[] => {
  const mine = plan.group.filter((u) => u.side === side);
  return [...mine.filter((u) => isPrimary(plan, u.id)), ...mine.filter((u) => !isPrimary(plan, u.id))];
};

/** The resolve a side's fighting units have between them, which caps the resolve it can lose. */
export const sideResolve = (plan: MeleePlan, side: SideIndex): number => plan.group.filter((u) => u.side === side).reduce((n, u) => n + u.resolve, 0);

export const sidePools = (plan: MeleePlan, side: SideIndex): Pool[] => sideUnits(plan, side).flatMap((u) => plan.pools.get(u.id) ?? []);


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
    const by = unitList(enemiesInContact(s, g.id).map((c) => unitOf(s, c.enemy).name));
    const change: Change = { unit: g.name, from: `resolve ${g.resolve}`, to: 'eliminated' };
    changes.push(change);
    lines.push(`${g.name} (${sideName(s, g.side)}) ${verb(g, 'is')} in contact with ${by}: cannons do not fight in melee and are eliminated without a fight (${changeText(change)})`);
    events.push({ type: 'eliminated', unit: g.id, text: `${g.name} (${sideName(s, g.side)}) ${verb(g, 'is')} eliminated without a fight ("Cannons in melee").` });
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
        primaryFor: Object.fromEntries(Object.entries(req.primaryFor).filter(([e, f]) => !gone.has(e) && !gone.has(f))),
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
        events.push({ type: 'chooser', side: next, text: `${startSideSays(s, next, 'chooses')} the next melee.` });
      }
      return outcome([guns.result], events);
    }
    const rest = resolveMelee(guns.state, guns.req, dice);
    if (!rest.ok) return rest;
    return outcome([guns.result, ...rest.value.results], [...guns.events, ...rest.value.events]);
  }
  const plan = planned.value;
  const events: TillyEvent[] = [{ type: 'fought', units: plan.group.map((u) => u.id), text: `Melee: ${meleeWords(plan.group)}.` }];
  const lines: string[] = [];
  const allDice: number[] = [];
  const placed: PlacedHits[] = [];
  const waiting: WaitingHits[] = [];
  const scored = new Map<string, number>();
  for (const side of plan.order) {
    for (const u of sideUnits(plan, side)) {
      const enemies = enemiesInContact(s, u.id).map((c) => c.enemy);
      const to = plan.fixed.get(u.id);
      const rolled: ScoredDice[] = [];
      for (const [i, pool] of (plan.pools.get(u.id) ?? []).entries()) {
        const values = rollPool(pool, 'melee', dice);
        allDice.push(...values);
        // A horse's own dice hit each enemy on its own score; a commander's die on 4+ against any.
        const toHit = enemies.map((enemy) => ({ enemy, score: i === 0 ? meleeToHit(s, u, req.difficult.includes(u.id), enemy).toHit : pool.toHit }));
        rolled.push({ values, toHit });
        const one: WaitingHits = { unit: u.id, dice: [{ values, toHit }] };
        const h = to !== undefined ? hitsOnOne(one, to) : totalHits(one);
        lines.push(`${pool.label} ${pool.count === 0 ? `${verb(pool.label, 'rolls')} no dice` : `${verb(pool.label, 'rolls')} ${faces(values)} (hit on ${scoreWords(pool)}): ${plural(h, 'hit')}`}`);
      }
      const w: WaitingHits = { unit: u.id, dice: rolled };
      if (to !== undefined) {
        const h = hitsOnOne(w, to);
        scored.set(u.id, h);
        if (h > 0) placed.push({ by: u.id, on: to, hits: h });
      } else if (totalHits(w) > 0) {
        scored.set(u.id, totalHits(w));
        waiting.push(w);
      }
    }
  }
  const first = plan.order[0];
  const actorPools = sidePools(plan, first);
  const targetPools = sidePools(plan, other(first));
  const sideHits = (side: SideIndex) => sideUnits(plan, side).reduce((n, u) => n + (scored.get(u.id) ?? 0), 0);
  const melee = (result: string, changes: Change[]): Resolution => ({
    action: 'melee',
    actor: sideUnits(plan, first).map((u) => u.name).join(' + '),
    target: sideUnits(plan, other(first)).map((u) => u.name).join(' + '),
    modifiers: { actor: modifiersOf(actorPools), target: modifiersOf(targetPools) },
    actorModifier: poolDice(actorPools),
    targetModifier: poolDice(targetPools),
    rolls: { dice: allDice },
    difference: sideHits(first) - sideHits(other(first)),
    result,
    changes,
    odds: meleeOdds(actorPools, targetPools, sideName(s, first), sideName(s, other(first)), sideResolve(plan, first), sideResolve(plan, other(first))),
  });
  const group = plan.group.map((u) => u.id);
  if (waiting.length > 0) {
    const pending: PendingDivision = { group, first, placed, waiting };
    events.push({ type: 'hits-pending', pending, text: `Hits to divide: ${waitingWords(s, pending)}.` });
    return outcome([melee(`${lines.join('; ')} → hits to divide before they take effect: ${waitingWords(s, pending)}.`, [])], events);
  }
  const settled = settleMelee(s, { group, placed }, dice);
  return outcome([melee(`${lines.join('; ')} → ${settled.text}`, settled.changes), ...settled.results], [...events, ...settled.events]);
}
