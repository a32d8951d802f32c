/**
 * Small helpers for the rule sets' scenario schemas (zod's mini API). Descriptions are what
 * `tyw schema` shows in editors; they are recorded in zod's registry in place, because
 * `.check(z.describe(…))` would clone each schema, and every clone costs `tyw check` start-up.
 */
import * as z from 'zod/mini';
import { err, type Result } from './result.js';
import type { ScenarioIssue } from './ruleset.js';

/** A value made on first use: each rule set builds its schema only when a scenario needs it. */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** `schema`, described for `tyw schema`. */
export function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/** `schema` with a default value, described for `tyw schema`. */
export function withDefault<T extends z.ZodMiniType>(schema: T, value: z.output<T>, description: string) {
  return described(z._default(schema, value as never), description);
}

/**
 * Parse raw input with `schema`, then run the rule set's checks on its output: for callers
 * without the scenario loader (which parses once, with positions, and calls the checks itself).
 */
export function parseThen<S extends z.core.$ZodType, R>(
  schema: S,
  raw: unknown,
  check: (data: z.output<S>) => Result<R, ScenarioIssue[]>,
): Result<R, ScenarioIssue[]> {
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    return err(parsed.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'number' ? p : String(p))), message: i.message })));
  }
  return check(parsed.data);
}

/** The longest name a unit, leader, command or side may have. */
export const MAX_NAME = 80;
/** The longest battle title. */
export const MAX_TITLE = 120;

/** A name (of a unit, leader, side…): trimmed, not empty, at most MAX_NAME characters. */
export function nameSchema(what: string, description: string) {
  return described(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, `the ${what} name must not be empty`),
        z.maxLength(MAX_NAME, `the ${what} name is too long (at most ${MAX_NAME} characters)`),
      ),
    description,
  );
}

/** The battle's title: trimmed, not empty, at most MAX_TITLE characters. */
export function titleSchema() {
  return described(
    z
      .string()
      .check(z.trim(), z.minLength(1, 'the title must not be empty'), z.maxLength(MAX_TITLE, `the title is too long (at most ${MAX_TITLE} characters)`)),
    "The battle's title.",
  );
}

/** What a value that is not a list is, in a message: "not a text". */
function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return 'a text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  return 'a mapping';
}

/** Exactly two sides, one attacker and one defender (which the rule set's checks enforce). */
export function twoSides<T extends z.ZodMiniType>(side: T) {
  return described(
    z
      .array(side)
      .check(z.length(2, { error: (iss) => `a battle needs exactly two sides, not ${Array.isArray(iss.input) ? iss.input.length : kindOf(iss.input)}` })),
    'Exactly two sides: one attacker and one defender.',
  );
}
