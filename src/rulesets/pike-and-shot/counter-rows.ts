/**
 * The rows of a counter-fire's odds table (11.4), read at a glance: the walk gives one row a
 * sequence of CRT codes, which with two fires and a melee runs to dozens. Rows whose words say
 * the same outcome are one row, their code sequences joined ("D / NE|M(DF) / NE / A or D / NE / A"), and
 * the rows are grouped by what the first fire does, the likeliest first. Exact: each row's
 * chance is the sum of its sequences' fractions.
 */
import type { OddsOutcome } from '../../engine/ruleset.js';
import { gcd } from '../../dice/distribution.js';

/** A row of the walk: its codes in dice order, its words, its chance as a fraction. */
export interface WalkRow {
  readonly codes: readonly string[];
  readonly words: readonly string[];
  readonly num: number;
  readonly den: number;
}

/** A fortune of war that cannot be had outside a combat phase (6.5) changes nothing: the codes keep it, the words need not. */
const idle = (w: string): boolean => /^no fortune of war to [^;]+ outside a combat phase$/.test(w);

const add = (a: { num: number; den: number }, b: { num: number; den: number }) => {
  const n = a.num * b.den + b.num * a.den;
  const d = a.den * b.den;
  const g = gcd(n, d) || 1;
  return { num: n / g, den: d / g };
};

/** Sequences of one length differing in one place become one ("NE|M(DF)" there), until none do. */
function joinCodes(seqs: readonly (readonly string[])[]): string[] {
  const out = seqs.map((x) => [...x]);
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++) {
      for (let j = i + 1; j < out.length && !merged; j++) {
        const a = out[i] as string[];
        const b = out[j] as string[];
        const diff = a.length === b.length ? a.flatMap((c, k) => (c === b[k] ? [] : [k])) : [];
        if (diff.length !== 1) continue;
        const k = diff[0] as number;
        const alts = new Set([...(a[k] as string).split('|'), ...(b[k] as string).split('|')]);
        a[k] = [...alts].join('|');
        out.splice(j, 1);
        merged = true;
      }
    }
  }
  return out.map((x) => x.join(' / '));
}

/** The table's outcomes: one a distinct outcome, labels opening with the codes, grouped by the first fire's code. */
export function counterRows(rows: readonly WalkRow[]): OddsOutcome[] {
  const byWords = new Map<string, { seqs: { codes: readonly string[]; p: number }[]; num: number; den: number; first: string }>();
  for (const r of rows) {
    const codes = r.codes.flatMap((c) => c.split(' / ')).filter((c) => c !== '');
    const words = r.words.flatMap((w) => w.split('; ')).filter((w) => w !== '' && !idle(w)).join('; ');
    const key = `${codes[0] ?? ''}\u0000${words}`;
    const was = byWords.get(key) ?? { seqs: [], num: 0, den: 1, first: codes[0] ?? '' };
    const sum = add(was, r);
    const seq = was.seqs.find((x) => x.codes.join(' / ') === codes.join(' / '));
    if (seq) seq.p += r.num / r.den;
    else was.seqs.push({ codes, p: r.num / r.den });
    byWords.set(key, { ...was, ...sum });
  }
  const groups = new Map<string, number>();
  for (const v of byWords.values()) groups.set(v.first, (groups.get(v.first) ?? 0) + v.num / v.den);
  return [...byWords.entries()]
    .map(([key, v]) => {
      const words = key.slice(key.indexOf('\u0000') + 1);
      const codes = joinCodes([...v.seqs].sort((a, b) => b.p - a.p).map((x) => x.codes)).join(' or ');
      return { first: v.first, outcome: { label: `${codes}: ${words}`, probability: v.num / v.den, fraction: v.num === v.den ? '1' : `${v.num}/${v.den}` } };
    })
    .sort((a, b) => (groups.get(b.first) ?? 0) - (groups.get(a.first) ?? 0) || a.first.localeCompare(b.first) || b.outcome.probability - a.outcome.probability || a.outcome.label.localeCompare(b.outcome.label))
    .map((x) => x.outcome);
}
