/**
 * The While the Devil Rules views at the keyboard: status of a leader, a fallen leader's heir,
 * the charge questions worth asking, destroyed units, completion of actors and targets,
 * and help. The guided menus are in guided-menus.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { oddsBlocks } from '../../src/present/preview.js';
import { terminalLines } from '../../src/present/terminal.js';
import { actionId, endSentence, inline, possessive, resolutionSentence } from '../../src/repl/format.js';
import { coreFromText, runLine } from '../../src/repl/index.js';
import { plain } from '../../src/present/paint.js';
import { devilCores, questionsOf } from './devil-views.js';
import { play, ROOT, tempDir } from './helpers.js';

const { open, falkActive, track } = devilCores();

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

  it('mods of a move, which rolls nothing and has no modifiers, give its budget alone', () => {
    const core = falkActive();
    const text = runLine(core, 'mods advance A4 --rough 1').text;
    expect(text).not.toMatch(/no modifiers|±0/);
    expect(text.split('\n')[0]).toMatch(/^Advance \d+" − rough 1" ×2 \(2"\) = \d+" left in the open\.$/);
  });

  it("keeps a note's ellipsis: only one closing stop is the sentence's", () => {
    expect(resolutionSentence({ action: 'note', result: 'wait...', changes: [] }, plain)).toBe('wait...');
    expect(resolutionSentence({ action: 'note', result: 'the bridge is down.', changes: [] }, plain)).toBe('the bridge is down.');
    const { core } = open();
    expect(runLine(core, 'note wait...').text).toContain('wait...');
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
