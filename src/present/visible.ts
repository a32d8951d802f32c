/**
 * Text from scenarios and journals reaches the terminal through Output, and a journal may
 * come from anyone: a raw escape sequence in a unit name or a note could retitle or clear the
 * terminal. Every control character is made visible instead (`^[` for ESC, `^G` for BEL,
 * `^M` for CR, `<U+009B>` for a C1 code or a bidirectional override); newline and tab stay.
 * With colour on, the colour sequences (SGR, `ESC [ … m`) are kept: tyw paints with them,
 * and they cannot move the cursor, clear the screen or set a title.
 */

// C0 except tab and newline, DEL, C1, and the bidirectional overrides and isolates.
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS_KEEPING_COLOUR = /\x1b\[[0-9;]*m|[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

function shown(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  if (code < 0x20) return `^${String.fromCharCode(code + 0x40)}`;
  if (code === 0x7f) return '^?';
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}

const SGR = /\x1b\[[0-9;]*m/g;

/** `text` without colour sequences and with any other control character made visible: for a stream that is no terminal. */
export const withoutColour = (text: string): string => visible(text.replace(SGR, ''), false);

/** `text` with its control characters made visible (see above). */
export function visible(text: string, keepColour = false): string {
  if (!CONTROL.test(text)) return text;
  if (!keepColour) return text.replace(CONTROLS, shown);
  return text.replace(CONTROLS_KEEPING_COLOUR, (m) => (m.length > 1 ? m : shown(m)));
}

/** A line inside a Markdown code fence: it can neither close the fence nor start a new line. */
export function fencedLine(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ').replace(/`/g, "'");
}
