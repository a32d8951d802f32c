/**
 * One unit as the views show it: its resolve, the markers a player would have beside it, its
 * commander, and its `--json` fields (shared by `status` and the loaded battle).
 */
import { brokenText, lossText } from '../../../present/build.js';
import type { Text } from '../../../present/model.js';
import { its } from '../../../engine/english.js';
import { attachedCommander, commanderOf, contactWord, enemiesInContact, onTable, sideName, unitOf } from '../helpers.js';
import type { TillyState, TillyUnit } from '../state.js';
import { commandOf } from './words.js';

/** How a unit's resolve reads: "3/3", "1/3" (a loss), "routed" (gone). */
export function resolveCell(u: TillyUnit): Text {
  if (!onTable(u)) return [brokenText(u.fate === 'casualty' ? 'casualty' : u.fate)];
  const text = `${u.resolve}/${u.startResolve}`;
  return u.resolve < u.startResolve ? [lossText(text)] : text;
}

/** The markers a player would have beside the unit, in words. */
export function markers(s: TillyState, u: TillyUnit): string[] {
  const out: string[] = [];
  if (u.routMarker) out.push('rout marker');
  if (u.casualtyMarker) out.push('fell this turn');
  if (!onTable(u)) return out;
  if (u.pivoted) out.push('pivoted');
  else if (u.shot) out.push('shot');
  // A failed check is no move ("Command check"): the unit went nowhere.
  if (u.moveCheckFailed) out.push('out of command: no move this step');
  else if (u.moved) out.push('moved');
  else if (u.checked) out.push('command check passed');
  if (u.chargeCheckFailed) out.push('out of command: no charge this step');
  if (u.charge) {
    const targets = u.charge.targets.map((id) => unitOf(s, id).name).join(' and ');
    if (u.charge.cancelled) out.push('charge cancelled');
    else out.push(u.type === 'commander' ? `charging to join ${targets}` : `charge declared: ${u.charge.aspect} of ${targets}`);
  }
  if (u.charged?.contact) out.push('charged');
  if (u.evaded) out.push('evaded');
  // Grouped by how the unit stands with each enemy: in melee (a charge this turn, not yet fought) or locked.
  const contacts = enemiesInContact(s, u.id);
  for (const word of ['in melee with', 'locked with'] as const) {
    const these = contacts.filter((c) => contactWord(s, u.id, c.enemy) === word);
    if (these.length > 0) out.push(`${word} ${these.map((c) => `${unitOf(s, c.enemy).name}${c.aspect === 'front' ? '' : ` (on ${its(u)} ${c.aspect})`}`).join(', ')}`);
  }
  if (u.meleeResult) out.push(`${u.meleeResult} ${its(u)} melee`);
  if (u.rallyBack) out.push(u.rallyBack === 'must' ? 'must rally back' : 'rally back');
  if (u.rallied) out.push('rallied');
  return out;
}

/** The commander column: the commander attached to the unit, else its command's commander; for a commander, his unit. */
export function commanderCell(s: TillyState, u: TillyUnit): string {
  if (u.type === 'commander') return u.attachedTo && onTable(u) ? `with ${unitOf(s, u.attachedTo).name}` : '';
  const attached = attachedCommander(s, u.id);
  if (attached) return `${attached.name} (with)`;
  const c = commanderOf(s, u);
  if (!c) return '';
  return onTable(c) ? c.name : `${c.name} (fallen)`;
}

/** A unit's `--json` fields (docs/repl.md). */
export function unitJson(s: TillyState, u: TillyUnit) {
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
