/**
 * Seed 000, "Using the Game App": players may roll their own dice, and then they need each
 * side's modifiers. Every die the rule set asks for says what it is for (`RollContext`):
 * the stage, the side, its itemised modifiers and their net, so the REPL can show the right
 * modifiers at the moment each die is rolled, die by die through a whole charge. And every
 * `Resolution.action` is a lower-case kebab id for `--json`.
 */
import { describe, expect, it } from 'vitest';
import { type DiceSource, HandDiceError, handDice, type RollContext } from '../../../src/dice/dice.js';
import type { Resolution } from '../../../src/engine/ruleset.js';
import type { DevilAction } from '../../../src/rulesets/devil/actions.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { atLeaders, battle, commanding, engaged, withLeader, withUnit } from './turn-fixtures.js';

interface Asked {
  readonly label: string;
  readonly about: RollContext | undefined;
}

/** Hand dice that also keep what each die was asked for. */
function asking(values: readonly number[]): DiceSource & { asked: Asked[] } {
  const hand = handDice(values);
  const asked: Asked[] = [];
  return {
    asked,
    roll(sides, label, about) {
      asked.push({ label, about });
      return hand.roll(sides, label, about);
    },
  };
}

function play(state: DevilState, action: DevilAction, values: readonly number[]): { asked: Asked[]; results: readonly Resolution[] } {
  const dice = asking(values);
  const r = executeDevil(state, action, dice);
  if (!r.ok) throw new Error(r.error);
  return { asked: dice.asked, results: r.value.results };
}

const stages = (asked: readonly Asked[]) => asked.map((a) => [a.about?.stage, a.about?.side, a.about?.net]);
const netOf = (about: RollContext | undefined) => (about ? about.modifiers.reduce((n, m) => n + m.value, 0) : NaN);

describe('Using the Game App: every die says its stage, side and modifiers', () => {
  it('Turn Sequence: the initiative and the command roll', () => {
    const i = play(battle(), { kind: 'initiative' }, [5, 2]);
    expect(stages(i.asked)).toEqual([
      ['Initiative, Swedes', 'Swedes', 0],
      ['Initiative, Imperialists', 'Imperialists', 0],
    ]);
    const s = atLeaders();
    const c = play(s, { kind: 'command', leader: 'AL1' }, [4]);
    expect(c.asked[0]?.about).toMatchObject({ stage: 'Command, Gustav Adolf', side: 'Gustav Adolf', modifiers: [{ label: 'Leader bonus', value: 1 }], net: 1 });
  });

  it('Rest/Regroup, Retire and Routed Through', () => {
    const s = commanding(withUnit(atLeaders(), 'A4', { status: 'demoralized' }), 'AL2', 3);
    const r = play(s, { kind: 'rest', unit: 'A4' }, [4]);
    expect(r.asked[0]?.about).toMatchObject({ stage: 'Regroup, Commanded Shot', side: 'Commanded Shot', modifiers: [{ label: 'Demoralized', value: -1 }], net: -1 });
    const t = play(commanding(engaged(atLeaders(), 'A2', 'D1'), 'AL1', 2), { kind: 'move', unit: 'A2', mode: 'retire', terrain: {} }, [1, 3, 3]);
    // The retire fails (1 + 1 < 4): the melee follows at once, its dice saying so.
    expect(stages(t.asked)).toEqual([
      ['Retire, Smaland Reiters', 'Smaland Reiters', 1],
      ['Melee, Smaland Reiters', 'Smaland Reiters', t.results[1]?.actorModifier],
      ['Melee, Old Tercio', 'Old Tercio', t.results[1]?.targetModifier],
    ]);
    const u = play(atLeaders(), { kind: 'routed', unit: 'A1' }, [5]);
    expect(u.asked[0]?.about).toMatchObject({ stage: 'Routed Through, Yellow Brigade', side: 'Yellow Brigade', modifiers: [{ label: 'Veteran', value: 1 }], net: 1 });
  });

  it('Fire and Advancing Fire', () => {
    const s = commanding(atLeaders(), 'AL2', 3);
    const f = play(s, { kind: 'fire', units: ['A4'], target: 'D5', short: true, cover: 'none' }, [4, 2]);
    expect(stages(f.asked)).toEqual([
      ['Fire, Commanded Shot', 'Commanded Shot', f.results[0]?.actorModifier],
      ['Imperial Dragoons under fire', 'Imperial Dragoons', f.results[0]?.targetModifier],
    ]);
    expect(f.results[0]?.action).toBe('fire');
    const a = play(s, { kind: 'advfire', unit: 'A4', target: 'D5', short: true, cover: 'none' }, [4, 2]);
    expect(a.asked.map((x) => x.about?.stage)).toEqual(['Advancing fire, Commanded Shot', 'Imperial Dragoons under advancing fire']);
    expect(a.results[0]?.action).toBe('advancing-fire');
  });

  it('Charges: defensive fire, pistols at contact, the melee and the leader casualty roll, die by die', () => {
    // Pappenheim's cuirassiers (D3), with Pappenheim himself, charge the Smaland Reiters' front.
    let s = commanding({ ...battle(), step: 'leaders' }, 'DL2', 2);
    s = withLeader(s, 'DL2', { attachedTo: 'D3' });
    s = withUnit(s, 'A2', { status: 'ok' });
    // Defensive fire (reiters' pistols) 3 v 3, pistols at contact 3 v 3, melee 1 v 6 (the cuirassiers lose), leader 2.
    const r = play(s, { kind: 'charge', unit: 'D3', target: 'A2', aspect: 'front', ground: 'open', crossedArc: true, evade: false }, [3, 3, 3, 3, 1, 6, 2]);
    expect(r.results.map((x) => x.action)).toEqual(['charge', 'defensive-fire', 'contact-fire', 'melee']);
    expect(r.asked.map((a) => [a.about?.stage, a.about?.side])).toEqual([
      ['Defensive fire, Smaland Reiters', 'Smaland Reiters'],
      ['Pappenheim Cuirassiers under defensive fire', 'Pappenheim Cuirassiers'],
      ['Pistols at contact, Pappenheim Cuirassiers', 'Pappenheim Cuirassiers'],
      ['Smaland Reiters under pistol fire at contact', 'Smaland Reiters'],
      ['Melee (charging), Pappenheim Cuirassiers', 'Pappenheim Cuirassiers'],
      ['Melee (charging), Smaland Reiters', 'Smaland Reiters'],
      ['Leader casualty, Pappenheim', 'Pappenheim'],
    ]);
    // Each die carries exactly the modifiers the result itemises, and their net.
    const [df, cf, melee] = [r.results[1], r.results[2], r.results[3]];
    const pairs: [RollContext | undefined, number | undefined][] = [
      [r.asked[0]?.about, df?.actorModifier],
      [r.asked[1]?.about, df?.targetModifier],
      [r.asked[2]?.about, cf?.actorModifier],
      [r.asked[3]?.about, cf?.targetModifier],
      [r.asked[4]?.about, melee?.actorModifier],
      [r.asked[5]?.about, melee?.targetModifier],
    ];
    for (const [about, net] of pairs) {
      expect(about?.net).toBe(net);
      expect(netOf(about)).toBe(net);
    }
    expect(r.asked[4]?.about?.modifiers).toEqual(melee?.modifiers?.actor.map((m) => ({ label: m.label, value: m.value })));
    expect(r.asked[6]?.about?.modifiers.map((m) => m.value)).toEqual([r.asked[6]?.about?.net]);
    expect(r.asked[6]?.about?.modifiers[0]?.label).toMatch(/^Pappenheim Cuirassiers lost \d levels?$/);
  });

  it('a missing hand-rolled die names its stage, side and modifiers, so a prompt can ask for it', () => {
    const s = commanding(atLeaders(), 'AL2', 3);
    const r = (() => {
      try {
        return executeDevil(s, { kind: 'fire', units: ['A4'], target: 'D5', short: true, cover: 'none' }, handDice([4]));
      } catch (e) {
        return e;
      }
    })();
    expect(r).toBeInstanceOf(HandDiceError);
    expect((r as HandDiceError).missing?.about).toMatchObject({ stage: 'Imperial Dragoons under fire', side: 'Imperial Dragoons' });
  });
});
