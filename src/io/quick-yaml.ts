/**
 * The quick first reading of a scenario's YAML. On a cold start, js-yaml turns a few kilobytes
 * of YAML into data about four times faster than `yaml`, which builds a document of nodes with
 * their places in the file. A valid scenario needs no places, so it is read this way; anything
 * js-yaml refuses, and every scenario with a problem or a warning to tell, is read again by
 * `yaml` (read-scenario.ts), which alone decides what is wrong and where.
 *
 * Both read YAML 1.2's core schema (no merge keys, no timestamps). Where js-yaml would accept
 * what `yaml` refuses, warns about or reads otherwise, the text is left to `yaml` (below);
 * tests compare the two over every scenario and fixture, mutations and generated text.
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

// Where js-yaml is more lenient than `yaml` (found by the tests in quick-yaml.test.ts and by
// review), the text goes to `yaml`. A scenario has none of these, except by mistake; a false
// alarm only costs the quick reading.

/** Outside comments and quoted text. */
const LENIENT = new RegExp(
  [
    String.raw`(?:^|[\s[{,])[:?](?:[\s,[\]{}]|$)`, // an empty key (`[:{a: b}]` too), or an explicit one ('?')
    String.raw`(?:^|[\s[{,])(?:~|null|Null|NULL)\s*(?::(?:[\s,\]}]|$)|[,}])`, // a null key
    String.raw`(?:^|[\s[{,])[&!]`, // an anchor or a tag
    String.raw`^(?:---(?! *$)|\.\.\.)|^ +(?:---|\.\.\.)(?:\s|$)`, // a document marker with more on its line, or indented
    String.raw`^ *%`, // a directive: %YAML 1.1 makes yaml read 010 as 8 and `on` as true
    String.raw`[\]}][^\s,\]}:]`, // text straight after a closing bracket
    String.raw`[|>][-+]?\d|[|>]\d?\+`, // a block scalar's indentation indicator, or its keep chomping
  ].join('|'),
  'm',
);

/** Anywhere in the text, comments and quoted text included. */
const LENIENT_ANYWHERE = new RegExp(
  [
    String.raw`[\t\ufeff]`, // a tab, a byte-order mark
    String.raw`\r(?!\n)|\\\r`, // a carriage return alone, or escaped
    String.raw`\\U`, // a long escape: js-yaml takes code points past U+10FFFF
    String.raw`\d[eE][-+]?\d{3}|\d{200}`, // a number past a double's range: Infinity to yaml, text to js-yaml
    String.raw`^ *#\S`, // a comment line with no space after its '#'
    '__proto__', // yaml's reading refuses this key (read-scenario.ts); a record schema would not
  ].join('|'),
  'm',
);

/** yaml's longest implicit key: a longer line goes to `yaml`. */
const LONGEST_LINE = 1024;

function plainEnough(text: string): boolean {
  if (LENIENT_ANYWHERE.test(text) || longestLine(text) > LONGEST_LINE) return false;
  const structure = withoutCommentsAndQuotes(text);
  if (structure === undefined || LENIENT.test(structure)) return false;
  // A document start after any content is a second document (or a broken first one).
  const start = structure.search(/^---/m);
  return start < 0 || !/\S/.test(structure.slice(0, start));
}

/** The length of the longest line, a CR before its newline included. (As a regular expression, `[^\n]{1025}` costs most of a millisecond: it is tried at every character.) */
function longestLine(text: string): number {
  let longest = 0;
  for (let from = 0; from <= text.length; ) {
    const end = text.indexOf('\n', from);
    const to = end < 0 ? text.length : end;
    longest = Math.max(longest, to - from);
    from = to + 1;
  }
  return longest;
}

/** What may follow a quoted scalar's closing quote. */
const AFTER_QUOTE = new Set([' ', '\n', '\r', ',', ']', '}', ':', undefined]);
/** What may stand before a quoted scalar (else a quote is a character of a plain scalar: Pappenheim's). */
const BEFORE_QUOTE = new Set(['[', '{', ',', '\n', undefined]);
/** These only with a space between: in `a:'b` the quote is text. */
const BEFORE_QUOTE_SPACED = new Set([':', '-', '?']);

/** Whether the quote at `i` opens a quoted scalar: after the line's indentation, or an indicator. */
function opensQuote(text: string, i: number): boolean {
  let j = i - 1;
  while (text[j] === ' ') j--;
  return BEFORE_QUOTE.has(text[j]) || (j < i - 1 && BEFORE_QUOTE_SPACED.has(text[j]!));
}

/**
 * The text with its comments dropped and each quoted scalar reduced to `Q`, or undefined when a
 * quoted scalar is unclosed, runs over a line, or has text straight after it (js-yaml reads
 * `- ''x: 1` as two entries).
 */
function withoutCommentsAndQuotes(text: string): string | undefined {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const before = text[i - 1];
    if (c === '#' && (before === undefined || before === ' ' || before === '\n')) {
      out += text.slice(from, i);
      const end = text.indexOf('\n', i);
      if (end < 0) return out;
      from = end;
      i = end - 1;
    } else if ((c === "'" || c === '"') && opensQuote(text, i)) {
      let j = i + 1;
      for (; j < text.length && text[j] !== '\n'; j++) {
        if (c === '"' && text[j] === '\\') j++;
        else if (text[j] === c) {
          if (c === "'" && text[j + 1] === "'") j++;
          else break;
        }
      }
      if (text[j] !== c || !AFTER_QUOTE.has(text[j + 1])) return undefined;
      out += `${text.slice(from, i)}Q`;
      from = j + 1;
      i = j;
    }
  }
  return out + text.slice(from);
}
