/**
 * The Markdown renderer, for the report: headings, paragraphs, lists, tables, and charts as
 * text in a fenced block. Text from a scenario or a journal is shown as written and cannot
 * make markup: Markdown's special characters are escaped (so no emphasis, link, table cell or
 * HTML tag), a line break becomes a space, typed text sits in a code span it cannot close (fenced by more backticks than it holds), and
 * a fenced line can neither close its fence nor open another. Control characters are made
 * visible.
 */
import { chartLines, TEXT_THRESHOLD_MARK } from './chart-text.js';
import { type Block, type Cell, chanceWords, diceSummary, diceText, type Inline, isMeter, type Presentation, type StoryEntry, type Text } from './model.js';
import { fencedLine, visible } from './visible.js';

/** Text from the scenario or the players, escaped so Markdown shows it as written, on one line. */
export function mdEscape(text: string): string {
  return visible(text.replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, ' '));
}

/**
 * Typed text as a code span, exactly as typed: the fence is one backtick longer than the longest
 * run inside, so nothing inside can close it, with spaces kept apart from a backtick at either end.
 */
export function codeSpan(text: string): string {
  const inside = visible(text.replace(/\r\n?|\n/g, ' '));
  const longest = Math.max(0, ...(inside.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(inside) && inside.trim() !== '' ? ' ' : '';
  return `${fence}${pad}${inside}${pad}${fence}`;
}

/** A line that would start a list, a heading underline or a numbered item starts with an escape instead. */
const safeStart = (line: string): string => line.replace(/^([-+=])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');

function inline(run: Inline): string {
  if (typeof run === 'string') return mdEscape(run);
  const text = run.code ? codeSpan(run.text) : mdEscape(run.text);
  return run.strong && text.trim() !== '' ? `**${text}**` : text;
}

/** Text as Markdown on one line: strong runs in bold, tones and quiet runs as plain words. */
export function mdText(text: Text): string {
  return typeof text === 'string' ? mdEscape(text) : text.map(inline).join('');
}

const cell = (c: Cell): string => (isMeter(c) ? `${c.meter.value}/${c.meter.max}` : mdText(c));

function tableLines(columns: readonly { heading: string; align?: string }[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${columns.map((c) => mdEscape(c.heading)).join(' | ')} |`,
    `|${columns.map((c) => (c.align === 'right' ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

/** An entry of a story as a list item: the command, marked "(typed)" or "(chosen from the menus)" as the HTML report does, then each sentence on its own line. */
function entryLines(e: StoryEntry): string[] {
  const said = e.said.map((s) => `  ${s.stage === undefined ? '' : `${mdEscape(s.stage)}: `}${mdText(s.text)}  `);
  if (e.byHand && e.dice.length > 0) said.push(`  ${mdEscape(`(rolled by hand: ${diceSummary(e.dice)})`)}  `);
  const via = e.menu === true ? ' (chosen from the menus)' : ' (typed)';
  return [`- ${codeSpan(e.typed)}${via}${said.length > 0 ? ':' : ''}`, ...said];
}

function blockLines(block: Block): string[] {
  switch (block.type) {
    case 'heading':
      return [`${'#'.repeat(block.level ?? 2)} ${mdText(block.text)}`];
    case 'sentence':
      return [safeStart(mdText(block.text))];
    case 'list':
      return block.items.map((item) => `- ${safeStart(mdText(item))}`);
    case 'table':
      return tableLines(
        block.columns,
        block.rows.map((row) => row.map(cell)),
      );
    case 'bar':
      return [`${safeStart(mdText(block.label))}: ${block.value}/${block.max}`];
    case 'odds':
      return tableLines(
        [{ heading: block.heading ?? 'outcome' }, { heading: 'chance', align: 'right' }, { heading: 'exactly', align: 'right' }],
        block.outcomes.map((o) => [mdEscape(o.label), chanceWords(o).percent, mdEscape(chanceWords(o).exactly)]),
      );
    case 'dice':
      return [safeStart(mdEscape(diceText(block)))];
    case 'chart':
      return [
        `${safeStart(mdEscape(block.caption))}; \`${TEXT_THRESHOLD_MARK}\` marks the ${mdEscape(block.threshold)}.`,
        '',
        '```text',
        ...chartLines(block).map((l) => visible(fencedLine(l))),
        '```',
      ];
    case 'story':
      return [...blockLines(block.heading), '', ...block.entries.flatMap(entryLines)];
    case 'space':
      return [];
  }
}

/** Blocks as a Markdown document: a blank line between blocks, a newline at the end. */
export function markdownBlocks(blocks: readonly Block[]): string {
  const parts = blocks.map(blockLines).filter((lines) => lines.length > 0);
  return `${parts.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

export function renderMarkdown(p: Presentation): string {
  return markdownBlocks(p.blocks);
}
