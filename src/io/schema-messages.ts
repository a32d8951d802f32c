/**
 * Schema issues as plain sentences, each with the path of the value (or key) it is about.
 * zod reports every issue in the file, and so does `tyw check`.
 */
import * as z from 'zod/mini';
import { didYouMean, suggest } from './suggest.js';

type Issue = z.core.$ZodIssue;

/** One schema problem: where in the data, and whether it is about a key (unknown) rather than a value. */
export interface SchemaProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
  readonly atKey: boolean;
}

export const segment = (p: PropertyKey): string | number => (typeof p === 'number' ? p : String(p));
const pathKey = (path: readonly PropertyKey[]): string => JSON.stringify(path.map(segment));

/**
 * Validate `data` against `schema`: the parsed value, or every problem in words. `oneLine`: names
 * and the title must also be one line of text (a scenario file; a journal written before this
 * rule keeps the names it was played with, which the output makes safe to print).
 */
export function checkSchema<T>(schema: z.core.$ZodType<T>, data: unknown, options: { oneLine?: boolean } = {}): { ok: true; value: T } | { ok: false; problems: SchemaProblem[] } {
  const knownKeys = new Map<string, readonly string[]>();
  // jitless: zod would otherwise compile a parser with `new Function` for each object shape,
  // which pays only over many parses; a scenario is parsed once, and eval'd code misses the
  // start-up code cache.
  const checked = z.safeParse(schema, data, { error: zodMessage(knownKeys), jitless: true });
  if (checked.success) {
    const lines = options.oneLine ? notOneLine(checked.data) : [];
    return lines.length === 0 ? { ok: true, value: checked.data } : { ok: false, problems: lines };
  }
  return { ok: false, problems: wordIssues(checked.error.issues, knownKeys) };
}

/** No line break, tab or other control character: names and the title are printed in lines, tables and prompts. */
const ONE_LINE = /^[^\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]*$/;

/** Every `name` and `title` that is not one line of text, wherever it is in the scenario. */
function notOneLine(value: unknown, path: (string | number)[] = []): SchemaProblem[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => notOneLine(v, [...path, i]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    if ((key === 'name' || key === 'title') && typeof v === 'string' && !ONE_LINE.test(v)) {
      return [{ path: [...path, key], message: `${key === 'title' ? 'the title' : 'a name'} must be one line of text, without tabs or control characters`, atKey: false }];
    }
    return notOneLine(v, [...path, key]);
  });
}

/** One problem per issue, and per key for unknown keys; a missing key that an unknown key misspells is left to that key. */
function wordIssues(issues: readonly Issue[], knownKeys: ReadonlyMap<string, readonly string[]>): SchemaProblem[] {
  const misspelt = new Set<string>(); // paths of missing keys that an unknown key's "did you mean" names
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const known = knownKeys.get(pathKey(issue.path)) ?? [];
    for (const key of issue.keys) {
      const meant = suggest(key, known);
      if (meant !== undefined) misspelt.add(pathKey([...issue.path, meant]));
    }
  }
  // A value of the wrong type has that one problem: zod still measures the length of text
  // given for a list ("sides: x"), which would say the same thing twice.
  const wrongType = new Set(issues.filter((i) => i.code === 'invalid_type').map((i) => pathKey(i.path)));
  const problems: SchemaProblem[] = [];
  for (const issue of issues) {
    const path = issue.path.map(segment);
    if (issue.code !== 'invalid_type' && wrongType.has(pathKey(issue.path))) continue;
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys.get(pathKey(issue.path)) ?? [];
      for (const key of issue.keys) problems.push({ path: [...path, key], message: `unknown key "${key}"${didYouMean(key, known)}`, atKey: true });
    } else if (issue.message.startsWith('missing key') && misspelt.has(pathKey(path))) {
      continue;
    } else {
      problems.push({ path, message: issue.message, atKey: issue.code === 'invalid_key' });
    }
  }
  return problems;
}

/** The last key on the path, as the message's subject ("bases", "rating"). */
function subject(path: readonly PropertyKey[] | undefined): string {
  for (let i = (path?.length ?? 0) - 1; i >= 0; i--) {
    const p = path![i];
    if (typeof p === 'string') return p;
  }
  return 'value';
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
  record: 'a mapping',
};

/** How a value from the YAML reads in a message. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number') return Number.isNaN(value) ? 'not a number' : String(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (value instanceof Uint8Array) return 'binary data';
  return 'a mapping';
}

/**
 * The loader's error map: messages for issues the schema did not word itself. It notes each
 * mapping's known keys in `knownKeys` (by path), since zod's final issues no longer carry them.
 */
const zodMessage = (knownKeys: Map<string, readonly string[]>) => (iss: z.core.$ZodRawIssue): string | undefined => {
  const key = subject(iss.path);
  const last = iss.path?.[iss.path.length - 1];
  if (iss.input === undefined && typeof last === 'string' && iss.code !== 'unrecognized_keys') return `missing key "${last}"`;
  switch (iss.code) {
    case 'invalid_type': {
      const expected = EXPECTED[iss.expected] ?? iss.expected;
      return `expected ${expected}, got ${describeValue(iss.input)}`;
    }
    case 'unrecognized_keys': {
      const shape = (iss.inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
      knownKeys.set(pathKey(iss.path ?? []), shape ? Object.keys(shape) : []);
      return 'unknown key'; // worded per key by schemaProblems
    }
    case 'invalid_value': {
      const values = iss.values.map(String);
      if (values.length === 1) return `${key} must be "${values[0]}", not ${describeValue(iss.input)}`;
      const hint = typeof iss.input === 'string' ? didYouMean(iss.input, values) : '';
      return `unknown ${key} ${describeValue(iss.input)}${hint || ` (one of: ${values.join(', ')})`}`;
    }
    case 'too_small':
      if (iss.origin === 'array') return `${key} needs at least ${String(iss.minimum)} entr${iss.minimum === 1 ? 'y' : 'ies'}`;
      if (iss.origin === 'string') return `${key} must not be empty`;
      return `${key} must be at least ${String(iss.minimum)}, not ${describeValue(iss.input)}`;
    case 'too_big':
      if (iss.origin === 'array') return `${key} has too many entries (at most ${String(iss.maximum)})`;
      if (iss.origin === 'string') return `${key} is too long (at most ${String(iss.maximum)} characters)`;
      return `${key} must be at most ${String(iss.maximum)}, not ${describeValue(iss.input)}`;
    case 'invalid_key':
      return `invalid key ${describeValue(iss.input)}`;
    case 'invalid_format':
      return `${key} is not in the right form`;
    case 'invalid_union':
      return `${key} is not valid here`;
    default:
      return undefined;
  }
};
