/**
 * Reading a scenario (order of battle) file: bytes → text → YAML → the rule set's schema →
 * the rule set's own checks. Every user mistake becomes one `UserError` with the file, line
 * and column of the offending node, and one short plain sentence.
 *
 * Hostile input is bounded before the YAML parser sees it: size, binary content, nesting
 * depth and token count are checked first, and aliases are expanded with a strict limit.
 */
import { Buffer, isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isAlias, isMap, isScalar, isSeq, LineCounter, type Document, type Node, parseDocument } from 'yaml';
import * as z from 'zod/mini';
import { isUserError, UserError, type SourcePosition } from '../engine/errors.js';
import type { ScenarioFormat, ScenarioIssue } from '../engine/ruleset.js';
import { isRulesetId, RULESET_IDS, SCENARIO_FORMATS, type RulesetId } from '../rulesets/formats.js';
import { didYouMean } from './suggest.js';

/** A scenario is a few kilobytes; anything over this is not one. */
export const MAX_SCENARIO_BYTES = 1024 * 1024;
/** Alias expansion limit (see yaml's `maxAliasCount`): a billion-laughs file stops here. */
export const MAX_ALIAS_COUNT = 100;
/** Deeper flow or compact nesting than this is no scenario, and costs the parser memory. */
export const MAX_NESTING = 64;
/** A large scenario has a few thousand YAML tokens; far more would only cost time and memory. */
export const MAX_TOKENS = 100_000;

/** A scenario read and validated by its rule set's scenario format (no rules engine loaded). */
export interface ReadScenario {
  readonly rulesetId: RulesetId;
  readonly format: ScenarioFormat;
  /** The validated scenario, as the rule set's `build` made it. */
  readonly scenario: unknown;
  /** The file's text, as read (journals store it). */
  readonly text: string;
  /** `file:line:col: message`, in document order. */
  readonly warnings: string[];
}

/** Read, check and validate a scenario file. `displayName` is how messages name it. */
export async function readScenarioFile(path: string, displayName: string = path): Promise<ReadScenario> {
  const bytes = readBounded(path, displayName);
  return readScenarioText(decodeText(bytes, displayName), displayName);
}

/** Read at most MAX_SCENARIO_BYTES (+1 to notice a bigger file), refusing big files before reading. */
// Synchronous on purpose: a one-shot read of a small file, and asynchronous file calls would
// start libuv's thread pool, which costs `tyw check` more than the read itself.
function readBounded(path: string, file: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new UserError(fileProblem(error), { file });
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new UserError('this is a directory, not a scenario file', { file });
    // A pipe is welcome too: `tyw check /dev/stdin < s.yaml`, or a shell's <(…).
    if (!stat.isFile() && !stat.isFIFO()) throw new UserError('not a regular file or a pipe', { file });
    if (stat.size > MAX_SCENARIO_BYTES) throw new UserError(tooLarge(stat.size), { file });
    // Room for the stated size and one byte more, to notice a file that grows; doubled as
    // needed (a pipe or a /proc file states 0), never past the limit plus one.
    let buffer = Buffer.allocUnsafe(Math.min(stat.size, MAX_SCENARIO_BYTES) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        const bigger = Buffer.allocUnsafe(Math.min(buffer.length * 2, MAX_SCENARIO_BYTES + 1));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const bytesRead = readSync(fd, buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > MAX_SCENARIO_BYTES) throw new UserError(tooLarge(length), { file });
    }
    return buffer.subarray(0, length);
  } catch (error) {
    if (isUserError(error)) throw error;
    throw new UserError(fileProblem(error), { file });
  } finally {
    closeSync(fd);
  }
}

function fileProblem(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'cannot read the file (permission denied)';
    case 'EISDIR':
      return 'this is a directory, not a scenario file';
    default:
      return `cannot read the file (${code ?? (error instanceof Error ? error.message : String(error))})`;
  }
}

function tooLarge(bytes: number): string {
  const size = bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
  return `the file is too large for a scenario (${size}; the limit is 1 MB)`;
}

const NOT_TEXT = 'not a text file (it holds binary data)';
const NOT_UTF8 = 'not a text file in UTF-8 (save it as UTF-8)';

/** UTF-8 text, or a UserError: NUL bytes mean binary data, and a scenario is UTF-8. */
function decodeText(bytes: Uint8Array, file: string): string {
  if (bytes.includes(0)) throw new UserError(NOT_TEXT, { file });
  if (!isUtf8(bytes)) throw new UserError(NOT_UTF8, { file });
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a byte-order mark is no part of the text
}

/** Parse and validate scenario text; `file` names it in messages. Pure: no file access. */
export function readScenarioText(text: string, file: string): ReadScenario {
  if (text.length > MAX_SCENARIO_BYTES) throw new UserError(tooLarge(text.length), { file });
  if (text.includes('\0')) throw new UserError(NOT_TEXT, { file });
  if (text.trim() === '') throw new UserError('the file is empty', { file });

  const lineCounter = new LineCounter();
  const at = (offset: number): SourcePosition => ({ file, ...lineCounter.linePos(offset) });

  precheck(text, file);
  // Duplicate keys are errors, but yaml's own `uniqueKeys` check compares every key with every
  // other one in its mapping (quadratic in a hostile file), so it is done below in one pass.
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: false, strict: true, logLevel: 'error' });
  const yamlError = doc.errors[0];
  if (yamlError) throw new UserError(yamlErrorMessage(yamlError), positionOf(yamlError, file) ?? at(yamlError.pos[0]));
  const badKey = firstBadKey(doc);
  if (badKey) throw new UserError(badKey.message, at(badKey.offset));

  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) throw new UserError('the file is empty (only comments)', { file });
  if (!isMap(root)) {
    throw new UserError(`expected a mapping at the top level (ruleset:, title:, sides:…), got ${nodeKind(root)}`, at(root.range?.[0] ?? 0));
  }

  const data = toData(doc, file, at);
  const rulesetValue = (data as Record<string, unknown>).ruleset;
  const rulesetNode = doc.get('ruleset', true) as Node | undefined;
  if (rulesetValue === undefined) {
    throw new UserError(`missing key "ruleset" (the rule set, e.g. "${RULESET_IDS[0]}")`, at(root.range?.[0] ?? 0));
  }
  if (typeof rulesetValue !== 'string' || !isRulesetId(rulesetValue)) {
    const shown = typeof rulesetValue === 'string' ? `"${rulesetValue}"` : describeValue(rulesetValue);
    const hint =
      typeof rulesetValue === 'string' && didYouMean(rulesetValue, RULESET_IDS) !== ''
        ? didYouMean(rulesetValue, RULESET_IDS)
        : ` (known: ${RULESET_IDS.join(', ')})`;
    throw new UserError(`unknown rule set ${shown}${hint}`, at(rulesetNode?.range?.[0] ?? root.range?.[0] ?? 0));
  }
  const rulesetId: RulesetId = rulesetValue;
  const format = SCENARIO_FORMATS[rulesetId] as unknown as ScenarioFormat;

  // jitless: zod would otherwise compile a parser with `new Function` for each object shape,
  // which pays only over many parses; a scenario is parsed once, and eval'd code misses the
  // start-up code cache.
  const checked = z.safeParse(format.scenarioSchema, data, { error: zodMessage, jitless: true });
  if (!checked.success) {
    const issue = pickIssue(checked.error.issues);
    const path = issue.path.map(segment);
    if (issue.code === 'unrecognized_keys') {
      const key = issue.keys[0] ?? '';
      throw new UserError(issue.message, at(locate(doc, [...path, key], true)));
    }
    if (issue.code === 'invalid_key') throw new UserError(issue.message, at(locate(doc, path, true)));
    throw new UserError(issue.message, at(locate(doc, path, false)));
  }

  const built = format.build(checked.data);
  if (!built.ok) {
    const issue = built.error[0] ?? { path: [], message: 'the scenario is not valid' };
    throw new UserError(issue.message, at(locate(doc, issue.path, false)));
  }
  const located = [
    ...doc.warnings.map((w) => ({ where: positionOf(w, file) ?? at(w.pos[0]), message: yamlMessageText(w.message) })),
    ...built.value.warnings.map((w: ScenarioIssue) => ({ where: at(locate(doc, w.path, false)), message: w.message })),
  ];
  // Document order (the sort is stable, so warnings at one place keep the rule set's order).
  located.sort((a, b) => (a.where.line ?? 0) - (b.where.line ?? 0) || (a.where.col ?? 0) - (b.where.col ?? 0));
  const warnings = located.map(({ where, message }) => `${where.file}:${where.line ?? 0}:${where.col ?? 0}: ${message}`);
  return { rulesetId, format, scenario: built.value.scenario, text, warnings };
}

// ---------------------------------------------------------------------------------------
// Before the parser: bounded nesting and size, by one pass over the characters. (yaml's own
// lexer would do, but on a cold start it costs more than the rest of `tyw check` together.)
// The limits are generous bounds against hostile files, so the scan may be approximate: it
// reads quotes and comments, flow brackets and `- ` entries, and counts structural marks.

function precheck(text: string, file: string): void {
  let flow = 0;
  let compact = 0;
  let lineStart = true;
  let marks = 0;
  let quote = '';
  const tooDeep = (offset: number): never => {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const col = offset - (before.lastIndexOf('\n') + 1) + 1;
    throw new UserError(`the YAML is nested too deeply (more than ${MAX_NESTING} levels)`, { file, line, col });
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\n') {
      lineStart = true;
      compact = 0;
      quote = quote === '"' ? quote : ''; // single-quoted scalars may not span lines in a scenario anyway
      marks += 1;
      continue;
    }
    if (quote) {
      if (c === '\\' && quote === '"') i += 1;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') continue;
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) {
      const end = text.indexOf('\n', i);
      i = (end < 0 ? text.length : end) - 1;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      lineStart = false;
      continue;
    }
    if (c === '[' || c === '{') {
      flow += 1;
      marks += 1;
      if (flow + compact > MAX_NESTING) tooDeep(i);
    } else if (c === ']' || c === '}') {
      flow = Math.max(0, flow - 1);
    } else if ((c === '-' || c === '?') && lineStart && flow === 0 && /[ \n]/.test(text[i + 1] ?? '\n')) {
      compact += 1;
      marks += 1;
      if (flow + compact > MAX_NESTING) tooDeep(i);
      continue; // still at the start of the line's content
    } else if (c === ',' || c === ':') {
      marks += 1;
    }
    lineStart = false;
    if (marks > MAX_TOKENS) throw new UserError(`the file has too many YAML elements to be a scenario (over ${MAX_TOKENS})`, { file });
  }
  if (marks > MAX_TOKENS) throw new UserError(`the file has too many YAML elements to be a scenario (over ${MAX_TOKENS})`, { file });
}

// ---------------------------------------------------------------------------------------
// YAML errors.

interface YamlProblem {
  readonly code: string;
  readonly message: string;
  readonly pos: [number, number];
  readonly linePos?: readonly { line: number; col: number }[];
}

function positionOf(problem: YamlProblem, file: string): SourcePosition | undefined {
  const first = problem.linePos?.[0];
  return first ? { file, line: first.line, col: first.col } : undefined;
}

/** yaml's message without the "at line …" suffix and the code excerpt `prettyErrors` adds. */
function yamlMessageText(message: string): string {
  const firstLine = (message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '').replace(/[.:]$/, '');
  return firstLine.charAt(0).toLowerCase() + firstLine.slice(1);
}

function yamlErrorMessage(error: YamlProblem): string {
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return 'tabs are not allowed for indentation in YAML; indent with spaces';
    case 'MULTIPLE_DOCS':
      return 'a scenario file holds one YAML document, but this one has a second ("---")';
    default:
      return `not valid YAML: ${yamlMessageText(error.message)}`;
  }
}

/**
 * The first key (in document order) that repeats an earlier key of its mapping, or that is a
 * list or mapping rather than a plain word. Keys are compared as the plain data will see
 * them, so `1:` and `"1":` clash too. One pass, with a set per mapping.
 */
function firstBadKey(doc: Document): { message: string; offset: number } | undefined {
  let first: { message: string; offset: number } | undefined;
  const note = (message: string, offset: number) => {
    if (first === undefined || offset < first.offset) first = { message, offset };
  };
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (isScalar(pair.key)) {
          const key = String(pair.key.value);
          if (seen.has(key)) note(`duplicate key "${key}"`, pair.key.range?.[0] ?? 0);
          else seen.add(key);
        } else if (!isAlias(pair.key)) {
          note('a key must be a plain word, not a list or mapping', (pair.key as Node | null)?.range?.[0] ?? node.range?.[0] ?? 0);
        }
        stack.push(pair.value);
      }
    } else if (isSeq(node)) for (const item of node.items) stack.push(item);
  }
  return first;
}

/** Plain data from the document, expanding aliases within MAX_ALIAS_COUNT. */
function toData(doc: Document, file: string, at: (offset: number) => SourcePosition): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    const alias = firstAlias(doc);
    const where = alias ? at(alias) : { file };
    if (error instanceof Error && /excessive alias count/i.test(error.message)) {
      throw new UserError(`too many aliases: the file would expand far beyond its size (limit ${MAX_ALIAS_COUNT})`, where);
    }
    if (error instanceof RangeError) throw new UserError('the YAML is nested too deeply', where);
    if (error instanceof ReferenceError) throw new UserError(`bad alias: ${yamlMessageText(error.message)}`, where);
    throw error;
  }
}

function firstAlias(doc: Document): number | undefined {
  let found: number | undefined;
  const visit = (node: unknown): void => {
    if (found !== undefined || node === null || node === undefined) return;
    if (isAlias(node)) found = node.range?.[0];
    else if (isMap(node))
      for (const pair of node.items) {
        visit(pair.key);
        visit(pair.value);
      }
    else if (isSeq(node)) node.items.forEach(visit);
  };
  visit(doc.contents);
  return found;
}

// ---------------------------------------------------------------------------------------
// From a path in the data to a place in the file.

const segment = (p: PropertyKey): string | number => (typeof p === 'number' ? p : String(p));

/**
 * The offset of the node at `path`, or of the deepest node on the way there (a missing key
 * is reported at its mapping). With `wantKey`, the last segment's key rather than its value.
 */
export function locate(doc: Document, path: readonly (string | number)[], wantKey: boolean): number {
  let node: unknown = doc.contents;
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
  for (let i = 0; i < path.length; i++) {
    if (isAlias(node)) node = node.resolve(doc);
    const seg = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) break;
      const keyStart = (pair.key as Node).range?.[0];
      if (last && wantKey && keyStart !== undefined) return keyStart;
      node = pair.value;
      const valueStart = (pair.value as Node | null)?.range?.[0];
      offset = valueStart ?? keyStart ?? offset;
      if (valueStart === undefined) break;
    } else if (isSeq(node) && typeof seg === 'number') {
      const item = node.items[seg] as Node | undefined;
      if (!item?.range) break;
      node = item;
      offset = item.range[0];
    } else break;
  }
  return offset;
}

// ---------------------------------------------------------------------------------------
// zod issues as plain sentences.

type Issue = z.core.$ZodIssue;

/** The first issue, except that an unknown key explains a missing one in the same mapping. */
function pickIssue(issues: readonly Issue[]): Issue {
  const first = issues[0]!;
  const missing = first.message.startsWith('missing key');
  if (missing) {
    const parent = JSON.stringify(first.path.slice(0, -1).map(segment));
    const unknown = issues.find((i) => i.code === 'unrecognized_keys' && JSON.stringify(i.path.map(segment)) === parent);
    if (unknown) return unknown;
  }
  return first;
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

function nodeKind(node: unknown): string {
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) return describeValue(node.value) === 'nothing' ? 'nothing' : `the text ${describeValue(String(node.value))}`;
  return 'something else';
}

/** The loader's error map: messages for issues the schema did not word itself. */
const zodMessage = (iss: z.core.$ZodRawIssue): string | undefined => {
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
      const unknownKey = iss.keys[0] ?? '';
      return `unknown key "${unknownKey}"${shape ? didYouMean(unknownKey, Object.keys(shape)) : ''}`;
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
