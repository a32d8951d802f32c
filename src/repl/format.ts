/**
 * Results in plain sentences and in JSON. One sentence per resolution, each die shown with its
 * modifiers and total, e.g. "Melee: Tott's Cuirassiers 1 (d6 4, +1 charging = 5) vs Blue
 * Regiment (d6 2, +1 pikes = 3) → Blue Regiment loses 1 level: OK → Disordered." Tones mark
 * only losses, destruction and recoveries.
 */
import type { Change, Modifier, Resolution } from '../engine/ruleset.js';
import type { Entry } from '../engine/session.js';
import { brokenText, gainText, lossText, quiet, sentence } from '../present/build.js';
import { type Block, diceSummary, type Inline } from '../present/model.js';
import type { Paint } from '../present/paint.js';
import { modifiersJson } from '../present/preview.js';
import type { Where } from '../present/ruleset.js';
import { terminalLines, terminalText } from '../present/terminal.js';
import { endSentence, inline, modifierList, signed } from '../present/words.js';

export { endSentence, inline, modifierList, possessive, signed } from '../present/words.js';
export { modifiersJson, oddsJson, previewJson } from '../present/preview.js';

/** The `--json` `label` field: how the action reads ("defensive-fire" → "Defensive fire"; a human label is kept). */
export function actionLabel(action: string): string {
  const t = action.trim();
  if (/[A-Z\s]/.test(t)) return t;
  const words = t.replace(/-/g, ' ');
  return words === '' ? words : (words[0] ?? '').toUpperCase() + words.slice(1);
}

/** The `--json` `action` field: lower-case kebab ("Melee (charging)" → "melee", "Fire at contact" → "fire-at-contact"). */
export function actionId(label: string): string {
  const id = label
    .replace(/\s*\(.*$/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? label.trim().toLowerCase() : id;
}

/**
 * How bad each rule set's standings are, worst highest: a change to a worse one is a loss, to a
 * better one a recovery. The words are the rule sets' own (Pike & Shot's ordered and routing,
 * Scruby's scattered and rallied, the Devil Rules' demoralized).
 */
const RANK: Readonly<Record<string, number>> = {
  ok: 0,
  ordered: 0,
  rallied: 0,
  disordered: 1,
  demoralized: 2,
  retreating: 2,
  defeated: 2,
  routing: 3,
  routed: 3,
  scattered: 3,
};
/** Standings past any recovery: bold red. */
const GONE = /destroyed|eliminated|broken|killed|captured|sacked|casualty|fled|off the map/i;
/** Counts where more is worse ("0 hits → 2 hits"); for the rest (bases, resolve) fewer is worse. */
const MORE_IS_WORSE = /hits?|kills?|casualties/i;

/** The first number in a standing, and the words around it. */
function counted(text: string): { n: number; words: string } | undefined {
  // "all 6 bases" is "6 of 6 bases".
  const t = text.trim().replace(/\ball (\d+)\b/, '$1 of $1');
  const m = /-?\d+(?:\.\d+)?/.exec(t);
  return m ? { n: Number(m[0]), words: t.replace(m[0], '#') } : undefined;
}

/** How a change reads: a loss, a destruction, a recovery, or neutral. */
function changeTone(c: Change): 'loss' | 'broken' | 'gain' | 'none' {
  if (GONE.test(c.to)) return 'broken';
  // The standing before any count after it ("OK, all 6 bases"); a state outside the ranks ("on the table", "active") is a good one.
  const rank = (text: string) => RANK[(text.split(',')[0] ?? '').trim().toLowerCase()];
  const b = rank(c.to);
  const a = rank(c.from) ?? (b !== undefined ? 0 : undefined);
  if (a !== undefined && b !== undefined && a !== b) return b > a ? 'loss' : 'gain';
  // A number in the same words on both sides: "6 → 4", "resolve 4 → resolve 3", "0 hits → 2 hits".
  const from = counted(c.from);
  const to = counted(c.to);
  if (!from || !to || from.words !== to.words) return 'none';
  const [na, nb] = [from.n, to.n];
  const worse = MORE_IS_WORSE.test(from.words) ? nb > na : nb < na;
  return na === nb ? 'none' : worse ? 'loss' : 'gain';
}

function changeText(c: Change): Inline {
  const text = `${c.from} → ${c.to}`;
  const tone = changeTone(c);
  return tone === 'loss' ? lossText(text) : tone === 'broken' ? brokenText(text) : tone === 'gain' ? gainText(text) : text;
}

// One closing stop, not an ellipsis ("wait..." is the game master's own words).
const stripStop = (s: string): string => s.trim().replace(/(?<!\.)\.$/, '');

/**
 * One side's roll as arithmetic, the face, each modifier and the total: "Levy (d6 3, +1 short
 * range = 4)", "Reiters (d6 5 = 5)". The parentheses keep the score apart from a name that
 * ends in a number ("Regimental Guns 1 (d6 3 = 3)", never "Regimental Guns 1 3").
 */
export function scoredRoll(name: string, face: number, mods: readonly Modifier[] | undefined, net: number | undefined): string {
  const { rows, unexplained, total } = modifierTerms(mods, net);
  const items = rows.map((m) => `, ${signed(m.value)} ${inline(m.label)}`);
  if (unexplained !== 0) items.push(`, ${signed(unexplained)}`);
  return `${name} (d6 ${face}${items.join('')} = ${face + total})`;
}

/**
 * A roll's modifiers: the rows that count, the net, and what of the net the rows do not
 * explain (a rule set that gives only the net), which must still show.
 */
export function modifierTerms(mods: readonly Modifier[] | undefined, net: number | undefined): { rows: Modifier[]; unexplained: number; total: number } {
  const rows = (mods ?? []).filter((m) => m.value !== 0);
  const sum = rows.reduce((n, m) => n + m.value, 0);
  const total = net ?? sum;
  return { rows, unexplained: total - sum, total };
}

/** One resolution as one sentence; a stage of a longer action ("Defensive fire") is named first. */
export function resolutionText(r: Resolution): Inline[] {
  const head: string[] = [];
  const actorRoll = r.rolls?.actor;
  const targetRoll = r.rolls?.target;
  if (r.actor !== undefined && actorRoll !== undefined && targetRoll !== undefined && r.target !== undefined) {
    head.push(`${scoredRoll(r.actor, actorRoll, r.modifiers?.actor, r.actorModifier)} vs ${scoredRoll(r.target, targetRoll, r.modifiers?.target, r.targetModifier)}`);
  } else if (r.actor !== undefined && r.target !== undefined && (actorRoll === undefined) !== (targetRoll === undefined) && r.odds !== undefined) {
    // An opposed roll (its odds are those of both dice) one die of which was settled, not asked
    // by hand: the die that was rolled, always, modifiers or none.
    head.push(actorRoll !== undefined ? scoredRoll(r.actor, actorRoll, r.modifiers?.actor, r.actorModifier) : scoredRoll(r.target, targetRoll as number, r.modifiers?.target, r.targetModifier));
  } else if (r.actor !== undefined && actorRoll !== undefined) {
    // A one-sided roll (command, regroup, retire): worth a head only when modifiers apply and
    // the result does not already say what was rolled (a command's bonus is not added to the die).
    const am = modifierList(r.modifiers?.actor, r.actorModifier);
    if (am && !/\brolled \d/.test(r.result)) head.push(scoredRoll(r.actor, actorRoll, r.modifiers?.actor, r.actorModifier));
  }
  const stage = r.stage ? `${r.stage}: ` : '';
  const result = stripStop(r.result);
  const changes = r.changes;
  const only = changes.length === 1 ? changes[0] : undefined;
  let tail: Inline[];
  // "Blue Regiment loses 1 level: OK → Disordered.": a one-clause result about the one unit
  // that changed takes the change after a colon. Any other result gets the changes as a
  // sentence of their own, each naming its unit, so none reads as if it belonged to the
  // result's last words.
  if (only && !result.includes(`${only.from} → ${only.to}`) && result.startsWith(only.unit) && !/[.;:()]/.test(result.slice(only.unit.length))) {
    tail = [`${result}: `, changeText(only), '.'];
  } else if (changes.length > 0 && !changes.every((c) => result.includes(`${c.from} → ${c.to}`))) {
    tail = [`${endSentence(result)} `, ...changes.flatMap((c, i): Inline[] => [i > 0 ? `; ${c.unit}: ` : `${c.unit}: `, changeText(c)]), '.'];
  } else {
    tail = withChangesToned(endSentence(result), changes);
  }
  return [stage + (head.length > 0 ? `${head.join(' ')} → ` : ''), ...tail];
}

/** A result that already says its changes ("OK → Demoralized"), with each said change in its tone, as a change listed after it would be. */
function withChangesToned(text: string, changes: readonly Change[]): Inline[] {
  const parts: Inline[] = [];
  let rest = text;
  for (;;) {
    let first: { at: number; change: Change } | undefined;
    for (const c of changes) {
      const at = rest.indexOf(`${c.from} → ${c.to}`);
      if (at >= 0 && (first === undefined || at < first.at)) first = { at, change: c };
    }
    if (!first) break;
    const said = `${first.change.from} → ${first.change.to}`;
    if (first.at > 0) parts.push(rest.slice(0, first.at));
    parts.push(changeText(first.change));
    rest = rest.slice(first.at + said.length);
  }
  if (rest !== '') parts.push(rest);
  return parts;
}

/** One resolution as one terminal line. */
export function resolutionSentence(r: Resolution, paint: Paint): string {
  return terminalText(resolutionText(r), paint);
}

/**
 * A command's events in words. Some events only change the state and have no words (a Pike &
 * Shot advance offer taken up or let go): they are left out, as the live session leaves them out.
 */
export function eventTexts(entry: { readonly events: readonly { readonly text: string }[] }): string[] {
  return entry.events.map((e) => e.text).filter((t) => t.trim() !== '');
}

/** Whether two results say the same (a result printed while hand dice were typed, and the one the action then gave). */
export const sameResolution = (a: Resolution | undefined, b: Resolution | undefined): boolean => a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** One result, as a command's output gives it. */
export const resultBlock = (r: Resolution, indent = 0): Block => sentence(resolutionText(r), 'neutral', indent);

/** What a command says: its resolutions (past the first `skip`, already printed), or its events when it resolved nothing; `indent` steps in. */
export function entryBlocks(entry: Entry, indent = 0, skip = 0): Block[] {
  const blocks =
    entry.results.length > 0
      ? entry.results.slice(skip).map((r) => resultBlock(r, indent))
      : eventTexts(entry).map((t) => sentence(t, 'neutral', indent));
  if (entry.hand && entry.rolls.length > 0) blocks.push(sentence([quiet(`(rolled by hand: ${diceSummary(entry.rolls)})`)], 'neutral', indent + 1));
  return blocks;
}

/** The lines a command prints: its resolutions, or its events when it resolved nothing. */
export function entryLines(entry: Entry, paint: Paint): string[] {
  return terminalLines(entryBlocks(entry), paint);
}

/** `--json`: one object per resolution, with the fields every client may rely on. */
export function entryJson(entry: Entry, where: Where): object[] {
  const base = { kind: 'result', command: entry.text, turn: where.turn, step: where.step, hand: entry.hand };
  const events = eventTexts(entry);
  if (entry.results.length === 0) {
    return [
      {
        ...base,
        action: actionId(entry.text.split(/\s+/)[0] ?? ''),
        label: actionLabel(entry.text.split(/\s+/)[0] ?? ''),
        stage: null,
        actor: null,
        target: null,
        modifiers: { actor: [], target: [] },
        actorModifier: 0,
        targetModifier: 0,
        rolls: { actor: null, target: null, dice: entry.rolls.map((d) => d.value) },
        totals: { actor: null, target: null },
        difference: null,
        result: events.join(' '),
        changes: [],
        events,
      },
    ];
  }
  return entry.results.map((r, i) => ({
    ...base,
    action: actionId(r.action),
    label: actionLabel(r.action),
    stage: r.stage ?? null,
    actor: r.actor ?? null,
    target: r.target ?? null,
    modifiers: modifiersJson(r.modifiers),
    actorModifier: r.actorModifier ?? 0,
    targetModifier: r.targetModifier ?? 0,
    rolls: { actor: r.rolls?.actor ?? null, target: r.rolls?.target ?? null, ...(r.rolls?.dice ? { dice: r.rolls.dice } : {}) },
    totals: {
      actor: r.rolls?.actor === undefined ? null : r.rolls.actor + (r.actorModifier ?? 0),
      target: r.rolls?.target === undefined ? null : r.rolls.target + (r.targetModifier ?? 0),
    },
    difference: r.difference ?? null,
    result: r.result,
    changes: r.changes.map((c) => ({ unit: c.unit, from: c.from, to: c.to })),
    ...(r.kills ? { kills: r.kills.map((k) => ({ unit: k.unit, points: k.points })) } : {}),
    // Every object has the same fields: the command's events go with its last result, once.
    events: i === entry.results.length - 1 ? events : [],
  }));
}
