/**
 * Command history kept between sessions, in the user's config folder (never in the journal,
 * never in the rules): `$TYW_HISTORY`, else `$XDG_CONFIG_HOME/tyw/history`, else
 * `~/.config/tyw/history`. Losing it is harmless, so every failure here is silent.
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export const HISTORY_SIZE = 1000;

export function historyPath(env: Readonly<Record<string, string | undefined>>): string | null {
  if (env.TYW_HISTORY !== undefined) return env.TYW_HISTORY === '' ? null : env.TYW_HISTORY;
  const config = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(config, 'tyw', 'history');
}

/** Newest first, as readline wants it. */
export function loadHistory(path: string | null): string[] {
  if (!path) return [];
  try {
    const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '');
    if (lines.length > HISTORY_SIZE * 2) {
      // Keep the file from growing without end.
      writeFileSync(path, `${lines.slice(-HISTORY_SIZE).join('\n')}\n`);
    }
    return lines.slice(-HISTORY_SIZE).reverse();
  } catch {
    return [];
  }
}

export function appendHistory(path: string | null, line: string): void {
  if (!path || line.trim() === '') return;
  try {
    mkdirSync(dirname(path), { recursive: true });
    appendFileSync(path, `${line.replace(/\n/g, ' ')}\n`);
  } catch {
    // History is a convenience; the journal is what matters.
  }
}
