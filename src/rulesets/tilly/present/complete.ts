/** Tab completion of a Tilly line, and the names the REPL's own views complete (`status <unit|side>`). */
import { complete, completionFragment } from '../../../engine/command-line/complete.js';
import type { Completion } from '../../../present/complete.js';
import { TILLY_COMMANDS } from '../commands.js';
import { onTable } from '../helpers.js';
import { tillyNames } from '../parse.js';
import type { TillyState } from '../state.js';
import { VIEW_HELP } from './help.js';

export function tillyComplete(s: TillyState, line: string, words: readonly string[]): Completion {
  const views = VIEW_HELP.flatMap((c) => [c.name, ...(c.aliases ?? [])]);
  const candidates = complete(TILLY_COMMANDS, line, tillyNames(s), { words: [...words, ...views], flags: ['--rolls'] });
  return { candidates, word: completionFragment(line) };
}

export function tillyNameList(s: TillyState): string[] {
  return [...s.units.filter(onTable).flatMap((u) => [u.name, u.id]), ...s.sides.flatMap((sd) => [sd.name, sd.role])];
}
