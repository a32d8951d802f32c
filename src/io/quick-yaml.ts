/**
 * The quick first reading of a scenario's YAML. On a cold start, js-yaml turns a few kilobytes
 * of YAML into data about four times faster than `yaml`, which builds a document of nodes with
 * their places in the file. A valid scenario needs no places, so it is read this way; anything
 * js-yaml refuses, and every scenario with a problem or a warning to tell, is read again by
 * `yaml` (read-scenario.ts), which alone decides what is wrong and where.
 *
 * Both read YAML 1.2's core schema (no merge keys, no timestamps), so a file they both accept
 * gives the same data (tested over every scenario and fixture, and generated documents).
 */
import { CORE_SCHEMA, load } from 'js-yaml';

/** The plain data of `text` when js-yaml reads it as one mapping, else undefined. */
export function quickYamlData(text: string): Record<string, unknown> | undefined {
  if (!plainEnough(text)) return undefined;
  let data: unknown;
  try {
    // No aliases: `yaml` expands them within a limit and names the one that breaks it.
    // Duplicate keys, tags it does not know and complex keys make js-yaml throw: `yaml` then tells them.
    data = load(text, { schema: CORE_SCHEMA, maxAliases: 0 });
  } catch {
    return undefined;
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/**
 * Where js-yaml is more lenient than `yaml` (found by the tests in quick-yaml.test.ts), the text
 * goes to `yaml`: an empty, null or explicit key (a ':' or '?' standing alone), an anchor, a
 * tag, a tab, a byte-order mark, a carriage return alone or escaped, a document marker with
 * more on its line, a comment line with no space after its '#', a quoted scalar or a closing
 * bracket with text straight after it. A scenario has none of these, except by mistake; a
 * false alarm only costs the quick reading. Comments and quoted text are left out of the search.
 */
const LENIENT = /(?:^|[\s[{,])(?:[:?](?:[\s,\]}]|$)|(?:~|null|Null|NULL)\s*(?::(?:[\s,\]}]|$)|[,}])|[&!])|^(?:---(?! *$)|\.\.\.)|[\]}][^\s,\]}:]/m;
const LENIENT_ANYWHERE = /[\t\ufeff]|\r(?!\n)|\\\r|__proto__/; // the last: `yaml`'s reading refuses this key (read-scenario.ts); a record schema would not

function plainEnough(text: string): boolean {
  if (LENIENT_ANYWHERE.test(text)) return false;
  const structure = withoutCommentsAndQuotes(text);
  return structure !== undefined && !LENIENT.test(structure);
}

/** What may follow a quoted scalar's closing quote. */
const AFTER_QUOTE = new Set([' ', '\n', '\r', ',', ']', '}', ':', undefined]);
/** Where a quote opens a quoted scalar rather than sitting inside a plain one (Pappenheim's). */
const BEFORE_QUOTE = new Set([' ', '\n', '[', '{', ',', ':', '-', '?', undefined]);

/**
 * The text with its comments dropped and each quoted scalar reduced to `Q`, or undefined when a
 * quoted scalar is unclosed or has text straight after it (js-yaml reads `- ''x: 1` as two
 * entries), or a comment line has no space after its '#'.
 */
function withoutCommentsAndQuotes(text: string): string | undefined {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const before = text[i - 1];
    if (c === '#' && (before === undefined || before === ' ' || before === '\n')) {
      if (before !== ' ' && text[i + 1] !== undefined && !/\s/.test(text[i + 1]!)) return undefined;
      out += text.slice(from, i);
      const end = text.indexOf('\n', i);
      if (end < 0) return out;
      from = end;
      i = end - 1;
    } else if ((c === "'" || c === '"') && BEFORE_QUOTE.has(before)) {
      let j = i + 1;
      for (; j < text.length; j++) {
        if (c === '"' && text[j] === '\\') j++;
        else if (text[j] === c) {
          if (c === "'" && text[j + 1] === "'") j++;
          else break;
        }
      }
      if (j >= text.length || !AFTER_QUOTE.has(text[j + 1])) return undefined;
      out += `${text.slice(from, i)}Q`;
      from = j + 1;
      i = j;
    }
  }
  return out + text.slice(from);
}
