/**
 * The REPL on a Tilly's Very Bad Day battle, in-process (as core.test.ts does for While the
 * Devil Rules): the header, `status`, `morale`, `leaders`, `rules`, `odds` and `mods` with
 * the exact hit distributions, `help`, completion, the guided menus (every path ends in a
 * command the engine accepts), and the standing `replay` and `report` print.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBattle, standingAt, summaryLines } from '../../src/cli/commands/replay.js';
import { markdownReport, reportData } from '../../src/cli/commands/report.js';
import { closeCore, coreFromText, type PlayCore, runLine } from '../../src/repl/index.js';
import { renderJson } from '../../src/present/json.js';
import { renderTerminal } from '../../src/present/terminal.js';
import { legalNow } from '../../src/rulesets/tilly/legal.js';
import type { TillyState } from '../../src/rulesets/tilly/state.js';
import { TABLE_1, UNIT_TYPES } from '../../src/rulesets/tilly/units.js';
import { closeCoresAfterEach, play, playMenusAtRandom, ROOT, seededRandom, tempDir, walkGuide } from './helpers.js';

const FIGURE_5 = join(ROOT, 'scenarios', 'tilly-figure5.yaml');

const track = closeCoresAfterEach();
function open(seed = 3): { core: PlayCore; journal: string } {
  const dir = tempDir('tyw-tilly-');
  const journal = join(dir, 'battle.tyw.jsonl');
  const core = coreFromText({ text: readFileSync(FIGURE_5, 'utf8'), file: 'scenarios/tilly-figure5.yaml', seed, journal });
  return track({ core, journal, dir });
}

const state = (core: PlayCore): TillyState => core.state as TillyState;

/** Turn 1 up to the melee step: shooting, charges made, three melees to fight. */
const TO_MELEE = [
  'attach A1 A3',
  'move A3',
  'next',
  'shoot D6 at A10 --rolls 6,3',
  'next',
  'next',
  'next',
  'declare A3 at D2',
  'declare A16 at D8 --flank',
  'next',
  'charge',
  'next',
  'next',
];

describe('Tilly views', () => {
  it('the header says the turn, the step, who acts and the units lost against the break threshold', () => {
    const { core } = open();
    expect(core.header()).toBe('Turn 1 | 1.1 Attacker move | French move | units lost French 0/12, Imperialists 0/13');
    expect(core.prompt()).toBe('T1 attacker-move> ');
    play(core, 'next');
    expect(core.header()).toBe('Turn 1 | 1.2 Defender shoot | Imperialists shoot | units lost French 0/12, Imperialists 0/13');
  });

  it('prints the loaded battle with each side\'s commands and break threshold', () => {
    const { core } = open();
    const battle = core.views.battle(core.state, core.session.scenario);
    const text = renderTerminal(battle, core.paint).join('\n');
    expect(text).toContain('Bases 80mm wide: 1 TUM = 40mm.');
    expect(text).toContain('French: attacker, 24 units in 4 commands; loses with 12 or more units lost');
    expect(text).toContain('Imperialists: defender, 25 units in 4 commands; loses with 13 or more units lost');
    expect(text).toMatch(/^ {2}D17 +Imperial Commanded Shot +Shot +3 +Left wing$/m);
    expect(renderJson(battle)).toMatchObject({ kind: 'battle', ruleset: 'tilly', sides: [{ name: 'French', losesAt: 12 }, { name: 'Imperialists', losesAt: 13 }] });
  });

  it('status: a table per command (its commander first) with type, resolve now/start and markers', () => {
    const { core } = open();
    // Dice: French Right Horse 2 6,6,1 and its commander 1; Imperial Right Horse 1 1,1,5; the commander's casualty die 2.
    play(core, ...TO_MELEE, 'melee A3 --rolls 6,6,1,1,1,1,5,2');
    const text = play(core, 'status');
    expect(text).toMatch(/^French \(attacker\): 0 of 24 units lost, loses with 12 or more$/m);
    expect(text).toMatch(/^ {2}id +unit +type +resolve +markers$/m);
    // Each command under its name, its commander first.
    expect(text).toMatch(/^ {2}Centre\n {2}id .*\n {2}─+\n {2}A9 +French General of the Centre +Commander/m);
    // Shot at: resolve 3 of 4. Charged and won: markers. An attached commander among the markers.
    expect(text).toMatch(/^ {2}A10 +French Foot 1 +Pike\+shot +3\/4$/m);
    expect(text).toMatch(/^ {2}A3 +French Right Horse 2 +Horse +2\/3 +charged, locked with Imperial Right Horse 1, won its melee, French General of the Right attached$/m);
    expect(text).toMatch(/^ {2}A1 +French General of the Right +Commander +1\/1 +with French Right Horse 2$/m);
    // Charged this turn, not yet fought: "in melee with" ("Step 3.4. Melee"); locked only once a melee leaves them in contact ("Locked in melee").
    expect(text).toMatch(/^ {2}A16 +French Left Horse 1 +Horse +3\/3 +charged, in melee with Imperial Foot 1$/m);
    expect(text).toMatch(/^ {2}D8 +Imperial Foot 1 +Pike\+shot +4\/4 +in melee with French Left Horse 1 \(on its flank\)$/m);
    expect(text).toMatch(/^ {2}A8 +French Right Guns/m);
    expect(text).toMatch(/^ {2}D6 +Imperial Right Guns +Cannons +2\/2 +shot\b/m);
    // One side, and one unit in full.
    expect(play(core, 'status Imp')).not.toContain('French (attacker)');
    const unit = play(core, 'status "French Foot 1"');
    expect(unit).toContain('French Foot 1 (A10), Pike+shot, French');
    expect(unit).toContain('resolve 3 of 4; 1 lost to shooting or melee');
    expect(unit).toContain('Table 1: moves 3 TUM (120mm); shoots 4 TUM (160mm), hitting on 6; hits on 5+ in melee');
    expect(runLine(core, 'status Nobody').outcome.kind).toBe('refused');
  });

  it('status at a 60-column terminal: a unit\'s row keeps to one line, or two for a long name (play-test finding)', () => {
    const dir = tempDir('tyw-tilly-');
    const core = coreFromText({ text: readFileSync(FIGURE_5, 'utf8'), file: 'scenarios/tilly-figure5.yaml', seed: 3, journal: join(dir, 'battle.tyw.jsonl'), width: 60 });
    track({ core, journal: join(dir, 'battle.tyw.jsonl'), dir });
    const text = play(core, 'status');
    // Before, the commander's name on every row squeezed the names: "French Right / Horse 1" over three lines.
    expect(text).toMatch(/^ {2}A2 +French Right Horse 1 +Horse +3\/3$/m);
    expect(text).toMatch(/^ {2}D17 +Imperial Commanded Shot +Shot +3\/3$/m);
    const rows = text.split('\n').filter((l) => /^ {2}[AD]\d+ /.test(l)).length;
    expect(rows).toBe(49);
    // Every table line fits (the prose is fitted as it is printed), and the lines are fewer than two a unit.
    expect(text.split('\n').filter((l) => l.startsWith('  ') && l.length > 60)).toEqual([]);
    expect(text.split('\n').length).toBeLessThan(49 * 2);
  });

  it('morale and leaders: units lost against the threshold, and the commanders', () => {
    const { core } = open();
    play(core, 'rout A4 --why "fled"', 'fall A21 --why "a stray ball"');
    const morale = play(core, 'morale');
    expect(morale).toMatch(/^ {2}French +2\/24 +12 +#+\.+ +10 to go$/m);
    expect(morale).toMatch(/^ {2}Imperialists +0\/25 +13 +\.+ +13 to go$/m);
    expect(morale).toContain('French: French Right Horse 3 (routed), French General of the Reserve (casualty)');
    expect(morale).toContain('Imperialists 13 or more of 25');
    const leaders = play(core, 'leaders');
    expect(leaders).toMatch(/^ {2}A21 +French General of the Reserve +French +Reserve +3\/3 +casualty \(this turn\)$/m);
    expect(leaders).toMatch(/^ {2}A1 +French General of the Right +French +Right wing +6\/7 +active$/m);
    expect(play(core, 'commanders')).toBe(leaders);
    expect(core.header()).toContain('units lost French 2/12, Imperialists 0/13');
  });

  it('rules print Table 1 and the tables the engine uses, in TUM and in the battle\'s own units', () => {
    const { core } = open();
    const units = play(core, 'rules units');
    for (const t of UNIT_TYPES) expect(units).toContain(TABLE_1[t].name);
    expect(units).toMatch(/^ {2}Horse +6 TUM \(240mm\) \* +2 TUM \(80mm\) +6 +context +3$/m);
    expect(units).toMatch(/^ {2}Pike\+shot +3 TUM \(120mm\) +4 TUM \(160mm\) +6 +5\+ +4$/m);
    expect(units).toMatch(/^ {2}Cannons +pivot +unlimited +6 +- +2$/m);
    expect(play(core, 'rules horse')).toMatch(/charging the front of pike\+shot +5\+/);
    expect(play(core, 'rules int')).toMatch(/^ {2}Horse +yes +yes +- +- +yes +-$/m);
    expect(play(core, 'rules morale')).toMatch(/^ {2}Imperialists +25 +13 or more lost$/m);
    expect(play(core, 'rules turn')).toContain('3.4 Melee:');
    expect(play(core, 'rules')).toContain('Topics: turn, units, horse, quality, command, shooting, melee, movement, terrain, interpenetration, morale');
    expect(runLine(core, 'rules m').outcome.kind).toBe('refused');
    expect(core.complete('rules int')[0]).toEqual(['interpenetration']);
  });

  it('odds of a volley: the exact distribution of hits as a table with bars', () => {
    const { core } = open();
    play(core, 'next');
    const text = play(core, 'odds shoot D8,D9 at A2');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Imperial Foot 1 + Imperial Foot 2 (5 dice) at French Right Horse 1');
    // 5 dice hitting on 6: P(0) = (5/6)^5 = 3125/7776; 3 or more hits rout a unit of resolve 3.
    expect(text).toMatch(/^ {2}no hit +40\.2% +3125\/7776 +#+\.+$/m);
    expect(text).toMatch(/^ {2}1 hit +40\.2% +3125\/7776 +#+\.+$/m);
    expect(text).toMatch(/^ {2}2 hits +16\.1% +625\/3888 +#+\.+$/m);
    expect(text).toMatch(/^ {2}3\+ hits: routs +3\.5% +23\/648 +#\.+$/m);
    expect(text).toContain('expected resolve lost: French Right Horse 1 0.83');
    expect(text).toContain('Dice in order: 4 for Imperial Foot 1 (hit on 6), then 1 for Imperial Foot 2 (hit on 6).');
    const json = JSON.parse(play(core, 'odds shoot D8,D9 at A2 --json')) as { kind: string; outcomes: { probability: number }[] };
    expect(json.kind).toBe('odds');
    expect(json.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
    const mods = play(core, 'mods shoot D8,D9 at A10 --cover');
    expect(mods.split('\n')[0]).toBe('Imperial Foot 1 + Imperial Foot 2: 3 dice');
    expect(mods).toMatch(/^ +\+4 +Imperial Foot 1: primary, to front: resolve/m);
    expect(mods).toMatch(/^ +-1 +Imperial Foot 1: target infantry in difficult terrain or fortifications/m);
    // Nothing was rolled or journaled.
    expect(core.session.entries.map((e) => e.text)).toEqual(['next']);
    // A pivot rolls nothing: an answer, not a refusal that would end a script.
    expect(runLine(core, 'odds pivot A8').text).toBe('This action rolls no dice, so it has no odds: it would be refused now (units pivot in steps 1.1 and 2.1, not in defender shoot).');
    expect(runLine(core, 'mods pivot A8').text).toBe('This action rolls no dice and has no modifiers.\nIt would be refused now (units pivot in steps 1.1 and 2.1, not in defender shoot).');
    // The other side's volley is previewed as if its shoot step (2.2) had come.
    expect(play(core, 'odds shoot A2 at D8').split('\n')[0]).toBe('French Right Horse 1 (3 dice) at Imperial Foot 1');
  });

  it('odds and mods of a melee: who scores more, and each side\'s hits', () => {
    const { core } = open();
    play(core, ...TO_MELEE);
    const odds = play(core, 'odds melee A3');
    expect(odds.split('\n')[0]).toBe('French Right Horse 2 (4 dice) vs Imperial Right Horse 1 (3 dice)');
    expect(odds).toMatch(/^ {2}French score more hits +65\.5% +283\/432 /m);
    expect(odds).toContain('Hits scored by French Right Horse 2:');
    // 3 dice at 4+ and the commander's die at 4+: four dice at 1/2.
    expect(odds).toMatch(/^ {2}4 hits +6\.3% +1\/16 +##\.+$/m);
    expect(odds).toContain('Hits scored by Imperial Right Horse 1:');
    expect(odds).toMatch(/^ {2}3 hits +3\.7% +1\/27 /m);
    expect(odds).toContain('expected resolve lost: French Right Horse 2 1.00, Imperial Right Horse 1 1.94');
    const json = JSON.parse(play(core, 'odds melee A3 --json')) as { distributions: { title: string; outcomes: { probability: number }[] }[] };
    expect(json.distributions.map((d) => d.title)).toEqual(['Hits scored by French Right Horse 2', 'Hits scored by Imperial Right Horse 1']);
    for (const d of json.distributions) expect(d.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
    const mods = play(core, 'mods melee A3');
    expect(mods).toMatch(/^French Right Horse 2: 4 dice$/m);
    expect(mods).toMatch(/^ +French Right Horse 2: hits on 4\+ \(horse charging a unit other than pike\+shot\)/m);
    expect(mods).toMatch(/^ +\+1 +French General of the Right \(commander with French Right Horse 2\): 1 die, hits on 4\+ +"Commander in melee"$/m);
    expect(mods).toMatch(/^Imperial Right Horse 1: 3 dice$/m);
  });

  it('Step 1.2. Defender Shoot and Step 3.4. Melee: each resolve change is printed once, beside its own unit', () => {
    const { core } = open();
    const volley = play(core, ...TO_MELEE.slice(0, 4));
    expect(volley.split('\n')[0]).toBe('Imperial Right Guns (primary, 2 dice) 6, 3: 1 hit → French Foot 1 takes 1 hit: resolve 4 → resolve 3.');
    play(core, ...TO_MELEE.slice(4));
    const melee = play(core, 'melee A3 --rolls 6,6,1,1,1,1,5,2').split('\n')[0] ?? '';
    expect(melee).toContain('→ French Right Horse 2 resolve 3 → resolve 2, Imperial Right Horse 1 resolve 3 → resolve 1. French Right Horse 2 won');
    expect(melee.endsWith('Still in contact until Imperial Right Horse 1 rallies back in step 3.5, as it must.')).toBe(true);
    expect(melee.match(/→ resolve/g)).toHaveLength(2);
  });

  it('Step 1.1 Attacker move: odds of a move that rolls nothing say why, in the rule set\'s words', () => {
    const { core } = open();
    expect(runLine(core, 'odds move A1').text).toContain('rolls no dice, so it has no odds: French General of the Right is a commander, always in command: no roll');
    const answer = runLine(core, 'odds move A2');
    expect(answer.text).toBe('This action rolls no dice, so it has no odds: French Right Horse 1 is in command: no roll.');
    // An answer, not a refusal: a script reading it goes on.
    expect(answer.outcome.kind).toBe('view');
  });

  it('Step 3.3. Point Blank Shooting: odds and mods work in any step, and a refusal names the real step', () => {
    const { core } = open();
    // In step 1.1 nobody has charged: the refusal says so, and does not name another step.
    const r = runLine(core, 'odds pointblank D2 at A3');
    expect(r.outcome).toMatchObject({ kind: 'refused', reason: 'French Right Horse 2 did not charge Imperial Right Horse 1 this turn' });
    play(core, ...TO_MELEE.slice(0, -2));
    expect(state(core).step).toBe('charge');
    expect(play(core, 'odds pointblank D2 at A3').split('\n')[0]).toBe('Imperial Right Horse 1 (3 dice) at French Right Horse 2');
  });

  it('help lists the Tilly commands, and the views in Tilly\'s words', () => {
    const { core } = open();
    const help = play(core, 'help');
    for (const word of ['move', 'pivot', 'shoot', 'declare', 'charge', 'pointblank', 'evade', 'melee', 'rallyback', 'rally', 'heroics', 'rout', 'fall', 'undo', 'guide']) {
      expect(help).toMatch(new RegExp(`^ {2}${word}\\b`, 'm'));
    }
    expect(help).toMatch(/^ {2}status +units: type, quality, resolve now\/start, markers, commander$/m);
    expect(help).toMatch(/^ {2}leaders\|commanders +the commanders/m);
    // Each command once, the generic text replaced.
    expect(help.match(/^ {2}status\b/gm)).toHaveLength(1);
    expect(help.match(/^ {2}odds\b/gm)).toHaveLength(1);
    expect(help).not.toContain('bases, status, acted');
    const shoot = play(core, 'help shoot');
    expect(shoot.split('\n').slice(0, 3).join(' ').replace(/\s+/g, ' ')).toContain('shoot <primary>[,<secondary>...] at <target> [--flank <units>] [--cover] [--blocked] [--not-closest] [--enemy-front <units>]');
    expect(shoot).toContain('--cover');
    expect(shoot).toContain('Dice are rolled primary first');
    expect(shoot.split('\n').at(-1)).toBe('  Example: shoot D2,D3 at A4 --rolls 1,2,6,6,6');
    expect(play(core, 'help declare')).toContain('declare <commander> with <unit>');
    expect(play(core, 'help status')).toContain('One unit in full: status A3.');
    expect(play(core, 'help undo')).toContain('take back the last n commands');
    expect(runLine(core, 'help frobnicate').outcome.kind).toBe('refused');
  });

  it('help gives lengths in TUM and in the scenario\'s own unit (bases 80mm wide: 1 TUM = 40mm)', () => {
    const { core } = open();
    // Help wraps to 100 columns: read it with each wrapped line run on.
    const joined = (text: string) => text.replace(/\n {3,}/g, ' ');
    expect(joined(play(core, 'help move'))).toContain('more than 8 TUM (320mm) from its commander');
    expect(joined(play(core, 'help'))).toMatch(/^ {2}rallyback\b.*rally back up to 3 TUM \(120mm\)/m);
    expect(play(core, 'help')).not.toMatch(/\d TUM(?! \()/);
  });

  it('completes command words, unit names, sides, flags and topics', () => {
    const { core } = open();
    expect(core.complete('sho')[0]).toEqual(['shoot']);
    expect(core.complete('point')[0]).toEqual(['pointblank']);
    expect(core.complete('comm')[0]).toEqual(['commanders']);
    // A name with spaces completes its last word, or whole and quoted after an opening quote.
    expect(core.complete('move French Right H')).toEqual([['Horse 1', 'Horse 2', 'Horse 3', 'Horse 4', 'Horse 5', 'Horse 6'], 'H']);
    expect(core.complete('move "French Right Horse 2')[0]).toEqual(['"French Right Horse 2"']);
    expect(core.complete('move A2 --ch')[0]).toContain('--change');
    expect(core.complete('move A2 --ro')[0]).toContain('--rolls');
    expect(core.complete('shoot D8,D9 at French Foot ')[0]).toEqual(['1', '2', '3', '4', '5']);
    expect(core.complete('declare A3 at D2 --')[0]).toEqual(['--enemy-ahead', '--far', '--flank', '--more-than-wheel', '--out-of-reach', '--rear', '--rolls']);
    expect(core.complete('heroics A3 f')[0]).toEqual(['for']);
    expect(core.complete('status Imp')[0].join(' ')).toMatch(/Imperialists/);
    expect(core.complete('odds shoot D8 at French Right H')[0]).toContain('Horse 1');
    expect(core.complete('help hero')[0]).toEqual(['heroics']);
    for (const line of ['sho', 'move French Right H', 'status Imp', 'help hero', 'rules mo']) {
      const [candidates, word] = core.complete(line);
      expect(line.endsWith(word), line).toBe(true);
      expect(candidates.length, line).toBeGreaterThan(0);
    }
  });
});

const walk = walkGuide;

describe('Tilly guided menus', () => {
  it('offer only what is legal in the current step', () => {
    const { core } = open();
    const first = core.views.guide(core.state);
    expect(first?.kind).toBe('select');
    if (first?.kind !== 'select') return;
    const legal = legalNow(state(core));
    expect(first.choices).toHaveLength(legal.length);
    // Step 1.1: the French move or pivot; no Imperial unit, no shooting.
    expect(first.choices.map((c) => c.name)).toContain('French Right Horse 1 moves');
    expect(first.choices.map((c) => c.name)).toContain('French Right Guns pivot (no shooting this turn)');
    expect(first.choices.some((c) => /Imperial|shoots/.test(c.name))).toBe(false);
    expect(first.choices.at(-1)?.name).toBe('next: go on to step 1.2 defender shoot');
  });

  it('a move: command distance asked only when it matters, then difficult terrain and a change of direction', () => {
    const { core } = open();
    // "Command check": out of command, the check is rolled first; the move's questions follow a pass.
    const line = walk(core.views.guide(core.state), { select: [/^French Right Horse 1 moves$/], confirm: [true] });
    expect(line).toBe('move A2 --far --check');
    const ran = runLine(core, `${line as string} --rolls 6,1,1`);
    expect(ran.outcome.kind).toBe('applied');
    expect(ran.text).toMatch(/French Right Horse 1 checks command/);
    const move = walk(core.takeFollowUp(true), { select: [/^wheel$/], confirm: [true] });
    expect(move).toBe('move A2 --difficult --change wheel');
    expect(runLine(core, move as string).outcome.kind).toBe('applied');
    // A commander is always in command and changes direction freely: no question at all.
    expect(walk(core.views.guide(core.state), { select: [/^French General of the Right moves$/] })).toBe('move A1');
  });

  it('a volley: target, secondary shooters, flank and cover, ending in an accepted command', () => {
    const { core } = open();
    play(core, 'next');
    const line = walk(core.views.guide(core.state), {
      select: [/^Imperial Foot 1 shoots$/, /^French Foot 2 /, /^Imperial Foot 2 /, /^no one else$/],
      confirm: [false, false, false, true],
    });
    expect(line).toBe('shoot D8,D9 at A11 --cover');
    // "If there is more than one possible target, shoot at the closest": a "yes" ends in that refusal.
    const closer = walk(core.views.guide(core.state), { select: [/^Imperial Foot 1 shoots$/, /^French Foot 2 /], confirm: [false, true] });
    expect(closer).toBe('shoot D8 at A11 --not-closest');
    expect(runLine(core, closer as string).text).toBe('refused: French Foot 2 is not the closest possible target: shoot at the closest ("Shoot front before flank")');
    // The game master says the line of fire is blocked: the menu ends in the refusal that states the rule.
    const blocked = walk(core.views.guide(core.state), { select: [/^Imperial Foot 1 shoots$/, /^French Foot 2 /], confirm: [true] });
    expect(blocked).toBe('shoot D8 at A11 --blocked');
    expect(runLine(core, blocked as string).text).toBe(
      'refused: French Foot 2 cannot be shot at: the line of fire is blocked by terrain, friends or enemy, or passes a gap under 2 TUM ("Shooting criteria")',
    );
    expect(runLine(core, line as string).outcome.kind).toBe('applied');
    // The target has been shot at this step: it is no longer offered to anyone.
    const again = core.views.guide(core.state);
    if (again?.kind !== 'select') throw new Error('no menu');
    const d10 = again.choices.find((c) => c.name === 'Imperial Foot 3 shoots');
    const targets = d10 ? again.next(d10.value) : null;
    expect(targets && typeof targets !== 'string' && targets.kind === 'select' ? targets.choices.map((c) => c.value) : []).not.toContain('A11');
  });

  it('Shoot front before flank: the menu asks whether friends ahead free a unit with an enemy ahead to shoot to a flank, and about friends on that flank', () => {
    const { core } = open();
    play(core, 'next');
    const ask = (confirm: boolean[]) => walk(core.views.guide(core.state), { select: [/^Imperial Foot 1 shoots$/, /^French Foot 2 /, /^no one else$/], confirm });
    // Not blocked; no closer target; to its flank; an enemy ahead, but friends ahead too (the shooting example's Imperial pike+shot); no friends on that flank; no cover.
    expect(ask([false, false, true, true, true, false, false])).toBe('shoot D8 at A11 --flank D8');
    // An enemy ahead and no friends ahead: it must shoot straight ahead, and the menu ends in that refusal.
    const ahead = ask([false, false, true, true, false]);
    expect(ahead).toBe('shoot D8 at A11 --flank D8 --enemy-front D8');
    expect(runLine(core, ahead as string).text).toMatch(/must shoot straight ahead, not to its flank \("Shoot front before flank"\)$/);
    // Friends on that flank: no flank shot.
    const flanked = ask([false, false, true, false, true]);
    expect(flanked).toBe('shoot D8 at A11 --flank D8 --blocked-flank D8');
    expect(runLine(core, flanked as string).text).toBe(
      'refused: Imperial Foot 1 has friends on the flank French Foot 2 is on, so it cannot shoot to that flank ("Shoot front before flank")',
    );
  });

  it('Shooting range and Shooting arcs: the menu\'s target question gives the shooter\'s range, and no shooting to the rear (cannons: only to their front)', () => {
    const { core } = open();
    play(core, 'next');
    const targetQuestion = (name: string) => {
      const menu = core.views.guide(core.state);
      if (menu?.kind !== 'select') throw new Error('no menu');
      const step = menu.next(menu.choices.find((c) => c.name === name)?.value ?? '');
      return typeof step === 'object' && step !== null ? step.message : '';
    };
    expect(targetQuestion('Imperial Foot 1 shoots')).toBe('Imperial Foot 1 shoots at whom? (range 4 TUM (160mm); not to the rear)');
    expect(targetQuestion('Imperial Right Horse 1 shoots')).toBe('Imperial Right Horse 1 shoots at whom? (range 2 TUM (80mm); not to the rear)');
    expect(targetQuestion('Imperial Right Guns shoot')).toBe('Imperial Right Guns shoot at whom? (range unlimited; only to their front)');
  });

  it('Shooting dice and Melee dice: what players rolling by hand see before their dice gives the exact chances, as odds does', () => {
    const { core } = open();
    play(core, 'next');
    const shot = core.previewLine('shoot D8,D9 at A2');
    expect(shot.ok && shot.value.at(-1)).toBe('Chances: no hit 40.2% (3125/7776); 1 hit 40.2% (3125/7776); 2 hits 16.1% (625/3888); 3+ hits: routs 3.5% (23/648).');
    // A command check gives its chance in its own note, once.
    play(core, 'next');
    const check = core.previewLine('move D2 --far');
    expect(check.ok ? check.value.filter((l) => /Chances:|passes \(/.test(l)) : []).toEqual(['A command check is needed: it is more than 8 TUM (320mm) from Imperial General of the Right. Any 6 passes (91/216).']);
  });

  it('charges and melee: face charged, contact, and the melee\'s questions', () => {
    const { core } = open();
    play(core, 'attach A1 A3', 'next', 'next', 'next', 'next');
    const declare = walk(core.views.guide(core.state), { select: [/^French Left Horse 1 declares a charge$/, /^Imperial Foot 1 /, /^flank$/] });
    expect(declare).toBe('declare A16 at D8 --flank');
    play(core, declare as string);
    // His own French Right Horse 2 declared no charge, so the menu offers only the charging unit ("Commander charges").
    const join = walk(core.views.guide(core.state), { select: [/^French General of the Right charges to join a unit$/, /^French Left Horse 1 /] });
    expect(join).toBe('declare A1 with A16');
    play(core, join as string);
    play(core, 'next');
    expect(walk(core.views.guide(core.state), { select: [/^French Left Horse 1 charges$/], confirm: [true] })).toBe('charge A16');
    play(core, 'charge A16', 'charge', 'next');
    // Imperial Foot 1 was charged in the flank and may shoot at point-blank range.
    expect(walk(core.views.guide(core.state), { select: [/point-blank/] })).toBe('pointblank D8 at A16');
    play(core, 'next');
    // The melee chosen, its questions follow at once: no menu of one "fight" choice.
    const melee = walk(core.views.guide(core.state), { select: [/^fight the melee/, /^uphill$/], confirm: [true] });
    expect(melee).toBe('melee A16 --uphill A16 --difficult A16');
    expect(runLine(core, melee as string).outcome.kind).toBe('applied');
  });

  it('Charge front before flank: a unit that must wheel to reach its target is asked whether an enemy is in reach straight ahead', () => {
    const { core } = open();
    play(core, 'next', 'next', 'next', 'next');
    const ask = (confirm: boolean[]) => walk(core.views.guide(core.state), { select: [/^French Left Horse 1 declares a charge$/, /^Imperial Foot 1 /, /^flank$/], confirm });
    // Reaches it, must wheel, but an enemy is in reach ahead: the menu ends in the refusal.
    const ahead = ask([true, true, true]);
    expect(ahead).toBe('declare A16 at D8 --flank --enemy-ahead');
    expect(runLine(core, ahead as string).text).toMatch(/must charge straight ahead, not Imperial Foot 1 \("Charge front before flank"\)$/);
    // No enemy ahead: it may wheel to charge; a charge straight ahead asks nothing more.
    expect(ask([true, true, false])).toBe('declare A16 at D8 --flank');
    expect(ask([true, false])).toBe('declare A16 at D8 --flank');
  });

  it('play many turns through the menus alone, every path ending in an accepted command', () => {
    const rand = seededRandom(7);
    for (const seed of [1, 2]) {
      const { core } = open(seed);
      playMenusAtRandom(core, rand, 400, (step) => step.default);
      expect(state(core).turn, `seed ${seed} gets past turn 2`).toBeGreaterThan(2);
    }
  }, 60_000);
});

describe('Tilly random lines', () => {
  it('never crash the session; a refusal or a view changes nothing', () => {
    const { core } = open(5);
    const words = ['move', 'pivot', 'shoot', 'declare', 'charge', 'pointblank', 'evade', 'melee', 'rallyback', 'rally', 'heroics', 'set', 'rout', 'fall', 'engage', 'status', 'morale', 'leaders', 'commanders', 'odds', 'mods', 'rules', 'help', 'next'];
    const tokens = ['A1', 'A2', 'A8', 'A10', 'D2', 'D8', 'D9', 'at', 'with', 'for', '--flank', '--rear', '--far', '--cover', '--difficult', '--change', 'wheel', '--rolls', '6,6', '"French Foot 1"', 'Imp', 'French', 'resolve', '0', '9', 'x'];
    const line = fc.tuple(fc.constantFrom(...words), fc.array(fc.constantFrom(...tokens), { maxLength: 5 })).map(([w, rest]) => [w, ...rest].join(' '));
    fc.assert(
      fc.property(line, (text) => {
        const before = core.session;
        const outcome = core.run(text);
        if (outcome.kind === 'refused' || outcome.kind === 'view') expect(core.session).toBe(before);
        core.complete(text);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});

describe('Tilly standing in replay and report', () => {
  it('a battle that ends: who lost, when, and against what threshold', () => {
    const { core, journal } = open();
    const routs = ['A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A10', 'A11', 'A12', 'A13', 'A14', 'A16'].map((id) => `rout ${id} --why "fled the field"`);
    play(core, 'next', 'shoot D6 at A17', ...routs);
    for (let i = 0; i < 20 && !core.views.where(core.state).over; i += 1) play(core, 'next');
    expect(core.header()).toContain('Imperialists win');
    expect(core.header()).toContain('French 12/12 LOST');
    closeCore(core);

    const battle = loadBattle(journal, ROOT);
    const standing = standingAt(battle.rulesetId, battle.commands.at(-1)?.after);
    expect(standing).not.toBeNull();
    const lines = summaryLines(standing as NonNullable<typeof standing>, battle.lastTurn);
    expect(lines[0]).toBe('Battle over in turn 1.');
    expect(lines).toContain('Army morale (units lost, against the number at which each side loses)');
    expect(lines.join('\n')).toMatch(/French \(attacker\) +\[#{20}\] +12 of 12 units lost, broken/);
    expect(lines.join('\n')).toMatch(/Imperialists \(defender\) +\[\.{20}\] +0 of 13 units lost, holding/);
    expect(lines.join('\n')).toMatch(/^ {4}A2 +French Right Horse 1 +Horse +0\/3 +Routed$/m);

    const md = markdownReport(reportData(battle));
    expect(md).toContain('- French broke at the end of turn 1, with 12 units lost against a break threshold of 12.');
    expect(md).toContain('| Side | Routed | Eliminated | Commanders fallen | Resolve lost (units on the table) | Units lost / break threshold |');
    expect(md).toMatch(/^\| French \(attacker\) \| 12: French Right Horse 1, .* \| none \| none \| \d+ of 27 \| 12 \/ 12 \|$/m);
    expect(md).toContain('French (attacker), break threshold 12');
    expect(md).toMatch(/^ {2}turn 1 #+\|? 12 {2}BROKEN$/m);
    expect(md).toContain('| Id | Unit | Type | Resolve | Status |');
  });
});
