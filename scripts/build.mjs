// Bundles the CLI with esbuild. Code splitting keeps heavy, rarely needed modules
// (prompts, tables, the REPL) out of the start-up path: they load on first use.
import { build } from 'esbuild';
import { readFileSync, renameSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Build beside dist and swap it in, so a reader never sees a half-written bundle.
const staging = `dist.build-${process.pid}`;
rmSync(staging, { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/cli/main.ts' },
  outdir: staging,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  define: { __TYW_VERSION__: JSON.stringify(pkg.version) },
  banner: {
    // Some bundled CommonJS dependencies call require(); give them one.
    js: "import { createRequire as __tywCreateRequire } from 'node:module'; const require = __tywCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

const retired = `dist.old-${process.pid}`;
try {
  renameSync('dist', retired);
} catch {
  // no previous build
}
renameSync(staging, 'dist');
rmSync(retired, { recursive: true, force: true });
