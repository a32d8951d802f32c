/**
 * A chart as text, for Markdown and the terminal: a bar per point, scaled so the threshold
 * and the highest value fit, the threshold marked with `|` and the marks in capitals:
 *
 *   Imperialists (defender), break point 13
 *     turn 0                                      |   0
 *     turn 2 #####################################|## 14  BROKEN
 */
import type { Chart, Series, Tick } from './model.js';

/** How the text chart marks a threshold, for the sentence over it. */
export const TEXT_THRESHOLD_MARK = '|';

/** The series' name as its heading shows it: "Swedes (attacker)". */
export const seriesName = (s: Series): string => (s.detail === undefined ? s.name : `${s.name} (${s.detail})`);

function seriesLines(s: Series, chart: Chart, width: number): string[] {
  const top = Math.max(s.threshold, ...s.values, 1);
  const scale = (v: number) => Math.round((v / top) * width);
  const mark = scale(s.threshold);
  const labels = chart.x.ticks.map((t: Tick) => `${chart.x.unit} ${t.label}`);
  const labelWidth = Math.max(0, ...labels.map((l) => l.length));
  const lines = [`${seriesName(s)}, ${chart.threshold} ${s.threshold}`];
  s.values.forEach((v, i) => {
    const filled = scale(v);
    let bar = '';
    for (let x = 0; x < Math.max(width, mark + 1); x += 1) bar += x === mark ? TEXT_THRESHOLD_MARK : x < filled ? '#' : ' ';
    const marks = (s.marks ?? []).filter((m) => m.at === i).map((m) => `  ${m.label.toUpperCase()}`);
    const note = chart.x.ticks[i]?.note;
    const label = (labels[i] ?? `${chart.x.unit} ${i}`).padEnd(labelWidth);
    lines.push(`  ${label} ${bar} ${v}${marks.join('')}${note === undefined ? '' : `  (${note})`}`);
  });
  return lines;
}

/** Every series of the chart, a blank line between them; `width` cells for the bars. */
export function chartLines(chart: Chart, width = 40): string[] {
  return chart.series.flatMap((s, i) => [...(i > 0 ? [''] : []), ...seriesLines(s, chart, width)]);
}
