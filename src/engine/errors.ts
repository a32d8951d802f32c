/** A position in a source file, 1-based, as users see it in editors. */
export interface SourcePosition {
  readonly file: string;
  readonly line?: number;
  readonly col?: number;
}

/**
 * The user's own mistake: bad file, bad YAML, bad command line, bad journal.
 * The CLI prints `error: file:line:col: message` and exits 2. Never a stack trace.
 */
export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(
    message: string,
    readonly where?: SourcePosition,
  ) {
    super(message);
  }

  /** The one line the user sees. */
  format(): string {
    if (!this.where) return `error: ${this.message}`;
    const { file, line, col } = this.where;
    const pos = line === undefined ? file : col === undefined ? `${file}:${line}` : `${file}:${line}:${col}`;
    return `error: ${pos}: ${this.message}`;
  }
}
