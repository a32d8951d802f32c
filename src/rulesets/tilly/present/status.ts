/**
 * `status [unit|side]`: a table per side (type, quality with the optional rule, resolve now and at the start,
 * markers, commander), or one unit in full with its line of Table 1.
 */
import { type Named, resolveName } from '../../../engine/command-line/names.js';
import { err, ok, type Result } from '../../../engine/result.js';
import { brokenText, note, present, space, strong, sentence, table } from '../../../present/build.js';
import type { Block, Inline, Presentation } from '../../../present/model.js';
import { statusRefusal } from '../../../present/status-refusal.js';
import { tumWords } from '../distance.js';
import { attachedCommander, commanderOf, lostUnits, onTable, sideName, typeName, unitOf } from '../helpers.js';
import { tillyNames } from '../parse.js';
import { recoverableLosses } from '../morale.js';
import { losesWith, losesWords } from '../scenario.js';
import type { SideIndex, TillyState, TillyUnit } from '../state.js';
import { hitOn, rangeWords, TABLE_1 } from '../units.js';
import { markers, resolveCell, unitJson } from './unit.js';
import { commandOf, losers, SIDES } from './words.js';

const sideTable = (s: TillyState): Named[] => s.sides.map((sd) => ({ id: sd.role === 'attacker' ? 'A' : 'D', name: sd.name, aliases: [sd.role] }));

/** `status <unit|side>`: a side by name, role or A/D, else a unit by id, prefix or quoted name. */
function findStatusTarget(s: TillyState, text: string): Result<{ side: SideIndex } | { unit: TillyUnit }, string> {
  const query = text.trim().replace(/^["'\u201c\u2018](.*)["'\u201d\u2019]$/, '$1');
  const side = resolveName(query, sideTable(s), 'side');
  if (side.ok) {
    const index = s.sides.findIndex((sd) => sd.name === side.value.name);
    if (index === 0 || index === 1) return ok({ side: index });
  }
  // A commander is a unit in Tilly; the refusal names all that status takes.
  const unit = resolveName(query, tillyNames(s).unit ?? [], 'unit');
  if (!unit.ok) {
    const first = s.units.find((u) => u.type !== 'commander');
    const takes = { kinds: ['unit', 'commander', 'side'], sides: [s.sides[0].name, s.sides[1].name] as [string, string], sideIds: 'A or D', ...(first ? { example: first } : {}) };
    return err(statusRefusal(unit.error, text, takes));
  }
  return ok({ unit: unitOf(s, unit.value.id) });
}

export function statusView(s: TillyState, args: string): Result<Presentation, string> {
  const arg = args.trim();
  let sides: readonly SideIndex[] = SIDES;
  if (arg !== '') {
    const found = findStatusTarget(s, arg);
    if (!found.ok) return found;
    if ('unit' in found.value) return ok(unitDetail(s, found.value.unit));
    sides = [found.value.side];
  }
  const blocks: Block[] = [];
  for (const i of sides) {
    if (blocks.length > 0) blocks.push(space);
    const side = s.sides[i];
    const lost: Inline[] = losers(s).includes(i) ? [' ', brokenText('LOST')] : [];
    const n = lostUnits(s, i);
    // With variable army morale the side loses on a roll, not at a number of units lost.
    const loses = s.options.variableMorale ? losesWords(side.originalUnits, true, `${n} lost`) : `with ${losesWith(side.originalUnits)}`;
    blocks.push(sentence([strong(side.name), ` (${side.role}): ${n} of ${side.originalUnits} units lost, loses ${loses}`, ...lost]));
    // A table per command, its commander first, so no row repeats his name: at a narrow terminal
    // the names keep to a line. All are one group: when one must be stacked, all are.
    for (const command of s.commands.filter((c) => c.side === i)) {
      blocks.push(note([strong(command.name)]));
      const rows = s.units
        .filter((u) => u.command === command.id)
        .map((u) => [u.id, u.name, typeName(u), ...(s.options.quality ? [u.quality] : []), resolveCell(u), [...markers(s, u), ...attachment(s, u)].join(', ')]);
      // Without "Optional Rule: Unit Quality" every unit is ordinary: the column says nothing (as in the battle's table).
      blocks.push({ ...table(['id', 'unit', 'type', ...(s.options.quality ? ['quality'] : []), 'resolve', 'markers'], rows), group: 'status' });
    }
  }
  return ok(present('status', blocks, { kind: 'status', turn: s.turn, step: s.step, units: s.units.filter((u) => sides.includes(u.side)).map((u) => unitJson(s, u)) }));
}

/** Who is attached to whom, among the markers: "with French Right Horse 1", "French General of the Right attached". */
function attachment(s: TillyState, u: TillyUnit): string[] {
  if (u.type === 'commander') return u.attachedTo && onTable(u) ? [`with ${unitOf(s, u.attachedTo).name}`] : [];
  const attached = attachedCommander(s, u.id);
  return attached ? [`${attached.name} attached`] : [];
}

/** `status A3`: one unit in full. */
function unitDetail(s: TillyState, u: TillyUnit): Presentation {
  const row = TABLE_1[u.type];
  const command = commandOf(s, u);
  const commander = commanderOf(s, u);
  const attached = attachedCommander(s, u.id);
  const state = onTable(u) ? `resolve ${u.resolve} of ${u.startResolve}` : `${u.fate === 'casualty' ? 'a casualty' : u.fate}, off the table`;
  const recoverable = onTable(u) && u.wounds > 0 ? `; ${u.wounds} lost to ${recoverableLosses(s)} (rally and heroics may restore it)` : '';
  const shoots = row.range === null ? 'cannot shoot' : `shoots ${row.range === Number.POSITIVE_INFINITY ? 'at unlimited range' : rangeWords(u.type, s.baseWidth)}, hitting on ${hitOn(row.shootToHit ?? 6)}`;
  const melee = row.meleeToHit === null ? 'does not fight in melee' : row.meleeToHit === 'horse' ? 'melee to-hit depends on the context (rules horse)' : `hits on ${hitOn(row.meleeToHit)} in melee`;
  const marks = markers(s, u);
  const commandedBy = commander ? `${commander.name}${onTable(commander) ? '' : ' (fallen)'}` : 'nobody';
  const blocks: Block[] = [
    sentence([strong(u.name), ` (${u.id}), ${row.name}, ${s.options.quality ? `${u.quality}, ` : ''}${sideName(s, u.side)}`]),
    note(`${state}${recoverable}`),
    note(u.type === 'commander' ? `commands ${command?.name ?? u.command}` : `${command?.name ?? u.command}, commanded by ${commandedBy}${attached ? `; ${attached.name} attached` : ''}`),
    ...(u.type === 'commander' && u.attachedTo ? [note(`attached to ${unitOf(s, u.attachedTo).name}`)] : []),
    note(`markers: ${marks.length > 0 ? marks.join(', ') : 'none'}`),
    note(`Table 1: moves ${row.move === 0 ? 'not at all (pivots)' : tumWords(row.move, s.baseWidth)}; ${shoots}; ${melee}`),
  ];
  return present('unit', blocks, { kind: 'unit', ...unitJson(s, u) });
}
