/**
 * The initiative (seed 000, "Turn Sequence" 1 and 6): its exact odds, the opposed roll with
 * ties rolled again, at the start of the turn and for the order of impetuous charges and
 * melees, and the winner's choice of who acts first.
 */
import type { DiceSource } from '../../dice/dice.js';
import { Distribution } from '../../dice/distribution.js';
import type { Modifier, Odds, Resolution } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import { firstOfPair, secondOfPair } from './hand-reading.js';
import type { DevilState, SideIndex } from './state.js';
import { pendingImpetuous } from './turn-end.js';
import { leadersToAct } from './turn-leaders.js';
import { done, type Outcome, result, sideAgrees, sideName, sideThey, sideVerb, stepTitle, theSide, TheSideVerb, theSideVerb } from './turn-lookups.js';
import { INITIATIVE_MAX_TIES, initiativeModifier } from './turn-tables.js';
import { capitalFirst, listWords, possessive } from './words.js';

/** Exact odds of the initiative roll (opposed d6, ties rolled again): P(side 0) = a / (a + d). */
export function initiativeOdds(state: DevilState): { modifiers: [Modifier, Modifier]; odds: Odds; weights: [number, number] } {
  const m0 = initiativeModifier(state, state.sides[0].role);
  const m1 = initiativeModifier(state, state.sides[1].role);
  // Ties are rolled again, so only decided pairs count: side 0 wins with weight w0 of w0 + w1.
  const diff = Distribution.die(6).shift(m0.value).minus(Distribution.die(6).shift(m1.value));
  let w0 = 0;
  let w1 = 0;
  for (const [v, w] of diff.weights) {
    if (v > 0) w0 += w;
    else if (v < 0) w1 += w;
  }
  const decided = Distribution.of(
    new Map([
      [0, w0],
      [1, w1],
    ]),
    w0 + w1,
  );
  const odds: Odds = {
    outcomes: ([0, 1] as const).map((side) => ({
      label: `${sideVerb(state, side, 'wins')} the initiative`,
      probability: decided.probability((v) => v === side),
      fraction: decided.fraction((v) => v === side),
    })),
    expected: { actorLevels: 0, targetLevels: 0 },
  };
  return { modifiers: [m0, m1], odds, weights: [w0, w1] };
}

function rollInitiative(state: DevilState, dice: DiceSource, purpose: string): Result<{ side: SideIndex; resolution: Resolution }, string> {
  const { modifiers, odds } = initiativeOdds(state);
  const [m0, m1] = modifiers;
  const all: number[] = [];
  const stage = purpose === '' ? 'Initiative' : 'Initiative (charges and melees)';
  const shown = (m: Modifier) => (m.value !== 0 || m.houseRule ? [m] : []);
  const [s0, s1] = [sideName(state, 0), sideName(state, 1)];
  const about0 = firstOfPair(stage, s0, shown(m0), m0.value, s1, m1.value, odds.outcomes);
  // The second die against the first: what each face gives, in the words of the odds.
  const against = (t0: number) => (face: number) => {
    const t1 = face + m1.value;
    return t1 === t0 ? 'a tie: both sides roll again' : `${sideVerb(state, t1 > t0 ? 1 : 0, 'wins')} the initiative`;
  };
  let tie: string | undefined;
  for (let i = 0; i <= INITIATIVE_MAX_TIES; i += 1) {
    // After a tie, the players rolling by hand are told so before the first die of the new roll.
    const r0 = dice.roll(6, `${possessive(s0)} initiative roll`, about0, tie === undefined ? undefined : { note: tie });
    const r1 = dice.roll(6, `${possessive(s1)} initiative roll`, secondOfPair(stage, s1, shown(m1), m1.value, { name: s0, die: r0, net: m0.value }, against(r0 + m0.value)));
    all.push(r0, r1);
    const t0 = r0 + m0.value;
    const t1 = r1 + m1.value;
    if (t0 === t1) {
      tie = `The initiative is a tie (${t0} against ${t1}): both sides roll again.`;
      continue;
    }
    const side: SideIndex = t0 > t1 ? 0 : 1;
    // The tied rolls are said, as the dice rolled by hand are: "after a tie at 1 rolled again".
    const tied: string[] = [];
    for (let k = 0; k + 2 < all.length; k += 2) {
      const [a, b] = [all[k] ?? 0, all[k + 1] ?? 0];
      tied.push(m0.value === 0 && m1.value === 0 ? `${a}` : `${a + m0.value} (d6 ${a} and ${b})`);
    }
    const again = tied.length > 0 ? ` after ${tied.length === 1 ? 'a tie' : 'ties'} at ${listWords(tied)} rolled again` : '';
    return ok({
      side,
      resolution: {
        action: 'initiative',
        actor: sideName(state, 0),
        target: sideName(state, 1),
        modifiers: { actor: shown(m0), target: shown(m1) },
        actorModifier: m0.value,
        targetModifier: m1.value,
        rolls: { actor: r0, target: r1, dice: all },
        difference: t0 - t1,
        result: `${sideVerb(state, side, 'wins')} the initiative${purpose} (${t0} against ${t1}${again}).`,
        changes: [],
        odds,
      },
    });
  }
  return err(`The initiative dice tied ${INITIATIVE_MAX_TIES + 1} times running; roll again.`);
}

export function doInitiative(state: DevilState, dice: DiceSource): Outcome {
  if (state.step === 'initiative') {
    if (state.initiative !== null) return err(`The initiative has already been rolled this turn: ${theSideVerb(state, state.initiative, 'chooses')} who acts first.`);
    const r = rollInitiative(state, dice, '');
    if (!r.ok) return r;
    const { side, resolution } = r.value;
    return done([{ type: 'initiative', side, text: `${sideVerb(state, side, 'wins')} the initiative and ${sideAgrees(state, side, 'chooses')} who acts first.` }], [resolution]);
  }
  if (state.step === 'impetuous') {
    const pending = pendingImpetuous(state);
    if (new Set(pending.map((p) => p.side)).size < 2) return err('No initiative is needed: only one side, or none, must charge or fight.');
    if (state.toAct !== null) return err(`The order of charges and melees is already settled: ${theSideVerb(state, state.toAct, 'is')} to act.`);
    const r = rollInitiative(state, dice, ' for the charges and melees');
    if (!r.ok) return r;
    const { side, resolution } = r.value;
    return done(
      [
        { type: 'initiative', side, text: `${sideVerb(state, side, 'wins')} the initiative for the charges and melees.` },
        { type: 'step', step: 'impetuous', toAct: side, text: `${sideVerb(state, side, 'charges')} or ${sideAgrees(state, side, 'fights')} first.` },
      ],
      [resolution],
    );
  }
  return err(`The initiative is rolled at the start of the turn, not during ${stepTitle(state.step).toLowerCase()}.`);
}

/** Why `first` is refused in a step other than the initiative step, in that step's own terms. */
function firstRefusal(state: DevilState): string {
  switch (state.step) {
    case 'leaders': {
      const who = state.first === null ? '' : ` (${theSide(state, state.first)} acted first this turn)`;
      return `Who acts first is chosen once a turn, right after the initiative roll${who}. In the leaders step the sides take turns giving a leader the initiative.`;
    }
    case 'end-fire':
      return 'Nobody acts first in the end-of-turn fire: it is simultaneous, and every loss takes effect together when the step ends.';
    case 'impetuous': {
      const sides = new Set(pendingImpetuous(state).map((p) => p.side));
      const order =
        state.toAct !== null
          ? `${theSideVerb(state, state.toAct, 'charges')} or ${sideAgrees(state, state.toAct, 'fights')} next, and the sides alternate`
          : sides.size === 2
            ? 'roll the initiative: its winner charges or fights first, then the sides alternate'
            : sides.size === 1
              ? `only ${theSideVerb(state, [...sides][0] as SideIndex, 'has')} units that must charge or fight`
              : 'no unit must charge or fight';
      return `Nobody chooses who goes first in the impetuous charges and melees: ${order}.`;
    }
    case 'morale':
      return 'Nobody acts first in the camps and army morale step: record any sacked camp, then go on with next for the army check.';
    default:
      return 'Who acts first is chosen right after the initiative roll.';
  }
}

/** What the initiative step waits for, naming the command (shared by `next`, `first` and unit actions). */
export function initiativeWaiting(state: DevilState): string {
  if (state.initiative === null) return 'Roll for the initiative first: type initiative.';
  return `${capitalFirst(theSide(state, state.initiative))} won the initiative: ${sideThey(state, state.initiative)} ${sideAgrees(state, state.initiative, 'chooses')} who acts first (first ${sideName(state, 0)}, or first ${sideName(state, 1)}).`;
}

export function doFirst(state: DevilState, side: SideIndex): Outcome {
  if (state.step !== 'initiative') return err(firstRefusal(state));
  if (state.initiative === null) return err(initiativeWaiting(state));
  const toAct = leadersToAct(state, side);
  const why =
    toAct === null
      ? ' No leader is left on the table to take the initiative.'
      : toAct !== side
        ? ` ${TheSideVerb(state, side, 'has')} no leader left, so ${theSideVerb(state, toAct, 'gives')} the initiative.`
        : '';
  const text = `${TheSideVerb(state, side, 'acts')} first.${why}`;
  return done(
    [
      { type: 'first', side, text },
      { type: 'step', step: 'leaders', toAct, text: `Turn ${state.turn}: ${stepTitle('leaders')}.` },
    ],
    [result('first', text)],
  );
}
