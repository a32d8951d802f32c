/**
 * Rolling a planned combat and turning its consequences into events: disorder, retreats and
 * routs waiting for the game master (6.3, 6.4), eliminations, fortunes of war (6.1, 6.4, 6.5),
 * pursuit (11.8), the charger's disorder (11.7), the advance offered (6.6) and the leaders'
 * casualty checks (7.4).
 */
import { type DiceSource, rollUnlessSettled } from '../../dice/dice.js';
import { possessive } from '../../present/words.js';
import { capitalFirst, its, itWord, listWords, verb } from '../../engine/english.js';
import type { Change, Resolution } from '../../engine/ruleset.js';
import { type CombatPlan, type CombatResult, disorderedByMelee, drivenOff, mootWords, pursuerOf, pursuitAfterMeleeDisorder, resolveCombat } from './combat.js';
import { applyEvents, type PsEvent } from './events.js';
import { type PsOutcome, retreatCommand, stateBefore, unitOf } from './helpers.js';
import { casualtyChecks, exposedLeaders, fallWithUnit, noRetreatLeaders } from './leaders.js';
import type { Consequence } from './results.js';
import { advanceHint, routFortune } from './retreat.js';
import { type CombatDie, combatDieContext, lineCited } from './roll-context.js';
import type { PsState, PsUnit } from './state.js';
import { advanceLength } from './units.js';
import { SideDoes } from './side-words.js';

export interface FightOptions {
  /** An attack in the combat phase marks the attacker as having attacked (5.0); reactions do not (5.5). */
  readonly counts: boolean;
  /** Whether pursuit-capable cavalry pursues (11.8). */
  readonly pursue: boolean;
  /** The action's name for the result: "fire", "melee", "charge", "react". */
  readonly action: string;
}

/** The events of one consequence; sentences the result must add go to `notes`. */
function consequenceEvents(s: PsState, plan: CombatPlan, r: CombatResult, c: Consequence, pursue: boolean, notes: string[]): PsEvent[] {
  if (c.ignored) return [];
  const u = unitOf(s, c.unit);
  const events: PsEvent[] = [];
  if (c.disorder) events.push({ type: 'status', unit: u.id, status: 'disordered', text: `${u.name} ${verb(u, 'is')} disordered (6.2).` });
  if (c.eliminate) {
    events.push({ type: 'eliminated', unit: u.id, text: `${u.name} ${verb(u, 'is')} eliminated.` });
    if (s.pending.some((p) => p.unit === u.id)) events.push({ type: 'pending-done', unit: u.id, text: `${possessive(u.name)} rout ends.` });
    const routing = c.rout || s.pending.some((p) => p.unit === u.id && p.rout);
    // 7.4: its leaders fall with a unit routed to its end; and with one a charge eliminates
    // instead of driving it back (11.7), as a leader with no retreat does (7.1, 7.3), unless a house rule keeps him.
    const fall = routing ? fallWithUnit(s, u.id) : noRetreatLeaders(s, u);
    events.push(...fall.events);
    notes.push(...fall.words);
    if (routing) {
      // 6.4 3, 6.5: the rout's fortune of war, as AF and DF, only in a combat phase.
      const fortune = routFortune(s, u, plan.fortunes);
      events.push(...fortune.events);
      notes.push(fortune.words);
    }
    return events;
  }
  if (c.retreat || c.rout) {
    const chaser = pursue ? pursuerOf(plan, r, u.id, pursuitAfterMeleeDisorder(s)) : null;
    // The enemy it retreats from (6.3): the other unit of the melee, or of the fire (a firer driven back by fire back, 5.5).
    const from = plan.kind === 'melee' ? (u.id === plan.defender.id ? plan.attacker.id : plan.defender.id) : u.id === plan.firer.id ? plan.target.id : plan.firer.id;
    // 6.4 4, 11.7 3: the unit a charge drives off is eliminated should it then rout (through a friend, 6.3).
    const charged = plan.kind === 'melee' && plan.charge && !r.chargeBroken && u.id === plan.defender.id;
    // 11.8: the result says the pursuit it calls for, as odds do; the end of a charge says its own (describe).
    if (chaser && !(r.chargerDisordered && plan.kind === 'melee' && chaser.id === plan.attacker.id)) notes.push(pursuitWords(u, c.rout, unitOf(s, chaser.id), disorderedByMelee(r, chaser.id)));
    // 6.4 3: a rout's fortune of war comes once it is made (the retreat command); said now, as odds say it.
    if (c.rout) notes.push(routFortuneAhead(s, u, plan.fortunes));
    events.push({
      type: 'pending',
      retreat: { unit: u.id, rout: c.rout, eliminate: charged, pursuer: chaser?.id ?? null, from, melee: plan.kind === 'melee', beforeMelee: false },
      text: `${u.name} must ${c.rout ? 'rout 5 hexes (6.4)' : 'retreat (6.3)'}${chaser ? `, pursued by ${chaser.name} (11.8)` : ''}: ${retreatCommand(u)} …`,
    });
  }
  return events;
}

/** 11.8: "Smaland Horse pursues (11.8): at the end of their retreat, Isolani's Croats are eliminated and Smaland Horse is disordered." */
function pursuitWords(u: PsUnit, rout: boolean, chaser: PsUnit, disordered: boolean): string {
  const end = `at the end of ${its(u)} ${rout ? 'rout' : 'retreat'}, ${u.name} ${verb(u, 'is')} eliminated`;
  // House rule pursuitAfterMeleeDisorder: disordered by the melee, it pursues all the same; the pursuit's disorder changes nothing.
  if (disordered) return `${chaser.name} ${verb(chaser, 'pursues')}, though disordered by the melee (11.8, house rule pursuitAfterMeleeDisorder): ${end}.`;
  return `${chaser.name} ${verb(chaser, 'pursues')} (11.8): ${end} and ${chaser.name} ${verb(chaser, 'is')} disordered.`;
}

/** 6.4 3, 6.5: "The Imperialists gain a fortune of war once the rout is made (6.4)." */
function routFortuneAhead(s: PsState, u: PsUnit, inCombat: boolean): string {
  const name = s.sides[u.side === 0 ? 1 : 0].name;
  return `${SideDoes(name, 'gains')} ${inCombat ? 'a fortune of war once the rout is made (6.4)' : 'no fortune of war for the rout outside a combat phase (6.5)'}.`;
}

/** The unit retreats or routs (11.8: what a pursuer follows), rather than being eliminated on the spot. */
const flees = (r: CombatResult, unit: string): boolean => r.consequences.some((c) => c.unit === unit && !c.ignored && !c.eliminate && (c.retreat || c.rout));

/** 5.4: "Baldiron retreats: the melee ends (5.4).", naming who leaves; an elimination is told by its own result. */
function endedWords(s: PsState, r: CombatResult): string {
  const gone = r.consequences.filter((c) => !c.ignored && !c.eliminate && (c.retreat || c.rout));
  const parts = gone.map((c) => {
    const u = s.units.find((x) => x.id === c.unit);
    const how = c.rout ? 'routs' : 'retreats';
    return `${c.name} ${u ? verb(u, how) : how}`;
  });
  return parts.length > 0 ? `${capitalFirst(listWords(parts))}: the melee ends (5.4).` : 'The melee ends (5.4).';
}

/** Which part of the combat a die is: the fire (a fire attack, or a melee's exchange of fire) or the melee's own die. */
type Part = 'fire' | 'melee';
const partOf = (r: CombatResult, stage: number): Part => (r.stages[stage]?.fire === false ? 'melee' : 'fire');

/**
 * One part of the result in words, die by die: the fire's (with the charge broken or the melee
 * ended by it, 11.7, 5.4), or the melee die's (with the end of the charge and the pursuit,
 * 11.7, 11.8). `last`: the combat's last part, which says when nothing happened at all.
 */
function describe(s: PsState, r: CombatResult, part: Part, last: boolean, charger: PsUnit, chase: { readonly a: PsUnit; readonly t: PsUnit; readonly rout: boolean } | null = null): string {
  const rolled = (i: number) => {
    const st = r.stages[i]!;
    if (st.noDie) return [`${st.title} by ${st.roller}: ${lineCited(st.line, st.why)}, column ${st.column} (${st.value}): no die is rolled, as ${mootWords(st, 'there')}.`];
    const results = r.consequences.filter((c) => c.stage === i).map((c) => `${c.code}: ${c.words}.`);
    // 6.1, 6.5: its AF and DF, awarded in a combat phase, said and withheld outside one.
    for (const f of r.fortuneRolls.filter((x) => x.stage === i)) results.push(`${SideDoes(s.sides[f.side].name, 'gains')} ${r.withheld.length === 0 ? 'a fortune of war (6.1)' : 'no fortune of war outside a combat phase (6.5)'}.`);
    return [`${st.title} by ${st.roller}: ${lineCited(st.line, st.why)}, column ${st.column} (${st.value}), rolled ${st.roll}: ${st.cell}.`, ...results];
  };
  const words = r.stages.flatMap((_, i) => (partOf(r, i) === part ? rolled(i) : []));
  if (part === 'fire') {
    // 11.7: a broken charge melees normally only if the defender's fire did not also drive it back (5.4).
    if (r.chargeBroken) words.push(`The charger was disordered by the defender's fire: the charge is broken${r.endedByFire ? '' : ' and it melees normally'} (11.7).`);
    if (r.endedByFire) words.push(endedWords(s, r));
  }
  // The pursuit is part of the combat: the charger pursues before its end-of-charge disorder (11.7, 11.8).
  if (part === 'melee' && r.chargerDisordered) words.push(chase ? `The charge is over: ${chase.a.name} ${verb(chase.a, 'pursues')} ${chase.t.name} when ${itWord(chase.t)} ${verb(chase.t, chase.rout ? 'routs' : 'retreats')} (11.8), then ${verb(chase.a, 'is')} disordered (11.7).` : `The charge is over: ${charger.name} ${verb(charger, 'is')} disordered (11.7).`);
  // A last die left unrolled already says nothing there changes anything: "No effect." would repeat it.
  if (last && !r.stages.every((st) => st.noDie) && r.stages.at(-1)?.noDie === undefined && r.consequences.length === 0 && r.fortuneRolls.length === 0 && !r.chargeBroken && !r.endedByFire && !r.chargerDisordered) words.push('No effect.');
  return words.join(' ');
}

/** One entry per unit: a later step joins the earlier ("Savelli: ordered → disordered, retreating"). */
function addChange(changes: Change[], c: Change): void {
  const i = changes.findIndex((x) => x.unit === c.unit);
  const before = changes[i];
  if (before === undefined) {
    changes.push(c);
    return;
  }
  const steps = before.to.split(', ');
  for (const step of c.to.split(', ')) if (!steps.includes(step)) steps.push(step);
  changes[i] = { ...before, to: steps.join(', ') };
}

export function fight(s: PsState, plan: CombatPlan, dice: DiceSource, opts: FightOptions): PsOutcome {
  const a = unitOf(s, plan.kind === 'fire' ? plan.firer.id : plan.attacker.id);
  const t = unitOf(s, plan.kind === 'fire' ? plan.target.id : plan.defender.id);
  const events: PsEvent[] = [{ type: 'combat', text: `${a.name} ${verb(a, 'attacks')} ${t.name}.` }];
  if (opts.counts) events.push({ type: 'attacked', unit: a.id, text: `${a.name} ${verb(a, 'has')} attacked this phase.` });
  // 5.2 limits the phase's attacks only: a reaction (4.5, 6.3) or a fortune of war's (6.5) neither marks nor overwrites the mark.
  if (opts.counts) events.push({ type: 'defended', unit: t.id, how: plan.kind === 'fire' ? 'fire' : 'melee', text: `${t.name} ${verb(t, 'was')} attacked by ${plan.kind === 'fire' ? 'fire' : 'melee'} this phase.` });
  const names = [s.sides[0].name, s.sides[1].name] as const;
  // A die none of whose faces can change anything is settled: rolled by a program, not asked by hand (5.4, 6.1).
  const settle = (label: string, about: CombatDie) => rollUnlessSettled(dice, true, 6, label, combatDieContext(s.rules.crt, about, names));
  const r = resolveCombat(s.rules.crt, plan, (label, about) => dice.roll(6, label, combatDieContext(s.rules.crt, about, names)), settle);
  // The fire's results and the melee die's apart, so that dice rolled by hand show the fire's
  // as soon as they are settled, before the melee die is asked (5.4); the casualty checks come last (7.4).
  const parts: Record<Part, { changes: Change[]; notes: string[] }> = { fire: { changes: [], notes: [] }, melee: { changes: [], notes: [] } };
  // Each change starts from the status the results before it left (fire may disorder before the melee roll).
  const now = new Map<string, string>();
  for (const c of r.consequences) {
    const part = parts[partOf(r, c.stage)];
    const before = events.length;
    events.push(...consequenceEvents(s, plan, r, c, opts.pursue, part.notes));
    // A leader who fell with his unit (7.4) changes with that result.
    for (const e of events.slice(before)) if (e.type === 'leader-fell') part.changes.push({ unit: leaderName(s, e.leader), from: 'active', to: 'casualty' });
    if (c.ignored) continue;
    const to = c.eliminate ? 'eliminated' : c.rout ? 'routing' : c.retreat ? (c.disorder ? 'disordered, retreating' : 'retreating') : 'disordered';
    addChange(part.changes, { unit: c.name, from: now.get(c.unit) ?? stateBefore(s, unitOf(s, c.unit)), to });
    if (c.disorder) now.set(c.unit, 'disordered');
  }
  for (const side of r.fortunes) events.push({ type: 'fow', side, delta: 1, text: `${SideDoes(s.sides[side].name, 'gains')} a fortune of war (6.1).` });
  if (r.chargerDisordered) {
    events.push({ type: 'status', unit: a.id, status: 'disordered', text: `${a.name} ${verb(a, 'is')} disordered at the end of the charge (11.7).` });
    addChange(parts.melee.changes, { unit: a.name, from: 'ordered', to: 'disordered' });
  }
  // 6.6: the defender driven off by a melee, the attacker still there and not pursuing: it may
  // advance. A defender eliminated outright makes no retreat to pursue (11.8), so a pursuer advances too.
  const pursues = opts.pursue && flees(r, t.id) && pursuerOf(plan, r, t.id, pursuitAfterMeleeDisorder(s)) !== null;
  if (plan.kind === 'melee' && drivenOff(r, t.id) && !drivenOff(r, a.id) && !pursues) {
    const hexes = advanceLength(a.type);
    const offer = { unit: a.id, into: t.hex, hexes };
    events.push({ type: 'advance-offer', offer, text: `${a.name} may advance into the vacated hex${hexes > 1 ? ` (up to ${hexes} hexes, 11.3)` : ''} (6.6).` });
    // Eliminated on the spot, the defender leaves no retreat to wait for: the advance is open now (the retreat says it otherwise).
    const gone = r.consequences.find((c) => c.unit === t.id && c.eliminate);
    const hint = gone ? advanceHint(applyEvents(s, events)) : null;
    if (gone && hint) parts[partOf(r, gone.stage)].notes.push(hint);
  }
  // 7.4: leaders whose hex is fired on, or who join the melee.
  // A leader who fell with his unit (above) has no check left to make.
  const fell = new Set(events.flatMap((e) => (e.type === 'leader-fell' ? [e.leader] : [])));
  const exposed = exposedLeaders(s, plan).filter((l) => !fell.has(l.id));
  const checks = casualtyChecks(exposed, dice, plan.kind === 'fire' ? 'his hex was fired on' : 'he joined the melee');
  events.push(...checks.events);
  const rolled = (part: Part) => r.stages.flatMap((st, i) => (partOf(r, i) === part && !st.noDie ? [st.roll] : []));
  const chase = pursues ? { a, t, rout: r.consequences.some((c) => c.unit === t.id && c.rout) } : null;
  const head = { action: opts.action, actor: a.name, target: t.name };
  const shown = (['fire', 'melee'] as const).filter((part) => r.stages.some((_, i) => partOf(r, i) === part));
  const results: Resolution[] = shown.map((part, i) => ({
    ...head,
    rolls: { dice: rolled(part) },
    result: [describe(s, r, part, i === shown.length - 1, a, part === 'melee' ? chase : null), ...parts[part].notes].join(' '),
    changes: parts[part].changes,
  }));
  if (checks.lines.length > 0) results.push({ ...head, rolls: { dice: checks.rolls }, result: checks.lines.join(' '), changes: checks.changes });
  return { results, events };
}

const leaderName = (s: PsState, id: string): string => s.leaders.find((l) => l.id === id)?.name ?? id;
