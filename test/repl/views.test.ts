/**
 * The While the Devil Rules views at the keyboard: status of a leader, a fallen leader's heir,
 * the charge questions worth asking, destroyed units, completion of actors and targets,
 * help, and the guided menus for moves, combined fire and melee supports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { oddsBlocks } from '../../src/present/preview.js';
import { terminalLines } from '../../src/present/terminal.js';
import { actionId, endSentence, inline, possessive, resolutionSentence } from '../../src/repl/format.js';
import { coreFromText, type PlayCore, runLine } from '../../src/repl/index.js';
import { plain } from '../../src/present/paint.js';
import { flagMatters } from '../../src/rulesets/devil/present/fight-questions.js';
import type { GuideStep } from '../../src/present/guide.js';
import { closeCoresAfterEach, FLANK_CHARGE_THEN_TURN_2, firstBattleCore, play, ROOT, tempDir } from './helpers.js';

const track = closeCoresAfterEach();
const open = (seed = 7, options: { json?: boolean; hand?: boolean; standingOrders?: false } = {}) => track(firstBattleCore(seed, options));

/** Every question of a guided dialogue, answering each with `answer` (default: its default). */
function questionsOf(step: GuideStep | string | null, answer: (s: GuideStep) => unknown = () => undefined): { asked: string[]; line: string | null } {
  const asked: string[] = [];
  let s = step;
  while (s !== null && typeof s !== 'string') {
    const cur: GuideStep = s;
    asked.push(cur.message);
    const a = answer(cur);
    if (cur.kind === 'confirm') s = cur.next(typeof a === 'boolean' ? a : cur.default);
    else if (cur.kind === 'select') s = cur.next(typeof a === 'string' ? a : (cur.default ?? cur.choices[0]?.value ?? ''));
    else if (cur.kind === 'checkbox') s = cur.next(Array.isArray(a) ? (a as string[]) : cur.checked);
    else s = cur.next(typeof a === 'number' ? a : cur.default);
  }
  return { asked, line: s };
}

/** Falk (A4 reiters, A5 hackapells) holds the initiative for the Swedes. */
/** Falk holds the initiative. Without standing orders every unit needs his activation. */
function falkActive(options: { standingOrders?: false } = {}): PlayCore {
  const { core } = open(7, options);
  play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6');
  return core;
}

describe('status of a leader', () => {
  it("shows the leader's line and points to leaders, instead of refusing", () => {
    const { core } = open();
    for (const name of ['AL1', 'Bergström', '"Colonel Nils Bergström"']) {
      const r = runLine(core, `status ${name}`);
      expect(r.outcome.kind, name).toBe('view');
      expect(r.text).toContain('Colonel Nils Bergström');
      expect(r.text).toMatch(/leaders lists them all/);
      expect(r.text).not.toMatch(/no unit matches/);
    }
    expect(runLine(core, 'status Nobody').outcome.kind).toBe('refused');
  });
});

describe('a fallen leader', () => {
  it('says exactly how to name his heir, and offers the survivors at the keyboard', () => {
    const { core } = open();
    const text = play(core, 'kill AL2');
    expect(text).toContain('name his heir');
    expect(text).toContain('kill AL2 --heir AL1');
    const step = core.takeFollowUp();
    expect(step?.kind).toBe('select');
    if (step?.kind !== 'select') return;
    expect(step.choices.map((c) => c.value)).toEqual(['kill AL2 --heir AL1', 'kill AL2 --heir AL3', '']);
    expect(core.takeFollowUp()).toBeNull(); // asked once
    expect(play(core, step.next('kill AL2 --heir AL3') as string)).toMatch(/Rittmeister Anders Falk now commands Major Lars Ekholm's units\./);
    expect(core.takeFollowUp()).toBeNull();
  });

  it('says capture for a captured leader, and nothing when the command passes by itself', () => {
    const { core } = open();
    expect(play(core, 'capture DL3')).toContain('capture DL3 --heir DL1');
    // One survivor left: his command passes to him without a question.
    const { core: other } = open();
    play(other, 'kill AL2 --heir AL1');
    const passed = play(other, 'kill AL3');
    expect(passed).not.toMatch(/--heir/);
    expect(passed).toContain("Colonel Nils Bergström now commands Rittmeister Anders Falk's units.");
    expect(other.takeFollowUp()).toBeNull();
  });
});

describe('charge questions', () => {
  it('asks "evade?" only when the target may evade, and "crossed the arc?" only when it can matter', () => {
    const core = falkActive();
    // Hackapells charging frontally draw no defensive fire; dragoons may evade.
    const hack = questionsOf(core.questionsFor('charge A5 at D3'));
    expect(hack.asked).toEqual(['Do Mill Dragoons evade the charge?']);
    // A tercio cannot evade but gives defensive fire: only the arc.
    expect(questionsOf(core.questionsFor('charge A4 at D1')).asked).toEqual(["Did East Gothland Reiters cross the arc of fire of Ottenbach's Tercio?"]);
    // Croats may evade and fire: evade first; the arc only if they stand; contact only if they evade.
    const stand = questionsOf(core.questionsFor('charge A4 at D5'), (s) => (s.kind === 'confirm' ? false : undefined));
    expect(stand.asked).toEqual(['Do Croats evade the charge?', 'Did East Gothland Reiters cross the arc of fire of Croats?']);
    expect(stand.line).toBe(' --no-evade --no-crossed-arc');
    const evade = questionsOf(core.questionsFor('charge A4 at D5'), (s) => (s.kind === 'confirm' ? true : undefined));
    expect(evade.asked).toEqual(['Do Croats evade the charge?', 'After the evade, do East Gothland Reiters still make contact?']);
    // Everything answered by flags: nothing to ask.
    expect(core.questionsFor('charge A4 at D1 --crossed-arc --no-evade')).toBeNull();
  });

  it('asks nothing when the target has acted or is in an ongoing combat', () => {
    const { core } = open();
    play(core, 'initiative --rolls 1,6', 'first defender', 'command DL2 --rolls 6', 'fire D1 at A1', 'done', 'command AL3 --rolls 6');
    // Ottenbach's Tercio has acted: no defensive fire, and a tercio cannot evade.
    expect(core.questionsFor('charge A4 at D1')).toBeNull();
    // Croats engaged with the Blue Brigade: neither evasion nor defensive fire.
    play(core, 'engage A1 D5');
    expect(core.questionsFor('charge A4 at D5')).toBeNull();
  });
});

describe('a destroyed unit', () => {
  it('shows 0 of its bases and Destroyed in status, as replay and report do', () => {
    const { core } = open();
    play(core, 'set D5 bases 1');
    const status = runLine(core, 'status').text;
    expect(status).toMatch(/D5\s+Croats\s+Irregular light horse\s+0\/2\s+Destroyed/);
    expect(runLine(core, 'status D5').text).toContain('0 of 2 bases');
    const standing = core.views.standing?.(core.state);
    expect(standing?.units.find((u) => u.id === 'D5')).toMatchObject({ strength: 0, startStrength: 2, status: 'Destroyed' });
    const json = open(7, { json: true }).core;
    play(json, 'set D5 bases 1');
    const units = (JSON.parse(runLine(json, 'status').text) as { units: { id: string; bases: number }[] }).units;
    expect(units.find((u) => u.id === 'D5')?.bases).toBe(0);
  });
});

describe('completion of actors and targets', () => {
  it("offers only the acting side's units that may take the action, then enemies after at", () => {
    const core = falkActive();
    const [charge] = core.complete('charge ');
    // Falk's own units, and Ekholm's still under standing orders (no activation needed); never the guns.
    expect(charge.sort()).toEqual(['Blue Brigade', 'Commanded Musketeers', 'East Gothland Reiters', 'Finnish Horse']);
    expect(core.complete('charge A')[0].sort()).toEqual(['A1', 'A2', 'A4', 'A5']);
    const [at] = core.complete('charge A5 at ');
    expect(at).toContain("Ottenbach's Tercio");
    expect(at.some((c) => /Blue|Finnish|Reiters|Musketeers/.test(c))).toBe(false);
    expect(core.complete('charge A5 at D')[0]).toContain('D1');
    expect(core.complete('charge A5 at A')[0]).toEqual([]);
    expect(core.complete('charge A5 at Ott')[0]).toEqual(["Ottenbach's Tercio"]);
    // Flags and their unit values are not narrowed.
    expect(core.complete('charge A5 at D1 --support ')[0]).toContain('East Gothland Reiters');
  });

  it("offers after fire only the units of the leader's command that can fire", () => {
    const { core } = open();
    play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL2 --rolls 6');
    expect(core.complete('fire ')[0].sort()).toEqual(['Blue Brigade', 'Commanded Musketeers', 'Regimental Guns']);
    expect(core.complete('fire A2,')[0]).not.toContain('A2,D1');
    expect(core.complete('advfire ')[0].every((c) => ['Blue Brigade', 'Commanded Musketeers', 'Regimental Guns'].includes(c))).toBe(true);
  });

  it('falls back to every unit when none may take the action now', () => {
    const { core } = open();
    const [charge] = core.complete('charge ');
    expect(charge).toContain('Blue Brigade');
    expect(charge).toContain("Ottenbach's Tercio");
  });
});

describe('help', () => {
  it('explains --rolls for commands that roll dice, not for the others', () => {
    const { core } = open();
    for (const word of ['fire', 'charge', 'melee', 'initiative', 'command', 'regroup', 'routed']) expect(runLine(core, `help ${word}`).text, word).toMatch(/--rolls/);
    expect(runLine(core, 'help advance').text).not.toMatch(/--rolls/);
    expect(runLine(core, 'help note').text).not.toMatch(/--rolls/);
  });

  it('names ids from the battle being played', () => {
    const { core } = open();
    expect(runLine(core, 'help').text).toMatch(/\(A1, AL1\)/);
    const dir = tempDir();
    const tilly = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'tilly-figure5.yaml'), 'utf8'), file: 'tilly-figure5.yaml', seed: 3, journal: join(dir, 't.tyw.jsonl') });
    track({ core: tilly, dir });
    const help = runLine(tilly, 'help').text;
    expect(help).not.toMatch(/DL1|leaders by the id/);
    expect(help).toMatch(/commanders by the id status shows \(A2, A1\)/);
    expect(runLine(tilly, 'help shoot').text).toMatch(/Dice rolled by hand: add --rolls/);
  });
});

describe('text', () => {
  it('ends a sentence with one stop', () => {
    expect(endSentence('Hits land (Simultaneous fire: this takes effect when the step ends.)')).toBe('Hits land (Simultaneous fire: this takes effect when the step ends.)');
    expect(endSentence('No effect')).toBe('No effect.');
    const r = { action: 'fire', result: 'D1 loses 1 level. (Simultaneous fire: this takes effect when the step ends.)', changes: [] };
    expect(resolutionSentence(r, plain)).not.toMatch(/\)\.$/);
  });

  it('keeps peoples capitalised inside a sentence, and writes possessives of names in s', () => {
    expect(inline('Finnish hackapells')).toBe('Finnish hackapells');
    expect(inline('Short range')).toBe('short range');
    expect(possessive("Weiden's Cuirassiers")).toBe("Weiden's Cuirassiers'");
    expect(possessive('Ekholm')).toBe("Ekholm's");
  });

  it('gives no target in the odds of a one-sided roll', () => {
    const { core } = open();
    const text = runLine(core, 'odds routed A1').text;
    expect(text).toMatch(/expected levels lost: Blue Brigade \d\.\d\d$/m);
    expect(text).not.toContain('target');
    const outcomes = [{ label: 'loses 1 level', probability: 1 / 3, fraction: '1/3' }];
    expect(terminalLines(oddsBlocks({ actor: 'X', modifiers: { actor: [], target: [] }, actorModifier: 0, targetModifier: 0 }, { outcomes, expected: { actorLevels: 1 / 3, targetLevels: 0 } }), plain).at(-1)).toBe(
      '  expected levels lost: X 0.33',
    );
    // A roll that costs no levels has no expectation line.
    expect(runLine(core, 'odds initiative').text).not.toMatch(/expected levels/);
  });

  it('Fire: the firer, whom no outcome costs a level, is left out of the expected levels lost; a melee names both sides', () => {
    const { core } = open();
    for (const line of ['initiative --rolls 6,1', 'first attacker', 'command AL2 --rolls 6']) runLine(core, line);
    const fire = runLine(core, 'odds fire A1 at D1').text;
    expect(fire).toMatch(/^ {2}expected levels lost: Ottenbach's Tercio \d\.\d\d$/m);
    expect(fire).not.toMatch(/Blue Brigade 0\.00/);
    // A Melee needs the units in contact, and so do its odds.
    runLine(core, 'engage A1 D1');
    expect(runLine(core, 'odds melee A1 at D1').text).toMatch(/^ {2}expected levels lost: Blue Brigade \d\.\d\d, Ottenbach's Tercio \d\.\d\d$/m);
  });

  it('gives the modifiers of a charge stage by stage, each with its own sides', () => {
    const { core } = open();
    const text = runLine(core, 'mods charge A4 at D1 --no-evade').text;
    const fire = text.indexOf("Defensive fire: Ottenbach's Tercio against East Gothland Reiters");
    const melee = text.indexOf("Melee (charging): East Gothland Reiters against Ottenbach's Tercio");
    expect(fire).toBeGreaterThanOrEqual(0);
    expect(melee).toBeGreaterThan(fire);
    expect(text.slice(fire, melee)).toMatch(/Short range/);
    expect(text.slice(fire, melee)).not.toMatch(/Charging/);
    const json = JSON.parse(runLine(core, 'mods charge A4 at D1 --no-evade --json').text) as { stages: { stage: string }[] };
    expect(json.stages.map((st) => st.stage)[0]).toBe('Defensive fire');
    expect(json.stages.at(-1)?.stage).toBe('Melee (charging)');
  });

  it('writes the JSON action as a lower-case kebab id, with the label beside it', () => {
    expect(['Fire', 'Melee (charging)', 'Defensive fire', 'fire-at-contact', 'leader-fate'].map(actionId)).toEqual(['fire', 'melee', 'defensive-fire', 'fire-at-contact', 'leader-fate']);
    const core = falkActive();
    const json = open(7, { json: true }).core;
    play(json, 'initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6');
    const out = runLine(json, 'charge A4 at D1 --no-evade --crossed-arc --rolls 1,6,4,3,5,2').text;
    const objects = out.split('\n').map((l) => JSON.parse(l) as { action: string; label: string });
    expect(objects.map((o) => o.action).every((a) => /^[a-z]+(?:-[a-z]+)*$/.test(a))).toBe(true);
    expect(objects.map((o) => o.action)).toContain('melee');
    expect(objects.every((o) => typeof o.label === 'string' && o.label !== '')).toBe(true);
    expect(core.session.entries).toHaveLength(3);
  });
});

describe('guided menus', () => {
  it('combine terrain factors for a move', () => {
    const core = falkActive();
    const u = core.views.guide(core.state);
    const answers = ['unit:A4', /^advance/, 'rough', 2, 'obstacles', 1, 'facing', 1, ''];
    const { asked, line } = questionsOf(u, (s) => {
      const a = answers.shift();
      if (a instanceof RegExp && s.kind === 'select') return s.choices.find((c) => a.test(c.name))?.value;
      return a;
    });
    expect(line).toBe('advance A4 --rough 2 --obstacles 1 --facing 1');
    expect(asked.filter((q) => /anything else/.test(q))).toHaveLength(3);
    const ran = runLine(core, line ?? '');
    expect(ran.outcome.kind, ran.text).toBe('applied');
  });

  it('ask for combined fire partners', () => {
    const { core } = open();
    play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL2 --rolls 6');
    const guide = core.views.guide(core.state);
    const answers: unknown[] = ['unit:A2', /^fire/, 'D1', ['A1'], true, 'none'];
    let partners: string[] = [];
    const { line } = questionsOf(guide, (s) => {
      if (s.kind === 'checkbox') partners = s.choices.map((c) => c.value);
      const a = answers.shift();
      if (a instanceof RegExp && s.kind === 'select') return s.choices.find((c) => a.test(c.name))?.value;
      return a;
    });
    expect(partners).toContain('A1');
    expect(line).toBe('fire A2,A1 at D1 --short');
    expect(runLine(core, line ?? '').outcome.kind).toBe('applied');
  });

  it('ask for the supports of a melee, ticked from the units engaged', () => {
    const { core } = open();
    play(core, 'engage A1 D1', 'engage A2 D1', 'engage A1 D3', 'initiative --rolls 6,1', 'first attacker', 'command AL2 --rolls 6');
    const guide = core.views.guide(core.state);
    const answers: unknown[] = ['unit:A1', /^melee/, 'D1'];
    const boxes: { message: string; checked: readonly string[] }[] = [];
    const { line } = questionsOf(guide, (s) => {
      if (s.kind === 'checkbox') {
        boxes.push({ message: s.message, checked: s.checked });
        return s.message.includes('Blue Brigade?') ? [] : undefined;
      }
      const a = answers.shift();
      if (a instanceof RegExp && s.kind === 'select') return s.choices.find((c) => a.test(c.name))?.value;
      return a;
    });
    expect(boxes).toEqual([
      { message: "Which units support Blue Brigade? (also engaged with Ottenbach's Tercio)", checked: ['A2'] },
      { message: "Which units support Ottenbach's Tercio? (also engaged with Blue Brigade)", checked: ['D3'] },
    ]);
    expect(line).toMatch(/^melee A1 at D1/);
    expect(runLine(core, line ?? '').outcome.kind).toBe('applied');
  });
});

describe('Fire: split fire in the guided menu', () => {
  it('offers a further target in another arc, with its own range and cover, where the engine accepts it', () => {
    const { core } = open();
    play(core, 'initiative --rolls 1,6', 'first defender', 'command DL2 --rolls 6');
    const guide = core.views.guide(core.state);
    const answers: unknown[] = ['unit:D1', /^fire/, 'A1', [], false, 'none', /Commanded Musketeers .*rear arc/, true, 'soft', ''];
    const offered: string[][] = [];
    const { asked, line } = questionsOf(guide, (s) => {
      if (s.kind === 'select' && /split fire/.test(s.message)) offered.push(s.choices.map((c) => c.name));
      const a = answers.shift();
      if (a instanceof RegExp && s.kind === 'select') return s.choices.find((c) => a.test(c.name))?.value;
      return a;
    });
    expect(asked).toContain("Does Ottenbach's Tercio also fire at another target, in another arc (split fire)?");
    expect(offered[0]).toContain('Commanded Musketeers (A2), flank arc');
    expect(offered[0]).not.toContain('Blue Brigade (A1), rear arc'); // already the first target
    expect(line).toBe('fire D1 at A1 at A2 --arc rear --short --cover soft');
    const ran = runLine(core, line ?? '');
    expect(ran.outcome.kind, ran.text).toBe('applied');
  });
});

/** Walk a guided dialogue: answers in order (a RegExp picks the select choice whose name matches); past them, each default. */
function walk(step: GuideStep | string | null, answers: unknown[], seen: GuideStep[] = []): { asked: string[]; line: string | null } {
  return questionsOf(step, (s) => {
    seen.push(s);
    const a = answers.shift();
    if (a instanceof RegExp && s.kind === 'select') return s.choices.find((c) => a.test(c.name))?.value;
    return a;
  });
}

/**
 * Turn 1: Falk's East Gothland Reiters (A4) charge the flank of Ottenbach's Tercio (D1) on
 * rough ground and stay in contact; every other leader passes. Turn 2: Falk holds the
 * initiative again.
 */
function afterFlankCharge(): PlayCore {
  const { core } = open();
  play(core, ...FLANK_CHARGE_THEN_TURN_2);
  return core;
}

describe('guided melee in an ongoing combat', () => {
  it('defaults to the face and the ground its charge recorded, and adds no flag for them', () => {
    const core = afterFlankCharge();
    const seen: GuideStep[] = [];
    const { line } = walk(core.views.guide(core.state), ['unit:A4', /^melee/, 'D1'], seen);
    expect(line).toBe('melee A4 at D1');
    const face = seen.find((s) => s.message === "Which face of Ottenbach's Tercio do East Gothland Reiters fight?");
    const ground = seen.find((s) => s.message === 'Ground of the fight?');
    expect(face?.kind === 'select' && face.choices.map((c) => [c.name, c.value])).toEqual([
      ['flank, as East Gothland Reiters contacted it', ''],
      ['front', ' --front'],
      ['rear', ' --rear'],
    ]);
    expect(ground?.kind === 'select' && ground.choices[0]).toEqual({ name: 'rough ground (as recorded for this combat)', value: '' });
    // Grounds in words, never a flag's hyphen.
    expect(ground?.kind === 'select' && ground.choices.map((c) => c.name)).not.toContainEqual(expect.stringContaining('very-rough'));
    const mods = runLine(core, `mods ${line}`).text;
    expect(mods).toMatch(/Taken in flank or rear/);
    expect(mods).toMatch(/Rough ground \(formed horse\)/);
    const ran = runLine(core, line ?? '');
    expect(ran.outcome.kind, ran.text).toBe('applied');
    expect(ran.text).toMatch(/rough ground \(pike block\)/);
    expect(ran.text).toMatch(/Fought on rough ground, as recorded for this combat\./);
  });

  it('gives --front or another ground only when the game master picks it', () => {
    const core = afterFlankCharge();
    const { line } = walk(core.views.guide(core.state), ['unit:A4', /^melee/, 'D1', ' --front', ' --ground open']);
    expect(line).toBe('melee A4 at D1 --front --ground open');
    const mods = runLine(core, `mods ${line}`).text;
    expect(mods).not.toMatch(/Taken in flank|Rough ground/);
  });

  it('a typed melee without --ground is fought on the recorded ground too, which status shows', () => {
    const core = afterFlankCharge();
    expect(runLine(core, 'status D1').text).toContain('engaged with East Gothland Reiters (on its flank, on rough ground)');
    expect(runLine(core, 'mods melee A4 at D1').text).toMatch(/Rough ground \(formed horse\)/);
    expect(runLine(core, 'mods melee A4 at D1 --ground open').text).not.toMatch(/Rough ground/);
  });
});

describe('guided charge and melee: the questions the flags answer', () => {
  it('ask for pass-through fire, the higher ground and an obstacle, and build their flags', () => {
    const core = falkActive();
    const { asked, line } = walk(core.views.guide(core.state), ['unit:A4', /^charge/, 'D1', 'front', 'open', true, ['D2'], ' --uphill target', true]);
    expect(asked).toEqual(
      expect.arrayContaining([
        // Reiters are plural: "their charge" ("Charges", pass-through fire).
        'Which units give pass-through fire at East Gothland Reiters? (units whose arc of fire the charge crossed within short range) Space ticks, Enter goes on.',
        'Who holds the higher ground?',
        "Does Ottenbach's Tercio defend an obstacle or a bank?",
      ]),
    );
    expect(line).toBe('charge A4 at D1 --crossed-arc --pass-through D2 --uphill target --obstacle');
    const ran = runLine(core, line ?? '');
    expect(ran.outcome.kind, ran.text).toBe('applied');
    expect(ran.text).toMatch(/Field Guns/);
    expect(ran.text).toMatch(/uphill|higher ground/i);
  });

  it('ask about a choke point only when it changes the odds: not for a target already charged in the flank', () => {
    const core = falkActive();
    const choke = "Is Ottenbach's Tercio attacked half-way through a choke point (a bridge, a gate)?";
    const front = walk(core.views.guide(core.state), ['unit:A4', /^charge/, 'D1', 'front', 'open', false, [], '', false, true]);
    expect(front.asked).toContain(choke);
    expect(front.line).toBe('charge A4 at D1 --no-crossed-arc --choke-point');
    expect(runLine(core, `mods ${front.line}`).text).toMatch(/Taken in flank or rear/);
    const flank = walk(core.views.guide(core.state), ['unit:A4', /^charge/, 'D1', 'flank', 'open']);
    expect(flank.asked).not.toContain(choke);
  });

  it('ask none of them when the charge ends in an evade without contact', () => {
    // Mill Dragoons (D3) have no flanks: no face is asked.
    const core = falkActive();
    const { asked, line } = walk(core.views.guide(core.state), ['unit:A4', /^charge/, 'D3', 'open', true, false]);
    expect(line).toBe('charge A4 at D3 --evade --no-contact');
    expect(asked.some((q) => /pass-through|higher ground|obstacle/.test(q))).toBe(false);
  });

  it('ask only what changes the odds: a flag the grammar lacks, or one that changes nothing, is not asked', () => {
    const core = falkActive();
    const state = core.state as Parameters<typeof flagMatters>[0];
    expect(flagMatters(state, 'charge A4 at D1 --crossed-arc', ' --obstacle')).toBe(true);
    expect(flagMatters(state, 'charge A4 at D1 --crossed-arc', ' --no-such-flag')).toBe(false);
    // The dragoons evade and the reiters make no contact: the ground's lie cannot matter.
    expect(flagMatters(state, 'charge A4 at D3 --evade --no-contact', ' --uphill target')).toBe(false);
  });

  it('ask the melee the same terrain questions, but not pass-through fire', () => {
    const core = afterFlankCharge();
    const { asked, line } = walk(core.views.guide(core.state), ['unit:A4', /^melee/, 'D1', '', '', ' --uphill actor', false]);
    expect(asked).toContain('Who holds the higher ground?');
    expect(asked).toContain("Does Ottenbach's Tercio defend an obstacle or a bank?");
    expect(asked.some((q) => /pass-through/.test(q))).toBe(false);
    expect(line).toBe('melee A4 at D1 --uphill actor');
  });
});

describe('questions come after the refusal', () => {
  it('a typed charge that would be refused asks nothing, so the refusal comes first', () => {
    const core = falkActive({ standingOrders: false });
    // The Blue Brigade is not under Falk's command; a tercio cannot evade.
    expect(core.questionsFor('charge A1 at D1')).toBeNull();
    expect(runLine(core, 'charge A1 at D1').text).toMatch(/not under Rittmeister Anders Falk's command/);
    expect(core.questionsFor('charge A4 at D1 --evade')).toBeNull();
    expect(runLine(core, 'charge A4 at D1 --evade').outcome.kind).toBe('refused');
    // Before anyone holds the initiative: refused, not asked.
    const { core: early } = open();
    expect(early.questionsFor('charge A4 at D1')).toBeNull();
    // A legal charge still asks.
    expect(core.questionsFor('charge A4 at D1')).not.toBeNull();
  });
});

describe('a fallen leader whose heir is left for later', () => {
  it('stays in the header until his heir is named', () => {
    const { core } = open();
    play(core, 'kill AL2');
    expect(core.header()).toMatch(/Major Lars Ekholm's command awaits an heir/);
    play(core, 'kill AL2 --heir AL3');
    expect(core.header()).not.toMatch(/awaits an heir/);
  });

  it('is asked for again by the menus at the next initiative; decide later goes on to the usual menu', () => {
    const { core } = open();
    play(core, 'kill AL2', 'initiative --rolls 6,1', 'first attacker');
    const first = core.views.guide(core.state);
    expect(first?.message).toBe("Who takes over Major Lars Ekholm's command?");
    expect(first?.kind === 'select' && first.choices.map((c) => c.value)).toEqual(['kill AL2 --heir AL1', 'kill AL2 --heir AL3', '']);
    const later = first?.kind === 'select' ? first.next('') : null;
    expect(typeof later === 'object' && later?.message).toBe('What now?');
    // While a leader holds the initiative, or the other side is to give it, the menus do not ask.
    play(core, 'command AL3 --rolls 6');
    expect(core.views.guide(core.state)?.message).toBe('What now?');
    play(core, 'done');
    expect(core.views.guide(core.state)?.message).toBe('What now?');
    play(core, 'command DL1 --rolls 1', 'done');
    expect(core.views.guide(core.state)?.message).toBe("Who takes over Major Lars Ekholm's command?");
  });

  it('the refusal to activate one of his units names the command that fixes it', () => {
    const { core } = open(7, { standingOrders: false });
    play(core, 'kill AL2', 'initiative --rolls 6,1', 'first attacker', 'command AL3 --rolls 6');
    const r = runLine(core, 'advance A1');
    expect(r.outcome.kind).toBe('refused');
    expect(r.text).toContain("Blue Brigade is not under Rittmeister Anders Falk's command: Major Lars Ekholm has been killed and no heir has taken over his command yet.");
    expect(r.text).toContain('Name his heir with: kill AL2 --heir AL3');
    play(core, 'kill AL2 --heir AL3');
    expect(runLine(core, 'advance A1').outcome.kind).toBe('applied');
  });
});

describe('Army Morale: the header warns at the break point, before the end-of-turn check', () => {
  it('marks a side whose points have reached its break point, in the warning tone, until the check', async () => {
    const { battle, withUnit } = await import('../rulesets/devil/turn-fixtures.js');
    const { presentationFor } = await import('../../src/rulesets/presentations.js');
    const { terminalText } = await import('../../src/present/terminal.js');
    const { makePaint } = await import('../../src/present/paint.js');
    const devil = presentationFor('devil-rules');
    const devilHeader = (s: unknown, paint: typeof plain) => terminalText(devil.header(s), paint);
    const start = battle();
    expect(devilHeader(start, plain)).not.toMatch(/break point/);
    const first = start.units.find((u) => u.side === 1)?.id ?? '';
    const shaken = withUnit(start, first, { status: 'disordered' });
    const atBreak = { ...shaken, sides: [shaken.sides[0], { ...shaken.sides[1], breakPoint: 1 }] as typeof shaken.sides };
    const header = devilHeader(atBreak, plain);
    expect(header).toMatch(new RegExp(`${atBreak.sides[1].name} 1/1 at break point`));
    expect(header).not.toMatch(new RegExp(`${atBreak.sides[0].name} \\d+/\\d+ at break point`));
    expect(devilHeader(atBreak, makePaint(true))).toContain(`\u001b[33m${atBreak.sides[1].name} 1/1 at break point`);
    // Once the check has broken the side, the header says BROKEN instead.
    const broken = { ...atBreak, sides: [atBreak.sides[0], { ...atBreak.sides[1], broken: true }] as typeof atBreak.sides };
    expect(devilHeader(broken, plain)).toMatch(/1\/1 BROKEN/);
  });
});
