/**
 * Journal lines with their checksums computed again, as tyw chains them: for tests that edit an
 * older line in (or forge one, as a careful forger would) and need the journal to stay whole.
 */
import { sha256 } from '../src/io/journal.js';

/** Each line's checksum recomputed along the chain; empty lines are kept as they are. */
export function rechainedLines(lines: readonly string[]): string[] {
  let chain = '';
  return lines.map((line) => {
    if (line === '') return line;
    const { chain: _old, ...record } = JSON.parse(line) as Record<string, unknown>;
    const body = JSON.stringify(record);
    chain = sha256(chain + body).slice(0, 32);
    return `${body.slice(0, -1)},"chain":"${chain}"}`;
  });
}

/** A journal's text with every checksum recomputed, each line ending in a newline. */
export const rechained = (text: string): string =>
  rechainedLines(text.split('\n').filter((l) => l !== ''))
    .map((l) => `${l}\n`)
    .join('');
