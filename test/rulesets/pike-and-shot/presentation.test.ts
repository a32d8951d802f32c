/**
 * Pike & Shot at the table: status, leaders, victory, `rules crt` and `rules tec` from the
 * scenario's own tables, odds and mods, and the standing that replay and report print.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportCommand } from '../../../src/cli/commands/report.js';
import { memoryOutput } from '../../../src/cli/output.js';
import { coreFromText, runLine } from '../../../src/repl/index.js';
import { PS_COMMANDS } from '../../../src/rulesets/pike-and-shot/commands.js';
import { psStanding } from '../../../src/rulesets/pike-and-shot/present/standing.js';
import { describeUnits } from '../../../src/rulesets/pike-and-shot/describe.js';
import type { GuideStep } from '../../../src/present/guide.js';
import { renderJson } from '../../../src/present/json.js';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { closeCoresAfterEach, ROOT, seededRandom, tempDir } from '../../repl/helpers.js';
import { run, SAMPLE as SAMPLE_PATH, SMALL, stateOf } from './fixtures.js';

const track = closeCoresAfterEach();
const SAMPLE = readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8');
const SCRIPT = readFileSync(join(ROOT, 'test', 'repl', 'scripts', 'pike-and-shot-seed5.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));

function sample(seed = 5) {
  const dir = tempDir();
  const core = coreFromText({ text: SAMPLE, file: 'pike-and-shot-sample.yaml', seed, journal: join(dir, 'ps.tyw.jsonl') });
  return track({ core, dir });
}

describe('Pike & Shot guided menus at the table', () => {
  it('the REPL plays the sample through its menus alone, every line journaled and applied', () => {
    const { core } = sample(11);
    const rand = seededRandom(4);
    let applied = 0;
    for (let i = 0; i < 120 && !core.views.where(core.state).over; i += 1) {
      let step: GuideStep | string | null = core.views.guide(core.state);
      while (step !== null && typeof step !== 'string') {
        const s: GuideStep = step;
        if (s.kind === 'select') step = s.next(s.choices[Math.floor(rand() * s.choices.length)]?.value ?? '');
        else if (s.kind === 'confirm') step = s.next(rand() < 0.5);
        else if (s.kind === 'checkbox') step = s.next(s.checked);
        else step = null;
      }
      expect(step, `a menu at ${core.header()}`).not.toBeNull();
      const ran = runLine(core, step as string);
      // A gun's "yes, the line of sight is blocked" ends in the refusal that states 12.3.
      if (/^fire .*--blocked/.test(step as string)) {
        expect(ran.text).toMatch(/^refused: .*\(12\.3\)/);
        continue;
      }
      expect(ran.outcome.kind, `${step}: ${ran.text}`).toBe('applied');
      applied += 1;
    }
    expect(applied).toBeGreaterThan(20);
  });
});

describe('Pike & Shot views', () => {
  it('status shows each unit\'s side up, hex and factors; leaders and victory their own tables', () => {
    const { core } = sample();
    const status = runLine(core, 'status').text;
    expect(status).toMatch(/A1 +Baldiron +Tercio +ordered +0608 +3\/6\/3/);
    expect(status).toMatch(/B5 +Commanded Musketeers +Loose shotte +disordered/);
    // 9.1: a side with battalions shows their facing.
    expect(status).toMatch(/B1 +Yellow Brigade +Battalion +ordered +0611 +ne +4\/5\/4/);
    expect(runLine(core, 'status B1').text).not.toContain('Baldiron');
    // Tab completes a name with a space in quotes: status takes it so.
    expect(runLine(core, 'status "Yellow Brigade"').text).toMatch(/B1 +Yellow Brigade/);
    expect(runLine(core, 'leaders').text).toMatch(/AL1 +Tilly +Imperialists +1\/2 +Baldiron/);
    expect(runLine(core, 'victory').text).toMatch(/Imperialists +first +0 +0 +0 +0 +0 +0/);
    // The points columns say whose losses score: the enemy's.
    expect(runLine(core, 'victory').text).toMatch(/side +player +fortunes +spent +eliminated +guns +hexes +total/);
    expect(runLine(core, 'victory').text).toContain('Points (3.0): for enemy units eliminated, enemy guns captured and held, hexes held, and their total.');
  });

  it('the opening shows each side\'s leaders and counters with their ids and both faces (2.3, 2.5, 7.0)', () => {
    const { core } = sample();
    const text = renderTerminal(core.views.battle(core.state, core.session.scenario), plain).join('\n');
    expect(text).toContain('6 turns; the Imperialists are the first player.');
    expect(text).toContain('Imperialists: first player, 7 units, 2 leaders');
    expect(text).toContain('  leader AL1: Tilly, fire 1, melee 2, with Baldiron');
    expect(text).toContain('  leader BL1: Gustavus Adolphus, fire 1, melee 3, with Yellow Brigade');
    expect(text).toMatch(/A1 +Baldiron +Tercio +3\/6\/3\/3 +2\/3\/3\/3 +0608 +loose shotte/);
    expect(text).toMatch(/A3 +Pappenheim's Horse +Cuirassiers +1\/5\/6\/3 +1\/3\/6\/3 +0507 +charge, pursue/);
    // 10.1, 11.11: one face, and no recovery (6.2).
    expect(text).toMatch(/A6 +Imperial Dragoons +Dragoons +2\/2\/5\/- +one face +0907/);
    expect(text).toMatch(/B7 +Swedish Heavy Guns +Artillery +fire 6 +captured: fire 4 +0913/);
    // 12.7: a light cannon's two sides are its firing and moving sides.
    expect(text).toMatch(/B6 +Regimental Guns +Light cannon +3\/-\/3\/- +0712 +fire or move$/m);
    // The whole opening reads on a laptop terminal: no line over 100 columns.
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
    const data = renderJson(core.views.battle(core.state, core.session.scenario)) as { sides: { units: { id: string }[] }[] };
    expect(data.sides.map((side) => side.units.map((u) => u.id))).toEqual([
      ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7'],
      ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'],
    ]);
  });

  it('status shows the phase\'s notes (moved, combat, shotte, to do) only when some unit of the side has one (4.1)', () => {
    const { core } = sample();
    const heading = (text: string, side: string) => text.split('\n')[text.split('\n').indexOf(side) + 1] ?? '';
    const before = runLine(core, 'status').text;
    expect(heading(before, 'Imperialists')).toMatch(/^ +id +unit +type +side up +hex +F\/M\/MA +leaders$/);
    runLine(core, 'move A3 to 0708');
    const after = runLine(core, 'status').text;
    expect(heading(after, 'Imperialists')).toMatch(/^ +id +unit +type +side up +hex +F\/M\/MA +moved +leaders$/);
    expect(after).toMatch(/A3 +Pappenheim's Horse +Cuirassiers +ordered +0708 +1\/5\/6 +yes$/m);
    expect(heading(after, 'Swedes')).not.toContain('moved');
    expect(Math.max(...after.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
  });

  it('9.1, 10.2: at an 80-column terminal, status fits both sides, a loose shotte out and battalions facing', () => {
    const dir = tempDir();
    const core = coreFromText({ text: readFileSync(SAMPLE_PATH, 'utf8'), file: 'ps.yaml', seed: 5, journal: join(dir, 'j.tyw.jsonl'), width: 80 });
    track({ core, dir });
    for (const line of ['next', 'next', 'loose B1 to 0610', 'next', 'fire B8 at A1 --range 1 --rolls 3,1']) expect(runLine(core, line).outcome.kind, line).toBe('applied');
    const text = runLine(core, 'status').text;
    expect(text).toMatch(/ face /);
    expect(text).toMatch(/ LS /);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it('5.2: status says which units attacked, were fired on or attacked in melee, under "combat", in words read one way only', () => {
    const { core } = sample();
    runLine(core, 'place B5 0609');
    runLine(core, 'next');
    runLine(core, 'fire A1 at B5 --rolls 1');
    const text = runLine(core, 'status').text;
    expect(text).toMatch(/^ +id +unit .* +combat +/m);
    expect(text).toMatch(/A1 +Baldiron .* attacker /);
    expect(text).not.toMatch(/ attacked /);
    expect(text).toMatch(/B5 +Commanded Musketeers .* fired on/);
    runLine(core, 'place A2 0809');
    // Smaland Horse's fire can only give D, which ordered Savelli ignores (6.1): its die is settled, not asked (5.4).
    runLine(core, 'melee A2 at B4 --rolls 1,1');
    expect(runLine(core, 'status B4').text).toMatch(/B4 +Smaland Horse .* melee target/);
    expect(runLine(core, 'status A2').text).toMatch(/A2 +Savelli .* attacker/);
  });

  it('status shows a unit out of play in no hex, with no factors or shotte (6.4, 10.2)', () => {
    const { core } = sample();
    runLine(core, 'eliminate B1');
    const row = runLine(core, 'status B1').text.split('\n').find((l) => l.includes('Yellow Brigade')) ?? '';
    expect(row).toMatch(/B1 +Yellow Brigade +Battalion +eliminated +- +-$/);
  });

  it('3.0: victory states the result once the battle is over, by an instant victory or after the last turn', () => {
    const undecided = "the winner is worked out after the last turn";
    const { core } = sample(3);
    expect(runLine(core, 'victory').text).toContain(undecided);
    // The scenario's instant victories are listed, with how to declare one.
    expect(runLine(core, 'victory').text).toContain('Instant victory, if it happens (the game master declares it with win <side> --why "…"): the enemy commander-in-chief is a casualty.');
    runLine(core, 'win Swedes --why "Tilly fell"');
    const won = runLine(core, 'victory');
    expect(won.text).not.toContain(undecided);
    expect(won.text).toContain('the battle is over. The Swedes win at once: Tilly fell (instant victory, 3.0).');
    const data = core.views.views.victory?.(core.state, '');
    expect(data?.ok && data.value.data).toMatchObject({ over: true, winner: 'Swedes', outcome: 'The Swedes win at once: Tilly fell (instant victory, 3.0).' });
    const { core: last } = sample(3);
    while (!last.views.where(last.state).over) expect(runLine(last, 'next').outcome.kind).toBe('applied');
    const drawn = runLine(last, 'victory').text;
    expect(drawn).not.toContain(undecided);
    expect(drawn).toContain('the battle is over. The battle is drawn on points (Imperialists 0, Swedes 0).');
  });

  it.each([
    ['blocked', 'eliminated', 'Eliminated'],
    ['off-map', 'off-map', 'Off the map'],
  ])('7.1: a leader alone who cannot stay (--retreat %s) shows no hex in leaders, nor in the standing', (retreat, fate, words) => {
    const { core } = sample(3);
    runLine(core, 'move AL1 to 0609');
    expect(runLine(core, 'leaders').text).toMatch(/AL1 +Tilly +Imperialists +1\/2 +alone in 0609 +yes +active/);
    expect(runLine(core, `react B3 melee AL1 --retreat ${retreat}`).outcome.kind).toBe('applied');
    const row = runLine(core, 'leaders').text.split('\n').find((l) => l.includes('Tilly')) ?? '';
    expect(row).not.toContain('0609');
    expect(row).toMatch(fate === 'off-map' ? /1\/2 +off the map +yes +off-map/ : /1\/2 +yes +eliminated/);
    const view = core.views.views.leaders?.(core.state, '');
    expect(view?.ok && (view.value.data as { leaders: object[] }).leaders[0]).toMatchObject({ id: 'AL1', hex: null, with: null, fate });
    const tilly = psStanding(core.state as Parameters<typeof psStanding>[0]).leaders?.find((l) => l.id === 'AL1');
    expect(tilly).toMatchObject({ name: 'Tilly', side: 0, where: '', fate: words, tone: fate === 'off-map' ? 'loss' : 'gone' });
    expect(tilly?.json).toMatchObject({ hex: null, offMap: fate === 'off-map', fate });
  });

  it('7.1: the standing lists every leader by side, stacked with a unit or alone in a hex', () => {
    const leaders = psStanding(run(stateOf(SAMPLE_PATH), 'move AL1 to 0609').state).leaders ?? [];
    expect(leaders.map((l) => [l.id, l.side, l.where, l.fate])).toEqual([
      ['AL1', 0, 'hex 0609', 'Active'],
      ['AL2', 0, "with Pappenheim's Horse, hex 0507", 'Active'],
      ['BL1', 1, 'with Yellow Brigade, hex 0611', 'Active'],
      ['BL2', 1, 'with Finnish Horse, hex 0510', 'Active'],
    ]);
  });

  it('help: every usage line names each flag its command takes (fire --hexside, 5.3)', () => {
    // A negatable flag may read --[no-]name, or --no-name when it is on by default (--no-pursue).
    const missing = PS_COMMANDS.flatMap((c) =>
      (c.flags ?? []).filter((f) => ![`--${f.name} `, `--${f.name}]`, `--[no-]${f.name}]`, `--no-${f.name}]`].some((w) => `${c.usage} `.includes(w)) ).map((f) => `${c.name} --${f.name}`),
    );
    expect(missing).toEqual([]);
    const { core } = sample();
    expect(runLine(core, 'help fire').text.split('\n')[0]).toContain('[--hexside H]');
  });

  it('rules crt draws the scenario\'s table, so a different CRT draws differently (5.3)', () => {
    const { core } = sample();
    const crt = runLine(core, 'rules crt').text;
    expect(crt).toContain('Infantry & Cavalry Fire');
    expect(crt).toMatch(/6 +D +D +DD +DD +DD AF +DD AF/);
    const tec = runLine(core, 'rules tec').text;
    expect(tec).toMatch(/woods +terrain +3/);
    // 4.2: each class's cost as paid: loose shotte as infantry, light cavalry and dragoons as cavalry, a river prohibited.
    expect(tec).toMatch(/^ +clear +terrain +1 +1 +1 +1 +1$/m);
    expect(tec).toMatch(/^ +river +hexside +prohibited +prohibited +prohibited +prohibited +prohibited$/m);
    expect(tec).toMatch(/^ +woods +terrain +infantry, cavalry +infantry, loose-shotte +yes +artillery-fire$/m);
    // Costs and effects in two tables, each within a laptop terminal.
    expect(Math.max(...tec.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
  });

  it('odds and mods of a fire: every outcome labelled with the CRT result as written (12.2)', () => {
    const { core } = sample();
    runLine(core, 'next');
    const odds = runLine(core, 'odds fire A7 at B1 --range 3').text;
    expect(odds).toMatch(/NE: no effect +66\.7% +2\/3/);
    expect(odds).toMatch(/D: Yellow Brigade is disordered +33\.3% +1\/3/);
    expect(runLine(core, 'mods fire A7 at B1 --range 3').text).toMatch(/−3 +range +3 hexes \(12\.2\)/);
  });

  it('5.3, 5.4, 12.2: mods names each side\'s terms in the words of the odds head, not as modifiers ("+3 fire factor")', () => {
    const { core } = sample();
    for (const line of ['next', 'place A3 0509']) runLine(core, line);
    const melee = runLine(core, 'mods melee A3 at B3').text.split('\n');
    const oddsHead = runLine(core, 'odds melee A3 at B3').text.split('\n')[0];
    expect(melee[0]).toBe(oddsHead);
    expect(melee[0]).toBe("Pappenheim's Horse vs Finnish Horse: differential -1 = 5 (melee) − 4 (Finnish Horse's melee) − 2 (Finnish Horse's leader Horn)");
    expect(melee).toContain("Pappenheim's Horse: melee factor 5");
    expect(melee).toContain('Finnish Horse: melee factor 6');
    expect(melee.join('\n')).toMatch(/^ +4 +melee +Finnish Horse's melee factor, ordered side$/m);
    expect(melee.join('\n')).toMatch(/^ +\+2 +leader Horn +stacked leader's melee factor \(7\.3\)$/m);
    expect(melee.join('\n')).not.toMatch(/melee factor +Finnish|\+4/);
    const fire = runLine(core, 'mods fire A7 at B5 --range 3').text.split('\n');
    expect(fire[0]).toBe('Imperial Guns vs Commanded Musketeers: fire strength 2 = 5 (fire) − 3 (range)');
    expect(fire).toContain('Imperial Guns: fire strength 2');
    expect(fire.join('\n')).toMatch(/^ +5 +fire +Imperial Guns' fire factor$/m);
    expect(fire).toContain('Commanded Musketeers: takes the fire; no factor of their own counts');
  });

  it('6.2, 7.3: odds and mods of a recovery give its number as a sum, not as modifiers ("+3 recovery factor")', () => {
    const { core } = sample();
    for (const line of ['set A1 disordered', 'next']) runLine(core, line);
    const head = 'Baldiron: recovery 5 = 3 (recovery) + 2 (leader Tilly)';
    expect(runLine(core, 'odds recover A1').text.split('\n')[0]).toBe(head);
    const mods = runLine(core, 'mods recover A1').text;
    expect(mods.split('\n')[0]).toBe(head);
    expect(mods).toMatch(/^ +3 +recovery +Baldiron's recovery factor \(6\.2\)$/m);
    expect(mods).toMatch(/^ +\+2 +leader Tilly +stacked leader's melee factor \(7\.3\)$/m);
  });

  it('12.2: the odds head names the units once and gives the fire strength as a sum, not the modifiers twice', () => {
    const { core } = sample();
    runLine(core, 'next');
    const first = runLine(core, 'odds fire A7 at B1 --range 3').text.split('\n')[0];
    expect(first).toBe('Imperial Guns vs Yellow Brigade: fire strength 2 = 5 (fire) − 3 (range)');
  });

  it('7.4: odds show each exposed leader\'s casualty check with its own chances, in text as in JSON', () => {
    const { core } = sample();
    for (const line of ['next', 'place B1 0609', 'place BL1 0609']) runLine(core, line);
    const odds = runLine(core, 'odds fire A1 at B1').text;
    expect(odds).toContain('Casualty check for Gustavus Adolphus (7.4)');
    expect(odds).toMatch(/Gustavus Adolphus is a casualty \(11–12 on two dice\) +8\.3% +1\/12/);
    expect(odds).toMatch(/Gustavus Adolphus is unhurt +91\.7% +11\/12/);
  });

  it('replay and report print its standing after the golden script', async () => {
    const { core, dir } = sample();
    for (const line of SCRIPT) runLine(core, line);
    const out = memoryOutput();
    await reportCommand({ file: 'ps.tyw.jsonl', cwd: dir }, out);
    const text = out.stdout.join('\n');
    expect(text).toContain('## Losses');
    expect(text).toMatch(/\| Imperialists \(first player\) \|/);
    // The unit table's Factor column: the melee factor showing over the ordered side's (a gun's fire).
    expect(text).toMatch(/\| Id \| Unit \| Type \| Factor \| Status \|/);
    expect(text).toMatch(/\| Baldiron \| Tercio \| [36]\/6 \|/);
    expect(text).toMatch(/\| Swedish Heavy Guns \| Artillery \| [46]\/6 \|/);
    // 12.6: a gun's side up in the word `status` gives it.
    expect(text).toMatch(/\| Imperial Guns \| Artillery \| [35]\/5 \| (Front|Captured) \|/);
    expect(text).not.toMatch(/\| Artillery \| [^|]+ \| Ordered \|/);
  });

  it('report: the Factor column is explained in Final state, with the unit tables that have it, not under Losses (3.0)', async () => {
    const { core, dir } = sample();
    for (const line of SCRIPT) runLine(core, line);
    const out = memoryOutput();
    await reportCommand({ file: 'ps.tyw.jsonl', cwd: dir }, out);
    const text = out.stdout.join('\n');
    const section = (name: string) => text.slice(text.indexOf(`## ${name}`), text.indexOf('\n## ', text.indexOf(`## ${name}`) + 1) >>> 0);
    expect(section('Losses')).not.toContain('Factor');
    expect(section('Losses')).toContain('A loose shotte loosed in play counts only once eliminated');
    const final = section('Final state');
    expect(final).toContain("Factor: a unit's melee factor on the side up");
    expect(final.indexOf('Factor: a unit')).toBeLessThan(final.indexOf('| Factor |'));
  });

  it('6.3, 6.4: replay and report show a retreat or rout still waiting, as status does', async () => {
    const { core, dir } = sample();
    runLine(core, 'place AL1 0807');
    runLine(core, 'move A2 to 0809 --hexes 2');
    runLine(core, 'react B4 charge A2 --rolls 3,6');
    expect(runLine(core, 'status B4').text).toMatch(/retreat/);
    const out = memoryOutput();
    await reportCommand({ file: 'ps.tyw.jsonl', cwd: dir }, out);
    const text = out.stdout.join('\n');
    const final = text.slice(text.indexOf('## Final state'));
    expect(final).toMatch(/\| B4 \| Smaland Horse \| Cuirassiers \| 2\/4 \| Disordered \| hex 0910, to do: retreat \|/);
    // A rout waiting says rout; the JSON says which.
    const st = core.state as ReturnType<typeof stateOf>;
    const routing = { ...st, pending: st.pending.map((p) => ({ ...p, rout: true })) };
    const row = psStanding(routing).units.find((u) => u.id === 'B4');
    expect(row?.note).toBe('hex 0910, to do: rout');
    expect(row?.json).toMatchObject({ pending: 'rout' });
    expect(psStanding(routing).units.find((u) => u.id === 'B3')?.note).toBe('hex 0510');
  });

  it('standing: a disordered unit shows its reverse-side melee factor over its ordered one, an eliminated one 0', () => {
    const s = stateOf(SAMPLE_PATH);
    const row = (st: typeof s, id: string) => psStanding(st).units.find((u) => u.id === id);
    expect(row(s, 'A1')).toMatchObject({ strength: 6, startStrength: 6, status: 'Ordered' });
    expect(row(run(s, 'set A1 disordered').state, 'A1')).toMatchObject({ strength: 3, startStrength: 6, status: 'Disordered' });
    expect(row(run(s, 'eliminate A1').state, 'A1')).toMatchObject({ strength: 0, startStrength: 6, status: 'Eliminated' });
    expect(row(run(run(s, 'place A5 0912').state, 'capture A5 B7').state, 'B7')).toMatchObject({ strength: 4, startStrength: 6, status: 'Captured' });
  });

  it('12.6, 12.7: the standing gives a gun the side up status gives it, front, not ordered; a light cannon its firing or moving side', () => {
    const s = stateOf(SAMPLE_PATH);
    const row = (st: typeof s, id: string) => psStanding(st).units.find((u) => u.id === id);
    const shown = (st: typeof s, id: string) => describeUnits(st).find((u) => u.id === id)?.up;
    expect(shown(s, 'A7')).toBe('front');
    expect(row(s, 'A7')).toMatchObject({ status: 'Front' });
    expect(row(s, 'A7')?.json).toMatchObject({ status: 'front' });
    expect(shown(s, 'B6')).toBe('firing');
    expect(row(s, 'B6')).toMatchObject({ status: 'Firing' });
  });

  it('10.2: the note on counting loosed shotte is given only where a unit may loose shotte or has', () => {
    const note = (st: ReturnType<typeof stateOf>) => psStanding(st).terms.lossesNote ?? '';
    expect(note(stateOf(SMALL))).toContain('A loose shotte loosed in play counts only once eliminated');
    const none = stateOf(SMALL, (t) => t.replace(/, shotte: \{[^{}]*\{[^{}]*\} \}/, ''));
    expect(none.units.every((u) => u.shotte === null)).toBe(true);
    expect(note(none)).toContain('Victory points come from');
    expect(note(none)).not.toMatch(/loose shotte/i);
  });

  it('10.2: a loose shotte loosed in play counts only once eliminated, among the eliminated and the units alike', () => {
    const atMove = run(run(stateOf(SAMPLE_PATH), 'next').state, 'next').state;
    const side = (st: typeof atMove) => psStanding(st).sides[1];
    expect(side(atMove)).toMatchObject({ count: 0, threshold: 7 });
    const loosed = run(atMove, 'loose B1 to 0612').state;
    expect(side(loosed)).toMatchObject({ count: 0, threshold: 7 });
    expect(side(run(loosed, 'eliminate B8').state)).toMatchObject({ count: 1, threshold: 8 });
  });

  it('12.6: a captured gun stands with the side that holds it, in text and JSON alike; guns in enemy hands still counts it against its first side', () => {
    const taken = psStanding(run(run(stateOf(SAMPLE_PATH), 'place A3 0813').state, 'move A3 to 0913').state);
    const gun = taken.units.find((u) => u.id === 'B7');
    expect(gun).toMatchObject({ side: 0, status: 'Captured', note: 'hex 0913, taken from the Swedes' });
    expect(gun?.json).toMatchObject({ side: 'Imperialists', capturedFrom: 'Swedes', status: 'captured', fate: 'active', hex: '0913' });
    expect(taken.sides[1]?.json).toMatchObject({ gunsLost: ['Swedish Heavy Guns'] });
    expect(taken.sides[0]?.json).toMatchObject({ gunsLost: [] });
    expect(taken.sides[1]?.losses[1]).toBe('Swedish Heavy Guns');
  });
});
