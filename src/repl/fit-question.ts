/**
 * A question fitted to the terminal: broken between words to the window's width, later lines
 * two in, where the terminal would cut it mid-word. Shared by the menus (prompts.ts) and the
 * y/N questions the line reader asks, without loading the menu library for the latter.
 */
import { fitProse } from '../present/fit-prose.js';
import type { TerminalStreams } from './line-reader.js';

/** Read at each question, so a resized window is followed. `after`: what follows the text on its line (" (y/N)"). */
export function fitted(io: TerminalStreams, after = 0): (text: string) => string {
  // "? " or "❯ " before, one column spare.
  const width = ((io.output as { columns?: number }).columns ?? 80) - 3 - after;
  return (text) => fitProse(text, width, 30);
}
