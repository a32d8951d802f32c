/**
 * The board for Pike & Shot: a recovery is read at or under a number (6.2), so its row says
 * the number needed and the die, not a total; and the header counts units eliminated with no
 * break-point bar, since Pike & Shot has no army break (its standing is undecided).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardModel } from '../../src/board/view.js';
import { runCommand, type Session, startSession } from '../../src/engine/session.js';
import { parseScenarioText } from '../../src/io/scenario.js';
import { plainText } from '../../src/present/model.js';
import { presentationFor } from '../../src/rulesets/presentations.js';
import { ROOT } from '../repl/helpers.js';

function sample(): Session {
  const loaded = parseScenarioText(readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8'), 'pike-and-shot-sample.yaml');
  return startSession(loaded.ruleset as never, loaded.scenario, 3) as Session;
}

function played(session: Session, line: string, rolls?: number[]): Session {
  const r = runCommand(session, line, rolls ? { rolls } : {});
  if (!r.ok) throw new Error(`${line}: ${r.error}`);
  return r.value.session;
}

const boardOf = (session: Session) => boardModel({ session, views: presentationFor(session.ruleset.id), title: 'T', preview: null, notice: null });
const plainRows = (blocks: readonly unknown[]) =>
  blocks.flatMap((b) => {
    const t = b as { type: string; rows?: unknown[][]; columns?: unknown[] };
    return t.type === 'table' ? [JSON.stringify(t.columns), ...(t.rows ?? []).map((r) => r.map((c) => plainText(typeof c === 'string' ? c : (c as { text: string }[]).map((x) => x.text).join(''))).join(' | '))] : [];
  });

describe('the Pike & Shot board', () => {
  it('6.2: a recovery row says the number needed and the die rolled, not a total', () => {
    let s = played(sample(), 'set A5 disordered');
    s = played(s, 'next');
    s = played(s, 'recover A5', [2]);
    const rows = plainRows(boardOf(s).result);
    expect(rows[1]).toBe("Isolani's Croats | 2 | +2 recovery factor | needs 2 or less, rolled 2");
  });

  it('3.0: the header counts units eliminated without a break-point bar or warning, the army having no break', () => {
    let s = sample();
    for (const id of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) s = played(s, `eliminate ${id}`);
    const header = boardOf(s).header;
    expect(header.some((b) => b.type === 'bar')).toBe(false);
    const lines = header.filter((b) => b.type === 'sentence').map((b) => plainText((b as { text: Parameters<typeof plainText>[0] }).text));
    expect(lines).toContain('Imperialists 6/7 units eliminated');
    expect(lines).toContain('Swedes 0/7 units eliminated');
    expect(header.every((b) => b.type !== 'sentence' || (b as { tone: string }).tone !== 'warning' || !plainText((b as { text: Parameters<typeof plainText>[0] }).text).includes('6/7'))).toBe(true);
  });
});

describe('the Pike & Shot board across a phase change', () => {
  it('2.0 sequence of play: a phase change whose status columns differ marks no unit that nothing happened to', () => {
    const loaded = parseScenarioText(readFileSync(join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), 'utf8'), 'pike-and-shot-sample.yaml');
    let session = startSession(loaded.ruleset as never, loaded.scenario, 5) as Session;
    const script = readFileSync(join(ROOT, 'test/repl/scripts/pike-and-shot-seed5.txt'), 'utf8').split('\n');
    // The script up to the `next` that ends Phase V (Swedish combat) and opens Phase VI.
    const end = script.indexOf('# Phase VI.');
    expect(end).toBeGreaterThan(0);
    for (const line of script.slice(0, end).map((l) => l.trim())) {
      if (line === '' || line.startsWith('#')) continue;
      const ran = runCommand(session, line);
      if (ran.ok) session = ran.value.session;
    }
    expect(session.entries.at(-1)?.text).toBe('next');
    const tables = boardOf(session).units.filter((b) => b.type === 'table');
    const before = boardModel({ session: { ...session, state: session.before.at(-1)?.state }, views: presentationFor(session.ruleset.id), title: 'T', preview: null, notice: null });
    // The status columns do change with the phase: what makes the case.
    expect(JSON.stringify(tables.map((t) => t.columns))).not.toBe(JSON.stringify(before.units.filter((b) => b.type === 'table').map((t) => t.columns)));
    expect(tables.flatMap((t) => t.marked ?? [])).toEqual([]);
  });
});
