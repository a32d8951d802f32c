/**
 * Seed 000, "Using the Game App": players who roll their own dice "must also determine the
 * outcomes of fire and combat based on rolls". Before each die they see its modifiers, then
 * the score it needs for each outcome and its chance, the same outcomes and fractions `odds`
 * gives (and the roll then does). Each die is recorded in the game master's words.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DiceSource, handDice, type RollContext } from '../../../src/dice/dice.js';
import { Distribution } from '../../../src/dice/distribution.js';
import type { Odds, Resolution } from '../../../src/engine/ruleset.js';
import { rechained } from '../../journal-chain.js';
import { rebuildJournal } from '../../../src/io/rebuild.js';
import { closeCore, runLine } from '../../../src/repl/index.js';
import type { DevilAction } from '../../../src/rulesets/devil/actions.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { facesWords } from '../../../src/rulesets/devil/hand-reading.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { firstBattleCore } from '../../repl/helpers.js';
import { atLeaders, battle, commanding, engaged, withLeader, withUnit } from './turn-fixtures.js';

/** Hand dice that keep what each die was asked with. */
function asking(values: readonly number[]): DiceSource & { about: (RollContext | undefined)[] } {
  const hand = handDice(values);
  const about: (RollContext | undefined)[] = [];
  return {
    about,
    roll(sides, label, ctx) {
      about.push(ctx);
      return hand.roll(sides, label, ctx);
    },
  };
}

function run(state: DevilState, action: DevilAction, values: readonly number[]): { about: (RollContext | undefined)[]; results: readonly Resolution[] } {
  const d = asking(values);
  const r = executeDevil(state, action, d);
  if (!r.ok) throw new Error(r.error);
  return { about: d.about, results: r.value.results };
}

const oddsOf = (state: DevilState, action: DevilAction): Odds => {
  const p = previewDevil(state, action);
  if (!p.ok) throw new Error(p.error);
  if (!p.value.odds) throw new Error('no odds');
  return p.value.odds;
};

/** The lines of a die's reading that give faces: "needs 3+: Disordered → OK (2/3, 66.7%)". */
const faceRows = (about: RollContext | undefined) => (about?.detail ?? []).filter((l) => /^(?:needs \d\+|on [\d, -]+|any face):/.test(l));
const D6 = Distribution.die(6);
/** The faces a row names. */
function facesOf(row: string): number[] {
  const head = row.slice(0, row.indexOf(':'));
  if (head === 'any face') return [1, 2, 3, 4, 5, 6];
  const plus = /^needs (\d)\+$/.exec(head);
  if (plus) return [1, 2, 3, 4, 5, 6].filter((f) => f >= Number(plus[1]));
  const range = /^on (\d)-(\d)$/.exec(head);
  if (range) return [1, 2, 3, 4, 5, 6].filter((f) => f >= Number(range[1]) && f <= Number(range[2]));
  return head.replace(/^on /, '').split(', ').map(Number);
}

/** A single-die test: every face's row, read back, gives the odds' outcomes and fractions exactly. */
function agreesWithOdds(about: RollContext | undefined, odds: Odds): void {
  const rows = faceRows(about);
  const got = rows.map((r) => {
    const faces = facesOf(r);
    const label = r.slice(r.indexOf(':') + 2, r.lastIndexOf(' ('));
    return { label, fraction: D6.fraction((v) => faces.includes(v)) };
  });
  expect([...got].sort((a, b) => a.label.localeCompare(b.label))).toEqual(
    odds.outcomes.map((o) => ({ label: o.label, fraction: o.fraction })).sort((a, b) => a.label.localeCompare(b.label)),
  );
}

describe('Using the Game App: a die rolled by hand shows the score each outcome needs and its chance, as odds gives them', () => {
  it('reads the faces: "needs 4+", "on 1-2", "on 3", "any face"', () => {
    expect([facesWords([4, 5, 6]), facesWords([1, 2]), facesWords([3]), facesWords([1, 2, 3, 4, 5, 6]), facesWords([1, 6])]).toEqual(['needs 4+', 'on 1-2', 'on 3', 'any face', 'on 1, 6']);
  });

  it('Rest/Regroup: the score to regroup one level or two, with the chances odds gives', () => {
    const s = commanding(withUnit(atLeaders(), 'A4', { status: 'demoralized' }), 'AL2', 3);
    const action: DevilAction = { kind: 'rest', unit: 'A4' };
    const r = run(s, action, [4]);
    expect(r.about[0]?.detail?.[0]).toBe('Modifiers -1: Demoralized -1');
    expect(faceRows(r.about[0])[0]).toMatch(/^needs \d\+: Demoralized → /);
    agreesWithOdds(r.about[0], oddsOf(s, action));
  });

  it('Retire and Routed Through: the score that breaks contact, or stands fast', () => {
    const s = commanding(engaged(atLeaders(), 'A2', 'D1'), 'AL1', 2);
    const retire: DevilAction = { kind: 'move', unit: 'A2', mode: 'retire', terrain: {} };
    const r = run(s, retire, [6]);
    // Smaland Reiters "break contact"; Yellow Brigade "stands fast".
    expect(faceRows(r.about[0])[0]).toMatch(/^needs \d\+: break contact/);
    const routed: DevilAction = { kind: 'routed', unit: 'A1' };
    const u = run(atLeaders(), routed, [5]);
    expect(faceRows(u.about[0])[0]).toMatch(/^needs \d\+: stands fast \(/);
    agreesWithOdds(u.about[0], oddsOf(atLeaders(), routed));
  });

  it('Turn Sequence: the command die gives the activations of each band of faces ("on 6", "on 4-5": a table, not a target number), the initiative the chance to win', () => {
    const s = atLeaders();
    const command: DevilAction = { kind: 'command', leader: 'AL1' };
    const c = run(s, command, [4]);
    expect(c.about[0]?.detail).toEqual([
      'Added to the activations +1: Leader bonus +1',
      'on 6: 5 activations (1/6, 16.7%)',
      'on 4-5: 4 activations (1/3, 33.3%)',
      'on 2-3: 3 activations (1/3, 33.3%)',
      'on 1: 2 activations (1/6, 16.7%)',
    ]);
    agreesWithOdds(c.about[0], oddsOf(s, command));
    const i = run(battle(), { kind: 'initiative' }, [4, 2]);
    expect(i.about[0]?.detail).toEqual(['No modifiers', 'Imperialists then roll with no modifiers; the chances:', 'Swedes win the initiative (1/2, 50.0%)', 'Imperialists win the initiative (1/2, 50.0%)']);
    expect(i.about[1]?.detail).toEqual([
      'No modifiers',
      'Swedes rolled 4',
      'on 5-6: Imperialists win the initiative (1/3, 33.3%)',
      'on 4: a tie: both sides roll again (1/6, 16.7%)',
      'on 1-3: Swedes win the initiative (1/2, 50.0%)',
    ]);
  });

  it('Fire: the first die gives the odds; the second what each face gives against it, as the roll then does', () => {
    const s = commanding(atLeaders(), 'AL2', 3);
    const action: DevilAction = { kind: 'fire', units: ['A4'], target: 'D1', short: true, cover: 'none' };
    const odds = oddsOf(s, action);
    const first = run(s, action, [5, 1]);
    expect(first.about[0]?.detail?.slice(2)).toEqual(odds.outcomes.map((o) => `${o.label} (${o.fraction}, ${(o.probability * 100).toFixed(1)}%)`));
    // Each face of the target's die, typed by hand, gives what its row says.
    const rows = faceRows(first.about[1]);
    for (const row of rows) {
      const label = row.slice(row.indexOf(':') + 2, row.lastIndexOf(' ('));
      for (const face of facesOf(row)) {
        const res = run(s, action, [5, face]).results[0];
        expect(label === 'no effect' ? (res?.changes ?? []).length === 0 : res?.result.includes(label.replace(/^Old Tercio /, ''))).toBe(true);
      }
    }
  });

  it('Fire: the target\'s die names its faces "on 5-6", never "needs 5+", which would read as if the target wanted the loss', () => {
    const s = commanding(atLeaders(), 'AL2', 3);
    const action: DevilAction = { kind: 'fire', units: ['A4'], target: 'D1', short: true, cover: 'none' };
    const rows = faceRows(run(s, action, [5, 1]).about[1]);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((r) => r.startsWith('needs'))).toBe(false);
    expect(rows[0]).toMatch(/^on \d-6: /);
  });
  it('Melee: the second die of a melee gives the outcome of each face in the words of odds', () => {
    const s = commanding(engaged(atLeaders(), 'A2', 'D3'), 'AL1', 2);
    const action: DevilAction = { kind: 'melee', unit: 'A2', target: 'D3', charging: false };
    const labels = oddsOf(s, action).outcomes.map((o) => o.label);
    const r = run(s, action, [3, 3]);
    const rows = faceRows(r.about[1]);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(labels).toContain(row.slice(row.indexOf(':') + 2, row.lastIndexOf(' (')));
    expect(r.about[1]?.detail?.[1]).toMatch(/^Smaland Reiters rolled 3(?: [+-]\d+ = -?\d+)?$/);
  });
});


describe('Leaders and Command Control: a leader casualty rolled by hand', () => {
  it('says the total he falls on, then each face with its chance', () => {
    // Gustav Adolf (AL1) with the Smaland Reiters (A2), engaged with the Old Tercio (D1); they lose 1 level (1 against 6).
    const s = withLeader(commanding(engaged(atLeaders(), 'A2', 'D1'), 'AL1', 2), 'AL1', { attachedTo: 'A2' });
    const r = run(s, { kind: 'melee', unit: 'A2', target: 'D1', charging: false }, [1, 1, 3]);
    const leader = r.about[2];
    expect(leader?.stage).toBe('Leader casualty, Gustav Adolf');
    expect(leader?.detail?.[1]).toMatch(/^He falls on a total of \d+ or more$/);
    expect(faceRows(leader).map((row) => row.replace(/ \(.*$/, ''))).toEqual(expect.arrayContaining([expect.stringMatching(/: killed$/), expect.stringMatching(/: survives$/)]));
  });
});

describe('Using the Game App: the dice rolled by hand are recorded in the game master\'s words', () => {
  it('names what each die was for and whose it was, not "actor:" and "target:"; a journal with the older labels still replays', () => {
    const { core, journal, dir } = firstBattleCore(3);
    try {
      for (const line of ['initiative --rolls 4,3', 'first attacker', 'command AL2 --rolls 5']) expect(runLine(core, line).outcome.kind).not.toBe('refused');
      const fired = runLine(core, 'fire A1 at D1 --short --rolls 4,2');
      const text = fired.text;
      expect(text).toContain("(rolled by hand: 4 (Blue Brigade's fire); 2 (Ottenbach's Tercio under fire))");
      expect(text).not.toMatch(/actor: |target: /);
      closeCore(core);
      // A journal written before 0.6.0 labelled the dice "actor: …" and "target: …": only the values are replayed.
      const older = readFileSync(journal, 'utf8').replace('"label":"Blue Brigade\'s fire"', '"label":"actor: Blue Brigade"').replace('"label":"Ottenbach\'s Tercio under fire"', '"label":"target: Ottenbach\'s Tercio"');
      expect(older).toContain('"label":"actor: Blue Brigade"');
      writeFileSync(journal, rechained(older));
      const rebuilt = rebuildJournal(journal, 'battle.tyw.jsonl');
      expect(rebuilt.session.state).toBeDefined();
    } finally {
      closeCore(core);
      void dir;
    }
  });
});
