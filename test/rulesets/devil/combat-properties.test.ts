/**
 * The guide's qualitative claims about fire and melee (seed 000: "Fire", "Advancing Fire",
 * "Formations", "Units, Troop Types, and Base Sizes", "Design Notes"), proven as exact
 * probabilities from the designed tables; the proofs themselves are in combat-claims.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Odds } from '../../../src/engine/ruleset.js';
import type { Aspect, ForceRatio } from '../../../src/rulesets/devil/actions.js';
import { CATALOGUE } from '../../../src/rulesets/devil/catalogue.js';
import { advancingFireOdds, fireOdds } from '../../../src/rulesets/devil/fire.js';
import { RATIO_ORDER } from '../../../src/rulesets/devil/force-ratio.js';
import { levelsToDestroy } from '../../../src/rulesets/devil/results.js';
import type { Status } from '../../../src/rulesets/devil/state.js';
import { TROOP_IDS, type TroopId } from '../../../src/rulesets/devil/troop-ids.js';
import { makeState } from './fixtures.js';
import {
  BOOLS, COVERS, GROUNDS, STATUSES, UPHILL, capOf, category, claim1, claim2, claim3, claim4, claim5, claim6fire, claim6flank, claim6uphill, claim7a, claim7b, claim8, duel, expectBetterFight, expectFightsBetter, expectMore, fire, forEachFight, forEachFire, get, melee, shooters, sizes, usualRatios, withHouseRules,
} from './combat-claims.js';

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
