/**
 * The pure parser of Pike & Shot's typed commands: the shared toolkit matches the line
 * against PS_COMMANDS and resolves names (id, unambiguous prefix, quoted name); this file
 * turns the values into a PsAction.
 */
import type { NameTable, Named } from '../../engine/command-line/names.js';
import { parseCommand } from '../../engine/command-line/parse.js';
import type { Value } from '../../engine/command-line/spec.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Ground, PsAction, ReactRequest } from './actions.js';
import { PS_COMMANDS } from './commands.js';
import type { Aspect, Vertex } from './hexes.js';
import type { PsState } from './state.js';

/** Units and leaders by id and name (those out of play still nameable); the two sides. */
export function psNames(s: PsState): NameTable {
  const units: Named[] = s.units.map((u) => ({ id: u.id, name: u.name, retired: u.fate !== 'active' }));
  const leaders: Named[] = s.leaders.map((l) => ({ id: l.id, name: l.name, retired: l.fate !== 'active' }));
  return { unit: [...units, ...leaders], leader: leaders, side: s.sides.map((x, i) => ({ id: i === 0 ? 'A' : 'B', name: x.name })) };
}

const str = (v: Value | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: Value | undefined): number | undefined => (typeof v === 'number' ? v : undefined);
const bool = (v: Value | undefined): boolean => v === true;
const words = (v: Value | undefined): string[] => (typeof v === 'string' ? v.split(',').map((w) => w.trim()).filter((w) => w !== '') : []);

function ground(flags: Readonly<Record<string, Value>>): Ground {
  const g: { range?: number; terrain?: string; hexside?: string; on?: Aspect; into?: Aspect } = {};
  const range = num(flags.range);
  if (range !== undefined) g.range = range;
  const terrain = str(flags.terrain);
  if (terrain !== undefined) g.terrain = terrain;
  const hexside = str(flags.hexside);
  if (hexside !== undefined) g.hexside = hexside;
  const on = str(flags.on);
  if (on !== undefined) g.on = on as Aspect;
  const into = str(flags.into);
  if (into !== undefined) g.into = into as Aspect;
  return g;
}

const optional = <K extends string, V>(key: K, v: V | undefined): { [P in K]?: V } => (v === undefined ? {} : ({ [key]: v } as { [P in K]?: V }));

/** `fow move A2 to 0609`: the fortune of war names only the unit; the move is a command of its own (6.5). */
function fowMoveWithMore(text: string): string | null {
  const m = /^\s*fow\s+move\s+(\S+)\s+([^-\s].*)$/i.exec(text);
  if (!m) return null;
  const [, unit, rest] = m as unknown as [string, string, string];
  return `fow move takes only the unit; then move it: move ${unit} ${rest.trim()} (6.5)`;
}

/** `declare A1 A7 at B5`: unit ids apart with spaces, each a unit's id; the list takes commas (5.2). */
function declareWithSpaces(state: PsState, text: string): string | null {
  const m = /^\s*declare\s+([^,"']+?)\s+at\s+(\S+)\s*$/i.exec(text);
  if (!m) return null;
  const [, list, target] = m as unknown as [string, string, string];
  const ids = list.split(/\s+/);
  if (ids.length < 2 || !ids.every((id) => state.units.some((u) => u.id.toLowerCase() === id.toLowerCase()))) return null;
  return `name the units with commas, no spaces: declare ${ids.join(',')} at ${target} (5.2)`;
}

export function parsePsCommand(state: PsState, text: string): Result<PsAction, string> {
  const fowMove = fowMoveWithMore(text);
  if (fowMove !== null) return err(fowMove);
  const spaced = declareWithSpaces(state, text);
  if (spaced !== null) return err(spaced);
  const parsed = parseCommand(PS_COMMANDS, text, psNames(state));
  if (!parsed.ok) return parsed;
  const { spec, args, flags } = parsed.value;
  const unit = str(args.unit) ?? '';
  const target = str(args.target) ?? '';
  const whyOf = optional('why', str(flags.why));
  const pursue = flags.pursue !== false;
  // 7.1: where a leader alone retreats before a melee (a hex, off-map or blocked).
  const retreatOf = optional('retreat', str(flags.retreat));
  switch (spec.name) {
    case 'next':
      return ok({ kind: 'next' });
    case 'weather':
      return ok({ kind: 'weather', text: str(args.text) ?? '' });
    case 'move':
      return ok({
        kind: 'move',
        unit,
        ...optional('to', str(args.hex)),
        ...optional('hexes', num(flags.hexes)),
        terrain: words(flags.terrain),
        hexsides: words(flags.hexside),
        ...optional('leader', str(flags.leader)),
        ...optional('face', str(flags.face) as Vertex | undefined),
        ...optional('into', str(flags.into) as Aspect | undefined),
        ...optional('with', str(flags.with)),
      });
    case 'loose':
      return ok({ kind: 'loose', unit, ...optional('to', str(args.hex)) });
    case 'regain':
      return ok({ kind: 'regain', unit, ...optional('from', str(flags.from)) });
    case 'flip':
      return ok({ kind: 'flip', unit, face: str(args.face) === 'moving' ? 'moving' : 'firing', ...optional('terrain', str(flags.terrain)) });
    case 'fire':
      // --no-back has the target take the fire; --evade has it retreat before it (5.5, 11.5).
      if (flags.back === false && flags.evade === true) return err('--no-back and --evade cannot be given together: --no-back has the target take the fire (5.5, 11.5)');
      return ok({ kind: 'fire', unit, target, hill: bool(flags.hill), ...optional('fromTerrain', str(flags['from-terrain'])), blocked: bool(flags.blocked), ...(flags.blocked === false ? { clear: true } : {}), back: bool(flags.back), ...(flags.back === false ? { takes: true } : {}), evade: bool(flags.evade), ...ground(flags) });
    case 'melee':
    case 'charge':
      return ok({ kind: spec.name, unit, target, evade: bool(flags.evade), ...(flags.evade === false ? { stands: true } : {}), pursue, ...ground(flags), ...retreatOf });
    case 'react':
      return ok({ kind: 'react', unit, how: (str(args.reaction) ?? 'fire') as ReactRequest['how'], target, pursue, ...optional('to', str(flags.to)), ...ground(flags), ...retreatOf, ...counterFireOf(flags) });
    case 'recover':
      return ok({ kind: 'recover', unit, adjacent: bool(flags.adjacent) });
    case 'declare':
      return ok({ kind: 'declare', units: Array.isArray(args.units) ? [...(args.units as readonly string[])] : [], target });
    case 'fow': {
      const use = str(args.use);
      if (use === 'react') {
        const how = str(args.reaction);
        if (how === undefined || args.target === undefined) return err('fow react needs how and whom: fow react <unit> fire|melee|charge <target>');
        return ok({ kind: 'fow', use: 'react', react: { kind: 'react', unit, how: how as ReactRequest['how'], target, pursue, ...ground(flags), ...retreatOf } });
      }
      if (args.reaction !== undefined || flags.retreat !== undefined) return err(`fow ${use} takes only the unit: fow ${use} <unit>`);
      return ok({ kind: 'fow', use: use === 'move' ? 'move' : 'recover', unit });
    }
    case 'retreat':
      return ok({ kind: 'retreat', unit, ...optional('to', str(args.hex)), ...optional('through', str(flags.through)), blocked: bool(flags.blocked), offMap: bool(flags['off-map']) });
    case 'advance':
      return ok({ kind: 'advance', unit, ...optional('to', str(args.hex)) });
    case 'capture':
      return ok({ kind: 'capture', unit, gun: str(args.gun) ?? '' });
    case 'win':
      return ok({ kind: 'win', side: str(args.side) === 'B' ? 1 : 0, ...whyOf });
    case 'set':
      return ok({ kind: 'set', unit, status: str(args.status) === 'ordered' ? 'ordered' : 'disordered', ...whyOf });
    case 'eliminate':
      return ok({ kind: 'eliminate', unit, ...whyOf });
    case 'place':
      return ok({ kind: 'place', unit, hex: str(args.hex) ?? '', ...whyOf });
    case 'note':
      return ok({ kind: 'note', text: str(args.text) ?? '' });
    default:
      return err(`unknown command "${spec.name}"`);
  }
}

/** 11.4: --counter-fire A2,A5 or --no-counter-fire, as the react request carries them. */
function counterFireOf(flags: Record<string, Value>): Pick<ReactRequest, 'counterFire' | 'noCounterFire'> {
  const given = flags['counter-fire'];
  const units = Array.isArray(given) ? [...(given as readonly string[])] : typeof given === 'string' ? [given] : undefined;
  return { ...(units ? { counterFire: units } : {}), ...(flags['no-counter-fire'] === true ? { noCounterFire: true } : {}) };
}
