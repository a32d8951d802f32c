/**
 * Seed 004, 3.1 "The Game Turn": `next` walks the six phases; after the last turn's game turn
 * marker phase the winner is worked out (victory.ts). Nothing moves on while a retreat waits.
 */
import { err, type Result } from '../../engine/result.js';
import type { PsEvent } from './events.js';
import { outcome, plain, type PsOutcome, unitOf } from './helpers.js';
import type { PsState, SideIndex, StepId } from './state.js';
import { unkeptRefusal } from './promise.js';
import { PS_STEPS, stepDef } from './steps.js';
import { verdict } from './victory.js';
import { SideDoes } from './side-words.js';

const ORDER: readonly StepId[] = ['weather', 'first-move', 'first-combat', 'second-move', 'second-combat', 'end'];

export function resolveNext(s: PsState): Result<PsOutcome, string> {
  if (s.pending.length > 0) return err(`first finish the retreats that wait: ${s.pending.map((p) => `retreat ${p.unit} (${unitOf(s, p.unit).name})`).join(', ')}`);
  if (s.step === 'weather' && s.weather === null) return err('record the weather first: weather "…" (3.1 I)');
  // 4.5: fire taken on the condition that a move goes on is owed before the phase ends.
  const owed = unkeptRefusal(s, 'the phase ends');
  if (owed !== null) return err(owed);
  if (s.step === 'end') {
    if (s.turn >= s.rules.turns) {
      const v = verdict(s);
      return outcome([plain('next', `The last turn is over. ${v.text}`)], [{ type: 'outcome', winner: v.winner, text: v.text }]);
    }
    const turn = s.turn + 1;
    const step: StepId = s.rules.weather ? 'weather' : 'first-move';
    const events: PsEvent[] = [
      { type: 'turn', turn, text: `Turn ${turn} begins.` },
      { type: 'step', step, text: `Phase ${stepDef(step).number}: ${stepDef(step).title}.` },
    ];
    return outcome([plain('next', `Turn ${turn}: phase ${stepDef(step).number}, ${stepDef(step).title.toLowerCase()}.`)], events);
  }
  const i = ORDER.indexOf(s.step);
  const step = ORDER[i + 1] as StepId;
  const def = stepDef(step);
  const fow = s.sides.map((x) => `${x.name} ${x.fow}`).join(', ');
  return outcome(
    [plain('next', `Phase ${def.number}: ${def.title.toLowerCase()}. ${def.help}${def.kind === 'combat' ? ` Fortunes of war: ${fow}.` : ''}`)],
    [{ type: 'step', step, text: `Phase ${def.number}: ${def.title}.` }],
  );
}

export function resolveWeather(s: PsState, text: string): Result<PsOutcome, string> {
  // 3.1 I: the weather phase is there only when the scenario gives a weather check.
  if (s.rules.weather === null) return err('this battle has no weather phase: the scenario gives no weather check (3.1 I)');
  if (s.step !== 'weather') return err('the weather is checked in the weather phase (3.1 I)');
  return outcome([plain('weather', `Weather: ${text}.`)], [{ type: 'weather', weather: text, text: `Weather: ${text}.` }]);
}

export function resolveWin(s: PsState, side: SideIndex, why?: string): Result<PsOutcome, string> {
  // One stop at the end: the reason's own closing stop gives way to the citation's.
  const reason = why?.trim().replace(/[\s.!?;:,]+$/, '') ?? '';
  // 3.0: the scenario says which events win at once; with none listed, the game master's own reason (a concession) is asked for.
  const listed = s.rules.victory.instant.length > 0;
  if (!listed && reason === '') return err('this scenario lists no instant victory (3.0): the battle is decided after the last turn; to end it now (a concession), say why with --why "…"');
  const text = `${SideDoes(s.sides[side].name, 'wins')} at once${reason ? `: ${reason}` : ''} (${listed ? 'instant victory, 3.0' : "the game master's ruling; the scenario lists no instant victory, 3.0"}).`;
  return outcome([plain('win', text)], [{ type: 'outcome', winner: side, text }]);
}

export { PS_STEPS };
