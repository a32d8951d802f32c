/**
 * Reading a scenario (order of battle) file: bytes → text → YAML → the rule set's schema →
 * the rule set's own checks. Every user mistake is told with the file, line and column of the
 * offending node, in one short plain sentence; all the mistakes a stage finds are told together
 * (see scenario-problems.ts).
 *
 * Hostile input is bounded before the YAML parser sees it: size, binary content, nesting
 * depth and token count are checked first, and aliases are expanded with a strict limit.
 */
import { Buffer, isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isAlias, isMap, isScalar, isSeq, LineCounter, type Document, type Node, parseDocument } from 'yaml';
import { isUserError, UserError, type SourcePosition } from '../engine/errors.js';
import type { ScenarioFormat, ScenarioIssue } from '../engine/ruleset.js';
import { isRulesetId, RULESET_IDS, type RulesetId } from '../rulesets/formats.js';
import { quickYamlData } from './quick-yaml.js';
import { ProblemList } from './scenario-problems.js';
import { quoteProblem } from './yaml-quotes.js';
import { formatOf, otherFormat } from './other-format.js';
import { checkSchema, describeValue } from './schema-messages.js';
import { didYouMean, suggest } from './suggest.js';

export { describeValue };

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
  return readScenarioText(decodeText(bytes, displayName), displayName, { oneLine: true });
}

/** Read, check and validate a scenario from an open descriptor (`tyw check -`: 0), left open; `displayName` names it. */
export async function readScenarioFd(fd: number, displayName: string): Promise<ReadScenario> {
  const bytes = readOpen(fd, displayName);
  return readScenarioText(decodeText(bytes, displayName), displayName, { oneLine: true });
}

/** Read at most MAX_SCENARIO_BYTES (+1 to notice a bigger file), refusing big files before reading. */
// Synchronous on purpose: a one-shot read of a small file, and asynchronous file calls would
// start libuv's thread pool, which costs `tyw check` more than the read itself.
function readBounded(path: string, file: string): Uint8Array {
  if (file === '') throw new UserError('give the scenario file, not an empty name');
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw new UserError(fileProblem(error), { file });
  }
  try {
    return readOpen(fd, file);
  } finally {
    closeSync(fd);
  }
}

/** The bytes of an open file, pipe or socket, up to the limit (see readBounded). */
function readOpen(fd: number, file: string): Uint8Array {
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new UserError('this is a folder, not a scenario file', { file });
    // A pipe is welcome too: `tyw check /dev/stdin < s.yaml`, a shell's <(…), or `tyw check -`.
    if (!stat.isFile() && !stat.isFIFO() && !stat.isSocket()) throw new UserError('not a regular file or a pipe', { file });
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
      let bytesRead: number;
      try {
        bytesRead = readSync(fd, buffer, length, buffer.length - length, null);
      } catch (error) {
        // A non-blocking pipe (standard input) with nothing in it yet: try again.
        if ((error as { code?: unknown } | null)?.code === 'EAGAIN') continue;
        throw error;
      }
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > MAX_SCENARIO_BYTES) throw new UserError(tooLarge(length), { file });
    }
    return buffer.subarray(0, length);
  } catch (error) {
    if (isUserError(error)) throw error;
    throw new UserError(fileProblem(error), { file });
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
      return 'this is a folder, not a scenario file';
    default:
      return `cannot read the file (${code ?? (error instanceof Error ? error.message : String(error))})`;
  }
}

function tooLarge(bytes: number): string {
  // In KB, rounded up: "1.0 MB; the limit is 1 MB" would not say which is larger.
  const kb = (n: number) => `${Math.ceil(n / 1024).toLocaleString('en-GB')} KB`;
  return `the file is too large for a scenario (${kb(bytes)}; the limit is ${kb(MAX_SCENARIO_BYTES)})`;
}

const NOT_TEXT = 'not a text file (it holds binary data)';
const NOT_UTF8 = 'not a text file in UTF-8 (save it as UTF-8)';
const UTF16 = 'a text file in UTF-16, not UTF-8 (save it as UTF-8)';

/** Text saved as UTF-16 ("Unicode" in some editors): a byte-order mark, or a NUL in every other byte of Latin text. */
function isUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const sample = bytes.subarray(0, Math.min(bytes.length, 64) & ~1);
  if (sample.length < 8) return false;
  // Mostly NUL at one parity (a dash or a curly quote is not), none at the other.
  const nuls = [0, 0];
  sample.forEach((b, i) => {
    if (b === 0) nuls[i % 2] = (nuls[i % 2] ?? 0) + 1;
  });
  const half = sample.length / 2;
  return ((nuls[0] ?? 0) >= 0.75 * half && nuls[1] === 0) || ((nuls[1] ?? 0) >= 0.75 * half && nuls[0] === 0);
}

/** UTF-8 text, or a UserError: NUL bytes mean binary data (or UTF-16), and a scenario is UTF-8. */
function decodeText(bytes: Uint8Array, file: string): string {
  if (isUtf16(bytes)) throw new UserError(UTF16, { file });
  if (bytes.includes(0)) throw new UserError(NOT_TEXT, { file });
  if (!isUtf8(bytes)) throw new UserError(NOT_UTF8, { file });
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // a byte-order mark is no part of the text
}

/** Parse and validate scenario text; `file` names it in messages. Pure: no file access. */
export function readScenarioText(text: string, file: string, options: { readonly oneLine?: boolean } = {}): ReadScenario {
  if (text.length > MAX_SCENARIO_BYTES) throw new UserError(tooLarge(text.length), { file });
  if (text.includes('\0')) throw new UserError(NOT_TEXT, { file });
  if (text.trim() === '') throw new UserError('the file is empty', { file });
  // The easy mix-up at the table: a journal given where a scenario goes.
  if (/^\s*\{\s*"kind"\s*:\s*"header"/.test(text)) {
    throw new UserError('this is a tyw journal, not a scenario: continue it with play --resume, or read it with replay or report', { file, line: 1, col: 1 });
  }

  precheck(text, file);
  const quick = quickRead(text, options);
  if (quick !== undefined) return quick;

  const lineCounter = new LineCounter();
  const at = (offset: number): SourcePosition => ({ file, ...lineCounter.linePos(offset) });
  // Every problem is told at once, stage by stage: a stage whose input is broken (YAML that
  // does not parse, an unknown rule set, a schema not met) stops before the next one.
  const problems: ProblemList = new ProblemList(file); // typed, so that its never-returning fail() narrows
  // Duplicate keys are errors, but yaml's own `uniqueKeys` check compares every key with every
  // other one in its mapping (quadratic in a hostile file), so it is done below in one pass.
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: false, strict: true, logLevel: 'error' });
  // Only the first syntax error: after it the parser has lost its place, and the errors it
  // reports further on are mostly echoes of that one.
  const yamlError = doc.errors[0];
  if (yamlError) {
    const quote = quoteProblem(text, yamlError);
    if (quote) throw new UserError(quote.message, at(quote.offset));
    throw new UserError(yamlErrorMessage(yamlError), positionOf(yamlError, file) ?? at(yamlError.pos[0]));
  }
  const keyProblems = badKeys(doc);
  for (const badKey of keyProblems) problems.add(badKey.message, at(badKey.offset));
  // A key that is a list or mapping has no place in the data the schema checks: stop here.
  if (keyProblems.some((p) => p.stops)) problems.throwIfAny();
  problems.nextStage();

  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) throw new UserError('the file is empty (only comments)', { file });
  if (!isMap(root)) {
    problems.fail(`expected a mapping at the top level (ruleset:, title:, sides:…), got ${nodeKind(root)}`, at(root.range?.[0] ?? 0));
  }

  const data = toData(doc, problems, at);
  const rulesetValue = (data as Record<string, unknown>).ruleset;
  const rulesetNode = doc.get('ruleset', true) as Node | undefined;
  if (rulesetValue === undefined) {
    // A misspelt "ruleset:" is named, as other unknown keys are, rather than only missed.
    const misspelt = root.items.find((pair) => isScalar(pair.key) && suggest(String(pair.key.value), ['ruleset']) !== undefined);
    const key = String((misspelt?.key as { value?: unknown } | undefined)?.value);
    if (misspelt) problems.fail(`unknown key "${key}"${didYouMean(key, ['ruleset'])}`, at((misspelt.key as Node).range?.[0] ?? 0));
    // Keys that fit one rule set's format alone name it.
    const fits = otherFormat(undefined, data, []);
    problems.fail(`missing key "ruleset" (${fits ? `these keys fit the format of ${fits.title}: "ruleset: ${fits.id}"` : `the rule set, e.g. "${RULESET_IDS[0]}"`})`, at(root.range?.[0] ?? 0));
  }
  if (typeof rulesetValue !== 'string' || !isRulesetId(rulesetValue)) {
    const shown = typeof rulesetValue === 'string' ? `"${rulesetValue}"` : describeValue(rulesetValue);
    const hint =
      typeof rulesetValue === 'string' && didYouMean(rulesetValue, RULESET_IDS) !== ''
        ? didYouMean(rulesetValue, RULESET_IDS)
        : ` (known: ${RULESET_IDS.join(', ')})`;
    problems.fail(`unknown rule set ${shown}${hint}`, at(rulesetNode?.range?.[0] ?? root.range?.[0] ?? 0));
  }
  const rulesetId: RulesetId = rulesetValue;
  const format = formatOf(rulesetId);

  const checked = checkSchema(format.scenarioSchema, data, options);
  if (!checked.ok) {
    const other = otherFormat(rulesetId, data, checked.problems);
    if (other) problems.add(`these keys belong to the format of ${other.title} (ruleset: ${other.id}), not of ${format.title}`, at(rulesetNode?.range?.[0] ?? 0));
    for (const p of checked.problems) problems.add(p.message, at(locate(doc, p.path, p.atKey)));
    problems.throwIfAny();
    problems.fail('the scenario does not match its rule set', at(root.range?.[0] ?? 0)); // only if zod named no issue
  }

  // The rule set's own checks run on a well-formed scenario even after a duplicate key.
  problems.nextStage();
  const built = format.build(checked.value);
  if (!built.ok) for (const issue of built.error) problems.add(issue.message, at(locate(doc, issue.path, false)));
  problems.throwIfAny();
  if (!built.ok) problems.fail('the scenario is not valid', at(root.range?.[0] ?? 0)); // only if the rule set named no issue
  const located = [
    ...doc.warnings.map((w) => ({ where: positionOf(w, file) ?? at(w.pos[0]), message: yamlMessageText(w.message) })),
    ...built.value.warnings.map((w: ScenarioIssue) => ({ where: at(locate(doc, w.path, false)), message: w.message })),
  ];
  // Document order (the sort is stable, so warnings at one place keep the rule set's order).
  located.sort((a, b) => (a.where.line ?? 0) - (b.where.line ?? 0) || (a.where.col ?? 0) - (b.where.col ?? 0));
  const warnings = located.map(({ where, message }) => `${where.file}:${where.line ?? 0}:${where.col ?? 0}: ${message}`);
  return { rulesetId, format, scenario: built.value.scenario, text, warnings };
}

/**
 * A scenario read by js-yaml (quick-yaml.ts) that meets its rule set with no warning, or
 * undefined: then the full reading below finds and places every problem and warning.
 */
function quickRead(text: string, options: { readonly oneLine?: boolean }): ReadScenario | undefined {
  const data = quickYamlData(text);
  const rulesetId = data?.ruleset;
  if (typeof rulesetId !== 'string' || !isRulesetId(rulesetId)) return undefined;
  const format = formatOf(rulesetId);
  const checked = checkSchema(format.scenarioSchema, data, options);
  if (!checked.ok) return undefined;
  const built = format.build(checked.value);
  if (!built.ok || built.value.warnings.length > 0) return undefined;
  return { rulesetId, format, scenario: built.value.scenario, text, warnings: [] };
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
 * The keys that repeat an earlier key of their mapping, or that are a list or mapping rather
 * than a plain word. Keys are compared as the plain data will see them, so `1:` and `"1":`
 * clash too. One pass, with a set per mapping.
 */
function badKeys(doc: Document): { message: string; offset: number; stops: boolean }[] {
  const found: { message: string; offset: number; stops: boolean }[] = [];
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        if (isScalar(pair.key)) {
          const key = String(pair.key.value);
          if (seen.has(key)) found.push({ message: `duplicate key "${key}"`, offset: pair.key.range?.[0] ?? 0, stops: false });
          else seen.add(key);
          // The schema never sees this key (plain objects treat it as their prototype), so say it here.
          if (key === '__proto__') found.push({ message: 'unknown key "__proto__"', offset: pair.key.range?.[0] ?? 0, stops: false });
        } else if (!isAlias(pair.key)) {
          found.push({ message: 'a key must be a plain word, not a list or mapping', offset: (pair.key as Node | null)?.range?.[0] ?? node.range?.[0] ?? 0, stops: true });
        }
        stack.push(pair.value);
      }
    } else if (isSeq(node)) for (const item of node.items) stack.push(item);
  }
  return found;
}

/** Plain data from the document, expanding aliases within MAX_ALIAS_COUNT. */
function toData(doc: Document, problems: ProblemList, at: (offset: number) => SourcePosition): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    const alias = firstAlias(doc);
    const where = at(alias ?? doc.contents?.range?.[0] ?? 0);
    if (error instanceof Error && /excessive alias count/i.test(error.message)) {
      problems.fail(`too many aliases: the file would expand far beyond its size (limit ${MAX_ALIAS_COUNT})`, where);
    }
    if (error instanceof RangeError) problems.fail('the YAML is nested too deeply', where);
    if (error instanceof ReferenceError) problems.fail(`bad alias: ${yamlMessageText(error.message)}`, where);
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

function nodeKind(node: unknown): string {
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) return describeValue(node.value) === 'nothing' ? 'nothing' : `the text ${describeValue(String(node.value))}`;
  return 'something else';
}
