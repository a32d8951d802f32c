// Bundles the CLI with esbuild into CommonJS files under dist/:
//   dist/main.js             commander and the error boundary (what `tyw --version` loads)
//   dist/commands/<name>.js  one self-contained bundle per command, loaded on first use
// Then it runs each command once to record V8 code caches (dist/cache/), which bin/tyw.js
// hands back to V8 so start-up skips parsing and compiling. A stale or foreign cache is
// simply rejected by V8 and the code compiles as usual.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Build beside dist and swap it in, so a reader never sees a half-written bundle.
const staging = `dist.build-${process.pid}`;
rmSync(staging, { recursive: true, force: true });

const common = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // bin/tyw.js reads bundles as latin1, which is exact only for ASCII: esbuild escapes the rest.
  charset: 'ascii',
  // TYW_NO_MINIFY=1 keeps names readable for profiling (whitespace still goes, and comments with it).
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: process.env.TYW_NO_MINIFY !== '1',
  legalComments: 'none',
  logLevel: 'warning',
  // The loader in bin/tyw.js passes each bundle an object whose `url` getter gives its own URL.
  define: { __TYW_VERSION__: JSON.stringify(pkg.version), 'import.meta.url': '__tyw.url' },
  // Each bundle is one function expression, which bin/tyw.js compiles as it is read: no copy
  // of the text to wrap it at start-up.
  banner: { js: '(function (exports, require, module, __filename, __dirname, __tyw) {' },
  footer: { js: '})' },
  // import() becomes require(), which the loader answers (vm scripts have no import callback).
  supported: { 'dynamic-import': false },
};

// main.js keeps `import('./commands/x.js')` as a call the loader answers with the cached bundle.
const commandsExternal = {
  name: 'commands-external',
  setup(b) {
    b.onResolve({ filter: /^\.\/commands\// }, (args) => ({ path: args.path, external: true }));
  },
};

// commander requires child_process at load time, for executable subcommands tyw never uses;
// loading it (with net, dgram and streams) costs every start a few milliseconds. This shim
// requires it on first use instead.
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes('node_modules') ? { path: 'child_process', namespace: 'lazy-child-process' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-child-process' }, () => ({
      contents: "let cp; module.exports = new Proxy({}, { get: (_, key) => (cp ??= require('node:child_process'))[key] });",
      loader: 'js',
    }));
  },
};

// yaml's ES module build (its "browser" build: the same code) lets esbuild drop what tyw
// never calls, such as the stringifier; the CommonJS build it would pick for Node cannot be shaken.
const yamlModules = {
  name: 'yaml-modules',
  setup(b) {
    const yamlDir = dirname(createRequire(import.meta.url).resolve('yaml/package.json'));
    b.onResolve({ filter: /^yaml$/ }, () => ({ path: join(yamlDir, 'browser', 'index.js') }));
  },
};
// cli-table3 measures every cell and every drawn line with string-width, which builds its ANSI
// and emoji regular expressions on each call: over 1 ms of a cold `tyw check`. For printable
// ASCII, box-drawing characters (U+2500-U+257F) and the ellipsis cli-table3 truncates with
// (U+2026), one column each as string-width counts them, the width is the length, so such
// text skips it; anything else still goes to string-width.
const asciiWidthFastPath = {
  name: 'ascii-width-fast-path',
  setup(b) {
    b.onResolve({ filter: /^string-width$/ }, (args) =>
      args.namespace === 'ascii-width' ? undefined : { path: 'string-width', namespace: 'ascii-width', pluginData: args.resolveDir },
    );
    b.onLoad({ filter: /.*/, namespace: 'ascii-width' }, (args) => ({
      contents: [
        "const stringWidth = require('string-width');",
        'const oneColumnEach = /^[\\x20-\\x7e\\u2026\\u2500-\\u257f]*$/;',
        "module.exports = (text) => (typeof text === 'string' && oneColumnEach.test(text) ? text.length : stringWidth(text));",
      ].join('\n'),
      resolveDir: args.pluginData,
      loader: 'js',
    }));
  },
};
// cli-table3 also spends a cold `tyw check`'s table on work the patches below cut, with the
// same results: measuring plain one-line text by stripping colour codes and splitting lines
// first (now: its length, as above), truncating each cell's text for a debug message that tyw
// never turns on, and merging each cell's fifteen border characters through array copies (the rewrite
// camel-cases names of at most one hyphen, which is all cli-table3 passes it), for every cell
// alike (now: once per table, for cells with no border characters of their own; tyw never changes
// a table's characters after making it). The
// build fails if cli-table3 changes so that a patch no longer applies.
const CLI_TABLE_PATCHES = {
  'utils.js': [
    [
      'function strlen(str) {\n',
      'const oneColumnEach = /^[\\x20-\\x7e\\u2026\\u2500-\\u257f]*$/;\nfunction strlen(str) {\n  if (typeof str === \'string\' && oneColumnEach.test(str)) return str.length;\n',
    ],
  ],
  'cell.js': [
    ['    let content = utils.truncate(this.content, 10, this.truncate);\n', ''],
    ['  return args.filter((v) => v !== undefined && v !== null).shift();\n', '  for (const v of args) if (v !== undefined && v !== null) return v;\n'],
    [
      "  let nameA = nameB.split('-');\n  if (nameA.length > 1) {\n    nameA[1] = nameA[1].charAt(0).toUpperCase() + nameA[1].substr(1);\n    nameA = nameA.join('');\n",
      "  let nameA = nameB.includes('-') && nameB.replace(/-(.)/, (_, c) => c.toUpperCase());\n  if (nameA) {\n",
    ],
    ['      info(`${this.y}-${this.x}: ${this.rowSpan - lineNum}x${this.colSpan} Cell ${content}`);\n', ''],
    [
      '    CHAR_NAMES.forEach(function (name) {\n      setOption(optionsChars, tableChars, name, chars);\n    });\n',
      '    const merged = this.options.chars ? undefined : mergedTableChars.get(tableChars);\n    if (merged) Object.assign(chars, merged);\n    else {\n      CHAR_NAMES.forEach(function (name) {\n        setOption(optionsChars, tableChars, name, chars);\n      });\n      if (!this.options.chars) mergedTableChars.set(tableChars, Object.assign({}, chars));\n    }\n',
    ],
    ["const utils = require('./utils');\n", "const utils = require('./utils');\nconst mergedTableChars = new WeakMap();\n"],
  ],
};
const cliTableFastPaths = {
  name: 'cli-table3-fast-paths',
  setup(b) {
    b.onLoad({ filter: /cli-table3[\\/]src[\\/](utils|cell)\.js$/ }, (args) => {
      let text = readFileSync(args.path, 'utf8');
      for (const [from, to] of CLI_TABLE_PATCHES[basename(args.path)]) {
        if (!text.includes(from)) throw new Error(`cli-table3 changed: ${basename(args.path)} no longer has ${JSON.stringify(from)}`);
        text = text.replace(from, to);
      }
      return { contents: text, loader: 'js' };
    });
  },
};
common.plugins = [yamlModules, asciiWidthFastPath, cliTableFastPaths];

try {
  await build({ ...common, entryPoints: { main: 'src/cli/main.ts' }, outdir: staging, plugins: [commandsExternal, lazyChildProcess, yamlModules, asciiWidthFastPath, cliTableFastPaths] });
  const commands = readdirSync('src/cli/commands').filter((f) => f.endsWith('.ts'));
  await build({ ...common, entryPoints: commands.map((f) => `src/cli/commands/${f}`), outdir: `${staging}/commands` });
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  throw error;
}
for (const file of [`${staging}/main.js`, ...readdirSync(`${staging}/commands`).map((f) => `${staging}/commands/${f}`)]) {
  if (readFileSync(file).some((byte) => byte > 0x7f)) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${file} is not ASCII; bin/tyw.js reads bundles as latin1`);
  }
}
// The package is "type": "module"; these bundles are CommonJS.
writeFileSync(`${staging}/package.json`, '{ "type": "commonjs" }\n');
mkdirSync(`${staging}/cache`);

const retired = `dist.old-${process.pid}`;
try {
  renameSync('dist', retired);
} catch {
  // no previous build
}
renameSync(staging, 'dist');
rmSync(retired, { recursive: true, force: true });

// Record code caches by running the common paths once.
const scratch = mkdtempSync(join(tmpdir(), 'tyw-build-'));
// Each run rewrites the caches of the bundles it loaded, so the last run that loads a bundle
// decides what its cache holds: `tyw check` runs last of all, over every bundled scenario.
const warmUps = [
  ['play', 'scenarios/first-battle.yaml', '--seed', '1', '--journal', join(scratch, 'warm.tyw.jsonl')],
  ['roll', '2d6+1', '--seed', '1'],
  ['schema'],
  ['--version'],
  ['check', 'scenarios/first-battle.yaml'],
];
const env = { ...process.env, TYW_WRITE_CODE_CACHE: '1', NO_COLOR: '1' };
try {
  for (const args of warmUps) spawnSync(process.execPath, ['bin/tyw.js', ...args], { input: '', env, stdio: ['pipe', 'ignore', 'ignore'] });
  // The check bundle's cache last, over every bundled scenario at once (see the script).
  const warmCheck = spawnSync(process.execPath, ['scripts/warm-check-cache.cjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (warmCheck.status !== 0) throw new Error('recording the check cache failed');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
