/**
 * Tab completion of command words, names, sides, keywords, flags and flag values. Lenient:
 * it walks the words typed so far to find what may come next, and never fails.
 */
import { foldName, isWordChar, itemKind, matchesWordStart, type NameKind, type NameTable, type Named } from './names.js';
import { type ArgSpec, argumentFor, type CommandSpec, commandWords, type FlagSpec, isNameKind, skipOptionalGroup, specsFor, type ValueKind } from './spec.js';
import { type Token, tokenize } from './tokens.js';

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
    // A name's double quotes (Les "Gris") would be read as quoting: it is completed without them, as it still matches.
    const name = c.name.replace(/["\u201c\u201d]/g, '');
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
    w.argIndex = argumentFor(spec.args, w.argIndex, t.text);
    const arg = spec.args[w.argIndex];
    if (!arg) continue;
    if (arg.kind === 'literal') {
      if (t.text.toLowerCase() !== arg.word) w.failed = true;
      w.argIndex += 1;
      continue;
    }
    if (arg.kind === 'text') return w;
    if (isNameKind(arg.kind)) {
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
  const table = names[itemKind(kind)] ?? [];
  const text = words.join(' ');
  const last = foldName(kind === 'units' ? (text.split(',').pop() ?? '') : text);
  return table.some((c) => matchesWordStart(foldName(c.name), last));
}

/** Do these words name exactly one thing (or, for a list, end with a complete name)? */
function resolvesWhole(words: readonly string[], kind: NameKind | 'units', names: NameTable): boolean {
  const table = names[itemKind(kind)] ?? [];
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
      const kind = isNameKind(arg.kind) ? arg.kind : null;
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
      if (a.kind === 'literal') index = skipOptionalGroup(spec.args, index);
    }
    if (!required && fragment === '') out.push(...flagWords());
  }
  return sortUnique(out);
}
