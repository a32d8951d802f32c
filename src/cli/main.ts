/** Entry point of the bundled `tyw` command. The error boundary is `main` in program.ts. */
import { main } from './program.js';

// A reader that stops early (`tyw replay j | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

void main(process.argv).then((code) => {
  process.exitCode = code;
  // The one place tyw exits explicitly: on failure, do not wait for stray handles.
  if (code !== 0) process.exit(code);
});
