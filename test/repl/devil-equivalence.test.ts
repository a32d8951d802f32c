/**
 * TRANSITIONAL (issue 12): the converted While the Devil Rules presentation against the views
 * it replaces, state by state along played battles: the same lines without and with colour,
 * the same JSON, the same header, menus and completion. Goes with the old views.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../src/present/guide.js';
import { renderJson } from '../../src/present/json.js';
import { makePaint, plain } from '../../src/present/paint.js';
import { renderTerminal, terminalText } from '../../src/present/terminal.js';
import { runLine } from '../../src/repl/index.js';
import { devilViews } from '../../src/repl/views/devil.js';
import { devilPresentation } from '../../src/rulesets/devil/presentation.js';
import type { DevilState } from '../../src/rulesets/devil/state.js';
import { closeCoresAfterEach, FLANK_CHARGE_THEN_TURN_2, firstBattleCore } from './helpers.js';

const track = closeCoresAfterEach();
const colour = makePaint(true);

function same(s: DevilState, scenario: unknown): void {
  for (const paint of [plain, colour]) {
    expect(terminalText(devilPresentation.header(s), paint)).toBe(devilViews.header(s, paint));
    const b = devilViews.battle(s, scenario, paint);
    const nb = devilPresentation.battle(s, scenario);
    expect(renderTerminal(nb, paint)).toEqual(b.lines);
    expect(JSON.stringify(renderJson(nb))).toBe(JSON.stringify(b.json));
    const asks: [string, string][] = [['status', ''], ['morale', ''], ['leaders', ''], ['status', 'attacker'], ['status', 'D'], ['status', 'nobody'], ['status', '"Ottenbach']];
    for (const u of s.units) asks.push(['status', u.id]);
    for (const l of s.leaders) asks.push(['status', l.id]);
    for (const [word, args] of asks) {
      const old = devilViews.views[word]?.(s, args, paint);
      const now = devilPresentation.views[word]?.(s, args);
      if (!old || !now) throw new Error(word);
      expect(now.ok).toBe(old.ok);
      if (!old.ok || !now.ok) {
        expect(now).toEqual(old);
        continue;
      }
      expect(renderTerminal(now.value, paint), `${word} ${args}`).toEqual(old.value.lines);
      expect(JSON.stringify(renderJson(now.value))).toBe(JSON.stringify(old.value.json));
    }
  }
}

function sameRules(s: DevilState): void {
  expect(devilPresentation.ruleTopics).toEqual(devilViews.ruleTopics);
  for (const paint of [plain, colour]) {
    for (const topic of [...devilViews.ruleTopics, '', 'mo', 'constructor', 'tur']) {
      const old = devilViews.rules(topic, paint, s);
      const now = devilPresentation.rules(topic, s);
      expect(now.ok).toBe(old.ok);
      if (!old.ok || !now.ok) {
        expect(now).toEqual(old);
        continue;
      }
      expect(renderTerminal(now.value, paint), topic).toEqual(old.value.lines);
      expect(JSON.stringify(renderJson(now.value))).toBe(JSON.stringify(old.value.json));
    }
  }
}

function sameMenus(s: DevilState, before: DevilState | undefined): void {
  expect(JSON.stringify(devilPresentation.guide(s))).toBe(JSON.stringify(devilViews.guide(s)));
  for (const line of ['', 'fi', 'fire ', 'fire A', 'fire A1 at ', 'charge ', 'charge A4 at D', 'melee ', 'status ', 'advfire ', 'command ']) {
    expect(devilPresentation.complete(s, line, ['status', 'morale'])).toEqual(devilViews.complete(s, line, ['status', 'morale']));
  }
  expect(devilPresentation.names(s)).toEqual(devilViews.names(s));
  expect(devilPresentation.naming?.(s)).toBe(devilViews.naming?.(s));
  expect(devilPresentation.standing?.(s)).toEqual(devilViews.standing?.(s));
  expect(devilPresentation.where(s)).toEqual(devilViews.where(s));
  expect(devilPresentation.prompt(s)).toBe(devilViews.prompt(s));
  if (before) expect(JSON.stringify(devilPresentation.followUp?.(before, s))).toBe(JSON.stringify(devilViews.followUp?.(before, s)));
  for (const line of ['fire A1 at D1', 'charge A4 at D1 --flank', 'melee A4 at D1', 'initiative', 'command AL1', 'advance A1 --rough 2', 'rest A1']) {
    const a = devilPresentation.parseAction(s, line);
    if (!a.ok) continue;
    expect(devilPresentation.preview(s, a.value)).toEqual(devilViews.preview(s, a.value));
    const q = devilPresentation.questions(s, line);
    expect(JSON.stringify(q)).toBe(JSON.stringify(devilViews.questions(s, line)));
  }
}

/** A menu walked with the same answers on both sides; the line it ends in. */
function walk(a: GuideStep | string | null, b: GuideStep | string | null, pick: () => number): string | null {
  for (;;) {
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    if (a === null || typeof a === 'string' || b === null || typeof b === 'string') return typeof a === 'string' ? a : null;
    switch (a.kind) {
      case 'select': {
        const choice = a.choices[pick() % a.choices.length]?.value ?? '';
        [a, b] = [a.next(choice), (b as typeof a).next(choice)];
        break;
      }
      case 'confirm': {
        const yes = pick() % 2 === 0;
        [a, b] = [a.next(yes), (b as typeof a).next(yes)];
        break;
      }
      case 'checkbox': {
        const ids = a.choices.filter(() => pick() % 2 === 0).map((c) => c.value);
        [a, b] = [a.next(ids), (b as typeof a).next(ids)];
        break;
      }
      case 'number': {
        const n = a.default;
        [a, b] = [a.next(n), (b as typeof a).next(n)];
        break;
      }
    }
  }
}

describe('the converted Devil presentation (transitional)', () => {
  it('reads the same as the old views along the golden script', () => {
    const { core } = track(firstBattleCore(7));
    const lines = readFileSync(join(import.meta.dirname, 'scripts', 'first-battle-seed7.txt'), 'utf8').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
    sameRules(core.state as DevilState);
    let before: DevilState | undefined;
    for (const line of [...lines]) {
      same(core.state as DevilState, core.session.scenario);
      sameMenus(core.state as DevilState, before);
      before = core.state as DevilState;
      runLine(core, line);
    }
    same(core.state as DevilState, core.session.scenario);
  });

  it('reads the same after a flank charge on rough ground', () => {
    const { core } = track(firstBattleCore(7));
    for (const line of FLANK_CHARGE_THEN_TURN_2) {
      runLine(core, line);
      same(core.state as DevilState, core.session.scenario);
      sameMenus(core.state as DevilState, undefined);
    }
  });

  for (const seed of [1, 2, 3, 4, 5]) {
    it(`reads the same along a battle played through the menus, seed ${seed}`, () => {
      const { core } = track(firstBattleCore(seed));
      let n = seed * 7919;
      const pick = () => {
        n = (n * 1103515245 + 12345) % 2147483648;
        return Math.floor(n / 65536);
      };
      for (let i = 0; i < 120; i += 1) {
        const s = core.state as DevilState;
        if (s.outcome) break;
        same(s, core.session.scenario);
        const line = walk(devilPresentation.guide(s), devilViews.guide(s), pick);
        if (line === null) break;
        runLine(core, line);
        sameMenus(core.state as DevilState, s);
      }
      same(core.state as DevilState, core.session.scenario);
    }, 120_000);
  }
});
