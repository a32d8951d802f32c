/**
 * How Pike & Shot is shown: its one entry in the presentation registry
 * (rulesets/presentations.ts). The views are in present/; help and completion come from the
 * command table; odds and mods from the exact previews of odds.ts.
 */
import { formatHelp } from '../../engine/command-line/help.js';
import { ok } from '../../engine/result.js';
import { odds as oddsBlock, right, sentence, space, strong, table } from '../../present/build.js';
import { genericPresentation } from '../../present/generic.js';
import { oddsBlocks, previewBlocks } from '../../present/preview.js';
import type { RulesetPresentation } from '../../present/ruleset.js';
import type { Ruleset } from '../../engine/ruleset.js';
import { PS_COMMANDS } from './commands.js';
import { pikeAndShotRules } from './index.js';
import { previewPs, type PsPreview } from './odds.js';
import { sumTerms } from './roll-context.js';
import { parsePsCommand } from './parse.js';
import { PS_ODDS_COMMANDS, psComplete } from './present/complete.js';
import { psBattle } from './present/battle.js';
import { psGuide } from './present/guide.js';
import { fortuneMoveFollowUp } from './present/guide-combat.js';
import { leaderLeftFollowUp } from './present/guide-move.js';
import { psQuestions } from './present/questions.js';
import { psStanding } from './present/standing.js';
import { leadersView, psHeader, psPrompt, psWhere, RULE_TOPICS, rulesView, statusView, victoryView } from './present/views.js';
import type { PsScenario, PsState } from './state.js';
import type { PsAction } from './actions.js';

/** The REPL's views in this rule set's words (they replace the REPL's own rows in `help`). */
const VIEW_HELP = [
  { name: 'status', usage: 'status [unit|side]', summary: 'each unit: side up, hex, factors, moved and fought (or declared, 5.2) this phase, loose shotte, leaders, retreats to make', example: 'status Swedes', group: 'view' },
  { name: 'leaders', usage: 'leaders', summary: 'each leader: factors, the unit he is with, moved, fate', example: 'leaders', group: 'view' },
  { name: 'victory', usage: 'victory', summary: "each side's fortunes of war and its victory tally", example: 'victory', group: 'view' },
  // The REPL's odds, mods and rules, with examples in this rule set's ids, flags and topics.
  { name: 'odds', usage: 'odds <action…> [--json]', summary: 'the exact chance of each outcome; changes nothing', example: 'odds charge A3 at B3', group: 'view' },
  { name: 'mods', usage: 'mods <action…> [--json]', summary: 'the itemised modifiers of both sides; changes nothing', example: 'mods fire A7 at B5 --hill', group: 'view' },
  { name: 'rules', usage: 'rules [topic]', summary: 'quick reference from the rule tables: rules crt, rules tec', example: 'rules crt', group: 'view' },
] as const;

/** `mods`: the modifiers, then what the roll waits for (`after`, 6.3), the CRT lines and why (9.3, 9.4), then the dice. */
function modsBlocks(p: PsPreview) {
  if (!p.lines && !p.sides) return previewBlocks(p);
  // 3.1, 5.0: an attack taken as in the next combat phase says so first of all.
  const said = p.note ?? '';
  const lead = p.asIf && said.startsWith(p.asIf) ? p.asIf : '';
  const note = said.slice(lead.length).trim();
  const head = p.after && note.startsWith(p.after) ? p.after : '';
  const rest = note.slice(head.length).trim();
  // 5.4, 7.3: an exchange fire's sentence sums its terms; its table gives them with their reasons.
  const lines = (p.lines ?? []).map((l, i) => [sentence(l), ...termTable(p.lineItems?.[i] ?? [])]);
  // A die rolled before this combat's (11.4's fire at reacting cavalry) is read first.
  const first = lines.slice(0, p.linesFirst ?? 0).flat();
  const after = lines.slice(p.linesFirst ?? 0).flat();
  return [...(lead ? [sentence(lead)] : []), ...first, ...termBlocks(p), ...(head ? [sentence(head)] : []), ...after, ...(rest ? [sentence(rest)] : [])];
}

/** The terms of a sum in a table, named and signed as the sum names them (sumTerms); none, no table. */
function termTable(items: PsPreview['modifiers']['actor']) {
  const rows = sumTerms(items).map((t) => [`${t.sign}${t.value}`, t.name, t.reason]);
  return rows.length > 0 ? [table([right('term'), 'for', 'why'], rows)] : [];
}

/**
 * A combat's terms in `odds`' words: its head ("differential -1 = 5 (melee) − 4 (Finnish Horse's
 * melee)"), then each side's total and the terms that make it, named as the head's sum names them.
 */
function termBlocks(p: PsPreview) {
  if (p.head === undefined || p.sides === undefined) return previewBlocks({ ...p, note: '' });
  const side = (name: string | undefined, total: string, items: PsPreview['modifiers']['actor']) => {
    return [sentence([strong(name ?? ''), `: ${total}`]), ...termTable(items)];
  };
  // One side (a recovery): its line says it all; two: the head, then each side.
  if (p.sides.target === undefined) return side(p.actor, p.sides.actor, p.modifiers.actor);
  return [sentence(p.head), ...side(p.actor, p.sides.actor, p.modifiers.actor), ...side(p.target, p.sides.target, p.modifiers.target)];
}

const generic = genericPresentation(pikeAndShotRules as unknown as Ruleset<unknown, unknown, unknown>) as RulesetPresentation<PsState>;

export const pikeAndShotPresentation: RulesetPresentation<PsState> = {
  ...generic,
  rulesetId: 'pike-and-shot',
  where: psWhere,
  battle: (s, scenario) => psBattle(s, (scenario as PsScenario).title),
  header: psHeader,
  prompt: psPrompt,
  views: { status: statusView, leaders: (s) => leadersView(s), victory: (s) => victoryView(s) },
  rules: (topic, s) => rulesView(topic, s),
  ruleTopics: RULE_TOPICS,
  preview: (s, action) => previewPs(s, action as PsAction),
  // 7.4: each leader's casualty check, with its own odds, after the combat's; 6.3: the retreats it waits for.
  // 9.3, 9.4: the CRT lines and why, under the head, before the outcomes that read them.
  odds: (p, o) => [
    // 3.1, 5.0: an attack taken as in the next combat phase says so first of all.
    ...((p as PsPreview).asIf ? [sentence((p as PsPreview).asIf as string)] : []),
    ...oddsBlocks(p, o).flatMap((b, i) => [
      // The head in this rule set's words: the value the combat reads, as a sum (odds.ts headLine).
      i === 0 && (p as PsPreview).head ? sentence((p as PsPreview).head as string) : b.type === 'odds' && (p as PsPreview).heading ? { ...b, heading: (p as PsPreview).heading } : b,
      ...(i === 0 ? ((p as PsPreview).lines ?? []).map((l) => sentence(l)) : []),
    ]),
    ...(p.distributions ?? []).flatMap((d) => [space, sentence(d.title), oddsBlock(d.outcomes)]),
    ...((p as PsPreview).after ? [space, sentence((p as PsPreview).after as string)] : []),
    // 4.5: odds taken on the game master's word say so under the table, as mods' note does; so
    // does a mover taken back to the hex it was leaving first (9.2, 11.4).
    ...((p as PsPreview).caveat ? [sentence((p as PsPreview).caveat as string)] : []),
  ],
  // 9.3, 9.4: the CRT lines and why, before the dice (after what waits first, 6.3).
  mods: (p) => modsBlocks(p as PsPreview),
  parseAction: (s, text) => parsePsCommand(s, text),
  commands: [
    ...PS_COMMANDS.map((c) => ({ name: c.name, ...(c.aliases ? { aliases: c.aliases } : {}), usage: c.usage, summary: c.summary, example: c.example, ...(c.details ? { details: c.details } : {}), group: c.group })),
    ...VIEW_HELP,
  ],
  helpFor: (word) => {
    const view = VIEW_HELP.find((v) => v.name === word);
    if (view) return ok([view.usage, `  ${view.summary}.`, `  Example: ${view.example}`]);
    const help = formatHelp(PS_COMMANDS, word);
    return help.ok ? ok([...help.value]) : help;
  },
  complete: psComplete,
  oddsCommands: PS_ODDS_COMMANDS,
  names: (s) => [...s.units.flatMap((u) => [u.name, u.id]), ...s.leaders.flatMap((l) => [l.name, l.id]), ...s.sides.map((side) => side.name)],
  diceCommands: ['fire', 'melee', 'charge', 'react', 'recover'],
  standing: psStanding,
  guide: psGuide,
  // 6.5: a fortune of war move played, its move is asked at once; 7.1: a leader a move left behind may be taken along.
  followUp: (before, after) => fortuneMoveFollowUp(before, after) ?? leaderLeftFollowUp(before, after),
  // At the terminal, a typed fire that leaves the target's answer unsaid asks it (5.5, 11.5); a script takes the fire.
  questions: psQuestions,
};
