import { describe, expect, it } from 'vitest';
import type { Resolution } from '../../src/engine/ruleset.js';
import type { Entry } from '../../src/engine/session.js';
import { entryJson, modifierList, resolutionSentence, scoredRoll } from '../../src/repl/format.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreFromText, runLine } from '../../src/repl/index.js';
import { makePaint, plain } from '../../src/present/paint.js';
import { closeCoresAfterEach, firstBattleCore, journalLines, play, playMenusAtRandom, ROOT, seededRandom, tempDir } from './helpers.js';

const track = closeCoresAfterEach();
const open = (seed = 7, options: { json?: boolean; hand?: boolean } = {}) => track(firstBattleCore(seed, options));

describe('result sentences', () => {
  it('reads like the table talks', () => {
    const r: Resolution = {
      action: 'melee',
      actor: "Tott's Cuirassiers 1",
      target: 'Blue Regiment',
      modifiers: {
        actor: [
          { label: 'Charging', value: 1, reason: '' },
          { label: 'Flank', value: 1, reason: '' },
          { label: 'Outnumbered', value: -1, reason: '' },
        ],
        target: [{ label: 'Pikes', value: 1, reason: '' }],
      },
      actorModifier: 1,
      targetModifier: 1,
      rolls: { actor: 4, target: 2 },
      difference: 2,
      result: 'Blue Regiment loses 1 level',
      changes: [{ unit: 'Blue Regiment', from: 'OK', to: 'Disordered' }],
    };
    expect(resolutionSentence(r, plain)).toBe(
      "Tott's Cuirassiers 1 (d6 4, +1 charging, +1 flank, -1 outnumbered = 5) vs Blue Regiment (d6 2, +1 pikes = 3) → Blue Regiment loses 1 level: OK → Disordered.",
    );
  });

  it('gives a result that ends in an aside its stop, and names the unit whose change follows a longer result', () => {
    const r: Resolution = {
      action: 'fire',
      result: 'D: Baldiron is disordered. Tilly is unhurt (rolled 1+1 = 2)',
      changes: [{ unit: 'Baldiron', from: 'ordered', to: 'disordered' }],
    };
    expect(resolutionSentence(r, plain)).toBe('D: Baldiron is disordered. Tilly is unhurt (rolled 1+1 = 2). Baldiron: ordered → disordered.');
    const recovered: Resolution = { action: 'recover', result: 'Savelli recovers. Imperialists: 0 fortunes of war left', changes: [{ unit: 'Savelli', from: 'disordered', to: 'ordered' }] };
    expect(resolutionSentence(recovered, plain)).toBe('Savelli recovers. Imperialists: 0 fortunes of war left. Savelli: disordered → ordered.');
  });

  it('--json and log give only the events that have words (a Pike & Shot advance offer has none)', () => {
    const entry = { text: 'advance B3', hand: false, rolls: [], results: [], events: [{ type: 'advance-offer', text: '' }, { type: 'advanced', text: 'Finnish Horse advances to 0609.' }] } as unknown as Entry;
    const [json] = entryJson(entry, { turn: 1, step: 'first-combat', over: false }) as { result: string; events: string[] }[];
    expect(json?.events).toEqual(['Finnish Horse advances to 0609.']);
    expect(json?.result).toBe('Finnish Horse advances to 0609.');
  });

  it('--json gives every result object the same fields: the events on the last, an empty list on the others', () => {
    const results = [
      { action: 'standing-orders', result: 'Standing orders for A2: no activation used.', changes: [] },
      { action: 'fire', result: 'No effect on D1.', changes: [] },
    ];
    const entry = { text: 'fire A2 at D1', hand: false, rolls: [], results, events: [{ type: 'fired', text: 'A2 fired.' }] } as unknown as Entry;
    const json = entryJson(entry, { turn: 1, step: 'leaders', over: false }) as Record<string, unknown>[];
    expect(json.map((o) => o.events)).toEqual([[], ['A2 fired.']]);
    expect(Object.keys(json[0] ?? {})).toEqual(Object.keys(json[1] ?? {}));
  });

  it('shows each die, its modifiers and its total, as arithmetic: "Levy (d6 3, +1 short range = 4) vs Reiters (d6 5 = 5)"', () => {
    const r: Resolution = {
      action: 'fire',
      actor: 'Levy',
      target: 'Reiters',
      modifiers: { actor: [{ label: 'Short range', value: 1, reason: '' }], target: [] },
      actorModifier: 1,
      targetModifier: 0,
      rolls: { actor: 3, target: 5 },
      difference: -1,
      result: 'No effect on Reiters.',
      changes: [],
    };
    expect(resolutionSentence(r, plain)).toBe('Levy (d6 3, +1 short range = 4) vs Reiters (d6 5 = 5) → No effect on Reiters.');
  });

  it('never lets a score run into a unit name that ends in a digit', () => {
    expect(scoredRoll('Regimental Guns 1', 3, [], 0)).toBe('Regimental Guns 1 (d6 3 = 3)');
    expect(scoredRoll('Field Guns 2', 6, [{ label: 'Medium artillery', value: 2, reason: '' }], 2)).toBe('Field Guns 2 (d6 6, +2 medium artillery = 8)');
    // A net the rows do not explain still adds up.
    expect(scoredRoll('Levy', 4, [], -1)).toBe('Levy (d6 4, -1 = 3)');
    const line = resolutionSentence({ action: 'fire', actor: 'Regimental Guns 1', target: 'Field Guns 2', rolls: { actor: 3, target: 4 }, result: 'No effect on Field Guns 2.', changes: [] }, plain);
    expect(line).not.toMatch(/Guns [12] [\d-]/);
    expect(line).toBe('Regimental Guns 1 (d6 3 = 3) vs Field Guns 2 (d6 4 = 4) → No effect on Field Guns 2.');
  });

  it('names the stage of a longer action first: "Defensive fire: …"', () => {
    const r: Resolution = { action: 'defensive-fire', stage: 'Defensive fire', actor: 'Croats', target: 'Finns', rolls: { actor: 6, target: 1 }, result: 'No effect on Finns.', changes: [] };
    expect(resolutionSentence(r, plain)).toBe('Defensive fire: Croats (d6 6 = 6) vs Finns (d6 1 = 1) → No effect on Finns.');
  });

  it('colours only losses, and only when colour is on', () => {
    const r: Resolution = { action: 'fire', result: 'D1 loses 1 level', changes: [{ unit: 'D1', from: 'OK', to: 'Disordered' }] };
    expect(resolutionSentence(r, plain)).not.toContain('\u001b[');
    expect(resolutionSentence(r, makePaint(true))).toContain('\u001b[31m');
  });

  it('colours a change the result already says, in every rule set\'s words', () => {
    const red = (t: string) => `\u001b[31m${t}\u001b[39m`;
    const boldRed = (t: string) => `\u001b[1m\u001b[31m${t}\u001b[39m\u001b[22m`;
    const green = (t: string) => `\u001b[32m${t}\u001b[39m`;
    const said = (result: string, ...changes: [string, string][]) =>
      resolutionSentence({ action: 'x', result, changes: changes.map(([from, to]) => ({ unit: 'U', from, to })) }, makePaint(true));
    // The Devil Rules write the change into the result: it was printed uncoloured.
    expect(said("Ottenbach's Tercio loses 2 levels: OK → Demoralized", ['OK', 'Demoralized'])).toBe(`Ottenbach's Tercio loses 2 levels: ${red('OK → Demoralized')}.`);
    expect(said('Croats are destroyed: OK → Destroyed; Finns: Disordered → OK', ['OK', 'Destroyed'], ['Disordered', 'OK'])).toBe(
      `Croats are destroyed: ${boldRed('OK → Destroyed')}; Finns: ${green('Disordered → OK')}.`,
    );
    // Pike & Shot, Scruby, Tilly and the orders draft.
    expect(said('U retreats', ['disordered', 'retreating'])).toContain(red('disordered → retreating'));
    expect(said('U rallies', ['scattered', 'rallied'])).toContain(green('scattered → rallied'));
    expect(said('U falls', ['active', 'casualty'])).toContain(boldRed('active → casualty'));
    expect(said('U takes a hit', ['resolve 4', 'resolve 3'])).toContain(red('resolve 4 → resolve 3'));
    expect(said('U is hit', ['0 hits', '2 hits'])).toContain(red('0 hits → 2 hits'));
    expect(said('U leaves', ['on the table', 'fled'])).toContain(boldRed('on the table → fled'));
    expect(said('U loses a base', ['OK, all 6 bases', 'Disordered, 5 of 6 bases'])).toContain(red('OK, all 6 bases → Disordered, 5 of 6 bases'));
    expect(said('U loses a base', ['Disordered, all 6 bases', 'Disordered, 5 of 6 bases'])).toContain(red('Disordered, all 6 bases → Disordered, 5 of 6 bases'));
    expect(said('U routs', ['on the table', 'routed'])).toContain(red('on the table → routed'));
    expect(said('U leaves', ['active', 'off the map'])).toContain(boldRed('active → off the map'));
    // Not a standing: no colour.
    expect(said('AL3 takes the initiative', ['rolled 6', '4 activations'])).not.toContain('\u001b[');
  });

  it('lists modifiers with their net', () => {
    expect(modifierList([], 0)).toBe('');
    expect(modifierList([{ label: 'Leader', value: 0, reason: '' }], 0)).toBe('');
    expect(modifierList([{ label: 'Short range', value: 1, reason: '' }], 1)).toBe('(+1: short range +1)');
  });
});

describe('the dispatcher', () => {
  it('journals commands before returning, and views not at all', () => {
    const { core, journal } = open();
    play(core, 'status', 'morale', 'leaders', 'rules ranges', 'help', 'help fire', 'log');
    expect(journalLines(journal)).toHaveLength(1); // the header only
    play(core, 'initiative');
    const lines = journalLines(journal);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ kind: 'command', n: 1, text: 'initiative', hand: false });
  });

  it('refuses with a reason and changes nothing', () => {
    const { core, journal } = open();
    const before = core.session;
    for (const line of ['done', 'charge A5 at D1', 'command Nobody', 'undo', 'undo x', 'dice maybe', 'status Nobody', 'odds', 'frobnicate']) {
      const r = runLine(core, line);
      expect(r.outcome.kind, line).toBe('refused');
      expect(r.text.length, line).toBeGreaterThan('refused: '.length);
    }
    expect(core.session).toBe(before);
    expect(journalLines(journal)).toHaveLength(1);
  });

  it('says why an action out of turn is refused', () => {
    const { core } = open();
    play(core, 'initiative', 'first attacker', 'command AL2', 'done', 'command DL2', 'done');
    const again = runLine(core, 'command AL2');
    expect(again.outcome.kind).toBe('refused');
    expect(again.text).toMatch(/Ekholm/);
  });

  it('undoes across commands and journals the undo', () => {
    const { core, journal } = open();
    play(core, 'initiative', 'first attacker', 'command AL2');
    const state = core.session.state;
    expect(play(core, 'undo 2')).toContain('Undone: "first attacker", "command AL2".');
    expect(core.session.entries).toHaveLength(1);
    expect(core.session.state).not.toBe(state);
    expect(journalLines(journal).at(-1)).toMatchObject({ kind: 'undo', count: 2 });
    expect(runLine(core, 'undo 5').outcome.kind).toBe('refused');
  });

  it('prints one JSON object per result with the documented fields', () => {
    const { core } = open(7, { json: true });
    play(core, 'initiative', 'first attacker', 'command AL2');
    const out = play(core, 'fire A2 at D1 --short');
    const objects = out.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(objects.length).toBeGreaterThan(0);
    for (const o of objects) {
      for (const key of ['turn', 'step', 'action', 'actor', 'target', 'modifiers', 'actorModifier', 'targetModifier', 'rolls', 'difference', 'result', 'changes']) {
        expect(o, key).toHaveProperty(key);
      }
    }
    const fire = objects.find((o) => String(o.action).toLowerCase() === 'fire') as { modifiers: { actor: { label: string; value: number }[] }; rolls: { actor: number; target: number } };
    expect(fire.modifiers.actor.every((m) => typeof m.label === 'string' && typeof m.value === 'number')).toBe(true);
    expect(typeof fire.rolls.actor).toBe('number');
  });

  it('gives odds and modifiers as JSON on request', () => {
    const { core } = open();
    const odds = JSON.parse(play(core, 'odds fire A2 at D1 --short --json')) as { outcomes: { label: string; probability: number }[]; expected: object };
    expect(odds.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 10);
    expect(odds.expected).toHaveProperty('actorLevels');
    const mods = JSON.parse(play(core, 'mods fire A2 at D1 --json')) as Record<string, unknown>;
    expect(Object.keys(mods)).toEqual(expect.arrayContaining(['modifiers', 'actorModifier', 'targetModifier']));
  });

  it('gives the odds of an action that rolls nothing as JSON of the same shape: no outcomes, nothing expected, the note on one line', () => {
    const { core } = open();
    const odds = JSON.parse(play(core, 'odds advance A1 --json')) as Record<string, unknown>;
    expect(odds).toMatchObject({ kind: 'odds', actor: 'Blue Brigade', outcomes: [], expected: { actorLevels: 0, targetLevels: 0 } });
    expect(Object.keys(odds)).toEqual(expect.arrayContaining(['modifiers', 'actorModifier', 'targetModifier', 'note']));
    expect(odds.note).toMatch(/^This action rolls no dice, so it has no odds: Advance 5" in the open\. No closer/);
    expect(odds.note).not.toContain('\n');
  });

  it('tells the board of no dice to show for an action that rolls nothing, taking back the odds shown before', () => {
    const { core } = open();
    const heard: { kind: string }[] = [];
    core.onNews = (news) => heard.push(news);
    play(core, 'initiative --rolls 6,1', 'first attacker', 'command AL2 --rolls 6', 'odds fire A2 at D1 --short');
    expect(heard.at(-1)?.kind).toBe('preview');
    play(core, 'odds advance A1');
    expect(heard.at(-1)).toEqual({ kind: 'preview-withdrawn' });
  });

  it('refuses --rolls on odds and mods, which roll nothing, rather than drop the dice unseen', () => {
    const { core } = open();
    for (const word of ['odds', 'mods']) {
      const r = runLine(core, `${word} fire A2 at D1 --short --rolls 3`);
      expect(r.outcome.kind, word).toBe('refused');
      expect(r.text).toMatch(new RegExp(`${word} rolls nothing; --rolls is for the roll itself: ${word} fire A2 at D1 --short`));
    }
  });

  it('refuses --rolls on a command that rolls no dice, saying so', () => {
    const { core } = open();
    const r = runLine(core, 'note a --rolls 3');
    expect(r.outcome.kind === 'refused' && r.outcome.reason).toBe('this command rolls no dice: leave out --rolls');
  });

  it('asks scripts for --rolls when the dice are rolled by hand', () => {
    const { core, journal } = open(7, { hand: true });
    const r = runLine(core, 'initiative');
    expect(r.outcome.kind).toBe('refused');
    // How many values, and what the first is for: not a made-up example.
    expect(r.text).toBe(`refused: the dice are rolled by hand: this command needs at least 2 values with --rolls (the next is for Swedes' initiative roll); "dice app" lets tyw roll them`);
    play(core, 'initiative --rolls 5,2');
    const entry = journalLines(journal)[1] as { hand: boolean; rolls: { value: number }[] };
    expect(entry.hand).toBe(true);
    expect(entry.rolls.map((d) => d.value)).toEqual([5, 2]);
    expect(play(core, 'dice app')).toMatch(/tyw rolls/);
  });

  it('"dice tyw" is "dice app", as help words it: tyw rolls', () => {
    const { core } = open(7, { hand: true });
    expect(play(core, 'dice tyw')).toMatch(/Dice: tyw rolls from now on\./);
    expect(play(core, 'dice')).toMatch(/Dice: tyw rolls\./);
  });

  it('"dice program" is "dice app" too, and a wrong word is refused saying what each means', () => {
    const { core } = open(7, { hand: true });
    expect(play(core, 'dice program')).toMatch(/Dice: tyw rolls from now on\./);
    const r = runLine(core, 'dice robot');
    expect(r.outcome.kind).toBe('refused');
    expect(r.text).toMatch(/dice takes "app" \(tyw rolls\) or "hand" \(the players roll\), not "robot"/);
  });

  it('resolves hand-rolled values exactly as the program would', () => {
    const app = open(11).core;
    play(app, 'initiative');
    const rolled = app.session.entries[0]?.rolls.map((d) => d.value) ?? [];
    const hand = open(99, { hand: true }).core;
    const need = hand.needDice('initiative', []);
    expect(need.ok && need.value?.sides).toBe(6);
    play(hand, `initiative --rolls ${rolled.join(',')}`);
    expect(hand.session.entries[0]?.events).toEqual(app.session.entries[0]?.events);
  });

  it('completes command words, names and flags', () => {
    const { core } = open();
    expect(core.complete('mor')[0]).toContain('morale');
    expect(core.complete('und')[0]).toContain('undo');
    expect(core.complete('fire A2 at Ott')[0].join(' ')).toMatch(/Ottenbach/);
    expect(core.complete('fire A2 at D1 --sh')[0]).toContain('--short');
    expect(core.complete('rules ra')[0]).toEqual(['ranges']);
    expect(core.complete('dice h')[0]).toEqual(['hand']);
    expect(core.complete('status Finn')[0].join(' ')).toMatch(/Finnish Horse/);
    for (const line of ['mor', 'fire A2 at Ott', 'status Finn', 'help ch']) {
      const [candidates, word] = core.complete(line);
      expect(line.endsWith(word), line).toBe(true);
      expect(candidates.length, line).toBeGreaterThan(0);
    }
  });

  it('offers only legal choices in the guided menu', () => {
    const { core } = open();
    const first = core.views.guide(core.state);
    expect(first?.kind).toBe('select');
    if (first?.kind !== 'select') return;
    expect(first.choices.map((c) => c.name)).toEqual(['roll for the initiative']);
    const line = first.next(first.choices[0]?.value ?? '');
    expect(line).toBe('initiative');
  });

  it('plays whole battles through the guided menus alone, every path ending in an accepted command', () => {
    const rand = seededRandom(1);
    for (let seed = 0; seed < 8; seed += 1) {
      const { core } = open(seed);
      playMenusAtRandom(core, rand, 600, () => 0); // terrain lengths are the table's to measure; 600 lines is room for the longest seed
      expect(core.views.where(core.state).over, `seed ${seed} ends with an army broken`).toBe(true);
    }
  });
});

describe('typo hints at the prompt', () => {
  it('a left-out keyword is put back with odds before the action, and never suggested where it would end the line', () => {
    const { core } = open();
    const hinted = runLine(core, 'odds regroup A1 D1');
    expect(hinted.outcome.kind === 'refused' && hinted.outcome.reason).toMatch(/\(did you mean "odds regroup A1 at D1"\?\)/);
    const closing = runLine(core, 'sack Imperialists Swedes');
    expect(closing.outcome.kind === 'refused' && closing.outcome.reason).not.toMatch(/did you mean/);
  });

  it('a view that reads nothing after its word refuses extra words rather than ignore them; status still takes a unit', () => {
    const { core } = open();
    const r = runLine(core, 'leaders xyz');
    expect(r.outcome.kind === 'refused' && r.outcome.reason).toBe('leaders takes nothing after it (help leaders)');
    expect(runLine(core, 'status D1').outcome.kind).not.toBe('refused');
    expect(runLine(core, 'leaders').outcome.kind).not.toBe('refused');
  });

  it('a view refuses a flag, which no view takes, and an unclosed quote, rather than look for a unit of that name', () => {
    const { core } = open();
    const reason = (line: string) => {
      const r = runLine(core, line);
      return r.outcome.kind === 'refused' ? r.outcome.reason : r.outcome.kind;
    };
    expect(reason('status --json')).toBe('status takes no flags, not "--json": tyw play --json gives every view as JSON');
    expect(reason('status A1 --bogus')).toBe('status takes no flags, not "--bogus" (help status)');
    expect(reason('status "Blue')).toBe('a quote is not closed: add the closing quote after "Blue"');
    expect(reason('status "Blue Brigade"')).toBe('view');
    // A line that opens with a quote it never closes says so, not 'unknown command ""'.
    expect(reason('"')).toBe('a quote is not closed: put a name between two quotes, after its command (help lists the commands)');
    expect(reason('"Blue')).toBe('a quote is not closed: add the closing quote after "Blue"');
    expect(reason('"Blue Brigade"')).toMatch(/^unknown command "Blue Brigade"/);
    // Session words that read nothing after them.
    expect(reason('save extra')).toBe('save takes nothing after it, not "extra"');
    expect(reason('quit now')).toBe('quit takes nothing after it, not "now"');
    expect(reason('quit')).toBe('quit');
  });

  it('a typo of a view or session word (not the rule set\'s own) gets its "did you mean" too', () => {
    const { core } = open();
    for (const [typed, meant] of [['stauts', 'status'], ['leadres', 'leaders'], ['undp', 'undo']]) {
      const r = runLine(core, typed as string);
      expect(r.outcome.kind === 'refused' && r.outcome.reason).toBe(`unknown command "${typed}"; did you mean ${meant}? (help lists them)`);
    }
  });

  it('an unknown flag gets a "did you mean" for the flag it begins, the shortest of them (4.1: --hex for --hexes, not --hexside)', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8'), file: 'p.yaml', seed: 3, journal: join(dir, 'j.tyw.jsonl') });
    track({ core, dir });
    const r = runLine(core, 'move A1 --hex 3');
    expect(r.outcome.kind === 'refused' && r.outcome.reason).toBe('move has no --hex flag; did you mean --hexes? (help move lists them)');
    const t = runLine(core, 'move A1 --terr woods');
    expect(t.outcome.kind === 'refused' && t.outcome.reason).toBe('move has no --terr flag; did you mean --terrain? (help move lists them)');
  });
});

describe('hand dice: a command whose only die is settled', () => {
  it('asks nothing, and says the die is not needed rather than showing a value tyw rolled', () => {
    const dir = tempDir('tyw-settled-');
    const text = readFileSync(join(ROOT, 'scenarios', 'first-battle.yaml'), 'utf8')
      .replace('ruleset: devil-rules', "ruleset: devil-rules\nhouseRules: { 'regroup.one-level': 1 }");
    const journal = join(dir, 'b.jsonl');
    const { core } = track({ core: coreFromText({ text, file: 'settled.yaml', seed: 1, journal, hand: true }), dir });
    // The Imperialists disorder Blue Brigade; any face of its Regroup roll then restores it.
    for (const line of ['initiative --rolls 5,2', 'first defender', 'command DL2 --rolls 6', 'fire D1 at A1 --rolls 6,1', 'done', 'command AL2 --rolls 6']) play(core, line);
    const rested = runLine(core, 'rest A1');
    expect(rested.outcome.kind, rested.text).toBe('applied');
    expect(rested.text).toContain('no die is needed');
    expect(rested.text).not.toMatch(/d6 \d/);
    const entry = journalLines(journal).at(-1) as { text: string; hand: boolean; rolls: unknown[] };
    expect(entry).toMatchObject({ text: 'rest A1', hand: true, rolls: [] });
  });
});

describe('hand dice: an opposed roll with one die settled', () => {
  it('shows the die that was rolled, even without modifiers, and says why the other was not asked', () => {
    const { core } = open(1, { hand: true });
    for (const line of ['initiative --rolls 5,1', 'first attacker', 'command AL2 --rolls 3']) play(core, line);
    const fired = play(core, 'fire A2 at D1 --rolls 1');
    expect(fired).toContain("Commanded Musketeers (d6 1 = 1) → No effect on Ottenbach's Tercio. No die for Ottenbach's Tercio is needed: no face could change the result.");
    // Both dice typed, as players rolling together would: told which one tyw does not ask for.
    const r = runLine(core, 'fire A1 at D1 --rolls 1,3');
    expect(r.text).toMatch(/^refused: this command needs 1 value with --rolls, 2 given: tyw does not ask for the die "Ottenbach's Tercio under fire", as no face of it could change the result$/);
  });
});

describe('odds before a typed roll', () => {
  it('none for an action that rolls no die (a unit in command moves without a check)', () => {
    const dir = tempDir('tyw-no-roll-');
    const file = join(ROOT, 'scenarios', 'tilly-figure5.yaml');
    const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 3, journal: join(dir, 'b.jsonl') }), dir });
    expect(core.oddsBeforeRoll('move A2')).toBeNull();
    // An action that rolls still has its odds printed first.
    expect(open(1).core.oddsBeforeRoll('initiative')).not.toBeNull();
  });

  it('a sure outcome with no die to throw is played, not rolled: the menus ask "Play it?"', () => {
    const dir = tempDir('tyw-sure-');
    const file = join(ROOT, 'scenarios', 'scruby-sample.yaml');
    const { core } = track({ core: coreFromText({ text: readFileSync(file, 'utf8'), file, seed: 1, journal: join(dir, 'b.jsonl') }), dir });
    // Musket fire kills by the table alone ("COMBAT TABLE"): one outcome, certain.
    expect(core.oddsBeforeRoll('fire A2 at B2 --range 4')).not.toBeNull();
    expect(core.sureBeforeRoll('fire A2 at B2 --range 4')).toBe(true);
    // The Devil's initiative rolls, with more than one outcome.
    expect(open(1).core.sureBeforeRoll('initiative')).toBe(false);
    // A charge that always reaches still throws its die (4.2): rolled, not only played.
    const draft = join(ROOT, 'scenarios', 'orders-draft-sample.yaml');
    const orders = track({ core: coreFromText({ text: readFileSync(draft, 'utf8'), file: draft, seed: 1, journal: join(dir, 'o.jsonl') }), dir }).core;
    expect(runLine(orders, 'order AC1 A1 charge --target B1 --rolls 1,1').text).toContain('accepted');
    expect(orders.oddsBeforeRoll('charge-move A1 --distance 2')?.join('\n')).toContain('certain');
    expect(orders.sureBeforeRoll('charge-move A1 --distance 2')).toBe(false);
  });

  it('values given with --rolls get the odds of what they roll, dice by hand or not', () => {
    const { core } = open(1);
    const odds = core.oddsBeforeRoll('initiative');
    expect(odds).not.toBeNull();
    expect(core.oddsBeforeRoll('initiative --rolls 6,1')).toEqual(odds);
    const byHand = track(firstBattleCore(1, { hand: true }));
    // Rolled one die at a time, each question shows its own modifiers: no odds first.
    expect(byHand.core.oddsBeforeRoll('initiative')).toBeNull();
    expect(byHand.core.oddsBeforeRoll('initiative --rolls 6,1')).toEqual(odds);
  });
});
