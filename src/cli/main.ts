/** Entry point of the bundled `tyw` command. The error boundary is `main` in program.ts. */
import { writeSync } from 'node:fs';
import { describeErrno } from '../io/errno.js';
import { main, signalExitCode } from './program.js';

// A reader that stops early (`tyw play s.yaml < script | head`) is not an error. main() hooks
// this onto Node's stdout and stderr streams if it makes them; direct writes that meet EPIPE
// end in main() itself.
// Any other failure of those streams (stdout on a full disk under the REPL) is the user's to
// fix: one line and exit 2. Every command was journaled before its result was printed, and the
// journal's lock is released on exit, so nothing is lost.
const onStreamError = (error: NodeJS.ErrnoException): void => {
  if (error.code === 'EPIPE') process.exit(0);
  // The terminal was closed (SIGHUP): the closing lines have nowhere to go; the journal is closed and its lock released on exit.
  const signalled = signalExitCode();
  if (signalled !== undefined) process.exit(signalled);
  try {
    writeSync(2, `error: cannot write to standard output or standard error (${describeErrno(error)}); every command played is in the journal\n`);
  } catch {
    // stderr is the stream that failed: the exit code still says it
  }
  process.exit(2);
};

void main(process.argv, { onStreamError }).then((code) => {
  process.exitCode = code;
  // The one place tyw exits explicitly: on failure, do not wait for stray handles.
  if (code !== 0) process.exit(code);
});
