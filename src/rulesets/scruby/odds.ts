/**
 * Exact odds for every die the text rolls, without rolling: the action is run on every way
 * its dice can fall (a few d6 at most), and the outcomes are counted. Artillery hits, counter-
 * battery hits, UE tests, the swordsmen's high die and the melee outcome they lead to; the
 * scatter rule's directions are one die a stand, a third each.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { OddsOutcome, RollPreview } from '../../engine/ruleset.js';
import { its, verb } from '../../engine/english.js';
import type { ScrubyAction } from './actions.js';
import { unsaidAnswer } from './charge.js';
import { executeScruby } from './execute.js';
import { planFire } from './fire.js';
import { inPlay, standsLeft, unitById } from './roster.js';
import { NeedDie, type Shaping, shapingOf } from './shaping.js';
import { SCRUBY_STEPS, stepDef } from './steps.js';
import { withImpliedTarget } from './targets.js';
import type { ScrubyState } from './state.js';
import { isGun } from './table.js';
import { shockAgainst } from './answer.js';
import { gunSquare } from './gun-square.js';
import { gcd } from '../../dice/distribution.js';

// Pursuit rolls nothing, but doubles its kill: mods and odds say so ('BONUS MOVES' 2).
const DICE_COMMANDS = new Set(['fire', 'counter-battery', 'charge', 'melee', 'scatter', 'rally', 'pursue']);

export function fraction(n: number, d: number): string {
  const g = gcd(n, d);
  return `${n / g}/${d / g}`;
}

/** Every way the dice of `run` can fall, each with its exact weight, counted by label. */
export function enumerate(run: (dice: DiceSource) => string | null): OddsOutcome[] {
  const counts = new Map<string, { n: number; d: number }>();
  const walk = (values: number[], weight: number) => {
    let i = 0;
    const dice: DiceSource = {
      roll(sides) {
        const v = values[i];
        if (v === undefined) throw new NeedDie(sides);
        i += 1;
        return v;
      },
    };
    try {
      const label = run(dice);
      if (label === null) return;
      const c = counts.get(label) ?? { n: 0, d: 1 };
      // Sum c.n/c.d + 1/weight.
      const d = (c.d * weight) / gcd(c.d, weight);
      counts.set(label, { n: c.n * (d / c.d) + d / weight, d });
    } catch (e) {
      if (!(e instanceof NeedDie) || values.length >= 6) throw e;
      for (let v = 1; v <= e.sides; v += 1) walk([...values, v], weight * e.sides);
    }
  };
  walk([], 1);
  return [...counts.entries()].map(([label, c]) => ({ label, probability: c.n / c.d, fraction: fraction(c.n, c.d) })).sort((a, b) => b.probability - a.probability);
}

function label(before: ScrubyState, after: ScrubyState, action: ScrubyAction): string {
  const a = unitById(after, action.unit);
  const t = action.target === undefined ? undefined : unitById(after, action.target);
  const tb = action.target === undefined ? undefined : unitById(before, action.target);
  const ab = unitById(before, action.unit);
  if (!a || !ab) return 'done';
  switch (action.command) {
    case 'fire':
    case 'counter-battery': {
      const k = (t?.kills ?? 0) - (tb?.kills ?? 0);
      const points = `${k} kill point${k === 1 ? '' : 's'}`;
      // A counter-battery hit counts against the piece as well as its gunners ("COUNTER BATTERY FIRE" 2).
      // The hit that destroys the gun says so ("COUNTER BATTERY FIRE" 2).
      const hit = t?.destroyed && !tb?.destroyed ? 'hit destroys the gun' : 'hit on the gun';
      if (k > 0) return action.command === 'counter-battery' ? `${hit}, ${points} on its gunners` : `hit: ${points}`;
      // A gun hit with no gunner at it: the piece still counts the hit ("CREWS" 1).
      return (t?.gunHits ?? 0) > (tb?.gunHits ?? 0) ? `${hit}, no gunner at it` : 'miss';
    }
    case 'charge': {
      // A volley answer whose UE test fails says so, not only what happens to the shock.
      const volley = (a.kills ?? 0) > ab.kills ? `volley for ${a.kills - ab.kills} kill points` : action.flags.response === 'volley' ? 'no volley' : '';
      // No shock to keep or lose: foot charging, or cavalry against a square or long swordsmen.
      if (!t || !shockAgainst(a, t, gunSquare(before, t, action))) return volley === '' ? 'no volley' : volley;
      return `${volley === '' ? '' : `${volley}, `}${a.charge?.shock ? 'shock stands' : 'shock cancelled'}`;
    }
    case 'rally':
      return a.scattered || a.retiring ? 'keeps retiring' : 'rallies';
    case 'pursue': {
      const k = (t?.kills ?? 0) - (tb?.kills ?? 0);
      return t && k > 0 ? `${t.name} ${verb(t, 'takes')} ${k} kill points in the back, and the pursuers none` : 'supports engage: fight it out with melee';
    }
    case 'melee': {
      if (!t || !tb) return 'done';
      const kills = `${a.name} ${verb(a, 'kills')} ${t.kills - tb.kills}, ${t.name} ${verb(t, 'kills')} ${a.kills - ab.kills}`;
      // Only a melee fought counts on the defender: a failed test counts on the swordsmen alone.
      if (t.melees === tb.melees) return `${a.name} ${verb(a, 'fails')} ${its(a)} UE test: no melee`;
      // Mounted dragoons caught by cavalry are annihilated: no kill points are counted ("DRAGOONS").
      if (t.destroyed && !tb.destroyed && t.kills === tb.kills) return `${t.name} ${verb(t, 'is')} annihilated by cavalry`;
      const gone = (u: typeof t) => !inPlay(u, after.options.roster);
      if (gone(t) || gone(a)) {
        // A winner destroyed by the loser's kills leaves a loser that still tests its morale: name that die's outcome too.
        const survivor = gone(t) ? (gone(a) ? null : a) : t;
        const fallen = survivor === a ? t : a;
        const morale = survivor === null ? '' : survivor.defeated ? `; ${survivor.name} ${verb(survivor, 'loses')} morale` : fallen.beat === survivor.id ? `; ${survivor.name} ${verb(survivor, 'holds')}` : '';
        const destroyed = survivor === null ? `${t.name} and ${a.name} are destroyed` : `${fallen.name} ${verb(fallen, 'is')} destroyed`;
        return `${destroyed}${morale} (${kills})`;
      }
      // A gun that loses tests no morale: it does not hold, it waits to be captured ("CAPTURING A GUN").
      const loses = (w: typeof t, l: typeof t) => `${w.name} ${verb(w, 'wins')}, ${l.name} ${isGun(l.type) ? `${verb(l, 'loses')} (a gun tests no morale)` : verb(l, 'holds')}`;
      // With meleeOutcome off and no --winner, nobody wins: the game master records it.
      const open = !after.options.meleeOutcome && action.flags.winner === undefined;
      const outcome = open ? 'outcome left to the game master' : t.defeated ? `${t.name} ${verb(t, 'loses')} morale` : a.defeated ? `${a.name} ${verb(a, 'loses')} morale` : t.beat === a.id ? loses(t, a) : a.beat === t.id ? loses(a, t) : 'no winner';
      return `${outcome} (${kills})`;
    }
    default:
      return 'done';
  }
}

/** A preview with what shapes the kill points outside the dice (shaping.ts), for `mods`. */
export interface ScrubyPreview extends RollPreview {
  readonly shaping: Shaping;
  /** The same in sentences, for `mods --json`. */
  readonly lines: readonly string[];
}

/** The shaping as sentences: "Smaland Horse kills 20: 12 for 2 stands × 6; +8 for shock +4 a stand". */
export function shapingLines(sh: Shaping): string[] {
  const sides = sh.sides.map((s) => `${s.head}: ${s.items.map((i, n) => `${n === 0 ? i.kills : signedKills(i.kills)} for ${i.text}`).join('; ')}`);
  return [...sides, ...sh.notes, ...sh.dice.map((d) => `Die: ${d}`)];
}

const signedKills = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : '±0');

export function previewScruby(now: ScrubyState, typed: ScrubyAction): Result<ScrubyPreview, string> {
  // A game master weighs a melee before charging: odds and mods of a command of another step
  // are taken as if in that step, with the units as they stand now, and say so.
  const step = now.options.sequence && !stepDef(now.step).commands.includes(typed.command) ? SCRUBY_STEPS.find((st) => st.commands.includes(typed.command)) : undefined;
  const state = step ? { ...now, step: step.id } : now;
  const targeted = withImpliedTarget(state, typed);
  if (!targeted.ok) return targeted;
  const { action } = targeted.value;
  const p = previewOdds(state, action);
  if (!p.ok) return p;
  const shaping = shapingOf(state, action);
  const asIf = step ? `As if in the ${step.title.toLowerCase()} step, with the units as they stand now.` : '';
  const note = [asIf, p.value.note ?? ''].filter((n) => n !== '').join(' ');
  return ok({ ...p.value, ...(note !== '' ? { note } : {}), shaping, lines: shapingLines(shaping) });
}

function previewOdds(state: ScrubyState, action: ScrubyAction): Result<RollPreview, string> {
  const base = { modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0 } as const;
  const actor = unitById(state, action.unit);
  // No odds to give, which is an answer (a script goes on), not a refusal.
  if (!DICE_COMMANDS.has(action.command)) return ok({ ...base, ...(actor ? { actor: actor.name } : {}) });
  if (action.command === 'scatter') {
    if (!actor) return err(`no unit "${action.unit}"`);
    // The odds of a scatter the roll would refuse are refused the same way.
    const probe = executeScruby(state, action, { roll: () => 1 });
    if (!probe.ok) return probe;
    const third = { probability: 1 / 3, fraction: '1/3' };
    const n = standsLeft(actor, state.options.roster);
    return ok({
      ...base,
      actor: actor.name,
      note: `one die for each of ${n} stand${n === 1 ? '' : 's'}: 1-2 left, 3-4 straight back, 5-6 right ("THE SCATTER RULE")`,
      odds: { outcomes: [{ label: 'left', ...third }, { label: 'straight back', ...third }, { label: 'right', ...third }], expected: { actorLevels: 0, targetLevels: 0 } },
    });
  }
  const probe = executeScruby(state, action, { roll: () => 1 });
  if (!probe.ok) return probe;
  const target = action.target === undefined ? undefined : unitById(state, action.target);
  const who = { ...(actor ? { actor: actor.name } : {}), ...(target ? { target: target.name } : {}) };
  if (!rollsDice(state, action)) {
    const outcome = label(state, probe.value.state, action);
    return ok({ ...base, ...who, note: noDiceNote(state, action, outcome), odds: { outcomes: [{ label: `${outcome.replace(/^hit: /, '')}, no dice`, probability: 1, fraction: '1/1' }], expected: { actorLevels: 0, targetLevels: 0 } } });
  }
  const outcomes = enumerate((dice) => {
    const r = executeScruby(state, action, dice);
    return r.ok ? label(state, r.value.state, action) : null;
  });
  return ok({ ...base, ...who, odds: { outcomes, expected: { actorLevels: 0, targetLevels: 0 } } });
}

/** Does this action roll any die? Run it on dice that refuse to roll. */
function rollsDice(state: ScrubyState, action: ScrubyAction): boolean {
  try {
    executeScruby(state, action, {
      roll(sides) {
        throw new NeedDie(sides);
      },
    });
    return false;
  } catch (e) {
    if (e instanceof NeedDie) return true;
    throw e;
  }
}

/** What an action that rolls no dice will do, in plain words: musket and pistol fire kill by the table alone. */
function noDiceNote(state: ScrubyState, action: ScrubyAction, outcome: string): string {
  const u = unitById(state, action.unit);
  const t = action.target === undefined ? undefined : unitById(state, action.target);
  if (action.command === 'fire' && u && t) {
    const plan = planFire(state, u, t, action);
    if (plan.ok) {
      const k = plan.value.kills;
      return `This fire rolls no dice: ${u.name} ${verb(u, 'inflicts')} ${k} kill point${k === 1 ? '' : 's'} on ${t.name} (${plan.value.factors.join('; ')}; "COMBAT TABLE").`;
    }
  }
  if (action.command === 'charge' && action.flags['before-pikes'] === true) {
    return `This charge rolls no dice: the musketeers in front of a pike line volley without a test (${outcome}) ("MUSKETEERS" 3b 1).`;
  }
  if (action.command === 'charge') {
    const unsaid = u && t ? unsaidAnswer(state, u, t, action) : null;
    const shock = u && t && shockAgainst(u, t, gunSquare(state, t, action)) ? `, so the shock ${outcome === 'shock stands' ? 'stands' : 'is cancelled'}` : '';
    return `This charge rolls no dice: ${unsaid ?? 'the defender makes no answer'}${shock}.`;
  }
  if (action.command === 'pursue') return `This pursuit rolls no dice: ${outcome} ("BONUS MOVES" 2).`;
  return `This ${action.command} rolls no dice: ${outcome}.`;
}
