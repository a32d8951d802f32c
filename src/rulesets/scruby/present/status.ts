/**
 * `status [unit|side]`: each unit's roster (kill points, figures and stands left), loaded or
 * reloading, order and formation, and scattered, retiring or rallied.
 */
import { resolveName } from '../../../engine/command-line/names.js';
import { ok, type Result } from '../../../engine/result.js';
import { gainText, heading, lossText, note, present, quiet, space, table, warningText } from '../../../present/build.js';
import type { Block, Cell, Json, Presentation } from '../../../present/model.js';
import { scrubyNames } from '../parse.js';
import { figuresLeft, inPlay, loadedNow, rowOf, standsLeft, usesPistols } from '../roster.js';
import type { ScrubyState, ScrubyUnit } from '../state.js';
import { isGun, TABLE } from '../table.js';

export function loadWords(u: ScrubyUnit, roster: boolean): string {
  // Pikes and swordsmen carry nothing to load ("COMBAT TABLE": no fire line); dragoons are
  // armed as they fight, on foot.
  if (!isGun(u.type) && rowOf({ ...u, mounted: false }).fire.length === 0) return 'no firearms';
  const n = loadedNow(u, roster);
  const waiting = u.loading.pending.map((p) => `${p.count} in ${p.movesLeft} move${p.movesLeft === 1 ? '' : 's'}${p.still ? ', standing still' : ''}`).join('; ');
  const ready = isGun(u.type) ? (n > 0 ? 'loaded' : 'unloaded') : usesPistols(u) ? `${n} pistol${n === 1 ? '' : 's'} loaded` : `${n}/${standsLeft(u, roster)} stands loaded`;
  return waiting === '' ? ready : `${ready} (reloading ${waiting})`;
}

export function stateWords(u: ScrubyUnit, roster: boolean): string {
  if (!inPlay(u, roster)) return u.destroyed ? 'destroyed or off the table' : 'destroyed';
  if (u.scattered) return `scattered (${u.scattered.join(', ')})`;
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
    stands: standsLeft(u, roster),
    figures: figuresLeft(u, roster),
    loaded: loadedNow(u, roster),
    reloading: u.loading.pending.map((p) => ({ count: p.count, movesLeft: p.movesLeft, still: p.still })),
    order: isGun(u.type) ? null : u.order,
    formation: isGun(u.type) ? null : u.formation,
    mounted: u.type === 'dragoon' ? u.mounted : null,
    state: stateWords(u, roster),
    ...(isGun(u.type) ? { crew: u.crew, crewAtGun: u.crewAtGun, hits: u.gunHits, heldBy: u.heldBy ? s.sides[u.heldBy.side].name : null } : {}),
  } as Json;
}

function row(s: ScrubyState, u: ScrubyUnit): Cell[] {
  const roster = s.options.roster;
  const stands = standsLeft(u, roster);
  const look = isGun(u.type)
    ? `${u.crew} gunners${u.crewAtGun ? '' : ' (retired)'}, ${u.gunHits} hits${u.heldBy ? `, held by ${s.sides[u.heldBy.side].name}` : ''}`
    : `${u.order}, ${u.formation}${u.type === 'dragoon' ? (u.mounted ? ', mounted' : ', on foot') : ''}`;
  const load = loadWords(u, roster);
  const st = stateWords(u, roster);
  return [
    u.id,
    u.name,
    TABLE[u.type].name,
    String(u.kills),
    isGun(u.type) ? '-' : `${stands}/${u.startStands}`,
    String(figuresLeft(u, roster)),
    u.loading.loaded > 0 || isGun(u.type) || TABLE[u.type].fire.length > 0 ? [u.loading.pending.length > 0 ? warningText(load) : load] : [quiet('-')],
    look,
    [st === 'in good order' ? gainText(st) : lossText(st)],
  ];
}

const COLUMNS = ['id', 'unit', 'type', 'kills', 'stands', 'figures', 'loaded', 'order, formation', 'state'];

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
      if (!unit.ok) return unit;
      units = s.units.filter((u) => u.id === unit.value.id);
      title = units[0]?.name ?? query;
    }
  }
  const blocks: Block[] = [heading(title)];
  for (const side of [0, 1] as const) {
    const mine = units.filter((u) => u.side === side);
    if (mine.length === 0) continue;
    blocks.push(space, heading(s.sides[side].name, 3), table(COLUMNS, mine.map((u) => row(s, u))));
  }
  if (!s.options.roster) blocks.push(note('The roster is switched off: stands come off only by set <unit> stands N.'));
  return ok(present('status', blocks, { kind: 'status', turn: s.turn, step: s.step, units: units.map((u) => unitJson(s, u)) } as Json));
}
