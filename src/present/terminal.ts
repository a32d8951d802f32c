/**
 * The terminal renderer: blocks to the lines the REPL prints, coloured through a Paint (made
 * once per session from the output's colour decision, so NO_COLOR and non-terminals print
 * plain text). Text from a scenario or a journal has its control characters made visible
 * here, before it is painted, so only tyw's own colour sequences reach the terminal.
 */
import { type Block, type Cell, chanceWords, diceSummary, diceText, type Inline, isMeter, type Meter, type Presentation, type StoryEntry, type Text, type Tone } from './model.js';
import { chartLines, TEXT_THRESHOLD_MARK } from './chart-text.js';
import type { Paint } from './paint.js';
import { bar, table, tableFits } from './terminal-table.js';
import { visible } from './visible.js';

function toned(text: string, tone: Tone | undefined, paint: Paint): string {
  switch (tone) {
    case 'loss':
      return paint.loss(text);
    case 'gain':
      return paint.gain(text);
    case 'warning':
      return paint.warn(text);
    default:
      return text;
  }
}

function inline(run: Inline, paint: Paint): string {
  if (typeof run === 'string') return visible(run);
  const text = visible(run.text);
  // A strong loss is a destruction, painted as such (bold red).
  let out = run.strong && run.tone === 'loss' ? paint.broken(text) : toned(text, run.tone, paint);
  if (run.strong && run.tone !== 'loss') out = paint.bold(out);
  return run.quiet ? paint.dim(out) : out;
}

/** Text as one terminal string. */
export function terminalText(text: Text, paint: Paint): string {
  return typeof text === 'string' ? visible(text) : text.map((run) => inline(run, paint)).join('');
}

function fraction(m: { readonly value: number; readonly max: number }): number {
  return m.max > 0 ? m.value / m.max : m.value > 0 ? 1 : 0;
}

function meterText(m: Meter, paint: Paint): string {
  return toned(bar(fraction(m), m.width ?? 20), m.tone, paint);
}

function cell(c: Cell, paint: Paint): string {
  return isMeter(c) ? meterText(c.meter, paint) : terminalText(c, paint);
}

const ODDS_WIDTH = 24;

/**
 * Words in lines of at most `width` (a longer word stands alone), the later lines indented by
 * two. A line breaks after a clause ("; ", ", ") or before a "(" where one falls in its later half.
 */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width - (lines.length === 0 ? 0 : 2)) {
    const room = width - (lines.length === 0 ? 0 : 2);
    const spaces = [...rest.slice(0, room + 1).matchAll(/ /g)].map((m) => m.index ?? 0);
    if (spaces.length === 0) break;
    const good = spaces.filter((i) => i >= room / 2 && (/[;,]$/.test(rest.slice(0, i)) || rest[i + 1] === '('));
    const at = good.at(-1) ?? (spaces.at(-1) as number);
    lines.push(`${lines.length === 0 ? '' : '  '}${rest.slice(0, at)}`);
    rest = rest.slice(at + 1);
  }
  lines.push(`${lines.length === 0 ? '' : '  '}${rest}`);
  return lines;
}

/** An entry of a story: the command (marked when chosen from the menus), then what came of it, one step in. */
function entryLines(e: StoryEntry, paint: Paint): string[] {
  const said = e.said.map((s) => `    ${s.stage === undefined ? '' : `${visible(s.stage)}: `}${terminalText(s.text, paint)}`);
  const hand = e.byHand && e.dice.length > 0 ? [`    ${paint.dim(`(rolled by hand: ${visible(diceSummary(e.dice))})`)}`] : [];
  const via = e.menu === true ? ` ${paint.dim('(chosen from the menus)')}` : '';
  return [`  > ${visible(e.typed)}${via}`, ...said, ...hand];
}

function blockLines(block: Block, paint: Paint, stackedGroups: ReadonlySet<string> = new Set()): string[] {
  switch (block.type) {
    case 'heading':
      return [paint.bold(terminalText(block.text, paint))];
    case 'sentence':
      return [`${'  '.repeat(block.indent ?? 0)}${toned(terminalText(block.text, paint), block.tone, paint)}`];
    case 'table':
      return table(
        block.columns.map((c) => visible(c.heading)),
        block.rows.map((row) => row.map((c) => cell(c, paint))),
        paint,
        block.columns.map((c) => c.align ?? 'left'),
        block.group !== undefined && stackedGroups.has(block.group),
      );
    case 'bar':
      return [`${terminalText(block.label, paint)}  ${meterText(block, paint)}  ${block.value}/${block.max}`];
    case 'odds': {
      // The bar only repeats the chance: where long outcomes would push a row past a laptop
      // terminal's width, it goes. An outcome longer still wraps within its column, so the
      // table stays within that width.
      const words = block.outcomes.map(chanceWords);
      const exacts = words.map((w) => visible(w.exactly));
      const widest = (xs: readonly string[], min: number) => Math.max(min, ...xs.map((x) => x.length));
      const limit = paint.width;
      const room = limit - (2 + 2 + 6 + 2 + widest(exacts, 7));
      const labels = block.outcomes.map((o) => wrapWords(visible(o.label), room).join('\n'));
      const withBar = 2 + widest(labels.flatMap((l) => l.split('\n')), 7) + 2 + 6 + 2 + widest(exacts, 7) + 2 + ODDS_WIDTH <= limit;
      return table(
        [visible(block.heading ?? 'outcome'), 'chance', 'exactly', ...(withBar ? [''] : [])],
        block.outcomes.map((o, i) => [labels[i] ?? '', words[i]?.percent ?? '', exacts[i] ?? '', ...(withBar ? [bar(o.probability, ODDS_WIDTH)] : [])]),
        paint,
        ['left', 'right', 'right', ...(withBar ? ['left' as const] : [])],
      );
    }
    case 'list':
      return block.items.map((item) => `  ${terminalText(item, paint)}`);
    case 'dice':
      return [visible(diceText(block))];
    case 'chart':
      return [visible(`${block.caption}; ${TEXT_THRESHOLD_MARK} marks the ${block.threshold}.`), ...chartLines(block).map((l) => visible(l))];
    case 'story':
      return [...blockLines(block.heading, paint), ...block.entries.flatMap((e) => entryLines(e, paint))];
    case 'space':
      return [''];
  }
}

/** Blocks as terminal lines. */
export function terminalLines(blocks: readonly Block[], paint: Paint): string[] {
  // A group of tables one of which cannot fit is stacked whole, so its tables read alike.
  const stackedGroups = new Set<string>();
  for (const b of blocks) {
    if (b.type === 'table' && b.group !== undefined && !stackedGroups.has(b.group)) {
      if (!tableFits(b.columns.map((c) => visible(c.heading)), b.rows.map((row) => row.map((c) => cell(c, paint))), paint)) stackedGroups.add(b.group);
    }
  }
  return blocks.flatMap((b) => blockLines(b, paint, stackedGroups));
}

/** A view's answer as the lines printed for people. */
export function renderTerminal(p: Presentation, paint: Paint): string[] {
  return terminalLines(p.blocks, paint);
}
