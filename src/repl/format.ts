/**
 * Results in plain sentences and in JSON. One sentence per resolution, each die shown with its
 * modifiers and total, e.g. "Melee: Tott's Cuirassiers 1 (d6 4, +1 charging = 5) vs Blue
 * Regiment (d6 2, +1 pikes = 3) → Blue Regiment loses 1 level: OK → Disordered." Colour marks
 * only losses, destruction and recoveries.
 */
import type { Entry } from '../engine/session.js';
import type { Change, Modifier, Odds, OddsOutcome, Resolution } from '../engine/ruleset.js';
import type { Paint } from '../present/paint.js';
import { bar, table } from '../present/terminal-table.js';
import type { Preview, PreviewStage, Where } from './views/types.js';

export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : '±0');

/** "(+1: charging +1, disordered -1, flank +1)" — the net first, then every non-zero row. */
export function modifierList(mods: readonly Modifier[] | undefined, net: number | undefined): string {
  const rows = (mods ?? []).filter((m) => m.value !== 0);
  const total = net ?? rows.reduce((n, m) => n + m.value, 0);
  if (rows.length === 0) return total === 0 ? '' : `(${signed(total)})`;
  return `(${signed(total)}: ${rows.map((m) => `${inline(m.label)} ${signed(m.value)}`).join(', ')})`;
}

/** Words that keep their capital inside a sentence: peoples and armies ("Finnish hackapells", "Swedish brigade"). */
const PROPER = /^(?:Swedish|Swedes|Finnish|Finns|Dutch|Scottish|Scots|English|Irish|Welsh|French|Spanish|Polish|Poles|Lithuanian|Hungarian|Croat|Croats|Cossack|Cossacks|German|Imperial|Imperialist|Imperialists|Bavarian|Saxon|Danish|Danes|Walloon|Tatar|Tatars|Ottoman|Turkish|Muscovite|Russian|Venetian|Italian|Catholic|Protestant)\b/;

/** A label inside a sentence: "Short range" reads "short range" (acronyms and names kept). */
export const inline = (label: string): string => (/^[A-Z][a-z]/.test(label) && !PROPER.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label);

/** "Weiden's Cuirassiers'" and "Ottenbach's Tercio's": the possessive of a name. */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** End a sentence once: "… (this takes effect when the step ends.)" needs no second stop. */
export function endSentence(text: string): string {
  const t = text.trimEnd();
  return /[.!?\u2026]["'\u201d\u2019)]*$/.test(t) ? t : `${t}.`;
}

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

const RANK: Readonly<Record<string, number>> = { ok: 0, disordered: 1, demoralized: 2, destroyed: 3 };

/** How a change reads: a loss, a destruction, a recovery, or neutral. */
function changeTone(c: Change): 'loss' | 'broken' | 'gain' | 'none' {
  if (/destroyed|broken|killed|captured|sacked/i.test(c.to)) return 'broken';
  const a = RANK[c.from.toLowerCase()];
  const b = RANK[c.to.toLowerCase()];
  if (a !== undefined && b !== undefined) return b > a ? 'loss' : b < a ? 'gain' : 'none';
  const na = Number.parseFloat(c.from);
  const nb = Number.parseFloat(c.to);
  if (Number.isFinite(na) && Number.isFinite(nb)) return nb < na ? 'loss' : nb > na ? 'gain' : 'none';
  return 'none';
}

function paintChange(c: Change, text: string, paint: Paint): string {
  const tone = changeTone(c);
  return tone === 'loss' ? paint.loss(text) : tone === 'broken' ? paint.broken(text) : tone === 'gain' ? paint.gain(text) : text;
}

const stripStop = (s: string): string => s.trim().replace(/[.]+$/, '');

/**
 * One side's roll as arithmetic, the face, each modifier and the total: "Levy (d6 3, +1 short
 * range = 4)", "Reiters (d6 5 = 5)". The parentheses keep the score apart from a name that
 * ends in a number ("Regimental Guns 1 (d6 3 = 3)", never "Regimental Guns 1 3").
 */
export function scoredRoll(name: string, face: number, mods: readonly Modifier[] | undefined, net: number | undefined): string {
  const rows = (mods ?? []).filter((m) => m.value !== 0);
  const sum = rows.reduce((n, m) => n + m.value, 0);
  const total = net ?? sum;
  const items = rows.map((m) => `, ${signed(m.value)} ${inline(m.label)}`);
  // A net that the rows do not explain (a rule set that gives only the net) still shows.
  if (total !== sum) items.push(`, ${signed(total - sum)}`);
  return `${name} (d6 ${face}${items.join('')} = ${face + total})`;
}

/** One resolution as one sentence; a stage of a longer action ("Defensive fire") is named first. */
export function resolutionSentence(r: Resolution, paint: Paint): string {
  const head: string[] = [];
  const actorRoll = r.rolls?.actor;
  const targetRoll = r.rolls?.target;
  if (r.actor !== undefined && actorRoll !== undefined && targetRoll !== undefined && r.target !== undefined) {
    head.push(`${scoredRoll(r.actor, actorRoll, r.modifiers?.actor, r.actorModifier)} vs ${scoredRoll(r.target, targetRoll, r.modifiers?.target, r.targetModifier)}`);
  } else if (r.actor !== undefined && actorRoll !== undefined) {
    // A one-sided roll (command, regroup, retire): worth a head only when modifiers apply and
    // the result does not already say what was rolled (a command's bonus is not added to the die).
    const am = modifierList(r.modifiers?.actor, r.actorModifier);
    if (am && !/\brolled \d/.test(r.result)) head.push(scoredRoll(r.actor, actorRoll, r.modifiers?.actor, r.actorModifier));
  }
  const stage = r.stage ? `${r.stage}: ` : '';
  let result = stripStop(r.result);
  const changes = r.changes;
  const only = changes.length === 1 ? changes[0] : undefined;
  if (only && result.includes(only.unit) && !result.includes(`${only.from} → ${only.to}`)) {
    result = /[.!?)]$/.test(result) ? `${result} ${only.unit}: ${paintChange(only, `${only.from} → ${only.to}`, paint)}.` : `${result}: ${paintChange(only, `${only.from} → ${only.to}`, paint)}.`;
  } else if (changes.length > 0 && !changes.every((c) => result.includes(`${c.from} → ${c.to}`))) {
    result = `${endSentence(result)} ${changes.map((c) => `${c.unit}: ${paintChange(c, `${c.from} → ${c.to}`, paint)}`).join('; ')}.`;
  } else {
    result = endSentence(result);
  }
  return stage + (head.length > 0 ? `${head.join(' ')} → ${result}` : result);
}

/** The lines a command prints: its resolutions, or its events when it resolved nothing. */
export function entryLines(entry: Entry, paint: Paint): string[] {
  const lines = entry.results.length > 0 ? entry.results.map((r) => resolutionSentence(r, paint)) : entry.events.map((e) => e.text).filter((t) => t.trim() !== '');
  if (entry.hand && entry.rolls.length > 0) lines.push(paint.dim(`  (rolled by hand: ${entry.rolls.map((d) => `${d.label} ${d.value}`).join(', ')})`));
  return lines;
}

/** `--json`: one object per resolution, with the fields every client may rely on. */
export function entryJson(entry: Entry, where: Where): object[] {
  const base = { kind: 'result', command: entry.text, turn: where.turn, step: where.step, hand: entry.hand };
  const events = entry.events.map((e) => e.text);
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
    ...(i === entry.results.length - 1 ? { events } : {}),
  }));
}

export function modifiersJson(m: Resolution['modifiers']): { actor: { label: string; value: number }[]; target: { label: string; value: number }[] } {
  const rows = (list: readonly Modifier[] | undefined) => (list ?? []).map((x) => ({ label: x.label, value: x.value }));
  return { actor: rows(m?.actor), target: rows(m?.target) };
}

// ---------------------------------------------------------------- mods and odds

/** `mods`: the itemised modifiers of both sides, in a small table each. */
export function previewLines(p: Preview, paint: Paint): string[] {
  const lines: string[] = [];
  const side = (name: string | undefined, role: string, mods: readonly Modifier[], net: number) => {
    lines.push(`${paint.bold(name ?? role)}: ${signed(net)}`);
    const rows = mods.filter((m) => m.value !== 0 || m.houseRule).map((m) => [signed(m.value), m.label, m.reason]);
    if (rows.length > 0) lines.push(...table(['mod', 'for', 'why'], rows, paint, ['right', 'left', 'left']));
    else lines.push('  no modifiers');
  };
  if (p.stages && p.stages.length > 0) {
    // An action rolled in stages: each stage's two sides, in the order their dice are rolled.
    if (p.note) lines.push(p.note);
    for (const st of p.stages) {
      lines.push(paint.bold(`${st.title}: ${st.actor} against ${st.target}`) + stageReach(st));
      side(st.actor, 'actor', st.modifiers.actor, st.actorModifier);
      side(st.target, 'target', st.modifiers.target, st.targetModifier);
    }
    return lines;
  }
  side(p.actor, 'actor', p.modifiers.actor, p.actorModifier);
  if (p.target !== undefined || p.modifiers.target.length > 0) side(p.target, 'target', p.modifiers.target, p.targetModifier);
  if (p.note) lines.push(p.note);
  return lines;
}

/** " (reached 83.3%, 5/6; with Blue Regiment Disordered)", or "" when always reached as things stand. */
function stageReach(st: PreviewStage): string {
  const parts: string[] = [];
  if (st.reached.probability < 1) parts.push(`reached ${(st.reached.probability * 100).toFixed(1)}%, ${st.reached.fraction}`);
  // What the modifiers assume matters only once earlier stages may have changed things.
  if (st.when && st.reached.probability < 1) parts.push(`with ${st.when}`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

export function previewJson(p: Preview): object {
  return {
    kind: 'mods',
    actor: p.actor ?? null,
    target: p.target ?? null,
    modifiers: modifiersJson(p.modifiers),
    actorModifier: p.actorModifier,
    targetModifier: p.targetModifier,
    ...(p.stages && p.stages.length > 0
      ? {
          stages: p.stages.map((st) => ({
            stage: st.title,
            actor: st.actor,
            target: st.target,
            reached: st.reached,
            ...(st.when ? { when: st.when } : {}),
            modifiers: modifiersJson(st.modifiers),
            actorModifier: st.actorModifier,
            targetModifier: st.targetModifier,
          })),
        }
      : {}),
  };
}

/** Outcomes as a table: label, chance, exact fraction and an ASCII bar. */
export function oddsTable(outcomes: readonly OddsOutcome[], paint: Paint, heading = 'outcome'): string[] {
  const rows = outcomes.map((o) => [o.label, `${(o.probability * 100).toFixed(1)}%`, o.fraction, bar(o.probability, 24)]);
  return table([heading, 'chance', 'exactly', ''], rows, paint, ['left', 'right', 'right', 'left']);
}

/** `odds`: the exact distribution as a table with ASCII bars. */
export function oddsLines(p: Preview, odds: Odds, paint: Paint): string[] {
  const am = modifierList(p.modifiers.actor, p.actorModifier);
  const tm = modifierList(p.modifiers.target, p.targetModifier);
  const staged = (p.stages?.length ?? 0) > 0;
  // In stages, each stage has its own modifiers (below): the head names the sides only.
  const head = staged
    ? `${p.actor ?? 'actor'} against ${p.target ?? 'target'}, every stage together`
    : p.target !== undefined
      ? `${p.actor ?? 'actor'}${am ? ` ${am}` : ''} vs ${p.target}${tm ? ` ${tm}` : ''}`
      : `${p.actor ?? 'actor'}${am ? ` ${am}` : ''}`;
  // A one-sided roll (a regroup, a routed-through test) has no target to expect losses of;
  // a roll that costs no levels (the initiative, a command roll) has no expectation to give.
  const expected = [`${p.actor ?? 'actor'} ${odds.expected.actorLevels.toFixed(2)}`];
  if (p.target !== undefined) expected.push(`${p.target} ${odds.expected.targetLevels.toFixed(2)}`);
  const levels = odds.expected.actorLevels !== 0 || odds.expected.targetLevels !== 0 || odds.outcomes.some((o) => /level|destroy/i.test(o.label));
  const lines = [head, ...(staged && p.note ? p.note.split('\n').map((l) => `  ${l}`) : []), ...oddsTable(odds.outcomes, paint), ...(levels ? [`  expected levels lost: ${expected.join(', ')}`] : [])];
  for (const st of p.stages ?? []) {
    if (!st.odds) continue;
    const am2 = modifierList(st.modifiers.actor, st.actorModifier);
    const tm2 = modifierList(st.modifiers.target, st.targetModifier);
    lines.push('', paint.bold(`${st.title}${stageReach(st)}: ${st.actor}${am2 ? ` ${am2}` : ''} vs ${st.target}${tm2 ? ` ${tm2}` : ''}`), ...oddsTable(st.odds.outcomes, paint));
  }
  return lines;
}

export function oddsJson(p: Preview, odds: Odds): object {
  return {
    ...previewJson(p),
    kind: 'odds',
    outcomes: odds.outcomes.map((o) => ({ label: o.label, probability: o.probability, fraction: o.fraction })),
    expected: { actorLevels: odds.expected.actorLevels, targetLevels: odds.expected.targetLevels },
    ...(p.distributions
      ? { distributions: p.distributions.map((d) => ({ title: d.title, outcomes: d.outcomes.map((o) => ({ label: o.label, probability: o.probability, fraction: o.fraction })) })) }
      : {}),
  };
}
