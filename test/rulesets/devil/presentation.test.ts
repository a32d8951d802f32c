/**
 * While the Devil Rules describes rather than draws: its presentation lives in its own folder,
 * imports nothing impure and nothing from the REPL or the CLI, and answers with blocks that
 * every renderer draws (the terminal's lines are checked by the golden transcripts).
 */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../src/present/html.js';
import type { Block, Presentation } from '../../../src/present/model.js';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { devilPresentation } from '../../../src/rulesets/devil/presentation.js';
import { devilRules } from '../../../src/rulesets/devil/present/rules.js';
import { statusRows } from '../../../src/rulesets/devil/present/units.js';
import type { DevilState } from '../../../src/rulesets/devil/state.js';
import { leaderCommands } from '../../../src/rulesets/devil/turn-leaders.js';
import { makeState } from './fixtures.js';
import { passThroughQuestion } from '../../../src/rulesets/devil/present/fight-questions.js';
import { atLeaders, battle, battleScenario, commanding, play, unitOf, withLeader, withUnit } from './turn-fixtures.js';

// Its imports (engine, dice, the model side of src/present, its own folder) are checked for
// every rule set by test/architecture/import-rules.test.ts.

const blocksOf = (r: { ok: true; value: Presentation } | { ok: false; error: string } | undefined): readonly Block[] => {
  if (!r?.ok) throw new Error(r ? r.error : 'no such view');
  return r.value.blocks;
};

describe('its views are blocks of the presentation model', () => {
  // One unit destroyed, one disordered, a wing commander killed: losses of every kind.
  const s: DevilState = withLeader(withUnit(withUnit(battle(), 'D1', { status: 'destroyed' }), 'A1', { status: 'disordered' }), 'DL2', { fate: 'killed' });

  it('answer status, morale, leaders, the battle and every rules topic without a painted line', () => {
    const answers = [
      ...['status', 'morale', 'leaders'].map((w) => blocksOf(devilPresentation.views[w]?.(s, ''))),
      blocksOf(devilPresentation.views.status?.(s, 'A1')),
      devilPresentation.battle(s, battleScenario()).blocks,
      ...devilPresentation.ruleTopics.map((t) => blocksOf(devilPresentation.rules(t, s))),
    ];
    for (const blocks of answers) {
      expect(blocks.length).toBeGreaterThan(0);
      // No colour sequence inside the words: a renderer decides how they look.
      expect(JSON.stringify(blocks)).not.toMatch(/\\u001b/);
    }
  });

  it('draw morale for the web as a meter in the loss tone, and a destroyed unit as a strong loss', () => {
    const morale = devilPresentation.views.morale?.(s, '');
    if (!morale?.ok) throw new Error('morale');
    expect(renderHtml(morale.value)).toMatch(/<meter class="loss" min="0" max="\d+" value="\d+">/);
    const status = devilPresentation.views.status?.(s, 'defender');
    if (!status?.ok) throw new Error('status');
    const destroyed = status.value.blocks.flatMap((b) => (b.type === 'table' ? b.rows : [])).find((row) => row[0] === 'D1');
    expect(destroyed?.[4]).toEqual([{ text: 'Destroyed', tone: 'loss', strong: true }]);
    expect(renderHtml(status.value)).toContain('<span class="loss">');
  });

  it('name a killed leader as a loss in leaders, and keep the --json fields', () => {
    const leaders = devilPresentation.views.leaders?.(s, '');
    if (!leaders?.ok) throw new Error('leaders');
    const row = leaders.value.blocks.flatMap((b) => (b.type === 'table' ? b.rows : [])).find((r) => r[0] === 'DL2');
    expect(row?.at(-1)).toEqual([{ text: 'killed', tone: 'loss' }]);
    expect(leaders.value.kind).toBe('leaders');
    expect((leaders.value.data as { leaders: { id: string; fate: string }[] }).leaders.find((l) => l.id === 'DL2')?.fate).toBe('killed');
    expect(renderTerminal(leaders.value, plain).find((l) => l.includes('DL2'))).toMatch(/killed$/);
  });
});

describe('Turn Sequence: rules turn numbers the steps as the book does', () => {
  it('the leaders step is the book\'s steps 2 to 4, so the end-of-turn fire is 5, the impetuous step 6 and the camps and morale 7', () => {
    const r = devilRules('turn');
    if (!r.ok) throw new Error(r.error);
    const lines = renderTerminal(r.value, plain).map((l) => l.trim());
    expect(lines.map((l) => l.split(':')[0])).toEqual(['1. Initiative', '2–4. Leaders', '5. End-of-turn fire', '6. Impetuous charges and melees', '7. Camps and army morale']);
  });
});

describe('Leaders and Command Control: status names who commands a unit now', () => {
  const column = (s: DevilState, id: string) => statusRows(s, 0).find((r) => r[0] === id)?.[7];
  const unitStatus = (s: DevilState, id: string) => {
    const r = devilPresentation.views.status?.(s, id);
    if (!r?.ok) throw new Error('status refused');
    return renderTerminal(r.value, plain).map((l) => l.trim());
  };
  it('after its leader falls and an heir is named (kill --heir), the heir, for the fallen leader', () => {
    const passed = play(battle(), { kind: 'leader-fate', leader: 'AL2', fate: 'killed', heir: 'AL1' }).state;
    expect(column(passed, 'A3')).toBe('Gustav Adolf (for Wrangel, killed)');
    expect(column(passed, 'A1')).toBe('Gustav Adolf');
    expect(unitStatus(passed, 'A3')).toContain('commanded by Gustav Adolf (for Wrangel, killed)');
    expect(leaderCommands(passed, 'AL1')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });
  it('before an heir is named, the fallen leader still waiting for one; down a chain of heirs, the last', () => {
    const s = atLeaders(
      makeState({
        attacker: [{ type: 'commanded-shot' }],
        defender: [{ name: 'Guard', type: 'guard-cuirassier' }],
        leaders: { defender: [{ name: 'Tilly', role: 'army' }, { name: 'Aldringen' }, { name: 'Werth' }, { name: 'Isolano' }] },
      }),
    );
    const guard = (st: DevilState) => statusRows(st, 1).find((r) => r[0] === 'D1')?.[7];
    const fallen = play(s, { kind: 'leader-fate', leader: 'DL1', fate: 'killed' }).state;
    expect(guard(fallen)).toBe('Tilly (killed, no heir yet)');
    const named = play(fallen, { kind: 'leader-fate', leader: 'DL1', fate: 'killed', heir: 'DL2' }).state;
    expect(guard(named)).toBe('Aldringen (for Tilly, killed)');
    const heirFell = play(named, { kind: 'leader-fate', leader: 'DL2', fate: 'killed' }).state;
    expect(guard(heirFell)).toBe('Aldringen (killed, no heir yet)');
    const last = play(heirFell, { kind: 'leader-fate', leader: 'DL2', fate: 'killed', heir: 'DL4' }).state;
    expect(guard(last)).toBe('Isolano (for Tilly, killed)');
    expect(leaderCommands(last, 'DL4')).toEqual(['D1']);
    expect(leaderCommands(last, 'DL3')).toEqual([]);
  });
  it('--json keeps the unit\'s own leader in `leader`, his fate in `leaderFate` and the living holder in `commandedBy`, as the text says them', () => {
    const json = (st: DevilState, id: string) => {
      const r = devilPresentation.views.status?.(st, id);
      if (!r?.ok) throw new Error('status refused');
      return r.value.data as { leader: string; leaderFate: string | null; commandedBy: string | null; attached: string[] };
    };
    expect(json(battle(), 'A3')).toMatchObject({ leader: 'Wrangel', leaderFate: 'alive', commandedBy: 'Wrangel' });
    const waiting = withLeader(battle(), 'AL2', { fate: 'killed', attachedTo: 'A3' });
    // Text "Wrangel (killed, no heir yet)": no living leader holds the command yet, and a fallen leader is no longer attached.
    expect(json(waiting, 'A3')).toMatchObject({ leader: 'Wrangel', leaderFate: 'killed', commandedBy: null, attached: [] });
    const passed = play(battle(), { kind: 'leader-fate', leader: 'AL2', fate: 'killed', heir: 'AL1' }).state;
    expect(column(passed, 'A3')).toBe('Gustav Adolf (for Wrangel, killed)');
    expect(json(passed, 'A3')).toMatchObject({ leader: 'Wrangel', leaderFate: 'killed', commandedBy: 'Gustav Adolf' });
  });
});

describe('Charges: the guided menus ask the arc of a pass-through firer only when it changes the fire', () => {
  it('a Dutch battalion (one base to a flank) is asked about its flank; guns and dragoons are not asked', () => {
    const s = withUnit(commanding(atLeaders(), 'AL1', 3), 'D1', { type: 'dutch-battalion', bases: 3, startBases: 3 });
    const line = 'charge A2 at D3 --no-evade --no-crossed-arc';
    const first = passThroughQuestion(s, line, unitOf(s, 'A2'), unitOf(s, 'D3'), (f) => `${line}${f}`);
    if (first === null || typeof first === 'string' || first.kind !== 'checkbox') throw new Error('no pass-through question');
    const arc = first.next(['D1', 'D5']);
    if (arc === null || typeof arc === 'string' || arc.kind !== 'select') throw new Error('no arc question');
    expect(arc.message).toBe('Which arc of Old Tercio did the charge cross?');
    expect(arc.choices.map((c) => c.value)).toEqual(['', 'D1=flank']);
    expect(arc.next('D1=flank')).toBe(`${line} --pass-through D1,D5 --pass-through-arc D1=flank`);
    expect(arc.next('')).toBe(`${line} --pass-through D1,D5`);
  });
});

describe('Using the Game App and Leaders and Command Control: rules fire and rules melee say whose roll each row is on', () => {
  const lines = (topic: string): string[] => {
    const r = devilRules(topic);
    if (!r.ok) throw new Error(r.error);
    return renderTerminal(r.value, plain).map((l) => l.trim());
  };
  it('the fire table says which rows go on the firer\'s roll and which on the target\'s', () => {
    expect(lines('fire').join(' ')).toMatch(/go on the firer's roll; the target's rows \(its formation, cover, veterans\) on the target's/);
  });
  it('the melee table lists modifiers only; the leader\'s risk (7 or more on d6 + levels lost) is said in words', () => {
    const melee = lines('melee');
    expect(melee.some((l) => /^\+7\s+Leader falls on/.test(l))).toBe(false);
    expect(melee.some((l) => /^\+4\s+Levels counted/.test(l))).toBe(false);
    expect(melee.join(' ')).toContain('rolls a d6 and adds the levels lost: on 7 or more he falls (killed, or captured if the unit is destroyed, which counts 4 levels).');
    const data = devilRules('melee');
    expect(data.ok && (data.value.data as { leaderRisk: { value: number }[] }).leaderRisk.map((x) => x.value)).toEqual([7, 4]);
  });
});

describe('Actions (Rest/Regroup, Retire, Routed Through): rules tests tells a modifier from a total needed', () => {
  it('modifiers are signed, totals are plain numbers', () => {
    const r = devilRules('tests');
    if (!r.ok) throw new Error(r.error);
    const lines = renderTerminal(r.value, plain).map((l) => l.trim());
    expect(lines).toContainEqual(expect.stringMatching(/^regroup\s+Leader with unit\s+\+1$/));
    expect(lines).toContainEqual(expect.stringMatching(/^retire\s+Foot leaving horse\s+-1$/));
    expect(lines).toContainEqual(expect.stringMatching(/^regroup\s+Total for \+1 level\s+3$/));
  });
});

describe('Actions and Turn Sequence: rules answers the guide\'s words for what a topic holds', () => {
  const text = (topic: string): string => {
    const r = devilRules(topic);
    if (!r.ok) throw new Error(r.error);
    return renderTerminal(r.value, plain).join('\n');
  };
  it('regroup, retire and routed show the tests; initiative the turn; leaders the command table', () => {
    for (const word of ['regroup', 'Rally', 'retire', 'routed']) expect(text(word)).toBe(text('tests'));
    expect(text('initiative')).toBe(text('turn'));
    expect(text('leaders')).toBe(text('command'));
    expect(text('charge')).toBe(text('melee'));
  });
  it('an unknown word is still refused with the topics', () => {
    const r = devilRules('zebra');
    expect(r.ok ? null : r.error).toMatch(/^no rules topic "zebra"; topics: turn, /);
  });
});

/** A rules topic as the terminal prints it, on one line. */
function rulesText(topic: string): string {
  const r = devilRules(topic);
  if (!r.ok) throw new Error(r.error);
  return renderTerminal(r.value, plain).join(' ');
}

describe('Leaders and Command Control: rules command reminds the 12" command radius and the 24" move', () => {
  it('says both distances, which the table measures', () => {
    const text = rulesText('command');
    expect(text).toContain('within 12" of his base');
    expect(text).toContain('he moves 24" once a turn');
  });
});

describe('Army Morale: rules morale says how the break point is made and that both armies may break', () => {
  it('names the camp, the quality factors and the draw', () => {
    const text = rulesText('morale');
    expect(text).toContain('a camp counts as one');
    expect(text).toContain('×1.5 for a good army and ×0.75 for a poor one, rounded up');
    expect(text).toContain('the battle is a draw');
  });
});
