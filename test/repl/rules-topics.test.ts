/** `rules` without a topic answers alike in every rule set: the list of topics and an example that works. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFromText, runLine } from '../../src/repl/index.js';
import { closeCoresAfterEach, play, ROOT, tempDir } from './helpers.js';

const track = closeCoresAfterEach();
const SCENARIOS = ['first-battle', 'tilly-figure5', 'scruby-sample', 'orders-draft-sample', 'pike-and-shot-sample'];

describe('rules without a topic', () => {
  for (const name of SCENARIOS) {
    it(`lists the topics of ${name}, and its example is a topic`, () => {
      const file = join(ROOT, 'scenarios', `${name}.yaml`);
      const dir = tempDir('tyw-rules-');
      const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 1, journal: join(dir, 'b.jsonl') }), dir });
      const listed = play(core, 'rules');
      const m = /^Topics: (.+)\. Example: rules (\S+)$/m.exec(listed);
      expect(m, listed).not.toBeNull();
      const topics = m![1]!.split(', ');
      expect(topics).toContain(m![2]);
      // play() throws on a refusal: each listed topic is answered.
      for (const topic of topics) expect(play(core, `rules ${topic}`).trim().length).toBeGreaterThan(0);
      // An unknown topic is refused in the same words everywhere.
      expect(runLine(core, 'rules zebra').text).toBe(`refused: no rules topic "zebra"; topics: ${topics.join(', ')}`);
    });
  }
});

describe('rules <topic> --json', () => {
  for (const name of SCENARIOS) {
    it(`${name}: every topic gives its content, not only its name`, () => {
      const file = join(ROOT, 'scenarios', `${name}.yaml`);
      const dir = tempDir('tyw-rules-json-');
      const text = readFileSync(file, 'utf8');
      const { core: plain } = track({ core: coreFromText({ text, file, seed: 1, journal: join(dir, 'a.jsonl') }), dir });
      const topics = /^Topics: (.+)\. Example/m.exec(play(plain, 'rules'))![1]!.split(', ');
      const { core } = track({ core: coreFromText({ text, file, seed: 1, journal: join(dir, 'b.jsonl'), json: true }), dir });
      for (const topic of topics) {
        const answer = JSON.parse(play(core, `rules ${topic}`)) as Record<string, unknown>;
        expect(answer.kind, topic).toBe('rules');
        // Beyond kind and topic, something to read: steps, rows, blocks…
        expect(Object.keys(answer).filter((k) => k !== 'kind' && k !== 'topic').length, `${topic}: ${JSON.stringify(answer)}`).toBeGreaterThan(0);
      }
    });
  }
});
