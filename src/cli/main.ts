/** Entry point of the bundled `tyw` command. The error boundary is `main` in program.ts. */
import { main } from './program.js';

// A reader that stops early (`tyw play s.yaml < script | head`) is not an error. main() hooks
// this onto Node's stdout and stderr streams if it makes them; direct writes that meet EPIPE
// end in main() itself.
const onStreamError = (error: NodeJS.ErrnoException): void => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
};

void main(process.argv, { onStreamError }).then((code) => {
  process.exitCode = code;
  // The one place tyw exits explicitly: on failure, do not wait for stray handles.
  if (code !== 0) process.exit(code);
});
