/**
 * `status`: every unit of both sides, or one side, or one unit in detail (a leader's name
 * shows his line from `leaders`). Names are read as the parser reads them.
 */
import { type NameTable, resolveName } from '../../../engine/command-line/names.js';
import { err, ok, type Result } from '../../../engine/result.js';
import { brokenText, note, present, sentence, space, strong, table } from '../../../present/build.js';
import type { Block, Json, Presentation } from '../../../present/model.js';
import { CATALOGUE, RANGE_BANDS } from '../catalogue.js';
import { combatGround, contactFace, faceWords } from '../events.js';
import { devilNames } from '../parse.js';
import { spreadChoice } from '../spread.js';
import { leaderlessOrders } from '../standing-orders.js';
import type { DevilState, LeaderState, SideIndex, UnitState } from '../state.js';
import { strengthChange } from '../results.js';
import { loseLevels, STATUS_WORDS } from '../status.js';
import { its, itWord, them, verb } from '../words.js';
import { statusRefusal } from '../../../present/status-refusal.js';
import { leadersView } from './leaders.js';
import { basesLeft, commandWords, leaderById, SIDES, unitById, unitName } from './lookups.js';
import { STATUS_COLUMNS, statusRows, unitJson } from './units.js';

/**
 * `status <unit|side>`: a side by name, role or A/D, else a unit by id, prefix or quoted name
 * (as the parser names them), else a leader (whose line `leaders` shows).
 */
function findStatusTarget(s: DevilState, text: string): Result<{ side: SideIndex } | { unit: UnitState } | { leader: LeaderState }, string> {
  const names: NameTable = devilNames(s);
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
    const sides: [string, string] = [s.sides[0].name, s.sides[1].name];
    return err(statusRefusal(unit.error, text, { kinds: ['unit', 'leader', 'side'], sides, sideIds: 'A or D', ...(s.units[0] ? { example: s.units[0] } : {}) }));
  }
  const found = unitById(s, unit.value.id);
  return found ? ok({ unit: found }) : err(`no unit "${text.trim()}"`);
}

export function statusView(s: DevilState, args: string): Result<Presentation, string> {
  const arg = args.trim();
  let sides: readonly SideIndex[] = SIDES;
  if (arg !== '') {
    const found = findStatusTarget(s, arg);
    if (!found.ok) return found;
    if ('unit' in found.value) return ok(unitDetail(s, found.value.unit));
    if ('leader' in found.value) {
      const l = found.value.leader;
      const view = leadersView(s, [l.id]);
      return ok({ ...view, blocks: [...view.blocks, note(`${l.name} is a leader: leaders lists them all, status the units.`)] });
    }
    sides = [found.value.side];
  }
  const blocks: Block[] = [];
  // One group: at a terminal too narrow for one side's table, both sides are stacked alike.
  for (const i of sides) {
    const side = s.sides[i];
    if (blocks.length > 0) blocks.push(space);
    blocks.push(sentence([strong(side.name), ` (${side.role})`, ...(side.broken ? [' ', brokenText('BROKEN')] : [])]), { ...table(STATUS_COLUMNS, statusRows(s, i)), group: 'sides' });
  }
  const data = { kind: 'status', turn: s.turn, step: s.step, units: s.units.filter((u) => sides.includes(u.side)).map((u) => unitJson(s, u)) };
  return ok(present('status', blocks, data as Json));
}

/** " (on its flank, on rough ground)": the recorded face and ground of one engagement, when not front and open. */
function engagementWords(u: UnitState, enemyId: string): string {
  const face = contactFace(u, enemyId);
  const ground = combatGround(u, enemyId);
  const words = [face === 'front' ? '' : `on ${its(u)} ${faceWords(face)}`, ground === undefined || ground === 'open' ? '' : `on ${ground} ground`].filter(Boolean);
  return words.length > 0 ? ` (${words.join(', ')})` : '';
}

function unitDetail(s: DevilState, u: UnitState): Presentation {
  const t = CATALOGUE[u.type];
  const band = t.band ? RANGE_BANDS[t.band] : null;
  const attached = s.leaders.filter((l) => l.attachedTo === u.id).map((l) => l.name);
  const engaged = u.engagedWith.map((id) => `${unitName(s, id)}${engagementWords(u, id)}`).join(', ');
  const blocks: Block[] = [
    sentence([strong(u.name), ` (${u.id}), ${t.name}, ${s.sides[u.side].name}`]),
    note(`status ${STATUS_WORDS[u.status]}, ${basesLeft(u)} of ${u.startBases} ${u.startBases === 1 ? 'base' : 'bases'}, ${u.formation} formation${u.impetuous ? ', impetuous' : ''}${u.missiles ? ', armed with missiles' : ''}`),
    note(`commanded by ${commandWords(s, u)}${attached.length ? `; ${attached.join(', ')} attached` : ''}`),
    // A destroyed unit is out of play ("Combat Effects and Rallying"): it neither acts nor waits for orders.
    note(u.status === 'destroyed' ? `removed from play: ${itWord(u)} no longer ${verb(u, 'acts')}` : `${u.acted ? 'has acted this turn' : 'has not acted this turn'}${u.engagedWith.length ? `; engaged with ${engaged}` : ''}`),
  ];
  if (band) blocks.push(note(`weapon: ${band.label}${band.short !== null ? `, short ${band.short}", max ${band.max}"` : ''}`));
  if (u.status !== 'destroyed') blocks.push(note(ordersWords(s, u)));
  // End-of-turn fire is simultaneous: hits on the unit wait for the step's end ("Combat Effects and Rallying").
  const waiting = (s.pendingFire ?? []).filter((h) => h.unit === u.id);
  if (waiting.length > 0) {
    const after = loseLevels(u, waiting.reduce((n, h) => n + h.levels, 0), waiting.some((h) => h.destroy));
    const c = strengthChange(u, u, after);
    blocks.push(note(`hit in the end-of-turn fire: ${c.from} → ${c.to} when the step ends`));
  }
  const held = spreadChoice(s);
  if (held?.loser.id === u.id) blocks.push(note(`${its(u)} melee loss of ${held.levels} levels waits for ${its(u)} side's choice (spread, or any other command keeps it whole)`));
  return present('unit', blocks, { kind: 'unit', ...unitJson(s, u) } as Json);
}

/** "Turn Sequence": whether the unit still acts without an activation. */
function ordersWords(s: DevilState, u: UnitState): string {
  const so = u.standingOrders;
  // The unit is the subject of these notes: a plural name takes "they" ("Cuirassiers … they act").
  if (!so) return `no standing orders: ${itWord(u)} ${verb(u, 'acts')} only when a leader activates ${them(u)}`;
  const words = so.words ? ` (${so.words})` : '';
  if (leaderlessOrders(s, u.side)) return `under standing orders${words}, but no leader of ${its(u)} side is left: ${itWord(u)} no longer ${verb(u, 'acts')} on them`;
  return `under standing orders${words}: ${itWord(u)} ${verb(u, 'acts')} without an activation, once a turn, until ${its(u)} first combat${so.usedThisTurn ? '; used this turn' : ''}`;
}
