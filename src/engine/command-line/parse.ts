/**
 * The parser: matches a typed line to one of the command specs and returns typed values (names
 * resolved to ids), or a plain-words reason. Nothing here throws on user input.
 */
import { err, ok, type Result } from '../result.js';
import { itemKind, matchChoice, type NameKind, type NameTable, type Named, resolveName } from './names.js';
import {
  argumentFor,
  type ArgSpec,
  type CommandSpec,
  commandWords,
  type FlagSpec,
  flagPlaceholder,
  isNameKind,
  type LiteralArg,
  type ParsedCommand,
  specsFor,
  type Value,
  type ValueArg,
  type ValueKind,
} from './spec.js';
import { type FlagToken, type Piece, type Token, tokenize, type WordToken } from './tokens.js';
import { closestFlag, closestWord, listWords } from './words.js';
import { clipped, verb } from '../english.js';

const article = (label: string) => (/^[aeio]/i.test(label) ? `an ${label}` : `a ${label}`);
const argLabel = (a: ValueArg): string => a.label ?? article(a.name);

interface Failure {
  readonly error: string;
  /** Tokens understood before the failure: with several forms of a command, the furthest explains best. */
  readonly progress: number;
  /** A keyword that was expected here, to merge the forms' messages. */
  readonly expected?: string;
}

type Attempt<T> = { ok: true; value: T } | ({ ok: false } & Failure);

/**
 * A command's usage inside a refusal: a long one keeps its arguments and leaves its flags to
 * `help <command>`, so the refusal fits a 100-column terminal.
 */
function refusalUsage(spec: CommandSpec): string {
  const cut = spec.usage.indexOf(' [--');
  return spec.usage.length <= 60 || cut < 0 ? spec.usage : `${spec.usage.slice(0, cut)} [flags…]`;
}

/** The refusal of a word no command has, with the closest of `words` as a hint. */
export function unknownCommand(word: string, words: readonly string[]): string {
  const hint = closestWord(word.toLowerCase(), words);
  return `unknown command "${clipped(word)}"${hint ? `; did you mean ${hint}?` : ''} (help lists them)`;
}

/** The word of an `unknownCommand` refusal, or null for any other refusal. */
export const unknownWord = (error: string): string | null => /^unknown command "([^"]*)"/.exec(error)?.[1] ?? null;

/** Parse one command line against the specs. A command may have several forms (specs with the same word). */
export function parseCommand<S extends CommandSpec>(specs: readonly S[], line: string, names: NameTable): Result<ParsedCommand<S>, string> {
  const tokens = tokenize(line);
  const head = tokens[0];
  if (!head) return err('type a command (help lists them)');
  if (head.kind !== 'word') return err(`a command starts with its name, not with --${head.name} (help lists them)`);
  const word = head.text.toLowerCase();
  const forms = specsFor(specs, word);
  if (forms.length === 0) {
    return err(unknownCommand(head.text, commandWords(specs)));
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
    return err(`${word} needs ${listWords(expected.map((e) => `"${e}"`))} here: ${forms.map((f) => refusalUsage(f)).join(', or ')}`);
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
    if (ids.includes(found.value.id)) return err(`${found.value.name} ${verb(found.value, 'is')} listed twice`);
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
function takeNames(kind: NameKind | 'units', run: readonly WordToken[], reserve: number, whole: boolean, names: NameTable, noun?: string, alone = false): Result<Taken, string> {
  const table = names[itemKind(kind)] ?? [];
  const what = noun ?? itemKind(kind);
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
  // The whole run misspelt ("Blue Brigde"): its near miss says more than a shorter start that
  // resolves ("Blue", leaving "Brigde" unexpected) or is ambiguous ("French" could be …).
  let nearMiss: string | null = null;
  for (let k = most; k >= 1; k -= 1) {
    const r = tryK(k);
    if (!r) continue;
    if (r.ok) return nearMiss !== null && alone ? err(nearMiss) : ok({ value: r.value, used: k });
    if (k === most && run.length > 1 && /\(did you mean [^)]*\)$/.test(r.error)) nearMiss = r.error;
    if (k === 1) firstError = r.error;
    else if (ambiguity === null && / could be /.test(r.error)) ambiguity = r.error;
  }
  return err(nearMiss ?? ambiguity ?? firstError ?? `${what} names in a list are separated by commas`);
}

function parseNumber(text: string, kind: 'int' | 'number', label: string, min?: number, max?: number): Result<number, string> {
  const re = kind === 'int' ? /^[+-]?\d+$/ : /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
  const t = text.trim();
  if (!re.test(t)) return err(`${label} takes ${kind === 'int' ? 'a whole number' : 'a number'}, not "${clipped(text)}"`);
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

/** A word where an optional keyword was left out (`move A1 0609`): the line with it put back. */
function keywordHint(after: ArgSpec | undefined, skipped: ArgSpec | undefined, line: string, token: Token): string {
  // Only a keyword that brings an argument with it (`to <hex>`), not one that ends the line (`camp`).
  if (skipped?.kind !== 'literal' || !skipped.optional || token.kind !== 'word' || after === undefined || after.kind === 'literal') return '';
  return ` (did you mean "${`${line.slice(0, token.start)}${skipped.word} ${line.slice(token.start)}`.trim()}"?)`;
}

/**
 * The line with `insert` put before `token` (`at ` where a keyword was left out, `--` before a
 * flag typed as a word), offered as " (did you mean …?)" only when that line parses.
 */
function repairHint(spec: CommandSpec, word: string, line: string, token: Token, insert: string | null, names: NameTable): string {
  if (insert === null || token.kind !== 'word') return '';
  const fixed = `${line.slice(0, token.start)}${insert}${line.slice(token.start)}`.trim();
  return parseForm(spec, word, fixed, tokenize(fixed), names).ok ? ` (did you mean "${clipped(fixed, 120)}"?)` : '';
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
  // The keyword just taken, while no value has followed it: `melee A1 at` is missing its target.
  let keyword: LiteralArg | null = null;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const unclosed = () => fail(`a quote is not closed: add the closing quote after "${clipped(token.kind === 'word' ? token.text : (token.value ?? ''))}"`, i);
    if (token.open && !(token.kind === 'word' && spec.args[argIndex]?.kind === 'text')) return unclosed();

    if (token.kind === 'flag') {
      const taken = takeFlag(spec, flagSpecs, tokens, i, literalsAfter(argIndex), names, flags);
      if (!taken.ok) return fail(taken.error, i);
      i = taken.value;
      continue;
    }

    const skipped = spec.args[argIndex];
    const afterSkipped = spec.args[argIndex + 1];
    argIndex = argumentFor(spec.args, argIndex, token.text);
    const arg = spec.args[argIndex];
    // A left-out keyword's hint says the whole line; the usage is for any other stray word.
    if (!arg) {
      const hint = keywordHint(afterSkipped, skipped, line, token) || repairHint(spec, word, line, token, flagSpecs.some((f) => f.name === token.text.toLowerCase()) ? '--' : null, names);
      return fail(`unexpected "${clipped(token.text)}"${hint === '' ? `: usage is ${refusalUsage(spec)}` : hint}`, i);
    }

    if (arg.kind === 'literal') {
      if (token.text.toLowerCase() !== arg.word || token.quoted) {
        const next = spec.args[argIndex + 1];
        const before = next && next.kind !== 'literal' ? ` before ${argLabel(next)}` : '';
        const hint = token.quoted ? '' : repairHint(spec, word, line, token, `${arg.word} `, names);
        return fail(`${word} needs "${arg.word}"${before}${hint || `: ${refusalUsage(spec)}`}`, i, arg.word);
      }
      argIndex += 1;
      i += 1;
      keyword = arg;
      continue;
    }
    keyword = null;

    if (arg.kind === 'text') {
      // The rest of the line, verbatim (a text wholly in closed quotes loses them).
      const rest = line.slice(token.start).trim();
      args[arg.name] = tokens.length === i + 1 && token.quoted && !token.open && token.pieces.length === 1 ? token.text : rest;
      argIndex += 1;
      i = tokens.length;
      break;
    }

    if (isNameKind(arg.kind)) {
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
      // No argument after this one takes words from its run: the whole run is the name, or a mistake.
      const next = spec.args[argIndex + 1];
      const alone = next === undefined || next.kind === 'literal';
      const taken = takeNames(arg.kind, run, reserve, endsAtKeyword, names, arg.noun, alone);
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

  const dangling = spec.args[argIndex];
  if (keyword !== null && dangling !== undefined && dangling.kind !== 'literal') {
    return fail(`${word} needs ${argLabel(dangling)} after "${keyword.word}": ${refusalUsage(spec)}`, tokens.length);
  }
  for (const arg of spec.args.slice(argIndex)) {
    if (arg.optional) continue;
    if (arg.kind === 'literal') {
      const next = spec.args[spec.args.indexOf(arg) + 1];
      if (next?.optional || !next || next.kind === 'literal') continue; // a closing keyword such as `camp` may be left out
      return fail(`${word} needs ${argLabel(next)}: ${refusalUsage(spec)}`, tokens.length, arg.word);
    }
    return fail(`${word} needs ${argLabel(arg)}: ${refusalUsage(spec)}`, tokens.length);
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
    const hint = closestFlag(token.name, all);
    if (all.length === 0) return err(`${spec.name} takes no flags (--${token.name}): usage is ${refusalUsage(spec)}`);
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
    if (b === undefined || negated) return err(`${label} takes no value (or yes/no), not "${clipped(token.value ?? '')}"`);
    flags[flag.name] = b;
    return ok(index + 1);
  }

  const needs = `${label} needs a value: ${label} ${flagPlaceholder(flag)}`;
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
  if (isNameKind(flag.kind)) {
    const taken = takeNames(flag.kind, run, 0, false, names, flag.noun);
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
  if (isNameKind(flag.kind)) {
    const run = tokenize(text).filter((t): t is WordToken => t.kind === 'word');
    if (run.length === 0) return err(`${label} needs a value`);
    const taken = takeNames(flag.kind, run, 0, true, names, flag.noun);
    if (!taken.ok) return err(`${label}: ${taken.error}`);
    if (taken.value.used < run.length) return err(`${label}: unexpected "${clipped((run[taken.value.used] as WordToken).text)}"`);
    return ok(taken.value.value);
  }
  return scalarValue(flag.kind === 'text' ? 'text' : flag.kind, text, label, flag);
}

// ---------------------------------------------------------------------------------------------
