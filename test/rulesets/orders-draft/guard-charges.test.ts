/**
 * 3.3.4 and 3.3.5: a guard meets each charging unit it can see (step 5), one by one; and a
 * supporter's charge may meet the guard too, by `guard-react`, as an ordered charge does.
 */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { ordersRules } from '../../../src/rulesets/orders-draft/index.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { ordersGuide, ordersQuestions } from '../../../src/rulesets/orders-draft/present/guide.js';
import { ordersPreview } from '../../../src/rulesets/orders-draft/present/preview.js';
import type { OrdersState } from '../../../src/rulesets/orders-draft/state.js';
import { play, preview, refusal, run, said, start, u } from './fixtures.js';

const names = (step: GuideStep | null): string[] => (step && step.kind === 'select' ? step.choices.map((c) => c.name) : []);

const previewRefusal = (s: OrdersState, line: string): string => {
  const parsed = ordersRules.parse(s, line);
  if (!parsed.ok) return parsed.error;
  const p = ordersPreview(s, parsed.value);
  if (p.ok) throw new Error(`${line}: odds not refused`);
  return p.error;
};

/** The number of guard d6 the real engine rolls for `line`: the dice it takes beyond the Command Roll's two. */
function guardDiceRolled(s: OrdersState, line: string): number {
  const parsed = ordersRules.parse(s, line);
  if (!parsed.ok) throw new Error(parsed.error);
  const r = ordersRules.execute(s, parsed.value, handDice([3, 3, 3, 1, 1]));
  if (!r.ok) throw new Error(r.error);
  return r.value.results.filter((x) => x.action === 'Guard').length;
}

/** Red's turn: Blue 2 guards Blue 1, and (with `second`) Blue 3 guards it too. */
function guardedBlue1(second = false): OrdersState {
  let s = play(start(), 'guard AC1 A2 A1', [1, 1]);
  if (second) s = play(s, 'guard AC1 A3 A1', [1, 1]);
  return play(play(s, 'next'), 'next');
}

describe('3.3.4 step 5: a guard meets the charging units it can see, one by one', () => {
  it('--guard-unseen-by names the chargers the guard cannot see: it meets the first it sees', () => {
    const s = play(guardedBlue1(), 'regiment BC1 B1,B2 charge --target A1 --guard-unseen-by B1', [4, 1, 1]);
    // Unseen, Red 1 charges Blue 1 as declared; Red 2 is met and turned on the guard.
    expect(u(s, 'B1').charge).toMatchObject({ target: 'A1', redirected: false });
    expect(u(s, 'B2').charge).toMatchObject({ target: 'A2', redirected: true });
    expect(u(s, 'A2').guardToken).toBeNull();
  });

  it('--guard-unseen still means the guard sees none of them, as journals recorded it', () => {
    const s = play(guardedBlue1(), 'regiment BC1 B1,B2 charge --target A1 --guard-unseen', [1, 1]);
    expect(u(s, 'B2').charge).toMatchObject({ target: 'A1', redirected: false });
    expect(u(s, 'A2').guardToken).toBe('A1');
  });

  it('refuses a unit that is not charging, and both flags at once', () => {
    expect(refusal(guardedBlue1(), 'regiment BC1 B1,B2 charge --target A1 --guard-unseen-by B3', [1, 1])).toMatch(/Red 3 is not one of them/);
    expect(refusal(guardedBlue1(), 'order BC1 B1 charge --target A1 --guard-unseen --guard-unseen-by B1', [1, 1])).toMatch(/leave out --guard-unseen-by/);
    expect(refusal(guardedBlue1(), 'order BC1 B1 march --guard-unseen-by B1', [1, 1])).toMatch(/--guard-unseen-by is for a charge/);
    expect(previewRefusal(guardedBlue1(), 'regiment BC1 B1,B2 charge --target A1 --guard-unseen-by B3')).toMatch(/Red 3 is not one of them/);
  });

  it('odds show each guard d6 the roll takes, and against which charger', () => {
    const cases: [boolean, string][] = [
      [false, 'regiment BC1 B1,B2 charge --target A1'],
      [false, 'regiment BC1 B1,B2 charge --target A1 --guard-unseen-by B1'],
      [false, 'regiment BC1 B1,B2 charge --target A1 --guard-unseen-by B1,B2'],
      [true, 'regiment BC1 B1,B2 charge --target A1'],
      [true, 'regiment BC1 B1,B2 charge --target A1 --guard-unseen-by B2'],
      [true, 'regiment BC1 B1,B2,B3 charge --target A1 --guard-unseen-by B1'],
    ];
    for (const [second, line] of cases) {
      const s = guardedBlue1(second);
      const titles = (preview(s, line).distributions ?? []).map((d) => d.title);
      expect(titles.length, line).toBe(guardDiceRolled(s, line));
    }
    const titles = (preview(guardedBlue1(true), 'regiment BC1 B1,B2,B3 charge --target A1 --guard-unseen-by B1').distributions ?? []).map((d) => d.title);
    expect(titles).toEqual(['First, Blue 2 guards Blue 1 against Red 2', 'Then, Blue 3 guards Blue 1 against Red 3']);
  });

  it('the question before a regiment-wide charge asks which chargers the guard sees', () => {
    const step = ordersQuestions(guardedBlue1(), 'regiment BC1 B1,B2 charge --target A1') as Extract<GuideStep, { kind: 'checkbox' }>;
    expect(step.kind).toBe('checkbox');
    expect(step.message).toMatch(/^Blue 2 guards Blue 1: which charging units can it see\?/);
    expect(step.next(['B1', 'B2'])).toBe('');
    expect(step.next(['B2'])).toBe(' --guard-unseen-by B1');
    expect(step.next([])).toBe(' --guard-unseen');
    expect(ordersQuestions(guardedBlue1(), 'regiment BC1 B1,B2 charge --target A1 --guard-unseen-by B1')).toBeNull();
  });
});

describe("3.3.4 step 5: each guard's sight is its own", () => {
  type Confirm = Extract<GuideStep, { kind: 'confirm' }>;
  type Checkbox = Extract<GuideStep, { kind: 'checkbox' }>;

  it('--guard-blind: a guard that cannot see the charger does not react, and the next guard that sees it does', () => {
    // Blue 2 cannot see Red 1; Blue 3 can: its d6 (4) turns the charge on it, and Blue 2 keeps its token.
    const s = play(guardedBlue1(true), 'order BC1 B1 charge --target A1 --guard-blind A2', [4, 1, 1]);
    expect(u(s, 'B1').charge).toMatchObject({ target: 'A3', redirected: true });
    expect(u(s, 'A2').guardToken).toBe('A1');
    expect(u(s, 'A3').guardToken).toBeNull();
    // Per charger: Blue 2 cannot see Red 1 but sees Red 2; Blue 3 sees Red 1.
    const t = play(guardedBlue1(true), 'regiment BC1 B1,B2 charge --target A1 --guard-blind "Blue 2: Red 1"', [4, 4, 1, 1]);
    expect(u(t, 'B1').charge).toMatchObject({ target: 'A3', redirected: true });
    expect(u(t, 'B2').charge).toMatchObject({ target: 'A2', redirected: true });
  });

  it('odds show the guard d6 the roll takes, naming the guard that sees the charger', () => {
    for (const line of ['order BC1 B1 charge --target A1 --guard-blind A2', 'order BC1 B1 charge --target A1 --guard-blind "A2; A3"', 'regiment BC1 B1,B2 charge --target A1 --guard-blind "A2: B1"']) {
      const s = guardedBlue1(true);
      expect((preview(s, line).distributions ?? []).length, line).toBe(guardDiceRolled(s, line));
    }
    const titles = (preview(guardedBlue1(true), 'order BC1 B1 charge --target A1 --guard-blind A2').distributions ?? []).map((d) => d.title);
    expect(titles).toEqual(['First, Blue 3 guards Blue 1']);
  });

  it('refuses a unit that holds no guard token for the target, a charging unit not charging, and --guard-blind without a charge', () => {
    expect(refusal(guardedBlue1(true), 'order BC1 B1 charge --target A1 --guard-blind A1', [1, 1])).toBe('--guard-blind names the guards of Blue 1, and Blue 1 holds no guard token for it (3.3.4)');
    expect(refusal(guardedBlue1(true), 'order BC1 B1 charge --target A1 --guard-blind "A2: B3"', [1, 1])).toMatch(/Red 3 is not one of them/);
    expect(refusal(guardedBlue1(true), 'order BC1 B1 march --guard-blind A2', [1, 1])).toBe('--guard-blind is for a charge');
    expect(previewRefusal(guardedBlue1(true), 'order BC1 B1 charge --target A1 --guard-blind A1')).toMatch(/holds no guard token/);
  });

  it('the question asks each guard of its own sight: one charger, then the next guard if the first cannot see it', () => {
    const first = ordersQuestions(guardedBlue1(true), 'order BC1 B1 charge --target A1') as Confirm;
    expect(first.message).toMatch(/^Blue 2 \(A2\) guards Blue 1: can it see Red 1\? \(each guard's sight is its own; if not, the next guard is asked/);
    expect(first.next(true)).toBe('');
    const second = first.next(false) as Confirm;
    expect(second.message).toMatch(/^Blue 3 \(A3\) guards Blue 1: can it see Red 1\?.*if not, no guard reacts/);
    expect(second.next(true)).toBe(' --guard-blind "A2"');
    expect(second.next(false)).toBe(' --guard-unseen');
  });

  it('the question for several chargers asks each guard which it sees', () => {
    const first = ordersQuestions(guardedBlue1(true), 'regiment BC1 B1,B2 charge --target A1') as Checkbox;
    const second = first.next(['B2']) as Checkbox;
    expect(second.message).toMatch(/^Blue 3 \(A3\) guards Blue 1: which charging units can it see\?/);
    expect(second.next([])).toBe(' --guard-blind "A2: B1; A3"');
    expect(second.next(['B1', 'B2'])).toBe(' --guard-blind "A2: B1"');
    expect((first.next([]) as Checkbox).next([])).toBe(' --guard-unseen');
    const line = `regiment BC1 B1,B2 charge --target A1${second.next([])}`;
    expect(run(guardedBlue1(true), line, [4, 1, 1]).ok).toBe(true);
  });
});

describe("3.3.5 with 3.3.4: guard-react, a guard meeting a supporter's charge", () => {
  /** Red's turn: Blue 2 guards Blue 1; Red 2 supports Red 1, whose charge at Blue 1 the guard cannot see. */
  function supportCharge(): OrdersState {
    let s = play(guardedBlue1(), 'support BC1 B2 B1', [1, 1]);
    s = play(s, 'order BC1 B1 charge --target A1 --guard-unseen', [1, 1]);
    expect(u(s, 'B2').charge).toMatchObject({ target: 'A1', support: true });
    return s;
  }

  it('otherwise than a 1, the support charge turns on the guard, which spends its token', () => {
    const s = play(supportCharge(), 'guard-react B2', [4]);
    expect(u(s, 'B2').charge).toMatchObject({ target: 'A2', redirected: true, support: true });
    expect(u(s, 'A2').guardToken).toBeNull();
    expect(said(supportCharge(), 'guard-react B2', [4])).toBe('Blue 2 steps in (d6 4): Red 2 must charge Blue 2 instead of Blue 1.');
    // Short, it moves half the distance rolled towards the guard (3.3.4 (a)).
    expect(said(s, 'charge-move B2 --distance 9', [2])).toContain('moves 2 inches towards the guard');
  });

  it('a 1 blunders: the charge stands, the guard cannot act until the next turn', () => {
    const s = play(supportCharge(), 'guard-react B2', [1]);
    expect(u(s, 'B2').charge).toMatchObject({ target: 'A1', redirected: false });
    expect(u(s, 'A2')).toMatchObject({ guardToken: null, stunned: true });
  });

  it('works for an ordered charge the guard did not meet, and odds agree with the roll', () => {
    const s = supportCharge();
    expect(preview(s, 'guard-react B1').odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['the guard redirects the charge', '5/6'],
      ['the guard blunders', '1/6'],
    ]);
    let redirected = 0;
    for (let d = 1; d <= 6; d += 1) {
      const r = run(s, 'guard-react B1', [d]);
      if (r.ok && u(r.value.state, 'B1').charge?.redirected) redirected += 1;
    }
    expect(redirected).toBe(5);
  });

  it('is refused without a guard token, for a charge already turned, and odds refuse alike', () => {
    const s = play(supportCharge(), 'guard-react B2', [4]);
    expect(refusal(s, 'guard-react B2', [4])).toMatch(/already turned on Blue 2, the guard, and must be completed against it \(3.3.4 \(b\)\)/);
    expect(refusal(s, 'guard-react B1', [4])).toMatch(/no unit holds a guard token for Blue 1/);
    expect(refusal(s, 'guard-react B3', [4])).toMatch(/Red 3 has no charge waiting/);
    expect(previewRefusal(s, 'guard-react B1')).toMatch(/no unit holds a guard token/);
  });

  it("a guard token is used only in the enemy's Orders phase", () => {
    // Blue's turn: Blue 1 charges Red 1; Red 2, supporting Red 1, charges Blue 1, whose guard is Blue's own.
    let s = play(start(), 'guard AC1 A2 A1', [1, 1]);
    s = play(play(s, 'next'), 'next');
    s = play(s, 'support BC1 B2 B1', [1, 1]);
    s = play(play(s, 'next'), 'next');
    s = play(s, 'order AC1 A1 charge --target B1', [1, 1]);
    expect(u(s, 'B2').charge).toMatchObject({ target: 'A1', support: true });
    expect(refusal(s, 'guard-react B2', [4])).toMatch(/only in the enemy's Orders phase/);
  });
});

describe('3.3.5: supporters answer a Charge order, so a supporter\'s charge sets off no other supporter (no chains)', () => {
  /** Red's turn: Blue 2 guards Blue 1 and Blue 3 supports Blue 2; Red 2 supports Red 1, which charges Blue 1 unseen by the guard. */
  function chain(): OrdersState {
    let s = play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'support AC1 A3 A2', [1, 1]);
    s = play(play(s, 'next'), 'next');
    s = play(s, 'support BC1 B2 B1', [1, 1]);
    return play(s, 'order BC1 B1 charge --target A1 --guard-unseen', [1, 1]);
  }

  it("a supporter's charge turned on the guard by guard-react does not set off the guard's supporters, and says why", () => {
    const s = play(chain(), 'guard-react B2', [4]);
    expect(u(s, 'B2').charge).toMatchObject({ target: 'A2', redirected: true, support: true });
    expect(u(s, 'A3').charge).toBeNull();
    expect(said(chain(), 'guard-react B2', [4])).toContain(
      "Blue 3, supporting Blue 2, does not charge: Red 2's charge is a supporter's, not a Charge order, and a supporter answers only a Charge order (3.3.5).",
    );
  });

  it('an ordered charge turned on the guard still sets off the guard\'s supporters (it is a Charge order)', () => {
    const s = play(chain(), 'guard-react B1', [4]);
    expect(u(s, 'A3').charge).toMatchObject({ target: 'B1', support: true });
  });
});

describe('3.3.4 with 3.3.5 in the guided menus', () => {
  it("offers guard-react for a supporter's charge a guard may still meet, and the line is accepted", () => {
    let s = play(play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'next'), 'next');
    s = play(s, 'support BC1 B2 B1', [1, 1]);
    s = play(s, 'order BC1 B1 charge --target A1', [3, 1, 1]);
    // The guard met Red 1's charge and spent its token: nothing left to offer.
    expect(names(ordersGuide(s)).some((n) => n.startsWith('guard-react'))).toBe(false);
    let t = play(play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'next'), 'next');
    t = play(play(t, 'support BC1 B2 B1', [1, 1]), 'order BC1 B1 charge --target A1 --guard-unseen', [1, 1]);
    const offer = names(ordersGuide(t)).filter((n) => n.startsWith('guard-react'));
    expect(offer).toEqual(["guard-react: Blue 2 meets Red 1's charge (d6, 3.3.4)", "guard-react: Blue 2 meets Red 2's support charge (d6, 3.3.4)"]);
    expect(run(t, 'guard-react B2', [5]).ok).toBe(true);
  });
});

describe('3.2 step 2 with 4.2 and 3.3.4: a regiment-wide order names only units that can take it', () => {
  it('a charge out of arc or sight, or a guard too far, says to leave those units out', () => {
    expect(refusal(start(), 'regiment AC1 A1,A2 charge --target B1 --no-sight', [1, 1])).toBe(
      "the target must be in the charging unit's line of sight (4.2); a regiment-wide order names only units that can take it (3.2 step 2): leave out those that cannot",
    );
    expect(refusal(start(), 'regiment AC1 A1,A2 guard --guard A3 --too-far', [1, 1])).toMatch(/leave out those too far$/);
    expect(refusal(start(), 'order AC1 A1 charge --target B1 --out-of-arc', [1, 1])).toBe("the target must be in the charging unit's front arc (4.2)");
  });
});

describe('3.1.2 with 3.3.4 and 3.3.5: a Disordered supporter or guard still acts (a reading: it receives no order)', () => {
  it('a guard Disordered after its order still reacts; a Disordered supporter still charges', () => {
    let s = play(play(start(), 'guard AC1 A2 A1', [1, 1]), 'support AC1 A3 A1', [1, 1]);
    s = play(play(play(s, 'next'), 'disorder A2'), 'disorder A3');
    s = play(play(s, 'next'), 'order BC1 B1 charge --target A1', [4, 1, 1]);
    expect(u(s, 'B1').charge).toMatchObject({ target: 'A2', redirected: true });
    s = play(s, 'order BC1 B2 charge --target A1', [1, 1]);
    expect(u(s, 'A3').charge).toMatchObject({ target: 'B2', support: true });
  });
});
