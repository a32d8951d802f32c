/**
 * `status [unit|side]`: each unit's roster (kill points, figures and stands left), loaded or
 * reloading, order and formation, and scattered, retiring or rallied.
 */
import { possessive } from '../../../present/words.js';
import { isPlural, its, itWord, sideSubject } from '../../../engine/english.js';
import { resolveName } from '../../../engine/command-line/names.js';
import { err, ok, type Result } from '../../../engine/result.js';
import { gainText, heading, list, lossText, note, present, quiet, right, space, table, warningText } from '../../../present/build.js';
import type { Block, Cell, Json, Presentation } from '../../../present/model.js';
import { statusRefusal } from '../../../present/status-refusal.js';
import { scrubyNames } from '../parse.js';
import { cutColumn, figuresLeft, inPlay, killsCounted, loadedNow, pendingNow, reformsWords, rowOf, standsLeft, usesPistols } from '../roster.js';
import type { ScrubyState, ScrubyUnit } from '../state.js';
import { destroyedByHits, isGun, TABLE } from '../table.js';

export function loadWords(u: ScrubyUnit, roster: boolean): string {
  // Pikes and swordsmen carry nothing to load ("COMBAT TABLE": no fire line); dragoons are
  // armed as they fight, on foot.
  if (!isGun(u.type) && rowOf({ ...u, mounted: false }).fire.length === 0) return 'no firearms';
  // A destroyed gun is loaded no more, whatever it held when hit ("COUNTER BATTERY FIRE" 2).
  if (isGun(u.type) && u.destroyed) return 'destroyed: it neither fires nor loads';
  // Nor does a unit with no stands left, whatever its pistols held when it fell.
  if (!inPlay(u, roster)) return 'nothing (no stands left)';
  const n = loadedNow(u, roster);
  // What comes back, by what it is: the gun itself, pistols, or musket stands.
  const what = (count: number) => (isGun(u.type) ? '' : `${count} ${usesPistols(u) ? 'pistol' : 'stand'}${count === 1 ? '' : 's'} `);
  const waiting = pendingNow(u, roster).map((p) => `${what(p.count)}in ${p.movesLeft} move${p.movesLeft === 1 ? '' : 's'}${p.still ? ', standing still' : ''}`).join('; ');
  const ready = isGun(u.type) ? (n > 0 ? 'loaded' : 'unloaded') : usesPistols(u) ? `${n} pistol${n === 1 ? '' : 's'} loaded` : `${n}/${standsLeft(u, roster)} stands loaded`;
  return waiting === '' ? ready : `${ready} (reloading ${waiting})`;
}

export function stateWords(u: ScrubyUnit, roster: boolean): string {
  // A gun with the text's count of hits is destroyed by counter-battery fire ("COUNTER BATTERY FIRE" 2).
  if (u.destroyed && destroyedByHits(u)) return `destroyed by counter-battery fire (${u.gunHits} hits)`;
  if (!inPlay(u, roster)) return u.destroyed ? 'destroyed or off the table' : 'destroyed';
  // Scattered by a correction (set <unit> scattered), the ways are not known.
  if (u.scattered) return u.scattered.length === 0 ? 'scattered' : `scattered (${u.scattered.join(', ')})`;
  if (u.defeated) return 'defeated: scatter or pursue';
  if (u.retiring) return 'retiring until rallied';
  return 'in good order';
}

function unitJson(s: ScrubyState, u: ScrubyUnit): Json {
  const roster = s.options.roster;
  return {
    id: u.id,
    name: u.name,
    side: s.sides[u.side].name,
    type: u.type,
    kills: u.kills,
    killsCounted: killsCounted(u),
    stands: standsLeft(u, roster),
    figures: figuresLeft(u, roster),
    loaded: inPlay(u, roster) ? loadedNow(u, roster) : 0,
    reloading: (inPlay(u, roster) ? pendingNow(u, roster) : []).map((p) => ({ count: p.count, movesLeft: p.movesLeft, still: p.still })),
    order: isGun(u.type) ? null : u.order,
    formation: isGun(u.type) ? null : u.formation,
    ...(cutColumn(u, s.options) ? { reforms: true } : {}),
    mounted: u.type === 'dragoon' ? u.mounted : null,
    state: stateWords(u, roster),
    ...(isGun(u.type) ? { crew: u.crew, crewAtGun: u.crewAtGun, hits: u.gunHits, heldBy: u.heldBy ? s.sides[u.heldBy.side].name : null } : {}),
  } as Json;
}

/** Order and formation in a few words ("closed line"); dragoons add whether they are mounted. */
function orderWords(u: ScrubyUnit): string {
  return `${u.order} ${u.formation}${u.type === 'dragoon' ? (u.mounted ? ', mounted' : ', on foot') : ''}`;
}

/** What a gun has against it: its crew retired, counter-battery hits, who holds it; "-" for none. */
function gunWords(s: ScrubyState, u: ScrubyUnit): string {
  const parts = [u.crewAtGun ? '' : 'crew retired', u.gunHits > 0 ? `${u.gunHits} hit${u.gunHits === 1 ? '' : 's'}` : '', u.heldBy ? `held by ${s.sides[u.heldBy.side].name}` : ''];
  return parts.filter((p) => p !== '').join(', ') || '-';
}

const gunners = (u: ScrubyUnit): string => `${u.crew} gunner${u.crew === 1 ? '' : 's'}`;

/** The loaded cell of the side table: what is ready now, and "reloading" while loads are out. */
function loadCell(u: ScrubyUnit, roster: boolean): Cell {
  if ((!isGun(u.type) && rowOf({ ...u, mounted: false }).fire.length === 0) || !inPlay(u, roster)) return [quiet('-')];
  const n = loadedNow(u, roster);
  const ready = isGun(u.type) ? (n > 0 ? 'loaded' : 'unloaded') : usesPistols(u) ? `${n} pistol${n === 1 ? '' : 's'}` : `${n}/${standsLeft(u, roster)}`;
  if (pendingNow(u, roster).length === 0) return ready;
  return [warningText(n === 0 ? 'reloading' : `${ready}, reloading`)];
}

/** The state cell: "good order", or what keeps the unit from it (the detail is on status <unit>). */
function stateCell(s: ScrubyState, u: ScrubyUnit, roster: boolean): Cell {
  const words = stateWords(u, roster);
  const gun = isGun(u.type) && inPlay(u, roster) ? gunWords(s, u) : '-';
  if (gun !== '-') return [lossText(gun)];
  if (words === 'in good order') return [gainText('good order')];
  // Narrow for the side's table: the hits are on status <gun>.
  if (words.startsWith('destroyed by counter-battery')) return [lossText('destroyed')];
  return [lossText(u.scattered ? 'scattered' : u.defeated ? 'defeated' : u.retiring && inPlay(u, roster) ? 'retiring' : words)];
}

/** One line a unit at 80 columns, most names allowing: the type, figures and reload detail are on `status <unit>`. */
function row(s: ScrubyState, u: ScrubyUnit): Cell[] {
  const roster = s.options.roster;
  return [u.id, u.name, String(killsCounted(u)), isGun(u.type) ? `${u.crew} crew` : `${standsLeft(u, roster)}/${u.startStands}`, loadCell(u, roster), isGun(u.type) ? [quiet('-')] : formationCell(s, u), stateCell(s, u, roster)];
}

/**
 * The formation cell: a column cut below its minimum is no column any more, and says it re-forms
 * ("Column Formation" 1), in brackets so that it does not run on into the state cell ("re-forms defeated").
 */
function formationCell(s: ScrubyState, u: ScrubyUnit): Cell {
  return cutColumn(u, s.options) ? [warningText(`${u.order} column (to re-form)`)] : orderWords(u);
}

/** What a cut column must do, with its command: `status <unit>` and the note under the side's table. */
// A defeated unit will retire too, once it has scattered or been pursued ("THE SCATTER RULE" 1).
const reformsLine = (u: ScrubyUnit): string => `${reformsWords(u)} (advance ${u.id}${u.scattered || u.retiring || u.defeated ? ' --retire' : ''} --formation line, "Column Formation" 1)`;

/** Under the side's table, a line for each cut column in it: what "re-forms" asks of the game master. */
function cutNotes(s: ScrubyState, units: readonly ScrubyUnit[]): Block[] {
  return units.filter((u) => cutColumn(u, s.options)).map((u) => note(`${u.name} (${u.id}): ${reformsLine(u)}.`));
}

const COLUMNS = ['id', 'unit', right('kills'), 'stands', 'loaded', 'formation', 'state'];

/**
 * The unit's brigade; a captured gun's brigade is its former side's, and is said so, not listed
 * as if the captor's ("CAPTURING A GUN" 1).
 */
function brigadeWords(s: ScrubyState, u: ScrubyUnit): string {
  if (!u.brigade) return '';
  const former = s.units.find((x) => x.brigade === u.brigade && x.side !== u.side);
  return former ? ` (captured from ${possessive(sideSubject(s.sides[former.side].name))} ${u.brigade})` : `, ${u.brigade}`;
}

/** Kill points beyond the unit's last stand, which count for nothing (killsCounted): said after the roster. */
function beyondWords(u: ScrubyUnit): string {
  const beyond = u.kills - killsCounted(u);
  return beyond > 0 ? `; ${beyond} more kill point${beyond === 1 ? '' : 's'} beyond ${its(u)} last stand count${beyond === 1 ? 's' : ''} for nothing` : '';
}

/** `status <unit>`: every detail of one unit's roster, a line each. */
function unitDetail(s: ScrubyState, u: ScrubyUnit): Block[] {
  const roster = s.options.roster;
  const stands = standsLeft(u, roster);
  const figures = figuresLeft(u, roster);
  const lines: string[] = [
    `${TABLE[u.type].name}, ${s.sides[u.side].name}${brigadeWords(s, u)}`,
    `${killsCounted(u)} kill point${killsCounted(u) === 1 ? '' : 's'} taken${isGun(u.type) ? ' by the gunners' : `; ${stands} of ${u.startStands} stand${u.startStands === 1 ? '' : 's'}, ${figures} figure${figures === 1 ? '' : 's'} left${beyondWords(u)}`}`,
    isGun(u.type) ? `the gun is ${loadWords(u, roster)}` : `loaded: ${loadWords(u, roster)}`,
    isGun(u.type) ? `${gunners(u)}${u.destroyed ? (u.crew > 0 ? ` left, free to man another gun (crew <gun> --from ${u.id}, "CREWS" 2)` : '') : u.crewAtGun ? ' at the gun' : ', retired behind the pikes'}; ${u.gunHits} counter-battery hit${u.gunHits === 1 ? '' : 's'}${u.heldBy ? `; held by ${sideSubject(s.sides[u.heldBy.side].name)} since game move ${u.heldBy.since}` : ''}` : `order and formation: ${orderWords(u).replace(' ', ', ')}${cutColumn(u, s.options) ? `; ${reformsLine(u)}` : ''}`,
    `state: ${stateWords(u, roster)}`,
  ];
  return [heading(`${u.name} (${u.id})`), list(lines)];
}

export function statusView(s: ScrubyState, args: string): Result<Presentation, string> {
  const query = args.trim();
  let units = s.units;
  let title = `Game move ${s.turn}: the rosters`;
  if (query !== '') {
    const names = scrubyNames(s);
    const side = resolveName(query, names.side ?? [], 'side');
    if (side.ok) {
      const index = side.value.id === 'A' ? 0 : 1;
      units = s.units.filter((u) => u.side === index);
      title = `${s.sides[index].name}: the rosters`;
    } else {
      const unit = resolveName(query, names.unit ?? [], 'unit');
      if (!unit.ok) return err(statusRefusal(unit.error, query, { kinds: ['unit', 'side'], sides: [s.sides[0].name, s.sides[1].name], sideIds: 'A or B', ...(s.units[0] ? { example: s.units[0] } : {}) }));
      const u = s.units.find((x) => x.id === unit.value.id);
      if (u) return ok(present('status', unitDetail(s, u), { kind: 'status', turn: s.turn, step: s.step, units: [unitJson(s, u)] } as Json));
    }
  }
  const blocks: Block[] = [heading(title)];
  for (const side of [0, 1] as const) {
    const mine = units.filter((u) => u.side === side);
    if (mine.length === 0) continue;
    blocks.push(space, heading(s.sides[side].name, 3), table(COLUMNS, mine.map((u) => row(s, u))), ...cutNotes(s, mine));
  }
  if (!s.options.roster) blocks.push(note('The roster is switched off: stands come off only by set <unit> stands N.'));
  return ok(present('status', blocks, { kind: 'status', turn: s.turn, step: s.step, units: units.map((u) => unitJson(s, u)) } as Json));
}
