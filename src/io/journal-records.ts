/**
 * The shape of each journal record, checked when a journal is read (zod's mini API, as for
 * scenarios): a journal may come from anyone, so a field of the wrong type is a one-line
 * error naming its line, never a crash further on.
 *
 * Record kinds after the header are listed in RECORD_SCHEMAS, the one place to add a kind.
 */
import * as z from 'zod/mini';
import type { JournalHeader, JournalRecord } from './journal.js';

const WHOLE = 'should be a whole number';
const whole = () => z.int({ error: WHOLE });
const text = () => z.string();
const count = () => whole().check(z.minimum(1));

// Strict: tyw writes exactly these fields, so any other was put there by hand (README, journal format).
const header = z.strictObject({
  kind: z.literal('header'),
  format: whole(),
  tool: text(),
  ruleset: text(),
  scenarioName: text(),
  scenario: text(),
  scenarioHash: text(),
  // The dice seed, as `--seed` takes it.
  seed: whole().check(z.minimum(0), z.maximum(0xffffffff)),
  started: text(),
});

const command = z.strictObject({
  kind: z.literal('command'),
  n: whole().check(z.minimum(0)),
  text: text(),
  hand: z.boolean(),
  // Optional: written only for a command chosen from the menus.
  menu: z.optional(z.boolean()),
  // Loose: dice and events carry rule-set fields of their own.
  rolls: z.array(z.looseObject({ sides: count(), value: whole(), label: text() })),
  events: z.array(z.looseObject({ type: text(), text: text() })),
});

const undo = z.strictObject({ kind: z.literal('undo'), count: count() });
const redo = z.strictObject({ kind: z.literal('redo'), count: count() });

/** Every record kind that may follow the header, by its `kind`. */
const RECORD_SCHEMAS: ReadonlyMap<string, z.ZodMiniType> = new Map<string, z.ZodMiniType>([
  ['command', command],
  ['undo', undo],
  ['redo', redo],
]);

export const recordKinds = (): string[] => [...RECORD_SCHEMAS.keys()];

const TYPE_WORDS: Readonly<Record<string, string>> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One issue in plain words: `"rolls" should be a list`. */
function describeIssue(raw: unknown, issue: z.core.$ZodIssue): string {
  const where = issue.path.length === 0 ? 'the record' : `"${issue.path.map(String).join('.')}"`;
  if (issue.code === 'invalid_type') {
    if (valueAt(raw, issue.path) === undefined) return `${where} is missing`;
    if (issue.message === WHOLE) return `${where} ${WHOLE}`;
    const expected = Object.hasOwn(TYPE_WORDS, issue.expected) ? TYPE_WORDS[issue.expected] : issue.expected;
    return `${where} should be ${expected}`;
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') return `${where} is out of range`;
  if (issue.code === 'unrecognized_keys') return `"${issue.keys[0]}" is not a field tyw writes in ${where === 'the record' ? 'this record' : where}`;
  return `${where} is not valid`;
}

/** A problem names the field it is about (`path`, empty for the whole record), for its column. */
export type RecordCheck<T> = { ok: true; value: T } | { ok: false; problem: string; path: readonly PropertyKey[] };

function check<T>(schema: z.ZodMiniType, raw: unknown): RecordCheck<T> {
  const parsed = z.safeParse(schema, raw);
  // The record as written, not zod's copy: replay compares dice and events key by key, in order.
  if (parsed.success) return { ok: true, value: raw as T };
  const first = parsed.error.issues[0];
  // An unknown field is placed at its own key, not at the record's start.
  const path = first?.code === 'unrecognized_keys' && first.keys[0] !== undefined ? [...first.path, first.keys[0]] : (first?.path ?? []);
  return { ok: false, problem: first ? describeIssue(raw, first) : 'the record is not valid', path };
}

export const checkHeader = (raw: unknown): RecordCheck<JournalHeader> => check(header, raw);

/** A record after the header; an unknown kind is a problem too. */
export function checkRecord(raw: Record<string, unknown>): RecordCheck<JournalRecord> {
  const kind = raw.kind;
  const schema = typeof kind === 'string' ? RECORD_SCHEMAS.get(kind) : undefined;
  if (!schema) return { ok: false, problem: `unknown journal record "${String(kind)}"`, path: ['kind'] };
  return check(schema, raw);
}
