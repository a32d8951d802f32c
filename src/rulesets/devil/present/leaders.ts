/** `leaders`: every leader (or the ones asked for), his role, initiative, activations and fate. */
import { lossText, present, table } from '../../../present/build.js';
import type { Cell, Json, Presentation } from '../../../present/model.js';
import type { DevilState } from '../state.js';
import { bonusWords, unitName } from './lookups.js';

/**
 * A leader caught up in an enemy's melee before his initiative has one activation fewer when
 * he gets it ("Leaders and Command Control"): said before his roll, so it is not a surprise.
 */
const caughtUpWords = (n: number): string => (n === 0 ? '' : `−${n} activation${n === 1 ? '' : 's'} (melee)`);

export function leadersView(s: DevilState, only?: readonly string[]): Presentation {
  const shown = only ? s.leaders.filter((l) => only.includes(l.id)) : s.leaders;
  const rows: Cell[][] = shown.map((l) => [
    l.id,
    l.name,
    s.sides[l.side].name,
    l.role === 'army' ? `army${bonusWords(l.bonus)}` : `wing${bonusWords(l.bonus)}`,
    s.activeLeader === l.id ? 'active' : l.hadInitiative ? 'used' : caughtUpWords(l.caughtUp),
    l.activationsLeft === null ? '' : String(l.activationsLeft),
    l.moved ? 'yes' : '',
    l.attachedTo ? unitName(s, l.attachedTo) : '',
    l.fate === 'alive' ? 'alive' : [lossText(l.fate)],
  ]);
  const data = {
    kind: 'leaders',
    leaders: shown.map((l) => ({
      id: l.id,
      name: l.name,
      side: s.sides[l.side].name,
      role: l.role,
      bonus: l.bonus,
      hadInitiative: l.hadInitiative,
      active: s.activeLeader === l.id,
      activationsLeft: l.activationsLeft,
      caughtUp: l.caughtUp,
      moved: l.moved,
      attachedTo: l.attachedTo ? unitName(s, l.attachedTo) : null,
      fate: l.fate,
    })),
  };
  return present('leaders', [table(['id', 'leader', 'side', 'role', 'initiative', 'left', 'moved', 'attached to', 'fate'], rows)], data as Json);
}
