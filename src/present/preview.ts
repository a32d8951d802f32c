/**
 * `mods` and `odds` of any rule set, as blocks: each side's itemised modifiers, and the exact
 * chance of each outcome. A rule set may word them its own way (`RulesetPresentation.mods`,
 * `.odds`); these are the default. The JSON fields are those docs/repl.md documents.
 */
import type { Modifier, Odds, OddsOutcome, Resolution } from '../engine/ruleset.js';
import { note, odds as oddsBlock, right, sentence, space, strong, table } from './build.js';
import type { Block, Json } from './model.js';
import type { Preview, PreviewStage } from './ruleset.js';
import { modifierList, signed } from './words.js';

/** `mods`: the itemised modifiers of both sides, in a small table each. */
export function previewBlocks(p: Preview): Block[] {
  const blocks: Block[] = [];
  const side = (name: string | undefined, role: string, mods: readonly Modifier[], net: number) => {
    blocks.push(sentence([strong(name ?? role), `: ${signed(net)}`]));
    const rows = mods.filter((m) => m.value !== 0 || m.houseRule || m.shown).map((m) => [signed(m.value), m.label, m.reason]);
    blocks.push(rows.length > 0 ? table([right('mod'), 'for', 'why'], rows) : note('no modifiers'));
  };
  if (p.stages && p.stages.length > 0) {
    // An action rolled in stages: each stage's two sides, in the order their dice are rolled.
    if (p.note) blocks.push(sentence(p.note));
    for (const st of p.stages) {
      blocks.push(sentence([strong(`${st.title}: ${st.actor} against ${st.target}`), stageReach(st)]));
      side(st.actor, 'actor', st.modifiers.actor, st.actorModifier);
      side(st.target, 'target', st.modifiers.target, st.targetModifier);
    }
    return blocks;
  }
  // An action that rolls nothing and has nothing to add to a roll (a move): its note alone, not "±0, no modifiers".
  const shown = (mods: readonly Modifier[]) => mods.some((m) => m.value !== 0 || m.houseRule || m.shown);
  if (!p.odds && !p.roll && !p.lines?.length && p.actorModifier === 0 && p.targetModifier === 0 && !shown(p.modifiers.actor) && !shown(p.modifiers.target)) {
    return [sentence(p.note ?? 'This action rolls no dice and has no modifiers.')];
  }
  side(p.actor, 'actor', p.modifiers.actor, p.actorModifier);
  if (p.target !== undefined || p.modifiers.target.length > 0) side(p.target, 'target', p.modifiers.target, p.targetModifier);
  if (p.note) blocks.push(sentence(p.note));
  return blocks;
}

/** " (reached 83.3%, 5/6; with Blue Regiment Disordered)", or "" when always reached as things stand. */
function stageReach(st: PreviewStage): string {
  const parts: string[] = [];
  if (st.reached.probability < 1) parts.push(`reached ${(st.reached.probability * 100).toFixed(1)}%, ${st.reached.fraction}`);
  // What the modifiers assume matters only once earlier stages may have changed things.
  if (st.when && st.reached.probability < 1) parts.push(`with ${st.when}`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

/** What a rule set may word its own way in `odds` (devil/present/odds.ts). */
export interface OddsWording {
  /** What a staged roll's stages are, in its head: "every target together" for a split fire. */
  readonly stages?: string;
  /** The expected levels line in the rule set's words, in place of the shared one; null for none. */
  readonly expected?: string | null;
  /** Notes under the expected levels (a leader's chance of falling). */
  readonly notes?: readonly string[];
}

/**
 * "expected levels lost: Blue Brigade 0.50, Croats 0.83", or null when the roll costs no levels.
 * A one-sided roll (a regroup, a routed-through test) has no target to expect losses of; a roll
 * that costs no levels (the initiative, a command roll) has no expectation to give. A side that
 * can lose nothing (a firer, whom no outcome costs a level) is left out beside one that can.
 */
export function expectedLevelsLine(p: Preview, odds: Odds): string | null {
  const { actorLevels, targetLevels } = odds.expected;
  const levels = actorLevels !== 0 || targetLevels !== 0 || odds.outcomes.some((o) => /level|destroy/i.test(o.label));
  if (!levels) return null;
  const shown: [string, number][] = [];
  if (actorLevels !== 0 || p.target === undefined || targetLevels === 0) shown.push([p.actor ?? 'actor', actorLevels]);
  if (p.target !== undefined && (targetLevels !== 0 || actorLevels === 0)) shown.push([p.target, targetLevels]);
  // A Regroup regains levels: a negative expectation reads as levels regained, not "-0.83 lost".
  const regained = shown.every(([, v]) => v <= 0) && shown.some(([, v]) => v < 0);
  const expected = shown.map(([who, v]) => `${who} ${regained ? (-v).toFixed(2) : v < 0 ? `${(-v).toFixed(2)} regained` : v.toFixed(2)}`);
  return `expected levels ${regained ? 'regained' : 'lost'}: ${expected.join(', ')}`;
}

/** `odds`: the exact distribution, then each stage's own. */
export function oddsBlocks(p: Preview, odds: Odds, wording: OddsWording = {}): Block[] {
  const am = modifierList(p.modifiers.actor, p.actorModifier);
  const tm = modifierList(p.modifiers.target, p.targetModifier);
  const staged = (p.stages?.length ?? 0) > 0;
  // In stages, each stage has its own modifiers (below): the head names the sides only.
  const head = staged
    ? `${p.actor ?? 'actor'} against ${p.target ?? 'target'}, every ${wording.stages ?? 'stage'} together`
    : p.target !== undefined
      ? `${p.actor ?? 'actor'}${am ? ` ${am}` : ''} vs ${p.target}${tm ? ` ${tm}` : ''}`
      : `${p.actor ?? 'actor'}${am ? ` ${am}` : ''}`;
  const expected = wording.expected === undefined ? expectedLevelsLine(p, odds) : wording.expected;
  const blocks: Block[] = [
    sentence(head),
    ...(staged && p.note ? p.note.split('\n').map((l) => note(l)) : []),
    oddsBlock(odds.outcomes),
    ...(expected !== null ? [note(expected)] : []),
    ...(wording.notes ?? []).map((n) => note(n)),
  ];
  for (const st of p.stages ?? []) {
    if (!st.odds) continue;
    const am2 = modifierList(st.modifiers.actor, st.actorModifier);
    const tm2 = modifierList(st.modifiers.target, st.targetModifier);
    blocks.push(space, sentence([strong(`${st.title}${stageReach(st)}: ${st.actor}${am2 ? ` ${am2}` : ''} vs ${st.target}${tm2 ? ` ${tm2}` : ''}`)]), oddsBlock(st.odds.outcomes));
  }
  return blocks;
}

export function modifiersJson(m: Resolution['modifiers']): { actor: { label: string; value: number }[]; target: { label: string; value: number }[] } {
  const rows = (list: readonly Modifier[] | undefined) => (list ?? []).map((x) => ({ label: x.label, value: x.value }));
  return { actor: rows(m?.actor), target: rows(m?.target) };
}

const outcomesJson = (outcomes: readonly OddsOutcome[]) => outcomes.map((o) => ({ label: o.label, probability: o.probability, fraction: o.fraction }));

/** A stage of a staged roll, as `mods --json` gives it. */
function stageJson(st: PreviewStage): { [key: string]: Json } {
  return {
    stage: st.title,
    actor: st.actor,
    target: st.target,
    reached: { ...st.reached },
    ...(st.when ? { when: st.when } : {}),
    modifiers: modifiersJson(st.modifiers),
    actorModifier: st.actorModifier,
    targetModifier: st.targetModifier,
  };
}

/** `mods --json`. */
export function previewJson(p: Preview): { [key: string]: Json } {
  return {
    kind: 'mods',
    actor: p.actor ?? null,
    target: p.target ?? null,
    modifiers: modifiersJson(p.modifiers),
    actorModifier: p.actorModifier,
    targetModifier: p.targetModifier,
    // What the text says beside the modifiers: the table each die reads and why, then the note.
    ...(p.lines && p.lines.length > 0 ? { lines: [...p.lines] } : {}),
    ...(p.note ? { note: p.note } : {}),
    ...(p.stages && p.stages.length > 0 ? { stages: p.stages.map(stageJson) } : {}),
  };
}

/**
 * `odds --json`: the preview's fields with the outcomes and the expected losses; a stage with a
 * roll of its own adds its outcomes and expected levels, given that the stage is reached.
 */
export function oddsJson(p: Preview, odds: Odds): { [key: string]: Json } {
  const stages = (p.stages ?? []).map((st) =>
    st.odds ? { ...stageJson(st), outcomes: outcomesJson(st.odds.outcomes), expected: { actorLevels: st.odds.expected.actorLevels, targetLevels: st.odds.expected.targetLevels } } : stageJson(st),
  );
  return {
    ...previewJson(p),
    ...(stages.length > 0 ? { stages } : {}),
    kind: 'odds',
    outcomes: outcomesJson(odds.outcomes),
    expected: { actorLevels: odds.expected.actorLevels, targetLevels: odds.expected.targetLevels },
    ...(p.distributions ? { distributions: p.distributions.map((d) => ({ title: d.title, outcomes: outcomesJson(d.outcomes) })) } : {}),
  };
}
