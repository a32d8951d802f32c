/** `help` text drawn from the command specs: the list of commands, or one command in full. */
import { err, ok, type Result } from '../result.js';
import { type CommandSpec, commandWords, type FlagSpec, flagPlaceholder, specsFor } from './spec.js';
import { closestWord } from './words.js';

/** `--rough N`, `--flank`, `--[no-]crossed-arc`. */
export function flagUsage(flag: FlagSpec): string {
  if (flag.kind === 'bool') return flag.negatable ? `--[no-]${flag.name}` : `--${flag.name}`;
  const placeholder = flagPlaceholder(flag);
  return flag.defaultValue !== undefined ? `--${flag.name} [${placeholder}]` : `--${flag.name} ${placeholder}`;
}

/** Help text: the list of commands, or one command in full (usage, summary, flags, example). */
export function formatHelp(specs: readonly CommandSpec[], word?: string): Result<string[], string> {
  if (word === undefined || word.trim() === '') {
    const seen = new Set<string>();
    const rows: [string, string][] = [];
    for (const s of specs) {
      if (seen.has(s.name)) continue;
      seen.add(s.name);
      rows.push([[s.name, ...(s.aliases ?? [])].join('|'), s.summary]);
    }
    const width = Math.max(...rows.map(([w]) => w.length));
    return ok(rows.map(([w, summary]) => `${w.padEnd(width)}  ${summary}`));
  }
  const forms = specsFor(specs, word.trim());
  if (forms.length === 0) {
    const hint = closestWord(word.trim(), commandWords(specs));
    return err(`no command "${word.trim()}"${hint ? `; did you mean ${hint}?` : ''}`);
  }
  const lines: string[] = [];
  const flagsSeen = new Set<string>();
  const flags: FlagSpec[] = [];
  for (const s of forms) {
    lines.push(s.usage);
    for (const f of s.flags ?? []) {
      if (!flagsSeen.has(f.name)) flags.push(f);
      flagsSeen.add(f.name);
    }
  }
  const first = forms[0] as CommandSpec;
  // A sentence, as the REPL's own commands' help has it.
  lines.push(`  ${first.summary}${/[.!?]$/.test(first.summary) ? '' : '.'}`);
  const aliases = (first.aliases ?? []).filter((a) => !first.usage.startsWith(`${first.name}|`) || !first.usage.split(/\s/)[0]?.split('|').includes(a));
  if (aliases.length > 0) lines.push(`  Also: ${aliases.join(', ')}`);
  for (const detail of first.details ?? []) lines.push(`  ${detail}`);
  if (flags.length > 0) {
    const width = Math.max(...flags.map((f) => flagUsage(f).length));
    lines.push('  Flags:');
    for (const f of flags) lines.push(`    ${flagUsage(f).padEnd(width)}  ${f.summary}`);
  }
  lines.push(`  Example${forms.length > 1 ? 's' : ''}: ${forms.map((f) => f.example).join('   ')}`);
  return ok(lines);
}
