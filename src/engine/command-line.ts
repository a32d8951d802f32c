/**
 * A small, pure toolkit for typed game commands, shared by every rule set:
 *
 * - `tokenize`: words, "double" or 'single' quoted names, `--flag`, `--flag value`,
 *   `--flag=value`, comma lists `a,b`;
 * - `CommandSpec`: a declarative command (name, aliases, usage, summary, example,
 *   positional args and flags), which is also the text `help` prints;
 * - `parseCommand`: matches a line to a spec and returns typed values, or a plain-words reason;
 * - `resolveName`: finds a unit, leader or side by short id, by an unambiguous prefix of its
 *   name (or of any word in it), or by its quoted full name;
 * - `complete`: tab completion of command words, names, sides, flags and flag values.
 *
 * Nothing here throws on user input: every failure is a `Result`.
 */
import { err, ok, type Result } from './result.js';

// ---------------------------------------------------------------------------------------------
// Tokens

/** A comma-separated piece of a word token: `A1,"Blue Regiment"` has two. */
export interface Piece {
  readonly text: string;
  readonly quoted: boolean;
}

export interface WordToken {
  readonly kind: 'word';
  /** The word with its quotes removed. */
  readonly text: string;
  /** Some of it was quoted: a quoted name is taken whole and never joined to its neighbours. */
  readonly quoted: boolean;
  /** The word split at unquoted commas; a trailing comma gives a last empty piece. */
  readonly pieces: readonly Piece[];
  /** A quote was opened and never closed (the line ended first). */
  readonly open: boolean;
  /** Offsets in the line: `line.slice(start, end)` is the word as typed. */
  readonly start: number;
  readonly end: number;
}

export interface FlagToken {
  readonly kind: 'flag';
  /** The flag name, lower case, without its dashes: `--Very-Rough=2` has name `very-rough`. */
  readonly name: string;
  /** The value given with `=`, if any (quotes removed). */
  readonly value: string | null;
  readonly open: boolean;
  readonly start: number;
  readonly end: number;
}

export type Token = WordToken | FlagToken;

const DOUBLE_QUOTES = new Set(['"', '\u201c', '\u201d']);
const SINGLE_OPEN = new Set(["'", '\u2018']);
const SINGLE_CLOSE = new Set(["'", '\u2019']);
const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);

interface Segment {
  text: string;
  quoted: boolean;
}

/**
 * Split a command line into tokens. Never fails: an unclosed quote runs to the end of the
 * line and marks its token `open` (the parser refuses it; completion uses it).
 *
 * A single quote opens a quoted name only at the start of a word (or after `,` or `=`), and
 * closes only before a space, a comma or the end, so `Tott's Cuirassiers` needs no quotes
 * and `'Tott's Cuirassiers 1'` is one name.
 */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    while (i < n && isSpace(line[i])) i += 1;
    if (i >= n) break;
    const start = i;
    const segments: Segment[] = [];
    let open = false;
    let plain = '';
    const flushPlain = () => {
      if (plain !== '') segments.push({ text: plain, quoted: false });
      plain = '';
    };
    while (i < n && !isSpace(line[i])) {
      const c = line[i] as string;
      const prev = i > start ? line[i - 1] : undefined;
      if (DOUBLE_QUOTES.has(c)) {
        flushPlain();
        let j = i + 1;
        while (j < n && !DOUBLE_QUOTES.has(line[j] as string)) j += 1;
        segments.push({ text: line.slice(i + 1, j), quoted: true });
        if (j >= n) open = true;
        i = j + 1;
        continue;
      }
      if (SINGLE_OPEN.has(c) && (prev === undefined || prev === ',' || prev === '=')) {
        // Find a closing quote that is followed by a space, a comma or the end of the line.
        let j = i + 1;
        while (j < n && !(SINGLE_CLOSE.has(line[j] as string) && (j + 1 >= n || isSpace(line[j + 1]) || line[j + 1] === ','))) j += 1;
        flushPlain();
        segments.push({ text: line.slice(i + 1, j), quoted: true });
        if (j >= n) open = true;
        i = j + 1;
        continue;
      }
      plain += c;
      i += 1;
    }
    flushPlain();
    const end = Math.min(i, n);
    tokens.push(makeToken(segments, open, start, end));
  }
  return tokens;
}

function makeToken(segments: readonly Segment[], open: boolean, start: number, end: number): Token {
  const first = segments[0];
  if (first && !first.quoted && /^--[\p{L}\p{N}]/u.test(first.text)) {
    const eq = first.text.indexOf('=');
    if (eq < 0 && segments.length === 1) return { kind: 'flag', name: first.text.slice(2).toLowerCase(), value: null, open, start, end };
    if (eq >= 0) {
      const value = first.text.slice(eq + 1) + segments.slice(1).map((s) => s.text).join('');
      return { kind: 'flag', name: first.text.slice(2, eq).toLowerCase(), value, open, start, end };
    }
  }
  const pieces: Piece[] = [];
  let current: Piece = { text: '', quoted: false };
  for (const seg of segments) {
    if (seg.quoted) {
      current = { text: current.text + seg.text, quoted: true };
      continue;
    }
    const parts = seg.text.split(',');
    parts.forEach((part, k) => {
      if (k > 0) {
        pieces.push(current);
        current = { text: '', quoted: false };
      }
      current = { text: current.text + part, quoted: current.quoted };
    });
  }
  pieces.push(current);
  return {
    kind: 'word',
    text: segments.map((s) => s.text).join(''),
    quoted: segments.some((s) => s.quoted),
    pieces,
    open,
    start,
    end,
  };
}

// ---------------------------------------------------------------------------------------------
// Specs

/** The kinds of named things a rule set offers: resolved by id, prefix or quoted name. */
export type NameKind = 'unit' | 'leader' | 'side';

/**
 * Positional value kinds: one name, a comma list of units, a whole number, a number
 * (inches may be fractional), one word, a choice among fixed words, or the rest of the line.
 */
export type ValueKind = NameKind | 'units' | 'int' | 'number' | 'word' | 'choice' | 'text';

/** A keyword the user types as is, such as `at` in `charge A2 at D1`. */
export interface LiteralArg {
  readonly kind: 'literal';
  readonly word: string;
  /** An optional keyword also makes the optional arguments after it optional as a group. */
  readonly optional?: boolean;
}

export interface ValueArg {
  readonly kind: ValueKind;
  /** Key in `ParsedCommand.args`. */
  readonly name: string;
  /** How errors name it: "a target" in "charge needs a target". Default: "a <name>". */
  readonly label?: string;
  readonly optional?: boolean;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

export type ArgSpec = LiteralArg | ValueArg;

export interface FlagSpec {
  /** Without dashes: `rough` is typed `--rough`. */
  readonly name: string;
  /** `bool` takes no value; `text` takes the words up to the next flag. */
  readonly kind: 'bool' | Exclude<ValueKind, 'text'> | 'text';
  /** One line for `help`. */
  readonly summary: string;
  /** The value's placeholder in help: `--rough N`. */
  readonly placeholder?: string;
  /** A bool flag that may also be given as `--no-<name>` (value false). */
  readonly negatable?: boolean;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  /** A choice flag given without a value takes this one: `--uphill` means `--uphill target`. */
  readonly defaultValue?: string;
}

export interface CommandSpec {
  readonly name: string;
  readonly aliases?: readonly string[];
  /** `charge <unit> at <target> [--flank] ...`, shown in errors and help. */
  readonly usage: string;
  readonly summary: string;
  readonly example: string;
  readonly args: readonly ArgSpec[];
  readonly flags?: readonly FlagSpec[];
  /** Flags that may not be given together, e.g. `[['flank', 'rear']]`. */
  readonly exclusive?: readonly (readonly string[])[];
}

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

export type Value = string | number | boolean | readonly string[];

export interface ParsedCommand<S extends CommandSpec = CommandSpec> {
  readonly spec: S;
  /** The command word as typed (lower case): an alias such as `march` or `capture`. */
  readonly word: string;
  /** Positional values by arg name: names resolve to ids, lists to id arrays. */
  readonly args: Readonly<Record<string, Value>>;
  /** Flags given, by name: `true`/`false` for bool flags, typed values otherwise. */
  readonly flags: Readonly<Record<string, Value>>;
}

// ---------------------------------------------------------------------------------------------
// Names

/** Case, accents, apostrophes and repeated spaces do not matter when naming things. */
export function foldName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Does `query` match the start of `name`, or the start of any word in it? (both folded) */
function matchesWordStart(name: string, query: string): boolean {
  if (query === '') return false;
  for (let p = 0; p < name.length; p += 1) {
    if ((p === 0 || !isWordChar(name[p - 1])) && name.startsWith(query, p)) return true;
  }
  return false;
}

function listWords(items: readonly string[], joiner = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/**
 * Find one named thing. In order: its id; an alias or its full name; a prefix of its name;
 * then a prefix of any word in its name ("cuir 2" finds Tott's Cuirassiers 2). Several
 * matches at the same step are ambiguous, unless exactly one of them is still in play.
 * `what` names the kind in messages ("unit", "leader", "side").
 */
export function resolveName(query: string, candidates: readonly Named[], what: string): Result<Named, string> {
  const q = foldName(query);
  if (q === '') return err(`name a ${what}`);
  const byId = candidates.filter((c) => c.id.toLowerCase() === q);
  if (byId.length === 1) return ok(byId[0] as Named);
  const exact = candidates.filter((c) => foldName(c.name) === q || (c.aliases ?? []).some((a) => foldName(a) === q));
  if (exact.length === 1) return ok(exact[0] as Named);
  const prefixed = candidates.filter((c) => foldName(c.name).startsWith(q));
  const pool = exact.length > 1 ? exact : prefixed.length > 0 ? prefixed : candidates.filter((c) => matchesWordStart(foldName(c.name), q));
  if (pool.length === 1) return ok(pool[0] as Named);
  if (pool.length > 1) {
    const active = pool.filter((c) => !c.retired);
    if (active.length === 1) return ok(active[0] as Named);
    const names = (active.length > 0 ? active : pool).map((c) => c.name);
    const shown = names.length > 6 ? [...names.slice(0, 6), `${names.length - 6} more`] : names;
    return err(`"${query.trim()}" could be ${listWords(shown)}`);
  }
  if (candidates.length > 0 && candidates.length <= 3) {
    const all = candidates.map((c) => `${c.name} (${[...(c.aliases ?? []), c.id].join(', ')})`);
    return err(`no ${what} matches "${query.trim()}": the ${what}s are ${listWords(all, 'and')}`);
  }
  const hint = closest(q, candidates);
  return err(`no ${what} matches "${query.trim()}"${hint ? ` (did you mean ${hint}?)` : ''}`);
}

/** Levenshtein distance, small strings only (names and words). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost));
    }
    prev = row;
  }
  return prev[b.length] as number;
}

/** The closest word, if it is a plausible typo: one edit for short words, one in three for longer ones. */
export function closestWord(word: string, words: readonly string[]): string | undefined {
  const w = word.toLowerCase().slice(0, 64);
  const limit = Math.max(1, Math.floor(w.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of words) {
    const d = editDistance(w, candidate.toLowerCase().slice(0, 64));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
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
      best = c.name;
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
  if (prefixed.length > 1) return err(`"${text}" could be ${listWords(prefixed)} (${label})`);
  return err(`${label} is ${listWords(choices)}, not "${text}"`);
}

// ---------------------------------------------------------------------------------------------
// Parsing

const article = (label: string) => (/^[aeio]/i.test(label) ? `an ${label}` : `a ${label}`);
const argLabel = (a: ValueArg): string => a.label ?? article(a.name);
const whatOf = (kind: NameKind | 'units'): string => (kind === 'units' ? 'unit' : kind);

/** Every word that starts a command: names and aliases. */
export function commandWords(specs: readonly CommandSpec[]): string[] {
  return [...new Set(specs.flatMap((s) => [s.name, ...(s.aliases ?? [])]))];
}

export function specsFor<S extends CommandSpec>(specs: readonly S[], word: string): S[] {
  const w = word.toLowerCase();
  return specs.filter((s) => s.name === w || (s.aliases ?? []).includes(w));
}

interface Failure {
  readonly error: string;
  /** Tokens understood before the failure: with several forms of a command, the furthest explains best. */
  readonly progress: number;
  /** A keyword that was expected here, to merge the forms' messages. */
  readonly expected?: string;
}

type Attempt<T> = { ok: true; value: T } | ({ ok: false } & Failure);

/** Parse one command line against the specs. A command may have several forms (specs with the same word). */
export function parseCommand<S extends CommandSpec>(specs: readonly S[], line: string, names: NameTable): Result<ParsedCommand<S>, string> {
  const tokens = tokenize(line);
  const head = tokens[0];
  if (!head) return err('type a command (help lists them)');
  if (head.kind !== 'word') return err(`a command starts with its name, not with --${head.name} (help lists them)`);
  const word = head.text.toLowerCase();
  const forms = specsFor(specs, word);
  if (forms.length === 0) {
    const hint = closestWord(word, commandWords(specs));
    return err(`unknown command "${head.text}"${hint ? `; did you mean ${hint}?` : ''} (help lists them)`);
  }
  const failures: Failure[] = [];
  for (const spec of forms) {
    const attempt = parseForm(spec, word, line, tokens, names);
    if (attempt.ok) return ok(attempt.value);
    failures.push(attempt);
  }
  const furthest = Math.max(...failures.map((f) => f.progress));
  const best = failures.filter((f) => f.progress === furthest);
  const first = best[0] as Failure;
  const expected = best.map((f) => f.expected).filter((e): e is string => e !== undefined);
  if (best.length > 1 && expected.length === best.length) {
    return err(`${word} needs ${listWords(expected.map((e) => `"${e}"`))} here: ${forms.map((f) => f.usage).join(', or ')}`);
  }
  return err(first.error);
}

/** A stretch of word tokens that a name or a list may take: up to a flag or the next keyword. */
function runFrom(tokens: readonly Token[], index: number, stopWords: ReadonlySet<string>): WordToken[] {
  const run: WordToken[] = [];
  for (let i = index; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (t.kind !== 'word' || t.open) break;
    if (run.length > 0 && !t.quoted && stopWords.has(t.text.toLowerCase())) break;
    run.push(t);
  }
  return run;
}

/** Join the first `k` tokens of a run into one name; quoted tokens are never joined. */
function joinName(run: readonly WordToken[], k: number): string | null {
  const part = run.slice(0, k);
  if (k > 1 && part.some((t) => t.quoted)) return null;
  return part.map((t) => t.text).join(' ');
}

/** Join the first `k` tokens of a run into comma-separated items; spaces join unquoted words. */
function joinList(run: readonly WordToken[], k: number): Piece[] | null {
  const items: Piece[] = [];
  let closedByComma = true;
  for (const token of run.slice(0, k)) {
    token.pieces.forEach((piece, j) => {
      if (j === 0 && !closedByComma) {
        const last = items[items.length - 1] as Piece;
        if (piece.text === '' && !piece.quoted) return; // a leading comma: `A1 ,A2`
        if (last.quoted || piece.quoted || last.text === '') {
          items.push({ text: '\u0000', quoted: false }); // unjoinable: marks this k invalid
          return;
        }
        items[items.length - 1] = { text: `${last.text} ${piece.text}`, quoted: false };
        return;
      }
      if (j === 0 && items.length > 0 && (items[items.length - 1] as Piece).text === '' && !(items[items.length - 1] as Piece).quoted) {
        items[items.length - 1] = piece; // after a trailing comma: `A1, A2`
        return;
      }
      items.push(piece);
    });
    const last = token.pieces[token.pieces.length - 1] as Piece;
    closedByComma = token.pieces.length > 1 && last.text === '' && !last.quoted;
  }
  if (items.some((p) => p.text === '\u0000')) return null;
  return items;
}

function resolveList(items: readonly Piece[], table: readonly Named[], what: string): Result<string[], string> {
  const ids: string[] = [];
  for (const item of items) {
    if (item.text.trim() === '') return err(`a list of ${what}s has an empty entry: separate names with single commas`);
    const found = resolveName(item.text, table, what);
    if (!found.ok) return found;
    if (ids.includes(found.value.id)) return err(`${found.value.name} is listed twice`);
    ids.push(found.value.id);
  }
  return ok(ids);
}

interface Taken {
  readonly value: Value;
  readonly used: number;
}

/**
 * Take a name or a list from a run: the longest start of the run that resolves, keeping
 * `reserve` tokens for the arguments after it. When the run ends at the keyword that must
 * follow (`at`), the whole run must be the name.
 */
function takeNames(kind: NameKind | 'units', run: readonly WordToken[], reserve: number, whole: boolean, names: NameTable): Result<Taken, string> {
  const table = names[kind === 'units' ? 'unit' : kind] ?? [];
  const what = whatOf(kind);
  const most = Math.max(1, run.length - reserve);
  const tryK = (k: number): Result<Value, string> | null => {
    if (kind === 'units') {
      const items = joinList(run, k);
      return items ? resolveList(items, table, what) : null;
    }
    const name = joinName(run, k);
    if (name === null) return null;
    const found = resolveName(name, table, what);
    return found.ok ? ok(found.value.id) : found;
  };
  if (whole && reserve === 0) {
    const r = tryK(run.length);
    if (r?.ok) return ok({ value: r.value, used: run.length });
    if (r) return r;
  }
  let firstError: string | null = null;
  let ambiguity: string | null = null;
  for (let k = most; k >= 1; k -= 1) {
    const r = tryK(k);
    if (!r) continue;
    if (r.ok) return ok({ value: r.value, used: k });
    if (k === 1) firstError = r.error;
    else if (ambiguity === null && / could be /.test(r.error)) ambiguity = r.error;
  }
  return err(ambiguity ?? firstError ?? `${what} names in a list are separated by commas`);
}

function parseNumber(text: string, kind: 'int' | 'number', label: string, min?: number, max?: number): Result<number, string> {
  const re = kind === 'int' ? /^[+-]?\d+$/ : /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
  const t = text.trim();
  if (!re.test(t)) return err(`${label} takes ${kind === 'int' ? 'a whole number' : 'a number'}, not "${text}"`);
  const v = Number(t);
  if (min !== undefined && v < min) return err(`${label} must be at least ${min}, not ${v}`);
  if (max !== undefined && v > max) return err(`${label} must be at most ${max}, not ${v}`);
  return ok(v);
}

function scalarValue(kind: ValueKind | 'bool', text: string, label: string, spec: { choices?: readonly string[]; min?: number; max?: number }): Result<Value, string> {
  switch (kind) {
    case 'int':
    case 'number':
      return parseNumber(text, kind, label, spec.min, spec.max);
    case 'choice':
      return matchChoice(text, spec.choices ?? [], label);
    default:
      return ok(text);
  }
}

function parseForm<S extends CommandSpec>(spec: S, word: string, line: string, tokens: readonly Token[], names: NameTable): Attempt<ParsedCommand<S>> {
  const args: Record<string, Value> = {};
  const flags: Record<string, Value> = {};
  const flagSpecs = spec.flags ?? [];
  const fail = (error: string, progress: number, expected?: string): Attempt<never> => ({ ok: false, error, progress, ...(expected ? { expected } : {}) });
  const literalsAfter = (from: number) =>
    new Set(
      spec.args
        .slice(from)
        .filter((a): a is LiteralArg => a.kind === 'literal')
        .map((a) => a.word),
    );

  let argIndex = 0;
  let i = 1;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const unclosed = () => fail(`a quote is not closed: add the closing quote after "${token.kind === 'word' ? token.text : (token.value ?? '')}"`, i);
    if (token.open && !(token.kind === 'word' && spec.args[argIndex]?.kind === 'text')) return unclosed();

    if (token.kind === 'flag') {
      const taken = takeFlag(spec, flagSpecs, tokens, i, literalsAfter(argIndex), names, flags);
      if (!taken.ok) return fail(taken.error, i);
      i = taken.value;
      continue;
    }

    // Skip optional keywords that are absent, with the optional arguments they introduce.
    let arg = spec.args[argIndex];
    while (arg?.kind === 'literal' && arg.optional && token.text.toLowerCase() !== arg.word) {
      argIndex += 1;
      while (spec.args[argIndex]?.optional && spec.args[argIndex]?.kind !== 'literal') argIndex += 1;
      arg = spec.args[argIndex];
    }
    if (!arg) return fail(`unexpected "${token.text}": usage is ${spec.usage}`, i);

    if (arg.kind === 'literal') {
      if (token.text.toLowerCase() !== arg.word || token.quoted) {
        const next = spec.args[argIndex + 1];
        const before = next && next.kind !== 'literal' ? ` before ${argLabel(next)}` : '';
        return fail(`${word} needs "${arg.word}"${before}: ${spec.usage}`, i, arg.word);
      }
      argIndex += 1;
      i += 1;
      continue;
    }

    if (arg.kind === 'text') {
      // The rest of the line, verbatim (one quoted word loses its quotes).
      const rest = line.slice(token.start).trim();
      args[arg.name] = tokens.length === i + 1 && token.quoted && token.pieces.length === 1 ? token.text : rest;
      argIndex += 1;
      i = tokens.length;
      break;
    }

    if (arg.kind === 'unit' || arg.kind === 'leader' || arg.kind === 'side' || arg.kind === 'units') {
      const stops = literalsAfter(argIndex + 1);
      const run = runFrom(tokens, i, stops);
      // Arguments after this one with no keyword between take tokens from the same run.
      let reserve = 0;
      for (const later of spec.args.slice(argIndex + 1)) {
        if (later.kind === 'literal') break;
        if (!later.optional) reserve += 1;
      }
      const nextTok = tokens[i + run.length];
      const endsAtKeyword = nextTok?.kind === 'word' && stops.has(nextTok.text.toLowerCase());
      const taken = takeNames(arg.kind, run, reserve, endsAtKeyword, names);
      if (!taken.ok) return fail(taken.error, i);
      args[arg.name] = taken.value.value;
      argIndex += 1;
      i += taken.value.used;
      continue;
    }

    const value = scalarValue(arg.kind, token.text, arg.name, arg);
    if (!value.ok) return fail(value.error, i);
    args[arg.name] = value.value;
    argIndex += 1;
    i += 1;
  }

  for (const arg of spec.args.slice(argIndex)) {
    if (arg.optional) continue;
    if (arg.kind === 'literal') {
      const next = spec.args[spec.args.indexOf(arg) + 1];
      if (next?.optional || !next || next.kind === 'literal') continue; // a closing keyword such as `camp` may be left out
      return fail(`${word} needs ${argLabel(next)}: ${spec.usage}`, tokens.length, arg.word);
    }
    return fail(`${word} needs ${argLabel(arg)}: ${spec.usage}`, tokens.length);
  }

  for (const group of spec.exclusive ?? []) {
    const given = group.filter((f) => flags[f] !== undefined && flags[f] !== false);
    if (given.length > 1) return fail(`${listWords(given.map((f) => `--${f}`), 'and')} cannot be given together`, tokens.length);
  }
  return { ok: true, value: { spec, word, args, flags } };
}

const BOOL_WORDS: Readonly<Record<string, boolean>> = { yes: true, y: true, true: true, on: true, '1': true, no: false, n: false, false: false, off: false, '0': false };

/** Take one flag (and its value) at `tokens[index]`; returns the index after it. */
function takeFlag(
  spec: CommandSpec,
  flagSpecs: readonly FlagSpec[],
  tokens: readonly Token[],
  index: number,
  stopWords: ReadonlySet<string>,
  names: NameTable,
  flags: Record<string, Value>,
): Result<number, string> {
  const token = tokens[index] as FlagToken;
  let flag = flagSpecs.find((f) => f.name === token.name);
  let negated = false;
  if (!flag && token.name.startsWith('no-')) {
    flag = flagSpecs.find((f) => f.name === token.name.slice(3) && f.negatable);
    negated = flag !== undefined;
  }
  if (!flag && token.name.startsWith('no-')) {
    const base = flagSpecs.find((f) => f.name === token.name.slice(3));
    if (base) return err(base.kind === 'bool' ? `--${token.name} is not a flag: leave out --${base.name} instead` : `--${token.name} is not a flag: --${base.name} takes a value`);
  }
  if (!flag) {
    const all = flagSpecs.flatMap((f) => (f.negatable ? [f.name, `no-${f.name}`] : [f.name]));
    const hint = closestWord(token.name, all);
    if (all.length === 0) return err(`${spec.name} takes no flags (--${token.name}): usage is ${spec.usage}`);
    return err(`${spec.name} has no --${token.name} flag${hint ? `; did you mean --${hint}?` : ''} (help ${spec.name} lists them)`);
  }
  if (flags[flag.name] !== undefined) return err(`--${flag.name} is given twice`);
  const label = `--${flag.name}`;

  if (flag.kind === 'bool') {
    if (token.value === null) {
      flags[flag.name] = !negated;
      return ok(index + 1);
    }
    const word = token.value.toLowerCase();
    const b = Object.hasOwn(BOOL_WORDS, word) ? BOOL_WORDS[word] : undefined;
    if (b === undefined || negated) return err(`${label} takes no value (or yes/no), not "${token.value}"`);
    flags[flag.name] = b;
    return ok(index + 1);
  }

  const placeholder = flag.placeholder ?? (flag.choices ? flag.choices.join('|') : 'VALUE');
  const needs = `${label} needs a value: ${label} ${placeholder}`;
  if (token.value !== null) {
    if (token.value.trim() === '') return err(needs);
    const v = flagValueFromText(flag, token.value, label, names);
    if (!v.ok) return v;
    flags[flag.name] = v.value;
    return ok(index + 1);
  }

  const run = runFrom(tokens, index + 1, stopWords);
  if (run.length === 0 || (run[0] as WordToken).open) {
    if (flag.defaultValue !== undefined) {
      flags[flag.name] = flag.defaultValue;
      return ok(index + 1);
    }
    return err(needs);
  }
  if (flag.kind === 'text') {
    flags[flag.name] = run.length === 1 ? (run[0] as WordToken).text : run.map((t) => t.text).join(' ');
    return ok(index + 1 + run.length);
  }
  if (flag.kind === 'unit' || flag.kind === 'leader' || flag.kind === 'side' || flag.kind === 'units') {
    const taken = takeNames(flag.kind, run, 0, false, names);
    if (!taken.ok) return err(`${label}: ${taken.error}`);
    flags[flag.name] = taken.value.value;
    return ok(index + 1 + taken.value.used);
  }
  const first = run[0] as WordToken;
  if (flag.defaultValue !== undefined) {
    // An optional value: take the next word only if it is one of the choices.
    const m = matchChoice(first.text, flag.choices ?? [], label);
    if (!m.ok) {
      flags[flag.name] = flag.defaultValue;
      return ok(index + 1);
    }
  }
  const v = scalarValue(flag.kind, first.text, label, flag);
  if (!v.ok) return v;
  flags[flag.name] = v.value;
  return ok(index + 2);
}

function flagValueFromText(flag: FlagSpec, text: string, label: string, names: NameTable): Result<Value, string> {
  if (flag.kind === 'unit' || flag.kind === 'leader' || flag.kind === 'side' || flag.kind === 'units') {
    const run = tokenize(text).filter((t): t is WordToken => t.kind === 'word');
    if (run.length === 0) return err(`${label} needs a value`);
    const taken = takeNames(flag.kind, run, 0, true, names);
    if (!taken.ok) return err(`${label}: ${taken.error}`);
    if (taken.value.used < run.length) return err(`${label}: unexpected "${(run[taken.value.used] as WordToken).text}"`);
    return ok(taken.value.value);
  }
  return scalarValue(flag.kind === 'text' ? 'text' : flag.kind, text, label, flag);
}

// ---------------------------------------------------------------------------------------------
// Help

/** `--rough N`, `--flank`, `--[no-]crossed-arc`. */
export function flagUsage(flag: FlagSpec): string {
  if (flag.kind === 'bool') return flag.negatable ? `--[no-]${flag.name}` : `--${flag.name}`;
  const placeholder = flag.placeholder ?? (flag.choices ? flag.choices.join('|') : 'VALUE');
  return flag.defaultValue !== undefined ? `--${flag.name} [${placeholder}]` : `--${flag.name} ${placeholder}`;
}

/** Help text: the list of commands, or one command in full (usage, summary, flags, example). */
export function formatHelp(specs: readonly CommandSpec[], word?: string): Result<string[], string> {
  if (word === undefined || word.trim() === '') {
    const seen = new Set<string>();
    const rows: [string, string][] = [];
    for (const s of specs) {
      if (seen.has(s.name)) continue;
      seen.add(s.name);
      rows.push([[s.name, ...(s.aliases ?? [])].join('|'), s.summary]);
    }
    const width = Math.max(...rows.map(([w]) => w.length));
    return ok(rows.map(([w, summary]) => `${w.padEnd(width)}  ${summary}`));
  }
  const forms = specsFor(specs, word.trim());
  if (forms.length === 0) {
    const hint = closestWord(word.trim(), commandWords(specs));
    return err(`no command "${word.trim()}"${hint ? `; did you mean ${hint}?` : ''}`);
  }
  const lines: string[] = [];
  const flagsSeen = new Set<string>();
  const flags: FlagSpec[] = [];
  for (const s of forms) {
    lines.push(s.usage);
    for (const f of s.flags ?? []) {
      if (!flagsSeen.has(f.name)) flags.push(f);
      flagsSeen.add(f.name);
    }
  }
  const first = forms[0] as CommandSpec;
  lines.push(`  ${first.summary}`);
  const aliases = (first.aliases ?? []).filter((a) => !first.usage.startsWith(`${first.name}|`) || !first.usage.split(/\s/)[0]?.split('|').includes(a));
  if (aliases.length > 0) lines.push(`  Also: ${aliases.join(', ')}`);
  if (flags.length > 0) {
    const width = Math.max(...flags.map((f) => flagUsage(f).length));
    lines.push('  Flags:');
    for (const f of flags) lines.push(`    ${flagUsage(f).padEnd(width)}  ${f.summary}`);
  }
  lines.push(`  Example${forms.length > 1 ? 's' : ''}: ${forms.map((f) => f.example).join('   ')}`);
  return ok(lines);
}

// ---------------------------------------------------------------------------------------------
// Completion

export interface CompleteOptions {
  /** Extra command words (the REPL's own: help, undo, status...). */
  readonly words?: readonly string[];
  /** Extra flags offered on every command (such as `--rolls`), with their dashes. */
  readonly flags?: readonly string[];
}

/**
 * The part of the line that completions replace: the text after the last space, or from an
 * unclosed quote. Every string `complete` returns starts with it, as readline expects.
 */
export function completionFragment(line: string): string {
  const tokens = tokenize(line);
  const last = tokens[tokens.length - 1];
  if (!last) return '';
  if (last.open || last.end === line.length) return line.slice(last.start);
  return '';
}

const startsFolded = (text: string, fragment: string) => foldName(text).startsWith(foldName(fragment)) || text.toLowerCase().startsWith(fragment.toLowerCase());

/** Keep what the user typed and add the rest of the completion. */
const extend = (fragment: string, full: string) => fragment + full.slice(fragment.length);

/**
 * Names that continue `before` (the words of this name already typed) and `fragment`.
 * A name matches from its start or from the start of any word in it, as the resolver does.
 */
function completeNames(table: readonly Named[], before: readonly string[], fragment: string, ids: boolean): string[] {
  const out: string[] = [];
  const quote = /^["\u201c'\u2018]/.exec(fragment)?.[0];
  const typed = quote ? fragment.slice(1) : fragment;
  const query = [...before, typed].join(' ').toLowerCase();
  const skip = before.length === 0 ? 0 : before.join(' ').length + 1;
  for (const c of table) {
    if (c.retired) continue;
    const name = c.name;
    const lower = Array.from(name, (ch) => (ch.normalize('NFD')[0] ?? ch).toLowerCase()).join('');
    const q = Array.from(query, (ch) => (ch.normalize('NFD')[0] ?? ch).toLowerCase()).join('');
    for (let p = 0; p < lower.length; p += 1) {
      if ((p === 0 || !isWordChar(lower[p - 1])) && lower.startsWith(q, p)) {
        const rest = name.slice(p + skip);
        if (quote) out.push(`${quote}${typed}${rest.slice(typed.length)}${quote === "'" || quote === '\u2018' ? "'" : '"'}`);
        else out.push(typed + rest.slice(typed.length));
        if (p === 0) break;
      }
    }
    if (ids && before.length === 0 && !quote && typed !== '' && c.id.toLowerCase().startsWith(typed.toLowerCase())) out.push(extend(typed, c.id));
    if (before.length === 0 && !quote) for (const a of c.aliases ?? []) if (startsFolded(a, typed)) out.push(extend(typed, a));
  }
  return out;
}

interface Walk {
  argIndex: number;
  /** Words of a name being typed at `argIndex`. */
  pending: string[];
  /** A flag waiting for its value. */
  awaiting: FlagSpec | null;
  /** The list words typed so far for an awaited list flag value. */
  awaitingWords: string[];
  used: Set<string>;
  /** The words typed do not fit this form of the command. */
  failed: boolean;
}

/** Walk the completed tokens leniently to find what comes next. */
function walk(spec: CommandSpec, tokens: readonly Token[], names: NameTable): Walk {
  const w: Walk = { argIndex: 0, pending: [], awaiting: null, awaitingWords: [], used: new Set(), failed: false };
  const closeName = () => {
    if (w.pending.length > 0) {
      w.argIndex += 1;
      w.pending = [];
    }
  };
  for (const t of tokens.slice(1)) {
    if (t.kind === 'flag') {
      closeName();
      w.awaiting = null;
      const name = t.name.startsWith('no-') && !(spec.flags ?? []).some((f) => f.name === t.name) ? t.name.slice(3) : t.name;
      const flag = (spec.flags ?? []).find((f) => f.name === name);
      if (!flag) continue;
      w.used.add(flag.name);
      if (flag.kind !== 'bool' && t.value === null) {
        w.awaiting = flag;
        w.awaitingWords = [];
      }
      continue;
    }
    if (w.awaiting) {
      const flag = w.awaiting;
      if (flag.kind === 'text' || ((flag.kind === 'units' || flag.kind === 'unit' || flag.kind === 'leader') && !resolvesWhole([...w.awaitingWords, t.text], flag.kind, names))) {
        w.awaitingWords.push(t.text);
        continue;
      }
      w.awaiting = null;
      continue;
    }
    let arg = spec.args[w.argIndex];
    while (arg?.kind === 'literal' && arg.optional && t.text.toLowerCase() !== arg.word) {
      w.argIndex += 1;
      while (spec.args[w.argIndex]?.optional && spec.args[w.argIndex]?.kind !== 'literal') w.argIndex += 1;
      arg = spec.args[w.argIndex];
    }
    if (!arg) continue;
    if (arg.kind === 'literal') {
      if (t.text.toLowerCase() !== arg.word) w.failed = true;
      w.argIndex += 1;
      continue;
    }
    if (arg.kind === 'text') return w;
    if (arg.kind === 'unit' || arg.kind === 'leader' || arg.kind === 'side' || arg.kind === 'units') {
      const next = spec.args[w.argIndex + 1];
      if (w.pending.length > 0 && next?.kind === 'literal' && t.text.toLowerCase() === next.word) {
        w.pending = [];
        w.argIndex += 2;
        continue;
      }
      if (w.pending.length > 0 && next?.kind === 'literal' && !next.optional && resolvesWhole(w.pending, arg.kind, names) && !continuesName([...w.pending, t.text], arg.kind, names)) {
        w.failed = true;
      }
      w.pending.push(t.text);
      if (next?.kind !== 'literal' && resolvesWhole(w.pending, arg.kind, names)) closeName();
      continue;
    }
    w.argIndex += 1;
  }
  return w;
}

/** Could these words still grow into a name (the start of a name, or of a word in it)? */
function continuesName(words: readonly string[], kind: NameKind | 'units', names: NameTable): boolean {
  const table = names[kind === 'units' ? 'unit' : kind] ?? [];
  const text = words.join(' ');
  const last = foldName(kind === 'units' ? (text.split(',').pop() ?? '') : text);
  return table.some((c) => matchesWordStart(foldName(c.name), last));
}

/** Do these words name exactly one thing (or, for a list, end with a complete name)? */
function resolvesWhole(words: readonly string[], kind: NameKind | 'units', names: NameTable): boolean {
  const table = names[kind === 'units' ? 'unit' : kind] ?? [];
  const text = words.join(' ');
  const last = kind === 'units' ? (text.split(',').pop() ?? '') : text;
  if (last.trim() === '') return false;
  const folded = foldName(last);
  return table.some((c) => c.id.toLowerCase() === folded || foldName(c.name) === folded);
}

function valueCompletions(kind: FlagSpec['kind'] | ValueKind, choices: readonly string[] | undefined, before: readonly string[], fragment: string, names: NameTable): string[] {
  switch (kind) {
    case 'unit':
    case 'leader':
    case 'side':
      return completeNames(names[kind] ?? [], before, fragment, true);
    case 'units': {
      // Complete the last item of a comma list, keeping what precedes it.
      const table = names.unit ?? [];
      const comma = fragment.lastIndexOf(',');
      if (comma >= 0) return completeNames(table, [], fragment.slice(comma + 1), true).map((c) => fragment.slice(0, comma + 1) + c);
      const joined = before.join(' ');
      const item = joined.slice(joined.lastIndexOf(',') + 1).trim();
      return completeNames(table, item === '' ? [] : item.split(' '), fragment, true);
    }
    case 'choice':
      return (choices ?? []).filter((c) => c.startsWith(fragment.toLowerCase())).map((c) => extend(fragment, c));
    default:
      return [];
  }
}

/**
 * Completions for the end of `line`: command words, then whatever the command expects next
 * (names, sides, keywords, choices), and flags after `-`. Each completion starts with
 * `completionFragment(line)`, so readline can use them as they are.
 */
export function complete(specs: readonly CommandSpec[], line: string, names: NameTable, options: CompleteOptions = {}): string[] {
  const tokens = tokenize(line);
  const fragment = completionFragment(line);
  const done = fragment === '' ? tokens : tokens.slice(0, -1);
  const sortUnique = (list: readonly string[]) => [...new Set(list)].sort((a, b) => a.localeCompare(b));

  const head = done[0];
  if (!head) {
    const words = [...commandWords(specs), ...(options.words ?? [])];
    return sortUnique(words.filter((w) => w.startsWith(fragment.toLowerCase())).map((w) => extend(fragment, w)));
  }
  if (head.kind !== 'word') return [];
  const forms = specsFor(specs, head.text);
  if (forms.length === 0) return [];

  const out: string[] = [];
  for (const spec of forms) {
    const w = walk(spec, done, names);
    if (w.failed && forms.length > 1) continue;
    const flagWords = () => [
      ...(spec.flags ?? [])
        .filter((f) => !w.used.has(f.name))
        .flatMap((f) => (f.negatable ? [`--${f.name}`, `--no-${f.name}`] : [`--${f.name}`])),
      ...(options.flags ?? []),
    ];
    if (fragment.startsWith('--') && fragment.includes('=')) {
      const eq = fragment.indexOf('=');
      const flag = (spec.flags ?? []).find((f) => f.name === fragment.slice(2, eq).toLowerCase());
      if (flag) out.push(...valueCompletions(flag.kind, flag.choices, [], fragment.slice(eq + 1), names).map((v) => fragment.slice(0, eq + 1) + v));
      continue;
    }
    if (w.awaiting && !fragment.startsWith('-')) {
      const flag = w.awaiting;
      out.push(...valueCompletions(flag.kind, flag.choices, w.awaitingWords, fragment, names));
      if (flag.defaultValue === undefined) continue;
    }
    if (fragment.startsWith('-')) {
      out.push(...flagWords().filter((f) => f.startsWith(fragment.toLowerCase())).map((f) => extend(fragment, f)));
      continue;
    }
    if (w.awaiting && w.awaiting.defaultValue === undefined) continue;

    let index = w.argIndex;
    const arg = spec.args[index];
    if (w.pending.length > 0 && arg && arg.kind !== 'literal' && arg.kind !== 'text') {
      out.push(...valueCompletions(arg.kind, arg.choices, w.pending, fragment, names));
      const kind = arg.kind === 'units' || arg.kind === 'unit' || arg.kind === 'leader' || arg.kind === 'side' ? arg.kind : null;
      if (!kind || !resolvesWhole(w.pending, kind, names)) {
        const next = spec.args[index + 1];
        if (next?.kind === 'literal' && next.word.startsWith(fragment.toLowerCase())) out.push(extend(fragment, next.word));
        continue;
      }
      index += 1; // the name is complete: offer what follows it too
    }
    // Offer this argument, and the ones after it while they are optional.
    let required = false;
    while (index < spec.args.length) {
      const a = spec.args[index] as ArgSpec;
      if (a.kind === 'literal') {
        if (a.word.startsWith(fragment.toLowerCase())) out.push(extend(fragment, a.word));
      } else if (a.kind !== 'text') {
        out.push(...valueCompletions(a.kind, a.choices, [], fragment, names));
      }
      if (!a.optional) {
        required = true;
        break;
      }
      index += 1;
      // The arguments an optional keyword introduces come only after it.
      if (a.kind === 'literal') while (spec.args[index]?.optional && spec.args[index]?.kind !== 'literal') index += 1;
    }
    if (!required && fragment === '') out.push(...flagWords());
  }
  return sortUnique(out);
}
