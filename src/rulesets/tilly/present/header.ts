/**
 * The one-line header and the prompt: the turn, the step, who acts (or how the battle ended),
 * and each side's units lost against the number at which it loses.
 */
import { brokenText, join } from '../../../present/build.js';
import type { Inline, Text } from '../../../present/model.js';
import { sideName, sideOfRole } from '../helpers.js';
import { sideAndVerb } from '../../../engine/english.js';
import { pendingMelees } from '../melee.js';
import type { TillyState } from '../state.js';
import { stepDef } from '../steps.js';
import { setupWords } from './setup.js';
import { losers, lostWords, outcomeWords, SIDES, stepWords } from './words.js';

/** A side chooses the next melee only while one is left to fight and no hits wait to be divided. */
const choiceLeft = (s: TillyState): boolean => s.pendingDivision === null && pendingMelees(s).length > 0;

/** Who acts in the step, in a few words: "French move", "Imperialists shoot". */
function actingWords(s: TillyState): string | null {
  const d = stepDef(s.step);
  if (d.actor === 'attacker' || d.actor === 'defender') return sideAndVerb(sideName(s, sideOfRole(s, d.actor)), d.commands.includes('shoot') ? 'shoots' : 'moves');
  if (s.step === 'melee' && s.meleeChooser !== null && choiceLeft(s)) return `${sideAndVerb(sideName(s, s.meleeChooser), 'chooses')} the next melee`;
  if (s.step === 'setup') return setupWords(s);
  return null;
}

export function tillyHeader(s: TillyState): Text {
  const parts: Text[] = [`Turn ${s.turn}`, stepWords(s)];
  if (s.outcome) parts.push([brokenText(outcomeWords(s))]);
  else {
    const who = actingWords(s);
    if (who) parts.push(who);
  }
  const lost = losers(s);
  const morale: Text[] = SIDES.map((i) => (lost.includes(i) ? [brokenText(`${lostWords(s, i)} LOST`)] : lostWords(s, i)));
  const units: Inline[] = ['units lost ', ...join(morale, ', ')];
  parts.push(units);
  return join(parts, ' | ');
}

export const tillyPrompt = (s: TillyState): string => `T${s.turn} ${s.step}> `;
