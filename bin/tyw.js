#!/usr/bin/env node
// The installed command runs the bundled build, never the TypeScript sources.
import '../dist/main.js';
