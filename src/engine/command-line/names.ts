/**
 * Name resolution: a unit, leader or side is found by its short id, by an unambiguous prefix
 * of its name (or of any word in it), or by its quoted full name; a word among fixed choices
 * by an unambiguous prefix. Nothing here throws on user input: every failure is a `Result`.
 */
import { err, ok, type Result } from '../result.js';
import { didYouMean } from '../suggest.js';
import { clipped } from '../english.js';
import { editDistance, listWords } from './words.js';

/** The kinds of named things a rule set offers: resolved by id, prefix or quoted name. */
export type NameKind = 'unit' | 'leader' | 'side';

/** Something the user may name: a unit, a leader or a side. */
export interface Named {
  /** The short id `status` shows (A3, DL1, A for the attacker): always accepted, in any case. */
  readonly id: string;
  readonly name: string;
  /** Other exact words that name it, e.g. `attacker`. */
  readonly aliases?: readonly string[];
  /** Out of play (destroyed, killed): still nameable, but a prefix prefers the others. */
  readonly retired?: boolean;
}

export type NameTable = Readonly<Partial<Record<NameKind, readonly Named[]>>>;

/** The table a name or a list takes its names from: a list of units names units. */
export const itemKind = (kind: NameKind | 'units'): NameKind => (kind === 'units' ? 'unit' : kind);

const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/**
 * Case, accents, quotes and apostrophes do not matter when naming things; spaces fold to one.
 * Word starts survive, for prefixes of any word ("cuir 2"); `nameKey` drops the spaces too.
 */
export function foldName(s: string): string {
  // Accents are the combining diacritical marks NFD splits off (the five blocks of them), not all of
  // \p{M}: that class costs a cold start (tyw check) about half a millisecond to compile.
  const base = /^[\x00-\x7f]*$/.test(s) ? s : s.normalize('NFD').replace(COMBINING_MARKS, '');
  return base
    .toLowerCase()
    .replace(/['\u2018\u2019`"\u201c\u201d]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What makes two names the same to players: the folded name without its spaces, so
 * "Regiment d Enghien" and "regiment denghien" both name Régiment d'Enghien. A full name is
 * matched by its key, and `tyw check` refuses two names with one key (scenario-names.ts).
 */
export const nameKey = (s: string): string => foldName(s).replace(/ /g, '');

/**
 * A name as it can be typed back on a command line: as written, unless the tokenizer would
 * read it otherwise. A word that starts with an apostrophe ('t Hooft) would open a quote and
 * one that starts with "-" (--fast) would read as a flag: those go in double quotes, with
 * `\"` and `\\` escapes. A name with a double quote (Les "Gris") goes in single quotes, or
 * double-quoted when a single quote inside would end those early.
 */
export function typeable(name: string): string {
  const doubled = () => `"${name.replace(/["\u201c\u201d\\]/g, (c) => `\\${c}`)}"`;
  if (/(^|[\s,=])['\u2018]/.test(name) || /(^|\s)-/.test(name)) return doubled();
  if (!/["\u201c\u201d]/.test(name)) return name;
  if (!/['\u2019](\s|,)/.test(name) && !/['\u2019]$/.test(name)) return `'${name}'`;
  return doubled();
}

/** A letter or a digit: what the words of a name are made of. */
export const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Does `query` match the start of `name`, or the start of any word in it? (both folded) */
export function matchesWordStart(name: string, query: string): boolean {
  if (query === '') return false;
  for (let p = 0; p < name.length; p += 1) {
    if ((p === 0 || !isWordChar(name[p - 1])) && name.startsWith(query, p)) return true;
  }
  return false;
}

/**
 * Find one named thing. In order: its id; an alias or its full name; a prefix of its name
 * (of two letters or more); then a prefix of any word in its name ("cuir 2" finds Tott's Cuirassiers 2). Several
 * matches at the same step are ambiguous, unless exactly one of them is still in play.
 * `what` names the kind in messages ("unit", "leader", "side").
 */
export function resolveName(query: string, candidates: readonly Named[], what: string): Result<Named, string> {
  const q = foldName(query);
  if (q === '') return err(`name a ${what}`);
  const key = q.replace(/ /g, '');
  const byId = candidates.filter((c) => c.id.toLowerCase() === q);
  const exact = candidates.filter((c) => nameKey(c.name) === key || (c.aliases ?? []).some((a) => nameKey(a) === key));
  // A name that is another's id ("D1" for a unit of the other side): neither wins in silence.
  const namedLikeId = exact.filter((c) => !byId.includes(c));
  if (byId.length === 1 && namedLikeId.length > 0) {
    const owner = byId[0] as Named;
    return err(`"${clipped(query.trim())}" is the id of ${owner.name} and the name of ${listWords(namedLikeId.map((c) => c.id), 'and')}: give the id of the one you mean`);
  }
  if (byId.length === 1) return ok(byId[0] as Named);
  if (exact.length === 1) return ok(exact[0] as Named);
  // Names that fold alike (an alias "Blue" beside a name "Blüe"; a journal from before check refused look-alikes): the one spelt as typed wins.
  const spelt = exact.filter((c) => c.name.toLowerCase() === query.trim().toLowerCase());
  if (spelt.length === 1) return ok(spelt[0] as Named);
  // One letter is too little to name anything by a prefix: "A" is likelier a side's ids than "Adolphus".
  const startsSome = candidates.some((c) => matchesWordStart(foldName(c.name), q) || c.id.toLowerCase().startsWith(q));
  if (q.length === 1 && exact.length === 0 && startsSome) return err(`"${clipped(query.trim())}" is too short to name a ${what}: give its id or more of its name`);
  if (q.length === 1 && !startsSome) return err(noMatch(what, query));
  const prefixed = candidates.filter((c) => nameKey(c.name).startsWith(key));
  const pool = exact.length > 1 ? exact : prefixed.length > 0 ? prefixed : candidates.filter((c) => matchesWordStart(foldName(c.name), q));
  if (pool.length === 1) return ok(pool[0] as Named);
  if (pool.length > 1) {
    const active = pool.filter((c) => !c.retired);
    if (active.length === 1) return ok(active[0] as Named);
    // Each with its id, the shortest thing the GM can type to pick one.
    const names = (active.length > 0 ? active : pool).map((c) => `${typeable(c.name)} (${c.id})`);
    const shown = names.length > 6 ? [...names.slice(0, 6), `${names.length - 6} more`] : names;
    return err(`"${clipped(query.trim())}" could be ${listWords(shown)}`);
  }
  // The start of some ids ("AL" of AL1 and AL2): name them rather than a look-alike name.
  const byIdStart = q.length >= 2 ? candidates.filter((c) => c.id.toLowerCase().startsWith(q)) : [];
  if (byIdStart.length > 0) {
    const ids = byIdStart.map((c) => `${typeable(c.name)} (${c.id})`);
    return err(byIdStart.length === 1 ? noMatch(what, query, { hint: ids[0] }) : `"${clipped(query.trim())}" could be ${listWords(ids.length > 6 ? [...ids.slice(0, 6), `${ids.length - 6} more`] : ids)}`);
  }
  if (candidates.length > 0 && candidates.length <= 3) {
    const all = candidates.map((c) => `${typeable(c.name)} (${[...(c.aliases ?? []), c.id].join(', ')})`);
    return err(noMatch(what, query, { list: `the ${what}s are ${listWords(all, 'and')}` }));
  }
  const hint = closest(q, candidates);
  return err(noMatch(what, query, hint ? { hint } : {}));
}

/**
 * The refusal when nothing is called `query`: "no unit matches "x"", then the near miss
 * (" (did you mean D1?)") or the whole list (": the units are …"). `readNoMatch` takes it apart,
 * so callers that reword a miss never copy its pattern.
 */
export function noMatch(what: string, query: string, more: { readonly hint?: string; readonly list?: string } = {}): string {
  const said = `no ${what} matches "${clipped(query.trim())}"`;
  if (more.hint !== undefined) return `${said} (did you mean ${more.hint}?)`;
  return more.list === undefined ? said : `${said}: ${more.list}`;
}

export interface NoMatch {
  /** The kind looked for, as worded: "unit", "unit or leader". */
  readonly what: string;
  /** The name as the refusal quotes it (trimmed, clipped if long). */
  readonly typed: string;
  /** The near miss the resolver suggested ("D1", "Blue Brigade (A2)"). */
  readonly hint?: string;
  /** The whole list, given instead of a near miss when there are few to choose from. */
  readonly list?: string;
}

/** A `noMatch` refusal's parts; undefined for any other refusal (an ambiguous or too short name). */
export function readNoMatch(error: string): NoMatch | undefined {
  const m = /^no ([\w ,]+) matches "(.*?)"(?: \(did you mean (.+)\?\)|: (.+))?$/su.exec(error);
  if (!m) return undefined;
  const [, what = '', typed = '', hint, list] = m;
  return { what, typed, ...(hint !== undefined ? { hint } : {}), ...(list !== undefined ? { list } : {}) };
}

/** An id's shape (A3, DL1, D99): a letter or three, then a number. */
const ID_SHAPE = /^[a-z]{1,3}\d+$/;

/**
 * The name closest to the folded query `q` (accents, case and apostrophes already gone), if it
 * is a plausible typo. A name counts by its whole or by as many of its first letters as were
 * typed (a misspelt prefix); at the same distance the closer whole name wins, so "smaland
 * reiter 2" suggests Småland Reiters 2, not Reiters 1. An id-shaped query that is no id
 * (D99) suggests nothing: a neighbouring id would be a different unit, not a typo.
 */
function closest(q: string, candidates: readonly Named[]): string | undefined {
  if (ID_SHAPE.test(q)) return undefined;
  const query = q.slice(0, 64);
  const limit = Math.max(1, Math.floor(query.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let bestWhole = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const name = foldName(c.name).slice(0, 64);
    const whole = editDistance(query, name);
    const d = Math.min(whole, editDistance(query, name.slice(0, query.length)));
    if (d <= limit && (d < bestDistance || (d === bestDistance && whole < bestWhole))) {
      best = typeable(c.name);
      bestDistance = d;
      bestWhole = whole;
    }
  }
  return best;
}

/** Match a word against fixed choices: exactly, or by an unambiguous prefix, in any case. */
export function matchChoice(text: string, choices: readonly string[], label: string): Result<string, string> {
  const t = text.trim().toLowerCase();
  const exact = choices.find((c) => c.toLowerCase() === t);
  if (exact !== undefined) return ok(exact);
  const prefixed = t === '' ? [] : choices.filter((c) => c.toLowerCase().startsWith(t));
  if (prefixed.length === 1) return ok(prefixed[0] as string);
  if (prefixed.length > 1) return err(`"${clipped(text)}" could be ${listWords(prefixed)} (${label})`);
  return err(`${label} is ${listWords(choices)}, not "${clipped(text)}"${didYouMean(text, choices)}`);
}
