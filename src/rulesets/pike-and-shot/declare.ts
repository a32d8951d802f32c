/**
 * Seed 004, 5.2: any number of units may attack one defender in a combat phase, each alone, but
 * every unit to attack it is declared before the first of those attacks is resolved, so some may
 * be wasted. `declare A1,A2 at B2` records them; an attack on a defender already attacked this
 * phase is refused to a unit not declared against it, and a declared unit attacks only its defender.
 */
import { listWords, sideSubject, them, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { PsEvent } from './events.js';
import { inPlay, outcome, plain, type PsOutcome } from './helpers.js';
import type { PsState, PsUnit } from './state.js';
import { activeSide, isCombatStep, stepWords } from './steps.js';
import { sideDoes } from './side-words.js';

export interface DeclareRequest {
  readonly kind: 'declare';
  readonly units: readonly string[];
  readonly target: string;
}

const nameOf = (s: PsState, id: string): string => s.units.find((u) => u.id === id)?.name ?? id;

/**
 * 5.2, for an attack by `a` on the unit `t` in the combat phase (`odds` and the roll alike): a
 * unit declared against another defender may not attack this one, and once `t` has been
 * attacked this phase only the units declared against it may attack it.
 */
export function declaredMayAttack(s: PsState, a: PsUnit, t: PsUnit): Result<true, string> {
  const elsewhere = declaredElsewhereThan(s, a, t);
  if (!elsewhere.ok) return elsewhere;
  if (a.declaredAt === t.id) return ok(true);
  if (t.defended !== null) {
    return err(
      `${t.name} ${verb(t, 'has')} already been attacked this phase, and ${a.name} ${verb(a, 'was')} not declared against ${them(t)} before that: every unit to attack a defender is declared before the first attack on it is resolved ("declare <units> at ${t.id}", 5.2)`,
    );
  }
  // Its attackers were declared: one left out may not make the first attack either.
  const declared = s.units.filter((u) => u.declaredAt === t.id);
  if (declared.length > 0) {
    return err(
      `${listWords(declared.map((u) => u.name))} ${declared.length === 1 ? verb(declared[0]!, 'is') : 'are'} declared against ${t.name}, and ${a.name} ${verb(a, 'is')} not: add ${them(a)} before the first attack on ${them(t)} ("declare ${a.id} at ${t.id}", 5.2)`,
    );
  }
  return ok(true);
}

/** 5.2: a unit declared against another defender than `t`. */
function declaredElsewhereThan(s: PsState, a: PsUnit, t: PsUnit): Result<true, string> {
  if (a.declaredAt === undefined || a.declaredAt === t.id) return ok(true);
  return err(`${a.name} ${verb(a, 'was')} declared against ${nameOf(s, a.declaredAt)} this phase, and may attack only that unit (5.2)`);
}

/**
 * 5.2: a declared unit attacks only its defender: no leader alone either, nor does it try a
 * recovery instead (6.2; *reading:* its attack is committed, even if wasted).
 */
export function declaredElsewhere(s: PsState, a: PsUnit, instead: string): Result<true, string> {
  if (a.declaredAt === undefined) return ok(true);
  return err(`${a.name} ${verb(a, 'was')} declared against ${nameOf(s, a.declaredAt)} this phase, and may attack only that unit: not ${instead} (5.2)`);
}

function declarable(s: PsState, id: string, t: PsUnit): Result<PsUnit, string> {
  const a = s.units.find((u) => u.id === id);
  if (!a) return err('no such unit: a leader is no combat unit and does not attack (7.0)');
  if (a.side !== activeSide(s)) return err(`${a.name} ${verb(a, 'belongs')} to ${sideSubject(s.sides[a.side].name)}: in ${stepWords(s.step)} only ${sideDoes(s.sides[activeSide(s) ?? 0].name, 'attacks')}`);
  if (!inPlay(a)) return err(`${a.name} ${verb(a, 'is')} no longer in play`);
  if (a.attacked) return err(`${a.name} ${verb(a, 'has')} already attacked (or tried to recover) this phase (5.0)`);
  const elsewhere = declaredElsewhereThan(s, a, t);
  return elsewhere.ok ? ok(a) : elsewhere;
}

/** `declare <units> at <target>` (5.2). */
export function resolveDeclare(s: PsState, req: DeclareRequest): Result<PsOutcome, string> {
  if (!isCombatStep(s)) return err(`attacks are declared in a combat phase, not in ${stepWords(s.step)} (5.2)`);
  const t = s.units.find((u) => u.id === req.target);
  if (!t) return err('a leader alone is attacked unit by unit, with no declaration: 5.2 is for units');
  if (!inPlay(t)) return err(`${t.name} ${verb(t, 'is')} no longer in play`);
  if (t.side === activeSide(s)) return err(`${t.name} ${verb(t, 'is')} a friend: attacks are declared against an enemy unit`);
  if (t.defended !== null) return err(`${t.name} ${verb(t, 'has')} already been attacked this phase: the units to attack it were to be declared before that attack was resolved (5.2)`);
  const attackers: PsUnit[] = [];
  for (const id of new Set(req.units)) {
    const a = declarable(s, id, t);
    if (!a.ok) return a;
    if (a.value.declaredAt !== t.id) attackers.push(a.value);
  }
  const all = [...s.units.filter((u) => u.declaredAt === t.id), ...attackers];
  if (attackers.length === 0) return err(`${listWords(all.map((u) => u.name))} ${all.length === 1 ? verb(all[0]!, 'is') : 'are'} already declared against ${t.name}`);
  const names = listWords(all.map((a) => a.name));
  const text =
    all.length === 1
      ? `${names} ${verb(all[0]!, 'is')} declared against ${t.name}, and may attack only that unit this phase (5.2).`
      : `${names} are declared against ${t.name}: each attacks alone, and may attack only that unit this phase (5.2).`;
  const events: PsEvent[] = attackers.map((a) => ({ type: 'declared', unit: a.id, target: t.id, text: `${a.name} ${verb(a, 'is')} declared against ${t.name}.` }));
  return outcome([plain('declare', text)], events);
}
