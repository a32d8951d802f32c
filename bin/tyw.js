#!/usr/bin/env node
// The installed `tyw` command. It runs the bundled build in dist/ (never the TypeScript
// sources), handing V8 the code cache recorded at build time so start-up skips compiling.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const vm = require('node:vm');

const dist = join(__dirname, '..', 'dist');

const writeCache = process.env.TYW_WRITE_CODE_CACHE === '1';
const loaded = new Map();

function load(name) {
  const cached = loaded.get(name);
  if (cached) return cached.exports;
  const file = join(dist, `${name}.js`);
  const cacheFile = join(dist, 'cache', `${name.replace(/\//g, '-')}.v8`);
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

// The build loads bundles through here too, to record their caches (scripts/warm-check-cache.cjs);
// anything else that requires this file (a process manager) runs tyw as usual.
if (process.env.TYW_LOADER_ONLY === '1') module.exports = { load };
else load('main');
