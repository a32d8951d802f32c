/**
 * The guide's qualitative claims about fire and melee (seed 000: "Fire", "Advancing Fire",
 * "Formations", "Units, Troop Types, and Base Sizes", "Design Notes"), proven as exact
 * probabilities over every relevant combination of troop types, sizes, statuses, leaders,
 * ranges, cover and ground — computed from the designed tables, never asserted as
 * constants, so a change to any row that breaks a claim fails here.
 *
 * "Expected levels" are the status levels a side's unit actually loses (destruction counts
 * as the levels it had left), as results.ts defines them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Odds } from '../../../src/engine/ruleset.js';
import type { Result } from '../../../src/engine/result.js';
import type { Aspect, ChargeRequest, Cover, FireRequest, ForceRatio, Ground, MeleeRequest } from '../../../src/rulesets/devil/actions.js';
import { CATALOGUE, isHorse } from '../../../src/rulesets/devil/catalogue.js';
import { contactFireOdds } from '../../../src/rulesets/devil/charge.js';
import { advancingFireOdds, canAdvanceFire, fireOdds } from '../../../src/rulesets/devil/fire.js';
import { RATIO_ORDER } from '../../../src/rulesets/devil/force-ratio.js';
import { meleeOdds } from '../../../src/rulesets/devil/melee.js';
import { levelsToDestroy } from '../../../src/rulesets/devil/results.js';
import type { DevilState, Status } from '../../../src/rulesets/devil/state.js';
import { TROOP_IDS, type TroopId, USUAL_BASES } from '../../../src/rulesets/devil/troop-ids.js';
import { makeState } from './fixtures.js';

const STATUSES: readonly Status[] = ['ok', 'disordered', 'demoralized'];
const COVERS: readonly Cover[] = ['none', 'soft', 'hard', 'fortified'];
const GROUNDS: readonly Ground[] = ['open', 'rough', 'very-rough'];
const UPHILL = ['none', 'actor', 'target'] as const;
const BOOLS = [false, true] as const;

const sizes = (t: TroopId): number[] => {
  const [lo, hi] = USUAL_BASES[t];
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
};
const get = <T>(r: Result<T, string>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const category = (t: TroopId) => CATALOGUE[t].category;
const FORMED = new Set(['pike-and-shot', 'foot-line', 'formed-horse']);
const PIKE_AND_SHOT = TROOP_IDS.filter((t) => category(t) === 'pike-and-shot');
const HORSE = TROOP_IDS.filter((t) => isHorse(CATALOGUE[t]));
const FOOT = TROOP_IDS.filter((t) => category(t) === 'pike-and-shot' || category(t) === 'foot-line');

/** House rules of the states built below: empty, except when a test proves a claim can fail. */
let HOUSE_RULES: Record<string, number> = {};
function withHouseRules(houseRules: Record<string, number>, run: () => void): void {
  HOUSE_RULES = houseRules;
  try {
    run();
  } finally {
    HOUSE_RULES = {};
  }
}

/** One attacker unit A1 against one defender unit D1. */
const duel = (a: TroopId, aBases: number, d: TroopId, dBases: number): DevilState =>
  makeState({ attacker: [{ type: a, bases: aBases, missiles: true }], defender: [{ type: d, bases: dBases, missiles: true }], houseRules: HOUSE_RULES });

const fire = (s: DevilState, r: Partial<FireRequest> & Pick<FireRequest, 'short' | 'cover'>): Odds => get(fireOdds(s, { kind: 'fire', units: ['A1'], target: 'D1', ...r }));
const melee = (s: DevilState, r: Partial<MeleeRequest> = {}): Odds =>
  get(meleeOdds(s, { kind: 'melee', unit: 'A1', target: 'D1', charging: false, aspect: 'front', ground: 'open', ...r }));

/**
 * `better` inflicts at least as many expected levels as `worse`, and strictly more unless
 * the dice cannot tell them apart: both certain to do nothing, or both certain to destroy
 * (`cap` = the levels the target had left).
 */
function expectMore(better: number, worse: number, cap: number, what: string): void {
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
function expectBetterFight(better: Odds, worse: Odds, side: 'actor' | 'target', what: string): void {
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
function expectFightsBetter(better: Odds, worse: Odds, side: 'actor' | 'target', enemyCap: number, what: string): void {
  const inflicted = (o: Odds) => (side === 'actor' ? o.expected.targetLevels : o.expected.actorLevels);
  const name = side === 'actor' ? 'Attacker 1' : 'Defender 1';
  const eps = 1e-12;
  expectMore(inflicted(better), inflicted(worse), enemyCap, what);
  if (!(chanceToLose(better, name) <= chanceToLose(worse, name) + eps)) throw new Error(`${what}: more likely to lose`);
}

/** Levels the unit `id` has left at `status`. */
const capOf = (s: DevilState, id: string, status: Status): number => {
  const u = s.units.find((x) => x.id === id);
  return u ? levelsToDestroy({ status, bases: u.bases, startBases: u.startBases }) : 0;
};

// ---------------------------------------------------------------------------------------
// The claims, as functions of the house rules in force

const shooters = TROOP_IDS.filter((t) => CATALOGUE[t].fire !== 'never' && canAdvanceFire({ type: t, missiles: true }, { houseRules: {} }));
const FIRERS = TROOP_IDS.filter((t) => CATALOGUE[t].fire === 'always' || CATALOGUE[t].fire === 'scenario');
const others = FOOT.filter((t) => t !== 'militia');

/** Melee over every type pair, both aspects a flanked unit can have, every ground, with and without a charge. */
function forEachFight(f: (s: DevilState, r: Partial<MeleeRequest>, what: string) => void): number {
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

/** Every fire combination: firer type and size, target type and size, statuses, leader, range, cover. */
function forEachFire(f: (s: DevilState, r: { short: boolean; cover: Cover; actorStatus: Status; targetStatus: Status; leaderWithActor: boolean }, cap: number, what: string) => void): number {
  let n = 0;
  for (const a of FIRERS) {
    for (const ab of [sizes(a)[0] ?? 1, sizes(a).at(-1) ?? 1]) {
      for (const t of TROOP_IDS) {
        for (const tb of [sizes(t)[0] ?? 1, sizes(t).at(-1) ?? 1]) {
          const s = duel(a, ab, t, tb);
          for (const actorStatus of STATUSES) {
            for (const targetStatus of STATUSES) {
              const cap = levelsToDestroy({ status: targetStatus, bases: tb, startBases: tb });
              for (const leaderWithActor of BOOLS) {
                for (const short of BOOLS) {
                  for (const cover of COVERS) {
                    n += 1;
                    f(s, { short, cover, actorStatus, targetStatus, leaderWithActor }, cap, `${a} ${ab} on ${t} ${tb}`);
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return n;
}

/**
 * Claim 1 over every combination: advancing fire reads the same Fire table with a worse die,
 * so it is strictly weaker wherever Fire can do anything, and never reaches 2/3 of the same
 * Fire's expected levels against a target with two or more levels left. Against a target at
 * its last level any hit destroys, so the two fires differ only in their chance to hit: that
 * ratio is bounded too, but higher. Returns the worst ratios found, by levels left (1, 2+).
 */
function claim1(): { lastLevel: number; healthier: number } {
  let checked = 0;
  let lastLevel = 0;
  let healthier = 0;
  for (const f of shooters) {
    for (const fb of sizes(f)) {
      for (const tt of TROOP_IDS) {
        for (const tb of sizes(tt)) {
          const s = duel(f, fb, tt, tb);
          for (const actorStatus of STATUSES) {
            for (const targetStatus of STATUSES) {
              const left = levelsToDestroy({ status: targetStatus, bases: tb, startBases: tb });
              for (const leaderWithActor of BOOLS) {
                for (const short of BOOLS) {
                  for (const cover of COVERS) {
                    const req = { target: 'D1', short, cover, actorStatus, targetStatus, leaderWithActor };
                    const normal = get(fireOdds(s, { kind: 'fire', units: ['A1'], ...req })).expected.targetLevels;
                    const moving = get(advancingFireOdds(s, { kind: 'advfire', unit: 'A1', ...req })).expected.targetLevels;
                    const what = `${f} ${fb} (${actorStatus}${leaderWithActor ? ', leader' : ''}) on ${tt} ${tb} (${targetStatus}), ${short ? 'short' : 'long'}, cover ${cover}`;
                    checked += 1;
                    expectMore(normal, moving, left, what);
                    if (normal === 0) continue;
                    const ratio = moving / normal;
                    if (left >= 2 && ratio > 2 / 3 + 1e-12) throw new Error(`${what}: advancing fire ${moving} is ${(100 * ratio).toFixed(1)}% of Fire's ${normal}`);
                    if (left === 1) lastLevel = Math.max(lastLevel, ratio);
                    else healthier = Math.max(healthier, ratio);
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(90_000);
  return { lastLevel, healthier };
}

/**
 * The usual situations: an OK firer of every type and size that can advance-fire, on every
 * OK target in the open, with or without its leader, at both ranges. The ratio of each
 * advancing fire to the same Fire, where Fire can do anything.
 */
function usualRatios(): number[] {
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

function claim2(): void {
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

function claim3(): void {
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

function claim4(): void {
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

function claim5(): void {
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

function claim7a(): void {
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

function claim7b(): void {
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

function claim8(): void {
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

function claim6fire(): void {
  const n = forEachFire((s, r, cap, what) => {
    const e = (x: Partial<typeof r>) => fire(s, { ...r, ...x }).expected.targetLevels;
    if (r.cover !== 'fortified') expectMore(e({}), e({ cover: COVERS[COVERS.indexOf(r.cover) + 1] }), cap, `${what}: cover ${r.cover}`);
    if (r.short) expectMore(e({}), e({ short: false }), cap, `${what}: short`);
    if (r.actorStatus !== 'demoralized') expectMore(e({}), e({ actorStatus: STATUSES[STATUSES.indexOf(r.actorStatus) + 1] }), cap, `${what}: firer ${r.actorStatus}`);
    if (r.leaderWithActor) expectMore(e({}), e({ leaderWithActor: false }), cap, `${what}: leader`);
  });
  expect(n).toBeGreaterThan(50_000);
}

function claim6flank(): void {
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

function claim6uphill(): void {
  forEachFight((s, r, what) => {
    expectBetterFight(melee(s, { ...r, uphill: 'target' }), melee(s, { ...r, uphill: 'none' }), 'target', `${what}: defender uphill`);
    expectBetterFight(melee(s, { ...r, uphill: 'actor' }), melee(s, { ...r, uphill: 'none' }), 'actor', `${what}: attacker uphill`);
  });
}

// ---------------------------------------------------------------------------------------

describe('Advancing Fire: "much less effective than regular fire" (claim 1)', () => {
  // Exact, documented in docs/rules/devil-rules.md ("Advancing fire").
  const WORST_HEALTHIER = 2 / 3;
  const WORST_LAST_LEVEL = 26 / 33;
  const USUAL_MEAN = 0.327;
  const USUAL_CASE = { long: [6 / 36, 18 / 36], short: [11 / 36, 28 / 36] } as const;

  it('covers exactly the types the guide lists', () => {
    expect(shooters.sort()).toEqual(['commanded-shot', 'dragoons', 'forlorn-hope', 'harquebusier', 'irregular-light-horse', 'militia', 'reiter', 'streltsy'].sort());
  });

  it('reads the Fire table with a worse die: strictly weaker wherever Fire can do anything, and at most 2/3 of a Fire against a target with two or more levels left', () => {
    // Documented in docs/rules/devil-rules.md ("Advancing fire"): the worst cases, exactly.
    const worst = claim1();
    expect(worst.healthier).toBeCloseTo(WORST_HEALTHIER, 12);
    expect(worst.lastLevel).toBeCloseTo(WORST_LAST_LEVEL, 12);
  });

  it('stays meaningful: in the usual situations it achieves about a third of a Fire (between 20% and 45% on average)', () => {
    const ratios = usualRatios();
    const mean = ratios.reduce((n, r) => n + r, 0) / ratios.length;
    expect(ratios.length).toBeGreaterThan(2000);
    expect(mean).toBeGreaterThan(0.2);
    expect(mean).toBeLessThan(0.45);
    expect(mean).toBeCloseTo(USUAL_MEAN, 3);
  });

  it('in the usual case (OK musketeers on an OK battalion) is well under half a Fire at either range', () => {
    const s = duel('commanded-shot', 2, 'dutch-battalion', 3);
    const moving = (short: boolean) => get(advancingFireOdds(s, { kind: 'advfire', unit: 'A1', target: 'D1', short, cover: 'none' })).expected.targetLevels;
    const standing = (short: boolean) => fire(s, { short, cover: 'none' }).expected.targetLevels;
    expect([moving(false), standing(false)]).toEqual([expect.closeTo(USUAL_CASE.long[0], 12), expect.closeTo(USUAL_CASE.long[1], 12)]);
    expect([moving(true), standing(true)]).toEqual([expect.closeTo(USUAL_CASE.short[0], 12), expect.closeTo(USUAL_CASE.short[1], 12)]);
  });

  it('can destroy: a target at its last level is destroyed by any hit, as by a Fire, only less often', () => {
    const s = duel('commanded-shot', 3, 'light-artillery', 1);
    const req = { target: 'D1', short: true, cover: 'none' as const, targetStatus: 'demoralized' as const, leaderWithActor: true };
    expect(fire(s, req).expected.targetLevels).toBeCloseTo(33 / 36, 12);
    const moving = get(advancingFireOdds(s, { kind: 'advfire', unit: 'A1', ...req }));
    expect(moving.outcomes.filter((o) => o.label !== 'no effect').map((o) => o.label)).toEqual([`${s.units.find((u) => u.id === 'D1')?.name} destroyed`]);
    expect(moving.expected.targetLevels).toBeCloseTo(26 / 36, 12);
  });
});

describe('Formations / Design Notes: pikes protect against horse (claim 2)', () => {
  it('cuirassiers, reiters or harquebusiers charging the front of an OK pike-and-shot unit at even force in the open expect to lose more than they inflict', () => claim2());
});

describe('Formations: a Dutch battalion defends its flank worse than a tercio (claim 3)', () => {
  it('horse charging a Dutch battalion\'s flank inflicts more than the same charge on a tercio\'s flank', () => claim3());
});

describe('Design Notes: point-blank pistols are effective "at least some of the time" (claim 4)', () => {
  it('cuirassiers or reiters firing at contact on an OK pike-and-shot unit inflict at least one level with probability between 1/4 and 3/4', () => claim4());
});

describe('Units, Troop Types: lancers, guard cuirassiers and hackapells charge with impetus (claim 5)', () => {
  it('they inflict more expected levels than cuirassiers in the same charge, against every target', () => claim5());
});

describe('Monotone, all else equal (claim 6)', () => {


  it('Fire: cover none > soft > hard > fortified, short > long, OK > Disordered > Demoralized, leader > none (levels received by the target)', () => claim6fire());

  it('Fire: the force ratios are ordered, badly outnumbered < outnumbered < even < outnumbers < badly outnumbers', () => {
    forEachFire((s, r, cap, what) => {
      if (r.cover !== 'none' || r.leaderWithActor) return;
      const e = RATIO_ORDER.map((ratio) => fire(s, { ...r, ratio }).expected.targetLevels);
      for (let i = 1; i < e.length; i += 1) expectMore(e[i] ?? 0, e[i - 1] ?? 0, cap, `${what}: ratio ${RATIO_ORDER[i]}`);
    });
  });

  it('Fire: more firing bases against the same target never hurt less, fewer target bases never protect more', () => {
    for (const a of ['commanded-shot', 'light-artillery', 'militia'] as const) {
      for (const t of TROOP_IDS) {
        for (const tb of sizes(t)) {
          const cap = levelsToDestroy({ status: 'ok', bases: tb, startBases: tb });
          const byBases = [1, 2, 3].map((ab) => fire(duel(a, ab, t, tb), { short: true, cover: 'none' }).expected.targetLevels);
          for (let i = 1; i < byBases.length; i += 1) expect(byBases[i] ?? 0, `${a} on ${t} ${tb}`).toBeGreaterThanOrEqual(byBases[i - 1] ?? 0);
          void cap;
        }
      }
    }
  });

  it('Fire and melee: veteran is better than plain (firing, being fired on, and fighting on either side)', () => {
    const pairs = [
      ['dutch-battalion', 'veteran-dutch-battalion'],
      ['tercio', 'veteran-tercio'],
    ] as const;
    for (const [plain, vet] of pairs) {
      for (const t of TROOP_IDS) {
        for (const tb of [sizes(t)[0] ?? 1]) {
          for (const short of BOOLS) {
            for (const cover of COVERS) {
              const cap = levelsToDestroy({ status: 'ok', bases: tb, startBases: tb });
              expectMore(fire(duel(vet, 3, t, tb), { short, cover }).expected.targetLevels, fire(duel(plain, 3, t, tb), { short, cover }).expected.targetLevels, cap, `${vet} firing on ${t}`);
              if (CATALOGUE[t].fire === 'always') {
                const on = (x: TroopId) => get(fireOdds(duel(t, tb, x, 3), { kind: 'fire', units: ['A1'], target: 'D1', short, cover })).expected.targetLevels;
                expectMore(on(plain), on(vet), levelsToDestroy({ status: 'ok', bases: 3, startBases: 3 }), `${t} firing on ${vet}`);
              }
            }
          }
          for (const aspect of ['front', 'flank'] as const) {
            for (const ground of GROUNDS) {
              for (const charging of BOOLS) {
                const req = { aspect, ground, charging, ratio: 'even' as const };
                expectBetterFight(melee(duel(vet, 3, t, tb), req), melee(duel(plain, 3, t, tb), req), 'actor', `${vet} attacking ${t}`);
                expectBetterFight(melee(duel(t, tb, vet, 3), req), melee(duel(t, tb, plain, 3), req), 'target', `${vet} attacked by ${t}`);
              }
            }
          }
        }
      }
    }
  });


  it('Melee: OK > Disordered > Demoralized, on both sides', () => {
    const n = forEachFight((s, r, what) => {
      for (const other of STATUSES) {
        for (let i = 0; i + 1 < STATUSES.length; i += 1) {
          const up = STATUSES[i] as Status;
          const down = STATUSES[i + 1] as Status;
          expectFightsBetter(melee(s, { ...r, actorStatus: up, targetStatus: other }), melee(s, { ...r, actorStatus: down, targetStatus: other }), 'actor', capOf(s, 'D1', other), `${what}: actor ${up}`);
          expectFightsBetter(melee(s, { ...r, targetStatus: up, actorStatus: other }), melee(s, { ...r, targetStatus: down, actorStatus: other }), 'target', capOf(s, 'A1', other), `${what}: target ${up}`);
        }
      }
    });
    expect(n).toBe(400 * 12);
  });

  it('Melee: a leader present is better than none, on both sides', () => {
    forEachFight((s, r, what) => {
      for (const other of BOOLS) {
        expectBetterFight(melee(s, { ...r, leaderWithActor: true, leaderWithTarget: other }), melee(s, { ...r, leaderWithActor: false, leaderWithTarget: other }), 'actor', `${what}: actor's leader`);
        expectBetterFight(melee(s, { ...r, leaderWithTarget: true, leaderWithActor: other }), melee(s, { ...r, leaderWithTarget: false, leaderWithActor: other }), 'target', `${what}: target's leader`);
      }
    });
  });

  it('Melee: the force ratios are ordered', () => {
    forEachFight((s, r, what) => {
      const o = RATIO_ORDER.map((ratio) => melee(s, { ...r, ratio }));
      for (let i = 1; i < o.length; i += 1) expectBetterFight(o[i] as Odds, o[i - 1] as Odds, 'actor', `${what}: ${RATIO_ORDER[i]}`);
    });
  });

  it('Melee: counting supporting units\' bases moves the ratio the right way', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier' }, { type: 'reiter' }], defender: [{ type: 'dutch-battalion' }, { type: 'commanded-shot', bases: 3 }] });
    const alone = melee(s, {});
    const supported = melee(s, { support: ['A2'] });
    const both = melee(s, { support: ['A2'], targetSupport: ['D2'] });
    expectBetterFight(supported, alone, 'actor', 'support');
    expectBetterFight(supported, both, 'actor', 'target support');
  });

  it('Melee: a flank or rear attack beats a frontal one (every target that has flanks)', () => claim6flank());

  it('Melee: forlorn hopes and dragoons have no flanks, so a "flank" attack on them is frontal', () => {
    for (const t of ['forlorn-hope', 'dragoons'] as const) {
      const s = duel('cuirassier', 2, t, 1);
      expect(melee(s, { aspect: 'flank' }).expected).toEqual(melee(s, { aspect: 'front' }).expected);
    }
  });

  it('Melee: uphill beats level for the defender (and for the attacker)', () => claim6uphill());

  it('Melee: charging beats not charging, and defending an obstacle beats the open', () => {
    forEachFight((s, r, what) => {
      if (r.charging) return;
      expectBetterFight(melee(s, { ...r, charging: true }), melee(s, r), 'actor', `${what}: charging`);
      expectBetterFight(melee(s, { ...r, obstacle: true }), melee(s, r), 'target', `${what}: obstacle`);
    });
  });

  it('sampled: any single improvement for one side never makes its melee worse (fast-check)', () => {
    const arb = fc.record({
      a: fc.constantFrom(...TROOP_IDS),
      t: fc.constantFrom(...TROOP_IDS),
      aspect: fc.constantFrom<Aspect>('front', 'flank', 'rear'),
      ground: fc.constantFrom(...GROUNDS),
      charging: fc.boolean(),
      uphill: fc.constantFrom(...UPHILL),
      actorStatus: fc.constantFrom(...STATUSES),
      targetStatus: fc.constantFrom(...STATUSES),
      leaderWithActor: fc.boolean(),
      leaderWithTarget: fc.boolean(),
      ratio: fc.constantFrom<ForceRatio>(...RATIO_ORDER),
    });
    fc.assert(
      fc.property(arb, ({ a, t, ...req }) => {
        const s = duel(a, sizes(a)[0] ?? 1, t, sizes(t)[0] ?? 1);
        const base = melee(s, req);
        const i = RATIO_ORDER.indexOf(req.ratio);
        if (i < 4) expectBetterFight(melee(s, { ...req, ratio: RATIO_ORDER[i + 1] }), base, 'actor', 'ratio');
        if (!req.leaderWithActor) expectBetterFight(melee(s, { ...req, leaderWithActor: true }), base, 'actor', 'leader');
        if (req.actorStatus !== 'ok') expectFightsBetter(melee(s, { ...req, actorStatus: 'ok' }), base, 'actor', capOf(s, 'D1', req.targetStatus), 'status');
      }),
      { numRuns: 500, seed: 17 },
    );
  });
});

describe('Units, Troop Types: militia is the weakest foot; irregular horse cannot break a formed front (claim 7)', () => {

  it('militia does worse than every other pike-and-shot or foot-line type in the same melee, as actor or target, against every opponent', () => claim7a());

  it('militia also does worse than forlorn hopes and dragoons, except against irregular horse (which may charge skirmishers but not formed foot)', () => {
    for (const sk of ['forlorn-hope', 'dragoons'] as const) {
      for (const opp of TROOP_IDS) {
        if (category(opp) === 'irregular-horse') continue;
        for (const ground of GROUNDS) {
          const req = { ground, ratio: 'even' as const };
          expectBetterFight(melee(duel(sk, 1, opp, 2), req), melee(duel('militia', 1, opp, 2), req), 'actor', `${sk} vs militia attacking ${opp}`);
          expectBetterFight(melee(duel(opp, 2, sk, 1), req), melee(duel(opp, 2, 'militia', 1), req), 'target', `${sk} vs militia attacked by ${opp}`);
        }
      }
    }
  });

  it('irregular light horse charging formed foot or horse frontally expect to lose, against every formed type', () => claim7b());

  it('…but charging the types the guide allows them (skirmishers, guns, other irregulars) they expect to win', () => {
    for (const t of ['forlorn-hope', 'dragoons', 'light-artillery', 'medium-artillery', 'heavy-artillery'] as const) {
      const o = melee(duel('irregular-light-horse', 2, t, 1), { charging: true, ratio: 'even' });
      expect(o.expected.targetLevels).toBeGreaterThan(o.expected.actorLevels);
    }
  });
});

describe('Fire: heavy artillery hits harder than medium, medium than light, at the same range band (claim 8)', () => {
  it('holds for every battery size, target, status, leader and cover', () => claim8());
});

describe('The proofs can fail: a house rule that breaks a claim is caught', () => {
  const breaks: [string, Record<string, number>, () => void][] = [
    ['advancing fire with no penalty on the die', { 'fire.advancing': 0 }, claim1],
    ['advancing fire at only −1', { 'fire.advancing': -1 }, claim1],
    ['pikes worth nothing against horse', { 'melee.pikes.front': 0 }, claim2],
    ['a Dutch flank as well guarded as a tercio\'s', { 'melee.pikes.flank.dutch-battalion': 2 }, claim3],
    ['pistols at +5 hit too surely', { 'fire.pistols': 5 }, claim4],
    ['pistols at −2 are useless', { 'fire.pistols': -2 }, claim4],
    ['no impetus', { 'melee.charging.impetus': 0 }, claim5],
    ['militia as good as commanded shot', { 'melee.type.militia': -1 }, claim7a],
    ['irregular horse unhindered by a formed front', { 'melee.irregular.formed-front': 0 }, claim7b],
    ['medium guns as heavy as siege guns', { 'fire.firer.medium-artillery': 3 }, claim8],
    ['hard cover no better than soft', { 'fire.cover.hard': 1 }, claim6fire],
    ['no flank penalty and no flank guard', { 'melee.flanked': 0, 'melee.pikes.flank.tercio': 0, 'melee.pikes.flank.dutch-battalion': 0, 'melee.pikes.flank.swedish-brigade': 0 }, claim6flank],
    ['the slope worth nothing', { 'melee.uphill': 0 }, claim6uphill],
  ];
  it.each(breaks)('%s', (_what, houseRules, claim) => {
    expect(() => withHouseRules(houseRules, claim)).toThrow();
  });
});
