/** `odds D2 fire A1`: a unit named before its command, answered with the line that reads. */
import { unknownWord } from '../engine/command-line/parse.js';
import type { Result } from '../engine/result.js';

/**
 * When `text` (what followed `odds` or `mods`) is refused for an unknown command and its first
 * two words swapped read (or nearly, with the parser's own "did you mean"), that line is
 * offered; null for any other refusal.
 */
export function swappedWords(word: 'mods' | 'odds', text: string, error: string, parse: (line: string) => Result<unknown, string>): string | null {
  const m = /^(\S+)\s+(\S+)(.*)$/s.exec(text);
  if (!m || unknownWord(error) === null) return null;
  const swapped = `${m[2]} ${m[1]}${m[3]}`;
  const retry = parse(swapped);
  const line = retry.ok ? swapped : (/\(did you mean "([^"]+)"\?\)$/.exec(retry.error)?.[1] ?? null);
  return line === null ? null : `${word} takes the action as it is typed, command first: did you mean "${word} ${line}"?`;
}
