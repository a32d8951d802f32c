/**
 * A quote the YAML parser stumbles over, told where it is. The parser notices an unclosed
 * quote only at the end of the file, and an apostrophe that ends a single-quoted name early
 * only as a stray token after it; both are pointed at here. Used only when a file has a
 * YAML error, so a valid file never pays for the lexer.
 */
import { Lexer } from 'yaml';

/** What of a yaml error (YAMLError) the diagnosis reads. */
export interface QuotedYamlError {
  readonly code: string;
  readonly message: string;
  readonly pos: readonly [number, number];
}

/**
 * The message and offset for a quote problem behind `error`: an apostrophe that ends a
 * single-quoted name early ('Mercy's Reiters'), a double quote that ends a double-quoted one,
 * or a quote never closed. Undefined for any other error.
 */
export function quoteProblem(text: string, error: QuotedYamlError): { message: string; offset: number } | undefined {
  const end = error.pos[0];
  if (error.code === 'UNEXPECTED_TOKEN' && end > 0 && text[end - 1] === "'" && /\S/.test(text[end] ?? '')) {
    return { message: "this ' ends the single-quoted text early: double it ('') or put the text in double quotes", offset: end - 1 };
  }
  if (error.code === 'UNEXPECTED_TOKEN' && end > 0 && text[end - 1] === '"' && /\S/.test(text[end] ?? '')) {
    return { message: 'this " ends the double-quoted text early: write it \\" or put the text in single quotes', offset: end - 1 };
  }
  if (error.code !== 'MISSING_CHAR' || !/closing "?'?quote/i.test(error.message)) return undefined;
  const open = unclosedQuote(text);
  return open === undefined ? undefined : { message: `this ${text[open]} opens a quoted text that is never closed`, offset: open };
}

/**
 * Where the first quoted scalar that is never closed opens, as YAML's own lexer reads the
 * text: a quote inside a plain value (Rock "n roll), a comment or a block scalar opens nothing.
 */
export function unclosedQuote(text: string): number | undefined {
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    const quote = token[0];
    if ((quote === '"' || quote === "'") && !isClosed(token)) return offset;
    // The lexer's control tokens (document start, scalar, flow end) stand for no text.
    if (!CONTROL.includes(token)) offset += token.length;
  }
  return undefined;
}

const CONTROL = ['\x02', '\x18', '\x1f'];

/** Does a quoted-scalar token end with its closing quote (not an escaped one)? */
function isClosed(token: string): boolean {
  const quote = token[0] as string;
  const body = token.slice(1);
  if (!body.endsWith(quote)) return false;
  if (quote === '"') {
    // `\"` is an escaped quote: the closing one follows an even run of backslashes.
    const run = /\\*"$/.exec(body)?.[0].length ?? 1;
    return (run - 1) % 2 === 0;
  }
  // `''` is an escaped apostrophe: the closing one ends an odd run.
  const run = /'+$/.exec(body)?.[0].length ?? 0;
  return run % 2 === 1;
}
