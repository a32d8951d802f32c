import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: { __TYW_VERSION__: JSON.stringify(pkg.version) },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The exhaustive odds checks walk every roll of a charge: seconds on a quiet machine, but
    // 20-27 s on a shared one under load. A limit is a hang detector, not a speed target.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
