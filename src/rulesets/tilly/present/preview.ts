/**
 * `mods` and `odds` of a Tilly command: the dice of each side, itemised with their to-hit
 * scores, and the exact distribution of hits (or of a check), with each side's own hits in a
 * melee. Nothing is rolled.
 */
import { err, ok, type Result } from '../../../engine/result.js';
import type { Modifier, Odds, OddsOutcome } from '../../../engine/ruleset.js';
import { note, odds as oddsBlock, right, sentence, strong, table } from '../../../present/build.js';
import type { Block } from '../../../present/model.js';
import type { Preview } from '../../../present/ruleset.js';
import type { TillyAction } from '../actions.js';
import { parseTillyCommand } from '../parse.js';
import { previewAction } from '../preview.js';
import type { TillyState } from '../state.js';
import { dice } from './words.js';

/** For `odds` and `mods`: a battle command that may roll dice (previewAction says which do). */
export function tillyParseAction(s: TillyState, text: string): Result<TillyAction, string> {
  const parsed = parseTillyCommand(s, text);
  if (!parsed.ok) return parsed;
  if (parsed.value.kind === 'odds' || parsed.value.kind === 'mods') return err(`give a battle command, e.g. odds shoot D2 at A4`);
  return parsed;
}

const hitsLabel = (n: number): string => (n === 0 ? 'no hit' : n === 1 ? '1 hit' : `${n} hits`);

export function tillyPreview(s: TillyState, raw: unknown): Result<Preview, string> {
  const action = raw as TillyAction;
  const p = previewAction(s, action);
  if (!p.ok) return p;
  const v = p.value;
  const distributions: { title: string; outcomes: OddsOutcome[] }[] = [];
  if (v.hits && action.kind === 'melee' && v.hits.target) {
    const outcomes = (rows: typeof v.hits.actor): OddsOutcome[] => rows.map((r) => ({ label: hitsLabel(r.hits), probability: r.probability, fraction: r.fraction }));
    distributions.push({ title: `Hits scored by ${v.actor ?? 'the first side'}`, outcomes: outcomes(v.hits.actor) });
    distributions.push({ title: `Hits scored by ${v.target ?? 'the other side'}`, outcomes: outcomes(v.hits.target) });
  }
  return ok({
    ...(v.actor !== undefined ? { actor: v.actor } : {}),
    ...(v.target !== undefined ? { target: v.target } : {}),
    modifiers: v.modifiers,
    actorModifier: v.actorModifier,
    targetModifier: v.targetModifier,
    ...(v.odds ? { odds: v.odds } : {}),
    ...(v.note ? { note: v.note } : {}),
    ...(v.roll ? { roll: v.roll } : {}),
    ...(distributions.length > 0 ? { distributions } : {}),
  });
}

/** `mods`: the dice of each side, itemised (to-hit scores included), then the order of the dice. */
export function tillyMods(p: Preview): Block[] {
  const blocks: Block[] = [];
  const side = (name: string | undefined, role: string, mods: readonly Modifier[], count: number) => {
    blocks.push(sentence([strong(name ?? role), `: ${dice(count)}`]));
    const rows = mods.map((m) => [m.value === 0 ? '' : m.value > 0 ? `+${m.value}` : String(m.value), m.label, m.reason]);
    blocks.push(rows.length > 0 ? table([right('dice'), 'for', 'why'], rows) : note('no dice'));
  };
  // An action that rolls nothing (a move in command, a turn): its note, or that alone.
  if (!p.odds && !p.roll && p.modifiers.actor.length === 0 && p.modifiers.target.length === 0) return [sentence(p.note ?? 'This action rolls no dice and has no modifiers.')];
  if (p.roll) {
    blocks.push(sentence([strong(p.actor ?? 'actor'), `: ${p.roll}`]));
    if (p.note) blocks.push(sentence(p.note));
    return blocks;
  }
  side(p.actor, 'actor', p.modifiers.actor, p.actorModifier);
  if (p.modifiers.target.length > 0) side(p.target, 'target', p.modifiers.target, p.targetModifier);
  if (p.note) blocks.push(sentence(p.note));
  // A shooting or a melee: players rolling by hand see these lines, not the odds table, before
  // their dice, so the exact chances come with them (a command check's note gives its own).
  if (p.target !== undefined && p.odds && p.odds.outcomes.length > 0) blocks.push(sentence(`Chances: ${p.odds.outcomes.map((o) => `${o.label} ${percent(o.probability)} (${o.fraction})`).join('; ')}.`));
  return blocks;
}

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** `odds`: the exact distribution as a table with bars, then each side's hits in a melee. */
export function tillyOdds(p: Preview, odds: Odds): Block[] {
  const melee = p.modifiers.target.length > 0;
  const head = melee
    ? `${p.actor ?? 'actor'} (${dice(p.actorModifier)}) vs ${p.target ?? 'target'} (${dice(p.targetModifier)})`
    : p.target !== undefined
      ? `${p.actor ?? 'actor'} (${dice(p.actorModifier)}) at ${p.target}`
      : `${p.actor ?? 'actor'} (${p.roll ?? dice(p.actorModifier)})`;
  const blocks: Block[] = [sentence(head), oddsBlock(odds.outcomes)];
  for (const d of p.distributions ?? []) blocks.push(sentence(`${d.title}:`), oddsBlock(d.outcomes, 'hits'));
  const { actorLevels, targetLevels } = odds.expected;
  if (melee) blocks.push(note(`expected resolve lost: ${p.actor ?? 'actor'} ${actorLevels.toFixed(2)}, ${p.target ?? 'target'} ${targetLevels.toFixed(2)}`));
  else if (p.target !== undefined) blocks.push(note(`expected resolve lost: ${p.target} ${targetLevels.toFixed(2)}`));
  if (p.note) blocks.push(note(p.note));
  return blocks;
}
