#!/usr/bin/env node
// The installed `tyw` command. It runs the bundled build in dist/ (never the TypeScript
// sources), handing V8 the code cache recorded at build time so start-up skips compiling.
'use strict';
const { readFileSync, statSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const vm = require('node:vm');

const dist = join(__dirname, '..', 'dist');

/**
 * `tyw check` of a scenario of ordinary size, and `tyw schema`, end before TurboFan's optimised
 * code would repay its compiling (which also takes a second core): without it the Pike & Shot
 * sample checks a fifth faster, and the first battle no slower. A large file keeps the
 * optimiser, which then pays. V8 takes a code cache only under the flags it was made with, so
 * these runs keep caches of their own (*.quick.v8).
 */
const QUICK_LIMIT = 64 * 1024;
function quickRun(argv) {
  const [command, ...rest] = argv.slice(2);
  if (command === 'schema') return true;
  if (command !== 'check') return false;
  const file = rest.find((arg) => !arg.startsWith('-'));
  if (file === undefined) return false;
  try {
    const stat = statSync(file);
    return stat.isFile() && stat.size <= QUICK_LIMIT;
  } catch {
    return false;
  }
}
const quick = quickRun(process.argv);
if (quick) require('node:v8').setFlagsFromString('--no-opt');
const writeCache = process.env.TYW_WRITE_CODE_CACHE === '1';
const loaded = new Map();

function load(name) {
  const cached = loaded.get(name);
  if (cached) return cached.exports;
  const file = join(dist, `${name}.js`);
  const cacheFile = join(dist, 'cache', `${name.replace(/\//g, '-')}${quick ? '.quick' : ''}.v8`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // no cache: compile as usual
  }
  // The build wraps each bundle in (function (exports, require, module, __filename, __dirname, __tyw) {…}).
  // The build writes ASCII only (and checks it), so latin1 reads the text without UTF-8 decoding.
  const script = new vm.Script(readFileSync(file, 'latin1'), { filename: file, cachedData });
  const module = { exports: {} };
  loaded.set(name, module);
  const nodeRequire = createRequire(file);
  // Bundles load each other through here, so every bundle gets its cache.
  const bundleRequire = (id) => (id.startsWith('./commands/') ? load(`commands/${id.slice(11).replace(/\.js$/, '')}`) : nodeRequire(id));
  const tyw = {
    get url() {
      return pathToFileURL(file).href;
    },
  };
  script.runInThisContext()(module.exports, bundleRequire, module, file, dist, tyw);
  if (writeCache) process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  return module.exports;
}

load('main');
