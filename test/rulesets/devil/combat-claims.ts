/**
 * The helpers and proofs of combat-properties.test.ts: the guide's qualitative claims about fire and melee (seed 000: "Fire", "Advancing Fire",
 * "Formations", "Units, Troop Types, and Base Sizes", "Design Notes"), proven as exact
 * probabilities over every relevant combination of troop types, sizes, statuses, leaders,
 * ranges, cover and ground — computed from the designed tables, never asserted as
 * constants, so a change to any row that breaks a claim fails here.
 *
 * "Expected levels" are the status levels a side's unit actually loses (destruction counts
 * as the levels it had left), as results.ts defines them.
 */
import { expect } from 'vitest';
import type { Odds } from '../../../src/engine/ruleset.js';
import type { Result } from '../../../src/engine/result.js';
import type { Aspect, ChargeRequest, Cover, FireRequest, Ground, MeleeRequest } from '../../../src/rulesets/devil/actions.js';
import { CATALOGUE, isHorse } from '../../../src/rulesets/devil/catalogue.js';
import { contactFireOdds } from '../../../src/rulesets/devil/charge-shots.js';
import { advancingFireOdds, canAdvanceFire, fireOdds } from '../../../src/rulesets/devil/fire.js';
import { RATIO_ORDER } from '../../../src/rulesets/devil/force-ratio.js';
import { meleeOdds } from '../../../src/rulesets/devil/melee.js';
import { levelsToDestroy } from '../../../src/rulesets/devil/results.js';
import type { DevilState, Status } from '../../../src/rulesets/devil/state.js';
import { TROOP_IDS, type TroopId, USUAL_BASES } from '../../../src/rulesets/devil/troop-ids.js';
import { makeState } from './fixtures.js';

export const STATUSES: readonly Status[] = ['ok', 'disordered', 'demoralized'];
export const COVERS: readonly Cover[] = ['none', 'soft', 'hard', 'fortified'];
export const GROUNDS: readonly Ground[] = ['open', 'rough', 'very-rough'];
export const UPHILL = ['none', 'actor', 'target'] as const;
export const BOOLS = [false, true] as const;

export const sizes = (t: TroopId): number[] => {
  const [lo, hi] = USUAL_BASES[t];
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
};
export const get = <T>(r: Result<T, string>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
export const category = (t: TroopId) => CATALOGUE[t].category;
const FORMED = new Set(['pike-and-shot', 'foot-line', 'formed-horse']);
const PIKE_AND_SHOT = TROOP_IDS.filter((t) => category(t) === 'pike-and-shot');
const HORSE = TROOP_IDS.filter((t) => isHorse(CATALOGUE[t]));
const FOOT = TROOP_IDS.filter((t) => category(t) === 'pike-and-shot' || category(t) === 'foot-line');

/** House rules of the states built below: empty, except when a test proves a claim can fail. */
let HOUSE_RULES: Record<string, number> = {};
export function withHouseRules(houseRules: Record<string, number>, run: () => void): void {
  HOUSE_RULES = houseRules;
  try {
    run();
  } finally {
    HOUSE_RULES = {};
  }
}

/** One attacker unit A1 against one defender unit D1. */
export const duel = (a: TroopId, aBases: number, d: TroopId, dBases: number): DevilState =>
  makeState({ attacker: [{ type: a, bases: aBases, missiles: true }], defender: [{ type: d, bases: dBases, missiles: true }], houseRules: HOUSE_RULES });

export const fire = (s: DevilState, r: Partial<FireRequest> & Pick<FireRequest, 'short' | 'cover'>): Odds => get(fireOdds(s, { kind: 'fire', units: ['A1'], target: 'D1', ...r }));
export const melee = (s: DevilState, r: Partial<MeleeRequest> = {}): Odds =>
  get(meleeOdds(s, { kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open', ...r }));

/**
 * `better` inflicts at least as many expected levels as `worse`, and strictly more unless
 * the dice cannot tell them apart: both certain to do nothing, or both certain to destroy
 * (`cap` = the levels the target had left).
 */
export function expectMore(better: number, worse: number, cap: number, what: string): void {
  const eps = 1e-12;
  if (!(better >= worse - eps)) throw new Error(`${what}: ${better} < ${worse}`);
  const bothNothing = better < eps && worse < eps;
  const bothCertain = Math.abs(better - cap) < eps && Math.abs(worse - cap) < eps;
  if (!bothNothing && !bothCertain && !(better > worse + eps)) throw new Error(`${what}: ${better} is not more than ${worse}`);
}

/**
 * The dice cannot tell the two apart: both are already certain to destroy the enemy without
 * loss (or certain to be destroyed without inflicting anything), so neither can improve.
 */
function saturated(better: Odds, worse: Odds, side: 'actor' | 'target'): boolean {
  const inflicted = (o: Odds) => (side === 'actor' ? o.expected.targetLevels : o.expected.actorLevels);
  const suffered = (o: Odds) => (side === 'actor' ? o.expected.actorLevels : o.expected.targetLevels);
  const same = inflicted(better) === inflicted(worse) && suffered(better) === suffered(worse);
  return same && ((suffered(better) === 0 && suffered(worse) === 0) || (inflicted(better) === 0 && inflicted(worse) === 0));
}

/**
 * In a melee, a side is better off: it inflicts no less, suffers no more, and its net
 * (inflicted − suffered) is strictly higher — unless the outcome is already certain.
 */
export function expectBetterFight(better: Odds, worse: Odds, side: 'actor' | 'target', what: string): void {
  if (saturated(better, worse, side)) return;
  const inflicted = (o: Odds) => (side === 'actor' ? o.expected.targetLevels : o.expected.actorLevels);
  const suffered = (o: Odds) => (side === 'actor' ? o.expected.actorLevels : o.expected.targetLevels);
  const eps = 1e-12;
  if (!(inflicted(better) >= inflicted(worse) - eps && suffered(better) <= suffered(worse) + eps && inflicted(better) - suffered(better) > inflicted(worse) - suffered(worse) + eps)) {
    throw new Error(`${what}: not better (${inflicted(better)}/${suffered(better)} against ${inflicted(worse)}/${suffered(worse)})`);
  }
}

/** Probability that the named side's unit loses anything (its own loss bands and the equal-score band). */
const chanceToLose = (o: Odds, name: string): number =>
  o.outcomes.filter((x) => x.label.startsWith(`${name} `) || x.label.startsWith('both')).reduce((n, x) => n + x.probability, 0);

/**
 * Comparing statuses: a Demoralized unit has fewer levels left to lose than a Disordered
 * one, so its expected levels suffered are not comparable. It must inflict more (strictly,
 * unless certain either way) and be no more likely to lose the melee.
 */
export function expectFightsBetter(better: Odds, worse: Odds, side: 'actor' | 'target', enemyCap: number, what: string): void {
  const inflicted = (o: Odds) => (side === 'actor' ? o.expected.targetLevels : o.expected.actorLevels);
  const name = side === 'actor' ? 'Attacker 1' : 'Defender 1';
  const eps = 1e-12;
  expectMore(inflicted(better), inflicted(worse), enemyCap, what);
  if (!(chanceToLose(better, name) <= chanceToLose(worse, name) + eps)) throw new Error(`${what}: more likely to lose`);
}

/** Levels the unit `id` has left at `status`. */
export const capOf = (s: DevilState, id: string, status: Status): number => {
  const u = s.units.find((x) => x.id === id);
  return u ? levelsToDestroy({ status, bases: u.bases, startBases: u.startBases }) : 0;
};

// ---------------------------------------------------------------------------------------
// The claims, as functions of the house rules in force

export const shooters = TROOP_IDS.filter((t) => CATALOGUE[t].fire !== 'never' && canAdvanceFire({ type: t, missiles: true }, { houseRules: {} }));
const FIRERS = TROOP_IDS.filter((t) => CATALOGUE[t].fire === 'always' || CATALOGUE[t].fire === 'scenario');
const others = FOOT.filter((t) => t !== 'militia');

/** Melee over every type pair, both aspects a flanked unit can have, every ground, with and without a charge. */
export function forEachFight(f: (s: DevilState, r: Partial<MeleeRequest>, what: string) => void): number {
  let n = 0;
  for (const a of TROOP_IDS) {
    for (const t of TROOP_IDS) {
      const s = duel(a, sizes(a)[0] ?? 1, t, sizes(t)[0] ?? 1);
      for (const aspect of ['front', 'flank'] as const) {
        for (const ground of GROUNDS) {
          for (const charging of BOOLS) {
            n += 1;
            f(s, { aspect, ground, charging, ratio: 'even' }, `${a} against ${t} (${aspect}, ${ground}${charging ? ', charging' : ''})`);
          }
        }
      }
    }
  }
  return n;
}

type FireSituation = { short: boolean; cover: Cover; actorStatus: Status; targetStatus: Status; leaderWithActor: boolean };
type FireUnits = { firer: TroopId; firerBases: number; target: TroopId; targetBases: number };

/** Each firer of `firers` at each size `sizesOf` gives, on every target and size, in every situation: `cap` is the target's levels left. */
function eachFireSituation(firers: readonly TroopId[], sizesOf: (type: TroopId) => readonly number[], f: (s: DevilState, r: FireSituation, cap: number, u: FireUnits) => void): void {
  for (const a of firers) {
    for (const ab of sizesOf(a)) {
      for (const t of TROOP_IDS) {
        for (const tb of sizesOf(t)) {
          const s = duel(a, ab, t, tb);
          for (const actorStatus of STATUSES) {
            for (const targetStatus of STATUSES) {
              const cap = levelsToDestroy({ status: targetStatus, bases: tb, startBases: tb });
              for (const leaderWithActor of BOOLS) {
                for (const short of BOOLS) {
                  for (const cover of COVERS) f(s, { short, cover, actorStatus, targetStatus, leaderWithActor }, cap, { firer: a, firerBases: ab, target: t, targetBases: tb });
                }
              }
            }
          }
        }
      }
    }
  }
}

/** Every fire combination: firer type and size (smallest and largest), target type and size, statuses, leader, range, cover. */
export function forEachFire(f: (s: DevilState, r: FireSituation, cap: number, what: string) => void): number {
  let n = 0;
  const ends = (t: TroopId) => [sizes(t)[0] ?? 1, sizes(t).at(-1) ?? 1];
  eachFireSituation(FIRERS, ends, (s, r, cap, u) => {
    n += 1;
    f(s, r, cap, `${u.firer} ${u.firerBases} on ${u.target} ${u.targetBases}`);
  });
  return n;
}

/**
 * Claim 1 over every combination: advancing fire reads the same Fire table with a worse die,
 * so it is strictly weaker wherever Fire can do anything, and never reaches 2/3 of the same
 * Fire's expected levels against a target with two or more levels left. Against a target at
 * its last level any hit destroys, so the two fires differ only in their chance to hit: that
 * ratio is bounded too, but higher. Returns the worst ratios found, by levels left (1, 2+).
 */
export function claim1(): { lastLevel: number; healthier: number } {
  let checked = 0;
  let lastLevel = 0;
  let healthier = 0;
  eachFireSituation(shooters, sizes, (s, r, left, u) => {
    const req = { target: 'D1', ...r };
    const normal = get(fireOdds(s, { kind: 'fire', units: ['A1'], ...req })).expected.targetLevels;
    const moving = get(advancingFireOdds(s, { kind: 'advfire', unit: 'A1', ...req })).expected.targetLevels;
    const what = `${u.firer} ${u.firerBases} (${r.actorStatus}${r.leaderWithActor ? ', leader' : ''}) on ${u.target} ${u.targetBases} (${r.targetStatus}), ${r.short ? 'short' : 'long'}, cover ${r.cover}`;
    checked += 1;
    expectMore(normal, moving, left, what);
    if (normal === 0) return;
    const ratio = moving / normal;
    if (left >= 2 && ratio > 2 / 3 + 1e-12) throw new Error(`${what}: advancing fire ${moving} is ${(100 * ratio).toFixed(1)}% of Fire's ${normal}`);
    if (left === 1) lastLevel = Math.max(lastLevel, ratio);
    else healthier = Math.max(healthier, ratio);
  });
  expect(checked).toBeGreaterThan(90_000);
  return { lastLevel, healthier };
}

/**
 * The usual situations: an OK firer of every type and size that can advance-fire, on every
 * OK target in the open, with or without its leader, at both ranges. The ratio of each
 * advancing fire to the same Fire, where Fire can do anything.
 */
export function usualRatios(): number[] {
  const ratios: number[] = [];
  for (const f of shooters) {
    for (const fb of sizes(f)) {
      for (const tt of TROOP_IDS) {
        for (const tb of sizes(tt)) {
          const s = duel(f, fb, tt, tb);
          for (const leaderWithActor of BOOLS) {
            for (const short of BOOLS) {
              const req = { target: 'D1', short, cover: 'none' as const, actorStatus: 'ok' as const, targetStatus: 'ok' as const, leaderWithActor };
              const normal = get(fireOdds(s, { kind: 'fire', units: ['A1'], ...req })).expected.targetLevels;
              if (normal > 0) ratios.push(get(advancingFireOdds(s, { kind: 'advfire', unit: 'A1', ...req })).expected.targetLevels / normal);
            }
          }
        }
      }
    }
  }
  return ratios;
}

export function claim2(): void {
  let checked = 0;
  for (const h of ['cuirassier', 'reiter', 'harquebusier'] as const) {
    for (const p of PIKE_AND_SHOT) {
      for (const pb of sizes(p)) {
        const s = duel(h, 2, p, pb);
        for (const leaders of BOOLS) {
          for (const ratio of ['even', undefined] as const) {
            const o = melee(s, { charging: true, ratio, leaderWithActor: leaders, leaderWithTarget: leaders });
            checked += 1;
            expect(o.expected.actorLevels, `${h} on ${p} ${pb}`).toBeGreaterThan(o.expected.targetLevels);
          }
        }
      }
    }
  }
  expect(checked).toBe(3 * 11 * 4);
}

export function claim3(): void {
  let checked = 0;
  for (const h of HORSE) {
    for (const [dutch, tercio] of [
      ['dutch-battalion', 'tercio'],
      ['veteran-dutch-battalion', 'veteran-tercio'],
    ] as const) {
      for (const bases of [3, 6]) {
        const sd = duel(h, 2, dutch, bases);
        const st = duel(h, 2, tercio, bases);
        for (const aspect of ['flank', 'rear'] as const) {
          for (const ratio of RATIO_ORDER) {
            for (const actorStatus of STATUSES) {
              for (const targetStatus of STATUSES) {
                for (const ground of GROUNDS) {
                  for (const uphill of UPHILL) {
                    const req = { charging: true, aspect, ratio, actorStatus, targetStatus, ground, uphill };
                    const d = melee(sd, req);
                    const t = melee(st, req);
                    checked += 1;
                    expectMore(d.expected.targetLevels, t.expected.targetLevels, levelsToDestroy({ status: targetStatus, bases, startBases: bases }), `${h} on the ${aspect} of ${dutch}/${tercio}`);
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  expect(checked).toBe(HORSE.length * 2 * 2 * 2 * 5 * 9 * 3 * 3);
}

export function claim4(): void {
  const seen: number[] = [];
  for (const h of ['cuirassier', 'reiter'] as const) {
    for (const p of PIKE_AND_SHOT) {
      for (const pb of sizes(p)) {
        for (const aspect of ['front', 'flank', 'rear'] as const satisfies readonly Aspect[]) {
          for (const actorStatus of ['ok', 'disordered'] as const) {
            const s = makeState({ attacker: [{ type: h }], defender: [{ type: p, bases: pb }], houseRules: HOUSE_RULES });
            const req: ChargeRequest = { kind: 'charge', unit: 'A1', target: 'D1', aspect, ground: 'open', crossedArc: false, evade: false, actorStatus };
            const odds = get(contactFireOdds(s, req));
            const hit = odds.outcomes.filter((o) => o.label !== 'no effect').reduce((n, o) => n + o.probability, 0);
            seen.push(hit);
            expect(hit, `${h} (${actorStatus}) on ${p} ${pb}`).toBeGreaterThanOrEqual(0.25);
            expect(hit, `${h} (${actorStatus}) on ${p} ${pb}`).toBeLessThanOrEqual(0.75);
          }
        }
      }
    }
  }
  // Not a constant: the chance varies with the target's size and quality.
  expect(new Set(seen.map((p) => p.toFixed(6))).size).toBeGreaterThan(2);
}

export function claim5(): void {
  let checked = 0;
  for (const fast of ['guard-cuirassier', 'hackapell'] as const) {
    for (const t of TROOP_IDS) {
      for (const tb of sizes(t)) {
        const sf = duel(fast, 2, t, tb);
        const sc = duel('cuirassier', 2, t, tb);
        for (const aspect of ['front', 'flank', 'rear'] as const) {
          for (const ground of GROUNDS) {
            for (const actorStatus of STATUSES) {
              for (const targetStatus of STATUSES) {
                for (const ratio of RATIO_ORDER) {
                  const req = { charging: true, aspect, ground, actorStatus, targetStatus, ratio };
                  const f = melee(sf, req);
                  const c = melee(sc, req);
                  checked += 1;
                  // More levels inflicted, strictly, unless the target is certain to be destroyed either way.
                  expectMore(f.expected.targetLevels, c.expected.targetLevels, capOf(sf, 'D1', targetStatus), `${fast} on ${t}`);
                  expectBetterFight(f, c, 'actor', `${fast} on ${t}`);
                }
              }
            }
          }
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(30_000);
}

export function claim7a(): void {
  let n = 0;
  for (const other of others) {
    for (const opp of TROOP_IDS) {
      for (const bases of [1, 3]) {
        for (const aspect of ['front', 'flank'] as const) {
          for (const ground of GROUNDS) {
            for (const status of STATUSES) {
              const req = { aspect, ground, ratio: 'even' as const, actorStatus: status, targetStatus: status };
              n += 1;
              expectBetterFight(melee(duel(other, bases, opp, 2), req), melee(duel('militia', bases, opp, 2), req), 'actor', `${other} vs militia attacking ${opp}`);
              expectBetterFight(melee(duel(opp, 2, other, bases), req), melee(duel(opp, 2, 'militia', bases), req), 'target', `${other} vs militia attacked by ${opp}`);
            }
          }
        }
      }
    }
  }
  expect(n).toBe(others.length * 20 * 2 * 2 * 3 * 3);
}

export function claim7b(): void {
  let n = 0;
  for (const t of TROOP_IDS.filter((x) => FORMED.has(category(x)))) {
    for (const tb of sizes(t)) {
      for (const ib of sizes('irregular-light-horse')) {
        const s = duel('irregular-light-horse', ib, t, tb);
        for (const status of STATUSES) {
          for (const leaders of BOOLS) {
            for (const ground of GROUNDS) {
              const o = melee(s, { charging: true, ratio: 'even', actorStatus: status, targetStatus: status, leaderWithActor: leaders, leaderWithTarget: leaders, ground });
              n += 1;
              expect(o.expected.actorLevels, `ILH on ${t} ${tb} (${status}, ${ground})`).toBeGreaterThan(o.expected.targetLevels);
            }
          }
        }
      }
    }
  }
  expect(n).toBeGreaterThan(500);
}

export function claim8(): void {
  let n = 0;
  const guns = ['light-artillery', 'medium-artillery', 'heavy-artillery'] as const;
  for (const gb of [1, 2, 3]) {
    for (const t of TROOP_IDS) {
      for (const tb of sizes(t)) {
        const states = guns.map((g) => duel(g, gb, t, tb));
        for (const actorStatus of STATUSES) {
          for (const targetStatus of STATUSES) {
            const cap = levelsToDestroy({ status: targetStatus, bases: tb, startBases: tb });
            for (const leaderWithActor of BOOLS) {
              for (const short of BOOLS) {
                for (const cover of COVERS) {
                  const e = states.map((s) => fire(s, { short, cover, actorStatus, targetStatus, leaderWithActor }).expected.targetLevels);
                  n += 1;
                  expectMore(e[1] ?? 0, e[0] ?? 0, cap, `medium vs light, ${gb} on ${t}`);
                  expectMore(e[2] ?? 0, e[1] ?? 0, cap, `heavy vs medium, ${gb} on ${t}`);
                }
              }
            }
          }
        }
      }
    }
  }
  expect(n).toBe(3 * 42 * 9 * 2 * 2 * 4);
}

export function claim6fire(): void {
  const n = forEachFire((s, r, cap, what) => {
    const e = (x: Partial<typeof r>) => fire(s, { ...r, ...x }).expected.targetLevels;
    if (r.cover !== 'fortified') expectMore(e({}), e({ cover: COVERS[COVERS.indexOf(r.cover) + 1] }), cap, `${what}: cover ${r.cover}`);
    if (r.short) expectMore(e({}), e({ short: false }), cap, `${what}: short`);
    if (r.actorStatus !== 'demoralized') expectMore(e({}), e({ actorStatus: STATUSES[STATUSES.indexOf(r.actorStatus) + 1] }), cap, `${what}: firer ${r.actorStatus}`);
    if (r.leaderWithActor) expectMore(e({}), e({ leaderWithActor: false }), cap, `${what}: leader`);
  });
  expect(n).toBeGreaterThan(50_000);
}

export function claim6flank(): void {
  let n = 0;
  for (const a of TROOP_IDS) {
    for (const t of TROOP_IDS) {
      if (CATALOGUE[t].noFlanks) continue;
      const s = duel(a, sizes(a)[0] ?? 1, t, sizes(t)[0] ?? 1);
      for (const ground of GROUNDS) {
        for (const charging of BOOLS) {
          for (const targetStatus of STATUSES) {
            const front = melee(s, { ground, charging, targetStatus, ratio: 'even' });
            for (const aspect of ['flank', 'rear'] as const) {
              n += 1;
              expectBetterFight(melee(s, { ground, charging, targetStatus, aspect, ratio: 'even' }), front, 'actor', `${a} on the ${aspect} of ${t}`);
            }
          }
        }
      }
    }
  }
  expect(n).toBeGreaterThan(10_000);
}

export function claim6uphill(): void {
  forEachFight((s, r, what) => {
    expectBetterFight(melee(s, { ...r, uphill: 'target' }), melee(s, { ...r, uphill: 'none' }), 'target', `${what}: defender uphill`);
    expectBetterFight(melee(s, { ...r, uphill: 'actor' }), melee(s, { ...r, uphill: 'none' }), 'actor', `${what}: attacker uphill`);
  });
}

// ---------------------------------------------------------------------------------------
