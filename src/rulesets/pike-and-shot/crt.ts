/**
 * The Combat Results Table as data (seed 004, 5.0, 6.1): the folio supplies it, so the
 * scenario carries it. This file reads its columns ("N", "N..M", "<=N", ">=N") and cells
 * (result codes), checks that the columns cover every integer once and that every die row is
 * there, and looks a result up. No table is built into the code.
 */
import type { ScenarioIssue } from '../../engine/ruleset.js';

/** The lines of the CRT, as the scenario names them. */
export const CRT_LINES = ['infantry-cavalry-fire', 'reduced-fire', 'artillery-fire', 'melee', 'charge'] as const;
export type CrtLineId = (typeof CRT_LINES)[number];

/** What locates the column on each line: the fire factor, the artillery's fire strength, or the melee differential. */
export const LINE_BY: Readonly<Record<CrtLineId, 'factor' | 'strength' | 'differential'>> = {
  'infantry-cavalry-fire': 'factor',
  'reduced-fire': 'factor',
  'artillery-fire': 'strength',
  melee: 'differential',
  charge: 'differential',
};

/** The line in words, for results and odds. */
export const LINE_TITLE: Readonly<Record<CrtLineId, string>> = {
  'infantry-cavalry-fire': 'Infantry & Cavalry Fire',
  'reduced-fire': 'Reduced Fire',
  'artillery-fire': 'Artillery Fire',
  melee: 'Melee',
  charge: 'Charge',
};

export const DIE_ROLLS = [1, 2, 3, 4, 5, 6] as const;

/** One column: the integers from `lo` to `hi` (either may be infinite), as the CRT writes it. */
export interface Column {
  readonly text: string;
  readonly lo: number;
  readonly hi: number;
}

export type AttackerCode = 'A' | 'AA';
export type DefenderCode = 'D' | 'DD';

/** What one part of a cell does: to the attacker, to the defender, and the fortunes of war. */
export interface Effects {
  readonly attacker: AttackerCode | null;
  readonly defender: DefenderCode | null;
  readonly af: boolean;
  readonly df: boolean;
}

/** One cell: its codes as written, what applies in any combat, and what M(…) adds in melee. */
export interface Cell {
  readonly text: string;
  readonly always: Effects;
  readonly meleeOnly: Effects;
}

export interface CrtLine {
  readonly id: CrtLineId;
  readonly columns: readonly Column[];
  /** rows[roll - 1][column] */
  readonly rows: readonly (readonly Cell[])[];
}

export type Crt = Readonly<Record<CrtLineId, CrtLine>>;

const NONE: Effects = { attacker: null, defender: null, af: false, df: false };

const COLUMN_FORMS = '"N", "N..M", "<=N" or ">=N"';

const NUMBER = String.raw`([+-]?\d{1,4})`;
const COLUMN_ONE = new RegExp(`^${NUMBER}$`);
const COLUMN_RANGE = new RegExp(String.raw`^${NUMBER}\s*\.\.\s*${NUMBER}$`);
const COLUMN_AT_MOST = new RegExp(String.raw`^<=\s*${NUMBER}$`);
const COLUMN_AT_LEAST = new RegExp(String.raw`^>=\s*${NUMBER}$`);

/** A column as written, or why it cannot be one. */
export function parseColumn(raw: string | number): Column | string {
  const text = String(raw).trim();
  let m = COLUMN_ONE.exec(text);
  if (m) return { text, lo: Number(m[1]), hi: Number(m[1]) };
  m = COLUMN_RANGE.exec(text);
  if (m) {
    const lo = Number(m[1]);
    const hi = Number(m[2]);
    return lo <= hi ? { text, lo, hi } : `column "${text}" runs backwards: write "${hi}..${lo}"`;
  }
  m = COLUMN_AT_MOST.exec(text);
  if (m) return { text, lo: Number.NEGATIVE_INFINITY, hi: Number(m[1]) };
  m = COLUMN_AT_LEAST.exec(text);
  if (m) return { text, lo: Number(m[1]), hi: Number.POSITIVE_INFINITY };
  return `column "${text}" is not ${COLUMN_FORMS}`;
}

const bound = (v: number): string => (v === Number.NEGATIVE_INFINITY ? 'below' : String(v));

/**
 * Columns must go from lowest to highest and together cover every integer once: the first
 * is "<=N", the last ">=N", and each begins where the one before ends. Problems carry the
 * index of the column they are found at.
 */
export function checkColumns(columns: readonly Column[]): { index: number; message: string }[] {
  const out: { index: number; message: string }[] = [];
  const first = columns[0];
  const last = columns[columns.length - 1];
  if (!first || !last) return [{ index: 0, message: 'a CRT line needs columns' }];
  if (first.lo !== Number.NEGATIVE_INFINITY) {
    out.push({ index: 0, message: `no column takes values below ${first.lo}: the first column must be "<=N"` });
  }
  // Out of order, the gaps and overlaps would only be that one mistake told several ways.
  const backwards = columns.findIndex((col, i) => i > 0 && col.lo < (columns[i - 1] as Column).lo);
  if (backwards > 0) {
    const before = columns[backwards - 1] as Column;
    return [...out, { index: backwards, message: `column "${(columns[backwards] as Column).text}" comes after column "${before.text}": columns go from lowest to highest` }];
  }
  for (let i = 1; i < columns.length; i += 1) {
    const before = columns[i - 1] as Column;
    const col = columns[i] as Column;
    if (col.lo === before.lo && col.hi === before.hi) {
      out.push({ index: i, message: `column "${col.text}" is given twice` });
    } else if (col.lo <= before.hi) {
      out.push({ index: i, message: `column "${col.text}" overlaps column "${before.text}"` });
    } else if (col.lo > before.hi + 1) {
      const gap = col.lo - 1 === before.hi + 1 ? `${before.hi + 1}` : `${before.hi + 1} to ${col.lo - 1}`;
      out.push({ index: i, message: `no column takes ${gap}: a gap between columns "${before.text}" and "${col.text}"` });
    }
  }
  if (last.hi !== Number.POSITIVE_INFINITY) {
    out.push({ index: columns.length - 1, message: `no column takes values above ${bound(last.hi)}: the last column must be ">=N"` });
  }
  return out;
}

const CODES = ['NE', 'A', 'AA', 'D', 'DD', 'AF', 'DF'] as const;
type Code = (typeof CODES)[number];
const isCode = (w: string): w is Code => (CODES as readonly string[]).includes(w);

function addCode(e: Effects, code: Exclude<Code, 'NE'>): Effects | string {
  switch (code) {
    case 'A':
    case 'AA':
      return e.attacker ? `gives the attacker two results (${e.attacker} and ${code})` : { ...e, attacker: code };
    case 'D':
    case 'DD':
      return e.defender ? `gives the defender two results (${e.defender} and ${code})` : { ...e, defender: code };
    case 'AF':
      return e.af ? 'gives AF twice' : { ...e, af: true };
    case 'DF':
      return e.df ? 'gives DF twice' : { ...e, df: true };
  }
}

/** One cell's text: codes separated by spaces, `M(…)` around those for melee only. */
export function parseCell(raw: string | number): Cell | string {
  const text = String(raw).trim().replace(/\s+/g, ' ');
  if (text === '') return 'an empty cell: write NE for no effect';
  const words: { word: string; melee: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i += 1;
      continue;
    }
    if (text.startsWith('M(', i)) {
      const close = text.indexOf(')', i);
      if (close < 0) return `"${text}": M( is not closed`;
      const inner = text.slice(i + 2, close).trim();
      if (inner === '') return `"${text}": M() is empty`;
      if (inner.includes('(')) return `"${text}": M(…) cannot hold another M(…)`;
      for (const w of inner.split(' ')) words.push({ word: w, melee: true });
      i = close + 1;
      continue;
    }
    let end = text.indexOf(' ', i);
    if (end < 0) end = text.length;
    words.push({ word: text.slice(i, end), melee: false });
    i = end;
  }
  let always = NONE;
  let meleeOnly = NONE;
  for (const { word, melee } of words) {
    if (!isCode(word)) {
      const upper = word.toUpperCase();
      const hint = isCode(upper) ? ` (codes are upper case: ${upper})` : '';
      return `unknown result code "${word}"${hint}: the codes are NE, A, AA, D, DD, AF, DF and M(…)`;
    }
    if (word === 'NE') {
      if (melee) return `"${text}": NE has no place inside M(…)`;
      if (words.length > 1) return `"${text}": NE stands alone in a cell`;
      continue;
    }
    const next = addCode(melee ? meleeOnly : always, word);
    if (typeof next === 'string') return `"${text}" ${next}`;
    if (melee) meleeOnly = next;
    else always = next;
  }
  if ((always.attacker && meleeOnly.attacker) || (always.defender && meleeOnly.defender)) {
    return `"${text}" gives the same side a result both inside and outside M(…)`;
  }
  return { text, always, meleeOnly };
}

/** The scenario's line before checking: as the schema gives it. */
export interface RawCrtLine {
  readonly by?: string | undefined;
  readonly columns: readonly (string | number)[];
  readonly rolls: Readonly<Record<string, readonly (string | number)[]>>;
}

/** Read one line of the CRT, with every problem at its path below `crt.<line>`. */
export function buildCrtLine(id: CrtLineId, raw: RawCrtLine): { line: CrtLine } | { issues: ScenarioIssue[] } {
  const issues: ScenarioIssue[] = [];
  const at = (...rest: (string | number)[]) => ['crt', id, ...rest];
  if (raw.by !== undefined && raw.by !== LINE_BY[id]) {
    issues.push({ path: at('by'), message: `the ${id} line is found by ${LINE_BY[id]}, not by ${raw.by}` });
  }
  const columns: Column[] = [];
  raw.columns.forEach((c, i) => {
    const col = parseColumn(c);
    if (typeof col === 'string') issues.push({ path: at('columns', i), message: col });
    else columns.push(col);
  });
  if (columns.length === raw.columns.length) {
    for (const p of checkColumns(columns)) issues.push({ path: at('columns', p.index), message: p.message });
  }
  for (const key of Object.keys(raw.rolls)) {
    if (!/^[1-6]$/.test(key)) issues.push({ path: at('rolls', key), message: `die roll "${key}" is not 1 to 6 (one die is rolled)` });
  }
  // A CRT repeats a few cells (NE, D, DD…) many times: each text is read once.
  const parsed = new Map<string | number, Cell | string>();
  const parsedCell = (c: string | number): Cell | string => {
    let cell = parsed.get(c);
    if (cell === undefined) parsed.set(c, (cell = parseCell(c)));
    return cell;
  };
  const rows: Cell[][] = [];
  for (const roll of DIE_ROLLS) {
    const row = Object.hasOwn(raw.rolls, String(roll)) ? raw.rolls[String(roll)] : undefined;
    if (!row) {
      issues.push({ path: at('rolls'), message: `die roll ${roll} has no row: the ${id} line needs one row for each roll 1 to 6` });
      continue;
    }
    if (row.length !== raw.columns.length) {
      issues.push({ path: at('rolls', String(roll)), message: `die roll ${roll} has ${row.length} cells for ${raw.columns.length} columns` });
    }
    const cells: Cell[] = [];
    row.forEach((c, i) => {
      const cell = parsedCell(c);
      if (typeof cell === 'string') issues.push({ path: at('rolls', String(roll), i), message: cell });
      else cells.push(cell);
    });
    rows.push(cells);
  }
  return issues.length > 0 ? { issues } : { line: { id, columns, rows } };
}

/** The column taking `value`: the columns cover every integer, so there is always one. */
export function columnIndex(line: CrtLine, value: number): number {
  const i = line.columns.findIndex((c) => value >= c.lo && value <= c.hi);
  return i < 0 ? 0 : i;
}

export function cellAt(line: CrtLine, value: number, roll: number): Cell {
  const row = line.rows[roll - 1] ?? line.rows[0] ?? [];
  return row[columnIndex(line, value)] as Cell;
}

/** What a cell does in this kind of combat: fire ignores M(…); melee adds it (6.1, M()). */
export function effectsOf(cell: Cell, melee: boolean): Effects {
  if (!melee) return cell.always;
  const m = cell.meleeOnly;
  return {
    attacker: cell.always.attacker ?? m.attacker,
    defender: cell.always.defender ?? m.defender,
    af: cell.always.af || m.af,
    df: cell.always.df || m.df,
  };
}

/** The CRT's rows as a grid of text, for `rules crt`. */
export function crtGrid(line: CrtLine): { columns: string[]; rows: string[][] } {
  return { columns: line.columns.map((c) => c.text), rows: line.rows.map((r, i) => [String(i + 1), ...r.map((c) => c.text)]) };
}
