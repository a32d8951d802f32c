/** The parser: the shared toolkit matches a line against SCRUBY_COMMANDS and resolves names. */
import type { NameTable } from '../../engine/command-line/names.js';
import { parseCommand } from '../../engine/command-line/parse.js';
import { err, ok, type Result } from '../../engine/result.js';
import { specsFor } from '../../engine/command-line/spec.js';
import { stepRefusal } from './steps.js';
import type { ScrubyAction } from './actions.js';
import { SCRUBY_COMMANDS } from './commands.js';
import { inPlay } from './roster.js';
import type { ScrubyState } from './state.js';

export function scrubyNames(s: ScrubyState): NameTable {
  return {
    unit: s.units.map((u) => ({ id: u.id, name: u.name, retired: !inPlay(u, s.options.roster) })),
    side: s.sides.map((side, i) => ({ id: i === 0 ? 'A' : 'B', name: side.name })),
  };
}

export function parseScruby(state: ScrubyState, text: string): Result<ScrubyAction, string> {
  const parsed = parseCommand(SCRUBY_COMMANDS, text, scrubyNames(state));
  if (!parsed.ok) {
    // A command of another step is told so first: mending its words would not make it playable now.
    const spec = specsFor(SCRUBY_COMMANDS, text.trim().split(/\s+/)[0] ?? '')[0];
    const wrongStep = spec ? stepRefusal(state, spec.name) : null;
    return wrongStep ? err(wrongStep) : parsed;
  }
  const { spec, args, flags } = parsed.value;
  const s = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return ok({
    command: spec.name,
    unit: s(args.unit) ?? '',
    ...(s(args.target) !== undefined ? { target: s(args.target) as string } : {}),
    ...(s(args.what) !== undefined ? { what: s(args.what) as string } : {}),
    ...(s(args.value) !== undefined ? { value: s(args.value) as string } : {}),
    ...(s(args.text) !== undefined ? { text: s(args.text) as string } : {}),
    flags,
  });
}
