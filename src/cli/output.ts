/**
 * All terminal output goes through one Output object that commands receive, so tests
 * capture it and the rules never print. Results go to stdout, messages to stderr.
 */
export interface Output {
  /** A result line on stdout. */
  out(text: string): void;
  /** A message (warning, note, prompt help) on stderr. */
  err(text: string): void;
  /** Whether ANSI colour may be used on stdout: a TTY and no NO_COLOR. */
  readonly color: boolean;
}

export interface OutputStreams {
  readonly stdout: { write(s: string): unknown; isTTY?: boolean };
  readonly stderr: { write(s: string): unknown; isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
}

export function colorAllowed(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

export function streamOutput({ stdout, stderr, env }: OutputStreams): Output {
  return {
    out: (text) => void stdout.write(`${text}\n`),
    err: (text) => void stderr.write(`${text}\n`),
    color: colorAllowed(stdout, env),
  };
}

/** An Output that records lines, for tests. */
export function memoryOutput(color = false): Output & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), color };
}
