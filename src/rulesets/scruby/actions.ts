/** A typed command, with names resolved to unit ids: what `execute` and `preview` take. */
import type { Value } from '../../engine/command-line/spec.js';

export interface ScrubyAction {
  readonly command: string;
  /** The unit named first (the actor); '' for `next`. */
  readonly unit: string;
  readonly target?: string;
  /** `crew` and `set`: the word after the unit, and `set`'s value. */
  readonly what?: string;
  readonly value?: string;
  /** `note`: the text written in the journal. */
  readonly text?: string;
  readonly flags: Readonly<Record<string, Value>>;
}

export const num = (v: Value | undefined): number | undefined => (typeof v === 'number' ? v : undefined);
export const str = (v: Value | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const bool = (v: Value | undefined): boolean => v === true;
