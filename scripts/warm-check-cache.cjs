// Records the code cache of `tyw check` over every bundled scenario in one process, so the
// cache holds each rule set's scenario code (its schema, its checks, its summary), in text and
// in JSON. A cache recorded by checking one scenario leaves the others' code to be compiled at
// every start: about half of the Pike & Shot sample's check after Node's own start-up.
// Run by scripts/build.mjs with TYW_WRITE_CODE_CACHE=1: bin/tyw.js writes the cache at exit.
'use strict';
const { readdirSync } = require('node:fs');
const { join } = require('node:path');
process.env.TYW_LOADER_ONLY = '1';
const { load } = require('../bin/tyw.js');

const { checkCommand } = load('commands/check');
const quiet = { out() {}, err() {}, color: false };
const dir = join(__dirname, '..', 'scenarios');

(async () => {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort()) {
    for (const json of [true, false]) await checkCommand({ file: join(dir, name), json, cwd: dir }, quiet);
  }
})();
