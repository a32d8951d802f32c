/**
 * Findings of a new game master's play of the sample battles, each tested against the section
 * of seed 000 it rests on: `odds` refuses what the action refuses, and the refusals and results
 * say what to do next in plain words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import { rebuildJournal } from '../../../src/io/rebuild.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { devilGuide } from '../../../src/rulesets/devil/present/guide.js';
import { leadersView } from '../../../src/rulesets/devil/present/leaders.js';
import type { DevilAction } from '../../../src/rulesets/devil/actions.js';
import { applyEvents, type DevilEvent } from '../../../src/rulesets/devil/events.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { parseDevilCommand } from '../../../src/rulesets/devil/parse.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { atLeaders, battle, commanding, engaged, play, refuse, withLeader, withUnit } from './turn-fixtures.js';

/** A typed command as the engine's request. */
const action = (state: DevilState, line: string): DevilAction => {
  const a = parseDevilCommand(state, line);
  if (!a.ok) throw new Error(a.error);
  return a.value as DevilAction;
};

describe('Actions, Rest/Regroup (Ongoing Combats): in an ongoing combat only with the activating leader attached', () => {
  // Smaland Reiters (A2) are engaged with Old Tercio (D1); Gustav Adolf (AL1) holds the initiative.
  const s = commanding(engaged(atLeaders(), 'A2', 'D1'), 'AL1', 2);
  it('odds of a Regroup without a leader are refused as the Regroup is, and given with one', () => {
    expect(refuse(s, { kind: 'rest', unit: 'A2' })).toMatch(/may regroup only with the activating leader, Gustav Adolf \(AL1\), attached\. Once Gustav Adolf is with Smaland Reiters, "attach AL1 A2" records it\.$/);
    const odds = previewDevil(s, { kind: 'rest', unit: 'A2' });
    expect(odds.ok ? 'accepted' : odds.error).toBe('Smaland Reiters are in an ongoing combat: they may regroup only with the activating leader, Gustav Adolf (AL1), attached (--leader gives the odds as if one were). Once Gustav Adolf is with Smaland Reiters, "attach AL1 A2" records it.');
    expect(previewDevil(s, { kind: 'rest', unit: 'A2', leaderWithActor: true }).ok).toBe(true);
    expect(previewDevil(withLeader(s, 'AL1', { attachedTo: 'A2' }), { kind: 'rest', unit: 'A2' }).ok).toBe(true);
  });
});

describe('Melee: a Melee action needs the units in contact', () => {
  it('a melee at an enemy not recorded in contact says how to record the contact', () => {
    const s = commanding(atLeaders(), 'AL1', 2);
    expect(refuse(s, { kind: 'melee', unit: 'A2', target: 'D1', charging: false })).toBe(
      'Smaland Reiters are not in contact with Old Tercio: a charge makes contact, or record one already made with engage A2 D1.',
    );
  });
});

describe('Melee: a unit contacted on its rear, not its front, may turn to face that enemy', () => {
  it('the melee names the face contacted and says what the unit may do', () => {
    // Smaland Reiters (A2) on the rear of Pappenheim Cuirassiers (D3); the Swedes hold the initiative.
    const s = commanding(engaged(atLeaders(), 'A2', 'D3', 'rear'), 'AL1', 2);
    const r = executeDevil(s, { kind: 'melee', unit: 'A2', target: 'D3', charging: false }, handDice([4, 4]));
    if (!r.ok) throw new Error(r.error);
    const melee = r.value.results.find((x) => x.action === 'melee');
    expect(melee?.result).toContain('Pappenheim Cuirassiers are contacted on their rear but not on their front: they may now turn to face that enemy (once per turn).');
  });
});

describe('Combat Effects and Rallying: the looters of a camp are named as a list', () => {
  it('three looters read "A, B and C"; a plural unit cannot sack "their" own camp', () => {
    const s = { ...withUnit(battle(), 'A3', { status: 'disordered' }), step: 'morale' as const, toAct: null };
    const r = play(s, { kind: 'sack', side: 1, by: ['A1', 'A2', 'A3'] });
    expect(r.results[0]?.result).toMatch(/^The camp of the Imperialists is sacked by Yellow Brigade, Smaland Reiters and Finnish Hackapells; /);
    expect(refuse(s, { kind: 'sack', side: 0, by: ['A2'] })).toBe('Smaland Reiters cannot sack their own camp.');
  });
});

describe('Melee: a unit cannot fight itself, in words that agree with its name', () => {
  it('plural names read "themselves"', () => {
    const odds = previewDevil(atLeaders(), { kind: 'melee', unit: 'A2', target: 'A2', charging: false });
    expect(odds.ok ? 'accepted' : odds.error).toBe('Smaland Reiters cannot fight themselves.');
    // The Melee itself says the same, not "not in contact with Smaland Reiters".
    expect(refuse(commanding(atLeaders(), 'AL1', 2), { kind: 'melee', unit: 'A2', target: 'A2', charging: false })).toBe('Smaland Reiters cannot fight themselves.');
  });
});

describe('Melee: odds of a Melee need the units in contact, as the Melee does', () => {
  it('odds melee at an enemy not in contact are refused in the words of the Melee; odds charge answer', () => {
    const s = commanding(atLeaders(), 'AL1', 2);
    const want = 'Smaland Reiters are not in contact with Old Tercio: a charge makes contact, or record one already made with engage A2 D1.';
    expect(refuse(s, { kind: 'melee', unit: 'A2', target: 'D1', charging: false })).toBe(want);
    const odds = previewDevil(s, { kind: 'melee', unit: 'A2', target: 'D1', charging: false });
    expect(odds.ok ? 'answered' : odds.error).toBe(want);
    expect(previewDevil(s, action(s, 'charge A2 at D1')).ok).toBe(true);
    expect(previewDevil(engaged(s, 'A2', 'D1'), { kind: 'melee', unit: 'A2', target: 'D1', charging: false }).ok).toBe(true);
  });
});

describe('Turn Sequence: one action a unit a turn, so odds refuse a unit that has already acted', () => {
  // Gustav Adolf (AL1) holds the initiative; Smaland Reiters (A2) are engaged with Old Tercio (D1).
  const s = commanding(engaged(atLeaders(), 'A2', 'D1'), 'AL1', 2);
  const oddsOf = (state: DevilState, line: string): string => {
    const p = previewDevil(state, action(state, line));
    return p.ok ? 'answered' : p.error;
  };
  const commandOf = (state: DevilState, line: string): string => {
    const r = executeDevil(state, action(state, line), handDice([3, 3, 3, 3, 3, 3]));
    return r.ok ? 'done' : r.error;
  };
  it('odds melee after the unit fought are refused as the melee is, in its words', () => {
    expect(oddsOf(s, 'melee A2')).toBe('answered');
    const r = executeDevil(s, action(s, 'melee A2'), handDice([6, 1]));
    if (!r.ok) throw new Error(r.error);
    const fought = applyEvents(s, r.value.events as readonly DevilEvent[]);
    for (const line of ['melee A2', 'melee A2 at D1']) {
      expect(commandOf(fought, line)).toBe('Smaland Reiters have already acted this turn: they fought in a melee, and every unit involved in a melee has acted.');
      expect(oddsOf(fought, line)).toBe('Smaland Reiters have already acted this turn: they fought in a melee, and every unit involved in a melee has acted.');
    }
  });
  it('every unit action of an acted unit is refused by odds with the same words as the action', () => {
    const spent = withUnit(s, 'A4', { acted: true });
    for (const line of ['fire A4 at D3', 'fire A1,A4 at D3', 'advfire A4 at D3', 'charge A4 at D3', 'rest A4', 'advance A4', 'retire A4']) {
      expect(oddsOf(s, line)).toBe('answered');
      expect(commandOf(spent, line)).toBe('Commanded Shot has already acted this turn.');
      expect(oddsOf(spent, line)).toBe('Commanded Shot has already acted this turn.');
    }
  });
  it('a unit in an ongoing combat is told by odds what the action tells it ("Actions")', () => {
    expect(oddsOf(s, 'fire A2 at D1')).toBe(commandOf(s, 'fire A2 at D1'));
    expect(oddsOf(s, 'fire A2 at D1')).toMatch(/^Smaland Reiters are in a melee and cannot fire: they may only fight their melee, retire, or regroup with the activating leader attached\.$/);
  });
  it('Turn Sequence 5: cuirassiers in a melee asked to fire in the end-of-turn fire are told only that they cannot, by the action and its odds alike', () => {
    // D3 Pappenheim Cuirassiers engaged with A3 Finnish Hackapells.
    const end: DevilState = { ...engaged(battle(), 'A3', 'D3'), step: 'end-fire', activeLeader: null, toAct: null };
    expect(commandOf(end, 'fire D3 at A3')).toBe('Pappenheim Cuirassiers are in a melee and cannot fire.');
    expect(oddsOf(end, 'fire D3 at A3')).toBe('Pappenheim Cuirassiers are in a melee and cannot fire.');
  });
});

describe('Combat Effects and Rallying: a Demoralized unit that loses a level loses a base, and the result says so', () => {
  it('the bases show on both sides of the change when they change, and not otherwise', () => {
    // Old Tercio (D1, 6 bases) Demoralized; Yellow Brigade (A1) fires and wins by 1: one level, so one base.
    const s = withUnit(commanding(atLeaders(), 'AL1', 2), 'D1', { status: 'demoralized' });
    const r = executeDevil(s, action(s, 'fire A1 at D1'), handDice([6, 1]));
    if (!r.ok) throw new Error(r.error);
    const fire = r.value.results.find((x) => x.action === 'fire');
    expect(fire?.result).toMatch(/Old Tercio loses \d levels?: Demoralized, all 6 bases → Demoralized, \d of 6 bases\.$/);
    expect(fire?.changes[0]).toMatchObject({ unit: 'Old Tercio', from: 'Demoralized, all 6 bases' });
    // The journal's event keeps its words ("Demoralized → Demoralized 5/6 bases"): replays compare them.
    expect(r.value.events.map((e) => e.text).join(' ')).toMatch(/Old Tercio: Demoralized → Demoralized \d\/6 bases \(fire by Yellow Brigade\)\./);
  });
  it('a unit that lost bases earlier and only changes status reads as a status change', () => {
    const s = withUnit(commanding(atLeaders(), 'AL1', 2), 'D1', { bases: 5 });
    const r = executeDevil(s, action(s, 'fire A1 at D1'), handDice([4, 1]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.find((x) => x.action === 'fire')?.result).toMatch(/Old Tercio loses 1 level: OK → Disordered\.$/);
  });
});

describe('Turn Sequence 7 and Combat Effects: a journal written with the older event words still replays', () => {
  it('replays, and the rebuilt results use the new words', () => {
    // Written before these words changed: a base lost by a Demoralized unit, in the leaders step and at
    // the end-of-turn fire, the camps reminder, a sack, and the army break.
    const file = join(import.meta.dirname, 'journals', 'older-event-wording.jsonl');
    const older = readFileSync(file, 'utf8');
    expect(older).toContain("Ottenbach's Tercio: Demoralized → Demoralized 5/6 bases (fire by Blue Brigade).");
    expect(older).toContain('give sack defender camp --by <units>.');
    const { session } = rebuildJournal(file, 'older-event-wording.jsonl');
    const said = session.entries.flatMap((e) => e.results.map((x) => x.result)).join('\n');
    expect(said).toContain("Ottenbach's Tercio loses 1 level: Demoralized, all 6 bases → Demoralized, 5 of 6 bases.");
    expect(said).toContain("End-of-turn fire takes effect: Ottenbach's Tercio: Demoralized, 5 of 6 bases → Demoralized, 4 of 6 bases.");
    expect(said).toContain('record the sack with sack defender camp --by <units>.');
    expect(said).not.toContain('give sack');
  });
});

describe('Charges: the guided charge asks the ground of the fight in words ("Movement": rough, very rough ground)', () => {
  it('offers "open ground", "rough ground", "very rough ground", and still types the flag', () => {
    // Gustav Adolf (AL1) holds the initiative; Smaland Reiters (A2) charge Old Tercio (D1).
    const s = commanding(atLeaders(), 'AL1', 2);
    const seen: GuideStep[] = [];
    let step: GuideStep | string | null = devilGuide(s);
    // The unit, its action, the target; then the first answer to each question, and very rough ground.
    const picks = [/^Smaland Reiters/, /^charge/, /^Old Tercio/];
    while (step !== null && typeof step !== 'string') {
      const cur: GuideStep = step;
      seen.push(cur);
      if (cur.kind === 'select') {
        const want = cur.message === 'Ground of the fight?' ? /very rough/ : picks.shift();
        const choice = (want && cur.choices.find((c) => want.test(c.name))) ?? cur.choices[0];
        step = cur.next(choice?.value ?? '');
      } else if (cur.kind === 'confirm') step = cur.next(cur.default);
      else if (cur.kind === 'checkbox') step = cur.next(cur.checked);
      else step = cur.next(cur.default);
    }
    const ground = seen.find((x) => x.message === 'Ground of the fight?');
    expect(ground?.kind === 'select' && ground.choices.map((c) => c.name)).toEqual(['open ground', 'rough ground', 'very rough ground']);
    expect(step).toMatch(/^charge A2 at D1 .*--ground very-rough/);
  });
});

describe('Charges: the guided charge says why open ground is not offered to dragoons', () => {
  it('"Ground of the fight?" names the dragoons\' rule when only rough grounds are left', () => {
    // Pappenheim (DL2) holds the initiative; Imperial Dragoons (D5) charge Smaland Reiters (A2).
    const s = commanding({ ...battle(), step: 'leaders' }, 'DL2', 2);
    const picks = [/^Imperial Dragoons/, /^charge/, /^Smaland Reiters/];
    let step: GuideStep | string | null = devilGuide(s);
    let ground: GuideStep | undefined;
    while (step !== null && typeof step !== 'string') {
      const cur: GuideStep = step;
      if (cur.kind === 'select' && cur.message.startsWith('Ground of the fight?')) ground = cur;
      if (cur.kind === 'select') {
        const want = picks.shift();
        const choice = (want && cur.choices.find((c) => want.test(c.name))) ?? cur.choices[0];
        step = cur.next(choice?.value ?? '');
      } else if (cur.kind === 'confirm') step = cur.next(cur.default);
      else if (cur.kind === 'checkbox') step = cur.next(cur.checked);
      else step = cur.next(cur.default);
    }
    expect(ground?.kind === 'select' && ground.choices.map((c) => c.name)).toEqual(['rough ground', 'very rough ground']);
    expect(ground?.message).toBe('Ground of the fight? (not open ground: Imperial Dragoons may not charge in the open except against dragoons, forlorn hopes or artillery)');
  });
});

describe('Actions, Rest/Regroup and Routed Through: the words of a test agree with a plural name', () => {
  it('a failed Regroup reads "fail to regroup … and stay Disordered", and its odds "fail: stay Disordered"', () => {
    // Smaland Reiters (A2), Disordered, not in combat; Gustav Adolf (AL1) holds the initiative.
    const s = withUnit(commanding(atLeaders(), 'AL1', 2), 'A2', { status: 'disordered' });
    const r = executeDevil(s, action(s, 'rest A2'), handDice([1]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results[0]?.result).toMatch(/^Smaland Reiters fail to regroup \(.*\) and stay Disordered\.$/);
    const odds = previewDevil(s, action(s, 'rest A2'));
    expect(odds.ok && odds.value.odds?.outcomes.map((o) => o.label)).toContain('fail: stay Disordered');
    const routed = previewDevil(s, action(s, 'routed A2'));
    expect(routed.ok && routed.value.odds?.outcomes.map((o) => o.label).at(-1)).toBe('stand fast');
  });
});

describe('Leaders and Command Control: a leader caught up in the struggle is told so, in the result and in leaders', () => {
  it('the melee says it costs him an activation, and leaders shows it before his initiative', () => {
    // Wallenstein (DL1) with Old Tercio (D1), engaged with Smaland Reiters (A2); Gustav Adolf (AL1) holds the initiative.
    const s = withLeader(commanding(engaged(atLeaders(), 'A2', 'D1'), 'AL1', 2), 'DL1', { attachedTo: 'D1' });
    const r = executeDevil(s, action(s, 'melee A2'), handDice([4, 4, 6, 6]));
    if (!r.ok) throw new Error(r.error);
    const melee = r.value.results.find((x) => x.action === 'melee')?.result ?? '';
    expect(melee).toContain('Wallenstein is caught up in the struggle: it costs him one activation.');
    const after = applyEvents(s, r.value.events as readonly DevilEvent[]);
    const row = leadersView(after).blocks.flatMap((b) => (b.type === 'table' ? b.rows : [])).find((x) => x[0] === 'DL1');
    expect(row?.[4]).toBe('−1 activation (melee)');
  });
});

describe('Units, Troop Types, and Base Sizes: a unit destroyed by losing half its bases says why', () => {
  it('a Demoralized tercio with 4 of 6 bases that loses levels reads "Destroyed (4 of 6 bases lost: half or more)", the bases lost, not those left', () => {
    const s = withUnit(commanding(atLeaders(), 'AL1', 2), 'D1', { status: 'demoralized', bases: 4 });
    const r = executeDevil(s, action(s, 'fire A1 at D1'), handDice([5, 1]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results.find((x) => x.action === 'fire')?.result).toMatch(/Old Tercio loses 2 levels: Demoralized, 4 of 6 bases → Destroyed \(4 of 6 bases lost: half or more, "Combat Effects and Rallying"\)\.$/);
    // A correction says the same.
    const set = executeDevil(s, { kind: 'set-bases', unit: 'D1', bases: 3 } as DevilAction, handDice([]));
    expect(set.ok && set.value.results[0]?.result).toBe('Old Tercio: Demoralized, 4 of 6 bases → Destroyed (3 of 6 bases lost: half or more, "Combat Effects and Rallying").');
  });
});

describe('Formations: odds of an impetuous unit are refused as its action is, unless the charge is waived', () => {
  it('Croats (impetuous) asked to fire or rest: refused in the words of the action; --no-enemy-in-range answers; the end-of-turn fire is not held to it', () => {
    // Pappenheim (DL2) holds the initiative; Croats (D4) are impetuous and deployed.
    const s = commanding(atLeaders(), 'DL2', 2);
    for (const line of ['fire D4 at A1', 'rest D4', 'advance D4']) {
      const refused = executeDevil(s, action(s, line), handDice([3, 3]));
      const odds = previewDevil(s, action(s, line));
      expect(refused.ok ? 'done' : refused.error).toMatch(/^Croats \(impetuous, deployed\) must charge/);
      expect(odds.ok ? 'answered' : odds.error).toBe(refused.ok ? 'done' : refused.error);
      expect(previewDevil(s, action(s, `${line} --no-enemy-in-range`)).ok).toBe(true);
    }
    expect(previewDevil(s, action(s, 'charge D4 at A5')).ok).toBe(true);
    expect(previewDevil({ ...s, step: 'end-fire', activeLeader: null }, action(s, 'fire D4 at A1')).ok).toBe(true);
  });
});
