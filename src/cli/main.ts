/** Entry point of the bundled `tyw` command. The error boundary is `main` in program.ts. */
import { main } from './program.js';

const code = await main(process.argv);
process.exitCode = code;
// The one place tyw exits explicitly: on failure, do not wait for stray handles.
if (code !== 0) process.exit(code);
