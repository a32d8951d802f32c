/**
 * The `tyw` command line: commander parses arguments and lazily imports one command module,
 * so `tyw --version` loads almost nothing. `main` is the one error boundary: a UserError exits 2
 * with one line; anything else is a bug (exit 1). Only main.ts, its caller, calls `process.exit`.
 */
import { Command, CommanderError, Help, Option } from 'commander';
import { listWords } from '../engine/command-line/words.js';
import { isUserError } from '../engine/errors.js';
import { visible } from '../present/visible.js';
import { VERSION } from '../version.js';
import { fdWriter, isBrokenPipe, isTerminal, type Output, positive, streamOutput, writerOutput } from './output.js';

/** The exit code of a `play` session ended by a signal (128 + its number), once one came: a closed terminal then refuses the closing lines, which is no error of the user's. */
let signalledExitCode: number | undefined;
export const signalExitCode = (): number | undefined => signalledExitCode;

export interface CliHooks {
  /** Given the errors of Node's stdout and stderr streams, once they exist (main.ts quits on EPIPE). */
  readonly onStreamError?: (error: NodeJS.ErrnoException) => void;
}

/**
 * The process's standard streams, for the CLI. One-shot commands write with writeSync and
 * never make Node's stream objects (see writerOutput); the REPL needs them, hooked for errors.
 * Once they exist, every write goes through them, so the order holds.
 */
function terminal(hooks: CliHooks) {
  let made = false;
  const streams = () => {
    if (!made) {
      made = true;
      if (hooks.onStreamError) for (const stream of [process.stdout, process.stderr]) stream.on('error', hooks.onStreamError);
    }
    return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
  };
  const direct = { out: fdWriter(1, () => streams().stdout), err: fdWriter(2, () => streams().stderr) };
  // A play script whose reader has gone (`tyw play < script | head`) stops there, as Node's
  // stream would: everything it played is already in the journal.
  const scriptOut = fdWriter(1, () => streams().stdout, { whenReaderGone: 'stop' });
  // On Windows a console decodes bytes written to it in its own code page; Node's stream
  // writes it UTF-16, so box drawing and accented names survive. There, always the stream.
  const viaStreams = () => made || process.platform === 'win32';
  const writeOut = (text: string) => (viaStreams() ? void streams().stdout.write(text) : direct.out(text));
  const writeErr = (text: string) => (viaStreams() ? void streams().stderr.write(text) : direct.err(text));
  // Asked only for a message to fit: making the streams costs a one-shot command's start.
  const errColumns = (): number | undefined => (isTerminal(2) ? positive(streams().stderr.columns) : undefined);
  return {
    streams,
    writeOut,
    writeErr,
    errColumns,
    /** What commander said of a bad command line, for the error boundary to print (fitted at a terminal). */
    refused: undefined as string | undefined,
    /** The exit code of a session ended by a signal (128 + its number), as a shell reports a killed process. */
    signalled: undefined as number | undefined,
    output: (): Output => writerOutput(process.env, writeOut, writeErr, undefined, undefined, errColumns),
    /** The terminal's width when stdout is one, for output that fits it; undefined for files and pipes. */
    columns: (): number | undefined => (isTerminal(1) ? streams().stdout.columns : undefined),
    streamOutput: (): Output => streamOutput({ ...streams(), env: process.env }),
    /**
     * For `play` with a script on stdin: written directly, so a full disk on stdout is a
     * UserError where it happens (exit 2, the journal closed and its lock released).
     */
    scriptOutput: (): Output => writerOutput(process.env, (text) => (viaStreams() ? void streams().stdout.write(text) : scriptOut(text)), writeErr, undefined, undefined, errColumns),
  };
}

type Terminal = ReturnType<typeof terminal>;

/**
 * commander's "(Did you mean --format?)" and "(Did you mean one of replay, report?)" in tyw's
 * own words, as its other hints: "(did you mean --format?)", "(did you mean replay or report?)".
 */
export function ourHint(message: string): string {
  return message
    .replace(/\(Did you mean (one of )?([^()]+?)\?\)/, (_, one: string | undefined, names: string) => `(did you mean ${one ? listWords(names.split(', ')) : names}?)`)
    .replace(/too many arguments for '([\w-]+)'\. Expected (\d+) arguments? but got (\d+)\./, (_, command: string, expected: string, got: string) => `${command} takes ${expected === '0' ? 'no' : expected === '1' ? 'one' : expected} argument${expected === '1' ? '' : 's'}, not ${got} (tyw help ${command})`)
    .replace(/option '(--[\w-]+)(?: <(\w+)>)?' argument missing/, (_, flag: string, value: string | undefined) => `${flag} needs a value${value ? ` (${flag} <${value}>)` : ''}`);
}

/**
 * Help fitted to a terminal's width (commander reads it from stdout): a description column of
 * at least 24 is wrapped between words (commander's own least is 40, which leaves help below 72
 * columns to the terminal to fold); narrower, each description goes under its term, four in.
 */
const DESCRIPTION_LEAST = 24;
export const HELP_FIT = {
  minWidthToWrap: DESCRIPTION_LEAST,
  formatItem(this: Help, term: string, termWidth: number, description: string, helper: Help): string {
    const width = this.helpWidth ?? 80;
    if (description === '' || width - termWidth - 4 >= DESCRIPTION_LEAST) return Help.prototype.formatItem.call(this, term, termWidth, description, helper);
    return `  ${term}\n${helper.boxWrap(description, width - 6).replace(/^/gm, '      ')}`;
  },
};

export function buildProgram(io: Terminal = terminal({})): Command {
  const output = io.output;
  const program = new Command('tyw')
    .description("A game master's assistant for Thirty Years' War battles, with miniatures or counters")
    .version(VERSION, '-V, --version', 'print the version')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeErr: io.writeErr,
      writeOut: io.writeOut,
      // Bad command lines get one line, like every other user error; main() prints it, since
      // fitting it to a terminal loads a bundle (commander throws just after saying it).
      outputError: (s) => {
        io.refused = ourHint(s.trim().replace(/\s*\n\s*/g, ' '));
      },
    })
    .configureHelp(HELP_FIT);

  program
    .command('check')
    .description('validate a scenario and print its sides, units and break points')
    .argument('<scenario>', 'scenario YAML file')
    .option('--json', 'print one JSON object')
    .action(async (file: string, opts: { json?: boolean }) => {
      const { checkCommand } = await import('./commands/check.js');
      await checkCommand({ file, json: opts.json === true, cwd: process.cwd(), columns: opts.json === true ? undefined : io.columns() }, output());
    });

  program
    .command('schema')
    .description('print the JSON Schema of the scenario format')
    .option('--json', 'accepted for symmetry: the schema is always JSON')
    .action(async () => {
      const { schemaCommand } = await import('./commands/schema.js');
      schemaCommand(output());
    });

  program
    .command('roll')
    .description('roll dice: NdM+K terms such as 2d6+1 or d6 d6')
    .argument('<notation...>', 'dice terms')
    .option('--seed <n>', 'seed for repeatable rolls')
    .option('--json', 'print one JSON object')
    .action(async (terms: string[], opts: { seed?: string; json?: boolean }) => {
      const { rollCommand } = await import('./commands/roll.js');
      rollCommand({ terms, seed: opts.seed, json: opts.json === true }, output());
    });

  program
    .command('play')
    .description('play a battle in the REPL (the bundled first battle if no scenario is given)')
    .argument('[scenario]', 'scenario YAML file')
    .option('--seed <n>', 'seed for the dice')
    .option('--hand', 'players roll real dice and type the values in')
    .option('--journal <file>', 'where to write the journal')
    .option('--resume <journal>', 'continue a journal where it stopped')
    .option('--json', 'print one JSON object per result')
    .option('--board [port]', 'serve the live board, read-only, on 127.0.0.1 (a free port unless given)')
    .option('--board-host <host>', 'serve the board on this address (0.0.0.0: phones and a projector on the network; the URL then carries a token)')
    .action(async (file: string | undefined, opts: { seed?: string; hand?: boolean; journal?: string; resume?: string; json?: boolean; board?: string | boolean; boardHost?: string }) => {
      const { playCommand } = await import('./commands/play.js');
      // The board's module loads only when a board is asked for.
      const board = opts.board !== undefined || opts.boardHost !== undefined ? (await import('./commands/board.js')).boardAddress(opts.board, opts.boardHost) : undefined;
      // A terminal gets the REPL, which needs Node's streams; a script on stdin needs only stdin.
      const interactive = process.stdin.isTTY === true;
      const stdin = process.stdin;
      // A closed terminal window or a kill ends the session as quit does: the closing lines
      // (where possible), the journal closed and its lock released. Nothing is lost either way:
      // every command is in the journal before its result is printed.
      const stop = new AbortController();
      const signals = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;
      const onSignal = (name: keyof typeof signals) => {
        if (stop.signal.aborted) {
          // A second signal while the session ends: let it end the process as it would have.
          for (const other of Object.keys(signals)) process.removeListener(other, onSignal);
          process.kill(process.pid, name);
          return;
        }
        io.signalled = 128 + signals[name];
        signalledExitCode = io.signalled;
        stop.abort();
      };
      // `on`, not `once`: the menu library exits at a signal that has no listener but its own.
      for (const name of Object.keys(signals) as (keyof typeof signals)[]) process.on(name, onSignal);
      try {
        await playCommand(
          {
            file,
            seed: opts.seed,
            hand: opts.hand === true,
            journal: opts.journal,
            resume: opts.resume,
            json: opts.json === true,
            cwd: process.cwd(),
            ...(board ? { board } : {}),
            streams: {
              input: stdin,
              stop: stop.signal,
              // The prompt, line editing and menus go to a terminal: stdout, or stderr when stdout
              // is piped (`tyw play … | tee log`), so the log gets results, not cursor codes.
              get output() {
                const { stdout, stderr } = io.streams();
                return stdout.isTTY !== true && stderr.isTTY === true ? stderr : stdout;
              },
              stdoutColumns: io.columns,
            },
          },
          // The REPL writes through Node's streams too; one channel keeps the order.
          interactive ? io.streamOutput() : io.scriptOutput(),
        );
      } finally {
        for (const name of Object.keys(signals)) process.removeListener(name, onSignal);
      }
    });

  program
    .command('replay')
    .description('rebuild a battle from its journal, checking every roll')
    .argument('<journal>', 'journal file (.jsonl)')
    .addOption(new Option('--until <turn>', 'stop after this turn'))
    .option('--json', 'print JSON')
    .action(async (file: string, opts: { until?: string; json?: boolean }) => {
      const { replayCommand } = await import('./commands/replay.js');
      await replayCommand({ file, until: opts.until, json: opts.json === true, cwd: process.cwd(), columns: opts.json === true ? undefined : io.columns() }, output());
    });

  program
    .command('board')
    .description('serve the live board of a journal, read-only, following it as it grows')
    .argument('<journal>', 'journal file (.jsonl)')
    .option('--port <n>', 'the port (a free one unless given)')
    .option('--host <host>', 'the address (127.0.0.1 unless given; 0.0.0.0 for the network, with a token)')
    .action(async (file: string, opts: { port?: string; host?: string }) => {
      const { boardCommand } = await import('./commands/board.js');
      // Ctrl-C (or a kill) stops the board; the journal is only read. It then exits as play
      // does, 128 + the signal's number, once its server is closed.
      const until = new Promise<void>((resolve) => {
        for (const [name, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
          process.once(name, () => {
            io.signalled ??= code;
            signalledExitCode = io.signalled;
            resolve();
          });
        }
      });
      await boardCommand({ file, port: opts.port, host: opts.host, cwd: process.cwd(), until }, io.streamOutput());
    });

  program
    .command('report')
    .description('write an after-action report of a battle from its journal')
    .argument('<journal>', 'journal file (.jsonl)')
    .option('--format <format>', 'md (Markdown, the default), html, or json (the report as blocks)')
    .option('--out <file>', 'write the report to this file instead of stdout')
    .option('--json', 'the same as --format json')
    .option('--force', 'replace an existing --out file (never a journal)')
    .action(async (file: string, opts: { format?: string; out?: string; force?: boolean; json?: boolean }) => {
      const { reportCommand } = await import('./commands/report.js');
      await reportCommand({ file, format: opts.format, out: opts.out, force: opts.force === true, json: opts.json === true, cwd: process.cwd() }, output());
    });

  return program;
}

/** The error boundary's last word on stderr; if even that cannot be written, the exit code still says it. */
function tell(io: Terminal, text: string): void {
  try {
    // An error may quote a scenario, a journal or a typed line: its control characters are shown, never sent.
    io.writeErr(visible(text));
  } catch {
    // stderr is unusable (a full disk): nothing more can be said
  }
}

/**
 * A message fitted to stderr's terminal, its lines breaking between words (commands/message-fit.ts);
 * as it is for a file or a pipe, or when it fits. Never fails: the message matters more.
 */
async function fitted(io: Terminal, text: string): Promise<string> {
  try {
    const columns = io.errColumns();
    if (columns === undefined || text.split('\n').every((line) => line.length <= columns)) return text;
    const { fitMessage } = await import('./commands/message-fit.js');
    return fitMessage(text, columns);
  } catch {
    return text;
  }
}

/** The first long option given twice (`--seed 1 --seed 2`): commander would keep the last in silence. */
function repeatedOption(args: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const arg of args) {
    if (arg === '--') break;
    const name = /^(--[a-z][a-z0-9-]*)(=|$)/i.exec(arg)?.[1];
    if (name === undefined) continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/**
 * `--resume --journal j.jsonl`: a flag that needs a value, followed by another flag, would take
 * that flag as its value. Said as what was left out, not as the stray argument it leaves behind.
 */
function flagAsValue(program: Command, args: readonly string[]): string | undefined {
  const command = program.commands.find((c) => c.name() === args[0] || c.aliases().includes(args[0] ?? ''));
  if (!command) return undefined;
  for (let i = 1; i < args.length - 1; i += 1) {
    if (args[i] === '--') break;
    const option = command.options.find((o) => o.long === args[i] && o.required);
    const next = args[i + 1] ?? '';
    if (option && /^--?[a-z]/i.test(next)) return `${option.flags} needs its value before ${next}`;
  }
  return undefined;
}

export async function main(argv: readonly string[], hooks: CliHooks = {}): Promise<number> {
  const io = terminal(hooks);
  try {
    const program = buildProgram(io);
    // `tyw` alone: one line that says what to type, rather than the whole help as an error.
    if (argv.length <= 2) {
      const commands = program.commands.map((c) => c.name()).filter((name) => name !== 'help');
      tell(io, `${await fitted(io, `error: give a command: ${listWords(commands, 'or')} (tyw play opens the bundled battle; tyw --help explains them all)`)}\n`);
      return 2;
    }
    const swallowed = flagAsValue(program, argv.slice(2));
    if (swallowed !== undefined) {
      tell(io, `${await fitted(io, `error: ${swallowed}`)}\n`);
      return 2;
    }
    const twice = repeatedOption(argv.slice(2));
    if (twice !== undefined) {
      tell(io, `${await fitted(io, `error: ${twice} is given twice: give it once`)}\n`);
      return 2;
    }
    // `tyw help <unknown>`: commander would print the whole help; parsed as `tyw <unknown>`, it
    // gets the one line (with "did you mean") that a mistyped command gets.
    const asked = argv[2] === 'help' && argv.length === 4 ? argv[3] : undefined;
    const unknown = asked !== undefined && !program.commands.some((c) => c.name() === asked || c.aliases().includes(asked));
    await program.parseAsync((unknown ? [...argv.slice(0, 2), asked] : argv) as string[]);
    return io.signalled ?? 0;
  } catch (error) {
    // The reader went away (`tyw replay j | head`): nothing is wrong.
    if (isBrokenPipe(error)) return 0;
    if (error instanceof CommanderError) {
      // commander printed the help or version text itself; an error it left for us.
      if (io.refused !== undefined) tell(io, `${await fitted(io, io.refused)}\n`);
      return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
    }
    if (isUserError(error)) {
      tell(io, `${await fitted(io, error.format())}\n`);
      return 2;
    }
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    tell(io, `${stack}\n\ntyw ${VERSION} hit an internal error. This is a bug in tyw: please report it with the lines above.\n`);
    return 1;
  }
}

