/**
 * Seed 004, 6.1 "The Results", applied exactly, with every exception, to units as they stand
 * (a snapshot), so that the same code serves the roll and the exact odds:
 * - A / AA: firing units ignore them; ordered tercios and battalions attacking cavalry in
 *   melee ignore A (6.1, 11.3).
 * - D: ordered tercios and battalions attacked in melee by cavalry ignore it (6.1, 11.3);
 *   loose shotte and dragoons ignore it from artillery fire (6.1, 10.4, 11.11).
 * - Already disordered: A or D becomes a retreat; AA or DD a rout (6.4), and a fortune of war
 *   to the other side once the rout is over.
 * - Artillery is never affected by combat (12.4).
 * - In a charge, infantry that takes DD or routs is eliminated, and any unit routed by it is
 *   eliminated (11.7 3, 6.4 4).
 */
import { counted, verb } from '../../engine/english.js';
import type { AttackerCode, DefenderCode } from './crt.js';
import type { Status } from './state.js';
import { alwaysDisordered, isCavalry, isFormedInfantry, isGun, isInfantry, retreatLength, ROUT_LENGTH, type UnitType } from './units.js';

/** The unit a result falls on, as it stands when the result is applied. */
export interface Standing {
  readonly id: string;
  readonly name: string;
  readonly type: UnitType;
  readonly status: Status;
}

/** What a result does to one unit. */
export interface Consequence {
  readonly unit: string;
  readonly name: string;
  readonly code: AttackerCode | DefenderCode;
  readonly disorder: boolean;
  readonly retreat: boolean;
  readonly rout: boolean;
  readonly eliminate: boolean;
  /** Why the result does nothing, when an exception applies. */
  readonly ignored: string | null;
  readonly words: string;
}

export interface HitContext {
  /** The result comes from a melee (its exchange of fire included, 11.3) rather than a fire attack. */
  readonly melee: boolean;
  /** The other unit of the combat. */
  readonly enemyType: UnitType;
  /** Fire from artillery (6.1 D, 10.4). */
  readonly byArtillery: boolean;
  /** A cavalry charge is under way (11.7). */
  readonly charge: boolean;
}

const nothing = (u: Standing, code: AttackerCode | DefenderCode, why: string): Consequence => ({
  unit: u.id,
  name: u.name,
  code,
  disorder: false,
  retreat: false,
  rout: false,
  eliminate: false,
  ignored: why,
  words: `${u.name} ${verb(u, why.split(' ')[0] ?? '')}${why.slice(why.indexOf(' '))}`,
});

function effect(u: Standing, code: AttackerCode | DefenderCode, ctx: HitContext): Consequence {
  const severe = code === 'AA' || code === 'DD';
  const wasDisordered = u.status === 'disordered';
  const hexes = retreatLength(u.type);
  if (!wasDisordered && !severe) {
    return { unit: u.id, name: u.name, code, disorder: true, retreat: false, rout: false, eliminate: false, ignored: null, words: `${u.name} ${verb(u, 'is')} disordered` };
  }
  const rout = wasDisordered && severe;
  // 11.7 3 and 6.4 4: a charge eliminates infantry taking DD and any unit it routs.
  const eliminate = ctx.charge && code === 'DD' && (isInfantry(u.type) || rout);
  if (eliminate) {
    return {
      unit: u.id,
      name: u.name,
      code,
      disorder: !wasDisordered,
      retreat: false,
      rout,
      eliminate: true,
      ignored: null,
      words: `${u.name} ${rout ? `${verb(u, 'routs')} and ${verb(u, 'is')}` : verb(u, 'is')} eliminated by the charge`,
    };
  }
  if (rout) {
    return { unit: u.id, name: u.name, code, disorder: false, retreat: false, rout: true, eliminate: false, ignored: null, words: `${u.name} ${verb(u, 'routs')} ${ROUT_LENGTH} hexes` };
  }
  return {
    unit: u.id,
    name: u.name,
    code,
    disorder: !wasDisordered,
    retreat: true,
    rout: false,
    eliminate: false,
    ignored: null,
    words: `${u.name} ${wasDisordered ? '' : `${verb(u, 'is')} disordered and `}${verb(u, 'retreats')} ${counted(hexes, 'hex', 'hexes')}`,
  };
}

/** A or AA on the attacking unit. `firing`: the attack was a fire attack (6.1: ignored). */
export function attackerResult(u: Standing, code: AttackerCode, ctx: HitContext & { readonly firing: boolean }): Consequence {
  if (isGun(u.type)) return nothing(u, code, 'is unaffected: artillery is never affected by combat (12.4)');
  if (ctx.firing) return nothing(u, code, `ignores ${code}: firing units ignore it (6.1)`);
  if (code === 'A' && ctx.melee && isFormedInfantry(u.type) && u.status === 'ordered' && isCavalry(ctx.enemyType)) {
    return nothing(u, code, 'ignores A: ordered infantry attacking cavalry in melee (6.1, 11.3)');
  }
  return effect(u, code, { ...ctx, charge: false });
}

/** D or DD on the defending unit. */
export function defenderResult(u: Standing, code: DefenderCode, ctx: HitContext): Consequence {
  if (isGun(u.type)) return nothing(u, code, 'is unaffected: artillery is never affected by combat (12.4)');
  if (code === 'D' && ctx.melee && isFormedInfantry(u.type) && u.status === 'ordered' && isCavalry(ctx.enemyType)) {
    return nothing(u, code, 'ignores D: ordered infantry in melee against cavalry (6.1, 11.3)');
  }
  if (code === 'D' && ctx.byArtillery && alwaysDisordered(u.type)) {
    return nothing(u, code, `ignores D from artillery fire (6.1, ${u.type === 'dragoons' ? '11.11' : '10.4'})`);
  }
  return effect(u, code, ctx);
}

/** The unit as it stands after a consequence. */
export function after(u: Standing, c: Consequence | null): Standing {
  return c && c.disorder ? { ...u, status: 'disordered' } : u;
}

/** The result leaves the unit where it was: no retreat, rout or elimination. */
export const stays = (c: Consequence | null): boolean => !c || (!c.retreat && !c.rout && !c.eliminate);
