/**
 * When things may happen (seed 000): impetuous units must charge when activated
 * ("Formations"), camps fall only at step 7 ("Turn Sequence"), a contacted flank is faced only
 * after a melee ("Melee"), a leader stays with a unit in combat and a fallen leader's command
 * passes to a survivor, said in a sentence ("Leaders and Command Control").
 */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { DevilAction } from '../../../src/rulesets/devil/actions.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { parseDevilAction } from '../../../src/rulesets/devil/parse.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { devilPresentation } from '../../../src/rulesets/devil/presentation.js';
import { chargeQuestions } from '../../../src/rulesets/devil/present/guide-charge.js';
import { targetsFor } from '../../../src/rulesets/devil/present/guide-targets.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { atLeaders, battle, commanding, engaged, play, refuse, unitOf, withLeader, withUnit } from './turn-fixtures.js';

function parsed(state: DevilState, line: string): DevilAction {
  const p = parseDevilAction(state, line);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

/** The whole engine, combat tables included, with these dice; it must accept the action. */
function act(state: DevilState, action: DevilAction, rolls: readonly number[] = []) {
  const r = executeDevil(state, action, handDice(rolls));
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  return r.value;
}

describe('Formations: impetuous units must charge when activated', () => {
  // Pappenheim (DL2) commands D3 Pappenheim Cuirassiers, D4 Croats (impetuous) and D5 Imperial Dragoons.
  const s = commanding(atLeaders(), 'DL2', 3);
  const advance: DevilAction = { kind: 'move', unit: 'D4', mode: 'advance', terrain: {} };
  const refusal =
    'Croats (impetuous, deployed) must charge the nearest formed enemy within charge range when activated ("Formations"). If no eligible enemy is within charge range, give the same command with --no-enemy-in-range.';
  it('any other action is refused, and the refusal names the fix', () => {
    expect(refuse(s, advance)).toBe(refusal);
    expect(refuse(s, { kind: 'move', unit: 'D4', mode: 'march', terrain: {} })).toBe(refusal);
    expect(refuse(s, { kind: 'rest', unit: 'D4' })).toBe(refusal);
    expect(refuse(s, { kind: 'fire', units: ['D4'], target: 'A1', short: true, cover: 'none' })).toBe(refusal);
    expect(refuse(s, { kind: 'fire', units: ['D5', 'D4'], target: 'A1', short: true, cover: 'none' })).toBe(refusal);
  });
  it('with --no-enemy-in-range the game master says no eligible enemy is in range, and the action goes ahead', () => {
    const r = play(s, { ...advance, noEnemyInRange: true });
    expect(unitOf(r.state, 'D4').acted).toBe(true);
    const p = parseDevilAction(s, 'advance D4 --no-enemy-in-range');
    expect(p.ok && p.value).toEqual({ ...advance, noEnemyInRange: true });
  });
  it('a charge needs no flag', () => {
    const r = act(s, { kind: 'charge', unit: 'D4', target: 'A5', aspect: 'front', ground: 'open', crossedArc: false, evade: false }, [3, 3]);
    expect(r.results.map((x) => x.action)).toEqual(['charge', 'melee']);
  });
  it('the guided menus ask whether an enemy is in range: yes leads to the charge, no adds --no-enemy-in-range', () => {
    const first = devilPresentation.guide(s);
    if (first?.kind !== 'select') throw new Error('no menu');
    const unit = first.next(first.choices.find((c) => c.value === 'unit:D4')?.value ?? '');
    if (unit === null || typeof unit === 'string' || unit.kind !== 'select') throw new Error('no unit menu');
    const asked = unit.next(unit.choices.find((c) => /^advance/.test(c.name))?.value ?? '');
    if (asked === null || typeof asked === 'string' || asked.kind !== 'confirm') throw new Error('no question');
    expect(asked.message).toBe('Is an eligible formed enemy within charge range of Croats? (impetuous: they must then charge it)');
    const charge = asked.next(true);
    expect(charge !== null && typeof charge !== 'string' && charge.message).toBe('Croats charge whom?');
    let step = asked.next(false);
    while (step !== null && typeof step !== 'string') {
      const cur = step;
      step = cur.kind === 'select' ? cur.next(cur.default ?? cur.choices[0]?.value ?? '') : cur.kind === 'confirm' ? cur.next(cur.default) : cur.kind === 'number' ? cur.next(cur.default) : cur.next(cur.checked);
    }
    expect(step).toMatch(/^advance D4.* --no-enemy-in-range$/);
    expect(play(s, parsed(s, step ?? '')).state.step).toBe('leaders');
  });

  it('only a deployed impetuous unit: in march column, or not impetuous, it may do as it is told', () => {
    expect(play(withUnit(s, 'D4', { formation: 'march' }), { kind: 'move', unit: 'D4', mode: 'march', terrain: {} }).state.step).toBe('leaders');
    expect(play(withUnit(s, 'D4', { impetuous: false }), advance).state.step).toBe('leaders');
    expect(play(s, { kind: 'move', unit: 'D3', mode: 'advance', terrain: {} }).state.step).toBe('leaders');
  });
});

describe('Formations: an impetuous unit must charge the nearest formed enemy, not a swarm', () => {
  // A4 made a forlorn hope: a swarm, not formed. A5 Regimental Guns are formed.
  const swarm = withUnit(commanding(atLeaders(), 'DL2', 3), 'A4', { type: 'forlorn-hope', bases: 1, startBases: 1, name: 'Forlorn Hope' });
  const charge: DevilAction = { kind: 'charge', unit: 'D4', target: 'A4', aspect: 'front', ground: 'open', crossedArc: false, evade: false };
  const must = 'Croats (impetuous, deployed) must charge the nearest formed enemy ("Formations"), and Forlorn Hope is not formed (forlorn hopes and dragoons fight as a loose swarm).';
  it('in the leaders step a charge at a swarm needs --no-enemy-in-range, as any other action does', () => {
    expect(refuse(swarm, charge)).toBe(`${must} If no formed enemy is within charge range, give the same command with --no-enemy-in-range.`);
    const r = act(swarm, { ...charge, noEnemyInRange: true }, [3, 3]);
    expect(r.results.map((x) => x.action)).toEqual(['charge', 'melee']);
    const p = parseDevilAction(swarm, 'charge D4 at A4 --no-crossed-arc --no-evade --no-enemy-in-range');
    expect(p.ok && p.value).toEqual({ ...charge, noEnemyInRange: true });
  });
  it('odds charge refuses it in the same words', () => {
    const o = previewDevil(swarm, charge);
    expect(o.ok ? null : o.error).toBe(`${must} If no formed enemy is within charge range, give the same command with --no-enemy-in-range.`);
    expect(previewDevil(swarm, { ...charge, noEnemyInRange: true }).ok).toBe(true);
  });
  it('a formed enemy (guns included) and a unit that is not impetuous need no flag', () => {
    expect(act(swarm, { ...charge, target: 'A5' }, [3, 3]).results.map((x) => x.action)).toEqual(['charge', 'melee']);
    expect(act(withUnit(swarm, 'D4', { impetuous: false }), charge, [3, 3]).results.map((x) => x.action)).toEqual(['charge', 'melee']);
  });
  it('in step 6 the obligatory charge goes only at a formed enemy: with none in range, next records it', () => {
    const step6 = { ...swarm, step: 'impetuous' as const, activeLeader: null, toAct: 1 as const };
    const words = `${must} This step holds only obligatory charges: if no formed enemy is within charge range, they need not charge, and next records that.`;
    expect(refuse(step6, charge)).toBe(words);
    expect(refuse(step6, { ...charge, noEnemyInRange: true })).toBe(words);
    expect(act(step6, { ...charge, target: 'A5' }, [3, 3]).results.map((x) => x.action)).toEqual(['charge', 'melee']);
  });
  it('house rule charge.reading.impetuous-any-enemy 1: every enemy counts as formed, so no flag is needed', () => {
    const loose = withUnit(commanding(atLeaders(battle({ 'charge.reading.impetuous-any-enemy': 1 })), 'DL2', 3), 'A4', { type: 'forlorn-hope', bases: 1, startBases: 1, name: 'Forlorn Hope' });
    expect(act(loose, charge, [3, 3]).results.map((x) => x.action)).toEqual(['charge', 'melee']);
  });
  it('the guided charge at a swarm asks whether a formed enemy is in range: no adds --no-enemy-in-range', () => {
    const line = 'charge D4 at A4 --no-crossed-arc --no-evade';
    const asked = chargeQuestions(swarm, line, 'front', [], (flags) => `${line}${flags ? ` ${flags}` : ''}`);
    if (asked === null || typeof asked === 'string' || asked.kind !== 'confirm') throw new Error('no question');
    expect(asked.message).toBe('Is a formed enemy within charge range of Croats? (impetuous: they must charge the nearest formed enemy, not Forlorn Hope)');
    expect(asked.next(false)).toBe(`${line} --no-enemy-in-range`);
  });
  it('the guided menus offer a swarm to charge in the leaders step (the charge then asks), never in step 6', () => {
    expect(targetsFor(swarm, unitOf(swarm, 'D4'), 'charge').map((t) => t.id)).toContain('A4');
    const step6 = { ...swarm, step: 'impetuous' as const, activeLeader: null, toAct: 1 as const };
    const targets = targetsFor(step6, unitOf(step6, 'D4'), 'charge').map((t) => t.id);
    expect(targets).toContain('A5');
    expect(targets).not.toContain('A4');
  });
});

describe('Turn Sequence: a camp is sacked only at step 7', () => {
  const sack: DevilAction = { kind: 'sack', side: 1, by: ['A2'] };
  const early = 'A camp is sacked only at the end of the turn, in the camps and army morale step ("Turn Sequence" 7). Give next until the turn reaches that step, then sack.';
  it('is refused before the camps and army morale step, with --why too', () => {
    expect(refuse(battle(), sack)).toBe(early);
    expect(refuse(atLeaders(), sack)).toBe(early);
    expect(refuse(atLeaders(), { ...sack, why: 'seen on the camera' })).toBe(early);
    expect(refuse({ ...atLeaders(), step: 'end-fire', toAct: null }, sack)).toBe(early);
    expect(refuse({ ...atLeaders(), step: 'impetuous', toAct: null }, sack)).toBe(early);
  });
  it('is recorded in that step', () => {
    const r = play({ ...atLeaders(), step: 'morale', toAct: null }, sack);
    expect(r.state.sides[1].campSacked).toBe(true);
  });
  it('is refused once the battle is over', () => {
    expect(refuse({ ...atLeaders(), step: 'over', toAct: null }, sack)).toMatch(/^The battle is over/);
  });
});

describe('Melee: facing a contacted flank comes only after a melee', () => {
  // A2 Smaland Reiters on the flank of D3 Pappenheim Cuirassiers; Gustav Adolf (AL1) commands A2.
  const s = commanding(engaged(atLeaders(), 'A2', 'D3', 'flank'), 'AL1', 2);
  it('is refused while no melee has been fought this turn', () => {
    expect(refuse(s, { kind: 'face-flank', unit: 'D3' })).toBe('Pappenheim Cuirassiers may face a contacted flank only after a melee ("Melee"), and have not fought one this turn.');
  });
  it('is allowed after the melee, and the next turn needs a new melee', () => {
    const fought = act(s, { kind: 'melee', unit: 'A2', target: 'D3', charging: false, ground: 'open' }, [4, 4]);
    expect(unitOf(fought.state, 'D3').fought).toBe(true);
    const faced = play(fought.state, { kind: 'face-flank', unit: 'D3' });
    expect(faced.results[0]?.result).toBe('Pappenheim Cuirassiers turn to face Smaland Reiters on their flank.');
    const nextTurn = play({ ...fought.state, step: 'morale', toAct: null, activeLeader: null }, { kind: 'next' }).state;
    expect(unitOf(nextTurn, 'D3').fought).toBe(false);
  });
});

describe('Leaders and Command Control: a leader may not detach from a unit in combat', () => {
  it('detach is refused, not merely warned about', () => {
    const s = engaged(withLeader(atLeaders(), 'AL1', { attachedTo: 'A1' }), 'A1', 'D1');
    expect(refuse(s, { kind: 'detach', leader: 'AL1' })).toMatch(/^Gustav Adolf may not leave Yellow Brigade while it is in an ongoing combat/);
    expect(refuse(s, { kind: 'detach', leader: 'AL1' })).toMatch(/disengage A1\.$/);
  });
});

describe('Leaders and Command Control: command passes to a survivor, said in a sentence', () => {
  it('with one survivor the result says who now commands the fallen leader\'s units', () => {
    const r = play(battle(), { kind: 'leader-fate', leader: 'DL1', fate: 'captured' });
    expect(r.results.map((x) => x.result)).toEqual([
      'Wallenstein is captured.',
      "Pappenheim now commands Wallenstein's units. As heir to the army commander, Pappenheim may activate any unit of the army.",
    ]);
  });
  it('with the heir named, the same sentence', () => {
    const r = play(battle(), { kind: 'leader-fate', leader: 'AL2', fate: 'killed', heir: 'AL1' });
    expect(r.results.map((x) => x.result)).toEqual(["Wrangel is killed. Gustav Adolf now commands Wrangel's units."]);
  });
  it('a leader who falls in a melee: his command passes, and the result says so', () => {
    // Wallenstein with Old Tercio (D1); Yellow Brigade (A1) wins the melee by a wide margin and his leader roll is a 6.
    const s = commanding(engaged(withLeader(atLeaders(), 'DL1', { attachedTo: 'D1' }), 'A1', 'D1'), 'AL1', 2);
    const r = act(s, { kind: 'melee', unit: 'A1', target: 'D1', charging: false, ground: 'open' }, [6, 1, 6]);
    const texts = r.results.map((x) => x.result);
    expect(texts.some((t) => /Wallenstein is killed/.test(t))).toBe(true);
    expect(texts).toContain("Pappenheim now commands Wallenstein's units. As heir to the army commander, Pappenheim may activate any unit of the army.");
  });
});
