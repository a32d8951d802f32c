/**
 * `mods` and `odds` of a While the Devil Rules action: the engine's preview (../preview.ts)
 * named in the battle's own words (who fires at whom, each stage of a charge), for the
 * shared wording of present/preview.ts. Nothing is rolled and nothing changes.
 */
import { err, ok, type Result } from '../../../engine/result.js';
import type { Odds, Resolution } from '../../../engine/ruleset.js';
import { add, frac, num, ONE, parseFraction, q } from '../../../dice/fraction.js';
import type { Distribution, Preview, PreviewStage } from '../../../present/ruleset.js';
import type { MeleeOdds } from '../melee.js';
import type { DevilAction } from '../actions.js';
import { previewDevil } from '../preview.js';
import { spreadChoice } from '../spread.js';
import type { DevilState } from '../state.js';
import { its, listWords, possessive, unitList } from '../words.js';
import { leaderById, unitById } from './lookups.js';

const nameOf = (s: DevilState, id: string | undefined): string | undefined => {
  if (id === undefined) return undefined;
  return unitById(s, id)?.name ?? leaderById(s, id)?.name ?? id;
};

/** Who acts and who is acted on, by name: both sides for the initiative, the firers and every target of a fire. */
function sidesOf(s: DevilState, action: DevilAction): { actor?: string | undefined; target?: string | undefined } {
  switch (action.kind) {
    case 'initiative':
      return { actor: s.sides[0].name, target: s.sides[1].name };
    case 'command':
      return { actor: nameOf(s, action.leader) };
    case 'fire':
      return {
        // Named as the fire's result names them ("Yellow Brigade and Regimental Guns 1").
        actor: unitList(action.units.map((id) => nameOf(s, id) ?? id)),
        target: listWords([action.target, ...(action.split ?? []).map((t) => t.target)].map((id) => nameOf(s, id) ?? id)),
      };
    default: {
      // After an evade, a charge's melee is against the unit the evade exposed (`then`).
      const a = action as { unit?: string; target?: string; then?: string };
      return { actor: nameOf(s, a.unit), target: nameOf(s, a.then ?? a.target) };
    }
  }
}

/**
 * A preview with, for a one-sided test followed by a melee (a Regroup in combat, a Retire out of
 * one), the enemy that melee is fought against: not a side of the test's roll (`mods` shows no
 * modifiers for it), but a unit whose levels `odds` expects. `split` marks a fire split between
 * targets (its stages are the targets), `regroup` a Regroup in combat: `odds` words both apart.
 */
export type DevilPreview = Preview & {
  readonly opponent?: string;
  readonly split?: boolean;
  readonly regroup?: boolean;
  readonly oneStage?: string;
  /** A charge that rolls nothing (an evade without contact): `odds` gives its notes under the head, as a staged charge does. */
  readonly notesUnderHead?: boolean;
  /** An action that rolls nothing: what it would do, from the results of the shared `odds` answer's dry run (src/repl/no-dice-answer.ts). */
  readonly whatItDoes?: (results: readonly Resolution[]) => string | undefined;
};

export function devilPreviewOf(s: DevilState, raw: unknown): Result<DevilPreview, string> {
  const action = raw as DevilAction;
  // Odds on units whose melee loss is still waiting would be odds on the wrong statuses.
  const held = spreadChoice(s);
  if (held) return err(`${possessive(held.loser.name)} melee loss is waiting for ${its(held.loser)} side's choice: settle it first with spread (or spread none).`);
  const p = previewDevil(s, action);
  if (!p.ok) return p;
  const v = p.value;
  const { actor, target } = sidesOf(s, action);
  // `odds --json` gives what the text says beside the whole: each leader's fate. A split fire's
  // targets are its stages, each with its own outcomes there.
  const risks = leaderFates(v.odds);
  // A Regroup in combat or a failed Retire fights its enemy: `odds` expects that enemy's levels too.
  const opponent = v.opponent !== undefined ? nameOf(s, v.opponent) : undefined;
  const budget = v.budget;
  const notes = [
    ...(v.notes ?? []),
    ...(budget ? [budget.text, ...budget.costs.map((c) => `  ${c.label}: ${c.inches}" (${c.reason})`), ...budget.problems.map((x) => `  ${x}`), ...budget.notes.map((x) => `  ${x}`)] : []),
  ];
  const note = notes.length > 0 ? notes.join('\n') : undefined;
  const stages: PreviewStage[] | undefined = v.stages?.map((st) => ({
    title: st.stage,
    actor: st.actor,
    target: st.target,
    modifiers: { actor: st.modifiers.actor, target: st.modifiers.target },
    actorModifier: st.actorModifier,
    targetModifier: st.targetModifier,
    reached: { probability: st.reached.probability, fraction: st.reached.fraction },
    ...(st.when ? { when: st.when } : {}),
    odds: st.odds,
  }));
  // A charge whose only dice are the melee's, always reached: one table, not the same one twice
  // (the whole charge, then its melee). A charge with no dice at all (an evade without contact)
  // fights no melee, so it shows no melee modifiers.
  const only = action.kind === 'charge' && stages?.length === 1 && stages[0]?.reached.probability === 1 && stages[0].odds ? stages[0] : undefined;
  if (only && v.odds) {
    return ok({
      ...(actor !== undefined ? { actor } : {}),
      ...(target !== undefined ? { target } : {}),
      modifiers: only.modifiers,
      actorModifier: only.actorModifier,
      targetModifier: only.targetModifier,
      odds: { ...v.odds, outcomes: only.odds?.outcomes ?? v.odds.outcomes },
      ...(note ? { note } : {}),
      oneStage: only.title,
      ...(risks.length > 0 ? { distributions: risks } : {}),
    });
  }
  const noMelee = action.kind === 'charge' && (stages?.length ?? 0) === 0;
  return ok({
    ...(actor !== undefined ? { actor } : {}),
    ...(target !== undefined && (v.modifiers?.target.length ?? 0) + (v.targetModifier ?? 0) !== 0 ? { target } : target !== undefined && action.kind !== 'command' ? { target } : {}),
    modifiers: noMelee ? { actor: [], target: [] } : { actor: v.modifiers?.actor ?? [], target: v.modifiers?.target ?? [] },
    actorModifier: noMelee ? 0 : v.actorModifier ?? 0,
    targetModifier: noMelee ? 0 : v.targetModifier ?? 0,
    ...(v.odds ? { odds: v.odds } : {}),
    ...(note ? { note } : {}),
    ...(stages && stages.length > 0 ? { stages } : {}),
    ...(opponent !== undefined ? { opponent } : {}),
    ...(v.split ? { split: true } : {}),
    ...(v.regroup ? { regroup: true } : {}),
    ...(noMelee && note ? { notesUnderHead: true } : {}),
    ...(risks.length > 0 ? { distributions: risks } : {}),
    ...(v.whatItDoes ? { whatItDoes: v.whatItDoes } : {}),
  });
}

/** Each attached leader's fate in the melee the odds cover, as a distribution (`odds --json` gives them). */
function leaderFates(odds: Odds | undefined): Distribution[] {
  const risks = (odds as Partial<MeleeOdds> | undefined)?.leaderRisk ?? [];
  return risks.map((r) => {
    const falls = parseFraction(r.fraction);
    const survives = add(ONE, q(-falls.n, falls.d));
    return {
      title: `${r.name} (with ${r.unit})`,
      outcomes: [
        { label: 'falls', probability: r.probability, fraction: r.fraction },
        { label: 'survives', probability: num(survives), fraction: frac(survives) },
      ],
    };
  });
}
