/**
 * Tab completion of a REPL line: the rule set completes its own commands; the session's words
 * (help, dice, rules, odds, mods, status) are completed here.
 */
import { completeWord } from '../present/complete.js';
import type { RulesetPresentation } from '../present/ruleset.js';
import { GENERIC_COMMANDS } from './help.js';

export interface CompletionContext {
  readonly views: RulesetPresentation<unknown>;
  readonly state: unknown;
  /** Every command word, for `help <word>`. */
  readonly commandWords: readonly string[];
  /** The session's own words (help, undo, odds…). */
  readonly generic: ReadonlySet<string>;
}

/** [candidates, the text they replace] for the line up to the cursor. */
export function completeLine({ views, state, commandWords, generic }: CompletionContext, line: string): [string[], string] {
  const trimmed = line.replace(/^\s+/, '');
  const first = (/^\S*/.exec(trimmed)?.[0] ?? '').toLowerCase();
  const session = generic.has(first) || Object.hasOwn(views.views, first);
  if (!/\s/.test(trimmed) || !session) {
    const { candidates, word } = views.complete(state, line, GENERIC_COMMANDS.map((c) => c.name));
    return [candidates, word];
  }
  const last = /\s$/.test(trimmed) ? '' : (trimmed.split(/\s+/).at(-1) ?? '');
  const pick = (pool: readonly string[]): [string[], string] => [pool.filter((c) => c.toLowerCase().startsWith(last.toLowerCase())), last];
  switch (first) {
    case 'help':
      return pick(commandWords);
    case 'dice':
      return pick(['app', 'hand']);
    case 'rules':
      return pick(views.ruleTopics);
    case 'odds':
    case 'mods': {
      const action = trimmed.replace(/^\S+\s+/, '');
      const { candidates, word } = views.complete(state, action, []);
      // The action's own word: only those the rule set gives odds for, when it says.
      const only = /\s/.test(action) ? undefined : views.oddsCommands;
      return [candidates.filter((c) => !['odds', 'mods'].includes(c) && (only === undefined || only.includes(c))), word];
    }
    case 'status': {
      // Only the names the view answers for (some rule sets show units only, not leaders).
      const status = views.views.status;
      const pool = views.names(state).filter((n) => status === undefined || status(state, n).ok);
      const { candidates, word } = completeWord(trimmed.slice(first.length).replace(/^\s+/, ''), pool);
      // Unquoted, as the commands complete names (both read a name with spaces as typed); quoted once a quote is typed.
      return [word.startsWith('"') ? candidates : candidates.map((c) => c.replace(/^"(.*)"$/, '$1')), word];
    }
    default:
      return [[], last];
  }
}
