/**
 * Typed command lines for While the Devil Rules: the generic parser (engine/command-line/)
 * applied to this rule set's commands (commands.ts) and its units, leaders and sides.
 */
import { type CompleteOptions, complete } from '../../engine/command-line/complete.js';
import { formatHelp } from '../../engine/command-line/help.js';
import { parseCommand } from '../../engine/command-line/parse.js';
import { tokenize } from '../../engine/command-line/tokens.js';
import { listWords } from '../../engine/command-line/words.js';
import { foldName, nameKey, noMatch, readNoMatch, resolveName } from '../../engine/command-line/names.js';
import { editDistance } from '../../engine/suggest.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { DevilAction } from './actions.js';
import { type ChargeQuestion, type DevilCommandSpec, devilNames } from './command-spec.js';
import { DEVIL_COMMANDS, FIRE_TARGET_SPEC, fireTargetOf } from './commands.js';
import type { FireTarget } from './actions.js';
import type { DevilState } from './state.js';

export { DEVIL_COMMANDS } from './commands.js';
export { devilNames } from './command-spec.js';
export type { ChargeQuestion, DevilCommandSpec } from './command-spec.js';

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

/**
 * Where a split fire's line is cut: the fire command up to its second `at`, then one piece
 * per further target, each starting with its own `at` (a quoted "at" is a name, not a cut).
 * The offsets of the further pieces; none for any other line.
 */
function fireCuts(text: string): readonly number[] {
  const tokens = tokenize(text);
  if (tokens[0]?.kind !== 'word' || tokens[0].text.toLowerCase() !== 'fire') return [];
  return tokens.filter((t) => t.kind === 'word' && !t.quoted && t.text.toLowerCase() === 'at').slice(1).map((t) => t.start);
}

function splitFireLine(text: string): readonly string[] {
  const starts = [0, ...fireCuts(text)];
  return starts.map((start, i) => text.slice(start, starts[i + 1] ?? text.length).trim());
}

/** The generic parser's words for a further target's piece, said as a split fire's. */
const furtherTargetError = (error: string): string =>
  error.startsWith('at needs a target') ? 'name the further target after "at"' : error.replace(/^at has no/, 'a further target has no').replace('(help at lists them)', '(help fire lists them)');

/**
 * How far a typed name (folded) is from a leader's: his whole name, its first letters as typed, or
 * any word of it; also by `nameKey`, its words run together, so spacing does not count.
 */
function leaderDistance(q: string, name: string): number {
  const folded = foldName(name);
  const typedKey = nameKey(q);
  const words = folded.split(/\s+/);
  const parts = [folded, folded.slice(0, q.length), ...words.filter((w) => w.length >= 3)];
  // Run together: the whole name or its end from any word on ("FranzOtenbach"), and its start.
  const tails = words.map((_, i) => words.slice(i).join(''));
  const keyed = [...tails, tails[0]?.slice(0, typedKey.length) ?? ''].map((p) => editDistance(typedKey, p));
  return Math.min(...parts.map((p) => editDistance(q, p)), ...keyed);
}

/**
 * A leader no name matched: the leaders whose name, or one word of it (a surname typed with a
 * typo), is closest, else the list of leaders. All the leaders equally close are named, so a
 * mistyped rank several share ("Colonl") favours none of them.
 */
function leaderHint(state: DevilState, error: string): string {
  const miss = readNoMatch(error);
  if (miss?.what !== 'leader' || miss.list !== undefined) return error;
  const { typed, hint } = miss;
  const plain = noMatch('leader', typed);
  // The start of an id ("did you mean X (DL1)?") and an id-shaped query are the generic parser's to answer.
  if (hint !== undefined && !state.leaders.some((l) => l.name === hint)) return error;
  const q = foldName(typed);
  if (!/^[a-z]{1,3}\d+$/.test(q) && q !== '') {
    const limit = Math.max(1, Math.floor(q.length / 3));
    const scored = state.leaders.map((l) => ({ name: l.name, d: leaderDistance(q, l.name) }));
    const best = Math.min(...scored.map((x) => x.d));
    if (best <= limit) return `${plain} (did you mean ${listWords(scored.filter((x) => x.d === best).map((x) => x.name), 'or')}?)`;
  }
  return `${plain}: the leaders are ${listWords(state.leaders.map((l) => `${l.name} (${l.id})`), 'and')}`;
}

/**
 * The leader a missed unit name begins, and whether it stood after an `at` (a target). The
 * generic parser quotes only the first word of an unquoted run it could not read ("Gustav" of
 * "Gustav Horn"), so the words from there are tried, longest first, up to the next `at` or flag.
 */
function leaderTyped(state: DevilState, text: string, typed: string): { readonly leader: DevilState['leaders'][number]; readonly target: boolean } | null {
  const named = (words: string): DevilState['leaders'][number] | undefined => {
    // As the leader commands read names: "LarsKagg", "lars  kagg" and "Kagg" all name Lars Kagg.
    const found = resolveName(words, state.leaders, 'leader');
    return found.ok ? state.leaders.find((l) => l.id === found.value.id) : undefined;
  };
  const tokens = tokenize(text);
  const isAt = (i: number): boolean => {
    const t = tokens[i];
    return t?.kind === 'word' && !t.quoted && t.text.toLowerCase() === 'at';
  };
  const key = nameKey(typed);
  for (let i = 1; i < tokens.length; i++) {
    const first = tokens[i];
    if (first?.kind !== 'word' || isAt(i)) continue;
    let last = i;
    while (last + 1 < tokens.length && tokens[last + 1]?.kind === 'word' && !isAt(last + 1)) last++;
    for (let j = last; j >= i; j--) {
      const words = tokens.slice(i, j + 1).map((t) => (t.kind === 'word' ? t.text : '')).join(' ');
      if (!nameKey(words).startsWith(key)) continue;
      const leader = named(words);
      if (leader) return { leader, target: tokens.slice(1, i).some((_, k) => isAt(k + 1)) };
    }
  }
  return null;
}

/**
 * A leader typed where a unit is wanted: "Leaders and Command Control" has leaders never the
 * target of fire or charges, in a melee only with the unit they are with, and moving on their
 * own; say so rather than "no unit matches", in the terms of where he was typed: as a target,
 * as the unit acting, or in a correction of a unit's state. Null for any other refusal.
 */
function leaderNotUnit(state: DevilState, text: string, error: string): string | null {
  const miss = readNoMatch(error);
  if (miss?.what !== 'unit') return null;
  const found = leaderTyped(state, text, miss.typed);
  if (!found) return null;
  const { leader, target } = found;
  const head = `${leader.id} is a leader (${leader.name}), not a unit`;
  const word = tokenize(text)[0];
  const command = word?.kind === 'word' ? word.text.toLowerCase() : '';
  if (target) return `${head}: leaders are never the target of fire or charges, and fight only alongside the unit they are attached to ("Leaders and Command Control").`;
  if (command === 'set') return `${head}: a leader has no status or bases of his own; if he has fallen, "kill ${leader.id}" or "capture ${leader.id}" records it.`;
  return `${head}: his own move is "move ${leader.id}", and "attach ${leader.id} <unit>" joins him to a unit.`;
}

/** Parse one line (without `--rolls`) into an action, with what it left unanswered. */
export function parseDevilLine(state: DevilState, text: string): Result<ParsedDevilCommand, string> {
  const names = devilNames(state);
  const [head = text, ...further] = splitFireLine(text);
  const parsed = parseCommand(DEVIL_COMMANDS, head, names);
  if (!parsed.ok) return err(leaderNotUnit(state, head, parsed.error) ?? leaderHint(state, parsed.error));
  const built = parsed.value.spec.build(parsed.value, { state, names });
  if (!built.ok) return built;
  let action = built.value.action;
  if (further.length > 0 && action.kind === 'fire') {
    const split: FireTarget[] = [];
    for (const piece of further) {
      const target = parseCommand([FIRE_TARGET_SPEC], piece, names);
      if (!target.ok) return err(leaderNotUnit(state, `fire ${piece}`, target.error) ?? `split fire, "${piece}": ${furtherTargetError(target.error)}`);
      split.push(fireTargetOf(target.value));
    }
    action = { ...action, split };
  }
  return ok({ action, command: parsed.value.spec.name, spec: parsed.value.spec, unanswered: built.value.unanswered });
}

/** The rule set's `parse`: one typed line to one action, or the reason in plain words. */
export function parseDevilCommand(state: DevilState, text: string): Result<DevilAction, string> {
  const parsed = parseDevilLine(state, text);
  return parsed.ok ? ok(parsed.value.action) : parsed;
}

/** Turn commands that roll dice: `odds` and `mods` answer them too (the initiative roll, a leader's activations). */
const ROLLING_TURN_COMMANDS: readonly string[] = ['initiative', 'command'];

/** What `help` lists under Actions (a leader's move, a spread): `odds` and `mods` answer them as it promises. */
const listedAsAction = (c: { group: string; helpGroup?: string }): boolean => (c.helpGroup ?? c.group) === 'action';

/** For `odds <action…>` and `mods <action…>`: an action help lists (charge, fire, a leader's move...), or `initiative` or `command <leader>`. */
export function parseDevilAction(state: DevilState, text: string): Result<DevilAction, string> {
  const parsed = parseDevilLine(state, text);
  if (!parsed.ok) return parsed;
  if (!listedAsAction(parsed.value.spec) && !ROLLING_TURN_COMMANDS.includes(parsed.value.command)) {
    const actions = [...DEVIL_COMMANDS.filter(listedAsAction).map((c) => c.name), ...ROLLING_TURN_COMMANDS];
    return err(`odds and mods work on an action (${actions.join(', ')}), not on ${parsed.value.command}`);
  }
  // A charge's odds say which of the guide's questions they answered by default.
  const { action, unanswered } = parsed.value;
  return ok(action.kind === 'charge' && unanswered.length > 0 ? { ...action, assumed: unanswered } : action);
}

/** Tab completion: command words, unit and leader names, sides, keywords and flags. */
export function devilCompletions(state: DevilState, line: string, options: CompleteOptions = {}): string[] {
  // After a split fire's further `at`, complete that target's piece.
  const cut = fireCuts(line).at(-1);
  if (cut !== undefined) return complete([FIRE_TARGET_SPEC], line.slice(cut), devilNames(state), options);
  return complete(DEVIL_COMMANDS, line, devilNames(state), options);
}

/** `help` and `help <command>`, from the same specs the parser uses. */
export function devilHelp(word?: string): Result<string[], string> {
  return formatHelp(DEVIL_COMMANDS, word);
}
