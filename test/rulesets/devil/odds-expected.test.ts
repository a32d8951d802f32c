/**
 * The expected levels `odds` gives, per unit: seed 000, "Ongoing Combats" (a failed Retire and
 * every Regroup in combat are followed by a Melee, which costs the enemy levels too) and "Fire"
 * (a Fire action with two targets is two calculations, one per target unit).
 */
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { oddsJson, previewBlocks } from '../../../src/present/preview.js';
import { terminalLines } from '../../../src/present/terminal.js';
import type { FireRequest } from '../../../src/rulesets/devil/actions.js';
import { devilOdds } from '../../../src/rulesets/devil/present/odds.js';
import { devilPreviewOf } from '../../../src/rulesets/devil/present/preview.js';
import { meleeOdds } from '../../../src/rulesets/devil/melee.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { makeState } from './fixtures.js';
import { atLeaders, battle, engaged, withLeader, withUnit } from './turn-fixtures.js';

/** The `odds` text of an action, as the REPL prints it. */
function oddsText(state: DevilState, action: unknown): string[] {
  const p = devilPreviewOf(state, action);
  if (!p.ok || !p.value.odds) throw new Error(p.ok ? 'no odds' : p.error);
  return terminalLines(devilOdds(p.value, p.value.odds), plain);
}
const expectedLine = (lines: string[]) => lines.find((l) => /^ {2}expected levels/.test(l));

describe('Ongoing Combats: the odds of a Retire expect the enemy\'s losses in the Melee a failure brings', () => {
  // A3 Finnish Hackapells engaged with D3 Pappenheim Cuirassiers.
  const state = engaged(atLeaders(), 'A3', 'D3');
  it('name both units, the enemy with P(fail) times its expected loss in the Melee', () => {
    const p = previewDevil(state, { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} });
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    const melee = meleeOdds(state, { kind: 'melee', unit: 'A3', target: 'D3', charging: false, ground: 'open' });
    if (!melee.ok) throw new Error(melee.error);
    const pFail = 1 - (p.value.odds.outcomes.find((o) => o.label.startsWith('break contact'))?.probability ?? 0);
    const enemy = pFail * melee.value.expected.targetLevels;
    expect(enemy).toBeGreaterThan(0);
    const lines = oddsText(state, { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} });
    // The head is the test's own roll: the enemy is no side of it.
    expect(lines[0]).toBe('Finnish Hackapells');
    expect(expectedLine(lines)).toBe(`  expected levels lost: Finnish Hackapells ${p.value.odds.expected.actorLevels.toFixed(2)}, Pappenheim Cuirassiers ${enemy.toFixed(2)}`);
  });
});

describe('Ongoing Combats: mods of a Retire or a Regroup in combat show the test\'s own modifiers, not the enemy as a side', () => {
  it('the enemy of the Melee that may follow has no modifiers of its own in the test', () => {
    const state = engaged(atLeaders(), 'A3', 'D3');
    for (const action of [{ kind: 'move', unit: 'A3', mode: 'retire', terrain: {} }, { kind: 'rest', unit: 'A3', leaderWithActor: true }]) {
      const p = devilPreviewOf(state, action);
      if (!p.ok) throw new Error(p.error);
      expect(p.value.target).toBeUndefined();
      expect(p.value.opponent).toBe('Pappenheim Cuirassiers');
      expect(terminalLines(previewBlocks(p.value), plain).join('\n')).not.toContain('Pappenheim Cuirassiers');
    }
  });
});

describe('Ongoing Combats: the odds of a Regroup in combat expect the enemy\'s losses in the Melee that follows', () => {
  it('an OK unit: both units\' expected losses in the Melee', () => {
    const state = engaged(atLeaders(), 'A3', 'D3');
    const lines = oddsText(state, { kind: 'rest', unit: 'A3', leaderWithActor: true });
    expect(expectedLine(lines)).toMatch(/^ {2}expected levels lost: Finnish Hackapells \d\.\d\d, Pappenheim Cuirassiers \d\.\d\d$/);
  });
  it('a Disordered unit that regains more than it loses: its net regain beside the enemy\'s loss, in words that say which is which', () => {
    const state = withUnit(engaged(atLeaders(), 'A3', 'D3'), 'A3', { status: 'disordered' });
    const p = previewDevil(state, { kind: 'rest', unit: 'A3', leaderWithActor: true });
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    const { actorLevels, targetLevels } = p.value.odds.expected;
    expect(actorLevels).toBeLessThan(0);
    expect(targetLevels).toBeGreaterThan(0);
    const lines = oddsText(state, { kind: 'rest', unit: 'A3', leaderWithActor: true });
    expect(expectedLine(lines)).toBe(`  expected levels: Finnish Hackapells ${(-actorLevels).toFixed(2)} regained (net of the melee), Pappenheim Cuirassiers ${targetLevels.toFixed(2)} lost`);
  });
  it('a Regroup out of combat still expects the unit\'s own levels only', () => {
    const state = withUnit(atLeaders(), 'A3', { status: 'demoralized' });
    expect(expectedLine(oddsText(state, { kind: 'rest', unit: 'A3', leaderWithActor: true }))).toBe('  expected levels regained: Finnish Hackapells 0.83');
  });
});

describe('Fire: the odds of a split fire give each target its own expected loss, not their sum', () => {
  const s = makeState({
    attacker: [{ name: 'Tercio', type: 'tercio', bases: 6 }],
    defender: [
      { name: 'Red', type: 'commanded-shot', bases: 2 },
      { name: 'Green', type: 'commanded-shot', bases: 1 },
    ],
  });
  const req: FireRequest = { kind: 'fire', units: ['A1'], target: 'D1', short: false, cover: 'none', bases: 1, split: [{ target: 'D2', short: false, cover: 'none', arc: 'rear' }] };
  it('one line naming each target with its own calculation\'s expectation', () => {
    const p = previewDevil(s, req);
    if (!p.ok || !p.value.stages) throw new Error('no stages');
    const [red, green] = p.value.stages.map((st) => st.odds?.expected.targetLevels ?? 0);
    const lines = oddsText(s, req);
    expect(lines[0]).toBe('Tercio against Red and Green, every target together');
    expect(expectedLine(lines)).toBe(`  expected levels lost: Red ${(red ?? 0).toFixed(2)}, Green ${(green ?? 0).toFixed(2)}`);
    expect(lines.join('\n')).not.toMatch(/Red and Green \d/);
  });
});

describe('Combat Effects and Rallying: the odds of an end-of-turn fire count the hits already waiting (simultaneous fire)', () => {
  // D5 Imperial Dragoons (1 base, 3 levels in all) already hit for 1 level by an earlier end-of-turn fire.
  const fireOn = { kind: 'fire', units: ['A4'], target: 'D5', short: true, cover: 'none' } as const;
  const quiet: DevilState = { ...battle(), step: 'end-fire', activeLeader: null, toAct: null };
  const hit: DevilState = { ...quiet, pendingFire: [{ unit: 'D5', levels: 1, destroy: false }] };
  it('a loss that would leave the target alive alone destroys it after the waiting hit, and the odds say so', () => {
    const before = previewDevil(quiet, fireOn);
    const after = previewDevil(hit, fireOn);
    if (!before.ok || !after.ok || !before.value.odds || !after.value.odds) throw new Error('no odds');
    const destroyed = (o: typeof before.value.odds) => o.outcomes.find((x) => x.label.endsWith('destroyed'))?.probability ?? 0;
    const twoLevels = (o: typeof before.value.odds) => o.outcomes.find((x) => x.label.endsWith('lose 2 levels'))?.probability ?? 0;
    expect(twoLevels(before.value.odds)).toBeGreaterThan(0);
    expect(twoLevels(after.value.odds)).toBe(0);
    expect(destroyed(after.value.odds)).toBeCloseTo(destroyed(before.value.odds) + twoLevels(before.value.odds), 12);
    // Only 2 levels are left to lose once the waiting hit is counted.
    expect(after.value.odds.expected.targetLevels).toBeLessThan(before.value.odds.expected.targetLevels);
    expect(after.value.odds.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
  });
  it('a target the waiting hits already destroy: one certain row, no further effect, and no expected-levels line naming the firer', () => {
    const doomed: DevilState = { ...quiet, pendingFire: [{ unit: 'D5', levels: 3, destroy: false }] };
    const lines = oddsText(doomed, fireOn);
    const rows = lines.filter((l) => /%/.test(l));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^ {2}no further effect: Imperial Dragoons are already destroyed by the hits waiting +100% +certain$/);
    expect(expectedLine(lines)).toBeUndefined();
  });
});

describe('Fire: combined fire is named in the odds as in its result', () => {
  it('"A and B", not "A + B"', () => {
    // A4 Commanded Shot and A5 Regimental Guns on D1 Old Tercio.
    const lines = oddsText(atLeaders(), { kind: 'fire', units: ['A4', 'A5'], target: 'D1', short: false, cover: 'none' });
    expect(lines[0]).toMatch(/^Commanded Shot and Regimental Guns( .*)? vs Old Tercio/);
  });
});

describe('Leaders and Command Control: the odds of a melee say each attached leader\'s chance of falling', () => {
  // A3 Finnish Hackapells engaged with D3 Pappenheim Cuirassiers; Wrangel (AL2) with the hackapells.
  const state = withLeader(engaged(atLeaders(), 'A3', 'D3'), 'AL2', { attachedTo: 'A3' });
  const melee = { kind: 'melee', unit: 'A3', target: 'D3', charging: false } as const;
  const riskOf = (action: unknown): number => {
    const p = previewDevil(state, action as Parameters<typeof previewDevil>[1]);
    if (!p.ok || !p.value.odds) throw new Error(p.ok ? 'no odds' : p.error);
    const r = (p.value.odds as { leaderRisk?: { leader: string; probability: number }[] }).leaderRisk?.find((x) => x.leader === 'AL2');
    if (!r) throw new Error('no risk');
    return r.probability;
  };
  it('a plain melee: one line per leader, with the exact chance', () => {
    const risk = riskOf(melee);
    expect(risk).toBeGreaterThan(0);
    expect(oddsText(state, melee)).toContain(`  Wrangel (with Finnish Hackapells) may fall: ${(risk * 100).toFixed(1)}% (${fractionOf(state, melee)})`);
  });
  it('a Retire: the chance of failing times the leader\'s risk in the Melee that follows', () => {
    const retire = { kind: 'move', unit: 'A3', mode: 'retire', terrain: {} } as const;
    const p = previewDevil(state, retire);
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    const pFail = 1 - (p.value.odds.outcomes.find((o) => o.label.startsWith('break contact'))?.probability ?? 0);
    expect(riskOf(retire)).toBeCloseTo(pFail * riskOf({ ...melee, leaderWithActor: true }), 12);
    expect(oddsText(state, retire).some((l) => l.startsWith('  Wrangel (with Finnish Hackapells) may fall: '))).toBe(true);
  });
  it('a Regroup in combat: each result\'s chance times the leader\'s risk in the Melee fought from it', () => {
    const shaken = withUnit(state, 'A3', { status: 'disordered' });
    const rest = { kind: 'rest', unit: 'A3' } as const;
    const p = previewDevil(shaken, rest);
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    const r = (p.value.odds as { leaderRisk?: { probability: number }[] }).leaderRisk?.[0]?.probability ?? 0;
    const risk = (status: 'ok' | 'disordered') => {
      const m = previewDevil(withUnit(state, 'A3', { status }), melee);
      if (!m.ok || !m.value.odds) throw new Error('no odds');
      return (m.value.odds as { leaderRisk?: { probability: number }[] }).leaderRisk?.[0]?.probability ?? 0;
    };
    // Disordered with a leader (+1) in combat (−1): regains a level on 3+ (2/3), never two (6 needed).
    expect(r).toBeCloseTo((1 / 3) * risk('disordered') + (2 / 3) * risk('ok'), 12);
  });
});

function fractionOf(state: DevilState, action: unknown): string {
  const p = previewDevil(state, action as Parameters<typeof previewDevil>[1]);
  if (!p.ok || !p.value.odds) throw new Error('no odds');
  return (p.value.odds as { leaderRisk?: { fraction: string }[] }).leaderRisk?.[0]?.fraction ?? '';
}

describe('Leaders and Command Control: odds --json gives each attached leader\'s fate as a distribution', () => {
  it('falls and survives, exact, summing to 1', () => {
    const state = withLeader(engaged(atLeaders(), 'A3', 'D3'), 'AL2', { attachedTo: 'A3' });
    const p = devilPreviewOf(state, { kind: 'melee', unit: 'A3', target: 'D3', charging: false });
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    const risk = (p.value.odds as { leaderRisk?: { fraction: string }[] }).leaderRisk?.[0];
    expect(p.value.distributions?.map((d) => d.title)).toEqual(['Wrangel (with Finnish Hackapells)']);
    const [falls, survives] = p.value.distributions?.[0]?.outcomes ?? [];
    expect(falls).toMatchObject({ label: 'falls', fraction: risk?.fraction });
    expect(survives?.label).toBe('survives');
    expect((falls?.probability ?? 0) + (survives?.probability ?? 0)).toBeCloseTo(1, 12);
  });
});

describe('Fire: odds --json of a split fire gives each target\'s outcomes once, in its stage', () => {
  // "Fire": two targets are two calculations. A1 Tercio fires 1 base at D1 Red (2 bases) and 2
  // bases into its rear arc at D2 Green (1 base).
  const s = makeState({ attacker: [{ name: 'Tercio', type: 'tercio', bases: 6 }], defender: [{ name: 'Red', type: 'commanded-shot', bases: 2 }, { name: 'Green', type: 'commanded-shot', bases: 1 }] });
  const req: FireRequest = { kind: 'fire', units: ['A1'], target: 'D1', short: false, cover: 'none', bases: 1, split: [{ target: 'D2', short: false, cover: 'none', arc: 'rear' }] };
  type StageJson = { target: string; outcomes: { label: string; fraction: string }[]; expected: { targetLevels: number } };
  const json = () => {
    const p = devilPreviewOf(s, req);
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    return oddsJson(p.value, p.value.odds) as { stages: StageJson[]; distributions?: unknown };
  };
  it('each target a stage with its own outcomes, in the order fired, and no second copy in distributions', () => {
    const j = json();
    expect(j.stages.map((st) => st.target)).toEqual(['Red', 'Green']);
    expect(j.distributions).toBeUndefined();
  });
  it('worked by hand: Red (1 firing base against 2: +2 to Red) loses a level only when the firer\'s die beats Red\'s by 3 or more, 6/36', () => {
    const [red] = json().stages;
    expect(red?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['no effect', '5/6'],
      ['Red loses 1 level', '1/6'],
    ]);
    expect(red?.expected.targetLevels).toBeCloseTo(1 / 6, 12);
  });
  it('worked by hand: Green (2 firing bases against 1: +2 to the firer) loses 1·16/36 + 2·7/36 + 3·3/36 (destroyed, its 3 levels) = 13/12', () => {
    const [, green] = json().stages;
    expect(green?.outcomes.map((o) => o.fraction)).toEqual(['5/18', '4/9', '7/36', '1/12']);
    expect(green?.expected.targetLevels).toBeCloseTo(13 / 12, 12);
    expect(expectedLine(oddsText(s, req))).toBe('  expected levels lost: Red 0.17, Green 1.08');
  });
});

describe('Charges: the odds of a charge whose only dice are the melee\'s are one table, not the same one twice', () => {
  const s = makeState({ attacker: [{ name: 'Finns', type: 'hackapell' }, { name: 'Reiters', type: 'reiter' }], defender: [{ name: 'Guard', type: 'guard-cuirassier' }, { name: 'Croats', type: 'irregular-light-horse' }] });
  const charge = { kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: true, evade: false };
  it('hackapells charging frontally draw no fire: the melee\'s title heads the one table, the rows unprefixed; why there is no fire is the result\'s to say, not the odds\'', () => {
    const lines = oddsText(s, charge);
    expect(lines[0]).toMatch(/^Melee \(charging\): Finns \(\+2: .*\) vs Guard \(/);
    expect(lines.filter((l) => l.includes('No defensive fire against Finns')).length).toBe(0);
    expect(lines.filter((l) => /outcome/.test(l)).length).toBe(1);
    expect(lines.some((l) => /melee: /.test(l))).toBe(false);
    expect(expectedLine(lines)).toMatch(/expected levels lost: Finns/);
  });
  it('an evade without contact fights no melee, so no melee modifiers are shown above its one certain row', () => {
    const lines = oddsText(s, { ...charge, unit: 'A2', target: 'D2', evade: true, contact: false });
    expect(lines[0]).toBe('Reiters vs Croats');
    const p = devilPreviewOf(s, { ...charge, unit: 'A2', target: 'D2', evade: true, contact: false });
    expect(p.ok && previewBlocks(p.value).length).toBeGreaterThan(0);
    expect(p.ok && p.value.modifiers.actor).toEqual([]);
  });
});
