/**
 * The pseudo-terminal tests' one way to drive the real REPL: a private tmux server (so a test
 * never touches the user's own sessions), keys and literal text sent to a session, and waits
 * on what the screen shows. Skipped with a message only when tmux is missing and
 * CI_REQUIRE_PTY is not set.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ensureBuilt, tempDir } from './helpers.js';

export const HAS_TMUX = spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
export const PTY_REQUIRED = process.env.CI_REQUIRE_PTY !== undefined && process.env.CI_REQUIRE_PTY !== '' && process.env.CI_REQUIRE_PTY !== '0';
/** Skip the file's tests: no tmux, and CI does not ask for them. */
export const SKIP_PTY = !HAS_TMUX && !PTY_REQUIRED;

/** The screen with prose the REPL broke to the window's width (later lines hang in) joined again. */
export const unwrapped = (screen: string): string => screen.replace(/ *\n +/g, ' ');

export function warnIfSkipped(file: string): void {
  if (SKIP_PTY) console.warn(`${file}: skipped, tmux is not installed (install tmux, or set CI_REQUIRE_PTY=1 to make this a failure)`);
}

export interface TmuxOptions {
  /** capture-pane's options: the visible screen by default; `-J` joins wrapped lines, `-S -200` takes the scrollback. */
  readonly capture?: readonly string[];
  readonly waitMs?: number;
}

export class Tmux {
  /** The test's own folder, made by `start`. */
  dir = '';

  constructor(
    /** The default session. */
    readonly session: string,
    private readonly options: TmuxOptions = {},
  ) {}

  /** Build the CLI and make the folder (in beforeAll). */
  start(): string {
    if (!HAS_TMUX) throw new Error('tmux is required for the pseudo-terminal test (CI_REQUIRE_PTY is set) but is not installed');
    ensureBuilt();
    this.dir = tempDir();
    return this.dir;
  }

  /** Stop the private server and remove the folder (in afterAll). */
  stop(): void {
    try {
      this.tmux('kill-server');
    } catch {
      // already gone
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  tmux = (...args: string[]): string => execFileSync('tmux', ['-S', join(this.dir, 'tmux.sock'), ...args], { encoding: 'utf8' });

  screen = (session = this.session): string => this.tmux('capture-pane', ...(this.options.capture ?? ['-p']), '-t', session);

  keys = (...k: string[]): string => this.tmux('send-keys', '-t', this.session, ...k);

  /** Type literal text (no key-name lookup). */
  type = (text: string, session = this.session): string => this.tmux('send-keys', '-t', session, '-l', text);

  /** Wait until the screen passes `test`; a gone pane (the program exited) reads as empty. */
  waitFor = async (test: (s: string) => boolean, what: string, ms = this.options.waitMs ?? 15_000, session = this.session): Promise<string> => {
    const deadline = Date.now() + ms;
    let last = '';
    for (;;) {
      try {
        last = this.screen(session);
      } catch {
        last = '';
      }
      if (test(last)) return last;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the screen shows:\n${last}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

/** The last line of a screen that is not blank. */
export const lastLine = (s: string): string =>
  s
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l !== '')
    .at(-1) ?? '';

/**
 * The shell line a test session runs: tyw with `args` (already quoted) in `cwd`, without colour
 * or history, then its exit code written to `done` (whole, then renamed, so a test never reads a
 * file the shell has only created), then a pause that keeps the pane readable.
 */
export function tywShell(cwd: string, args: string, done: string): string {
  return [
    `cd ${JSON.stringify(cwd)}`,
    `NO_COLOR=1 TYW_HISTORY= ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${args}`,
    `echo $? > ${JSON.stringify(`${done}.part`)} && mv ${JSON.stringify(`${done}.part`)} ${JSON.stringify(done)}`,
    'sleep 30',
  ].join('; ');
}
