/**
 * A chart as one inline SVG line chart, for the HTML renderer: a coloured line per series,
 * its threshold dashed across in the same colour and labelled in the right margin, a hollow
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

/** Threshold labels in the right margin, nudged apart when two thresholds are close. */
function labelHeights(ys: readonly number[]): number[] {
  const out: number[] = [];
  ys.map((y, i) => ({ i, y }))
    .sort((p, q) => p.y - q.y)
    .forEach((p, k, all) => {
      const prev = k > 0 ? (out[(all[k - 1] as { i: number }).i] as number) : Number.NEGATIVE_INFINITY;
      out[p.i] = Math.max(p.y, prev + 14);
    });
  return out;
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
  const labelY = labelHeights(series.map((s) => y(s.threshold) + 4));
  series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length] as string;
    // Legend, above the chart: the series' line and name.
    const lx = m.left + i * 220;
    parts.push(`<line x1="${lx}" y1="14" x2="${lx + 20}" y2="14" stroke="${colour}" stroke-width="2.5"/>`);
    parts.push(`<text x="${lx + 26}" y="18" font-size="12" fill="${colour}">${htmlEscape(short(s.name))}${s.detail === undefined ? '' : ` (${htmlEscape(s.detail)})`}</text>`);
    parts.push(`<line x1="${m.left}" y1="${f(y(s.threshold))}" x2="${W - m.right}" y2="${f(y(s.threshold))}" stroke="${colour}" stroke-dasharray="6 4"/>`);
    parts.push(`<text x="${W - m.right + 6}" y="${f(labelY[i] as number)}" font-size="11" fill="${colour}">${htmlEscape(chart.threshold)} ${htmlNumber(s.threshold)}</text>`);
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
