import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { DevilAction } from '../../../src/rulesets/devil/actions.js';
import {
  DEVIL_COMMANDS,
  devilCompletions,
  devilHelp,
  parseDevilAction,
  parseDevilCommand,
  parseDevilLine,
} from '../../../src/rulesets/devil/parse.js';
import { initialState } from '../../../src/rulesets/devil/setup.js';
import { buildDevilScenario } from '../../../src/rulesets/devil/scenario.js';
import { executeDevil } from '../../../src/rulesets/devil/execute.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { newDiceState, seededDice } from '../../../src/dice/dice.js';
import type { DevilScenario, DevilState, DevilUnitSpec } from '../../../src/rulesets/devil/state.js';
import type { TroopId } from '../../../src/rulesets/devil/troop-ids.js';

const unit = (name: string, type: TroopId, bases: number): DevilUnitSpec => ({ name, type, bases, impetuous: false, missiles: false, formation: 'battle' });

/** Ids: A1 Yellow Brigade, A2/A3 Tott's Cuirassiers, A4 Finns, A5 Levy; D1 Blue Regiment, D2 Old Blue, D3 Croats, D4 Field Guns. */
const scenario: DevilScenario = {
  ruleset: 'devil-rules',
  title: 'A test on the Lech',
  houseRules: {},
  sides: [
    {
      name: 'Swedes',
      role: 'attacker',
      rating: 'average',
      camp: false,
      breakPoint: 15,
      computedBreakPoint: 15,
      statedBreakPoint: null,
      leaders: [
        { name: 'Gustav Horn', role: 'army', bonus: 1, units: [unit('Yellow Brigade', 'swedish-brigade', 6), unit("Tott's Cuirassiers 1", 'cuirassier', 2), unit("Tott's Cuirassiers 2", 'cuirassier', 2)] },
        { name: 'Lars Kagg', role: 'wing', bonus: 0, units: [unit('Finns', 'hackapell', 2), unit('Levy', 'militia', 3)] },
      ],
    },
    {
      name: 'Imperialists',
      role: 'defender',
      rating: 'average',
      camp: true,
      breakPoint: 13,
      computedBreakPoint: 13,
      statedBreakPoint: null,
      leaders: [
        { name: 'Johann Aldringen', role: 'army', bonus: 0, units: [unit('Blue Regiment', 'tercio', 6), unit('Old Blue', 'dutch-battalion', 3)] },
        { name: 'Ottavio Piccolomini', role: 'wing', bonus: 0, units: [unit('Croats', 'irregular-light-horse', 2), unit('Field Guns', 'medium-artillery', 1)] },
      ],
    },
  ],
};

const state: DevilState = initialState(scenario);

const parse = (line: string): DevilAction => {
  const r = parseDevilCommand(state, line);
  if (!r.ok) throw new Error(`${line}: ${r.error}`);
  return r.value;
};

/**
 * Every example that `help` shows: the action it stands for, and the commands that set up a
 * situation for it on the bundled first battle (scenarios/first-battle.yaml), where the REPL
 * plays by default. A1 Blue Brigade, A2 Commanded Musketeers, A3 Regimental Guns, A4 East
 * Gothland Reiters, A5 Finnish Horse; D1 Ottenbach's Tercio, D2 Field Guns, D3 Mill Dragoons,
 * D4 Weiden's Cuirassiers, D5 Croats. AL1 is the Swedish army commander (bonus +1).
 */
const AT_LEADERS = ['initiative', 'first attacker'];
const AL1_ACTIVE = [...AT_LEADERS, 'command AL1'];
const EVERY_LEADER_DONE = [...AL1_ACTIVE, 'done', 'command DL1', 'done', 'command AL2', 'done', 'command DL2', 'done', 'command AL3', 'done', 'command DL3', 'done'];
const EXAMPLES: Record<string, { action: DevilAction; setup: readonly string[] }> = {
  initiative: { action: { kind: 'initiative' }, setup: [] },
  'first attacker': { action: { kind: 'first', side: 0 }, setup: ['initiative'] },
  'command AL1': { action: { kind: 'command', leader: 'AL1' }, setup: AT_LEADERS },
  done: { action: { kind: 'done' }, setup: AL1_ACTIVE },
  next: { action: { kind: 'next' }, setup: EVERY_LEADER_DONE },
  'move AL1': { action: { kind: 'leader-move', leader: 'AL1' }, setup: AL1_ACTIVE },
  'regroup A1 --leader': { action: { kind: 'rest', unit: 'A1', leaderWithActor: true }, setup: [...AL1_ACTIVE, 'set A1 status disordered'] },
  'advance A4 --rough 2 --facing 1': { action: { kind: 'move', unit: 'A4', mode: 'advance', terrain: { rough: 2, facing: 1 } }, setup: AL1_ACTIVE },
  'retire A2 at D1 --rough 2': { action: { kind: 'move', unit: 'A2', mode: 'retire', terrain: { rough: 2 }, target: 'D1' }, setup: [...AL1_ACTIVE, 'engage A2 D1'] },
  'charge A5 at D1 --flank --no-crossed-arc': {
    action: { kind: 'charge', unit: 'A5', target: 'D1', aspect: 'flank', ground: 'open', crossedArc: false, evade: false },
    setup: AL1_ACTIVE,
  },
  // "Charges": pass-through fire from the arc the charge crossed.
  'charge A4 at D5 --no-evade --no-crossed-arc --pass-through D1 --pass-through-arc D1=flank': {
    action: { kind: 'charge', unit: 'A4', target: 'D5', aspect: 'front', ground: 'open', crossedArc: false, evade: false, passThrough: ['D1'], passThroughArcs: { D1: 'flank' } },
    setup: AL1_ACTIVE,
  },
  'fire A1,A2 at D1 --short --cover soft': { action: { kind: 'fire', units: ['A1', 'A2'], target: 'D1', short: true, cover: 'soft' }, setup: AL1_ACTIVE },
  'advfire A2 at D3 --cover hard': { action: { kind: 'advfire', unit: 'A2', target: 'D3', short: false, cover: 'hard' }, setup: AL1_ACTIVE },
  'melee A4 at D4 --flank --support A5': {
    action: { kind: 'melee', unit: 'A4', target: 'D4', charging: false, aspect: 'flank', support: ['A5'] },
    setup: [...AL1_ACTIVE, 'engage A4 D4', 'engage A5 D4'],
  },
  'routed A4': { action: { kind: 'routed', unit: 'A4' }, setup: AT_LEADERS },
  // With seed 7 the tercio loses this melee by 5 (2 levels), the dragoons supporting it.
  'spread D3=1': { action: { kind: 'spread', levels: { D3: 1 } }, setup: [...AL1_ACTIVE, 'routed A2', 'routed A2', 'engage A1 D1', 'engage A1 D3', 'melee A1 at D1'] },
  // Facing a flank comes after a melee ("Melee").
  'face D1': { action: { kind: 'face-flank', unit: 'D1' }, setup: [...AL1_ACTIVE, 'engage A1 D1 --rear', 'melee A1 at D1'] },
  'face D1 toward A1': { action: { kind: 'face-flank', unit: 'D1', enemy: 'A1' }, setup: [...AL1_ACTIVE, 'engage A1 D1 --rear', 'melee A1 at D1'] },
  'set D1 status disordered --why "missed a fire result"': { action: { kind: 'set-status', unit: 'D1', status: 'disordered', why: 'missed a fire result' }, setup: [] },
  'set D1 bases 5': { action: { kind: 'set-bases', unit: 'D1', bases: 5 }, setup: [] },
  'engage A2 D1': { action: { kind: 'engage', a: 'A2', b: 'D1' }, setup: [] },
  // "Ongoing Combats": the two flanks are two faces.
  'engage A2 D1 --right': { action: { kind: 'engage', a: 'A2', b: 'D1', face: 'right' }, setup: [] },
  'charge A5 at D1 --left --no-crossed-arc': {
    action: { kind: 'charge', unit: 'A5', target: 'D1', aspect: 'flank', flankSide: 'left', ground: 'open', crossedArc: false, evade: false },
    setup: AL1_ACTIVE,
  },
  'melee A4 at D4 --right': {
    action: { kind: 'melee', unit: 'A4', target: 'D4', charging: false, aspect: 'flank', flankSide: 'right' },
    setup: [...AL1_ACTIVE, 'engage A4 D4'],
  },
  'disengage A2 D1': { action: { kind: 'disengage', a: 'A2', b: 'D1' }, setup: ['engage A2 D1'] },
  'attach AL1 to A1': { action: { kind: 'attach', leader: 'AL1', unit: 'A1' }, setup: [] },
  'detach AL1': { action: { kind: 'detach', leader: 'AL1' }, setup: ['attach AL1 to A1'] },
  'capture DL2 --heir DL1': { action: { kind: 'leader-fate', leader: 'DL2', fate: 'captured', heir: 'DL1' }, setup: [] },
  // A camp is sacked in the camps and army morale step ("Turn Sequence" 7).
  'sack defender camp --by A2': { action: { kind: 'sack', side: 1, by: ['A2'] }, setup: [...EVERY_LEADER_DONE, 'next', 'next', 'next'] },
  'note the bridge is down': { action: { kind: 'note', text: 'the bridge is down' }, setup: [] },
};

/** The bundled first battle, as `tyw play` loads it by default. */
const bundled: DevilState = (() => {
  const raw: unknown = parseYaml(readFileSync(new URL('../../../scenarios/first-battle.yaml', import.meta.url), 'utf8'));
  const built = buildDevilScenario(raw);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return initialState(built.value.scenario);
})();

/** Play command lines in turn on a state with seeded dice; each must be accepted. */
function playLines(start: DevilState, lines: readonly string[], seed = 7): DevilState {
  const dice = seededDice(newDiceState(seed));
  let s = start;
  for (const line of lines) {
    const a = parseDevilCommand(s, line);
    if (!a.ok) throw new Error(`${line}: ${a.error}`);
    const r = executeDevil(s, a.value, dice);
    if (!r.ok) throw new Error(`${line}: ${r.error}`);
    s = r.value.state;
  }
  return s;
}

describe('every command example in help is a legal action on the bundled first battle', () => {
  it('each command has an example in this table', () => {
    for (const spec of DEVIL_COMMANDS) expect(Object.keys(EXAMPLES), spec.name).toContain(spec.example);
  });
  it.each(Object.entries(EXAMPLES))('%s parses to its action and is accepted by the engine', (line, { action, setup }) => {
    const before = playLines(bundled, setup);
    const parsed = parseDevilCommand(before, line);
    expect(parsed.ok ? parsed.value : parsed.error).toEqual(action);
    for (const seed of [1, 2, 3]) {
      const r = executeDevil(before, action, seededDice(newDiceState(seed)));
      expect(r.ok ? 'accepted' : r.error, `seed ${seed}`).toBe('accepted');
    }
  });
  it('the examples of unit actions that roll dice have modifiers and exact odds before the roll', () => {
    for (const [line, { setup }] of Object.entries(EXAMPLES)) {
      const before = playLines(bundled, setup);
      const a = parseDevilAction(before, line);
      if (!a.ok || a.value.kind === 'face-flank') continue; // corrections, turn commands and facing roll nothing
      const p = previewDevil(before, a.value);
      expect(p.ok ? 'previewed' : p.error, line).toBe('previewed');
    }
  });
  it('the old examples were illegal there: the engine says why', () => {
    const s = playLines(bundled, AL1_ACTIVE);
    const refusal = (line: string) => {
      const a = parseDevilCommand(s, line);
      if (!a.ok) return a.error;
      const r = executeDevil(s, a.value, seededDice(newDiceState(1)));
      return r.ok ? 'accepted' : r.error;
    };
    expect(refusal('charge A3 at D1')).toBe('Regimental Guns cannot charge: artillery never charges.');
    expect(refusal('fire A1,A4 at D2')).toBe('East Gothland Reiters can fire only when charging or charged.');
    expect(refusal('advfire A5 at D3')).toMatch(/^Finnish Horse cannot make an advancing fire/);
  });
});

describe('naming units, leaders and sides', () => {
  it.each<[string, DevilAction]>([
    ["charge Tott's Cuirassiers 1 at Blue Regiment", { kind: 'charge', unit: 'A2', target: 'D1', aspect: 'front', ground: 'open', crossedArc: true, evade: false }],
    ["charge 'Tott's Cuirassiers 2' at blue", { kind: 'charge', unit: 'A3', target: 'D1', aspect: 'front', ground: 'open', crossedArc: true, evade: false }],
    ['fire yellow, levy at old', { kind: 'fire', units: ['A1', 'A5'], target: 'D2', short: false, cover: 'none' }],
    ['command Horn', { kind: 'command', leader: 'AL1' }],
    ['command piccolomini', { kind: 'command', leader: 'DL2' }],
    ['first Swedes', { kind: 'first', side: 0 }],
    ['first imp', { kind: 'first', side: 1 }],
    ['first D', { kind: 'first', side: 1 }],
    ['first defender', { kind: 'first', side: 1 }],
    ['sack Imperialists', { kind: 'sack', side: 1 }],
    ['kill Aldringen', { kind: 'leader-fate', leader: 'DL1', fate: 'killed' }],
    ['attach Kagg Finns', { kind: 'attach', leader: 'AL2', unit: 'A4' }],
    ['march Levy', { kind: 'move', unit: 'A5', mode: 'march', terrain: {} }],
    ['rest Levy', { kind: 'rest', unit: 'A5' }],
    ['disengage Finns', { kind: 'disengage', a: 'A4' }],
  ])('%j', (line, action) => {
    expect(parse(line)).toEqual(action);
  });

  it.each([
    ['charge Tott at D1', `"Tott" could be Tott's Cuirassiers 1 (A2) or Tott's Cuirassiers 2 (A3)`],
    // Leaders and Command Control: a leader no name matches is refused with a way on, as a unit is.
    ['command Wallenstein', 'no leader matches "Wallenstein": the leaders are Gustav Horn (AL1), Lars Kagg (AL2), Johann Aldringen (DL1) and Ottavio Piccolomini (DL2)'],
    ['command Aldrnigen', 'no leader matches "Aldrnigen" (did you mean Johann Aldringen?)'],
    ['kill piccolomni', 'no leader matches "piccolomni" (did you mean Ottavio Piccolomini?)'],
    ['first Danes', 'no side matches "Danes": the sides are Swedes (attacker, A) and Imperialists (defender, D)'],
    // A long usage leaves its flags to help, so the refusal fits a 100-column terminal.
    ['charge A2', 'charge needs a target: charge <unit> at <target> [flags…]'],
    ['fire A1 D2', 'fire needs "at" before a target (did you mean "fire A1 at D2"?)'],
    ['set A1 status destroyed', 'status is ok, disordered or demoralized, not "destroyed"'],
    ['wheel A1', 'unknown command "wheel" (help lists them)'],
  ])('%j is refused: %s', (line, message) => {
    const r = parseDevilCommand(state, line);
    expect(r.ok ? 'parsed' : r.error).toBe(message);
  });
});

describe('Leaders and Command Control: a mistyped rank shared by several leaders favours none', () => {
  it.each([
    ['command Colonl', 'no leader matches "Colonl" (did you mean Colonel Nils Bergström or Colonel Franz Ottenbach?)'],
    ['command Ritmeister', 'no leader matches "Ritmeister" (did you mean Rittmeister Anders Falk or Rittmeister Karl Weiden?)'],
    ['command Otenbach', 'no leader matches "Otenbach" (did you mean Colonel Franz Ottenbach?)'],
  ])('%j is refused: %s', (line, message) => {
    const r = parseDevilCommand(bundled, line);
    expect(r.ok ? 'parsed' : r.error).toBe(message);
  });
});

describe('flags', () => {
  it('derived fields are absent unless a flag overrides them', () => {
    expect(parse('fire A1 at D1')).toEqual({ kind: 'fire', units: ['A1'], target: 'D1', short: false, cover: 'none' });
    expect(parse('fire A1 at D1 --leader --no-target-leader --ratio outnumbers --actor-status dis --target-status demoralized')).toEqual({
      kind: 'fire',
      units: ['A1'],
      target: 'D1',
      short: false,
      cover: 'none',
      leaderWithActor: true,
      leaderWithTarget: false,
      ratio: 'outnumbers',
      actorStatus: 'disordered',
      targetStatus: 'demoralized',
    });
  });

  it('movement terrain: every factor', () => {
    expect(parse('advance A1 --rough 1.5 --very-rough 1 --obstacles 2 --choke 1 --road 6 --facing 2 --no-leader')).toEqual({
      kind: 'move',
      unit: 'A1',
      mode: 'advance',
      terrain: { rough: 1.5, veryRough: 1, obstacles: 2, choke: 1, road: 6, facing: 2 },
      leaderWithActor: false,
    });
  });

  it('a charge with every flag', () => {
    expect(
      parse('charge A2 at D3 --rear --ground rough --evade --no-contact --short --pass-through A1 --pass-through-arc A1=rear --support A3 --target-support D2 --uphill --obstacle --ratio even'),
    ).toEqual({
      kind: 'charge',
      unit: 'A2',
      target: 'D3',
      aspect: 'rear',
      ground: 'rough',
      crossedArc: false,
      evade: true,
      contact: false,
      short: true,
      passThrough: ['A1'],
      passThroughArcs: { A1: 'rear' },
      support: ['A3'],
      targetSupport: ['D2'],
      uphill: 'target',
      obstacle: true,
      ratio: 'even',
    });
  });

  it('spread after a melee roll, --spread none beforehand, and a charge with --spread', () => {
    expect(parse('spread D3=1')).toEqual({ kind: 'spread', levels: { D3: 1 } });
    expect(parse('spread none')).toEqual({ kind: 'spread', levels: {} });
    expect(parse('melee A2 at D1 --spread none')).toMatchObject({ kind: 'melee', spread: {} });
    expect(parse('charge A5 at D1 --support A4 --spread A4=1')).toMatchObject({ kind: 'charge', support: ['A4'], spread: { A4: 1 } });
    const bad = parseDevilCommand(state, 'spread D3');
    expect(bad.ok ? null : bad.error).toBe('spread takes unit=levels pairs, e.g. spread A2=1,A3=1, or none; not "D3"');
  });
  it('a melee with spread, uphill for the actor, and the actor flanked', () => {
    expect(parse('melee A2 at D1 --flanked --uphill actor --ground very-rough --support A3 --spread A3=1')).toEqual({
      kind: 'melee',
      unit: 'A2',
      target: 'D1',
      charging: false,
      ground: 'very-rough',
      actorFlanked: true,
      uphill: 'actor',
      support: ['A3'],
      spread: { A3: 1 },
    });
  });

  it.each([
    ['melee A2 at D1 --spread A3', '--spread takes unit=levels pairs, e.g. --spread A2=1,A3=1, or none; not "A3"'],
    ['melee A2 at D1 --spread Zed=1', '--spread: no unit matches "Zed"'],
    ['fire A1,A5 at D1 --type cannon', '--type is a troop type (such as commanded-shot) or one of the firing units, not "cannon"'],
    ['charge A2 at D1 --flank --rear', '--flank and --rear cannot be given together'],
  ])('%j is refused: %s', (line, message) => {
    const r = parseDevilCommand(state, line);
    expect(r.ok ? 'parsed' : r.error).toBe(message);
  });

  it('--type takes a troop type, its prefix, or one of the firing units', () => {
    expect(parse('fire A1,A5 at D1 --type militia')).toMatchObject({ firingType: 'militia' });
    expect(parse('fire A1,A5 at D1 --type swed')).toMatchObject({ firingType: 'swedish-brigade' });
    expect(parse('fire A1,A5 at D1 --type Levy')).toMatchObject({ firingType: 'militia' });
  });

  it('regroup in a combat and a failed retire carry the follow-up melee', () => {
    expect(parse('regroup A2 at D1 --leader --flank --target-support D2')).toEqual({
      kind: 'rest',
      unit: 'A2',
      target: 'D1',
      leaderWithActor: true,
      melee: { aspect: 'flank', targetSupport: ['D2'] },
    });
    expect(parse('retire A2 --two-faces')).toEqual({ kind: 'move', unit: 'A2', mode: 'retire', terrain: {}, twoFaces: true });
  });
});

describe('the charge questions', () => {
  it('a line without the answers leaves them open, with defaults in the action', () => {
    const r = parseDevilLine(state, 'charge A2 at D3');
    expect(r.ok && r.value.unanswered).toEqual(['crossed-arc', 'evade']);
    expect(r.ok && r.value.action).toMatchObject({ crossedArc: true, evade: false });
  });
  it('flags answer them', () => {
    const r = parseDevilLine(state, 'charge A2 at D3 --crossed-arc --evade --contact');
    expect(r.ok && r.value.unanswered).toEqual([]);
  });
  it('an evade asks whether contact was still made', () => {
    const r = parseDevilLine(state, 'charge A2 at D3 --no-crossed-arc --evade');
    expect(r.ok && r.value.unanswered).toEqual(['contact']);
  });
});

describe('odds and mods take actions only', () => {
  it('accepts an action', () => {
    expect(parseDevilAction(state, 'charge A2 at D1 --flank').ok).toBe(true);
  });
  it('refuses a correction or a turn command', () => {
    const r = parseDevilAction(state, 'set A1 bases 2');
    expect(r.ok ? null : r.error).toMatch(/^odds and mods work on an action \(move, rest, advance, retire, charge, fire, advfire, melee, spread, routed, face, initiative, command\), not on set$/);
  });
});

describe('completion and help', () => {
  it('completes command words, names and flags from the state', () => {
    expect(devilCompletions(state, 'adv')).toEqual(['advance', 'advfire']);
    expect(devilCompletions(state, 'charge Tott')).toEqual(["Tott's Cuirassiers 1", "Tott's Cuirassiers 2"]);
    expect(devilCompletions(state, 'command ')).toEqual(['Gustav Horn', 'Johann Aldringen', 'Lars Kagg', 'Ottavio Piccolomini']);
    expect(devilCompletions(state, 'charge A2 at D1 --cr')).toEqual(['--crossed-arc']);
    expect(devilCompletions(state, 'fire A1 at D1 --cover ')).toEqual(['fortified', 'hard', 'none', 'soft']);
    expect(devilCompletions(state, 'melee A1 at D1 --ratio b')).toEqual(['badly-outnumbered', 'badly-outnumbers']);
  });

  it('help lists every command and explains each one', () => {
    const all = devilHelp();
    expect(all.ok && all.value.length).toBe(new Set(DEVIL_COMMANDS.map((c) => c.name)).size);
    for (const spec of DEVIL_COMMANDS) {
      const one = devilHelp(spec.name);
      if (!one.ok) throw new Error(one.error);
      expect(one.value.join('\n')).toContain(spec.example);
    }
  });
});

describe('Actions (Fire, Advancing Fire): no "Leader with Target" field, so help says --target-leader changes nothing', () => {
  it('help fire and help advfire say so, and the flag is still read (older lines replay)', () => {
    for (const word of ['fire', 'advfire']) {
      const help = devilHelp(word);
      if (!help.ok) throw new Error(help.error);
      const text = help.value.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain('--[no-]target-leader changes nothing in a fire');
      expect(text).not.toContain('a leader is with the target');
    }
    const line = parseDevilAction(state, 'fire A1 at D1 --target-leader');
    expect(line.ok).toBe(true);
    // The melee still asks it: there the target's leader counts, and risks his life.
    const melee = devilHelp('melee');
    expect(melee.ok && melee.value.join(' ').replace(/\s+/g, ' ')).toContain('a leader is with the target');
  });
});

describe('Ongoing Combats: help says a Regroup in combat needs the activating leader attached, and names the house rule for any leader', () => {
  it('help and help rest', () => {
    const all = devilHelp();
    const one = devilHelp('rest');
    if (!all.ok || !one.ok) throw new Error('help refused');
    for (const text of [all.value.join(' ').replace(/\s+/g, ' '), one.value.join(' ').replace(/\s+/g, ' ')]) {
      expect(text).toContain('in a combat only with the activating leader attached');
      expect(text).not.toContain('only with a leader');
    }
    expect(one.value.join(' ').replace(/\s+/g, ' ')).toContain('House rule regroup.reading.any-leader-in-combat 1: any leader attached');
  });
  it('a unit in combat refused another action is told which leader lets it regroup', () => {
    const engagedState: DevilState = {
      ...state,
      units: state.units.map((u) => (u.id === 'A4' ? { ...u, engagedWith: ['D1'] } : u.id === 'D1' ? { ...u, engagedWith: ['A4'] } : u)),
    };
    const r = previewDevil({ ...engagedState, step: 'leaders' }, { kind: 'move', unit: 'A4', mode: 'march', terrain: {} });
    expect(r.ok ? 'answered' : r.error).toBe('Finns are in an ongoing combat: they may only fight their melee, retire, or regroup with the activating leader attached.');
    const house = previewDevil({ ...engagedState, step: 'leaders', houseRules: { 'regroup.reading.any-leader-in-combat': 1 } }, { kind: 'move', unit: 'A4', mode: 'march', terrain: {} });
    expect(house.ok ? 'answered' : house.error).toBe('Finns are in an ongoing combat: they may only fight their melee, retire, or regroup with a leader attached.');
  });
});

describe('Leaders and Command Control: a leader named where a unit is wanted, however his name is spaced, is said to be a leader', () => {
  it.each([
    ['fire D1 at LarsKagg', 'AL2 is a leader (Lars Kagg), not a unit: leaders are never the target of fire or charges, and fight only alongside the unit they are attached to ("Leaders and Command Control").'],
    ['fire D1 at Lars Kagg', 'AL2 is a leader (Lars Kagg), not a unit: leaders are never the target of fire or charges, and fight only alongside the unit they are attached to ("Leaders and Command Control").'],
    ['rest "lars  kagg"', 'AL2 is a leader (Lars Kagg), not a unit: his own move is "move AL2", and "attach AL2 <unit>" joins him to a unit.'],
  ])('%j', (line, message) => {
    const r = parseDevilCommand(state, line);
    expect(r.ok ? 'parsed' : r.error).toBe(message);
  });
  it.each([
    ['command LarsKgag', 'no leader matches "LarsKgag" (did you mean Lars Kagg?)'],
    ['command OttavioPicolomini', 'no leader matches "OttavioPicolomini" (did you mean Ottavio Piccolomini?)'],
  ])('a misspelt leader run together is still hinted: %j', (line, message) => {
    const r = parseDevilCommand(state, line);
    expect(r.ok ? 'parsed' : r.error).toBe(message);
  });
  it('Leaders and Command Control: a rank-less name run together is hinted on the bundled battle', () => {
    const r = parseDevilCommand(bundled, 'command FranzOtenbach');
    expect(r.ok ? 'parsed' : r.error).toBe('no leader matches "FranzOtenbach" (did you mean Colonel Franz Ottenbach?)');
  });
});
