/**
 * Small helpers for the rule sets' scenario schemas (zod's mini API). Descriptions are what
 * `tyw schema` shows in editors; they are recorded in zod's registry in place, because
 * `.check(z.describe(…))` would clone each schema, and every clone costs `tyw check` start-up.
 */
import * as z from 'zod/mini';

/** `schema`, described for `tyw schema`. */
export function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/** `schema` with a default value, described for `tyw schema`. */
export function withDefault<T extends z.ZodMiniType>(schema: T, value: z.output<T>, description: string) {
  return described(z._default(schema, value as never), description);
}
