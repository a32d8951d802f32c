/**
 * The shots of a charge (seed 000, "Charges"): defensive fire, pass-through fire and the
 * charger's fire at contact, defined once for the odds (charge-odds.ts) and the resolver.
 */
import type { Odds } from '../../engine/ruleset.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { ChargeRequest, Cover } from './actions.js';
import { type Arc, firingBases, troop, weaponBand } from './catalogue.js';
import { type CombatModifiers, type Shot, shotModifiers, shotOdds } from './fire.js';
import { fireRatio } from './force-ratio.js';
import { hasLeader } from './results.js';
import type { DevilState, UnitState } from './state.js';
import { verb } from './words.js';
import { alive, chargeCheck, contactTarget, defensiveArc, passThroughArc, unitIn, withOverrides } from './charge-check.js';

/** The stages of a charge, as the REPL and the journal name them (`Resolution.action` is the id). */
export const CHARGE_STAGE_IDS = {
  'Defensive fire': 'defensive-fire',
  'Pass-through fire': 'pass-through-fire',
  'Pistols at contact': 'contact-fire',
  'Carbines at contact': 'contact-fire',
} as const;
export type ChargeShotStage = keyof typeof CHARGE_STAGE_IDS;

/** A shot fired by `firer` at `target` during the charge; `stage` names it (and every die rolled for it). */
function chargeShot(stage: ChargeShotStage, firer: UnitState, target: UnitState, arc: Arc, short: boolean, charging: boolean, leader: boolean, cover: Shot['cover']): Shot {
  const t = troop(firer.type);
  const pistols = weaponBand(t, firer.missiles, charging)?.id === 'pistol';
  const bases = firingBases(t, firer.bases, arc);
  return {
    action: stage,
    firers: [firer],
    decider: firer,
    pistols,
    firingBases: bases,
    target,
    short,
    cover,
    firerStatus: firer.status,
    targetStatus: target.status,
    leader,
    ratio: fireRatio(bases, target),
    advancing: false,
    arc,
  };
}

/** The charger's fire at contact goes by its weapon: pistols (cuirassiers, reiters) or carbines (harquebusiers). */
export function contactStage(charger: Pick<UnitState, 'type' | 'missiles'>): ChargeShotStage {
  return weaponBand(troop(charger.type), charger.missiles, true)?.id === 'pistol' ? 'Pistols at contact' : 'Carbines at contact';
}

/** The target's defensive fire at the charger, in `work` as the charge has left it so far. */
export function defensiveShotIn(work: DevilState, req: ChargeRequest): Shot {
  const t = unitIn(work, req.target) as UnitState;
  const a = unitIn(work, req.unit) as UnitState;
  return chargeShot('Defensive fire', t, a, defensiveArc(t, req.aspect, req.flankSide), req.short ?? true, true, req.leaderWithTarget ?? hasLeader(work, t.id), 'none');
}

/** Pass-through fire from `id` at the charger, or null when the charger is gone. */
export function passThroughShotIn(work: DevilState, req: ChargeRequest, id: string): Shot | null {
  const u = unitIn(work, id);
  const a = unitIn(work, req.unit);
  if (!alive(u) || !alive(a)) return null;
  // "Charges": the charger crossed this unit's arc of fire, which for pike and shot may be any side ("Formations").
  return chargeShot('Pass-through fire', u, a, passThroughArc(req, id), true, false, hasLeader(work, u.id), 'none');
}

/** The charger's fire at contact (pistols or carbines), in `work` as the charge has left it. */
export function contactShotIn(work: DevilState, req: ChargeRequest): Shot {
  const a = unitIn(work, req.unit) as UnitState;
  const t = unitIn(work, contactTarget(req)) as UnitState;
  return chargeShot(contactStage(a), a, t, 'front', true, true, req.leaderWithActor ?? hasLeader(work, a.id), contactCover(req));
}

const COVER_ORDER: readonly Cover[] = ['none', 'soft', 'hard', 'fortified'];
/** The target's cover against the fire at contact: the cover given, and at least soft behind a defended obstacle. */
function contactCover(req: Pick<ChargeRequest, 'cover' | 'obstacle'>): Cover {
  const given = req.cover ?? 'none';
  return req.obstacle && COVER_ORDER.indexOf(given) < COVER_ORDER.indexOf('soft') ? 'soft' : given;
}

/**
 * A word on a typed `--cover` that changes nothing or is raised ("Charges": the cover counts
 * only against the fire at contact), or null. The guided menu never asks in these cases; a
 * typed line says why its cover went unused, once, in the odds and in the charge's result.
 */
export function coverNote(req: Pick<ChargeRequest, 'cover' | 'obstacle' | 'evade' | 'contact' | 'then'>, charger: UnitState, contactFire: boolean): string | null {
  if (req.cover === undefined) return null;
  const typed = `--cover ${req.cover}`;
  if (!contactFire) return `${typed} changes nothing: ${charger.name} ${verb(charger, 'does')} not fire at contact (only cuirassiers, reiters and harquebusiers do).`;
  if (req.evade && !req.contact && req.then === undefined) return `${typed} changes nothing: no contact is made, so there is no fire at contact.`;
  const used = contactCover(req);
  if (used !== req.cover) return `${typed} becomes ${used}: behind a defended obstacle the target has at least soft cover against the fire at contact.`;
  return null;
}

/** The shots of a charge, for the odds (charge-odds.ts) and the resolver: one definition of each. */
export const CHARGE_SHOTS = { defensive: defensiveShotIn, passThrough: passThroughShotIn, contact: contactShotIn } as const;

/** The defensive fire the target would give now (before anything is rolled), or the reason there is none. */
export function defensiveFireShot(state: DevilState, req: ChargeRequest): Result<Shot, string> {
  const check = chargeCheck(state, req);
  if (!check.ok) return check;
  if (!check.value.defensiveFire) return err(check.value.noDefensiveFire ?? 'No defensive fire.');
  return ok(defensiveShotIn(withOverrides(state, req), req));
}

/** The charger's fire at contact as it would be now (cuirassiers, reiters, harquebusiers), or the reason there is none. */
export function contactFireShot(state: DevilState, req: ChargeRequest): Result<Shot, string> {
  const check = chargeCheck(state, req);
  if (!check.ok) return check;
  const work = withOverrides(state, req);
  if (!check.value.contactFire) return err(`${(unitIn(work, req.unit) as UnitState).name} ${verb((unitIn(work, req.unit) as UnitState), 'does')} not fire at contact: only cuirassiers, reiters and harquebusiers do.`);
  return ok(contactShotIn(work, req));
}

const mapShot = <T>(r: Result<Shot, string>, f: (s: Shot) => T): Result<T, string> => (r.ok ? ok(f(r.value)) : r);

export const defensiveFireModifiers = (state: DevilState, req: ChargeRequest): Result<CombatModifiers, string> => mapShot(defensiveFireShot(state, req), (s) => shotModifiers(state, s));
export const defensiveFireOdds = (state: DevilState, req: ChargeRequest): Result<Odds, string> => mapShot(defensiveFireShot(state, req), (s) => shotOdds(state, s));
export const contactFireModifiers = (state: DevilState, req: ChargeRequest): Result<CombatModifiers, string> => mapShot(contactFireShot(state, req), (s) => shotModifiers(state, s));
export const contactFireOdds = (state: DevilState, req: ChargeRequest): Result<Odds, string> => mapShot(contactFireShot(state, req), (s) => shotOdds(state, s));

