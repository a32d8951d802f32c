/**
 * The JSON renderer: a view's answer for `--json` is the model itself. A view that gives
 * `data` (the typed fields clients rely on) prints exactly that; otherwise its blocks print
 * as they are.
 */
import type { Json, Presentation } from './model.js';

/** The JSON value of a view's answer. */
export function renderJson(p: Presentation): Json {
  if (p.data !== undefined) return p.data;
  return { kind: p.kind, blocks: p.blocks } as unknown as Json;
}
