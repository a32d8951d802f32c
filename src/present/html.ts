/**
 * The HTML renderer, for the report and the live board. Every piece of text is escaped, and
 * its control characters are made visible, so nothing from a scenario or a journal can open
 * a tag, an attribute or a script. Tones and emphasis become classes the page styles.
 */
import { htmlEscape, htmlNumber as num } from './html-escape.js';
import type { Block, Cell, Chart, Dice, Heading, Inline, Meter, Presentation, StoryEntry, Text } from './model.js';
import { chanceWords, diceSummary, isMeter } from './model.js';
import { chartSvg, SVG_THRESHOLD_MARK } from './svg.js';

export { htmlEscape };

function inline(run: Inline): string {
  if (typeof run === 'string') return htmlEscape(run);
  let out = htmlEscape(run.text);
  if (run.code) out = `<code>${out}</code>`;
  if (run.strong) out = `<strong>${out}</strong>`;
  const classes = [run.tone && run.tone !== 'neutral' ? run.tone : '', run.quiet ? 'quiet' : ''].filter(Boolean);
  return classes.length > 0 ? `<span class="${classes.join(' ')}">${out}</span>` : out;
}

export function htmlText(text: Text): string {
  return typeof text === 'string' ? htmlEscape(text) : text.map(inline).join('');
}

function meterHtml(m: Meter): string {
  const tone = m.tone && m.tone !== 'neutral' ? ` class="${m.tone}"` : '';
  return `<meter${tone} min="0" max="${num(m.max)}" value="${num(m.value)}">${num(m.value)}/${num(m.max)}</meter>`;
}

function cellHtml(c: Cell, align: string | undefined): string {
  const cls = align === 'right' ? ' class="num"' : '';
  return `<td${cls}>${isMeter(c) ? meterHtml(c.meter) : htmlText(c)}</td>`;
}

function headingHtml(h: Heading): string {
  const level = h.level ?? 2;
  return `<h${level}>${htmlText(h.text)}</h${level}>`;
}

/** The chart, after a sentence saying what it shows and how its thresholds are drawn. */
function chartHtml(chart: Chart): string {
  return `<p>${htmlEscape(chart.caption)}; ${SVG_THRESHOLD_MARK} are the ${htmlEscape(chart.threshold)}s.</p>\n${chartSvg(chart)}`;
}

/** One entry: its sentences (each stage labelled), then the command (typed, or chosen from the menus) and dice rolled by hand, in small type. */
function entryHtml(e: StoryEntry): string {
  const said = e.said.map((s) => `<p class="said">${s.stage === undefined ? '' : `<span class="stage">${htmlEscape(s.stage)}</span> `}${htmlText(s.text)}</p>`);
  const hand = e.byHand && e.dice.length > 0 ? `; rolled by hand: ${htmlEscape(diceSummary(e.dice))}` : '';
  return `<li>${said.join('')}<p class="typed">${e.menu === true ? 'chosen from the menus' : 'typed'} <code>${htmlEscape(e.typed)}</code>${hand}</p></li>`;
}

/** Each die as a face with what it was rolled for beneath; dice rolled by hand say so. */
function diceHtml(block: Dice): string {
  const faces = block.faces.map(
    (d) => `<figure class="die"><span class="face" aria-label="d${num(d.sides)} shows ${num(d.value)}">${num(d.value)}</span><figcaption>d${num(d.sides)} · ${htmlEscape(d.label)}</figcaption></figure>`,
  );
  const hand = block.byHand ? '<p class="hand">rolled by hand</p>' : '';
  return `<div class="dice${block.byHand ? ' by-hand' : ''}">${faces.join('')}${hand}</div>`;
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return headingHtml(block);
    case 'sentence': {
      const classes = [block.tone === 'neutral' ? '' : block.tone, block.indent ? 'indent' : ''].filter(Boolean);
      return `<p${classes.length > 0 ? ` class="${classes.join(' ')}"` : ''}>${htmlText(block.text)}</p>`;
    }
    case 'table': {
      const head = block.columns.map((c) => `<th${c.align === 'right' ? ' class="num"' : ''}>${htmlEscape(c.heading)}</th>`).join('');
      const marked = new Set(block.marked ?? []);
      const rows = block.rows.map((row, r) => `<tr${marked.has(r) ? ' class="marked"' : ''}>${row.map((c, i) => cellHtml(c, block.columns[i]?.align)).join('')}</tr>`);
      return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
    }
    case 'bar':
      return `<p class="bar">${htmlText(block.label)} ${meterHtml(block)}</p>`;
    case 'odds': {
      const rows = block.outcomes.map(
        (o) =>
          `<tr><td>${htmlEscape(o.label)}</td><td class="num">${chanceWords(o).percent}</td><td class="num">${htmlEscape(chanceWords(o).exactly)}</td><td>${meterHtml({ value: o.probability, max: 1 })}</td></tr>`,
      );
      return `<table class="odds"><thead><tr><th>${htmlEscape(block.heading ?? 'outcome')}</th><th class="num">chance</th><th class="num">exactly</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
    }
    case 'dice':
      return diceHtml(block);
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${htmlText(item)}</li>`).join('')}</ul>`;
    case 'chart':
      return chartHtml(block);
    case 'story':
      return ['<section class="turn">', headingHtml(block.heading), '<ol class="story">', ...block.entries.map(entryHtml), '</ol>', '</section>'].join('\n');
    case 'space':
      return '';
  }
}

/** Blocks as HTML, one element per block. */
export function htmlBlocks(blocks: readonly Block[]): string {
  return blocks
    .map(blockHtml)
    .filter((h) => h !== '')
    .join('\n');
}

/** A view's answer as one HTML section. */
export function renderHtml(p: Presentation): string {
  return `<section class="view" data-kind="${htmlEscape(p.kind)}">\n${htmlBlocks(p.blocks)}\n</section>`;
}
