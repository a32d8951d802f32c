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
/** Brand shared by every copy of UserError (each command bundle has its own copy of the class). */
const USER_ERROR = Symbol.for('tyw.user-error');

export class UserError extends Error {
  override readonly name = 'UserError';
  readonly [USER_ERROR] = true;
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

/** Is this the user's mistake? Works across bundles, where `instanceof` does not. */
export function isUserError(error: unknown): error is UserError {
  return typeof error === 'object' && error !== null && (error as { [USER_ERROR]?: unknown })[USER_ERROR] === true;
}
