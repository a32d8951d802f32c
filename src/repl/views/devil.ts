/**
 * The REPL's views of a While the Devil Rules battle: header and prompt, the loaded battle,
 * `status`, `morale`, `leaders`, `rules <topic>`, previews for `mods`/`odds`, command help,
 * completion and the guided menus. Everything here reads DevilState; nothing changes it.
 */
import { err, ok, type Result } from '../../engine/result.js';
import { CATALOGUE, RANGE_BANDS } from '../../rulesets/devil/catalogue.js';
import { FIRE, FIRE_COVER, FIRE_FIRER, FIRE_TARGET, LEADER_RISK, MELEE, MELEE_GROUND, MELEE_TYPE, PIKES_FLANK, type TableRow } from '../../rulesets/devil/combat-tables.js';
import { lossFor } from '../../rulesets/devil/results.js';
import { STATUS_WORDS } from '../../rulesets/devil/status.js';
import type { DevilScenario, DevilState, LeaderState, SideIndex, UnitState } from '../../rulesets/devil/state.js';
import { moralePoints } from '../../rulesets/devil/morale.js';
import { summarizeDevilState } from '../../rulesets/devil/summary.js';
import { DEVIL_STEPS } from '../../rulesets/devil/steps.js';
import { TROOP_IDS } from '../../rulesets/devil/troop-ids.js';
import {
  COMMAND_FACES,
  FORMATION_CHANGE,
  LEADER_MOVE,
  MORALE_POINTS,
  MOVE_MODES,
  MOVEMENT,
  REGROUP,
  RETIRE,
  ROUTED,
  TERRAIN_FACTORS,
} from '../../rulesets/devil/turn-tables.js';
import type { Completion } from '../../present/complete.js';
import { possessive, signed } from '../format.js';
import { complete, completionFragment } from '../../engine/command-line/complete.js';
import { type NameTable, resolveName } from '../../engine/command-line/names.js';
import type { DevilAction } from '../../rulesets/devil/actions.js';
import { COVERS, GROUNDS } from '../../rulesets/devil/command-flags.js';
import { DEVIL_COMMANDS, devilNames, devilHelp, parseDevilAction, parseDevilLine } from '../../rulesets/devil/parse.js';
import { accepted, meleeFaceAndGround, passThroughQuestion, terrainQuestions } from './devil-fight.js';
import { previewDevil } from '../../rulesets/devil/preview.js';
import { chargeCheck } from '../../rulesets/devil/charge.js';
import { combatGround, contactFace } from '../../rulesets/devil/events.js';
import { takenInFlank } from '../../rulesets/devil/melee.js';
import { spreadChoice } from '../../rulesets/devil/spread.js';
import { mustChargeWhenActivated, NO_ENEMY_IN_RANGE_FLAG } from '../../rulesets/devil/impetuous.js';
import { type LegalAction, legalActions } from '../../rulesets/devil/turn-legal-actions.js';
import { standingOrdersReady } from '../../rulesets/devil/standing-orders.js';
import type { Paint } from '../../present/paint.js';
import { bar, table } from '../../present/terminal-table.js';
import type { BattleStanding, CommandHelp, GuideStep, Preview, PreviewStage, RulesetViews, StandingTerms, ViewAnswer, Where } from './types.js';
import { itWord, verb } from '../../rulesets/devil/words.js';

const SIDES: readonly SideIndex[] = [0, 1];

const stepTitle = (s: DevilState): string => DEVIL_STEPS.find((d) => d.id === s.step)?.title ?? s.step;
const leaderById = (s: DevilState, id: string | null): LeaderState | undefined => (id ? s.leaders.find((l) => l.id === id) : undefined);
const unitById = (s: DevilState, id: string): UnitState | undefined => s.units.find((u) => u.id === id);
const unitName = (s: DevilState, id: string): string => unitById(s, id)?.name ?? id;
const typeName = (u: UnitState): string => CATALOGUE[u.type]?.name ?? u.type;

/** Points lost towards breaking (seed 000, "Army Morale"). */
const moraleOf = (s: DevilState, side: SideIndex): number => moralePoints(s, side).points;

function moraleWords(s: DevilState, side: SideIndex): string {
  const points = moraleOf(s, side);
  const sd = s.sides[side];
  return `${sd.name} ${points}/${sd.breakPoint}`;
}

export function devilHeader(s: DevilState, paint: Paint): string {
  const parts: string[] = [`Turn ${s.turn}`, stepTitle(s)];
  if (s.outcome) {
    const { winner } = s.outcome;
    parts.push(paint.broken(winner === null ? 'a draw: both armies broke' : `${s.sides[winner].name} win`));
  } else {
    parts.push(s.initiative === null ? 'initiative not rolled' : `initiative: ${s.sides[s.initiative].name}`);
    const active = leaderById(s, s.activeLeader);
    if (active) {
      const left = active.activationsLeft ?? 0;
      parts.push(`${active.name}: ${left} activation${left === 1 ? '' : 's'} left`);
    } else if (s.toAct !== null && (s.step === 'leaders' || s.step === 'impetuous')) {
      parts.push(`${s.sides[s.toAct].name} to act`);
    }
    // "Turn Sequence": units that may act now on their standing orders, without an activation.
    const ready = s.step === 'leaders' ? standingOrdersReady(s).length : 0;
    if (ready > 0) parts.push(`standing orders: ${ready} may act`);
  }
  const morale = SIDES.map((i) => {
    const text = moraleWords(s, i);
    if (s.sides[i].broken) return paint.broken(`${text} BROKEN`);
    // Reached before the end-of-turn check: the army breaks then unless it recovers first.
    return !s.outcome && moraleOf(s, i) >= s.sides[i].breakPoint ? paint.warn(`${text} at break point`) : text;
  });
  // A fallen leader's heir left for later stays in sight until he is named.
  if (!s.outcome) for (const l of heirless(s)) parts.push(paint.warn(`${possessive(l.name)} command awaits an heir`));
  parts.push(`morale ${morale.join(', ')}`);
  return parts.join(' | ');
}

function devilPrompt(s: DevilState): string {
  const active = leaderById(s, s.activeLeader);
  const who = active ? ` ${active.name.split(' ').at(-1)}:${active.activationsLeft ?? 0}` : '';
  return `T${s.turn} ${s.step}${who}> `;
}

// ---------------------------------------------------------------- battle, status

function unitRows(s: DevilState, side: SideIndex, full: boolean, paint: Paint): string[][] {
  return s.units
    .filter((u) => u.side === side)
    .map((u) => {
      const commander = leaderById(s, u.commander)?.name ?? u.commander;
      const attached = s.leaders.filter((l) => l.attachedTo === u.id && l.fate === 'alive').map((l) => `${l.name} (with)`);
      const leader = attached.length > 0 ? attached.join(', ') : commander;
      const bases = `${basesLeft(u)}/${u.startBases}`;
      if (!full) return [u.id, u.name, typeName(u), String(u.startBases), commander];
      const status = STATUS_WORDS[u.status];
      const statusCell = u.status === 'ok' ? status : u.status === 'destroyed' ? paint.broken(status) : paint.loss(status);
      const basesCell = u.status === 'destroyed' ? paint.broken(bases) : basesLeft(u) < u.startBases ? paint.loss(bases) : bases;
      const engaged = u.engagedWith.map((id) => unitName(s, id)).join(', ');
      const flags = [u.impetuous ? 'impetuous' : '', u.formation === 'march' ? 'march' : ''].filter(Boolean).join(', ');
      return [u.id, u.name + (flags ? ` (${flags})` : ''), typeName(u), basesCell, statusCell, u.acted ? 'yes' : '', engaged, leader, ordersCell(u)];
    });
}

/** "Turn Sequence": the status column of a unit still under standing orders (their wording, if any). */
const ordersCell = (u: UnitState): string => (u.standingOrders ? (u.standingOrders.words ? `standing: ${u.standingOrders.words}` : 'standing') : '');

/**
 * Bases left as every view counts them: a destroyed unit counts all its bases as destroyed
 * (as army morale does), so it shows 0 of its start, as replay and report do.
 */
const basesLeft = (u: UnitState): number => (u.status === 'destroyed' ? 0 : u.bases);

function unitJson(s: DevilState, u: UnitState) {
  return {
    id: u.id,
    name: u.name,
    side: s.sides[u.side].name,
    type: u.type,
    bases: basesLeft(u),
    startBases: u.startBases,
    status: u.status,
    acted: u.acted,
    engagedWith: u.engagedWith.map((id) => unitName(s, id)),
    formation: u.formation,
    impetuous: u.impetuous,
    leader: leaderById(s, u.commander)?.name ?? u.commander,
    attached: s.leaders.filter((l) => l.attachedTo === u.id).map((l) => l.name),
    standingOrders: u.standingOrders ? { words: u.standingOrders.words, usedThisTurn: u.standingOrders.usedThisTurn } : null,
  };
}

function devilBattle(s: DevilState, scenario: unknown, paint: Paint): ViewAnswer {
  const sc = scenario as DevilScenario;
  const lines: string[] = [paint.bold(sc.title), 'While the Devil Rules', ''];
  for (const i of SIDES) {
    const side = s.sides[i];
    const spec = sc.sides[i];
    const units = s.units.filter((u) => u.side === i);
    const bases = units.reduce((n, u) => n + u.startBases, 0);
    const stated =
      spec.statedBreakPoint !== null && spec.statedBreakPoint !== spec.computedBreakPoint ? ` (computed ${spec.computedBreakPoint}, scenario states ${spec.statedBreakPoint})` : '';
    lines.push(
      `${paint.bold(side.name)}: ${side.role}, ${side.rating}, ${units.length} units, ${bases} bases${side.camp ? ' and a camp' : ''}; break point ${side.breakPoint}${stated}`,
    );
    const leaders = s.leaders.filter((l) => l.side === i).map((l) => `${l.name} (${l.id}, ${l.role === 'army' ? 'army commander' : 'wing'}${bonusWords(l.bonus)})`);
    lines.push(`  leaders: ${leaders.join('; ')}`);
    lines.push(...table(['id', 'unit', 'type', 'bases', 'leader'], unitRows(s, i, false, paint), paint));
    lines.push('');
  }
  lines.push(`Break points: ${SIDES.map((i) => `${s.sides[i].name} ${s.sides[i].breakPoint}`).join(', ')}.`);
  const json = {
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
  return { lines, json };
}

const bonusWords = (b: number): string => (b === 0 ? '' : b > 0 ? `, +${b}` : `, ${b}`);

/**
 * `status <unit|side>`: a side by name, role or A/D, else a unit by id, prefix or quoted name
 * (as the parser names them), else a leader (whose line `leaders` shows).
 */
function findStatusTarget(s: DevilState, text: string): Result<{ side: SideIndex } | { unit: UnitState } | { leader: LeaderState }, string> {
  const names = devilNames(s);
  const query = text.trim().replace(/^["'\u201c\u2018](.*)["'\u201d\u2019]$/, '$1');
  const side = resolveName(query, names.side ?? [], 'side');
  if (side.ok) {
    const index = s.sides.findIndex((sd) => sd.name === side.value.name);
    if (index === 0 || index === 1) return ok({ side: index });
  }
  const unit = resolveName(query, names.unit ?? [], 'unit');
  if (!unit.ok) {
    const leader = resolveName(query, names.leader ?? [], 'leader');
    const found = leader.ok ? leaderById(s, leader.value.id) : undefined;
    if (found) return ok({ leader: found });
    return unit;
  }
  const found = unitById(s, unit.value.id);
  return found ? ok({ unit: found }) : err(`no unit "${text.trim()}"`);
}

function statusView(s: DevilState, args: string, paint: Paint): Result<ViewAnswer, string> {
  const arg = args.trim();
  let sides: readonly SideIndex[] = SIDES;
  if (arg !== '') {
    const found = findStatusTarget(s, arg);
    if (!found.ok) return found;
    if ('unit' in found.value) return ok(unitDetail(s, found.value.unit, paint));
    if ('leader' in found.value) {
      const l = found.value.leader;
      const view = leadersView(s, paint, [l.id]);
      return ok({ lines: [...view.lines, `  ${l.name} is a leader: leaders lists them all, status the units.`], json: view.json });
    }
    sides = [found.value.side];
  }
  const lines: string[] = [];
  for (const i of sides) {
    const side = s.sides[i];
    lines.push(`${paint.bold(side.name)} (${side.role})${side.broken ? ` ${paint.broken('BROKEN')}` : ''}`);
    lines.push(...table(['id', 'unit', 'type', 'bases', 'status', 'acted', 'engaged with', 'leader', 'orders'], unitRows(s, i, true, paint), paint));
    lines.push('');
  }
  lines.pop();
  return ok({ lines, json: { kind: 'status', turn: s.turn, step: s.step, units: s.units.filter((u) => sides.includes(u.side)).map((u) => unitJson(s, u)) } });
}

/** " (on its flank, on rough ground)": the recorded face and ground of one engagement, when not front and open. */
function engagementWords(u: UnitState, enemyId: string): string {
  const face = contactFace(u, enemyId);
  const ground = combatGround(u, enemyId);
  const words = [face === 'front' ? '' : `on its ${face}`, ground === undefined || ground === 'open' ? '' : `on ${ground} ground`].filter(Boolean);
  return words.length > 0 ? ` (${words.join(', ')})` : '';
}

function unitDetail(s: DevilState, u: UnitState, paint: Paint): ViewAnswer {
  const t = CATALOGUE[u.type];
  const band = t.band ? RANGE_BANDS[t.band] : null;
  const attached = s.leaders.filter((l) => l.attachedTo === u.id).map((l) => l.name);
  const lines = [
    `${paint.bold(u.name)} (${u.id}), ${t.name}, ${s.sides[u.side].name}`,
    `  status ${STATUS_WORDS[u.status]}, ${basesLeft(u)} of ${u.startBases} bases, ${u.formation} formation${u.impetuous ? ', impetuous' : ''}${u.missiles ? ', armed with missiles' : ''}`,
    `  commanded by ${leaderById(s, u.commander)?.name ?? u.commander}${attached.length ? `; ${attached.join(', ')} attached` : ''}`,
    `  ${u.acted ? 'has acted this turn' : 'has not acted this turn'}${u.engagedWith.length ? `; engaged with ${u.engagedWith.map((id) => `${unitName(s, id)}${engagementWords(u, id)}`).join(', ')}` : ''}`,
  ];
  if (band) lines.push(`  weapon: ${band.label}${band.short !== null ? `, short ${band.short}", max ${band.max}"` : ''}`);
  lines.push(ordersLine(u));
  const held = spreadChoice(s);
  if (held?.loser.id === u.id) lines.push(`  its melee loss of ${held.levels} levels waits for its side's choice (spread, or any other command keeps it whole)`);
  return { lines, json: { kind: 'unit', ...unitJson(s, u) } };
}

/** "Turn Sequence": whether the unit still acts without an activation. */
function ordersLine(u: UnitState): string {
  const so = u.standingOrders;
  if (!so) return '  no standing orders: it acts only when a leader activates it';
  const words = so.words ? ` (${so.words})` : '';
  return `  under standing orders${words}: acts without an activation, once a turn, until its first combat${so.usedThisTurn ? '; used this turn' : ''}`;
}

function moraleView(s: DevilState, paint: Paint): ViewAnswer {
  const standings = SIDES.map((i) => moralePoints(s, i));
  const rows = standings.map((m) => {
    const side = s.sides[m.side];
    const state = side.broken ? paint.broken('BROKEN') : m.points >= m.breakPoint ? paint.broken('at its break point') : `${m.breakPoint - m.points} to go`;
    const meter = bar(m.points / Math.max(1, m.breakPoint), 20);
    return [side.name, `${m.points}/${m.breakPoint}`, m.points > 0 ? paint.loss(meter) : meter, state];
  });
  const lines = table(['side', 'points', 'towards breaking', ''], rows, paint);
  for (const m of standings) {
    const items = m.items.filter((it) => it.points > 0);
    if (items.length === 0) continue;
    lines.push(`  ${paint.bold(m.name)}: ${items.map((it) => `${it.label} ${it.count}×${it.each} = ${it.points}${it.who.length ? ` (${it.who.join(', ')})` : ''}`).join('; ')}`);
  }
  return {
    lines,
    json: {
      kind: 'morale',
      sides: standings.map((m) => ({ side: m.name, points: m.points, breakPoint: m.breakPoint, broken: s.sides[m.side].broken, items: m.items })),
    },
  };
}

function leadersView(s: DevilState, paint: Paint, only?: readonly string[]): ViewAnswer {
  const shown = only ? s.leaders.filter((l) => only.includes(l.id)) : s.leaders;
  const rows = shown.map((l) => {
    const initiative = s.activeLeader === l.id ? 'active' : l.hadInitiative ? 'used' : '';
    const fate = l.fate === 'alive' ? 'alive' : paint.loss(l.fate);
    return [
      l.id,
      l.name,
      s.sides[l.side].name,
      l.role === 'army' ? `army${bonusWords(l.bonus)}` : `wing${bonusWords(l.bonus)}`,
      initiative,
      l.activationsLeft === null ? '' : String(l.activationsLeft),
      l.moved ? 'yes' : '',
      l.attachedTo ? unitName(s, l.attachedTo) : '',
      fate,
    ];
  });
  return {
    lines: table(['id', 'leader', 'side', 'role', 'initiative', 'left', 'moved', 'attached to', 'fate'], rows, paint),
    json: {
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
        moved: l.moved,
        attachedTo: l.attachedTo ? unitName(s, l.attachedTo) : null,
        fate: l.fate,
      })),
    },
  };
}

// ---------------------------------------------------------------- rules

/** A designed table as rows: value, label, why it applies. */
function rowsTopic(topic: string, rows: readonly TableRow[], paint: Paint): ViewAnswer {
  return {
    lines: table(['mod', 'modifier', 'when'], rows.map((r) => [signed(r.value), r.label, r.reason]), paint, ['right', 'left', 'left']),
    json: { kind: 'rules', topic, rows: rows.map((r) => ({ key: r.key, label: r.label, value: r.value, reason: r.reason })) },
  };
}

const RULE_TOPICS: Readonly<Record<string, (paint: Paint) => ViewAnswer>> = {
  turn: (paint) => ({
    lines: DEVIL_STEPS.filter((d) => d.id !== 'over').map((d, i) => `  ${i + 1}. ${paint.bold(d.title)}: ${d.help}`),
    json: { kind: 'rules', topic: 'turn', steps: DEVIL_STEPS },
  }),
  ranges: (paint) => {
    const rows = Object.values(RANGE_BANDS).map((b) => [b.label, b.short === null ? 'charges only' : `${b.short}"`, b.max === null ? '' : `${b.max}"`]);
    return { lines: table(['weapon', 'short', 'maximum'], rows, paint), json: { kind: 'rules', topic: 'ranges', bands: Object.values(RANGE_BANDS) } };
  },
  troops: (paint) => {
    const rows = Object.values(CATALOGUE).map((t) => [t.id, t.name, `${t.usualBases[0]}-${t.usualBases[1]}`, t.band ? RANGE_BANDS[t.band].label : '', t.fire]);
    return { lines: table(['type', 'name', 'bases', 'weapon', 'fires'], rows, paint), json: { kind: 'rules', topic: 'troops', types: Object.values(CATALOGUE) } };
  },
  status: (paint) => ({
    lines: [
      `  ${['ok', 'disordered', 'demoralized', 'destroyed'].map((k) => paint.bold(STATUS_WORDS[k as keyof typeof STATUS_WORDS])).join(' → ')}`,
      '  Each level lost moves one step down; a Demoralized unit loses a base per further level.',
      '  A unit that has lost half or more of its starting bases is destroyed.',
      '  Regroup raises the status by one or two levels.',
    ],
    json: { kind: 'rules', topic: 'status', ladder: ['ok', 'disordered', 'demoralized', 'destroyed'] },
  }),
  morale: (paint) => ({
    lines: [
      ...table(
        ['loss', 'points'],
        [
          ['disordered unit', MORALE_POINTS.disordered],
          ['demoralized unit', MORALE_POINTS.demoralized],
          ['base destroyed (every base of a destroyed unit)', MORALE_POINTS.base],
          ['army commander killed or captured', MORALE_POINTS.armyCommander],
          ['wing commander killed or captured', MORALE_POINTS.wingCommander],
          ['camp or baggage sacked (suggested)', MORALE_POINTS.camp],
        ],
        paint,
        ['left', 'right'],
      ),
      '  An army whose points reach its break point breaks at the end of the turn.',
    ],
    json: { kind: 'rules', topic: 'morale', points: MORALE_POINTS },
  }),
  movement: (paint) => {
    const rows = TROOP_IDS.map((t) => [CATALOGUE[t].name, ...MOVE_MODES.map((m) => `${MOVEMENT[t][m]}"`)]);
    return {
      lines: [
        ...table(['type', ...MOVE_MODES], rows, paint, ['left', 'right', 'right', 'right', 'right']),
        `  Leaders move ${LEADER_MOVE}" once a turn. A change into or out of column costs: ${Object.entries(FORMATION_CHANGE)
          .map(([c, n]) => `${c} ${n}"`)
          .join(', ')}.`,
      ],
      json: { kind: 'rules', topic: 'movement', movement: MOVEMENT, formationChange: FORMATION_CHANGE, leaderMove: LEADER_MOVE },
    };
  },
  terrain: (paint) => ({
    lines: table(
      ['factor', 'cost'],
      [
        ['facing change', `${TERRAIN_FACTORS.facing}" (not for forlorn hopes or dragoons)`],
        ['rough ground', `${TERRAIN_FACTORS.rough}" per inch (full speed for forlorn hopes, dragoons, irregular horse)`],
        ['very rough ground', `${TERRAIN_FACTORS.veryRough}" per inch (${TERRAIN_FACTORS.veryRoughForlornHope}" forlorn hopes, ${TERRAIN_FACTORS.veryRoughMounted}" other mounted)`],
        ['linear obstacle', `${TERRAIN_FACTORS.obstacle}" to cross`],
        ['choke point', `${TERRAIN_FACTORS.choke}" plus the distance moved`],
        ['road (march column only)', '1" for every 1.5" moved'],
      ],
      paint,
    ),
    json: { kind: 'rules', topic: 'terrain', factors: TERRAIN_FACTORS },
  }),
  command: (paint) => ({
    lines: [
      ...table(['command d6', 'activations'], COMMAND_FACES.map((n, i) => [i + 1, n]), paint, ['right', 'right']),
      "  The leader's bonus is added; each leader takes the initiative once a turn.",
    ],
    json: { kind: 'rules', topic: 'command', faces: COMMAND_FACES },
  }),
  fire: (paint) => rowsTopic('fire', [...Object.values(FIRE_FIRER), ...Object.values(FIRE_TARGET), ...Object.values(FIRE_COVER), ...Object.values(FIRE)], paint),
  melee: (paint) =>
    rowsTopic(
      'melee',
      [...Object.values(MELEE_TYPE), ...Object.values(MELEE), ...Object.values(PIKES_FLANK), ...Object.values(MELEE_GROUND.rough), ...Object.values(MELEE_GROUND['very-rough']), ...Object.values(LEADER_RISK)],
      paint,
    ),
  modifiers: (paint) => {
    const fire = RULE_TOPICS.fire?.(paint);
    const melee = RULE_TOPICS.melee?.(paint);
    return {
      lines: [paint.bold('Fire'), ...(fire?.lines ?? []), '', paint.bold('Melee'), ...(melee?.lines ?? [])],
      json: { kind: 'rules', topic: 'modifiers', fire: fire?.json, melee: melee?.json },
    };
  },
  results: (paint) => {
    const bands: [string, string, string][] = [
      ['0', 'no effect', 'both sides lose 1 level'],
      ['1-3', '1 level', 'the lower side loses 1 level'],
      ['4-5', '2 levels', 'the lower side loses 2 levels'],
      ['6-7', '3 levels', 'the lower side loses 3 levels'],
      ['8 or more', 'target destroyed', 'the lower side is destroyed'],
    ];
    // The bands come from the engine's own table, so this view cannot drift from it.
    const check = [1, 4, 6, 8].map((d) => lossFor(d));
    return {
      lines: [
        '  Each side rolls a d6 and adds its net modifier; the difference is read here.',
        ...table(['difference', 'fire (target only; target higher: no effect)', 'melee'], bands, paint),
      ],
      json: { kind: 'rules', topic: 'results', bands, losses: check },
    };
  },
  tests: (paint) => {
    const rows = [
      ...Object.values(REGROUP).map((r) => ['regroup', r.label, r.value]),
      ...Object.values(RETIRE).map((r) => ['retire', r.label, r.value]),
      ...Object.values(ROUTED).map((r) => ['routed through', r.label, r.value]),
    ];
    return {
      lines: table(['test', 'd6 modifier or total needed', 'value'], rows, paint, ['left', 'left', 'right']),
      json: { kind: 'rules', topic: 'tests', regroup: REGROUP, retire: RETIRE, routed: ROUTED },
    };
  },
};

function devilRules(topic: string, paint: Paint): Result<ViewAnswer, string> {
  const t = topic.trim().toLowerCase();
  const topics = Object.keys(RULE_TOPICS);
  if (t === '') return ok({ lines: [`Topics: ${topics.join(', ')}. Example: rules ranges`], json: { kind: 'rules', topics } });
  const match = topics.filter((k) => k.startsWith(t));
  // Only the table's own topics: a word such as "constructor" must not reach Object.prototype.
  const key = topics.includes(t) ? t : match.length === 1 ? match[0] : undefined;
  const fn = key === undefined ? undefined : RULE_TOPICS[key];
  if (!fn && match.length > 1) return err(`"${topic.trim()}" could be ${match.join(', ')}`);
  if (!fn) return err(`no rules topic "${topic.trim()}"; topics: ${topics.join(', ')}`);
  return ok(fn(paint));
}

// ---------------------------------------------------------------- commands, help, completion

/** The rule set's grammar as help rows (the two forms of `set` become one row). */
const COMMAND_HELP: readonly CommandHelp[] = (() => {
  const rows: CommandHelp[] = [];
  for (const spec of DEVIL_COMMANDS) {
    const existing = rows.findIndex((r) => r.name === spec.name);
    const row: CommandHelp = {
      name: spec.name,
      ...(spec.aliases?.length ? { aliases: spec.aliases } : {}),
      usage: spec.usage,
      summary: spec.summary,
      example: spec.example,
      group: spec.group,
    };
    if (existing >= 0) {
      const prev = rows[existing] as CommandHelp;
      rows[existing] = { ...prev, usage: `${prev.usage} | ${spec.usage}`, example: `${prev.example}; ${spec.example}` };
    } else rows.push(row);
  }
  return rows;
})();

function devilComplete(s: DevilState, line: string, words: readonly string[]): Completion {
  const candidates = complete(DEVIL_COMMANDS, line, completionNames(s, line), { words, flags: ['--rolls'] });
  return { candidates, word: completionFragment(line) };
}

/** Actions whose units and targets completion narrows to what may act now. */
const NARROWED = ['fire', 'advfire', 'charge', 'melee'];

/**
 * The names completion offers on this line. After `fire `, `advfire `, `charge ` or `melee `:
 * only the units that may take that action now (all units when none may, or it is not known);
 * after `at `: only the enemies of the unit named before it. Units left out are marked retired,
 * which completion skips but the parser still accepts.
 */
function completionNames(s: DevilState, line: string): NameTable {
  const names = devilNames(s);
  const m = /^\s*(\S+)\s+(.*)$/s.exec(line);
  const word = m?.[1]?.toLowerCase() ?? '';
  const rest = m?.[2] ?? '';
  if (!NARROWED.includes(word) || /(?:^|\s)--/.test(rest)) return names;
  const at = /^(.*?)\s+at\s+/is.exec(rest);
  let allowed: Set<string>;
  if (at) {
    const first = (at[1] ?? '').split(',')[0]?.trim().replace(/^["'\u201c\u2018](.*)["'\u201d\u2019]$/, '$1') ?? '';
    const actor = resolveName(first, names.unit ?? [], 'unit');
    const side = actor.ok ? unitById(s, actor.value.id)?.side : actingSide(s);
    if (side === undefined || side === null) return names;
    allowed = new Set(s.units.filter((u) => u.side !== side && u.status !== 'destroyed').map((u) => u.id));
  } else {
    const kind = word === 'fire' ? 'fire' : word;
    allowed = new Set(legalActions(s).filter((a) => a.kind === kind && a.unit !== undefined).map((a) => a.unit as string));
    if (allowed.size === 0) return names;
  }
  return { ...names, unit: (names.unit ?? []).map((u) => (allowed.has(u.id) ? u : { ...u, retired: true })) };
}

/** The side acting now: the active leader's, else the side to act. */
function actingSide(s: DevilState): SideIndex | null {
  const leader = leaderById(s, s.activeLeader);
  return leader ? leader.side : s.toAct;
}

function devilNameList(s: DevilState): string[] {
  return [
    ...s.units.filter((u) => u.status !== 'destroyed').flatMap((u) => [u.name, u.id]),
    ...s.leaders.filter((l) => l.fate === 'alive').flatMap((l) => [l.name, l.id]),
    ...s.sides.flatMap((sd) => [sd.name, sd.role]),
  ];
}

// ---------------------------------------------------------------- mods and odds

const nameOf = (s: DevilState, id: string | undefined): string | undefined => {
  if (id === undefined) return undefined;
  return unitById(s, id)?.name ?? leaderById(s, id)?.name ?? id;
};

function devilPreview(s: DevilState, raw: unknown): Result<Preview, string> {
  const action = raw as DevilAction;
  // Odds on units whose melee loss is still waiting would be odds on the wrong statuses.
  const held = spreadChoice(s);
  if (held) return err(`${held.loser.name}'s melee loss is waiting for its side's choice: settle it first with spread (or spread none).`);
  const p = previewDevil(s, action);
  if (!p.ok) return p;
  const v = p.value;
  let actor: string | undefined;
  let target: string | undefined;
  switch (action.kind) {
    case 'initiative':
      actor = s.sides[0].name;
      target = s.sides[1].name;
      break;
    case 'command':
      actor = nameOf(s, action.leader);
      break;
    case 'fire':
      actor = action.units.map((id) => nameOf(s, id)).join(' + ');
      target = [action.target, ...(action.split ?? []).map((t) => t.target)].map((id) => nameOf(s, id)).join(' and ');
      break;
    default: {
      // After an evade, a charge's melee is against the unit the evade exposed (`then`).
      const a = action as { unit?: string; target?: string; then?: string };
      actor = nameOf(s, a.unit);
      target = nameOf(s, a.then ?? a.target);
    }
  }
  const budget = v.budget;
  const notes = [
    ...(v.notes ?? []),
    ...(budget ? [budget.text, ...budget.costs.map((c) => `  ${c.label}: ${c.inches}" (${c.reason})`), ...budget.problems.map((x) => `  ${x}`), ...budget.notes.map((x) => `  ${x}`)] : []),
  ];
  const note = notes.length > 0 ? notes.join('\n') : undefined;
  const stages: PreviewStage[] | undefined = v.stages?.map((st) => ({
    title: st.stage,
    actor: st.actor,
    target: st.target,
    modifiers: { actor: st.modifiers.actor, target: st.modifiers.target },
    actorModifier: st.actorModifier,
    targetModifier: st.targetModifier,
    reached: { probability: st.reached.probability, fraction: st.reached.fraction },
    ...(st.when ? { when: st.when } : {}),
    odds: st.odds,
  }));
  return ok({
    ...(actor !== undefined ? { actor } : {}),
    ...(target !== undefined && (v.modifiers?.target.length ?? 0) + (v.targetModifier ?? 0) !== 0 ? { target } : target !== undefined && action.kind !== 'command' ? { target } : {}),
    modifiers: { actor: v.modifiers?.actor ?? [], target: v.modifiers?.target ?? [] },
    actorModifier: v.actorModifier ?? 0,
    targetModifier: v.targetModifier ?? 0,
    ...(v.odds ? { odds: v.odds } : {}),
    ...(note ? { note } : {}),
    ...(stages && stages.length > 0 ? { stages } : {}),
  });
}

// ---------------------------------------------------------------- guided menus

const ASPECTS = ['front', 'flank', 'rear'] as const;
const aspectsFor = (t: UnitState) => (CATALOGUE[t.type].noFlanks ? (['front'] as const) : ASPECTS);

/** Whether some face and ground make this charge or melee legal (`ground`/`aspect` fix one). */
function fightPossible(s: DevilState, kind: 'charge' | 'melee', u: UnitState, t: UnitState, aspect?: string, ground?: string): boolean {
  const extra = kind === 'charge' ? ' --no-evade' : '';
  for (const a of aspect ? [aspect] : aspectsFor(t)) {
    for (const g of ground ? [ground] : GROUNDS) {
      if (accepted(s, `${kind} ${u.id} at ${t.id}${kind === 'melee' ? ` --${a}` : aspectFlag(a)}${groundFlag(g)}${extra}`)) return true;
    }
  }
  return false;
}

/** The enemies this unit may charge, fire at or fight now (`first`: stop at the first one). */
function targetsFor(s: DevilState, u: UnitState, kind: string, first = false): UnitState[] {
  const enemies = enemiesOf(s, u);
  const engaged = enemies.filter((e) => u.engagedWith.includes(e.id));
  const pool = kind === 'melee' && engaged.length > 0 ? engaged : enemies;
  const ok = (t: UnitState) => (kind === 'melee' || kind === 'charge' ? fightPossible(s, kind, u, t) : accepted(s, `${kind} ${u.id} at ${t.id}`));
  if (first) {
    const found = pool.find(ok);
    return found ? [found] : [];
  }
  return pool.filter(ok);
}

const enemiesOf = (s: DevilState, u: UnitState): UnitState[] => s.units.filter((x) => x.side !== u.side && x.status !== 'destroyed');
const unitChoice = (u: UnitState) => ({ name: `${u.name} (${u.id}, ${typeName(u)}, ${STATUS_WORDS[u.status]})`, value: u.id });

/**
 * The guide's charge questions as a chain of confirms; the answers become flags. Only what
 * can change the charge is asked (the engine's own eligibility, `chargeCheck`, says what can):
 * "evade?" only when the target may evade now, then "contact?" after an evade, and "crossed
 * the arc?" only when the target would give defensive fire if it were crossed (not when it
 * cannot fire, has acted, is in an ongoing combat, or the charger draws no defensive fire).
 * `ask` lists the questions the line left open (the parser's `unanswered`).
 */
function chargeQuestions(s: DevilState, base: string, aspect: string, ask: readonly string[], done: (flags: string) => GuideStep | string | null): GuideStep | string | null {
  const parsed = parseDevilLine(s, base);
  const req = parsed.ok && parsed.value.action.kind === 'charge' ? parsed.value.action : null;
  if (!req) return done('');
  const actor = unitById(s, req.unit)?.name ?? req.unit;
  const target = unitById(s, req.target)?.name ?? req.target;
  const standing = chargeCheck(s, { ...req, evade: false, crossedArc: true });
  // An illegal charge (its own rules, or the turn's: who may act now) is refused when it runs: nothing to ask.
  if (!standing.ok || !accepted(s, base)) return done('');
  const canEvade = standing.value.canEvade;
  const arcMatters = standing.value.defensiveFire;
  const flags: string[] = [];
  const finish = () => done(flags.join(' '));
  const askArc = (): GuideStep | string | null => {
    if (!ask.includes('crossed-arc') || !arcMatters) return finish();
    return {
      kind: 'confirm',
      message: `Did ${actor} cross the arc of fire of ${target}?`,
      default: aspect === 'front',
      next: (crossed) => {
        flags.push(crossed ? '--crossed-arc' : '--no-crossed-arc');
        return finish();
      },
    };
  };
  const askContact = (): GuideStep | string | null => {
    if (!ask.includes('contact') && !ask.includes('evade')) return finish();
    return {
      kind: 'confirm',
      message: `After the evade, ${verb(actor, 'does')} ${actor} still make contact?`,
      default: false,
      next: (contact) => {
        flags.push(contact ? '--contact' : '--no-contact');
        return finish();
      },
    };
  };
  // The target evades (or not) before any fire: an evading target gives none.
  if (!ask.includes('evade')) return req.evade ? askContact() : askArc();
  if (!canEvade) return askArc();
  return {
    kind: 'confirm',
    message: `${verb(target, 'Does')} ${target} evade the charge?`,
    default: false,
    next: (evade) => {
      flags.push(evade ? '--evade' : '--no-evade');
      return evade ? askContact() : askArc();
    },
  };
}

const COVER_CHOICES = COVERS.map((c) => ({ name: c, value: c }));
const aspectFlag = (a: string) => (a === 'flank' ? ' --flank' : a === 'rear' ? ' --rear' : '');
const groundFlag = (g: string) => (g === 'open' ? '' : ` --ground ${g}`);

function targetStep(s: DevilState, u: UnitState, kind: string, message: string, next: (target: string) => GuideStep | string | null): GuideStep | string | null {
  const list = targetsFor(s, u, kind);
  if (list.length === 0) return null;
  return { kind: 'select', message, choices: list.map(unitChoice), ...(list[0] ? { default: list[0].id } : {}), next };
}

/** Face, then ground, each offering only what leaves the fight legal. */
function fightDetails(s: DevilState, kind: 'charge' | 'melee', u: UnitState, targetId: string, done: (aspect: string, ground: string) => GuideStep | string | null): GuideStep | string | null {
  const t = unitById(s, targetId);
  if (!t) return null;
  const aspects = aspectsFor(t).filter((a) => fightPossible(s, kind, u, t, a));
  const grounds = (aspect: string) => GROUNDS.filter((g) => fightPossible(s, kind, u, t, aspect, g));
  const groundStep = (aspect: string): GuideStep | string | null => {
    const list = grounds(aspect);
    if (list.length === 1 && list[0]) return done(aspect, list[0]);
    return {
      kind: 'select',
      message: 'Ground of the fight?',
      choices: list.map((g) => ({ name: g, value: g })),
      ...(list[0] ? { default: list[0] } : {}),
      next: (ground) => done(aspect, ground),
    };
  };
  if (aspects.length === 1 && aspects[0]) return groundStep(aspects[0]);
  return {
    kind: 'select',
    message: `Which face of ${t.name} is ${kind === 'charge' ? 'charged' : 'fought'}?`,
    choices: aspects.map((a) => ({ name: a, value: a })),
    ...(aspects[0] ? { default: aspects[0] } : {}),
    next: groundStep,
  };
}

/** The ground a move crosses: each factor once, as many as apply, then the move. */
const MOVE_FACTORS: readonly { readonly flag: string; readonly name: string; readonly unit: string; readonly kinds: readonly string[] }[] = [
  { flag: 'rough', name: 'rough ground', unit: 'inches', kinds: ['advance', 'march', 'retire'] },
  { flag: 'very-rough', name: 'very rough ground', unit: 'inches', kinds: ['advance', 'march', 'retire'] },
  { flag: 'road', name: 'road, in march column', unit: 'inches', kinds: ['march'] },
  { flag: 'obstacles', name: 'linear obstacles', unit: 'how many', kinds: ['advance', 'march', 'retire'] },
  { flag: 'choke', name: 'choke points', unit: 'how many', kinds: ['advance', 'march', 'retire'] },
  { flag: 'facing', name: 'facing changes', unit: 'how many', kinds: ['advance', 'march'] },
];

function moveStep(u: UnitState, kind: string, chosen: readonly (readonly [string, number])[]): GuideStep | string {
  const given = chosen.filter(([, n]) => n > 0);
  const line = `${kind} ${u.id}${given.map(([flag, n]) => ` --${flag} ${n}`).join('')}`;
  const left = MOVE_FACTORS.filter((f) => f.kinds.includes(kind) && !chosen.some(([flag]) => flag === f.flag));
  const so = given.map(([flag, n]) => `${MOVE_FACTORS.find((f) => f.flag === flag)?.name ?? flag} ${n}`).join(', ');
  if (left.length === 0) return line;
  return {
    kind: 'select',
    message: given.length === 0 ? `${kind} ${u.name}: what ground does the move cross?` : `${kind} ${u.name} (${so}): anything else on the way?`,
    choices: [
      { name: given.length === 0 ? 'open ground only' : 'nothing else: move', value: '' },
      ...left.map((f) => ({ name: `${f.name} (${f.unit})`, value: f.flag })),
    ],
    default: '',
    next: (flag) => {
      const factor = MOVE_FACTORS.find((f) => f.flag === flag);
      if (!factor) return line;
      return {
        kind: 'number',
        message: `How much ${factor.name} (${factor.unit})?`,
        default: 1,
        min: 0,
        max: 48,
        next: (n) => moveStep(u, kind, [...chosen, [factor.flag, n]]),
      };
    },
  };
}

/** Combined fire: the acting side's other units that may fire now and may join this fire. */
function firePartners(s: DevilState, u: UnitState, kind: string, target: string, done: (firers: string) => GuideStep | string | null): GuideStep | string | null {
  if (kind !== 'fire') return done(u.id);
  const mayFire = legalActions(s).filter((a) => a.kind === 'fire' && a.unit !== undefined && a.unit !== u.id);
  const partners = mayFire.map((a) => unitById(s, a.unit as string)).filter((p): p is UnitState => p !== undefined && accepted(s, `fire ${u.id},${p.id} at ${target}`));
  if (partners.length === 0) return done(u.id);
  return {
    kind: 'checkbox',
    message: `Does anyone fire with ${u.name} at the same target (combined fire)? Space ticks, Enter goes on.`,
    choices: partners.map(unitChoice),
    checked: [],
    next: (ids) => {
      const firers = [u.id, ...partners.filter((p) => ids.includes(p.id)).map((p) => p.id)].join(',');
      return ids.length > 0 && !accepted(s, `fire ${firers} at ${target}`) ? done(u.id) : done(firers);
    },
  };
}

/**
 * Split fire: one unit may also fire at a target in another arc (a tercio firing in several
 * directions), with its own range and cover. Offered only where the engine accepts it.
 */
function splitFireStep(s: DevilState, u: UnitState | null, first: string, line: string): GuideStep | string {
  if (!u) return line;
  const more = enemiesOf(s, u)
    .filter((t) => t.id !== first)
    .flatMap((t) => (['rear', 'flank'] as const).map((arc) => ({ t, arc, line: `${line} at ${t.id} --arc ${arc}` })))
    .filter((x) => accepted(s, x.line));
  if (more.length === 0) return line;
  return {
    kind: 'select',
    message: `Does ${u.name} also fire at another target, in another arc (split fire)?`,
    choices: [{ name: 'no, this target only', value: '' }, ...more.map((x) => ({ name: `${x.t.name} (${x.t.id}), ${x.arc} arc`, value: x.line }))],
    default: '',
    next: (chosen) => {
      if (chosen === '') return line;
      return {
        kind: 'confirm',
        message: 'That target at short range?',
        default: false,
        next: (short) => ({
          kind: 'select',
          message: "That target's cover?",
          choices: COVER_CHOICES,
          default: 'none',
          next: (cover) => splitFireStep(s, u, first, `${chosen}${short ? ' --short' : ''}${cover === 'none' ? '' : ` --cover ${cover}`}`),
        }),
      };
    },
  };
}

/**
 * A melee's supporting units: the actor's friends also engaged with the target, and the
 * target's friends also engaged with the actor (the engine's default), ticked to begin with.
 */
function meleeSupports(s: DevilState, u: UnitState, targetId: string, base: string): GuideStep | string {
  const t = unitById(s, targetId);
  if (!t) return base;
  const engagedWith = (enemy: UnitState, side: UnitState) =>
    enemy.engagedWith.map((id) => unitById(s, id)).filter((x): x is UnitState => x !== undefined && x.id !== side.id && x.side === side.side && x.status !== 'destroyed');
  const own = engagedWith(t, u);
  const theirs = engagedWith(u, t);
  const flag = (name: string, all: readonly UnitState[], ids: readonly string[]) => {
    const kept = all.filter((x) => ids.includes(x.id)).map((x) => x.id);
    // All of them is the engine's default: no flag needed. None at all needs the grammar to say so.
    if (kept.length === all.length) return '';
    if (kept.length === 0) return accepted(s, `${base} --no-${name}`) ? ` --no-${name}` : '';
    return ` --${name} ${kept.join(',')}`;
  };
  const askTheirs = (line: string): GuideStep | string => {
    if (theirs.length === 0) return line;
    return {
      kind: 'checkbox',
      message: `Which units support ${t.name}? (also engaged with ${u.name})`,
      choices: theirs.map(unitChoice),
      checked: theirs.map((x) => x.id),
      next: (ids) => {
        const full = `${line}${flag('target-support', theirs, ids)}`;
        return accepted(s, full) ? full : line;
      },
    };
  };
  if (own.length === 0) return askTheirs(base);
  return {
    kind: 'checkbox',
    message: `Which units support ${u.name}? (also engaged with ${t.name})`,
    choices: own.map(unitChoice),
    checked: own.map((x) => x.id),
    next: (ids) => {
      const full = `${base}${flag('support', own, ids)}`;
      return askTheirs(accepted(s, full) ? full : base);
    },
  };
}

/** After a charge's own questions: pass-through fire and the terrain, unless the charge ends in an evade without contact. */
function chargeTerrain(s: DevilState, u: UnitState, targetId: string, line: string): GuideStep | string | null {
  const t = unitById(s, targetId);
  if (!t || (/ --evade\b/.test(line) && / --no-contact\b/.test(line))) return line;
  return passThroughQuestion(s, line, u, t, (fire) => terrainQuestions(s, `${line}${fire}`, u, t, (terrain) => `${line}${fire}${terrain}`));
}

/** The dialogue for one unit action, ending in its command line. */
function unitActionStep(s: DevilState, u: UnitState, kind: string): GuideStep | string | null {
  switch (kind) {
    case 'rest':
      return `${u.status === 'ok' ? 'rest' : 'regroup'} ${u.id}`;
    case 'advance':
    case 'march':
    case 'retire':
      return moveStep(u, kind, []);
    case 'charge':
      return targetStep(s, u, 'charge', `${u.name} ${verb(u, 'charges')} whom?`, (target) =>
        fightDetails(s, 'charge', u, target, (aspect, ground) => {
          const base = `charge ${u.id} at ${target}${aspectFlag(aspect)}${groundFlag(ground)}`;
          return chargeQuestions(s, base, aspect, ['crossed-arc', 'evade', 'contact'], (flags) => chargeTerrain(s, u, target, `${base}${flags ? ` ${flags}` : ''}`));
        }),
      );
    case 'fire':
    case 'advfire':
      return targetStep(s, u, kind, `${u.name} ${verb(u, 'fires')} at whom?`, (target) =>
        firePartners(s, u, kind, target, (firers) => ({
          kind: 'confirm',
          message: 'At short range?',
          default: false,
          next: (short) => ({
            kind: 'select',
            message: "The target's cover?",
            choices: COVER_CHOICES,
            default: 'none',
            next: (cover) => splitFireStep(s, kind === 'fire' && firers === u.id ? u : null, target, `${kind} ${firers} at ${target}${short ? ' --short' : ''}${cover === 'none' ? '' : ` --cover ${cover}`}`),
          }),
        })),
      );
    case 'melee':
      return targetStep(s, u, 'melee', `${u.name} ${verb(u, 'fights')} whom?`, (target) => {
        const t = unitById(s, target);
        const base = `melee ${u.id} at ${target}`;
        if (!t) return null;
        return meleeFaceAndGround(s, u, t, base, (faceGround) => terrainQuestions(s, `${base}${faceGround}`, u, t, (terrain) => meleeSupports(s, u, target, `${base}${faceGround}${terrain}`)));
      });
    default:
      return null;
  }
}

function legalLine(s: DevilState, a: LegalAction): GuideStep | string | null {
  switch (a.kind) {
    case 'initiative':
    case 'done':
    case 'next':
      return a.kind;
    case 'first':
      return `first ${a.side === undefined ? '' : s.sides[a.side].role}`;
    case 'command':
      return `command ${a.leader}`;
    case 'leader-move':
      return `move ${a.leader}`;
    case 'sack':
      return `sack ${a.side === undefined ? '' : s.sides[a.side].role} camp`;
    default: {
      const u = a.unit ? unitById(s, a.unit) : undefined;
      if (!u) return null;
      const kind = a.kind === 'move' ? (a.mode ?? 'advance') : a.kind;
      if (s.step !== 'leaders' || kind === 'charge' || kind === 'melee' || !mustChargeWhenActivated(u)) return unitActionStep(s, u, kind);
      // "Formations": an impetuous unit activated with a formed enemy in charge range must charge it.
      return {
        kind: 'confirm',
        message: `Is an eligible formed enemy within charge range of ${u.name}? (impetuous: ${itWord(u)} must then charge it)`,
        default: false,
        next: (inRange) => (inRange ? unitActionStep(s, u, 'charge') : withSuffix(unitActionStep(s, u, kind), ` ${NO_ENEMY_IN_RANGE_FLAG}`)),
      };
    }
  }
}

/** A dialogue whose every command line gets `suffix` (a flag the answers so far have settled). */
function withSuffix(step: GuideStep | string | null, suffix: string): GuideStep | string | null {
  if (step === null) return null;
  if (typeof step === 'string') return `${step}${suffix}`;
  const next = step.next as (value: unknown) => GuideStep | string | null;
  return { ...step, next: (value: unknown) => withSuffix(next(value), suffix) } as GuideStep;
}

/**
 * The guided menus. While a fallen leader's heir is still to be named, the menus ask for him
 * first whenever his side is to give a leader the initiative (or the turn's initiative is to
 * be rolled); "decide later" goes on to the usual menu.
 */
function devilGuide(s: DevilState): GuideStep | null {
  const [fallen] = heirless(s).filter((l) => s.step === 'initiative' || (s.step === 'leaders' && s.activeLeader === null && s.toAct === l.side));
  if (!fallen || s.outcome) return actionMenu(s);
  return heirMenu(s, fallen, () => actionMenu(s));
}

function actionMenu(s: DevilState): GuideStep | null {
  const legal = legalActions(s);
  if (legal.length === 0) return null;
  // Unit actions are grouped under their unit, so the first menu stays short.
  const units = new Map<string, LegalAction[]>();
  const turn: LegalAction[] = [];
  for (const a of legal) {
    if (a.unit && a.kind !== 'command') {
      const u = unitById(s, a.unit);
      // A charge, fire or melee with no legal target is not offered.
      if (!u || (['charge', 'fire', 'advfire', 'melee'].includes(a.kind) && targetsFor(s, u, a.kind, true).length === 0)) continue;
      units.set(a.unit, [...(units.get(a.unit) ?? []), a]);
    } else turn.push(a);
  }
  const choices = [
    ...[...units.entries()].map(([id, actions]) => {
      const u = unitById(s, id);
      const only = actions.length === 1 ? actions[0] : undefined;
      const orders = u?.standingOrders ? ', standing orders' : '';
      return { name: only ? only.label : `${u?.name ?? id} (${id}${orders}): ${actions.map((x) => (x.kind === 'move' ? x.mode : x.label.split(' ')[0])).join(', ')}`, value: `unit:${id}` };
    }),
    ...turn.map((a, i) => ({ name: a.label, value: `turn:${i}` })),
  ];
  return {
    kind: 'select',
    message: 'What now?',
    choices,
    next: (value) => {
      if (value.startsWith('turn:')) {
        const a = turn[Number(value.slice(5))];
        return a ? legalLine(s, a) : null;
      }
      const id = value.slice(5);
      const actions = units.get(id) ?? [];
      const u = unitById(s, id);
      if (!u) return null;
      if (actions.length === 1 && actions[0]) return legalLine(s, actions[0]);
      return {
        kind: 'select',
        message: `What ${verb(u, 'does')} ${u.name} do?`,
        choices: actions.map((a, i) => ({ name: a.label, value: String(i) })),
        next: (i) => {
          const a = actions[Number(i)];
          return a ? legalLine(s, a) : null;
        },
      };
    },
  };
}

/** A typed charge that left the guide's questions open: ask them. */
function devilQuestions(s: DevilState, line: string): GuideStep | null {
  const parsed = parseDevilLine(s, line);
  if (!parsed.ok || parsed.value.unanswered.length === 0) return null;
  const action = parsed.value.action;
  if (action.kind !== 'charge') return null;
  const step = chargeQuestions(s, line, action.aspect, parsed.value.unanswered, (flags) => ` ${flags}`);
  return typeof step === 'string' || step === null ? null : step;
}

// ---------------------------------------------------------------- what a command leaves to settle

/** Fallen leaders whose command waits for the game master to name an heir (several survivors). */
function heirless(s: DevilState): LeaderState[] {
  return s.leaders.filter((l) => {
    if (l.fate === 'alive') return false;
    if (s.leaders.some((x) => x.fate === 'alive' && x.inherited.includes(l.id))) return false;
    return s.leaders.filter((x) => x.side === l.side && x.fate === 'alive').length > 1;
  });
}

/** After a melee roll that leaves the loser a choice ("Combat Effects and Rallying"): a menu that makes it with `spread`. */
function spreadFollowUp(after: DevilState): { hint: string; step: GuideStep } | null {
  const choice = spreadChoice(after);
  if (!choice) return null;
  const { loser, levels, most, supports } = choice;
  const keep = { name: `keep ${levels === 2 ? 'both' : 'all 3'} on ${loser.name}`, value: 'spread none' };
  return {
    hint: `Pass it with spread ${supports.map((u) => `${u.id}=${most}`).join(' or spread ')}, or keep ${levels === 2 ? 'both' : 'all 3'} on ${loser.name} with spread none (any other command also keeps them).`,
    step: {
      kind: 'select',
      message: `${loser.name} lost ${levels} levels: pass ${most} to a supporting unit?`,
      choices: [...supports.map((u) => ({ name: `pass ${most} to ${u.name} (${u.id})`, value: `spread ${u.id}=${most}` })), keep],
      default: keep.value,
      next: (line) => line,
    },
  };
}

/** After a leader falls with several survivors: how to name his heir, and a menu that does it. */
function devilFollowUp(before: DevilState, after: DevilState): { hint: string; step: GuideStep } | null {
  const spread = spreadFollowUp(after);
  if (spread) return spread;
  const waiting = new Set(heirless(before).map((l) => l.id));
  const fallen = heirless(after).find((l) => !waiting.has(l.id));
  if (!fallen) return null;
  const verb = fallen.fate === 'captured' ? 'capture' : 'kill';
  const survivors = after.leaders.filter((x) => x.side === fallen.side && x.fate === 'alive');
  const example = survivors[0]?.id ?? 'LEADER';
  const hint = `Name his heir with: ${verb} ${fallen.id} --heir ${example} (surviving: ${survivors.map((x) => `${x.name} ${x.id}`).join(', ')}).`;
  return { hint, step: heirMenu(after, fallen, () => '') };
}

/** Who takes over a fallen leader's command: the survivors of his side, or "decide later" (`later`). */
function heirMenu(s: DevilState, fallen: LeaderState, later: () => GuideStep | string | null): GuideStep {
  const verb = fallen.fate === 'captured' ? 'capture' : 'kill';
  const survivors = s.leaders.filter((x) => x.side === fallen.side && x.fate === 'alive');
  return {
    kind: 'select',
    message: `Who takes over ${possessive(fallen.name)} command?`,
    choices: [
      ...survivors.map((x) => ({ name: `${x.name} (${x.id}, ${x.role === 'army' ? 'army commander' : 'wing'})`, value: `${verb} ${fallen.id} --heir ${x.id}` })),
      { name: 'decide later', value: '' },
    ],
    ...(survivors[0] ? { default: `${verb} ${fallen.id} --heir ${survivors[0].id}` } : {}),
    next: (line) => (line === '' ? later() : line),
  };
}

/** Commands that roll dice (for `help <command>` and `--rolls`). */
const DEVIL_DICE_COMMANDS: readonly string[] = ['initiative', 'command', 'rest', 'retire', 'charge', 'fire', 'advfire', 'melee', 'routed', 'spread'];

function devilNaming(s: DevilState): string {
  const unit = s.units[0]?.id ?? 'A1';
  const leader = s.leaders[0]?.id ?? 'AL1';
  return `Name units and leaders by the id status and leaders show (${unit}, ${leader}), an unambiguous prefix, or a "quoted full name".`;
}

// ---------------------------------------------------------------- standing (replay, report)

const DEVIL_TERMS: StandingTerms = {
  count: 'points',
  countOne: 'point',
  threshold: 'break point',
  heading: 'Morale (points toward breaking, against the break point)',
  curve: 'Points toward breaking',
  chart: 'Morale points',
  lossesHeading: 'Morale / break point',
  lossesNote: 'Bases lost count every base of a destroyed unit, as army morale does.',
  strength: 'Bases',
};

/** The battle's standing from the rule set's own summary (summary.ts), in the terms replay and report print. */
export function devilStanding(s: DevilState): BattleStanding {
  const summary = summarizeDevilState(s);
  return {
    turn: summary.turn,
    step: summary.step,
    over: summary.over,
    outcome: summary.outcome,
    terms: DEVIL_TERMS,
    lossHeadings: ['Bases lost', 'Units destroyed', 'Disordered', 'Demoralized', 'Leaders lost', 'Camp'],
    sides: summary.sides.map((side) => {
      const l = side.losses;
      return {
        side: side.side,
        name: side.name,
        role: side.role,
        count: side.points,
        threshold: side.breakPoint,
        broken: side.broken,
        atThreshold: side.atBreakPoint,
        losses: [
          `${l.basesLost} of ${l.startBases}`,
          l.unitsDestroyed.length === 0 ? 'none' : `${l.unitsDestroyed.length}: ${l.unitsDestroyed.join(', ')}`,
          String(l.unitsDisordered),
          String(l.unitsDemoralized),
          l.leadersLost.length === 0 ? 'none' : l.leadersLost.join(', '),
          l.campSacked ? 'sacked' : '-',
        ],
        json: { name: side.name, role: side.role, points: side.points, breakPoint: side.breakPoint, broken: side.broken, losses: side.losses },
      };
    }),
    units: summary.units.map((u) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      type: u.type,
      strength: u.bases,
      startStrength: u.startBases,
      status: u.statusWord,
      tone: u.status === 'destroyed' ? 'gone' : u.status === 'ok' ? 'ok' : 'loss',
      note: u.engagedWith.length > 0 ? `engaged with ${u.engagedWith.join(', ')}` : '',
      json: {
        id: u.id,
        name: u.name,
        side: summary.sides[u.side]?.name ?? u.side,
        type: u.type,
        bases: u.bases,
        startBases: u.startBases,
        status: u.status,
        engagedWith: u.engagedWith,
      },
    })),
  };
}

// ---------------------------------------------------------------- the view set

export const devilViews: RulesetViews<DevilState> = {
  rulesetId: 'devil-rules',
  where: (s): Where => ({ turn: s.turn, step: s.step, over: s.outcome !== null }),
  header: devilHeader,
  prompt: devilPrompt,
  battle: devilBattle,
  views: {
    status: statusView,
    morale: (s, _args, paint) => ok(moraleView(s, paint)),
    leaders: (s, _args, paint) => ok(leadersView(s, paint)),
  },
  rules: devilRules,
  ruleTopics: Object.keys(RULE_TOPICS),
  preview: devilPreview,
  parseAction: parseDevilAction,
  commands: COMMAND_HELP,
  helpFor: (word) => devilHelp(word),
  complete: devilComplete,
  names: devilNameList,
  guide: devilGuide,
  questions: devilQuestions,
  followUp: devilFollowUp,
  diceCommands: DEVIL_DICE_COMMANDS,
  naming: devilNaming,
  standing: devilStanding,
};
