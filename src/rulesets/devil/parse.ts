/**
 * Typed command lines for While the Devil Rules: the generic parser (engine/command-line.ts)
 * applied to this rule set's commands (commands.ts) and its units, leaders and sides.
 */
import { type CompleteOptions, complete, formatHelp, parseCommand } from '../../engine/command-line.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilAction } from './actions.js';
import { type ChargeQuestion, DEVIL_COMMANDS, type DevilCommandSpec, devilNames } from './commands.js';
import type { DevilState } from './state.js';

export { DEVIL_COMMANDS, devilNames } from './commands.js';
export type { ChargeQuestion, DevilCommandSpec } from './commands.js';

export interface ParsedDevilCommand {
  readonly action: DevilAction;
  /** The command's name (`advance` for `march` too), for help and messages. */
  readonly command: string;
  readonly spec: DevilCommandSpec;
  /**
   * The guide's charge questions the line left open: the action holds their defaults
   * (crossed the arc when charging the front, no evade), and the REPL may ask instead.
   */
  readonly unanswered: readonly ChargeQuestion[];
}

/** Parse one line (without `--rolls`) into an action, with what it left unanswered. */
export function parseDevilLine(state: DevilState, text: string): Result<ParsedDevilCommand, string> {
  const names = devilNames(state);
  const parsed = parseCommand(DEVIL_COMMANDS, text, names);
  if (!parsed.ok) return parsed;
  const built = parsed.value.spec.build(parsed.value, { state, names });
  if (!built.ok) return built;
  return ok({ action: built.value.action, command: parsed.value.spec.name, spec: parsed.value.spec, unanswered: built.value.unanswered });
}

/** The rule set's `parse`: one typed line to one action, or the reason in plain words. */
export function parseDevilCommand(state: DevilState, text: string): Result<DevilAction, string> {
  const parsed = parseDevilLine(state, text);
  return parsed.ok ? ok(parsed.value.action) : parsed;
}

/** Turn commands that roll dice: `odds` and `mods` answer them too (the initiative roll, a leader's activations). */
const ROLLING_TURN_COMMANDS: readonly string[] = ['initiative', 'command'];

/** For `odds <action…>` and `mods <action…>`: a unit action (charge, fire, melee...), or `initiative` or `command <leader>`. */
export function parseDevilAction(state: DevilState, text: string): Result<DevilAction, string> {
  const parsed = parseDevilLine(state, text);
  if (!parsed.ok) return parsed;
  if (parsed.value.spec.group !== 'action' && !ROLLING_TURN_COMMANDS.includes(parsed.value.command)) {
    const actions = [...DEVIL_COMMANDS.filter((c) => c.group === 'action').map((c) => c.name), ...ROLLING_TURN_COMMANDS];
    return err(`odds and mods work on an action (${actions.join(', ')}), not on ${parsed.value.command}`);
  }
  return ok(parsed.value.action);
}

/** Tab completion: command words, unit and leader names, sides, keywords and flags. */
export function devilCompletions(state: DevilState, line: string, options: CompleteOptions = {}): string[] {
  return complete(DEVIL_COMMANDS, line, devilNames(state), options);
}

/** `help` and `help <command>`, from the same specs the parser uses. */
export function devilHelp(word?: string): Result<string[], string> {
  return formatHelp(DEVIL_COMMANDS, word);
}
