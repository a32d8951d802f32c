/**
 * The While the Devil Rules guided menus: terrain factors of a move, combined fire partners,
 * melee supports, split fire, an ongoing combat's melee, and the questions a charge's flags answer.
 */
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../src/present/guide.js';
import { plain } from '../../src/present/paint.js';
import { type PlayCore, runLine } from '../../src/repl/index.js';
import { flagMatters } from '../../src/rulesets/devil/present/fight-questions.js';
import { devilCores, questionsOf } from './devil-views.js';
import { FLANK_CHARGE_THEN_TURN_2, play } from './helpers.js';

const { open, falkActive } = devilCores();

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
  it('asks neither whom it fights nor the face its charge recorded, defaults to the recorded ground, and adds no flag for them', () => {
    const core = afterFlankCharge();
    const seen: GuideStep[] = [];
    const { line } = walk(core.views.guide(core.state), ['unit:A4', /^melee/], seen);
    expect(line).toBe('melee A4 at D1');
    expect(seen.map((s) => s.message)).not.toContain('East Gothland Reiters fight whom?');
    expect(seen.map((s) => s.message)).not.toContain("Which face of Ottenbach's Tercio do East Gothland Reiters fight?");
    const ground = seen.find((s) => s.message === 'Ground of the fight?');
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

  it('gives another ground only when the game master picks it; another face only when typed', () => {
    const core = afterFlankCharge();
    const { line } = walk(core.views.guide(core.state), ['unit:A4', /^melee/, ' --ground open']);
    expect(line).toBe('melee A4 at D1 --ground open');
    expect(runLine(core, `mods ${line}`).text).not.toMatch(/Rough ground/);
    expect(runLine(core, `mods ${line} --front`).text).not.toMatch(/Taken in flank|Rough ground/);
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
    const { asked, line } = walk(core.views.guide(core.state), ['unit:A4', /^melee/, '', ' --uphill actor', false]);
    expect(asked).toContain('Who holds the higher ground?');
    expect(asked).toContain("Does Ottenbach's Tercio defend an obstacle or a bank?");
    expect(asked.some((q) => /pass-through/.test(q))).toBe(false);
    expect(line).toBe('melee A4 at D1 --uphill actor');
  });
});

describe('Charges: the guided charge asks the cover at contact only when there is fire at contact', () => {
  const COVER = "Cover of Ottenbach's Tercio against the fire at contact?";
  /** Walks a charge of `unit` at D1's front on open ground, answering `picks` by question, else the default. */
  const chargeWalk = (unit: string, picks: ReadonlyMap<string, unknown>) => {
    const core = falkActive();
    const first: unknown[] = [`unit:${unit}`, /^charge/, 'D1', 'front', 'open'];
    const seen: GuideStep[] = [];
    const { asked, line } = questionsOf(core.views.guide(core.state), (q) => {
      seen.push(q);
      const a = first.shift();
      if (a instanceof RegExp && q.kind === 'select') return q.choices.find((c) => a.test(c.name))?.value;
      return a ?? picks.get(q.message);
    });
    return { core, asked, line, seen };
  };
  it('reiters fire pistols at contact: the cover is asked, and the one picked becomes --cover', () => {
    const { core, asked, line, seen } = chargeWalk('A4', new Map([[COVER, ' --cover hard']]));
    expect(asked).toContain(COVER);
    const q = seen.find((x) => x.message === COVER);
    expect(q?.kind === 'select' && q.choices.map((c) => c.name)).toEqual(['none', 'soft', 'hard', 'fortified']);
    expect(line).toMatch(/ --cover hard$/);
    expect(runLine(core, `odds ${line}`).text).not.toBe(runLine(core, `odds ${(line ?? '').replace(' --cover hard', '')}`).text);
    const ran = runLine(core, line ?? '');
    expect(ran.outcome.kind, ran.text).toBe('applied');
  });
  it('behind a defended obstacle the target has soft cover already: soft is not offered again', () => {
    const obstacle = "Does Ottenbach's Tercio defend an obstacle or a bank?";
    const { asked, line, seen } = chargeWalk('A4', new Map<string, unknown>([[obstacle, true]]));
    expect(asked).toContain(COVER);
    const q = seen.find((x) => x.message === COVER);
    expect(q?.kind === 'select' && q.choices.map((c) => c.name)).toEqual(['soft, behind the obstacle', 'hard', 'fortified']);
    expect(line).toMatch(/ --obstacle$/);
  });
  it('hackapells do not fire at contact: no cover is asked', () => {
    const { asked, line } = chargeWalk('A5', new Map());
    expect(line).toMatch(/^charge A5 at D1/);
    expect(asked).not.toContain(COVER);
    expect(asked.some((q) => /cover/i.test(q))).toBe(false);
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

describe('Turn Sequence, Initiative: the side that won the initiative chooses who acts first', () => {
  it('the menu names the winner and offers it first', () => {
    const { core } = open();
    play(core, 'initiative --rolls 1,6');
    const menu = core.views.guide(core.state);
    expect(menu?.message).toBe('The Imperialists won the initiative: who acts first?');
    expect(menu?.kind === 'select' && menu.choices.map((c) => c.name)).toEqual(['Imperialists act first', 'Swedes act first']);
    const { core: other } = open();
    play(other, 'initiative --rolls 6,1');
    const swedes = other.views.guide(other.state);
    expect(swedes?.message).toBe('The Swedes won the initiative: who acts first?');
    expect(swedes?.kind === 'select' && swedes.choices.map((c) => c.name)).toEqual(['Swedes act first', 'Imperialists act first']);
  });
});
