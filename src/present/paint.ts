/**
 * Colour for meaning only: losses, broken armies, warnings, and a dim header. One Paint is
 * made per session from `out.color` (which already honours NO_COLOR and non-terminals), so
 * nothing else in the REPL decides whether to colour.
 */
import { Chalk } from 'chalk';

export interface Paint {
  readonly enabled: boolean;
  /** A unit losing levels or bases, a leader falling. */
  loss(text: string): string;
  /** An army broken, a unit destroyed. */
  broken(text: string): string;
  /** A refusal or a warning. */
  warn(text: string): string;
  /** Something recovered: a regroup, a side that held. */
  gain(text: string): string;
  /** The header line and other quiet context. */
  dim(text: string): string;
  /** Table headings and names that anchor a line. */
  bold(text: string): string;
  /** The widest line a wide table (odds) may take: the terminal's width, at most 100 columns. */
  readonly width: number;
  /**
   * The terminal's own width, when output goes to one: any table wider wraps words within its
   * cells rather than have the terminal fold its rows. Absent for files and pipes.
   */
  readonly fit?: number;
}

/** Tables keep to 100 columns (a laptop terminal), or to a narrower terminal's width, not below 60. */
export const tableWidth = (columns: number | undefined): number => Math.max(60, Math.min(100, columns ?? 100));

/** A number, or how to read it now (a terminal's width follows the window as it is resized). */
export type Measure = number | (() => number | undefined);

export function makePaint(enabled: boolean, width: Measure = 100, fit?: Measure): Paint {
  const c = new Chalk({ level: enabled ? 1 : 0 });
  const read = (m: Measure | undefined) => (typeof m === 'function' ? m() : m);
  return {
    enabled,
    get width() {
      return read(width) ?? 100;
    },
    get fit() {
      return read(fit);
    },
    loss: (t) => c.red(t),
    broken: (t) => c.bold.red(t),
    warn: (t) => c.yellow(t),
    gain: (t) => c.green(t),
    dim: (t) => c.dim(t),
    bold: (t) => c.bold(t),
  };
}

export const plain: Paint = makePaint(false);
