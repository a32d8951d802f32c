/**
 * A message on stderr at a terminal (an error, a warning, a note): a line wider than the window
 * breaks between words, its later lines two columns in, as the REPL's prose does (fit-prose.ts),
 * instead of the terminal folding it mid-word. Without a width (stderr is a file or a pipe) each
 * message stays one line, for scripts that parse `error: file:line:col: …`. A bundle of its own,
 * so the error boundary loads the wrapper only for a message that needs it.
 */
import { fitProse } from '../../present/fit-prose.js';
import type { Output } from '../output.js';

/** Narrower than this, a terminal is left to fold the message itself (as the menus, fit-prose.ts). */
const NARROWEST = 30;

export function fitMessage(text: string, columns: number | undefined): string {
  // A message is prose: two spaces in a row (in a quoted line, say) make it no table.
  return fitProse(text, columns, NARROWEST, false);
}

/** Say `text` on stderr, fitted to its terminal if it is one. */
export function fittedErr(out: Output, text: string): void {
  out.err(fitMessage(text, out.errColumns));
}
