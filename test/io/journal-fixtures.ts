/** A journal header for tests that write journals by hand. */
import { type JournalHeader, sha256 } from '../../src/io/journal.js';

const scenario = 'ruleset: devil-rules\ntitle: test\n';

export const TEST_HEADER: JournalHeader = {
  kind: 'header',
  format: 2,
  tool: 'tyw test',
  ruleset: 'devil-rules',
  scenarioName: 'test.yaml',
  scenario,
  scenarioHash: sha256(scenario),
  seed: 5,
  started: '2026-01-01T00:00:00.000Z',
};
