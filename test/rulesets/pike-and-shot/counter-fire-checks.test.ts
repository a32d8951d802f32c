/**
 * Seed 004, 11.4 with 7.4: the odds of a cavalry reaction with `--counter-fire` against the
 * command itself over every fall of the dice: the fire's own leader casualty checks walked
 * (7.4), the merged table exact, and a fire refused inside the walk treated as the command
 * treats it (no reaction).
 */
import { describe, expect, it } from 'vitest';
import type { DiceSource } from '../../../src/dice/dice.js';
import type { ReactRequest } from '../../../src/rulesets/pike-and-shot/actions.js';
import { counterFireCheck } from '../../../src/rulesets/pike-and-shot/counter-first.js';
import { counterFirePreview } from '../../../src/rulesets/pike-and-shot/counter-odds.js';
import type { WalkRow } from '../../../src/rulesets/pike-and-shot/counter-rows.js';
import { executePs } from '../../../src/rulesets/pike-and-shot/execute.js';
import { previewPs } from '../../../src/rulesets/pike-and-shot/odds.js';
import { parsePsCommand } from '../../../src/rulesets/pike-and-shot/parse.js';
import type { PsState } from '../../../src/rulesets/pike-and-shot/state.js';
import { odds, run, runAll, SAMPLE, stateOf } from './fixtures.js';

class Missing extends Error {}

/**
 * A hand that gives these faces to the counter-fire's dice and its casualty checks, then stops; a
 * settled die is not asked (as by hand). The reaction's own dice, which decide nothing compared
 * here, all show 1.
 */
const hand = (faces: readonly number[]): DiceSource => {
  let i = 0;
  let reaction = false;
  return {
    roll: (_sides, label) => {
      reaction ||= !label.startsWith('fire: ') && !label.startsWith('casualty check: ');
      if (reaction) return 1;
      if (i >= faces.length) throw new Missing();
      return faces[i++] as number;
    },
    settled: () => null,
  };
};

type Key = string;
const keyOf = (fires: readonly string[], fell: readonly string[], reacts: boolean): Key => `${fires.join(' / ')} | ${[...fell].sort().join(', ')} | ${reacts ? 'reaction' : 'no reaction'}`;

const req = (s: PsState, line: string): ReactRequest => {
  const a = parsePsCommand(s, line);
  if (!a.ok || a.value.kind !== 'react') throw new Error(line);
  return a.value;
};

/** The command over every fall of the dice it asks for: what the fires did, who fell to them, whether the reaction was made; with each chance. */
function commandWalk(s: PsState, line: string, firers: readonly string[], cavalry: string): Map<Key, number> {
  const out = new Map<Key, number>();
  const action = req(s, line);
  const walk = (faces: number[]): void => {
    let r;
    try {
      r = executePs(s, action, hand(faces));
    } catch (e) {
      if (!(e instanceof Missing)) throw e;
      for (let f = 1; f <= 6; f++) walk([...faces, f]);
      return;
    }
    if (!r.ok) throw new Error(`${line} ${faces.join(',')}: ${r.error}`);
    const text = r.value.results.map((x) => x.result).join(' ');
    const ends = [`${cavalry} reacts as`, `${cavalry} moves into the hex between`, `${cavalry} makes no reaction`, 'That fire disorders'].map((w) => text.indexOf(w)).filter((i) => i >= 0);
    const fire = text.slice(0, Math.min(...ends, text.length));
    const codes = [...fire.matchAll(/Fire by ([^:]+): .*?, rolled \d: ([^.]+)\./g)].filter((m) => firers.includes(m[1] ?? '')).map((m) => m[2] ?? '');
    const fell = [...fire.matchAll(/(?:^|\. )([^.]+?) is a casualty \(rolled /g)].map((m) => m[1] ?? '');
    const k = keyOf(codes, fell, !text.includes('makes no reaction'));
    out.set(k, (out.get(k) ?? 0) + 6 ** -faces.length);
  };
  walk([]);
  return out;
}

/** The odds' walk, before its rows are merged, in the same terms. */
function oddsWalk(s: PsState, line: string): { keys: Map<Key, number>; rows: WalkRow[] } {
  const rq = req(s, line);
  const cf = counterFireCheck(s, rq, true);
  if (!cf.ok || cf.value === null) throw new Error(line);
  const rows: WalkRow[] = [];
  const p = counterFirePreview(s, rq, cf.value, (st, r) => previewPs(st, r), rows);
  if (!p.ok) throw new Error(p.error);
  const keys = new Map<Key, number>();
  for (const r of rows) {
    const reacts = !r.words.some((w) => w.includes('makes no reaction'));
    const fires = reacts ? r.codes.slice(0, -1) : r.codes;
    const fell = r.words.flatMap((w) => [...w.matchAll(/([^;]+?) is a casualty \(7\.4\)/g)].map((m) => (m[1] ?? '').trim()));
    const k = keyOf(fires, fell, reacts);
    keys.set(k, (keys.get(k) ?? 0) + r.num / r.den);
  }
  return { keys, rows };
}

const same = (a: Map<Key, number>, b: Map<Key, number>) => {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [k, p] of a) expect(b.get(k), k).toBeCloseTo(p, 12);
};

/** Horn (BL2) placed alone in 0509, Cronberg's Harquebusiers (A4) moved to 0409: Finnish Horse charges through 0509, where Baldiron (A1) fires at it and Horn with it. */
const hornBetween = () => runAll(stateOf(SAMPLE), ['place BL2 0509', 'move A4 to 0409']);
const CHARGE = 'react B3 charge A4 --to 0509 --counter-fire A1';

describe('7.4: the counter-fire\'s own leader casualty checks in its odds', () => {
  it('7.4: a leader in the hex fired on checks after the fire, and the odds walk that check as the command rolls it', () => {
    const s = hornBetween();
    expect(run(s, CHARGE, [1, 6, 6, 2, 2]).text).toMatch(/rolled 1: NE\. No effect\. Horn is a casualty \(rolled 6\+6 = 12/);
    const { keys } = oddsWalk(s, CHARGE);
    same(commandWalk(s, CHARGE, ['Baldiron'], 'Finnish Horse'), keys);
    const ne = odds(s, 'react A1 fire B3 --to 0509').odds?.outcomes.find((o) => o.label.startsWith('NE'))?.probability ?? 0;
    expect(keys.get(keyOf(['NE'], ['Horn'], true))).toBeCloseTo(ne / 12, 12);
  });

  it('7.4: the check changes the reaction (Horn\'s melee factor gone), so it is in the table\'s rows, and the dice note names it', () => {
    const p = odds(hornBetween(), CHARGE);
    const labels = p.odds?.outcomes.map((o) => o.label) ?? [];
    expect(labels).toContain('NE / NE / A: Horn is a casualty (7.4); Finnish Horse is disordered');
    expect(labels.some((l) => l.startsWith('NE / NE / A:') && !l.includes('Horn'))).toBe(false);
    expect(p.note).toMatch(/Baldiron's fire die at Finnish Horse entering 0509, first \(11\.4\), after it two dice for Horn's casualty check \(7\.4;/);
  });

  it('7.4: with no leader in the hex fired on, no check is walked and the note names none', () => {
    const s = run(stateOf(SAMPLE), 'move A4 to 0409').state;
    same(commandWalk(s, CHARGE, ['Baldiron'], 'Finnish Horse'), oddsWalk(s, CHARGE).keys);
    expect(odds(s, CHARGE).note).not.toMatch(/after it two dice/);
  });
});

/** Each merged label's code sequences, every "A|B" place spread out. */
const sequences = (label: string): string[] =>
  label
    .slice(0, label.indexOf(': '))
    .split(' or ')
    .flatMap((seq) => seq.split(' / ').reduce<string[]>((acc, place) => acc.flatMap((a) => place.split('|').map((c) => (a === '' ? c : `${a} / ${c}`))), ['']));

describe('11.4: the counter-fire odds table read at a glance', () => {
  const cases = [
    ['one fire, Horn with the charger', hornBetween, CHARGE],
    ['two fires', () => runAll(stateOf(SAMPLE), ['place A1 0908', 'move A5 to 1008']), 'react B4 melee A5 --to 0909 --counter-fire A2,A1'],
  ] as const;
  for (const [name, setup, line] of cases) {
    it(`11.4: ${name}: the merged rows sum to 1 exactly and each is the sum of the walk's rows it stands for`, () => {
      const s = setup();
      const { rows } = oddsWalk(s, line);
      const merged = odds(s, line).odds?.outcomes ?? [];
      const frac = (f: string) => (f === '1' ? 1 : Number(f.split('/')[0]) / Number(f.split('/')[1]));
      expect(merged.reduce((n, o) => n + frac(o.fraction ?? '0'), 0)).toBeCloseTo(1, 12);
      expect(merged.length).toBeLessThan(rows.length);
      let covered = 0;
      for (const o of merged) {
        const seqs = new Set(sequences(o.label));
        const mine = rows.filter((r) => seqs.has(r.codes.flatMap((c) => c.split(' / ')).filter((c) => c !== '').join(' / ')) && (r.words.some((w) => / is a casualty \(7\.4\)/.test(w)) === / is a casualty \(7\.4\)/.test(o.label)));
        const first = mine.filter((r) => r.codes[0] === o.label.slice(0, o.label.search(/[ :|]/)));
        expect(first.length, o.label).toBeGreaterThan(0);
        covered += first.length;
        // Every row of the label's sequences with its words: the words are those rows' words, the idle fortunes left out.
        const sum = first.filter((r) => o.label.endsWith(r.words.flatMap((w) => w.split('; ')).filter((w) => w !== '' && !/^no fortune of war to [^;]+ outside a combat phase$/.test(w)).join('; '))).reduce((n, r) => n + r.num / r.den, 0);
        expect(sum, o.label).toBeCloseTo(o.probability, 12);
      }
      expect(covered).toBeGreaterThanOrEqual(rows.length);
      // Grouped by what the first fire does: each first code's rows together.
      const firsts = merged.map((o) => o.label.slice(0, o.label.search(/[ :|]/)));
      expect(firsts.filter((c, i) => i === 0 || c !== firsts[i - 1]).length).toBe(new Set(firsts).size);
    });
  }
  it('11.4: rows whose words say the same outcome are one, their codes joined', () => {
    const labels = odds(run(stateOf(SAMPLE), 'move A4 to 0409').state, CHARGE).odds?.outcomes.map((o) => o.label) ?? [];
    expect(labels.length).toBeLessThanOrEqual(18);
    expect(labels.some((l) => / or |\|/.test(l.slice(0, l.indexOf(': '))))).toBe(true);
    expect(labels.every((l) => /^(NE|D|DD)[ /|]/.test(l) || /^(NE|D|DD):/.test(l))).toBe(true);
  });
});

describe('11.4: a fire refused inside the odds walk, as the command refuses it', () => {
  const situations: readonly (readonly [readonly string[], string, readonly string[], string])[] = [
    [['move A4 to 0409'], CHARGE, ['Baldiron'], 'Finnish Horse'],
    [['place A1 0908', 'move A5 to 1008'], 'react B4 melee A5 --to 0909 --counter-fire A2,A1', ['Savelli', 'Baldiron'], 'Smaland Horse'],
    [['place A1 0908', 'move A5 to 1008'], 'react B4 melee A5 --to 0909 --counter-fire A1,A2', ['Baldiron', 'Savelli'], 'Smaland Horse'],
    [['place A1 0908', 'place BL2 0909', 'move A5 to 1008'], 'react B4 melee A5 --to 0909 --counter-fire A2,A1', ['Savelli', 'Baldiron'], 'Smaland Horse'],
    [['move AL1 to 0709'], 'react B3 melee AL1 --to 0609 --counter-fire A1 --retreat 0706', ['Baldiron'], 'Finnish Horse'],
    // Baldiron's DD sends Smaland Horse back before it enters 0809: Savelli holds his fire.
    [['move A1 to 0709'], 'react B4 charge A1 --to 0809 --counter-fire A1,A2', ['Baldiron', 'Savelli'], 'Smaland Horse'],
    [['move A1 to 0709'], 'react B4 melee A1 --to 0809 --counter-fire A1,A2', ['Baldiron', 'Savelli'], 'Smaland Horse'],
  ];
  it('11.4: cavalry driven back by the first fire never entered: the second firer holds its fire, as with one firer, and the odds agree', () => {
    const s = runAll(stateOf(SAMPLE), ['move A1 to 0709']);
    const line = 'react B4 charge A1 --to 0809 --counter-fire A1,A2';
    const two = run(s, line, [6]).text;
    expect(two).toBe(run(s, 'react B4 charge A1 --to 0809 --counter-fire A1', [6]).text);
    expect(two).toMatch(/rolled 6: DD\..*Smaland Horse makes no reaction after that fire: Smaland Horse has a retreat to make/s);
    expect(two).not.toMatch(/Savelli/);
    const dd = oddsWalk(s, line).rows.filter((r) => r.codes.length === 1 && r.codes[0] === 'DD');
    expect(dd.map((r) => r.words.at(-1))).toEqual(['Smaland Horse makes no reaction (11.4)']);
    expect(dd.reduce((n, r) => n + r.num / r.den, 0)).toBeCloseTo(1 / 6, 12);
  });
  for (const [setup, line, firers, cavalry] of situations) {
    it(`11.4: ${[...setup, line].join('; ')}: every branch of the odds as the command plays it`, () => {
      const s = runAll(stateOf(SAMPLE), setup);
      same(commandWalk(s, line, firers, cavalry), oddsWalk(s, line).keys);
    });
  }
});
