/**
 * What a While the Devil Rules command spec is: its grammar and help (the shared command-line
 * toolkit's `CommandSpec`), its group and the builder of its `DevilAction`; the names the
 * parser resolves; and the pieces the specs in commands.ts share.
 */
import type { NameTable } from '../../engine/command-line/names.js';
import type { CommandSpec, ParsedCommand } from '../../engine/command-line/spec.js';
import { ok, type Result } from '../../engine/result.js';
import type { DevilAction } from './actions.js';
import type { BuildContext } from './command-flags.js';
import type { DevilState, SideIndex } from './state.js';

/** The guide's questions during a charge; flags answer them in scripts, the REPL asks otherwise. */
export type ChargeQuestion = 'crossed-arc' | 'evade' | 'contact';

export interface Built {
  readonly action: DevilAction;
  /** Questions the line did not answer (charges only); their defaults are in the action. */
  readonly unanswered: readonly ChargeQuestion[];
}

export interface DevilCommandSpec extends CommandSpec {
  /** Turn walking, unit actions (these work with `odds` and `mods`), or game-master corrections. */
  readonly group: 'turn' | 'action' | 'correction';
  /** Where `help` lists it, when not under its group (a leader's move is no unit action, but reads as one). */
  readonly helpGroup?: 'action';
  readonly build: (parsed: ParsedCommand<DevilCommandSpec>, context: BuildContext) => Result<Built, string>;
}

/** Units, leaders and sides as the parser names them: ids, names, and `attacker`/`defender` (or A/D). */
export function devilNames(state: DevilState): NameTable {
  return {
    unit: state.units.map((u) => ({ id: u.id, name: u.name, retired: u.status === 'destroyed' })),
    leader: state.leaders.map((l) => ({ id: l.id, name: l.name, retired: l.fate !== 'alive' })),
    side: state.sides.map((s) => ({ id: s.role === 'attacker' ? 'A' : 'D', name: s.name, aliases: [s.role] })),
  };
}

/** The side a `side` argument names (the parser gives `A` or `D`). */
export function sideIndex(state: DevilState, id: string): SideIndex {
  const role = id === 'A' ? 'attacker' : 'defender';
  return state.sides[0].role === role ? 0 : 1;
}

/** A built action with no questions left open: every command but the charge. */
export const plain = (action: DevilAction): Result<Built, string> => ok({ action, unanswered: [] });

/** The arguments most specs name: the acting unit, its target, and the `at` between them. */
export const unitArg = { kind: 'unit', name: 'unit', label: 'a unit' } as const;
export const targetArg = { kind: 'unit', name: 'target', label: 'a target' } as const;
export const at = { kind: 'literal', word: 'at' } as const;
