// Build the bundled CLI once before any test runs: the CLI tests drive the real `bin/tyw.js`.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
