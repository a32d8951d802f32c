/**
 * Where a journal line stops being JSON, for the column of its error. JSON.parse says where
 * only in some of its messages, worded differently from one Node version to the next, so the
 * line is scanned again (only once it has failed). The scan keeps its own stack instead of
 * recursing: a hostile line of nested brackets must not overflow the call stack.
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX_DIGIT = /^[0-9a-fA-F]$/;
const DIGIT = /[0-9]/;
const LITERALS = ['true', 'false', 'null'];

/** The offset (0-based, in UTF-16 units like the string) where `text` stops being JSON, or undefined if it is JSON. */
export function jsonBreak(text: string): number | undefined {
  const stack: string[] = [];
  const skip = (i: number): number => {
    while (i < text.length && WHITESPACE.has(text[i] as string)) i += 1;
    return i;
  };
  let i = skip(0);
  for (;;) {
    // A value is expected at i.
    const c = text[i];
    if (c === '{' || c === '[') {
      stack.push(c);
      i = skip(i + 1);
      if (text[i] === (c === '{' ? '}' : ']')) {
        stack.pop();
        i += 1;
      } else {
        if (c === '{') {
          const key = member(text, i, skip);
          if (key < 0) return -key - 1;
          i = key;
        }
        continue;
      }
    } else {
      const end = c === '"' ? string(text, i) : c !== undefined && (c === '-' || DIGIT.test(c)) ? number(text, i) : literal(text, i);
      if (end < 0) return -end - 1;
      i = end;
    }
    // After a value: a comma, the end of its container, or the end of the text.
    for (;;) {
      i = skip(i);
      const top = stack[stack.length - 1];
      if (top === undefined) return i === text.length ? undefined : i;
      if (text[i] === (top === '{' ? '}' : ']')) {
        stack.pop();
        i += 1;
        continue;
      }
      if (text[i] !== ',') return i;
      i = skip(i + 1);
      if (top === '{') {
        const key = member(text, i, skip);
        if (key < 0) return -key - 1;
        i = key;
      }
      break;
    }
  }
}

// The helpers return the offset after what they read, or -(offset + 1) where it breaks.

/** `"key" :` and the whitespace after it. */
function member(text: string, i: number, skip: (i: number) => number): number {
  if (text[i] !== '"') return -i - 1;
  const end = string(text, i);
  if (end < 0) return end;
  const colon = skip(end);
  return text[colon] === ':' ? skip(colon + 1) : -colon - 1;
}

function string(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '"') return i + 1;
    if (c < ' ') return -i - 1;
    if (c === '\\') {
      const e = text[i + 1];
      if (e === 'u') {
        // At the first character that is not a hex digit, where JSON.parse says it breaks.
        for (let k = i + 2; k < i + 6; k += 1) if (!HEX_DIGIT.test(text[k] ?? '')) return -k - 1;
        i += 5;
      } else if (e !== undefined && ESCAPES.has(e)) {
        i += 1;
      } else {
        return -(i + 1) - 1;
      }
    }
  }
  return -text.length - 1;
}

function number(text: string, start: number): number {
  let i = start;
  if (text[i] === '-') i += 1;
  const digits = (from: number): number => {
    let j = from;
    while (j < text.length && DIGIT.test(text[j] as string)) j += 1;
    return j;
  };
  if (text[i] === '0') i += 1;
  else if (digits(i) > i) i = digits(i);
  else return -i - 1;
  if (text[i] === '.') {
    if (digits(i + 1) === i + 1) return -(i + 1) - 1;
    i = digits(i + 1);
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i += 1;
    if (text[i] === '+' || text[i] === '-') i += 1;
    if (digits(i) === i) return -i - 1;
    i = digits(i);
  }
  return i;
}

function literal(text: string, start: number): number {
  const word = LITERALS.find((w) => w[0] === text[start]);
  if (word === undefined) return -start - 1;
  for (let k = 1; k < word.length; k += 1) if (text[start + k] !== word[k]) return -(start + k) - 1;
  return start + word.length;
}

/**
 * Where the field at `path` starts in a line that is JSON: its key in an object, or the element
 * in a list, for the column of a record's wrong field. A part of the path that is not there (a
 * missing field) gives where the deepest part that is there starts: the record itself for a
 * missing top-level field. Offsets as jsonBreak's; 0 if the line is not JSON after all.
 */
export function fieldAt(text: string, path: readonly PropertyKey[]): number {
  const skip = (i: number): number => {
    while (i < text.length && WHITESPACE.has(text[i] as string)) i += 1;
    return i;
  };
  let value = skip(0);
  let found = value;
  for (const key of path) {
    const hit = text[value] === '{' ? memberOf(text, value, String(key), skip) : text[value] === '[' ? elementOf(text, value, Number(key), skip) : undefined;
    if (hit === undefined) return found;
    found = hit.at;
    value = hit.value;
  }
  return found;
}

/** The member `key` of the object at `start` (the last, as JSON.parse takes it): where its key and its value start. */
function memberOf(text: string, start: number, key: string, skip: (i: number) => number): { at: number; value: number } | undefined {
  let hit: { at: number; value: number } | undefined;
  let i = skip(start + 1);
  while (text[i] === '"') {
    const end = string(text, i);
    if (end < 0) return hit;
    const value = skip(skip(end) + 1);
    if ((JSON.parse(text.slice(i, end)) as string) === key) hit = { at: i, value };
    i = skip(valueEnd(text, value));
    if (text[i] === ',') i = skip(i + 1);
  }
  return hit;
}

/** The element `index` of the list at `start`. */
function elementOf(text: string, start: number, index: number, skip: (i: number) => number): { at: number; value: number } | undefined {
  let i = skip(start + 1);
  for (let k = 0; i < text.length && text[i] !== ']'; k += 1) {
    if (k === index) return { at: i, value: i };
    i = skip(valueEnd(text, i));
    if (text[i] !== ',') return undefined;
    i = skip(i + 1);
  }
  return undefined;
}

/** Just after the value at `i` in text that is JSON. */
function valueEnd(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return Math.max(string(text, i), i + 1);
  if (c === '{' || c === '[') {
    let depth = 0;
    for (let j = i; j < text.length; j += 1) {
      const d = text[j];
      if (d === '"') j = Math.max(string(text, j), j + 1) - 1;
      else if (d === '{' || d === '[') depth += 1;
      else if ((d === '}' || d === ']') && --depth === 0) return j + 1;
    }
    return text.length;
  }
  let j = i + 1;
  while (j < text.length && !',}] \t\n\r'.includes(text[j] as string)) j += 1;
  return j;
}
