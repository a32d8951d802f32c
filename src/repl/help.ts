/**
 * `help` and `help <command>`: the REPL's own commands and the rule set's, grouped, in this
 * battle's terms; a command that rolls dice says how to type dice rolled by hand.
 */
import { err, ok, type Result } from '../engine/result.js';
import { unknownCommand, unknownWord } from '../engine/command-line/parse.js';
import { heading, list, present, sentence } from '../present/build.js';
import { wrapWords } from '../present/words.js';
import type { Block, Json, Presentation } from '../present/model.js';
import type { CommandHelp, RulesetPresentation } from '../present/ruleset.js';

export const GENERIC_COMMANDS: readonly CommandHelp[] = [
  { group: 'view', name: 'status', usage: 'status [unit|side]', summary: 'units: bases, status, acted, engaged, leader', example: 'status Swedes' },
  { group: 'view', name: 'morale', usage: 'morale', summary: "each side's points against its break point", example: 'morale' },
  { group: 'view', name: 'leaders', usage: 'leaders', summary: 'initiative used, activations left, moved, attached, alive', example: 'leaders' },
  { group: 'view', name: 'log', usage: 'log [n] [--json]', summary: 'the last n commands (default 10), each with its results and dice', example: 'log 5' },
  { group: 'view', name: 'odds', usage: 'odds <action…> [--json]', summary: 'the exact chance of each outcome; changes nothing', example: 'odds charge A5 at D1 --flank' },
  { group: 'view', name: 'mods', usage: 'mods <action…> [--json]', summary: 'the itemised modifiers of both sides; changes nothing', example: 'mods fire A1 at D2 --short' },
  { group: 'view', name: 'rules', usage: 'rules [topic]', summary: 'quick reference from the rule tables', example: 'rules ranges' },
  {
    group: 'session',
    name: 'undo',
    usage: 'undo [n]',
    summary: 'take back the last n commands (default 1), across turns too',
    details: ['At the keyboard, tyw asks first when n is more than 1 or the undo goes back into an earlier turn.'],
    example: 'undo 2',
  },
  {
    group: 'session',
    name: 'redo',
    usage: 'redo [n]',
    summary: 'put back the next n commands taken back with undo (default 1), with the same dice',
    details: ['Possible until a new command is played; the journal records the redo.'],
    example: 'redo',
  },
  { group: 'session', name: 'dice', usage: 'dice app|hand', summary: 'who rolls: app (tyw rolls; "dice tyw" and "dice program" say the same) or hand (the players, asked for each die)', example: 'dice hand' },
  { group: 'session', name: 'guide', usage: 'guide', summary: 'menus offering only what is legal now (or press Enter on an empty line)', example: 'guide' },
  { group: 'session', name: 'help', usage: 'help [command]', summary: 'list the commands, or explain one', example: 'help charge' },
  { group: 'session', name: 'save', usage: 'save', summary: 'say where the journal is (every command is already on disk)', example: 'save' },
  { group: 'session', name: 'quit', usage: 'quit', summary: 'leave; continue later with --resume', example: 'quit' },
];

/** Help keeps to a laptop terminal's 100 columns, or to a narrower one's width down to 60 (paint.ts): a longer line wraps, its later lines hanging. */
const WIDTH = 100;
/**
 * A line of help, indented two spaces a step, as sentences at that depth, wrapped to the width. A
 * flag's row ("--to HEX   what it does") hangs under its explanation; other lines hang two in.
 */
function helpLines(line: string, width: number): Block[] {
  const spaces = /^ */.exec(line)?.[0].length ?? 0;
  if (spaces % 2 !== 0) return [sentence(line)];
  const text = line.slice(spaces);
  const room = width - spaces;
  const column = text.startsWith('-') ? (/^\S+(?: \S+)*? {2,}(?=\S)/.exec(text)?.[0].length ?? 2) : 2;
  const cap = Math.min(FLAG_COLUMN, Math.floor(room * 0.4));
  const rows = column > cap ? cappedFlag(text, room, cap) : wrapWords(text, room, column);
  return rows.map((l) => sentence(l, 'neutral', spaces / 2));
}

/** The widest flag column: a rule set pads its flags to the longest, which would squeeze every explanation. */
const FLAG_COLUMN = 26;

/**
 * A flag's row under a capped column: the flag padded to `cap` and its explanation beside it,
 * or, for a flag wider than that, the flag alone and the explanation on the lines under it.
 */
function cappedFlag(text: string, room: number, cap: number): string[] {
  const m = /^(\S+(?: \S+)*?) {2,}(\S.*)$/.exec(text);
  if (!m) return wrapWords(text, room, cap);
  const [, flag = '', what = ''] = m;
  if (flag.length + 2 <= cap) return wrapWords(`${flag.padEnd(cap)}${what}`, room, cap);
  return [...wrapWords(flag, room, 4), ...wrapWords(what, room - cap, 0).map((l) => `${' '.repeat(cap)}${l}`)];
}

/** A usage line as headings, wrapped to the width, its later lines four in; a long list of choices breaks after a "|". */
function usageHeadings(usage: string, width: number): Block[] {
  const lines: string[] = [];
  for (let line of wrapWords(usage, width, 4)) {
    while (line.length > width && line.lastIndexOf('|', width - 1) > 4) {
      const at = line.lastIndexOf('|', width - 1) + 1;
      lines.push(line.slice(0, at));
      line = `    ${line.slice(at)}`;
    }
    lines.push(line);
  }
  return lines.map((l) => heading(l));
}

/** A sentence under the list, wrapped to the width. */
const footer = (text: string, width: number): Block[] => wrapWords(text, width, 0).map((l) => sentence(l));

/** Views the REPL lists only for a rule set that has them (their wording is While the Devil Rules'). */
const VIEWS_OF_THE_RULE_SET = new Set(['status', 'morale', 'leaders']);

/** The REPL's own commands, less those the rule set words its own way or does not have. */
function genericCommands(views: RulesetPresentation<unknown>): CommandHelp[] {
  const own = new Set(views.commands.map((c) => c.name));
  return GENERIC_COMMANDS.filter((c) => !own.has(c.name) && (!VIEWS_OF_THE_RULE_SET.has(c.name) || Object.hasOwn(views.views, c.name)));
}

const GROUPS: readonly [string, string][] = [
  ['turn', 'Turn and initiative'],
  ['action', 'Actions (add --rolls 4,3 to type dice rolled by hand)'],
  ['correction', 'Game-master corrections (each may take --why "…")'],
  ['view', 'Views (change nothing)'],
  ['session', 'Session'],
];

/**
 * A command's example in this rule set's terms: its own help's; for `odds` and `mods`, else its
 * first dice command's example behind the word; else the REPL's.
 */
export function exampleOf(views: RulesetPresentation<unknown>, name: string): string {
  const own = views.helpFor(name);
  const line = own.ok ? own.value.find((l) => /^\s*Example: /.test(l)) : undefined;
  if (line) return line.replace(/^\s*Example: /, '');
  const rolls = (name === 'odds' || name === 'mods') && views.commands.find((c) => (views.diceCommands ?? []).includes(c.name));
  return rolls ? `${name} ${rolls.example}` : (GENERIC_COMMANDS.find((c) => c.name === name)?.example ?? name);
}

/** `help [topic]` for a rule set's presentation in a state. */
export function helpFor(views: RulesetPresentation<unknown>, state: unknown, topic: string, width = WIDTH): Result<Presentation, string> {
  const lines = (line: string) => helpLines(line, width);
  // A line of the rule set's static help, in this battle's terms.
  const localize = (text: string) => views.localize?.(state, text) ?? text;
  const all = [...views.commands, ...genericCommands(views)];
  if (topic !== '') {
    const key = topic.toLowerCase();
    const generic = genericCommands(views).find((c) => c.name === key);
    if (generic) {
      const text = [`  ${generic.summary}.`, ...(generic.details ?? []).map((d) => `  ${d}`), `  Example: ${exampleOf(views, generic.name)}`];
      return ok(present('help', [...usageHeadings(generic.usage, width), ...text.flatMap(lines)], { kind: 'help', command: generic as unknown as Json }));
    }
    const own = views.helpFor(key);
    if (!own.ok) return err(`${own.error} (help lists every command)`);
    const text = withRolls(views, key, own.value).map(localize);
    const [first, ...rest] = text;
    return ok(present('help', [...usageHeadings(first ?? key, width), ...rest.flatMap(lines)], { kind: 'help', command: key, text }));
  }
  const blocks: Block[] = [];
  const words = (c: CommandHelp) => [c.name, ...(c.aliases ?? [])].join('|');
  const column = Math.max(...all.map((c) => words(c).length));
  // The usual groups in their order, then any group of the rule set's own, under its own name.
  const known = new Set(GROUPS.map(([group]) => group));
  // "Views" and "corrections" are the usual "view" and "correction" groups.
  const groupOf = (c: CommandHelp) => {
    const key = c.group.toLowerCase();
    return known.has(key) ? key : known.has(key.replace(/s$/, '')) ? key.replace(/s$/, '') : key;
  };
  const groups: [string, string][] = [...GROUPS];
  for (const c of all) {
    const key = groupOf(c);
    if (groups.some(([g]) => g === key)) continue;
    // A group of the rule set's own (its steps, its battle) goes with the actions: before the corrections, the views and the session.
    groups.splice(groups.length - 3, 0, [key, c.group.charAt(0).toUpperCase() + c.group.slice(1)]);
  }
  for (const [group, title] of groups) {
    const cmds = all.filter((c) => groupOf(c) === group);
    if (cmds.length === 0) continue;
    // A list item is printed two in; a long summary wraps under its own column.
    blocks.push(heading(title), list(cmds.flatMap((c) => wrapWords(`${words(c).padEnd(column)}  ${localize(c.summary)}`, width - 2, column + 2))));
  }
  blocks.push(...footer(views.naming?.(state) ?? 'Name units by the id status shows, an unambiguous prefix, or a "quoted full name".', width));
  blocks.push(...footer('help <command> explains one command and its flags. Press Enter on an empty line for the guided menus.', width));
  return ok(present('help', blocks, { kind: 'help', commands: all as unknown as Json }));
}

/**
 * `help <command>` of a command that rolls dice: say how to type dice rolled by hand (before
 * the example), unless the rule set's own help already explains `--rolls`.
 */
function withRolls(views: RulesetPresentation<unknown>, word: string, lines: readonly string[]): string[] {
  const dice = views.diceCommands ?? [];
  const spec = views.commands.find((c) => c.name === word || (c.aliases ?? []).includes(word));
  const name = spec?.name ?? word;
  if (!dice.includes(name) || lines.some((l) => !/^\s*Example:/.test(l) && l.includes('--rolls'))) return [...lines];
  const out = [...lines];
  const example = out.findIndex((l) => /^\s*Example:/.test(l));
  out.splice(
    example < 0 ? out.length : example,
    0,
    '  Dice rolled by hand: add --rolls with one value per die, in the order tyw asks for them and mods lists them (e.g. --rolls 4,3).',
  );
  return out;
}

/**
 * A rule set knows only its own command words, so its "unknown command" refusal may miss a typo
 * of a REPL word (`stauts`): the hint is worked out again over every word the prompt takes.
 */
export function withCommandHint(error: string, words: readonly string[]): string {
  const word = unknownWord(error);
  return word === null ? error : unknownCommand(word, words);
}
