/**
 * The REPL's views of a Tilly's Very Bad Day battle: header and prompt, the loaded battle,
 * `status`, `morale`, `leaders` (the commanders), `rules <topic>`, `mods`/`odds` with the
 * exact hit distributions, command help, completion, the guided menus, and the standing
 * `replay` and `report` print. Everything here reads TillyState; nothing changes it.
 */
import { complete, completionFragment } from '../../engine/command-line/complete.js';
import { formatHelp } from '../../engine/command-line/help.js';
import { type Named, resolveName } from '../../engine/command-line/names.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { Modifier, Odds, OddsOutcome } from '../../engine/ruleset.js';
import type { TillyAction } from '../../rulesets/tilly/actions.js';
import { commandCheckReason } from '../../rulesets/tilly/command.js';
import { TILLY_COMMANDS } from '../../rulesets/tilly/commands.js';
import { formatLength, tumLength, tumWords } from '../../rulesets/tilly/distance.js';
import { executeTilly } from '../../rulesets/tilly/execute.js';
import { attachedCommander, commanderOf, enemiesInContact, lostUnits, onTable, sideName, sideOfRole, typeName, unitOf } from '../../rulesets/tilly/helpers.js';
import { type LegalChoice, legalNow, stepBlocker } from '../../rulesets/tilly/legal.js';
import { meleeGroup, planMelee } from '../../rulesets/tilly/melee.js';
import { contestedEnemies } from '../../rulesets/tilly/melee-primary.js';
import { parseTillyCommand, tillyNames } from '../../rulesets/tilly/parse.js';
import { previewAction } from '../../rulesets/tilly/preview.js';
import { losesAt } from '../../rulesets/tilly/scenario.js';
import type { SideIndex, TillyScenario, TillyState, TillyUnit } from '../../rulesets/tilly/state.js';
import { stepDef, TILLY_STEPS } from '../../rulesets/tilly/steps.js';
import {
  CHANGES,
  COMMAND_CHECK_HIT,
  COMMAND_RADIUS,
  COMMANDER_FALLS,
  COMMANDER_MELEE_HIT,
  canShoot,
  HORSE_CONTEXT_WORDS,
  HORSE_MELEE_HIT,
  type HorseContext,
  interpenetrationRefusal,
  isDefendingInfantry,
  QUALITIES,
  QUALITY_TABLE,
  RESTRICTED_MOVE,
  rangeWords,
  TABLE_1,
  UNIT_TYPES,
  type UnitType,
} from '../../rulesets/tilly/units.js';
import type { Completion } from '../../present/complete.js';
import { oddsTable, possessive } from '../format.js';
import type { Paint } from '../../present/paint.js';
import { bar, table } from '../../present/terminal-table.js';
import { divideGuide, tillyFollowUp } from './tilly-divide.js';
import { setupView, setupWords } from './tilly-setup.js';
import type { BattleStanding, CommandHelp, GuideChoice, GuideStep, Preview, RulesetViews, StandingTerms, ViewAnswer, Where } from './types.js';
import { verb } from '../../engine/english.js';

const SIDES: readonly SideIndex[] = [0, 1];

const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;
const hitOn = (n: number): string => (n >= 6 ? '6' : `${n}+`);
const half = (n: number): string => (n % 2 === 0 ? String(n / 2) : `${Math.floor(n / 2)}½`);

/** A unit's command and its commander. */
const commandOf = (s: TillyState, u: TillyUnit) => s.commands.find((c) => c.id === u.command);

/** The sides that lost the battle (both in a draw); none while it goes on. */
function losers(s: TillyState): SideIndex[] {
  if (!s.outcome) return [];
  return s.outcome.winner === null ? [0, 1] : [s.outcome.winner === 0 ? 1 : 0];
}

/** Units lost and the count at which the side loses: "French 3/12". */
const lostWords = (s: TillyState, side: SideIndex): string => `${sideName(s, side)} ${lostUnits(s, side)}/${losesAt(s.sides[side].originalUnits)}`;

function outcomeWords(s: TillyState): string {
  if (!s.outcome) return '';
  return s.outcome.winner === null ? 'a draw: both armies lose' : `${sideName(s, s.outcome.winner)} win`;
}

/** Who acts in the step, in a few words: "French move", "Imperialists shoot". */
function actingWords(s: TillyState): string | null {
  const d = stepDef(s.step);
  if (d.actor === 'attacker' || d.actor === 'defender') return `${sideName(s, sideOfRole(s, d.actor))} ${d.commands.includes('shoot') ? 'shoot' : 'move'}`;
  if (s.step === 'melee' && s.meleeChooser !== null) return `${sideName(s, s.meleeChooser)} choose the next melee`;
  if (s.step === 'setup') return setupWords(s);
  return null;
}

const stepWords = (s: TillyState): string => {
  const d = stepDef(s.step);
  return d.number ? `${d.number} ${d.title}` : d.title;
};

export function tillyHeader(s: TillyState, paint: Paint): string {
  const parts: string[] = [`Turn ${s.turn}`, stepWords(s)];
  if (s.outcome) parts.push(paint.broken(outcomeWords(s)));
  else {
    const who = actingWords(s);
    if (who) parts.push(who);
  }
  const lost = losers(s);
  const morale = SIDES.map((i) => (lost.includes(i) ? paint.broken(`${lostWords(s, i)} LOST`) : lostWords(s, i)));
  parts.push(`units lost ${morale.join(', ')}`);
  return parts.join(' | ');
}

const tillyPrompt = (s: TillyState): string => `T${s.turn} ${s.step}> `;

// ---------------------------------------------------------------- battle, status

/** How a unit's resolve reads: "3/3", "1/3" (a loss), "routed" (gone). */
function resolveCell(u: TillyUnit, paint: Paint): string {
  if (!onTable(u)) return paint.broken(u.fate === 'casualty' ? 'casualty' : u.fate);
  const text = `${u.resolve}/${u.startResolve}`;
  return u.resolve < u.startResolve ? paint.loss(text) : text;
}

/** The markers a player would have beside the unit, in words. */
function markers(s: TillyState, u: TillyUnit): string[] {
  const out: string[] = [];
  if (u.routMarker) out.push('rout marker');
  if (u.casualtyMarker) out.push('fell this turn');
  if (!onTable(u)) return out;
  if (u.pivoted) out.push('pivoted');
  else if (u.shot) out.push('shot');
  if (u.moved) out.push('moved');
  if (u.charge) {
    const targets = u.charge.targets.map((id) => unitOf(s, id).name).join(' and ');
    if (u.charge.cancelled) out.push('charge cancelled');
    else out.push(u.type === 'commander' ? `charging to join ${targets}` : `charge declared: ${u.charge.aspect} of ${targets}`);
  }
  if (u.charged?.contact) out.push('charged');
  if (u.evaded) out.push('evaded');
  const locked = enemiesInContact(s, u.id);
  if (locked.length > 0) out.push(`locked with ${locked.map((c) => `${unitOf(s, c.enemy).name}${c.aspect === 'front' ? '' : ` (on its ${c.aspect})`}`).join(', ')}`);
  if (u.meleeResult) out.push(`${u.meleeResult} its melee`);
  if (u.rallyBack) out.push(u.rallyBack === 'must' ? 'must rally back' : 'rally back');
  if (u.rallied) out.push('rallied');
  return out;
}

/** The commander column: the commander attached to the unit, else its command's commander; for a commander, his unit. */
function commanderCell(s: TillyState, u: TillyUnit): string {
  if (u.type === 'commander') return u.attachedTo && onTable(u) ? `with ${unitOf(s, u.attachedTo).name}` : '';
  const attached = attachedCommander(s, u.id);
  if (attached) return `${attached.name} (with)`;
  const c = commanderOf(s, u);
  if (!c) return '';
  return onTable(c) ? c.name : `${c.name} (fallen)`;
}

function unitJson(s: TillyState, u: TillyUnit) {
  return {
    id: u.id,
    name: u.name,
    side: sideName(s, u.side),
    command: commandOf(s, u)?.name ?? u.command,
    type: u.type,
    quality: u.quality,
    resolve: u.resolve,
    startResolve: u.startResolve,
    fate: u.fate,
    markers: markers(s, u),
    shot: u.shot,
    charge: u.charge ? { targets: u.charge.targets, aspect: u.charge.aspect, cancelled: u.charge.cancelled } : null,
    lockedWith: enemiesInContact(s, u.id).map((c) => unitOf(s, c.enemy).name),
    rallyBack: u.rallyBack,
    routMarker: u.routMarker,
    commander: commanderOf(s, u)?.name ?? null,
    attached: attachedCommander(s, u.id)?.name ?? null,
    attachedTo: u.attachedTo ? unitOf(s, u.attachedTo).name : null,
  };
}

function tillyBattle(s: TillyState, scenario: unknown, paint: Paint): ViewAnswer {
  const sc = scenario as TillyScenario;
  const opts = s.options;
  const onOff = (b: boolean) => (b ? 'on' : 'off');
  const lines: string[] = [
    paint.bold(sc.title),
    "Tilly's Very Bad Day",
    `Bases ${formatLength(s.baseWidth)} wide: 1 TUM = ${formatLength(tumLength(s.baseWidth))}. Optional rules: unit quality ${onOff(opts.quality)}, variable army morale ${onOff(opts.variableMorale)}, evade ${onOff(opts.evade)}.`,
    '',
  ];
  for (const i of SIDES) {
    const side = s.sides[i];
    const commands = s.commands.filter((c) => c.side === i);
    lines.push(`${paint.bold(side.name)}: ${side.role}, ${side.originalUnits} ${side.originalUnits === 1 ? 'unit' : 'units'} in ${commands.length} ${commands.length === 1 ? 'command' : 'commands'}; loses at ${losesAt(side.originalUnits)} units lost (½ is ${half(side.originalUnits)})`);
    const rows = s.units
      .filter((u) => u.side === i)
      .map((u) => [u.id, u.name, typeName(u), ...(opts.quality ? [u.quality] : []), String(u.startResolve), commandOf(s, u)?.name ?? u.command]);
    lines.push(...table(['id', 'unit', 'type', ...(opts.quality ? ['quality'] : []), 'resolve', 'command'], rows, paint));
    lines.push('');
  }
  lines.push(`Loses at: ${SIDES.map((i) => `${s.sides[i].name} ${losesAt(s.sides[i].originalUnits)}`).join(', ')} units lost.`);
  const json = {
    kind: 'battle',
    ruleset: 'tilly',
    title: sc.title,
    turn: s.turn,
    step: s.step,
    baseWidth: formatLength(s.baseWidth),
    options: opts,
    sides: SIDES.map((i) => ({
      name: s.sides[i].name,
      role: s.sides[i].role,
      originalUnits: s.sides[i].originalUnits,
      losesAt: losesAt(s.sides[i].originalUnits),
      commands: s.commands.filter((c) => c.side === i).map((c) => ({ id: c.id, name: c.name, commander: unitOf(s, c.commander).name })),
      units: s.units.filter((u) => u.side === i).map((u) => unitJson(s, u)),
    })),
  };
  return { lines, json };
}

const sideTable = (s: TillyState): Named[] => s.sides.map((sd) => ({ id: sd.role === 'attacker' ? 'A' : 'D', name: sd.name, aliases: [sd.role] }));

/** `status <unit|side>`: a side by name, role or A/D, else a unit by id, prefix or quoted name. */
function findStatusTarget(s: TillyState, text: string): Result<{ side: SideIndex } | { unit: TillyUnit }, string> {
  const query = text.trim().replace(/^["'\u201c\u2018](.*)["'\u201d\u2019]$/, '$1');
  const side = resolveName(query, sideTable(s), 'side');
  if (side.ok) {
    const index = s.sides.findIndex((sd) => sd.name === side.value.name);
    if (index === 0 || index === 1) return ok({ side: index });
  }
  const unit = resolveName(query, tillyNames(s).unit ?? [], 'unit');
  if (!unit.ok) return unit;
  return ok({ unit: unitOf(s, unit.value.id) });
}

function statusView(s: TillyState, args: string, paint: Paint): Result<ViewAnswer, string> {
  const arg = args.trim();
  let sides: readonly SideIndex[] = SIDES;
  if (arg !== '') {
    const found = findStatusTarget(s, arg);
    if (!found.ok) return found;
    if ('unit' in found.value) return ok(unitDetail(s, found.value.unit, paint));
    sides = [found.value.side];
  }
  const lines: string[] = [];
  for (const i of sides) {
    const side = s.sides[i];
    const lost = losers(s).includes(i);
    lines.push(`${paint.bold(side.name)} (${side.role}): ${lostUnits(s, i)} of ${side.originalUnits} units lost, loses at ${losesAt(side.originalUnits)}${lost ? ` ${paint.broken('LOST')}` : ''}`);
    const rows = s.units
      .filter((u) => u.side === i)
      .map((u) => [u.id, u.name, typeName(u), u.quality, resolveCell(u, paint), markers(s, u).join(', '), commanderCell(s, u)]);
    lines.push(...table(['id', 'unit', 'type', 'quality', 'resolve', 'markers', 'commander'], rows, paint));
    lines.push('');
  }
  lines.pop();
  return ok({ lines, json: { kind: 'status', turn: s.turn, step: s.step, units: s.units.filter((u) => sides.includes(u.side)).map((u) => unitJson(s, u)) } });
}

function unitDetail(s: TillyState, u: TillyUnit, paint: Paint): ViewAnswer {
  const row = TABLE_1[u.type];
  const command = commandOf(s, u);
  const commander = commanderOf(s, u);
  const state = onTable(u) ? `resolve ${u.resolve} of ${u.startResolve}` : `${u.fate === 'casualty' ? 'a casualty' : u.fate}, off the table`;
  const recoverable = onTable(u) && u.wounds > 0 ? `; ${u.wounds} lost to shooting or melee (rally and heroics may restore it)` : '';
  const shoots = row.range === null ? 'cannot shoot' : `shoots ${row.range === Number.POSITIVE_INFINITY ? 'at unlimited range' : rangeWords(u.type, s.baseWidth)}, hitting on ${hitOn(row.shootToHit ?? 6)}`;
  const melee = row.meleeToHit === null ? 'does not fight in melee' : row.meleeToHit === 'horse' ? 'melee to-hit depends on the context (rules horse)' : `hits on ${hitOn(row.meleeToHit)} in melee`;
  const marks = markers(s, u);
  const lines = [
    `${paint.bold(u.name)} (${u.id}), ${row.name}, ${u.quality}, ${sideName(s, u.side)}`,
    `  ${state}${recoverable}`,
    u.type === 'commander'
      ? `  commands ${command?.name ?? u.command}`
      : `  ${command?.name ?? u.command}, commanded by ${commander ? `${commander.name}${onTable(commander) ? '' : ' (fallen)'}` : 'nobody'}${attachedCommander(s, u.id) ? `; ${attachedCommander(s, u.id)?.name} attached` : ''}`,
    `  markers: ${marks.length > 0 ? marks.join(', ') : 'none'}`,
    `  Table 1: moves ${row.move === 0 ? 'not at all (pivots)' : tumWords(row.move, s.baseWidth)}; ${shoots}; ${melee}`,
  ];
  if (u.type === 'commander' && u.attachedTo) lines.splice(3, 0, `  attached to ${unitOf(s, u.attachedTo).name}`);
  return { lines, json: { kind: 'unit', ...unitJson(s, u) } };
}

function moraleView(s: TillyState, paint: Paint): ViewAnswer {
  const lost = losers(s);
  const rows = SIDES.map((i) => {
    const side = s.sides[i];
    const n = lostUnits(s, i);
    const at = losesAt(side.originalUnits);
    const meter = bar(n / Math.max(1, at), 20);
    const state = lost.includes(i) ? paint.broken('LOST THE BATTLE') : n >= at ? paint.broken('at its break threshold') : `${at - n} to go`;
    return [side.name, `${n}/${side.originalUnits}`, String(at), n > 0 ? paint.loss(meter) : meter, state];
  });
  const lines = table(['side', 'lost', 'loses at', 'towards losing', ''], rows, paint, ['left', 'right', 'right', 'left', 'left']);
  for (const i of SIDES) {
    const gone = s.units.filter((u) => u.side === i && !onTable(u));
    if (gone.length > 0) lines.push(`  ${paint.bold(s.sides[i].name)}: ${gone.map((u) => `${u.name} (${u.fate === 'casualty' ? 'casualty' : u.fate})`).join(', ')}`);
  }
  lines.push(
    s.options.variableMorale
      ? '  Variable army morale: at the end of each turn the side with most units lost rolls 1d6 and adds them; ½ of its original units or more loses.'
      : `  A side loses at ½ of its original units lost (${SIDES.map((i) => `${s.sides[i].name} ½ of ${s.sides[i].originalUnits} = ${half(s.sides[i].originalUnits)}`).join(', ')}), checked in step 4.4.`,
  );
  const check = s.lastCheck;
  if (check && check.rolls.some((r) => r !== null)) {
    lines.push(`  Last roll: ${SIDES.filter((i) => check.rolls[i] !== null).map((i) => `${s.sides[i].name} ${check.rolls[i]} + ${check.lost[i]} lost`).join(', ')}.`);
  }
  return {
    lines,
    json: {
      kind: 'morale',
      sides: SIDES.map((i) => ({
        side: s.sides[i].name,
        lost: lostUnits(s, i),
        originalUnits: s.sides[i].originalUnits,
        losesAt: losesAt(s.sides[i].originalUnits),
        lostBattle: lost.includes(i),
        units: s.units.filter((u) => u.side === i && !onTable(u)).map((u) => ({ name: u.name, fate: u.fate })),
      })),
      variableMorale: s.options.variableMorale,
      lastCheck: s.lastCheck,
    },
  };
}

function commandersView(s: TillyState, paint: Paint): ViewAnswer {
  const commanders = s.commands.map((c) => ({ command: c, u: unitOf(s, c.commander) }));
  const rows = commanders.map(({ command, u }) => {
    const units = s.units.filter((x) => x.command === command.id && x.id !== u.id);
    const left = units.filter(onTable).length;
    const fate = onTable(u) ? 'active' : paint.loss(u.casualtyMarker ? 'casualty (this turn)' : 'casualty');
    const charge = u.charge && !u.charge.cancelled ? `joining ${unitOf(s, u.charge.targets[0] ?? '').name}` : '';
    return [u.id, u.name, sideName(s, u.side), command.name, `${left}/${units.length}`, u.attachedTo && onTable(u) ? unitOf(s, u.attachedTo).name : '', charge, fate];
  });
  return {
    lines: table(['id', 'commander', 'side', 'command', 'units', 'attached to', 'charge', 'fate'], rows, paint),
    json: {
      kind: 'leaders',
      leaders: commanders.map(({ command, u }) => ({
        id: u.id,
        name: u.name,
        side: sideName(s, u.side),
        command: command.name,
        units: s.units.filter((x) => x.command === command.id && x.id !== u.id && onTable(x)).length,
        attachedTo: u.attachedTo ? unitOf(s, u.attachedTo).name : null,
        fate: u.fate,
        fellThisTurn: u.casualtyMarker,
      })),
    },
  };
}

// ---------------------------------------------------------------- rules

/** Rule topics, printed from the tables the engine uses; distances also in the battle's own units. */
const RULE_TOPICS: Readonly<Record<string, (paint: Paint, s: TillyState) => ViewAnswer>> = {
  turn: (paint, s) => ({
    lines: TILLY_STEPS.filter((d) => d.id !== 'over').map((d) => `  ${d.number.padEnd(3)} ${paint.bold(d.title)}: ${withLengths(s, d.help)}`),
    json: { kind: 'rules', topic: 'turn', steps: TILLY_STEPS },
  }),
  units: (paint, s) => {
    const rows = UNIT_TYPES.map((t) => {
      const r = TABLE_1[t];
      const melee = r.meleeToHit === null ? '-' : r.meleeToHit === 'horse' ? 'context' : hitOn(r.meleeToHit);
      return [r.name, r.move === 0 ? 'pivot' : `${tumWords(r.move, s.baseWidth)}${r.note1 ? ' *' : ''}`, r.range === null ? '-' : rangeWords(t, s.baseWidth), r.shootToHit === null ? '-' : hitOn(r.shootToHit), melee, String(r.resolve)];
    });
    return {
      lines: [
        ...table(['type', 'move', 'range', 'shoots', 'melee', 'resolve'], rows, paint),
        `  * at most ${tumWords(RESTRICTED_MOVE, s.baseWidth)} in difficult terrain, when charging and in a rally back (Table 1 note 1).`,
        '  Horse hit in melee on a score that depends on the context: rules horse. Quality changes resolve by ±1: rules quality.',
      ],
      json: { kind: 'rules', topic: 'units', table1: TABLE_1, restrictedMove: RESTRICTED_MOVE },
    };
  },
  horse: (paint) => {
    const order: readonly HorseContext[] = ['charging-other', 'charging-flank-of-pike', 'charging-front-of-pike', 'other', 'difficult'];
    return {
      lines: [...table(['horse in melee', 'hits on'], order.map((c) => [HORSE_CONTEXT_WORDS[c], hitOn(HORSE_MELEE_HIT[c])]), paint), '  Table 1 note 2 and "Melee dice".'],
      json: { kind: 'rules', topic: 'horse', toHit: HORSE_MELEE_HIT },
    };
  },
  quality: (paint) => ({
    lines: [
      ...table(
        ['quality', 'resolve', 'points', 'changes of direction'],
        QUALITIES.map((q) => {
          const r = QUALITY_TABLE[q];
          return [q, q === 'rabble' ? '1' : r.resolveDelta === 0 ? '±0' : r.resolveDelta > 0 ? `+${r.resolveDelta}` : String(r.resolveDelta), String(r.points), r.changes];
        }),
        paint,
      ),
      '  Commanders and cannons are ordinary; rabble is rabble. "Optional Rule: Unit Quality".',
    ],
    json: { kind: 'rules', topic: 'quality', quality: QUALITY_TABLE },
  }),
  command: (_paint, s) => ({
    lines: [
      `  A unit is in command within ${tumWords(COMMAND_RADIUS, s.baseWidth)} of its commander, or with him attached.`,
      `  Otherwise it takes a command check to move, charge or rally back: 1d6 per point of current resolve, any ${COMMAND_CHECK_HIT} passes (add --far).`,
      '  A unit whose commander has fallen always checks. Commanders are always in command.',
    ],
    json: { kind: 'rules', topic: 'command', radius: COMMAND_RADIUS, checkHitsOn: COMMAND_CHECK_HIT },
  }),
  shooting: (paint, s) => {
    const rows = UNIT_TYPES.filter((t) => canShoot(t)).map((t) => [TABLE_1[t].name, TABLE_1[t].range === Number.POSITIVE_INFINITY ? 'unlimited' : tumWords(TABLE_1[t].range ?? 0, s.baseWidth), hitOn(TABLE_1[t].shootToHit ?? 6)]);
    return {
      lines: [
        ...table(['shooter', 'range', 'hits on'], rows, paint),
        '  The primary unit rolls 1 die per point of its current resolve, or 1 die to its flank; each secondary unit 1 die.',
        '  -1 die per shooter against dragoons, pike+shot or shot in difficult terrain or fortifications (--cover).',
        '  Cannons shoot only to their front, and a pivot takes their shot. Commanders neither shoot nor are shot at.',
        `  An attached commander whose unit takes hits falls on a ${COMMANDER_FALLS.hit}, or on ${COMMANDER_FALLS.routed}-6 if it routed.`,
      ],
      json: { kind: 'rules', topic: 'shooting', shooters: UNIT_TYPES.filter((t) => canShoot(t)).map((t) => ({ type: t, range: TABLE_1[t].range, toHit: TABLE_1[t].shootToHit })), commanderFalls: COMMANDER_FALLS },
    };
  },
  melee: (paint) => {
    const rows = UNIT_TYPES.map((t) => {
      const h = TABLE_1[t].meleeToHit;
      return [TABLE_1[t].name, h === null ? 'does not fight (eliminated when contacted)' : h === 'horse' ? 'by context: rules horse' : hitOn(h)];
    });
    return {
      lines: [
        ...table(['type', 'hits on'], rows, paint),
        '  Dice: the primary unit rolls its current resolve (1 die if the enemy is to its flank); a secondary unit 1 die; a unit with an enemy to its rear 0.',
        `  -1 die charging uphill or into fortifications against infantry; an attached commander adds 1 die hitting on ${hitOn(COMMANDER_MELEE_HIT)}.`,
        '  The side that suffers more hits than it inflicts loses; equal hits draw. Losing horse must rally back.',
      ],
      json: { kind: 'rules', topic: 'melee', toHit: Object.fromEntries(UNIT_TYPES.map((t) => [t, TABLE_1[t].meleeToHit])), commanderHitsOn: COMMANDER_MELEE_HIT },
    };
  },
  movement: (paint, s) => {
    const rows = UNIT_TYPES.filter((t) => TABLE_1[t].move > 0).map((t) => [TABLE_1[t].name, tumWords(TABLE_1[t].move, s.baseWidth), TABLE_1[t].note1 ? tumWords(Math.min(TABLE_1[t].move, RESTRICTED_MOVE), s.baseWidth) : tumWords(TABLE_1[t].move, s.baseWidth)]);
    return {
      lines: [
        ...table(['type', 'open', 'difficult, charging, rally back'], rows, paint),
        `  Changes of direction (--change): ${CHANGES.join(', ')}; one at the start of the move (superior units: two), then straight.`,
        '  Cannons do not move: they pivot (pivot) instead of shooting. Commanders move freely.',
        '  Passing through friends: rules interpenetration.',
      ],
      json: { kind: 'rules', topic: 'movement', moves: Object.fromEntries(UNIT_TYPES.map((t) => [t, TABLE_1[t].move])), restricted: RESTRICTED_MOVE, changes: CHANGES },
    };
  },
  interpenetration: (paint) => {
    const movers: readonly UnitType[] = ['horse', 'light-horse', 'dragoons', 'pike-and-shot', 'shot', 'rabble'];
    const rows = movers.map((m) => [TABLE_1[m].name, ...movers.map((t) => (interpenetrationRefusal(m, t, true) === null ? 'yes' : '-'))]);
    return {
      lines: [
        ...table(['moving \\ through', ...movers.map((t) => TABLE_1[t].name)], rows, paint),
        '  Table 4, in a straight forward or backwards move. Anyone may pass through commanders and cannons.',
      ],
      json: { kind: 'rules', topic: 'interpenetration', allowed: Object.fromEntries(movers.map((m) => [m, movers.filter((t) => interpenetrationRefusal(m, t, true) === null)])) },
    };
  },
  morale: (paint, s) => ({
    lines: [
      ...table(
        ['side', 'original units', '½', 'loses at'],
        SIDES.map((i) => [s.sides[i].name, String(s.sides[i].originalUnits), half(s.sides[i].originalUnits), String(losesAt(s.sides[i].originalUnits))]),
        paint,
        ['left', 'right', 'right', 'right'],
      ),
      '  4.1 Command morale: every unit of a command whose commander fell this turn loses 1 resolve.',
      '  4.2 Unit rally: an attached commander restores 1 resolve lost to shooting or melee.',
      '  4.3 Heroics: each enemy routed this turn lets one unit that hit it regain 1 resolve (a melee winner first).',
      s.options.variableMorale
        ? '  4.4 Army morale (variable): the side with most units lost rolls 1d6 + units lost; ½ of its original units or more loses.'
        : '  4.4 Army morale: a side with ½ or more of its original units lost (routed, eliminated, commander casualties) loses; both at once is a draw.',
    ],
    json: { kind: 'rules', topic: 'morale', sides: SIDES.map((i) => ({ name: s.sides[i].name, originalUnits: s.sides[i].originalUnits, losesAt: losesAt(s.sides[i].originalUnits) })), variableMorale: s.options.variableMorale },
  }),
};

function tillyRules(topic: string, paint: Paint, s: TillyState): Result<ViewAnswer, string> {
  const t = topic.trim().toLowerCase();
  const topics = Object.keys(RULE_TOPICS);
  if (t === '') return ok({ lines: [`Topics: ${topics.join(', ')}. Example: rules units`], json: { kind: 'rules', topics } });
  const match = topics.filter((k) => k.startsWith(t));
  // Only the table's own topics: a word such as "constructor" must not reach Object.prototype.
  const key = topics.includes(t) ? t : match.length === 1 ? match[0] : undefined;
  const fn = key === undefined ? undefined : RULE_TOPICS[key];
  if (!fn && match.length > 1) return err(`"${topic.trim()}" could be ${match.join(', ')}`);
  if (!fn) return err(`no rules topic "${topic.trim()}"; topics: ${topics.join(', ')}`);
  return ok(fn(paint, s));
}

// ---------------------------------------------------------------- commands, help, completion

const GROUPS: Readonly<Record<string, string>> = { turn: 'turn', battle: 'action', corrections: 'correction' };

/** The REPL's views as Tilly words them (they replace the generic help of the same names). */
const VIEW_HELP: readonly CommandHelp[] = [
  { group: 'view', name: 'status', usage: 'status [unit|side]', summary: 'units: type, quality, resolve now/start, markers, commander', example: 'status French', details: ['One unit in full: status A3.'] },
  { group: 'view', name: 'morale', usage: 'morale', summary: "each side's units lost against the number at which it loses", example: 'morale' },
  { group: 'view', name: 'leaders', aliases: ['commanders'], usage: 'leaders', summary: 'the commanders: command, units left, attached to, charge, fate', example: 'commanders' },
  {
    group: 'view',
    name: 'odds',
    usage: 'odds <command…> [--json]',
    summary: 'the exact distribution of hits (or of a check) of shoot, pointblank, melee, move, declare, rallyback or next; rolls nothing',
    example: 'odds shoot D2,D3 at A4',
  },
  { group: 'view', name: 'mods', usage: 'mods <command…> [--json]', summary: 'the dice of a command, itemised, and the order --rolls takes them in; rolls nothing', example: 'mods melee A3' },
  { group: 'view', name: 'rules', usage: 'rules [topic]', summary: 'quick reference from Table 1 and the rule tables', example: 'rules units' },
];

/** "8 TUM" in the rules' static text, with the length in this battle's unit: "8 TUM (320mm)". */
function withLengths(s: TillyState, text: string): string {
  return text.replace(/\b(\d+(?:\.\d+)?) TUM\b(?! \()/g, (_, n: string) => tumWords(Number(n), s.baseWidth));
}

/** TILLY_COMMANDS as help rows (the two forms of `declare` become one row); odds and mods are the REPL's own. */
const COMMAND_HELP: readonly CommandHelp[] = (() => {
  const rows: CommandHelp[] = [];
  for (const spec of TILLY_COMMANDS) {
    const group = GROUPS[spec.group];
    if (!group) continue;
    const existing = rows.findIndex((r) => r.name === spec.name);
    if (existing >= 0) {
      const prev = rows[existing] as CommandHelp;
      rows[existing] = { ...prev, usage: `${prev.usage} | ${spec.usage}`, example: `${prev.example}; ${spec.example}` };
    } else rows.push({ name: spec.name, usage: spec.usage, summary: spec.summary, example: spec.example, group, ...(spec.details ? { details: spec.details } : {}) });
  }
  return [...rows, ...VIEW_HELP];
})();

function tillyHelp(word: string): Result<string[], string> {
  const key = word.trim().toLowerCase();
  const view = VIEW_HELP.find((c) => c.name === key || (c.aliases ?? []).includes(key));
  if (view) return ok([view.usage, `  ${view.summary}.`, ...(view.details ?? []).map((d) => `  ${d}`), `  Example: ${view.example}`]);
  const help = formatHelp(TILLY_COMMANDS, key);
  if (!help.ok) return help;
  const details = TILLY_COMMANDS.find((c) => c.name === key)?.details ?? [];
  const lines = [...help.value];
  // The details go before the example line.
  lines.splice(lines.length - 1, 0, ...details.map((d) => `  ${d}`));
  return ok(lines);
}

function tillyComplete(s: TillyState, line: string, words: readonly string[]): Completion {
  const views = VIEW_HELP.flatMap((c) => [c.name, ...(c.aliases ?? [])]);
  const candidates = complete(TILLY_COMMANDS, line, tillyNames(s), { words: [...words, ...views], flags: ['--rolls'] });
  return { candidates, word: completionFragment(line) };
}

function tillyNameList(s: TillyState): string[] {
  return [...s.units.filter(onTable).flatMap((u) => [u.name, u.id]), ...s.sides.flatMap((sd) => [sd.name, sd.role])];
}

// ---------------------------------------------------------------- mods and odds

/** For `odds` and `mods`: a battle command that may roll dice (previewAction says which do). */
function tillyParseAction(s: TillyState, text: string): Result<TillyAction, string> {
  const parsed = parseTillyCommand(s, text);
  if (!parsed.ok) return parsed;
  if (parsed.value.kind === 'odds' || parsed.value.kind === 'mods') return err(`give a battle command, e.g. odds shoot D2 at A4`);
  return parsed;
}

const hitsLabel = (n: number): string => (n === 0 ? 'no hit' : n === 1 ? '1 hit' : `${n} hits`);

function tillyPreview(s: TillyState, raw: unknown): Result<Preview, string> {
  const action = raw as TillyAction;
  const p = previewAction(s, action);
  if (!p.ok) return p;
  const v = p.value;
  const distributions: { title: string; outcomes: OddsOutcome[] }[] = [];
  if (v.hits && action.kind === 'melee' && v.hits.target) {
    const outcomes = (rows: typeof v.hits.actor): OddsOutcome[] => rows.map((r) => ({ label: hitsLabel(r.hits), probability: r.probability, fraction: r.fraction }));
    distributions.push({ title: `Hits scored by ${v.actor ?? 'the first side'}`, outcomes: outcomes(v.hits.actor) });
    distributions.push({ title: `Hits scored by ${v.target ?? 'the other side'}`, outcomes: outcomes(v.hits.target) });
  }
  return ok({
    ...(v.actor !== undefined ? { actor: v.actor } : {}),
    ...(v.target !== undefined ? { target: v.target } : {}),
    modifiers: v.modifiers,
    actorModifier: v.actorModifier,
    targetModifier: v.targetModifier,
    ...(v.odds ? { odds: v.odds } : {}),
    ...(v.note ? { note: v.note } : {}),
    ...(v.roll ? { roll: v.roll } : {}),
    ...(distributions.length > 0 ? { distributions } : {}),
  });
}

/** `mods`: the dice of each side, itemised (to-hit scores included), then the order of the dice. */
function tillyModsLines(p: Preview, paint: Paint): string[] {
  const lines: string[] = [];
  const side = (name: string | undefined, role: string, mods: readonly Modifier[], count: number) => {
    lines.push(`${paint.bold(name ?? role)}: ${dice(count)}`);
    const rows = mods.map((m) => [m.value === 0 ? '' : m.value > 0 ? `+${m.value}` : String(m.value), m.label, m.reason]);
    if (rows.length > 0) lines.push(...table(['dice', 'for', 'why'], rows, paint, ['right', 'left', 'left']));
    else lines.push('  no dice');
  };
  if (p.roll) {
    lines.push(`${paint.bold(p.actor ?? 'actor')}: ${p.roll}`);
    if (p.note) lines.push(p.note);
    return lines;
  }
  side(p.actor, 'actor', p.modifiers.actor, p.actorModifier);
  if (p.modifiers.target.length > 0) side(p.target, 'target', p.modifiers.target, p.targetModifier);
  if (p.note) lines.push(p.note);
  return lines;
}

/** `odds`: the exact distribution as a table with ASCII bars, then each side's hits in a melee. */
function tillyOddsLines(p: Preview, odds: Odds, paint: Paint): string[] {
  const melee = p.modifiers.target.length > 0;
  const head = melee
    ? `${p.actor ?? 'actor'} (${dice(p.actorModifier)}) vs ${p.target ?? 'target'} (${dice(p.targetModifier)})`
    : p.target !== undefined
      ? `${p.actor ?? 'actor'} (${dice(p.actorModifier)}) at ${p.target}`
      : `${p.actor ?? 'actor'} (${p.roll ?? dice(p.actorModifier)})`;
  const lines = [head, ...oddsTable(odds.outcomes, paint)];
  for (const d of p.distributions ?? []) lines.push(`${d.title}:`, ...oddsTable(d.outcomes, paint, 'hits'));
  const { actorLevels, targetLevels } = odds.expected;
  if (melee) lines.push(`  expected resolve lost: ${p.actor ?? 'actor'} ${actorLevels.toFixed(2)}, ${p.target ?? 'target'} ${targetLevels.toFixed(2)}`);
  else if (p.target !== undefined) lines.push(`  expected resolve lost: ${p.target} ${targetLevels.toFixed(2)}`);
  if (p.note) lines.push(`  ${p.note}`);
  return lines;
}

// ---------------------------------------------------------------- guided menus

/**
 * Would the engine accept this line now? A dry run with sixes: whether a command is allowed
 * never depends on the dice, only what it does. Menus offer only lines that pass.
 */
function accepted(s: TillyState, line: string): boolean {
  const parsed = parseTillyCommand(s, line);
  if (!parsed.ok) return false;
  return executeTilly(s, parsed.value, { roll: () => 6 }).ok;
}

type Next = GuideStep | string | null;

const unitChoice = (s: TillyState, id: string): GuideChoice => {
  const u = unitOf(s, id);
  return { name: `${u.name} (${u.id}, ${typeName(u)}${onTable(u) && u.type !== 'commander' ? `, resolve ${u.resolve}` : ''})`, value: u.id };
};

function selectUnit(s: TillyState, message: string, ids: readonly string[], next: (id: string) => Next): Next {
  if (ids.length === 0) return null;
  return { kind: 'select', message, choices: ids.map((id) => unitChoice(s, id)), default: ids[0] as string, next };
}

/** "More than 8 TUM from its commander?", asked only when the answer matters. */
function farStep(s: TillyState, u: TillyUnit, done: (flag: string) => Next): Next {
  if (commandCheckReason(s, u, false) !== null || commandCheckReason(s, u, true) === null) return done('');
  const commander = commanderOf(s, u);
  return {
    kind: 'confirm',
    message: `Is ${u.name} more than ${tumWords(COMMAND_RADIUS, s.baseWidth)} from ${commander?.name ?? 'its commander'}? (then it takes a command check)`,
    default: false,
    next: (far) => done(far ? ' --far' : ''),
  };
}

function moveStep(s: TillyState, u: TillyUnit): Next {
  return farStep(s, u, (far) => {
    const changes = (base: string): Next => {
      if (u.type === 'commander') return base;
      const allowed = CHANGES.filter((c) => accepted(s, `${base} --change ${c}`));
      if (allowed.length === 0) return base;
      return {
        kind: 'select',
        message: `${u.name}: a change of direction at the start of the move?`,
        choices: [{ name: 'none: straight ahead', value: '' }, ...allowed.map((c) => ({ name: c, value: c }))],
        default: '',
        next: (c) => (c === '' ? base : `${base} --change ${c}`),
      };
    };
    if (TABLE_1[u.type].move <= RESTRICTED_MOVE) return changes(`move ${u.id}${far}`);
    return {
      kind: 'confirm',
      message: `Does any part of ${possessive(u.name)} move cross difficult terrain? (at most ${tumWords(RESTRICTED_MOVE, s.baseWidth)})`,
      default: false,
      next: (difficult) => changes(`move ${u.id}${far}${difficult ? ' --difficult' : ''}`),
    };
  });
}

function shootStep(s: TillyState, u: TillyUnit, targets: readonly string[]): Next {
  const list = targets.filter((t) => accepted(s, `shoot ${u.id} at ${t}`));
  return selectUnit(s, `${u.name} ${verb(u, 'shoots')} at whom?`, list, (t) => ({
    kind: 'confirm',
    message: `Is the line of fire from ${u.name} to ${unitOf(s, t).name} blocked? (blocking terrain, friends or enemy in the way, or a gap under 2 TUM)`,
    default: false,
    // A "yes" ends in the refused line, so the game master reads the rule ("Shooting criteria").
    next: (blocked) => (blocked ? `shoot ${u.id} at ${t} --blocked` : secondaries(s, [u.id], t)),
  }));
}

function secondaries(s: TillyState, shooters: readonly string[], t: string): Next {
  const first = unitOf(s, shooters[0] as string);
  const more = s.units
    .filter((x) => x.side === first.side && onTable(x) && canShoot(x.type) && !shooters.includes(x.id))
    .filter((x) => accepted(s, `shoot ${[...shooters, x.id].join(',')} at ${t}`));
  if (more.length === 0) return flankStep(s, shooters, t);
  return {
    kind: 'select',
    message: `Does another unit shoot at ${unitOf(s, t).name} too? (a secondary shooter: 1 die)`,
    choices: [{ name: 'no one else', value: '' }, ...more.map((x) => unitChoice(s, x.id))],
    default: '',
    next: (id) => (id === '' ? flankStep(s, shooters, t) : secondaries(s, [...shooters, id], t)),
  };
}

function flankStep(s: TillyState, shooters: readonly string[], t: string): Next {
  const primary = unitOf(s, shooters[0] as string);
  const target = unitOf(s, t);
  const cover = (flank: boolean): Next => {
    const line = `shoot ${shooters.join(',')} at ${t}${flank ? ` --flank ${primary.id}` : ''}`;
    if (!isDefendingInfantry(target.type)) return line;
    return {
      kind: 'confirm',
      message: `Is ${target.name} in difficult terrain or fortifications? (-1 die per shooter)`,
      default: false,
      next: (c) => (c ? `${line} --cover` : line),
    };
  };
  if (!accepted(s, `shoot ${shooters.join(',')} at ${t} --flank ${primary.id}`)) return cover(false);
  return {
    kind: 'confirm',
    message: `Is ${target.name} to the flank of ${primary.name}? (then it rolls 1 die, not ${dice(primary.resolve)})`,
    default: false,
    next: (flank) =>
      flank
        ? {
            kind: 'confirm',
            message: `Has ${primary.name} an enemy in range to its front? (then it must shoot straight ahead)`,
            default: false,
            next: (ahead) => (ahead ? `shoot ${shooters.join(',')} at ${t} --flank ${primary.id} --enemy-front ${primary.id}` : cover(true)),
          }
        : cover(false),
  };
}

const ASPECTS = ['front', 'flank', 'rear'] as const;
const aspectFlag = (a: string): string => (a === 'front' ? '' : ` --${a}`);

function declareStep(s: TillyState, u: TillyUnit, targets: readonly string[]): Next {
  if (u.type === 'commander') {
    const list = targets.filter((t) => accepted(s, `declare ${u.id} with ${t}`));
    return selectUnit(s, `${u.name} ${verb(u, 'charges')} to join which unit?`, list, (t) => `declare ${u.id} with ${t}`);
  }
  const aspects = (t: string) => ASPECTS.filter((a) => accepted(s, `declare ${u.id} at ${t}${aspectFlag(a)}`));
  const list = targets.filter((t) => aspects(t).length > 0);
  return selectUnit(s, `${u.name} ${verb(u, 'charges')} whom?`, list, (t) => {
    const faces = aspects(t);
    const far = (a: string): Next => ({
      kind: 'confirm',
      message: `Can ${u.name} reach ${unitOf(s, t).name} with a charge of 3 TUM, wheeling at most at the start?`,
      default: true,
      next: (reach) => (reach ? farStep(s, u, (flag) => `declare ${u.id} at ${t}${aspectFlag(a)}${flag}`) : `declare ${u.id} at ${t}${aspectFlag(a)} --out-of-reach`),
    });
    if (faces.length === 1) return far(faces[0] as string);
    return {
      kind: 'select',
      message: `Which face of ${unitOf(s, t).name} does the charge strike?`,
      choices: faces.map((a) => ({ name: a, value: a })),
      default: faces[0] as string,
      next: far,
    };
  });
}

/** A melee's questions: horse in difficult terrain, chargers uphill or into fortifications, and each side's primary. */
function meleeStep(s: TillyState, u: TillyUnit): Next {
  const group = meleeGroup(s, u.id).filter(onTable);
  const difficult: string[] = [];
  const uphill: string[] = [];
  const fortified: string[] = [];
  const primary: string[] = [];
  const line = () => {
    const list = (flag: string, ids: readonly string[]) => (ids.length > 0 ? ` --${flag} ${ids.join(',')}` : '');
    return `melee ${u.id}${list('primary', primary)}${list('uphill', uphill)}${list('fortified', fortified)}${list('difficult', difficult)}`;
  };
  // primary holds <enemy>=<unit> pairs: one primary against each enemy fought by several.
  const questions: (() => Next)[] = [];
  let i = 0;
  const ask = (): Next => {
    const q = questions[i];
    i += 1;
    return q ? q() : line();
  };
  for (const h of group.filter((x) => x.type === 'horse')) {
    questions.push(() => ({
      kind: 'confirm',
      message: `Is ${h.name} in difficult terrain? (horse then hit only on 6)`,
      default: false,
      next: (yes) => {
        if (yes) difficult.push(h.id);
        return ask();
      },
    }));
  }
  for (const c of group.filter((x) => x.charged?.contact && x.charged.targets.some((t) => isDefendingInfantry(unitOf(s, t).type)))) {
    questions.push(() => ({
      kind: 'select',
      message: `${c.name} charged infantry: on the level, uphill, or into fortifications? (-1 die)`,
      choices: [
        { name: 'on the level, in the open', value: '' },
        { name: 'uphill', value: 'uphill' },
        { name: 'into fortifications', value: 'fortified' },
      ],
      default: '',
      next: (v) => {
        if (v === 'uphill') uphill.push(c.id);
        if (v === 'fortified') fortified.push(c.id);
        return ask();
      },
    }));
  }
  const plan = planMelee(s, { kind: 'melee', unit: u.id, primary: [], primaryFor: {}, assign: {}, uphill: [], fortified: [], difficult: [] });
  if (plan.ok) {
    for (const { enemy, friends } of contestedEnemies(s, group)) {
      const chosen = plan.value.primaries.get(enemy.id)?.unit;
      questions.push(() => ({
        kind: 'select',
        message: `${friends.map((x) => x.name).join(' and ')} fight ${enemy.name}: which is primary against it? (it rolls its resolve; a unit secondary against every enemy it fights rolls 1 die)`,
        choices: friends.map((x) => unitChoice(s, x.id)),
        ...(chosen ? { default: chosen } : {}),
        next: (id) => {
          primary.push(`${enemy.id}=${id}`);
          return ask();
        },
      }));
    }
  }
  return { kind: 'select', message: `Fight the melee of ${u.name}?`, choices: [{ name: `fight: ${group.map((x) => x.name).join(', ')}`, value: 'go' }], default: 'go', next: () => ask() };
}

/** The dialogue for one legal choice, ending in its command line. */
function choiceStep(s: TillyState, c: LegalChoice): Next {
  const u = c.unit ? unitOf(s, c.unit) : undefined;
  switch (c.command) {
    case 'move':
      return u ? moveStep(s, u) : null;
    case 'shoot':
      return u ? shootStep(s, u, c.targets ?? []) : null;
    case 'declare':
      return u ? declareStep(s, u, c.targets ?? []) : null;
    case 'charge': {
      if (!u || !u.charge) return c.line;
      const names = u.charge.targets.map((id) => unitOf(s, id).name).join(' and ');
      return { kind: 'confirm', message: `Does ${u.name} reach ${names}?`, default: true, next: (contact) => (contact ? c.line : `${c.line} --no-contact`) };
    }
    case 'pointblank': {
      const chargerId = c.line.split(' at ')[1];
      const charger = s.units.find((x) => x.id === chargerId);
      if (!charger || !isDefendingInfantry(charger.type)) return c.line;
      return {
        kind: 'confirm',
        message: `Is ${charger.name} in difficult terrain or fortifications? (-1 die)`,
        default: false,
        next: (cover) => (cover ? `${c.line} --cover` : c.line),
      };
    }
    case 'evade':
      return u && u.type !== 'light-horse' ? `${c.line} --difficult` : c.line;
    case 'melee':
      return u ? meleeStep(s, u) : null;
    case 'rallyback':
      return u ? farStep(s, u, (far) => `${c.line}${far}`) : null;
    default:
      return c.line;
  }
}

/** Whether a legal choice leads anywhere: a target the engine accepts, or a line it accepts. */
function offered(s: TillyState, c: LegalChoice): boolean {
  const u = c.unit ? unitOf(s, c.unit) : undefined;
  switch (c.command) {
    case 'shoot':
      return (c.targets ?? []).some((t) => accepted(s, `shoot ${c.unit} at ${t}`));
    case 'declare':
      if (u?.type === 'commander') return (c.targets ?? []).some((t) => accepted(s, `declare ${c.unit} with ${t}`));
      return (c.targets ?? []).some((t) => ASPECTS.some((a) => accepted(s, `declare ${c.unit} at ${t}${aspectFlag(a)}`)));
    case 'evade':
      return accepted(s, u && u.type !== 'light-horse' ? `${c.line} --difficult` : c.line);
    default:
      return accepted(s, c.line);
  }
}

function tillyGuide(s: TillyState): GuideStep | null {
  if (s.pendingDivision) return divideGuide(s);
  const legal = legalNow(s).filter((c) => offered(s, c));
  if (legal.length === 0) return null;
  const blocker = stepBlocker(s);
  return {
    kind: 'select',
    message: `${stepWords(s)}: what now?${blocker ? ` (${blocker.split(' — ')[0]})` : ''}`,
    choices: legal.map((c, i) => ({ name: c.command === 'next' ? `next: go on to step ${nextStepWords(s)}` : c.description, value: String(i) })),
    default: '0',
    next: (value) => {
      const c = legal[Number(value)];
      return c ? choiceStep(s, c) : null;
    },
  };
}

function nextStepWords(s: TillyState): string {
  const i = TILLY_STEPS.findIndex((d) => d.id === s.step);
  const next = TILLY_STEPS[i + 1];
  return next && next.id !== 'over' ? `${next.number} ${next.title.toLowerCase()}` : `1.1 of turn ${s.turn + 1}`;
}

// ---------------------------------------------------------------- standing (replay, report)

const TILLY_TERMS: StandingTerms = {
  count: 'units lost',
  countOne: 'unit lost',
  threshold: 'break threshold',
  heading: 'Army morale (units lost, against the number at which each side loses)',
  curve: 'Units lost',
  chart: 'Units lost',
  lossesHeading: 'Units lost / break threshold',
  lossesNote: 'Units lost count routed and eliminated units and commander casualties, as army morale does.',
  strength: 'Resolve',
};

const FATE_WORDS: Readonly<Record<TillyUnit['fate'], string>> = { active: 'On the table', routed: 'Routed', eliminated: 'Eliminated', casualty: 'Casualty' };

export function tillyStanding(s: TillyState): BattleStanding {
  const lost = losers(s);
  const names = (list: readonly TillyUnit[]) => (list.length === 0 ? 'none' : `${list.length}: ${list.map((u) => u.name).join(', ')}`);
  return {
    turn: s.turn,
    step: stepWords(s),
    over: s.outcome !== null,
    outcome: s.outcome?.text ?? null,
    terms: TILLY_TERMS,
    lossHeadings: ['Routed', 'Eliminated', 'Commanders fallen', 'Resolve lost (units on the table)'],
    sides: SIDES.map((i) => {
      const own = s.units.filter((u) => u.side === i);
      const count = lostUnits(s, i);
      const threshold = losesAt(s.sides[i].originalUnits);
      const standing = own.filter(onTable);
      return {
        side: i,
        name: s.sides[i].name,
        role: s.sides[i].role,
        count,
        threshold,
        broken: lost.includes(i),
        atThreshold: count >= threshold,
        losses: [
          names(own.filter((u) => u.fate === 'routed')),
          names(own.filter((u) => u.fate === 'eliminated')),
          names(own.filter((u) => u.fate === 'casualty')),
          `${standing.reduce((n, u) => n + u.startResolve - u.resolve, 0)} of ${standing.reduce((n, u) => n + u.startResolve, 0)}`,
        ],
        json: { name: s.sides[i].name, role: s.sides[i].role, lost: count, originalUnits: s.sides[i].originalUnits, losesAt: threshold, lostBattle: lost.includes(i) },
      };
    }),
    units: s.units.map((u) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      type: typeName(u),
      strength: u.resolve,
      startStrength: u.startResolve,
      status: FATE_WORDS[u.fate],
      tone: !onTable(u) ? 'gone' : u.resolve < u.startResolve ? 'loss' : 'ok',
      note: (() => {
        const locked = enemiesInContact(s, u.id).map((c) => unitOf(s, c.enemy).name);
        const attached = u.type === 'commander' && u.attachedTo && onTable(u) ? `with ${unitOf(s, u.attachedTo).name}` : '';
        return [locked.length > 0 ? `locked with ${locked.join(', ')}` : '', attached].filter(Boolean).join('; ');
      })(),
      json: { id: u.id, name: u.name, side: sideName(s, u.side), type: u.type, quality: u.quality, resolve: u.resolve, startResolve: u.startResolve, fate: u.fate },
    })),
  };
}

// ---------------------------------------------------------------- the view set

export const tillyViews: RulesetViews<TillyState> = {
  rulesetId: 'tilly',
  where: (s): Where => ({ turn: s.turn, step: s.step, over: s.outcome !== null }),
  header: tillyHeader,
  prompt: tillyPrompt,
  battle: tillyBattle,
  views: {
    status: statusView,
    morale: (s, _args, paint) => ok(moraleView(s, paint)),
    leaders: (s, _args, paint) => ok(commandersView(s, paint)),
    commanders: (s, _args, paint) => ok(commandersView(s, paint)),
    setup: (s, _args, paint) => setupView(s, paint),
  },
  rules: tillyRules,
  ruleTopics: Object.keys(RULE_TOPICS),
  preview: tillyPreview,
  modsLines: tillyModsLines,
  oddsLines: tillyOddsLines,
  parseAction: tillyParseAction,
  commands: COMMAND_HELP,
  helpFor: tillyHelp,
  localize: withLengths,
  complete: tillyComplete,
  names: tillyNameList,
  guide: tillyGuide,
  questions: () => null,
  followUp: tillyFollowUp,
  diceCommands: ['next', 'move', 'shoot', 'declare', 'pointblank', 'melee', 'divide', 'rallyback'],
  naming: (s) => {
    const unit = s.units.find((u) => u.type !== 'commander')?.id ?? 'A2';
    const commander = s.units.find((u) => u.type === 'commander')?.id ?? 'A1';
    return `Name units and commanders by the id status shows (${unit}, ${commander}), an unambiguous prefix, or a "quoted full name".`;
  },
  standing: tillyStanding,
};
