/**
 * What may be done now: the commands legal in the current step, with the units that may do
 * them and the targets they may pick. Guided menus and step hints read this, so they offer
 * only what the resolvers would accept (the table-top facts, such as range and arc, remain
 * the game master's to judge).
 */
import { chargeOrder, pendingCharges } from './charges.js';
import { deploymentDue, itemWords, setupBlocker, TERRAIN_KINDS, terrainAllowed } from './game-setup.js';
import { chargedInto, enemiesInContact, inContact, onTable, sideOfRole, unitOf } from './helpers.js';
import { meleeWords, pendingMelees } from './melee.js';
import { heroicsCandidates, rallyCandidates, routMarkers } from './morale.js';
import { rodeWith } from './movement.js';
import { compulsoryFirst, mustRallyBackWords, rallyBackRefusal } from './rallyback.js';
import { planShooting } from './shooting.js';
import type { TillyState, TillyUnit } from './state.js';
import { isMoveStep, isShootStep, stepDef } from './steps.js';
import { canEvade, canShoot } from './units.js';
import { its, unitList, verb } from '../../engine/english.js';

/** What keeps the current step from ending, or null. */
export function stepBlocker(s: TillyState): string | null {
  switch (s.step) {
    case 'charge': {
      const left = pendingCharges(s);
      return left.length === 0 ? null : `charges still to make: ${left.map((u) => `${u.name} (${u.id})`).join(', ')} — charge, or charge <unit> --no-contact`;
    }
    case 'melee': {
      const left = pendingMelees(s);
      return left.length === 0 ? null : `every unit in contact fights: melee still to fight: ${left.map((g) => meleeWords(g)).join('; ')}`;
    }
    case 'setup':
      return setupBlocker(s);
    case 'rally-back':
      return mustRallyBackWords(s);
    default:
      return null;
  }
}

export interface LegalChoice {
  /** The command word. */
  readonly command: string;
  /** The command line it stands for (complete, or to be completed with `targets`). */
  readonly line: string;
  /** The acting unit's id, if any. */
  readonly unit?: string;
  /** For lines ending in "at"/"with": the ids that may follow. */
  readonly targets?: readonly string[];
  readonly description: string;
}

const actingSide = (s: TillyState) => sideOfRole(s, stepDef(s.step).actor === 'attacker' ? 'attacker' : 'defender');

function shootTargets(s: TillyState, shooter: TillyUnit): string[] {
  return s.units.filter((t) => t.side !== shooter.side && onTable(t) && t.type !== 'commander' && !s.shotAt.includes(t.id)).map((t) => t.id);
}

/** The set-up: the initiative, terrain features still allowed, what is due to deploy, and next once it may. */
function setupChoices(s: TillyState): LegalChoice[] {
  const setup = s.setup;
  if (!setup) return [];
  if (setup.initiative) return [{ command: 'initiative', line: 'initiative', description: 'roll for the initiative: the higher die attacks' }];
  const out: LegalChoice[] = [];
  const due = deploymentDue(s);
  for (const item of due?.options ?? []) {
    const unit = item.kind === 'cannons' ? item.id : (s.units.find((u) => u.command === item.id && u.type !== 'cannons')?.id ?? item.id);
    out.push({ command: 'deploy', line: `deploy ${unit}`, unit, description: `deploy ${itemWords(s, item)}` });
  }
  if (due) out.push({ command: 'deploy', line: 'deploy all', description: 'deploy everything left, in order' });
  for (const kind of TERRAIN_KINDS.filter((k) => terrainAllowed(setup, k))) {
    out.push({ command: 'terrain', line: `terrain ${kind}`, description: `tick off a terrain feature: ${kind === 'rough' ? 'rough ground' : kind}` });
  }
  if (!setupBlocker(s)) out.push({ command: 'next', line: 'next', description: 'begin turn 1' });
  return out;
}

export function legalNow(s: TillyState): LegalChoice[] {
  if (s.step === 'over') return [];
  const out: LegalChoice[] = [];
  const live = s.units.filter(onTable);
  if (s.step === 'setup') return setupChoices(s);
  if (isMoveStep(s.step)) {
    const side = actingSide(s);
    for (const u of live.filter((x) => x.side === side && !x.moved && !inContact(s, x.id) && !rodeWith(s, x))) {
      if (u.type === 'cannons') {
        if (!u.shot) out.push({ command: 'pivot', line: `pivot ${u.id}`, unit: u.id, description: `${u.name} pivot (no shooting this turn)` });
      } else out.push({ command: 'move', line: `move ${u.id}`, unit: u.id, description: `${u.name} ${verb(u, 'moves')}` });
    }
    // "Fighting to flank or rear": a unit locked in melee may turn to an enemy on its flank or rear.
    for (const u of live.filter((x) => x.side === side && !x.moved)) {
      for (const c of enemiesInContact(s, u.id).filter((x) => x.aspect !== 'front' && !chargedInto(unitOf(s, x.enemy), u.id))) {
        const e = unitOf(s, c.enemy);
        out.push({ command: 'face', line: `face ${u.id} toward ${e.id}`, unit: u.id, description: `${u.name} ${verb(u, 'turns')} to face ${e.name} (now on ${its(u)} ${c.aspect}), if there is space` });
      }
    }
  } else if (isShootStep(s.step)) {
    const side = actingSide(s);
    for (const u of live.filter((x) => x.side === side && canShoot(x.type) && !x.shot && !x.pivoted && !inContact(s, x.id))) {
      const targets = shootTargets(s, u);
      if (targets.length > 0) out.push({ command: 'shoot', line: `shoot ${u.id} at`, unit: u.id, targets, description: `${u.name} ${verb(u, 'shoots')}` });
    }
  } else if (s.step === 'declare') {
    for (const u of live.filter((x) => !x.charge)) {
      if (u.type === 'commander') {
        const joins = live.filter((t) => t.side === u.side && t.type !== 'commander' && t.type !== 'cannons' && ((t.charge !== null && t.charge.cancelled === null) || inContact(s, t.id)));
        if (joins.length > 0) out.push({ command: 'declare', line: `declare ${u.id} with`, unit: u.id, targets: joins.map((t) => t.id), description: `${u.name} ${verb(u, 'charges')} to join a unit` });
      } else if (u.type !== 'cannons' && !u.shot && !inContact(s, u.id) && !u.chargeCheckFailed) {
        const targets = live.filter((t) => t.side !== u.side && t.type !== 'commander').map((t) => t.id);
        out.push({ command: 'declare', line: `declare ${u.id} at`, unit: u.id, targets, description: `${u.name} ${verb(u, 'declares')} a charge` });
      }
    }
  } else if (s.step === 'charge') {
    const pending = pendingCharges(s);
    const first = pending[0];
    if (first) {
      out.push({ command: 'charge', line: 'charge', description: `make every declared charge in order (${pending.length})` });
      // "Conduct charges" orders groups, not units: any charge of the group that moves next may go first.
      for (const u of pending.filter((x) => chargeOrder(s, x) === chargeOrder(s, first))) {
        out.push({ command: 'charge', line: `charge ${u.id}`, unit: u.id, description: `${u.name} ${verb(u, 'charges')}` });
      }
    }
  } else if (s.step === 'point-blank') {
    for (const charger of live.filter((c) => c.charged?.contact)) {
      for (const id of charger.charged?.targets ?? []) {
        const u = unitOf(s, id);
        if (!onTable(u)) continue;
        if (planShooting(s, { kind: 'shoot', units: [u.id], target: charger.id, flank: [], cover: false, pointBlank: true }).ok) {
          out.push({ command: 'pointblank', line: `pointblank ${u.id} at ${charger.id}`, unit: u.id, description: `${u.name} ${verb(u, 'shoots')} at ${charger.name} at point-blank range` });
          // One evade takes the unit away from every charger: offered once, however many charged it.
          const evading = out.some((c) => c.command === 'evade' && c.unit === u.id);
          if (!evading && s.options.evade && canEvade(u.type) && enemiesInContact(s, u.id).every((c) => chargedInto(unitOf(s, c.enemy), u.id))) {
            const from = live.filter((c) => c.charged?.contact && c.charged.targets.includes(u.id)).map((c) => c.name);
            out.push({ command: 'evade', line: `evade ${u.id}`, unit: u.id, description: `${u.name} ${verb(u, 'evades')} ${unitList(from)}` });
          }
        }
      }
    }
  } else if (s.step === 'melee') {
    for (const group of pendingMelees(s)) {
      const first = group[0] as TillyUnit;
      out.push({ command: 'melee', line: `melee ${first.id}`, unit: first.id, description: `fight the melee of ${group.map((u) => u.name).join(', ')}` });
    }
  } else if (s.step === 'rally-back') {
    // House rule compulsoryRallyBackFirst: a side with a compulsory rally back left is offered only those.
    const waits = (x: TillyUnit) => compulsoryFirst(s, x).length > 0;
    const may = live.filter((x) => !x.rallyBackDone && rallyBackRefusal(x) === null && (x.rallyBack !== null || x.type === 'horse' || x.type === 'light-horse') && !waits(x));
    // The compulsory ones first, as `next` waits for them (and as the step's Open: list gives them).
    for (const u of [...may.filter((x) => x.rallyBack === 'must'), ...may.filter((x) => x.rallyBack !== 'must')]) {
      out.push({ command: 'rallyback', line: `rallyback ${u.id}`, unit: u.id, description: `${u.name} ${u.rallyBack === 'must' ? 'must rally' : 'may rally'} back` });
    }
  } else if (s.step === 'rally') {
    for (const u of rallyCandidates(s)) out.push({ command: 'rally', line: `rally ${u.id}`, unit: u.id, description: `${u.name} ${verb(u, 'is')} rallied by ${its(u)} commander` });
  } else if (s.step === 'heroics') {
    for (const enemy of routMarkers(s)) {
      for (const u of heroicsCandidates(s, enemy).units) {
        out.push({ command: 'heroics', line: `heroics ${u.id} for ${enemy.id}`, unit: u.id, description: `${u.name} ${verb(u, 'regains')} 1 resolve for the rout of ${enemy.name}` });
      }
    }
  }
  if (stepBlocker(s) === null) out.push({ command: 'next', line: 'next', description: 'go to the next step' });
  return out;
}
