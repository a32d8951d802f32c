/**
 * The views: `status` (every unit with its orders and token), `leaders` (each commander's
 * rank, rating and place in the phase), `orders` (what was declared and accepted this phase),
 * and the loaded battle.
 */
import { listWords } from '../../../engine/english.js';
import { err, ok, type Result } from '../../../engine/result.js';
import { resolveName } from '../../../engine/command-line/names.js';
import { statusRefusal } from '../../../present/status-refusal.js';
import { gainText, heading, lossText, note, present, quiet, sentence, space, strong, table, warningText, right } from '../../../present/build.js';
import type { Block, Inline, Json, Presentation } from '../../../present/model.js';
import { ordersNames } from '../parse.js';
import { onTable, type OrdersState, type RegimentState, unitById, type UnitState } from '../state.js';
import { typeWords } from '../types.js';
import { houseRuleLines } from './house-rules.js';

const stateText = (u: UnitState): Inline[] => {
  if (u.gone === 'promoted') return ['promoted to commander'];
  if (u.gone) return [lossText(u.gone)];
  const out: Inline[] = [u.disordered ? lossText('Disordered') : 'OK'];
  if (u.stunned) out.push(', ', warningText('blundered (no action this turn)'));
  return out;
};

/** A unit its commander may still order this phase: it stands ready only once he is done (3.1.3). */
function mayStillBeOrdered(s: OrdersState, u: UnitState): boolean {
  const c = s.regiments[u.regiment]?.commander;
  return s.step === 'orders' && u.side === s.side && !u.stunned && c !== null && c !== undefined && c.status !== 'done';
}

/** "march, charge (2 of 3 accepted)", "failed", "not ordered yet", "stand ready". */
export function ordersText(s: OrdersState, u: UnitState): Inline[] {
  if (!u.phase) return [u.gone ? '' : mayStillBeOrdered(s, u) ? quiet('not ordered yet') : 'stand ready'];
  if (u.phase.failed) return [lossText(`failed (${u.phase.declared.join(', ')})`)];
  if (u.phase.accepted.length === 0) return [warningText(`none accepted (${u.phase.declared.join(', ')})`)];
  const discarded = u.phase.declared.slice(u.phase.accepted.length);
  return [gainText(u.phase.accepted.join(', ')), ...(discarded.length > 0 ? [` (discarded: ${discarded.join(', ')})`] : [])];
}

/** A commander's place in the phase; null for the side not in its player turn, whose last "done" is stale. */
function phaseWord(s: OrdersState, r: RegimentState): string | null {
  const c = r.commander;
  if (!c || r.side !== s.side) return null;
  return c.status === 'done' ? 'done' : c.status === 'active' ? 'giving orders' : 'waiting';
}

/** A declared charge still to move: an ordered one or a supporter's (3.3.3, 3.3.5). */
const chargeText = (s: OrdersState, c: NonNullable<UnitState['charge']>): string =>
  `${c.support ? 'support charge' : 'charge'} at ${unitById(s, c.target).name}${c.redirected ? ' (redirected)' : ''}, to move`;

function holding(s: OrdersState, u: UnitState): string {
  // A unit off the table holds nothing: its token, support and charge went with it.
  if (!onTable(u)) return '';
  const parts: string[] = [];
  if (u.guardToken) parts.push(`guard token on ${unitById(s, u.guardToken).name}`);
  if (u.supports) parts.push(`supports ${unitById(s, u.supports).name}`);
  if (u.charge) parts.push(chargeText(s, u.charge));
  if (u.aboutFaced) parts.push('about-faced');
  return parts.join('; ');
}

function unitJson(s: OrdersState, u: UnitState): Json {
  return {
    id: u.id,
    name: u.name,
    side: s.sides[u.side] ?? '',
    regiment: s.regiments[u.regiment]?.name ?? '',
    type: u.type,
    stands: u.stands,
    width: u.width,
    disordered: u.disordered,
    gone: u.gone,
    orders: u.phase ? { declared: [...u.phase.declared], accepted: [...u.phase.accepted], failed: u.phase.failed, roll: u.phase.roll, against: u.phase.against } : null,
    guardToken: u.guardToken,
    supports: u.supports,
    charge: u.charge ? { target: u.charge.target, redirected: u.charge.redirected, support: u.charge.support } : null,
    stunned: u.stunned,
  };
}

/**
 * 2.4: the front and the ranks behind it, filled from the front, only the last one short:
 * 7 stands 3 across are "3 wide, 3 ranks (last 1)", as the text's own example has them.
 */
export function formationText(stands: number, width: number): string {
  const ranks = Math.ceil(stands / width);
  if (ranks <= 1) return `${width} wide`;
  const last = stands - width * (ranks - 1);
  return `${width} wide, ${ranks} ranks${last < width ? ` (last ${last})` : ''}`;
}

function unitRows(s: OrdersState, units: readonly UnitState[]) {
  // Orders belong to the side in its player turn; the other side's are last turn's (3.1.3).
  return units.map((u) => [u.id, u.name, typeWords(u.type), String(u.stands), u.stands === 0 ? [quiet('-')] : formationText(u.stands, u.width), stateText(u), u.side === s.side ? ordersText(s, u) : [quiet('-')], holding(s, u)]);
}

const UNIT_COLUMNS = ['id', 'unit', 'type', right('stands'), 'formation', 'state', 'orders this phase', 'holds'];

export function statusView(s: OrdersState, args: string): Result<Presentation, string> {
  const query = args.trim();
  // A side's name shows that side, as status does in the other rule sets.
  const onlySide = s.sides.findIndex((side) => side.toLowerCase() === query.toLowerCase());
  let onlyRegiment: string | null = null;
  if (query !== '' && onlySide < 0) {
    // A unit first, as before; else a commander (2.8) by id, name or regiment: his regiment's units.
    const names = ordersNames(s);
    const unit = resolveName(query, names.unit ?? [], 'unit');
    if (unit.ok) {
      const u = unitById(s, unit.value.id);
      return ok(present('unit', [heading(`${u.name} (${u.id})`), table(UNIT_COLUMNS, unitRows(s, [u])), note(`attacks ${u.attacks.melee}/${u.attacks.ranged} per stand (melee/ranged), defence ${u.defence}`)], { kind: 'unit', unit: unitJson(s, u) }));
    }
    const leader = resolveName(query, names.leader ?? [], 'commander');
    if (!leader.ok) {
      const either = resolveName(query, [...(names.unit ?? []), ...(names.leader ?? [])], 'unit, commander or side');
      const first = s.units[0];
      const takes = { kinds: ['unit', 'commander', 'side'], sides: s.sides, ...(first ? { example: first } : {}) };
      return err(statusRefusal(either.ok ? unit.error : either.error, query, takes));
    }
    onlyRegiment = leader.value.id;
  }
  const blocks: Block[] = [];
  s.sides.forEach((side, si) => {
    if (onlySide >= 0 && si !== onlySide) return;
    const regiments = s.regiments.filter((x) => x.side === si && (onlyRegiment === null || x.id === onlyRegiment));
    if (regiments.length === 0) return;
    blocks.push(heading(side));
    for (const r of regiments) {
      const c = r.commander;
      blocks.push(sentence([strong(`${r.id} ${r.name}`), ': ', c ? `${c.name}, ${c.rank}, rating ${c.rating}${phaseWord(s, r) ? `, ${phaseWord(s, r)}` : ''}` : lossText('no commander')]));
      const units = s.units.filter((u) => s.regiments[u.regiment]?.id === r.id && u.gone !== 'promoted');
      blocks.push(table(UNIT_COLUMNS, unitRows(s, units)));
    }
    blocks.push(space);
  });
  return ok(present('status', blocks.slice(0, -1), { kind: 'status', turn: s.turn, step: s.step, side: s.sides[s.side], units: s.units.map((u) => unitJson(s, u)) }));
}

export function leadersView(s: OrdersState): Result<Presentation, string> {
  const rows = s.regiments.map((r) => {
    const c = r.commander;
    const left = s.units.filter((u) => s.regiments[u.regiment]?.id === r.id && onTable(u)).length;
    const status = !c ? [lossText(r.moraleDue.length > 0 ? `lost: ${r.moraleDue.length} Morale Checks due` : 'lost: promote a unit')] : [phaseWord(s, r) ?? quiet('-')];
    return [r.id, s.sides[r.side] ?? '', r.name, c?.name ?? '-', c?.rank ?? '-', c ? String(c.rating) : '-', String(left), status];
  });
  return ok(
    present('leaders', [table(['id', 'side', 'regiment', 'commander', 'rank', right('rating'), right('units'), 'this phase'], rows)], {
      kind: 'leaders',
      commanders: s.regiments.map((r) => ({ id: r.id, side: s.sides[r.side] ?? '', regiment: r.name, name: r.commander?.name ?? null, rank: r.commander?.rank ?? null, rating: r.commander?.rating ?? null, status: r.commander?.status ?? 'lost', moraleDue: [...r.moraleDue] })),
    }),
  );
}

export function phaseOrdersView(s: OrdersState): Result<Presentation, string> {
  const units = s.units.filter((u) => u.side === s.side && u.gone !== 'promoted');
  // A supporter's charge is declared by the charge it backs, not ordered (3.3.5): shown with the ordered ones.
  const rows = units.map((u) => [u.id, u.name, u.phase ? u.phase.declared.join(', ') : '-', u.phase ? `${u.phase.roll} vs ${u.phase.against}${u.phase.regimentWide ? ' (regiment)' : ''}` : '-', ordersText(s, u), u.charge && onTable(u) ? chargeText(s, u.charge) : '']);
  return ok(
    present('orders', [sentence([strong(`${s.sides[s.side]}, turn ${s.turn}`), `: orders declared and accepted this phase`]), table(['id', 'unit', 'declared', right('roll'), 'accepted', 'charge'], rows)], {
      kind: 'orders',
      side: s.sides[s.side] ?? '',
      turn: s.turn,
      units: units.map((u) => unitJson(s, u)),
    }),
  );
}

export function battleView(s: OrdersState, title: string): Presentation {
  const blocks: Block[] = [heading(title), sentence('An orders-based rules draft (sections 1 to 4; sections 5 to 9 are empty headings).'), ...houseRuleLines(s.houseRules).map((line) => sentence(line))];
  s.sides.forEach((side, si) => {
    const regiments = s.regiments.filter((r) => r.side === si);
    const units = s.units.filter((u) => u.side === si).length;
    blocks.push(sentence([strong(side), `: ${regiments.length} regiment${regiments.length === 1 ? '' : 's'}, ${units} unit${units === 1 ? '' : 's'}`]));
    // Each regiment with its units' ids, the names the commands take.
    const unitsOf = (r: RegimentState): string => s.units.filter((u) => s.regiments[u.regiment] === r).map((u) => `${u.id} ${u.name}`).join(', ');
    for (const r of regiments) blocks.push(note(`${r.id} ${r.name}: ${r.commander?.name ?? '-'} (${r.commander?.rank ?? '-'}, rating ${r.commander?.rating ?? '-'}); ${unitsOf(r)}`));
  });
  // Each side with its regiments and units, as the other rule sets' battle lines give them.
  const sides = s.sides.map((name, si) => ({
    name,
    regiments: s.regiments.filter((r) => r.side === si).map((r) => ({ id: r.id, name: r.name, commander: r.commander ? { name: r.commander.name, rank: r.commander.rank, rating: r.commander.rating } : null })),
    units: s.units.filter((u) => u.side === si).map((u) => unitJson(s, u)),
  }));
  return present('battle', blocks, { kind: 'battle', ruleset: 'orders-draft', title, sides });
}

/** `morale`: the text has no army morale (section 7 is empty); only the Morale Checks of 2.9.1. */
export function moraleView(s: OrdersState): Result<Presentation, string> {
  const due = s.regiments.flatMap((r) => r.moraleDue.map((id) => ({ regiment: r.name, unit: unitById(s, id) })));
  const blocks: Block[] = [sentence('Section 7 (morale) is an empty heading: the text sets no army morale or break point.')];
  if (due.length > 0) blocks.push(sentence(`Morale Checks due after a commander's loss (2.9.1), ${s.houseRules.moraleCheckAtMost === null ? 'for the game master to rule' : `to roll by house rule (a d6 of ${s.houseRules.moraleCheckAtMost} or less passes; morale-check <unit> roll)`}:`), table(['id', 'unit', 'regiment'], due.map((d) => [d.unit.id, d.unit.name, d.regiment])));
  const gone = s.units.filter((u) => u.gone !== null && u.gone !== 'promoted');
  if (gone.length > 0) blocks.push(sentence(['Off the table: ', lossText(listWords(gone.map((u) => `${u.name} (${u.gone})`)))]));
  return ok(present('morale', blocks, { kind: 'morale', due: due.map((d) => d.unit.id), gone: gone.map((u) => ({ id: u.id, gone: u.gone })) }));
}
