/**
 * What players rolling by hand see before each die ("Using the Game App": players who roll
 * their own dice compare the modified rolls themselves): the die's modifiers, then what each
 * face gives and its chance, the same outcomes and fractions `odds` gives. A test read against
 * a total (Regroup, Retire, Routed Through, Command, a leader's fall) says the score it needs;
 * the first die of an opposed roll gives the roll's odds, the second what each face gives
 * against the first die's total.
 */
import type { RollContext } from '../../dice/dice.js';
import { Distribution } from '../../dice/distribution.js';
import type { Modifier, OddsOutcome } from '../../engine/ruleset.js';
import { signed } from '../../present/words.js';
import { verb } from './words.js';

const D6 = Distribution.die(6);
const FACES = [1, 2, 3, 4, 5, 6] as const;

/** "Defensive fire" → "defensive fire", for a die's label inside a sentence. */
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** "5/12, 41.7%": the exact fraction, then the percentage as `odds` prints it; "certain" for a sure thing. */
export const chanceWords = (o: Pick<OddsOutcome, 'fraction' | 'probability'>): string => (o.probability === 1 ? 'certain' : `${o.fraction}, ${(o.probability * 100).toFixed(1)}%`);

/**
 * The faces that give one outcome: "needs 4+", "on 1-2", "on 3", "any face". `needs` false:
 * "on 5-6" in place of "needs 5+", for a die whose high faces help the roller (the target's die
 * of an opposed roll), where "needs" would read as if the roller wanted the loss.
 */
export function facesWords(faces: readonly number[], needs = true): string {
  const f = [...faces].sort((a, b) => a - b);
  const lo = f[0] ?? 0;
  const hi = f[f.length - 1] ?? 0;
  if (f.length === 6) return 'any face';
  const contiguous = hi - lo + 1 === f.length;
  if (contiguous && hi === 6 && needs) return `needs ${lo}+`;
  if (contiguous) return lo === hi ? `on ${lo}` : `on ${lo}-${hi}`;
  return `on ${f.join(', ')}`;
}

/** What each face of one d6 gives, the faces grouped by outcome, the highest faces first. */
export function faceLines(outcome: (face: number) => string, needs = true): string[] {
  const groups: { label: string; faces: number[] }[] = [];
  for (const face of [...FACES].reverse()) {
    const label = outcome(face);
    const g = groups.find((x) => x.label === label);
    if (g) g.faces.push(face);
    else groups.push({ label, faces: [face] });
  }
  return groups.map((g) => {
    const has = (v: number) => g.faces.includes(v);
    return `${facesWords(g.faces, needs)}: ${g.label} (${chanceWords({ fraction: D6.fraction(has), probability: D6.probability(has) })})`;
  });
}

/** "Modifiers +2: Veteran firer +1, Short range +1", or "No modifiers". */
export function modifierLine(modifiers: readonly Pick<Modifier, 'label' | 'value'>[], net: number, heading = 'Modifiers'): string {
  const shown = modifiers.filter((m) => m.value !== 0);
  if (shown.length === 0 && net === 0) return 'No modifiers';
  return `${heading} ${signed(net)}${shown.length === 0 ? '' : `: ${shown.map((m) => `${m.label} ${signed(m.value)}`).join(', ')}`}`;
}

/** The odds of a whole roll, a line an outcome: "no effect (5/12, 41.7%)". */
export const oddsLines = (outcomes: readonly OddsOutcome[]): string[] => outcomes.map((o) => `${o.label} (${chanceWords(o)})`);

/**
 * A die's context for players rolling by hand: the stage and side (the question names both,
 * "Regroup, Blue Brigade: d6 shows?"), the modifiers, then `lines` (what the faces give).
 */
export function handReading(stage: string, side: string, modifiers: readonly Modifier[], net: number, lines: readonly string[], heading?: string): RollContext {
  return {
    stage: `${stage}, ${side}`,
    side,
    modifiers: modifiers.map((m) => ({ label: m.label, value: m.value })),
    net,
    detail: [modifierLine(modifiers, net, heading), ...lines],
  };
}

/** A d6 test read against its total (`outcome` of the modified total): what each face gives. */
export const testReading = (stage: string, side: string, modifiers: readonly Modifier[], net: number, outcome: (total: number) => string): RollContext =>
  handReading(stage, side, modifiers, net, faceLines((face) => outcome(face + net)));

/**
 * The first die of an opposed roll: the other side's modifier and the roll's odds, as `odds`
 * gives them. `other` names the side rolling next.
 */
export const firstOfPair = (stage: string, side: string, modifiers: readonly Modifier[], net: number, other: string, otherNet: number, outcomes: readonly OddsOutcome[]): RollContext =>
  handReading(stage, side, modifiers, net, [`${other} then ${verb({ name: other }, 'rolls')} ${otherNet === 0 ? 'with no modifiers' : `at ${signed(otherNet)}`}; the chances:`, ...oddsLines(outcomes)]);

/**
 * The second die of an opposed roll, once the first is known: what each face gives against
 * the first die's total (`outcome` of the face).
 */
export const secondOfPair = (
  stage: string,
  side: string,
  modifiers: readonly Modifier[],
  net: number,
  first: { readonly name: string; readonly die: number; readonly net: number },
  outcome: (face: number) => string,
): RollContext =>
  handReading(stage, side, modifiers, net, [`${first.name} rolled ${first.die}${first.net === 0 ? '' : ` ${signed(first.net)} = ${first.die + first.net}`}`, ...faceLines(outcome, false)]);

/** An opposed roll whose dice were settled (null: not asked by hand): the dice shown, and why one was not asked. */
export function settledPair(actorRolled: number | null, targetRolled: number | null, targetName: string): { rolls: { actor?: number; target?: number }; unasked: string | null } {
  const rolls = { ...(actorRolled === null ? {} : { actor: actorRolled }), ...(targetRolled === null ? {} : { target: targetRolled }) };
  const unasked = actorRolled === null || targetRolled === null ? `No die ${actorRolled === null ? 'is' : `for ${targetName} is`} needed: no face could change the result.` : null;
  return { rolls, unasked };
}
