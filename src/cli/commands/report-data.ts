/**
 * What `tyw report` shows of a rebuilt battle, in numbers: the final standing, each side's
 * army-morale count at the end of every turn, and the commands grouped by turn. The numbers and
 * their words (morale points against a break point, units lost against a threshold) come from
 * the rule set's `BattleStanding`, so any rule set with one is reported.
 */
import { UserError } from '../../engine/errors.js';
import type { BattleStanding, StandingTerms } from '../../present/standing.js';
import { type Battle, byTurn, type ReplayedCommand, standingAt } from './replay.js';

/** One side's army-morale count at the start (turn 0) and at the end of each turn. */
export interface MoraleCurve {
  readonly name: string;
  readonly role: string;
  /** Where the side loses: its break point. */
  readonly breakPoint: number;
  /** points[t] (morale points, units lost...) after turn t; points[0] at the start. */
  readonly points: readonly number[];
  /** The turn at whose end the army broke, or null. */
  readonly brokeAfter: number | null;
  /** The last turn has not ended yet: its value is the standing so far. */
  readonly lastSoFar: boolean;
}

export interface ReportData {
  readonly battle: Battle;
  readonly final: BattleStanding;
  /** The rule set's words for its count. */
  readonly terms: StandingTerms;
  readonly lastTurn: number;
  readonly curves: readonly MoraleCurve[];
  readonly turns: readonly { turn: number; commands: ReplayedCommand[] }[];
  /** The journal ends inside its last turn: what the report says of it is so far. */
  readonly lastTurnSoFar: boolean;
}

/** Gather what the report shows: the final standing and the morale at the end of every turn. */
export function reportData(battle: Battle): ReportData {
  const at = (state: unknown): BattleStanding => {
    const s = standingAt(battle.rulesetId, state);
    if (!s) throw new UserError(`report does not know the rule set "${battle.rulesetId}" yet`, { file: battle.file });
    return s;
  };
  const initial = at(battle.initial);
  const last = battle.commands[battle.commands.length - 1];
  const final = last ? at(last.after) : initial;
  // The standing at the end of turn t is the state after the last command played in turn t.
  const endOf: BattleStanding[] = [initial];
  for (let t = 1; t <= battle.lastTurn; t += 1) {
    const inTurn = battle.commands.filter((c) => c.turn === t);
    const end = inTurn[inTurn.length - 1];
    endOf.push(end ? at(end.after) : (endOf[t - 1] as BattleStanding));
  }
  const lastSoFar = !final.over && final.turn === battle.lastTurn;
  const curves = final.sides.map((side, i): MoraleCurve => {
    const points = endOf.map((s) => s.sides[i]?.count ?? 0);
    points[0] = initial.sides[i]?.count ?? 0;
    const broke = endOf.findIndex((s, t) => t > 0 && s.sides[i]?.broken === true);
    return { name: side.name, role: side.role, breakPoint: side.threshold, points, brokeAfter: broke > 0 ? broke : null, lastSoFar };
  });
  const turns = byTurn(battle.commands);
  return { battle, final, terms: final.terms, lastTurn: battle.lastTurn, curves, turns, lastTurnSoFar: lastSoFar && turns.at(-1)?.turn === battle.lastTurn };
}
