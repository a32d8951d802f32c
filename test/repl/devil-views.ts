/**
 * Helpers of the While the Devil Rules view tests (views.test.ts, guided-menus.test.ts): cores
 * on the first battle, closed after each test, and a walker of guided dialogues.
 */
import type { GuideStep } from '../../src/present/guide.js';
import type { PlayCore } from '../../src/repl/index.js';
import { closeCoresAfterEach, firstBattleCore, play } from './helpers.js';

/** Call at a test file's top level: its cores are closed after each test. */
export function devilCores() {
  const track = closeCoresAfterEach();
  const open = (seed = 7, options: { json?: boolean; hand?: boolean; standingOrders?: false } = {}) => track(firstBattleCore(seed, options));
  /** Falk (A4 reiters, A5 hackapells) holds the initiative for the Swedes. Without standing orders every unit needs his activation. */
  const falkActive = (options: { standingOrders?: false } = {}): PlayCore => {
    const { core } = open(7, options);
    play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6');
    return core;
  };
  return { open, falkActive, track };
}

/** Every question of a guided dialogue, answering each with `answer` (default: its default). */
export function questionsOf(step: GuideStep | string | null, answer: (s: GuideStep) => unknown = () => undefined): { asked: string[]; line: string | null } {
  const asked: string[] = [];
  let s = step;
  while (s !== null && typeof s !== 'string') {
    const cur: GuideStep = s;
    asked.push(cur.message);
    const a = answer(cur);
    if (cur.kind === 'confirm') s = cur.next(typeof a === 'boolean' ? a : cur.default);
    else if (cur.kind === 'select') s = cur.next(typeof a === 'string' ? a : (cur.default ?? cur.choices[0]?.value ?? ''));
    else if (cur.kind === 'checkbox') s = cur.next(Array.isArray(a) ? (a as string[]) : cur.checked);
    else s = cur.next(typeof a === 'number' ? a : cur.default);
  }
  return { asked, line: s };
}
