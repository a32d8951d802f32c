/**
 * `log [n] [--json]`: the last n commands, each with its results and dice as they printed when
 * played. A view of the session: it changes nothing and is not journaled.
 */
import type { Session } from '../engine/session.js';
import { present, quiet, sentence, strong } from '../present/build.js';
import { type Block, diceSummary, plainText, type Presentation } from '../present/model.js';
import type { RulesetPresentation } from '../present/ruleset.js';
import { entryBlocks, entryJson, eventTexts } from './format.js';

/** What `log` answers: a presentation to draw, its JSON already made, or a refusal. */
export type LogAnswer = { kind: 'shown'; presentation: Presentation } | { kind: 'json'; line: string } | { kind: 'refused'; reason: string };

/** The answer to `log <rest>`; `json` when the REPL runs with --json. */
export function logView(session: Session, views: RulesetPresentation, rest: string, json: boolean): LogAnswer {
  const wantsJson = /(?:^|\s)--json\b/.test(rest);
  const arg = rest.replace(/(?:^|\s)--json\b/, ' ').trim();
  if (arg !== '' && !/^\d+$/.test(arg)) return { kind: 'refused', reason: `log takes a number of commands, not "${arg}"` };
  if (arg !== '' && Number(arg) < 1) return { kind: 'refused', reason: 'log takes a positive number of commands (log alone shows the last 10)' };
  const n = arg === '' ? 10 : Number(arg);
  const entries = session.entries;
  const first = Math.max(0, entries.length - n);
  const shown = entries.slice(first);
  const whereOf = (i: number) => views.where(session.before[first + i]?.state ?? session.state);
  if (json || wantsJson) {
    const answer = {
      kind: 'log',
      entries: shown.map((e, i) => ({
        n: first + i + 1,
        command: e.text,
        ...whereOf(i),
        hand: e.hand,
        dice: e.rolls.map((d) => ({ label: d.label, sides: d.sides, value: d.value })),
        results: entryJson(e, whereOf(i)),
        events: eventTexts(e),
      })),
    };
    return { kind: 'json', line: JSON.stringify(answer) };
  }
  if (shown.length === 0) return { kind: 'shown', presentation: present('log', [sentence('Nothing has been played yet.')], null) };
  const blocks: Block[] = [];
  shown.forEach((e, i) => {
    blocks.push(sentence([`${String(first + i + 1).padStart(4)}  `, strong(e.text)]));
    blocks.push(...entryBlocks(e, 4).filter((b) => b.type !== 'sentence' || plainText(b.text).trim() !== ''));
    // Hand rolls are listed by entryBlocks, under the result; the program's dice likewise here.
    if (!e.hand && e.rolls.length > 0) blocks.push(sentence([quiet(`(rolled by tyw: ${diceSummary(e.rolls)})`)], 'neutral', 5));
  });
  return { kind: 'shown', presentation: present('log', blocks, null) };
}
