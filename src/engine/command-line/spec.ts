/**
 * The command grammar as data: a `CommandSpec` declares a command (name, aliases, usage,
 * summary, example, positional args and flags), and is also the text `help` prints.
 */
import type { NameKind } from './names.js';

/**
 * Positional value kinds: one name, a comma list of units, a whole number, a number
 * (inches may be fractional), one word, a choice among fixed words, or the rest of the line.
 */
export type ValueKind = NameKind | 'units' | 'int' | 'number' | 'word' | 'choice' | 'text';

/** A keyword the user types as is, such as `at` in `charge A2 at D1`. */
export interface LiteralArg {
  readonly kind: 'literal';
  readonly word: string;
  /** An optional keyword also makes the optional arguments after it optional as a group. */
  readonly optional?: boolean;
}

export interface ValueArg {
  readonly kind: ValueKind;
  /** Key in `ParsedCommand.args`. */
  readonly name: string;
  /** How errors name it: "a target" in "charge needs a target". Default: "a <name>". */
  readonly label?: string;
  /** What a name argument's refusals call the thing named ("no commander matches"). Default: its kind. */
  readonly noun?: string;
  readonly optional?: boolean;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

export type ArgSpec = LiteralArg | ValueArg;

export interface FlagSpec {
  /** Without dashes: `rough` is typed `--rough`. */
  readonly name: string;
  /** `bool` takes no value; `text` takes the words up to the next flag. */
  readonly kind: 'bool' | Exclude<ValueKind, 'text'> | 'text';
  /** One line for `help`. */
  readonly summary: string;
  /** The value's placeholder in help: `--rough N`. */
  readonly placeholder?: string;
  /** A bool flag that may also be given as `--no-<name>` (value false). */
  readonly negatable?: boolean;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  /** As for an argument: what a name flag's refusals call the thing named. Default: its kind. */
  readonly noun?: string;
  /** A choice flag given without a value takes this one: `--uphill` means `--uphill target`. */
  readonly defaultValue?: string;
}

export interface CommandSpec {
  readonly name: string;
  readonly aliases?: readonly string[];
  /** `charge <unit> at <target> [--flank] ...`, shown in errors and help. */
  readonly usage: string;
  readonly summary: string;
  /** Lines that `help <command>` prints after the summary: limits and finer points. */
  readonly details?: readonly string[];
  readonly example: string;
  readonly args: readonly ArgSpec[];
  readonly flags?: readonly FlagSpec[];
  /** Flags that may not be given together, e.g. `[['flank', 'rear']]`. */
  readonly exclusive?: readonly (readonly string[])[];
}

export type Value = string | number | boolean | readonly string[];

export interface ParsedCommand<S extends CommandSpec = CommandSpec> {
  readonly spec: S;
  /** The command word as typed (lower case): an alias such as `march` or `capture`. */
  readonly word: string;
  /** Positional values by arg name: names resolve to ids, lists to id arrays. */
  readonly args: Readonly<Record<string, Value>>;
  /** Flags given, by name: `true`/`false` for bool flags, typed values otherwise. */
  readonly flags: Readonly<Record<string, Value>>;
}

/** Kinds whose value is a name, or a comma list of unit names. */
export const isNameKind = (kind: FlagSpec['kind']): kind is NameKind | 'units' => kind === 'unit' || kind === 'leader' || kind === 'side' || kind === 'units';

/** The value's placeholder in help and errors: `N`, `open|rough`, `VALUE`. */
export const flagPlaceholder = (flag: FlagSpec): string => flag.placeholder ?? (flag.choices ? flag.choices.join('|') : 'VALUE');

/** Every word that starts a command: names and aliases. */
export function commandWords(specs: readonly CommandSpec[]): string[] {
  return [...new Set(specs.flatMap((s) => [s.name, ...(s.aliases ?? [])]))];
}

/** The forms of command `word`: the specs with that name or alias, in any case. */
export function specsFor<S extends CommandSpec>(specs: readonly S[], word: string): S[] {
  const w = word.toLowerCase();
  return specs.filter((s) => s.name === w || (s.aliases ?? []).includes(w));
}

/** Past the optional arguments that an optional keyword introduces, starting at `index`. */
export function skipOptionalGroup(args: readonly ArgSpec[], index: number): number {
  let i = index;
  while (args[i]?.optional && args[i]?.kind !== 'literal') i += 1;
  return i;
}

/** The argument `word` fills: optional keywords it is not are skipped, with the arguments they introduce. */
export function argumentFor(args: readonly ArgSpec[], index: number, word: string): number {
  let i = index;
  let arg = args[i];
  // An optional value left out before the keyword that follows it: `pointblank at A4` names no shooters.
  const next = args[i + 1];
  if (arg && arg.kind !== 'literal' && arg.optional && next?.kind === 'literal' && word.toLowerCase() === next.word) {
    i += 1;
    arg = next;
  }
  while (arg?.kind === 'literal' && arg.optional && word.toLowerCase() !== arg.word) {
    i = skipOptionalGroup(args, i + 1);
    arg = args[i];
  }
  return i;
}

/** `note <text>`, which every rule set has in the same words; `group` is the help group it sits in there. */
export const noteSpec = <G extends string>(group: G) =>
  ({
    name: 'note',
    group,
    usage: 'note <text>',
    summary: 'write a note in the journal',
    example: 'note the bridge is down',
    args: [{ kind: 'text', name: 'text', label: 'some text' }],
  }) satisfies CommandSpec & { group: G };
