/**
 * The loaded While the Devil Rules battle, as it is shown when a game opens: its title, each
 * side with its leaders and units, and the break points.
 */
import { heading, note, present, sentence, space, strong, table } from '../../../present/build.js';
import type { Block, Json, Presentation } from '../../../present/model.js';
import type { DevilScenario, DevilState } from '../state.js';
import { bonusWords, SIDES } from './lookups.js';
import { ROSTER_COLUMNS, rosterRows, unitJson } from './units.js';

export function devilBattle(s: DevilState, scenario: unknown): Presentation {
  const sc = scenario as DevilScenario;
  const blocks: Block[] = [heading(sc.title), sentence('While the Devil Rules'), space];
  for (const i of SIDES) {
    const side = s.sides[i];
    const spec = sc.sides[i];
    const units = s.units.filter((u) => u.side === i);
    const bases = units.reduce((n, u) => n + u.startBases, 0);
    const stated =
      spec.statedBreakPoint !== null && spec.statedBreakPoint !== spec.computedBreakPoint ? ` (computed ${spec.computedBreakPoint}, scenario states ${spec.statedBreakPoint})` : '';
    blocks.push(
      sentence([strong(side.name), `: ${side.role}, ${side.rating}, ${units.length} units, ${bases} bases${side.camp ? ' and a camp' : ''}; break point ${side.breakPoint}${stated}`]),
    );
    // One line a leader, so long names and titles never push the line past a laptop terminal.
    const leaders = s.leaders.filter((l) => l.side === i).map((l) => note(`leader ${l.id}: ${l.name}, ${l.role === 'army' ? 'army commander' : 'wing'}${bonusWords(l.bonus)}`));
    blocks.push(...leaders, table(ROSTER_COLUMNS, rosterRows(s, i)), space);
  }
  blocks.push(sentence(`Break points: ${SIDES.map((i) => `${s.sides[i].name} ${s.sides[i].breakPoint}`).join(', ')}.`));
  const data = {
    kind: 'battle',
    ruleset: 'devil-rules',
    title: sc.title,
    turn: s.turn,
    step: s.step,
    sides: SIDES.map((i) => ({
      name: s.sides[i].name,
      role: s.sides[i].role,
      rating: s.sides[i].rating,
      camp: s.sides[i].camp,
      breakPoint: s.sides[i].breakPoint,
      leaders: s.leaders.filter((l) => l.side === i).map((l) => ({ id: l.id, name: l.name, role: l.role, bonus: l.bonus })),
      units: s.units.filter((u) => u.side === i).map((u) => unitJson(s, u)),
    })),
  };
  return present('battle', blocks, data as Json);
}
