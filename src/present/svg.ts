/**
 * A chart as one inline SVG line chart, for the HTML renderer: a coloured line per series,
 * its threshold dashed across in the same colour and labelled in the right margin (one
 * line of both colours' dashes and one label where the thresholds are equal), a hollow
 * dot on each marked point, and a title on every point for a reader pointing at it. Every
 * text is escaped; the SVG fetches nothing.
 */
import { htmlEscape, htmlNumber } from './html-escape.js';
import type { Chart } from './model.js';

const COLOURS = ['#1f5fa8', '#b3362c'];
const W = 640;
const H = 300;
const MARGIN = { left: 48, right: 130, top: 36, bottom: 40 };

/** How the SVG chart marks a threshold, for the sentence over it. */
export const SVG_THRESHOLD_MARK = 'the dashed lines';

const f = (n: number): string => (Number.isFinite(n) ? n : 0).toFixed(1);
const short = (name: string): string => (name.length > 24 ? `${name.slice(0, 23)}\u2026` : name);

/** The height of a line of the threshold labels (11-pixel text) with room between them. */
const LABEL_PITCH = 16;

/** Characters of 11-pixel text the right margin holds on a line, in a wide serif. */
const LABEL_CHARACTERS = 20;

/** Threshold labels in the right margin (`lines` each), nudged apart when two thresholds are close. */
function labelHeights(ys: readonly number[], lines: readonly number[]): number[] {
  const out: number[] = [];
  ys.map((y, i) => ({ i, y }))
    .sort((p, q) => p.y - q.y)
    .forEach((p, k, all) => {
      const before = k > 0 ? (all[k - 1] as { i: number }).i : -1;
      const prev = before < 0 ? Number.NEGATIVE_INFINITY : (out[before] as number) + LABEL_PITCH * ((lines[before] as number) - 1);
      out[p.i] = Math.max(p.y, prev + LABEL_PITCH);
    });
  return out;
}

/**
 * The series grouped by threshold, in order: series with equal thresholds share one label
 * (two labels reading the same number, one under the other, only crowd the margin).
 */
function thresholdGroups(series: Chart['series']): { readonly threshold: number; readonly members: readonly number[] }[] {
  const groups: { threshold: number; members: number[] }[] = [];
  series.forEach((s, i) => {
    const same = groups.find((g) => g.threshold === s.threshold);
    if (same) same.members.push(i);
    else groups.push({ threshold: s.threshold, members: [i] });
  });
  return groups;
}

/**
 * The dashes of series `at` of `of` sharing one threshold line: each colour takes its turn
 * along it, so every one shows (alone, the usual dashes).
 */
function sharedDashes(at: number, of: number): string {
  // A dash of 6 and a gap of 4, the colours in turn.
  const period = 10 * of;
  return of <= 1 ? 'stroke-dasharray="6 4"' : `stroke-dasharray="6 ${period - 6}" stroke-dashoffset="${(period - 10 * at) % period}"`;
}

export function chartSvg(chart: Chart): string {
  const m = MARGIN;
  const { series } = chart;
  const steps = Math.max(1, chart.x.ticks.length - 1, ...series.map((s) => s.values.length - 1));
  const top = Math.max(1, ...series.flatMap((s) => [s.threshold, ...s.values].filter(Number.isFinite)));
  const yMax = Math.ceil((top * 1.1) / 5) * 5;
  const x = (i: number) => m.left + (i / steps) * (W - m.left - m.right);
  const y = (v: number) => H - m.bottom - (v / yMax) * (H - m.top - m.bottom);
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${htmlEscape(chart.title)}">`);
  parts.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#fff"/>`);
  // Axes and grid
  const step = yMax <= 20 ? 5 : yMax <= 50 ? 10 : Math.ceil(yMax / 50) * 10;
  for (let v = 0; v <= yMax; v += step) {
    parts.push(`<line x1="${m.left}" y1="${f(y(v))}" x2="${W - m.right}" y2="${f(y(v))}" stroke="#e3e3e3"/>`);
    parts.push(`<text x="${m.left - 6}" y="${f(y(v) + 4)}" text-anchor="end" font-size="11">${v}</text>`);
  }
  chart.x.ticks.forEach((t, i) => {
    parts.push(`<text x="${f(x(i))}" y="${H - m.bottom + 16}" text-anchor="middle" font-size="11">${htmlEscape(t.label)}${t.note === undefined ? '' : ` (${htmlEscape(t.note)})`}</text>`);
  });
  const middle = f((m.top + H - m.bottom) / 2);
  parts.push(`<text x="${f((m.left + W - m.right) / 2)}" y="${H - 6}" text-anchor="middle" font-size="12">${htmlEscape(chart.x.title)}</text>`);
  parts.push(`<text x="14" y="${middle}" text-anchor="middle" font-size="12" transform="rotate(-90 14 ${middle})">${htmlEscape(chart.y.title)}</text>`);
  parts.push(`<line x1="${m.left}" y1="${H - m.bottom}" x2="${W - m.right}" y2="${H - m.bottom}" stroke="#333"/>`);
  parts.push(`<line x1="${m.left}" y1="${m.top}" x2="${m.left}" y2="${H - m.bottom}" stroke="#333"/>`);
  const groups = thresholdGroups(series);
  // A shared label says so, on a line of its own where the margin is too narrow for one.
  const labels = groups.map((g) => {
    const text = `${chart.threshold} ${htmlNumber(g.threshold)}`;
    const whose = g.members.length === 1 ? '' : g.members.length === 2 ? '(both)' : `(${g.members.length} lines)`;
    return whose === '' ? [text] : text.length + 1 + whose.length <= LABEL_CHARACTERS ? [`${text} ${whose}`] : [text, whose];
  });
  const labelY = labelHeights(
    groups.map((g) => y(g.threshold) + 4),
    labels.map((l) => l.length),
  );
  groups.forEach((g, k) => {
    const colour = g.members.length > 1 ? '#333' : (COLOURS[(g.members[0] as number) % COLOURS.length] as string);
    const lines = (labels[k] as string[]).map((l, n) => `<tspan x="${W - m.right + 6}" dy="${n === 0 ? 0 : LABEL_PITCH}">${htmlEscape(l)}</tspan>`);
    parts.push(`<text x="${W - m.right + 6}" y="${f(labelY[k] as number)}" font-size="11" fill="${colour}">${lines.join('')}</text>`);
  });
  series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length] as string;
    // Legend, above the chart: the series' line and name.
    const lx = m.left + i * 220;
    parts.push(`<line x1="${lx}" y1="14" x2="${lx + 20}" y2="14" stroke="${colour}" stroke-width="2.5"/>`);
    parts.push(`<text x="${lx + 26}" y="18" font-size="12" fill="${colour}">${htmlEscape(short(s.name))}${s.detail === undefined ? '' : ` (${htmlEscape(s.detail)})`}</text>`);
    const sharing = groups.find((g) => g.members.includes(i))?.members ?? [i];
    parts.push(`<line x1="${m.left}" y1="${f(y(s.threshold))}" x2="${W - m.right}" y2="${f(y(s.threshold))}" stroke="${colour}" ${sharedDashes(sharing.indexOf(i), sharing.length)}/>`);
    parts.push(`<polyline points="${s.values.map((v, t) => `${f(x(t))},${f(y(v))}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2.5"/>`);
    s.values.forEach((v, t) => {
      const marked = (s.marks ?? []).some((mark) => mark.at === t);
      const note = s.notes?.[t] ?? `${s.name}: ${v}`;
      parts.push(
        `<circle cx="${f(x(t))}" cy="${f(y(v))}" r="${marked ? 6 : 3.5}" fill="${marked ? '#fff' : colour}" stroke="${colour}" stroke-width="2"><title>${htmlEscape(note)}</title></circle>`,
      );
    });
  });
  parts.push('</svg>');
  return parts.join('\n');
}
