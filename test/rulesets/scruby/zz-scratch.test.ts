import { it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { scrubyRules } from '../../../src/rulesets/scruby/index.js';
import { sample } from './fixtures.js';
import { readFileSync } from 'node:fs';

it('scratch', () => {
  let s = sample();
  const lines = readFileSync('/tmp/scratch.txt', 'utf8').split('\n').filter((l) => l.trim() !== '');
  for (const line of lines) {
    const [text, rolls] = line.split(' | ');
    const a = scrubyRules.parse(s, text as string);
    if (!a.ok) { console.log(`> ${text}\n  PARSE: ${a.error}`); continue; }
    const out = scrubyRules.execute(s, a.value, handDice((rolls ?? '').split(',').filter(Boolean).map(Number)));
    if (!out.ok) { console.log(`> ${text}\n  REFUSED: ${out.error}`); continue; }
    s = out.value.state;
    console.log(`> ${text}\n  ${out.value.results.map((r) => r.result).join('\n  ')}`);
  }
});
