/**
 * The pure parser of Tilly's typed commands: the shared toolkit matches the line against
 * TILLY_COMMANDS and resolves names (short id, unambiguous prefix, quoted full name); this
 * file turns the typed values into a TillyAction.
 */
import { matchChoice, type NameTable, type Named, resolveName } from '../../engine/command-line/names.js';
import { parseCommand, unknownWord } from '../../engine/command-line/parse.js';
import type { Value } from '../../engine/command-line/spec.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { TillyAction } from './actions.js';
import { TILLY_COMMANDS } from './commands.js';
import { onTable } from './helpers.js';
import type { Aspect, TillyState } from './state.js';
import type { TerrainKind } from './game-setup.js';
import { anyReach, anySight, type ChargeReach, type ShootingSight } from './geometry.js';
import { CHANGES, type ChangeOfDirection } from './units.js';
import { pointBlankDefault } from './pointblank-charger.js';

/** Units (commanders included) by id and name; those off the table are still nameable. */
export function tillyNames(s: TillyState): NameTable {
  const units: Named[] = s.units.map((u) => ({ id: u.id, name: u.name, retired: !onTable(u) }));
  return { unit: units, leader: units.filter((_, i) => s.units[i]?.type === 'commander') };
}

const str = (v: Value | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: Value | undefined): string[] => (Array.isArray(v) ? [...(v as readonly string[])] : typeof v === 'string' ? [v] : []);
const bool = (v: Value | undefined): boolean => v === true;
const whyOf = (flags: Readonly<Record<string, Value>>): { why?: string } => (typeof flags.why === 'string' ? { why: flags.why } : {});

function parseChanges(text: string | undefined): Result<ChangeOfDirection[], string> {
  if (text === undefined) return ok([]);
  const out: ChangeOfDirection[] = [];
  for (const part of text.split(',')) {
    const m = matchChoice(part, CHANGES, '--change');
    if (!m.ok) return m;
    out.push(m.value as ChangeOfDirection);
  }
  return ok(out);
}

function parseAssign(text: string | undefined, names: NameTable): Result<Record<string, string>, string> {
  const out: Record<string, string> = {};
  if (text === undefined) return ok(out);
  for (const pair of text.split(',')) {
    const [a, b] = pair.split('=');
    if (a === undefined || b === undefined || a.trim() === '' || b.trim() === '') return err(`--assign takes <unit>=<enemy> pairs separated by commas, not "${pair}"`);
    const from = resolveName(a, names.unit ?? [], 'unit');
    if (!from.ok) return from;
    const to = resolveName(b, names.unit ?? [], 'unit');
    if (!to.ok) return to;
    out[from.value.id] = to.value.id;
  }
  return ok(out);
}

/** `--primary A3,D6=A2`: bare units are primary against every enemy they fight; `E=U` against E only. */
function parsePrimary(text: string | undefined, names: NameTable): Result<{ primary: string[]; primaryFor: Record<string, string> }, string> {
  const primary: string[] = [];
  const primaryFor: Record<string, string> = {};
  if (text === undefined) return ok({ primary, primaryFor });
  for (const part of text.split(',')) {
    const [a, b, extra] = part.split('=');
    if (a === undefined || a.trim() === '' || extra !== undefined || (b !== undefined && b.trim() === '')) {
      return err(`--primary takes units, or <enemy>=<unit> pairs, separated by commas, not "${part}"`);
    }
    const first = resolveName(a, names.unit ?? [], 'unit');
    if (!first.ok) return first;
    if (b === undefined) {
      primary.push(first.value.id);
      continue;
    }
    const second = resolveName(b, names.unit ?? [], 'unit');
    if (!second.ok) return second;
    if (Object.hasOwn(primaryFor, first.value.id)) return err(`--primary names two primaries against ${first.value.name}`);
    primaryFor[first.value.id] = second.value.id;
  }
  return ok({ primary, primaryFor });
}

/** `divide A3 D6=2,D7=1`: hits per enemy. */
function parseSplit(text: string, names: NameTable): Result<{ enemy: string; hits: number }[], string> {
  const out: { enemy: string; hits: number }[] = [];
  for (const part of text.split(',').filter((p) => p.trim() !== '')) {
    const m = /^\s*(?:"([^"]*)"|([^="\s][^="]*?))\s*=\s*(\d{1,3})\s*$/.exec(part);
    if (!m) return err(`divide takes <enemy>=<hits> pairs separated by commas, e.g. D6=2,D7=1, not "${part.trim()}"`);
    const enemy = resolveName(m[1] ?? m[2] ?? '', names.unit ?? [], 'unit');
    if (!enemy.ok) return enemy;
    out.push({ enemy: enemy.value.id, hits: Number(m[3]) });
  }
  if (out.length === 0) return err('divide takes <enemy>=<hits> pairs, e.g. divide A3 D6=2,D7=1');
  return ok(out);
}

/**
 * The game master's answers on a shooting line, only when one is given (so lines without them
 * parse as before). `evade` takes the three answers about its own fire, not the line's:
 * its `--blocked` is about the way out.
 */
function sightOf(flags: Readonly<Record<string, Value>>, lines = true): { sight?: ShootingSight } {
  const sight: ShootingSight = {
    blocked: lines && bool(flags.blocked),
    notClosest: lines && bool(flags['not-closest']),
    enemyFront: list(flags['enemy-front']),
    friendsFront: list(flags['friends-front']),
    friendsFlank: list(flags['blocked-flank']),
  };
  return anySight(sight) ? { sight } : {};
}

export function parseTillyCommand(state: TillyState, text: string): Result<TillyAction, string> {
  const names = tillyNames(state);
  const parsed = parseCommand(TILLY_COMMANDS, text, names);
  if (!parsed.ok) {
    // The rule book's word for shooting is not a command word here: say which command it is.
    const word = unknownWord(parsed.error)?.toLowerCase();
    return word === 'fire' || word === 'volley' ? err('shooting is the shoot command: shoot <primary>[,<secondary>...] at <target> (steps 1.2 and 2.2; help shoot)') : parsed;
  }
  const { spec, args, flags } = parsed.value;
  const unit = str(args.unit) ?? '';
  switch (spec.name) {
    case 'next':
      return ok({ kind: 'next' });
    case 'move': {
      const changes = parseChanges(str(flags.change));
      if (!changes.ok) return changes;
      return ok({
        kind: 'move',
        unit,
        far: bool(flags.far),
        ...(bool(flags.check) ? { check: true } : {}),
        difficult: bool(flags.difficult),
        changes: changes.value,
        ...(typeof flags.dist === 'number' ? { distance: flags.dist } : {}),
        through: list(flags.through),
        ...(flags.push !== undefined ? { push: list(flags.push) } : {}),
        buffer: bool(flags.buffer),
        zoc: bool(flags.zoc),
      });
    }
    case 'initiative':
      return ok({ kind: 'initiative' });
    case 'terrain':
      return ok({ kind: 'terrain', feature: (str(args.feature) ?? 'road') as TerrainKind });
    case 'deploy': {
      const word = str(args.unit);
      if (word === undefined || /^all$/i.test(word)) return ok({ kind: 'deploy', unit: null });
      const named = resolveName(word, names.unit ?? [], 'unit');
      return named.ok ? ok({ kind: 'deploy', unit: named.value.id }) : named;
    }
    case 'face':
      return ok({ kind: 'face', unit, enemy: str(args.enemy) ?? null, ...(bool(flags.far) ? { far: true } : {}) });
    case 'pivot':
      return ok({ kind: 'pivot', unit });
    case 'shoot':
    case 'pointblank': {
      let units = list(args.units);
      let target = str(args.target) ?? '';
      if (spec.name === 'pointblank' && args.target === undefined) {
        const filled = pointBlankDefault(state, units);
        if (!filled.ok) return filled;
        ({ units, target } = filled.value);
      }
      return ok({
        kind: 'shoot',
        units,
        target,
        flank: list(flags.flank),
        cover: bool(flags.cover),
        pointBlank: spec.name === 'pointblank',
        ...sightOf(flags),
      });
    }
    case 'declare': {
      if (args.join !== undefined) return ok({ kind: 'declare', unit, targets: [str(args.join) ?? ''], aspect: 'front', far: false });
      const aspect: Aspect = bool(flags.flank) ? 'flank' : bool(flags.rear) ? 'rear' : 'front';
      const reach: ChargeReach = { outOfReach: bool(flags['out-of-reach']), moreThanWheel: bool(flags['more-than-wheel']), enemyAhead: bool(flags['enemy-ahead']) };
      return ok({ kind: 'declare', unit, targets: list(args.targets), aspect, far: bool(flags.far), ...(anyReach(reach) ? { reach } : {}) });
    }
    case 'charge':
      return ok({ kind: 'charge', unit: str(args.unit) ?? null, contact: flags.contact !== false });
    case 'evade': {
      return ok({ kind: 'evade', unit, difficult: bool(flags.difficult), ...(bool(flags.blocked) ? { blocked: true } : {}), ...sightOf(flags, false) });
    }
    case 'melee': {
      const assign = parseAssign(str(flags.assign), names);
      if (!assign.ok) return assign;
      const primary = parsePrimary(str(flags.primary), names);
      if (!primary.ok) return primary;
      return ok({
        kind: 'melee',
        unit,
        primary: primary.value.primary,
        primaryFor: primary.value.primaryFor,
        assign: assign.value,
        uphill: list(flags.uphill),
        fortified: list(flags.fortified),
        difficult: list(flags.difficult),
      });
    }
    case 'divide': {
      const split = parseSplit(str(args.split) ?? '', names);
      if (!split.ok) return split;
      return ok({ kind: 'divide', unit, split: split.value });
    }
    case 'rallyback':
      return ok({ kind: 'rallyback', unit, far: bool(flags.far), cancel: bool(flags.cancel) });
    case 'rally':
      return ok({ kind: 'rally', unit: str(args.unit) ?? null });
    case 'heroics':
      return ok({ kind: 'heroics', unit: str(args.unit) ?? null, enemy: str(args.enemy) ?? null });
    case 'set':
      return ok({ kind: 'set-resolve', unit, resolve: typeof args.resolve === 'number' ? args.resolve : 0, ...whyOf(flags) });
    case 'rout':
      return ok({ kind: 'rout', unit, ...whyOf(flags) });
    case 'fall':
      return ok({ kind: 'fall', unit, ...whyOf(flags) });
    case 'engage': {
      const on = (str(flags.on) ?? 'front') as Aspect;
      return ok({ kind: 'engage', a: str(args.a) ?? '', b: str(args.b) ?? '', aspectA: 'front', aspectB: on, ...whyOf(flags) });
    }
    case 'disengage':
      return ok({ kind: 'disengage', a: str(args.a) ?? '', b: str(args.b) ?? null, ...whyOf(flags) });
    case 'attach':
      return ok({ kind: 'attach', commander: str(args.commander) ?? '', unit, ...whyOf(flags) });
    case 'detach':
      return ok({ kind: 'detach', commander: str(args.commander) ?? '', ...whyOf(flags) });
    case 'note':
      return ok({ kind: 'note', text: str(args.text) ?? '' });
    case 'odds':
    case 'mods': {
      const inner = str(args.text) ?? '';
      if (/^(odds|mods)\b/i.test(inner.trim())) return err(`${spec.name} takes a battle command, e.g. ${spec.example}`);
      const action = parseTillyCommand(state, inner);
      if (!action.ok) return action;
      return ok({ kind: spec.name, action: action.value });
    }
    default:
      return err(`unknown command "${spec.name}"`);
  }
}
