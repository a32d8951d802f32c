export * from '../engine/suggest.js'; // moved to the engine: pure, shared by the rule sets
