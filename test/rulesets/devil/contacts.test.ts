/**
 * The face of each contact, and the rules that read it (seed 000, "Melee": taken in
 * flank/rear, facing a contacted flank; "Ongoing Combats"; "Leaders and Command Control").
 * Also the wording of results the game master reads aloud.
 */
import { describe, expect, it } from 'vitest';
import { handDice } from '../../../src/dice/dice.js';
import type { ChargeRequest, MeleeRequest } from '../../../src/rulesets/devil/actions.js';
import { resolveCharge } from '../../../src/rulesets/devil/charge.js';
import { applyEvents } from '../../../src/rulesets/devil/events.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { meleeModifiers } from '../../../src/rulesets/devil/melee.js';
import { resolveMelee } from '../../../src/rulesets/devil/melee-resolve.js';
import { planFire } from '../../../src/rulesets/devil/fire.js';
import { pendingImpetuous } from '../../../src/rulesets/devil/turn-end.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { devilRules } from '../../../src/rulesets/devil/index.js';
import { runCommand, type Session, startSession } from '../../../src/engine/session.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { dice, makeState } from './fixtures.js';
import { atLeaders, battle, battleScenario, commanding, engaged, play, refuse, unitOf, withLeader } from './turn-fixtures.js';

const melee = (extra: Partial<MeleeRequest> = {}): MeleeRequest => ({ kind: 'melee', unit: 'A1', target: 'D1', charging: false, ground: 'open', ...extra });
const charge = (extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: false, evade: false, ...extra });
const labels = (s: DevilState, req: MeleeRequest) => {
  const r = meleeModifiers(s, req);
  if (!r.ok) throw new Error(r.error);
  return { actor: r.value.actor.map((m) => m.label), target: r.value.target.map((m) => m.label) };
};
const flankLabel = (xs: readonly string[]) => xs.some((l) => /flank/i.test(l));
/** The units have fought a melee this turn ("Melee": only then may they face a contacted flank). */
const fought = (s: DevilState, ...units: string[]) => applyEvents(s, [{ type: 'melee-fought', units, text: '' }]);

describe('Melee: the face of each contact is recorded', () => {
  it('a charge into the flank records the flank on the target and the front on the charger, and replays the same', () => {
    const s = makeState({ attacker: [{ type: 'cuirassier', bases: 2 }], defender: [{ type: 'dutch-battalion', bases: 3 }] });
    const d = dice(1, 6, 6, 1);
    const r = resolveCharge(s, charge({ aspect: 'flank' }), d);
    if (!r.ok) throw new Error(r.error);
    const engagedEvent = r.value.events.find((e) => e.type === 'engaged');
    expect(engagedEvent).toMatchObject({ a: 'A1', b: 'D1', faceA: 'front', faceB: 'flank' });
    const after = applyEvents(s, r.value.events);
    expect(unitOf(after, 'D1').contacts).toEqual({ A1: 'flank' });
    expect(unitOf(after, 'A1').contacts).toEqual({ D1: 'front' });
    expect(applyEvents(s, r.value.events)).toEqual(after);
  });
  it('engage --flank and --rear record the face; without a flag the front; disengaging forgets it', () => {
    const s = atLeaders();
    const flank = play(s, { kind: 'engage', a: 'A2', b: 'D1', face: 'flank' });
    expect(flank.results[0]?.result).toBe('Smaland Reiters and Old Tercio are in contact, Smaland Reiters on the flank of Old Tercio.');
    expect(unitOf(flank.state, 'D1').contacts).toEqual({ A2: 'flank' });
    const front = play(s, { kind: 'engage', a: 'A2', b: 'D1' });
    expect(unitOf(front.state, 'D1').contacts).toEqual({ A2: 'front' });
    const gone = play(flank.state, { kind: 'disengage', a: 'A2' });
    expect(unitOf(gone.state, 'D1').contacts).toEqual({});
  });
});

describe('Melee: a unit contacted only on a flank may face it', () => {
  it('is refused for a unit contacted on its front, even if also on a flank', () => {
    const front = engaged(atLeaders(), 'A4', 'D3');
    expect(refuse(front, { kind: 'face-flank', unit: 'D3' })).toBe(
      'Pappenheim Cuirassiers are contacted on their front (by Commanded Shot): only a unit contacted on a flank but not on its front may face the flank.',
    );
    const both = engaged(engaged(atLeaders(), 'A4', 'D3'), 'A2', 'D3', 'flank');
    expect(refuse(both, { kind: 'face-flank', unit: 'D3' })).toMatch(/contacted on their front/);
  });
  it('with enemies on a flank and the rear, faces the flank unless toward names the other, and says so', () => {
    const s = fought(engaged(engaged(atLeaders(), 'A2', 'D3', 'flank'), 'A4', 'D3', 'rear'), 'D3');
    const first = play(s, { kind: 'face-flank', unit: 'D3' });
    expect(first.results[0]?.result).toBe(
      'Pappenheim Cuirassiers turn to face Smaland Reiters on their flank (also in contact: Commanded Shot on their rear; face D3 toward <enemy> faces another).',
    );
    expect(unitOf(first.state, 'D3').contacts).toEqual({ A2: 'front', A4: 'rear' });
    const rear = play(s, { kind: 'face-flank', unit: 'D3', enemy: 'A4' });
    expect(rear.results[0]?.result).toBe('Pappenheim Cuirassiers turn to face Commanded Shot on their rear.');
    expect(unitOf(rear.state, 'D3')).toMatchObject({ facedFlank: true, contacts: { A2: 'flank', A4: 'front' } });
    expect(refuse(s, { kind: 'face-flank', unit: 'D3', enemy: 'A1' })).toMatch(/^Pappenheim Cuirassiers are not in contact with .+: they are contacted by Smaland Reiters and Commanded Shot\.$/);
  });
  it('is allowed on a flank contact alone, and the enemy faced is then on its front', () => {
    const s = fought(engaged(atLeaders(), 'A2', 'D3', 'flank'), 'D3');
    const r = play(s, { kind: 'face-flank', unit: 'D3' });
    expect(r.results[0]?.result).toBe('Pappenheim Cuirassiers turn to face Smaland Reiters on their flank.');
    expect(unitOf(r.state, 'D3')).toMatchObject({ facedFlank: true, contacts: { A2: 'front' } });
  });
});

describe('Melee: a unit contacted only on a flank or the rear does not fight its flanker as the actor', () => {
  // "Melee": without a charge, the Target is an enemy "in contact with the front edge of the acting
  // unit"; the flanked unit may face the flank after a melee. Smaland Reiters (A2) are on the flank
  // of Pappenheim Cuirassiers (D3); Pappenheim holds the initiative.
  const s = commanding(engaged(atLeaders(), 'A2', 'D3', 'flank'), 'DL2', 3);
  const action: MeleeRequest = { kind: 'melee', unit: 'D3', target: 'A2', charging: false };
  it('the Melee action and its odds are refused alike, with what the unit may do instead', () => {
    const why = refuse(s, action);
    expect(why).toBe(
      'Smaland Reiters are on the flank of Pappenheim Cuirassiers, not on their front, so Pappenheim Cuirassiers cannot fight a melee against them: the target of a melee must be in contact with the actor\'s front ("Melee"). Smaland Reiters fight this combat when they are activated; Pappenheim Cuirassiers may retire, or face the flank after a melee this turn (face D3).',
    );
    const odds = previewDevil(s, action);
    expect(odds.ok ? 'accepted' : odds.error).toBe(why);
  });
  it('melee --charging is held to the same rule: the Melee action and its odds are refused alike', () => {
    const charging: MeleeRequest = { ...action, charging: true };
    const why = refuse(s, charging);
    expect(why).toBe(refuse(s, action));
    const odds = previewDevil(s, charging);
    expect(odds.ok ? 'accepted' : odds.error).toBe(why);
  });
  it('the flanker fights it, and once the unit has faced the flank it may fight back', () => {
    const swedes = commanding(engaged(atLeaders(), 'A2', 'D3', 'flank'), 'AL1', 3);
    const fight = executeDevil(swedes, { kind: 'melee', unit: 'A2', target: 'D3', charging: false }, handDice([4, 4]));
    expect(fight.ok && fight.value.results.some((x) => x.action === 'melee')).toBe(true);
    const faced = play(fought(s, 'D3'), { kind: 'face-flank', unit: 'D3' }).state;
    expect(previewDevil(faced, action).ok).toBe(true);
  });
  it('in the impetuous step only the flanker must still fight: the flanked unit is not held to it', () => {
    const step6 = { ...engaged(atLeaders(), 'A2', 'D3', 'flank'), step: 'impetuous' as const, toAct: 1 as const };
    expect(pendingImpetuous(step6).filter((p) => p.reason === 'melee').map((p) => p.unit)).toEqual(['A2']);
    expect(refuse(step6, action)).toMatch(/^Smaland Reiters are on the flank of Pappenheim Cuirassiers, not on their front/);
  });
});

describe('Melee: taken in flank/rear when any enemy has contacted its sides', () => {
  const s = makeState({
    attacker: [{ type: 'cuirassier', bases: 2 }, { type: 'reiter', bases: 2 }],
    defender: [{ type: 'dutch-battalion', bases: 3 }],
  });
  const flanked = applyEvents(s, [
    { type: 'engaged', a: 'A1', b: 'D1', faceA: 'front', faceB: 'front', text: '' },
    { type: 'engaged', a: 'A2', b: 'D1', faceA: 'front', faceB: 'flank', text: '' },
  ]);
  it('a later melee against a unit contacted on its flank counts it as taken in flank by default', () => {
    const plain = applyEvents(s, [{ type: 'engaged', a: 'A1', b: 'D1', text: '' }]);
    expect(flankLabel(labels(plain, melee()).target)).toBe(false);
    expect(flankLabel(labels(flanked, melee()).target)).toBe(true);
    expect(labels(flanked, melee())).toEqual(labels(flanked, melee({ aspect: 'flank' })));
  });
  it('the flags override: --front fights the front anyway', () => {
    expect(flankLabel(labels(flanked, melee({ aspect: 'front' })).target)).toBe(false);
  });
  it('the actor itself is taken in flank when an enemy has contacted its side, unless --no-flanked', () => {
    const t = applyEvents(s, [{ type: 'engaged', a: 'D1', b: 'A1', faceA: 'front', faceB: 'rear', text: '' }]);
    const req = melee();
    expect(flankLabel(labels(t, req).actor) || labels(t, req).actor.some((l) => /rear/i.test(l))).toBe(true);
    expect(labels(t, melee({ actorFlanked: false }))).toEqual(labels(applyEvents(s, [{ type: 'engaged', a: 'A1', b: 'D1', text: '' }]), melee()));
  });
  it('a frontal charge against a unit already contacted on its flank counts it as taken in flank', () => {
    const one = applyEvents(s, [{ type: 'engaged', a: 'A2', b: 'D1', faceA: 'front', faceB: 'flank', text: '' }]);
    const r = resolveCharge(one, charge(), dice(1, 6, 3, 3));
    if (!r.ok) throw new Error(r.error);
    const m = r.value.results.find((x) => x.action === 'melee');
    expect(flankLabel((m?.modifiers?.target ?? []).map((x) => x.label))).toBe(true);
    expect(m?.result).toMatch(/taken in flank/);
  });
});

describe('Leaders and Command Control: every attached leader who has not activated spends one', () => {
  it('the leader attached to the acting unit, not holding the initiative and not yet activated, is caught up too', () => {
    const s = makeState({
      attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 2, engagedWith: ['D1'] }],
      defender: [{ name: 'Red', type: 'commanded-shot', bases: 2 }],
      leaders: { attacker: [{ name: 'Horn' }, { name: 'Banér', attachedTo: 'A1' }] },
      activeLeader: 'AL1',
    });
    const r = resolveMelee(s, melee(), dice(4, 4, 1, 1));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.events).toContainEqual(expect.objectContaining({ type: 'caught-up', leader: 'AL2' }));
    const done = withLeader(s, 'AL2', { hadInitiative: true });
    const again = resolveMelee(done, melee(), dice(4, 4, 1));
    if (!again.ok) throw new Error(again.error);
    expect(again.value.events.some((e) => e.type === 'caught-up')).toBe(false);
  });
  it('Leaders and Command Control: house rule leader.reading.caught-up-enemy-only 1 spares the acting side\'s leaders; the enemy\'s is still caught up', () => {
    const s = makeState({
      attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 2, engagedWith: ['D1'] }],
      defender: [{ name: 'Red', type: 'commanded-shot', bases: 2, engagedWith: ['A1'] }],
      leaders: { attacker: [{ name: 'Horn' }, { name: 'Banér', attachedTo: 'A1' }], defender: [{ name: 'Tilly', attachedTo: 'D1' }] },
      activeLeader: 'AL1',
      houseRules: { 'leader.reading.caught-up-enemy-only': 1 },
    });
    const r = resolveMelee(s, melee(), dice(4, 4, 1, 1, 1));
    if (!r.ok) throw new Error(r.error);
    const caught = r.value.events.filter((e) => e.type === 'caught-up').map((e) => (e as { leader: string }).leader);
    expect(caught).toEqual(['DL1']);
    // Both were in the melee all the same: neither may move again this turn.
    expect(r.value.events.filter((e) => e.type === 'leader-in-melee').map((e) => (e as { leader: string }).leader).sort()).toEqual(['AL2', 'DL1']);
  });
  it('a leader casualty roll reads "1 level", not "1 levels"', () => {
    const s = makeState({
      attacker: [{ name: 'Blue', type: 'commanded-shot', bases: 2, engagedWith: ['D1'] }],
      defender: [{ name: 'Red', type: 'commanded-shot', bases: 2 }],
      leaders: { defender: [{ name: 'Tilly', attachedTo: 'D1' }] },
    });
    const r = resolveMelee(s, melee(), dice(3, 1, 2));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.results[0]?.result).toMatch(/Tilly survives \(leader roll 2 \+ 1 level < 7\)/);
  });
});

describe('Leaders and Command Control: no leaving a unit in an ongoing combat', () => {
  const s = engaged(withLeader(atLeaders(), 'AL1', { attachedTo: 'A1' }), 'A1', 'D1');
  it('detach is refused, with --why too, and the refusal names the fix', () => {
    const refusal =
      'Gustav Adolf may not leave Yellow Brigade while it is in an ongoing combat ("Leaders and Command Control"). If Yellow Brigade is no longer in contact with Old Tercio, record that first: disengage A1.';
    expect(refuse(s, { kind: 'detach', leader: 'AL1' })).toBe(refusal);
    expect(refuse(s, { kind: 'detach', leader: 'AL1', why: 'he was never there' })).toBe(refusal);
    const free = withLeader(atLeaders(), 'AL1', { attachedTo: 'A1' });
    expect(play(free, { kind: 'detach', leader: 'AL1' }).results[0]?.result).toBe('Gustav Adolf leaves Yellow Brigade.');
    const disengaged = play(s, { kind: 'disengage', a: 'A1' }).state;
    expect(play(disengaged, { kind: 'detach', leader: 'AL1' }).results[0]?.result).toBe('Gustav Adolf leaves Yellow Brigade.');
  });
  it('a plural unit reads "while they are in an ongoing combat"', () => {
    const reiters = engaged(withLeader(atLeaders(), 'AL1', { attachedTo: 'A2' }), 'A2', 'D1');
    expect(refuse(reiters, { kind: 'detach', leader: 'AL1' })).toMatch(/^Gustav Adolf may not leave Smaland Reiters while they are in an ongoing combat .*If Smaland Reiters are no longer in contact/);
  });
  it('attaching to another unit would leave the one in combat: refused the same way', () => {
    expect(refuse(s, { kind: 'attach', leader: 'AL1', unit: 'A2' })).toMatch(/^Gustav Adolf may not leave Yellow Brigade while it is in an ongoing combat/);
  });
});

describe('Combat Effects and Rallying: a destroyed unit is taken back with undo', () => {
  it('set bases on a destroyed unit is refused', () => {
    const s = play(atLeaders(), { kind: 'set-bases', unit: 'A2', bases: 0 }).state;
    expect(unitOf(s, 'A2').status).toBe('destroyed');
    expect(refuse(s, { kind: 'set-bases', unit: 'A2', bases: 2 })).toBe('Smaland Reiters have been destroyed: use undo to take back a destruction.');
  });
});

describe('Ongoing Combats: tests say what they needed', () => {
  it('a failed retire, a regroup and a routed-through test show the total needed', () => {
    const base = commanding(engaged(battle(), 'A4', 'D3'), 'AL2', 3);
    const retire = executeDevil(base, { kind: 'move', unit: 'A4', mode: 'retire', terrain: {} }, handDice([1, 3, 3]));
    if (!retire.ok) throw new Error(retire.error);
    expect(retire.value.results[0]?.result).toMatch(/^Commanded Shot fails to break contact \(rolled 1, [+−]\d+ = -?\d+, needs \d+\): the melee follows at once\.$/);
    const routed = executeDevil(base, { kind: 'routed', unit: 'A1' }, handDice([6]));
    if (!routed.ok) throw new Error(routed.error);
    expect(routed.value.results[0]?.result).toMatch(/\(rolled 6, [+−]\d+ = \d+, needs \d+ to stand fast, \d+ to lose only 1 level\)/);
  });
  it('Actions (Routed Through): units with a plural name that fail the test lose their levels with a plural verb', () => {
    const routed = executeDevil(commanding(battle(), 'AL2', 3), { kind: 'routed', unit: 'A2' }, handDice([1]));
    if (!routed.ok) throw new Error(routed.error);
    expect(routed.value.results[0]?.result).toMatch(/^Smaland Reiters are routed through \(.*\) and lose 2 levels: OK → Demoralized\.$/);
  });
  it('a unit contacted on two recorded faces may not retire', () => {
    const s = engaged(engaged(commanding(battle(), 'AL2', 3), 'D3', 'A4'), 'D4', 'A4', 'flank');
    expect(refuse(s, { kind: 'move', unit: 'A4', mode: 'retire', terrain: {} })).toMatch(/contacted on its front and flank and may not retire/);
  });
});

describe('Ongoing Combats: the two flanks are two faces', () => {
  // "Ongoing Combats": no Retire when contacted on more than one face; "Melee": a unit may face
  // "any contacted flank". Commanded Shot (A4) with Pappenheim Cuirassiers (D3) and Croats (D4) on its flanks.
  const base = commanding(battle(), 'AL2', 3);
  it('contacts on the left and the right flank forbid a Retire; a flank whose side was not said and a named one do not', () => {
    const both = engaged(engaged(base, 'D3', 'A4', 'left'), 'D4', 'A4', 'right');
    expect(refuse(both, { kind: 'move', unit: 'A4', mode: 'retire', terrain: {} })).toBe(
      'Commanded Shot is contacted on its left flank and right flank and may not retire ("Ongoing Combats": no Retire when contacted on more than one face).',
    );
    // Nor is a Retire offered instead of fighting a flanker.
    expect(refuse(both, { kind: 'melee', unit: 'A4', target: 'D3', charging: false })).toMatch(/Commanded Shot may face the left flank after a melee this turn \(face A4\)\.$/);
    const unsaid = engaged(engaged(base, 'D3', 'A4', 'flank'), 'D4', 'A4', 'left');
    expect(executeDevil(unsaid, { kind: 'move', unit: 'A4', mode: 'retire', terrain: {}, target: 'D3' }, handDice([6])).ok).toBe(true);
  });
  it('engage --left and a charge --right record the named flank, and the words say which', () => {
    const s = atLeaders();
    const left = play(s, { kind: 'engage', a: 'A2', b: 'D1', face: 'left' });
    expect(left.results[0]?.result).toBe('Smaland Reiters and Old Tercio are in contact, Smaland Reiters on the left flank of Old Tercio.');
    expect(unitOf(left.state, 'D1').contacts).toEqual({ A2: 'left' });
    const st = makeState({ attacker: [{ type: 'cuirassier', bases: 2 }], defender: [{ type: 'dutch-battalion', bases: 3 }] });
    const r = resolveCharge(st, charge({ aspect: 'flank', flankSide: 'right' }), dice(1, 6, 3, 3));
    if (!r.ok) throw new Error(r.error);
    expect(unitOf(applyEvents(st, r.value.events), 'D1').contacts).toEqual({ A1: 'right' });
  });
  it('a named flank is still taken in flank, and facing names the flank turned to and the other', () => {
    const s = fought(engaged(engaged(atLeaders(), 'A2', 'D3', 'left'), 'A4', 'D3', 'right'), 'D3');
    expect(labels(s, melee({ unit: 'A4', target: 'D3' })).target).toContain('Taken in flank or rear');
    expect(play(s, { kind: 'face-flank', unit: 'D3' }).results[0]?.result).toBe(
      'Pappenheim Cuirassiers turn to face Smaland Reiters on their left flank (also in contact: Commanded Shot on their right flank; face D3 toward <enemy> faces another).',
    );
  });
});

describe('Fire: the --bases refusal says how many can fire', () => {
  it('a Dutch battalion can fire only 1 base into a flank', () => {
    const s = makeState({ attacker: [{ type: 'dutch-battalion', bases: 3 }], defender: [{ type: 'cuirassier', bases: 2 }] });
    const r = planFire(s, { kind: 'fire', units: ['A1'], target: 'D1', short: true, cover: 'none', arc: 'flank', bases: 2 });
    expect(r.ok ? null : r.error).toBe('Only 1 base can fire into a flank: give --bases from 1 to 1, not 2.');
  });
});

describe('Using the Game App: --rolls says how many values are needed', () => {
  const session = () => {
    let s = startSession(devilRules as never, battleScenario(), 1) as Session<DevilState>;
    for (const line of ['initiative --rolls 5,2', 'first attacker']) {
      const r = runCommand(s, line);
      if (!r.ok) throw new Error(r.error);
      s = r.value.session;
    }
    return s;
  };
  it('the exact count when every way the dice fall needs the same, else "at least"', () => {
    let s = session();
    for (const line of ['engage A1 D1', 'command AL1 --rolls 6']) {
      const r = runCommand(s, line);
      if (!r.ok) throw new Error(r.error);
      s = r.value.session;
    }
    const melee = runCommand(s, 'melee A1 at D1 --rolls 3');
    expect(melee.ok ? null : melee.error).toBe('this command needs exactly 2 values with --rolls, 1 given (the next is for Old Tercio in the melee)');
    const one = runCommand(startSession(devilRules as never, battleScenario(), 1) as Session<DevilState>, 'initiative --rolls 5');
    expect(one.ok ? null : one.error).toBe("this command needs at least 2 values with --rolls, 1 given (the next is for Imperialists' initiative roll)");
  });
});

describe('Ongoing Combats: the ground of the charge stays with the combat', () => {
  const s = makeState({ attacker: [{ type: 'cuirassier', bases: 2 }], defender: [{ type: 'dutch-battalion', bases: 3 }] });
  const rough = (xs: readonly string[]) => xs.some((l) => /rough ground/i.test(l));
  const charged = (() => {
    const r = resolveCharge(s, charge({ aspect: 'flank', ground: 'rough' }), dice(1, 6, 6, 1));
    if (!r.ok) throw new Error(r.error);
    return { events: r.value.events, after: applyEvents(s, r.value.events) };
  })();
  it('a charge that makes contact records its ground on both units, with the face', () => {
    expect(charged.events.find((e) => e.type === 'engaged')).toMatchObject({ a: 'A1', b: 'D1', faceB: 'flank', ground: 'rough' });
    expect(unitOf(charged.after, 'A1').grounds).toEqual({ D1: 'rough' });
    expect(unitOf(charged.after, 'D1').grounds).toEqual({ A1: 'rough' });
  });
  it('a later melee without --ground is fought on it, and says so; --ground open overrides it', () => {
    const later = labels(charged.after, melee({ ground: undefined }));
    expect(rough(later.actor)).toBe(true);
    expect(flankLabel(later.target)).toBe(true);
    expect(rough(labels(charged.after, melee({ ground: 'open' })).actor)).toBe(false);
    const r = resolveMelee(charged.after, melee({ ground: undefined }), dice(3, 3));
    expect(r.ok && r.value.results[0]?.result).toMatch(/Fought on rough ground, as recorded for this combat\./);
  });
  it('the melee that follows a Regroup in the combat is fought on it too', () => {
    const preview = (st: DevilState) => {
      const p = previewDevil(st, { kind: 'rest', unit: 'A1', leaderWithActor: true });
      if (!p.ok) throw new Error(p.error);
      return p.value.odds?.outcomes.map((o) => `${o.label} ${o.fraction}`);
    };
    const open = applyEvents(s, [{ type: 'engaged', a: 'A1', b: 'D1', faceA: 'front', faceB: 'flank', ground: 'open', text: '' }]);
    expect(preview(charged.after)).not.toEqual(preview(open));
  });
  it('disengaging or a destruction forgets the ground', () => {
    const gone = applyEvents(charged.after, [{ type: 'disengaged', a: 'A1', b: 'D1', text: '' }]);
    expect(unitOf(gone, 'D1').grounds).toEqual({});
    expect(labels(applyEvents(gone, [{ type: 'engaged', a: 'A1', b: 'D1', text: '' }]), melee({ ground: undefined })).actor.some((l) => /rough/i.test(l))).toBe(false);
  });
});
