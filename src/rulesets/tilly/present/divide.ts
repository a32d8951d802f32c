/**
 * Tilly's "Melee dice": a unit fighting several enemies divides its hits after the roll. The
 * melee waits; at the keyboard tyw asks how many hits go to each enemy and builds the
 * `divide` line, in a script the next line gives it.
 */
import { counted } from '../../../engine/english.js';
import type { GuideStep } from '../../../present/guide.js';
import { unitOf } from '../helpers.js';
import { divideExample, enemiesOf, hitsOnOne, totalHits, type WaitingHits } from '../melee-hits.js';
import type { TillyState } from '../state.js';

/** Number questions, one per enemy but the last (which takes the rest), within what the dice allow. */
export function divideStep(s: TillyState, w: WaitingHits): GuideStep {
  const enemies = enemiesOf(w);
  const total = totalHits(w);
  const name = unitOf(s, w.unit).name;
  const ask = (i: number, left: number, parts: readonly string[]): GuideStep | string => {
    const enemy = enemies[i] as string;
    if (i === enemies.length - 1) return `divide ${w.unit} ${[...parts, `${enemy}=${left}`].join(',')}`;
    const later = enemies.slice(i + 1).reduce((n, e) => n + hitsOnOne(w, e), 0);
    const min = Math.max(0, left - later);
    const max = Math.min(left, hitsOnOne(w, enemy));
    return {
      kind: 'number',
      message: `${name} scored ${counted(total, 'hit')}: how many go to ${unitOf(s, enemy).name}? (${min}-${max}; ${left} left to place)`,
      default: max,
      min,
      max,
      next: (n) => ask(i + 1, left - n, [...parts, `${enemy}=${n}`]),
    };
  };
  const first = ask(0, total, []);
  return typeof first === 'string' ? { kind: 'confirm', message: `${first}?`, default: true, next: (yes) => (yes ? first : null) } : first;
}

/** After a melee or a division: the next unit whose hits wait, as a hint and a question. */
export function tillyFollowUp(before: TillyState, after: TillyState): { hint: string; step: GuideStep } | null {
  const pending = after.pendingDivision;
  const w = pending?.waiting[0];
  if (!pending || !w || pending === before.pendingDivision) return null;
  // The result line has just said who divides and how (waitingWords): the hint does not say it again.
  const lines = pending.waiting.length === 1 ? 'its divide line' : 'their divide lines';
  return { hint: `The melee waits for the division above: type ${lines} (see help divide).`, step: divideStep(after, w) };
}

/** The guided menus while hits wait: only the division. */
export function divideGuide(s: TillyState): GuideStep | null {
  const w = s.pendingDivision?.waiting[0];
  if (!w) return null;
  return { kind: 'select', message: `The melee waits for ${divideExample(s, w).replace(/^divide /, 'the division of ')}`, choices: [{ name: `divide the hits of ${unitOf(s, w.unit).name}`, value: 'go' }], default: 'go', next: () => divideStep(s, w) };
}
