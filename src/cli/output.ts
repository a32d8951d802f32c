/**
 * All terminal output goes through one Output object that commands receive, so tests
 * capture it and the rules never print. Results go to stdout, messages to stderr.
 */
import { fstatSync, type Stats, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { UserError } from '../engine/errors.js';
import { describeErrno } from '../io/errno.js';
import { visible, withoutColour } from '../present/visible.js';

export interface Output {
  /** Result text on stdout, one or more lines; a newline is added. */
  out(text: string): void;
  /** A message (warning, note, prompt help) on stderr. */
  err(text: string): void;
  /** Whether ANSI colour may be used on stdout: a TTY, no NO_COLOR and no TERM=dumb (FORCE_COLOR overrides TERM=dumb and a non-terminal; NO_COLOR wins over it). (stderr is judged on its own.) */
  readonly color: boolean;
  /**
   * The width of the terminal that stderr is, for messages that break between words there
   * (commands/message-fit.ts); undefined for a file or a pipe, where each message stays one line.
   */
  readonly errColumns?: number | undefined;
}

export interface OutputStreams {
  readonly stdout: { write(s: string): unknown; isTTY?: boolean };
  readonly stderr: { write(s: string): unknown; isTTY?: boolean; columns?: number };
  readonly env: Readonly<Record<string, string | undefined>>;
}

export function colorAllowed(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  // A terminal that says it cannot show colour (Emacs's shell, some CI logs), as chalk judges it.
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

export function streamOutput({ stdout, stderr, env }: OutputStreams): Output {
  const color = colorAllowed(stdout, env);
  // Each stream keeps colour only if it is a terminal itself: `2>log` gets plain text.
  const errColor = colorAllowed(stderr, env);
  return {
    out: (text) => void stdout.write(`${visible(text, color)}\n`),
    err: (text) => void stderr.write(`${errColor ? visible(text, true) : withoutColour(text)}\n`),
    color,
    get errColumns() {
      return stderr.isTTY === true ? positive(stderr.columns) : undefined;
    },
  };
}

/** A terminal's width, if it gives a usable one. */
export const positive = (columns: number | undefined): number | undefined => (columns !== undefined && columns > 0 ? columns : undefined);

/** Something a write may fall back on: Node's stream for the same descriptor. */
type Fallback = () => { write(chunk: Uint8Array): unknown };

/**
 * Output through two writers (see fdWriter), for the one-shot commands. Node builds
 * process.stdout and process.stderr on first use, loading its stream modules (and, for a
 * pipe or a terminal, net): a few milliseconds of every start that a plain write does not
 * need. Whether stdout is a terminal is only asked when colour is.
 */
export function writerOutput(
  env: Readonly<Record<string, string | undefined>>,
  writeOut: (text: string) => void,
  writeErr: (text: string) => void,
  stdoutIsTerminal: () => boolean = () => isTerminal(1),
  stderrIsTerminal: () => boolean = () => isTerminal(2),
  /** The width of stderr's terminal, asked only when a message is fitted to it. */
  stderrColumns: () => number | undefined = () => undefined,
): Output {
  let color: boolean | undefined;
  let errColor: boolean | undefined;
  // Colour is only asked about when a line holds a control character, so starts stay cheap.
  const shown = (text: string) => visible(text, /\x1b/.test(text) && output.color);
  // stderr keeps colour only if it is a terminal itself: `2>log` gets plain text.
  const shownErr = (text: string) => (/\x1b/.test(text) && !(errColor ??= colorAllowed({ isTTY: stderrIsTerminal() }, env)) ? withoutColour(text) : visible(text, /\x1b/.test(text)));
  const output: Output = {
    out: (text) => writeOut(`${shown(text)}\n`),
    err: (text) => writeErr(`${shownErr(text)}\n`),
    get color() {
      color ??= colorAllowed(
        {
          get isTTY() {
            return stdoutIsTerminal();
          },
        },
        env,
      );
      return color;
    },
    get errColumns() {
      return stderrColumns();
    },
  };
  return output;
}

/**
 * Writes text to `fd` with writeSync, or through `fallback` once the descriptor would block.
 * When the reader has gone away (EPIPE: `tyw replay j | head`), later writes to `fd` are
 * dropped and the command carries on, so what it says on the other descriptor is not lost;
 * with `whenReaderGone: 'stop'` the write throws the EPIPE instead, which ends the command quietly.
 * Any other failure (a full disk) is the user's to fix: a UserError naming it.
 */
export function fdWriter(fd: number, fallback: Fallback, options: { whenReaderGone?: 'drop' | 'stop' } = {}): (text: string) => void {
  let viaStream = false;
  let readerGone = false;
  const stop = options.whenReaderGone === 'stop';
  return (text) => {
    if (readerGone) {
      if (stop) throw brokenPipe();
      return;
    }
    const bytes = Buffer.from(text, 'utf8');
    if (viaStream) {
      fallback().write(bytes);
      return;
    }
    let offset = 0;
    while (offset < bytes.length) {
      try {
        offset += writeSync(fd, bytes, offset);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') {
          readerGone = true;
          if (stop) throw error;
          return;
        }
        if (code !== 'EAGAIN') throw new UserError(`cannot write to ${fd === 2 ? 'standard error' : 'standard output'}: ${describeErrno(error)}`);
        // A non-blocking descriptor that is full: Node's stream queues the rest, and takes
        // every later write too, so the order holds.
        viaStream = true;
        fallback().write(bytes.subarray(offset));
        return;
      }
    }
  };
}

const brokenPipe = (): Error => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });

/** Whether a write failed because the reader went away (`tyw replay j | head`). */
export function isBrokenPipe(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EPIPE';
}

/**
 * Whether `fd` is a terminal. Files, pipes and the null device are told apart by fstat, so
 * only what may be a terminal loads node:tty (which loads net and the stream modules).
 */
export function isTerminal(fd: number): boolean {
  let stats: Stats;
  try {
    stats = fstatSync(fd);
  } catch {
    return false;
  }
  if (!stats.isCharacterDevice() || isNullDevice(stats)) return false;
  const tty = createRequire(import.meta.url)('node:tty') as typeof import('node:tty');
  return tty.isatty(fd);
}

function isNullDevice(stats: Stats): boolean {
  try {
    return statSync('/dev/null').rdev === stats.rdev;
  } catch {
    return false; // no /dev/null here: ask node:tty
  }
}

/** An Output that records lines, for tests. */
export function memoryOutput(color = false): Output & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), color };
}
