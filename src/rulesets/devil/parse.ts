// Placeholder until the REPL grammar lands (issue 4): knows only `note`.
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilAction } from './actions.js';
import type { DevilState } from './state.js';

export function parseDevilCommand(_state: DevilState, text: string): Result<DevilAction, string> {
  const m = /^note\s+(.+)$/.exec(text);
  return m ? ok({ kind: 'note', text: m[1] ?? '' }) : err(`unknown command "${text.split(/\s+/)[0]}"`);
}
