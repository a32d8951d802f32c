/**
 * The presentation model: what a view says, as plain data. A view builds blocks; the
 * renderers draw the same blocks for the terminal (terminal.ts), HTML (html.ts) and JSON
 * (json.ts). No block knows how it will be drawn, and this file imports nothing, so rule
 * sets (which are pure) may build blocks.
 */

/** How a sentence or a run of text reads: a loss, a gain, a warning, or plain. */
export type Tone = 'neutral' | 'loss' | 'gain' | 'warning';

/**
 * A run of text with a little emphasis. `strong` anchors a line (a name, a heading cell); a
 * strong loss is a destruction (an army broken, a unit destroyed); `quiet` is context.
 */
export interface Span {
  readonly text: string;
  readonly tone?: Tone;
  readonly strong?: boolean;
  readonly quiet?: boolean;
  /** Typed text shown as written: a command, a file name. */
  readonly code?: boolean;
}

export type Inline = string | Span;

/** Text with inline emphasis: a plain string, or runs read one after another. */
export type Text = string | readonly Inline[];

/** A filled share of a whole: morale points against a break point, a chance. */
export interface Meter {
  readonly value: number;
  readonly max: number;
  /** Cells on the terminal for the whole; default 20. */
  readonly width?: number;
  readonly tone?: Tone;
}

/** A table cell: text, or a meter drawn as a bar. */
export type Cell = Text | { readonly meter: Meter };

export type Align = 'left' | 'right';

export interface Column {
  readonly heading: string;
  readonly align?: Align;
}

export interface Heading {
  readonly type: 'heading';
  readonly text: Text;
  /** 1 for a document's title, 2 for a section (the default), 3 below that. */
  readonly level?: 1 | 2 | 3;
}

export interface Sentence {
  readonly type: 'sentence';
  readonly text: Text;
  readonly tone: Tone;
  /** Steps of indentation under what it explains (two spaces each on the terminal). */
  readonly indent?: number;
}

export interface Table {
  readonly type: 'table';
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
  /** Rows singled out, by index (the live board's units changed by the last result); HTML marks them, text ignores them. */
  readonly marked?: readonly number[];
  /** Tables of one group (a side each) are drawn alike on a terminal: when one must be stacked, all are. */
  readonly group?: string;
}

export interface Bar {
  readonly type: 'bar';
  readonly label: Text;
  readonly value: number;
  readonly max: number;
  readonly width?: number;
  readonly tone?: Tone;
}

/** One outcome of an exact distribution, as `odds` prints it: "41.7%, 5/12". */
export interface OddsRow {
  readonly label: string;
  readonly probability: number;
  readonly fraction: string;
}

/** How renderers print an outcome's chance and exact fraction: a sure one as "100%" and "certain", not "100.0%" and "1". */
export function chanceWords(row: OddsRow): { readonly percent: string; readonly exactly: string } {
  return row.fraction === '1' ? { percent: '100%', exactly: 'certain' } : { percent: `${(row.probability * 100).toFixed(1)}%`, exactly: row.fraction };
}

export interface OddsTable {
  readonly type: 'odds';
  /** The heading of the outcome column: "outcome" unless said ("hits"). */
  readonly heading?: string;
  readonly outcomes: readonly OddsRow[];
}

/** Items under what they explain, each one line on the terminal. */
export interface List {
  readonly type: 'list';
  readonly items: readonly Text[];
}

/** One die as it fell: its face, its sides, and what it was rolled for. */
export interface DieFace {
  readonly label: string;
  readonly sides: number;
  readonly value: number;
}

/** The raw faces of the dice a command rolled, and whether the players rolled them by hand. */
export interface Dice {
  readonly type: 'dice';
  readonly faces: readonly DieFace[];
  readonly byHand: boolean;
}

/** A blank line between parts; HTML leaves it to its margins. */
export interface Space {
  readonly type: 'space';
}

/** One line of a chart: a value per point of the x axis, and the level it must not reach. */
export interface Series {
  /** Its name, and a word or two after it in brackets: "Swedes", "attacker". */
  readonly name: string;
  readonly detail?: string;
  readonly values: readonly number[];
  /** Where it loses: a break point. Drawn as a mark across the chart. */
  readonly threshold: number;
  /** Points singled out (an army broken at the end of turn 2): their index and a word. */
  readonly marks?: readonly { readonly at: number; readonly label: string }[];
  /** What each point means, for a reader pointing at it: "Swedes, end of turn 1: 3 points". */
  readonly notes?: readonly string[];
}

/** A point of the x axis: "2", and a note on it ("so far"). */
export interface Tick {
  readonly label: string;
  readonly note?: string;
}

/**
 * Values over time, a line per series against its threshold: the report's morale curve. A
 * text renderer draws a bar per point, an HTML renderer an SVG line chart; each says in its
 * own words how its drawing marks the threshold.
 */
export interface Chart {
  readonly type: 'chart';
  /** What the chart shows, in a sentence without a stop: "Points toward breaking at the end of each turn". */
  readonly caption: string;
  /** Its title for a reader that cannot see it: "Morale points per side at the end of each turn". */
  readonly title: string;
  /** The name of the thresholds: "break point". */
  readonly threshold: string;
  /** The x axis: its title ("end of turn"), the word before each point in a text chart ("turn"), its points. */
  readonly x: { readonly title: string; readonly unit: string; readonly ticks: readonly Tick[] };
  /** The y axis title: "points". */
  readonly y: { readonly title: string };
  readonly series: readonly Series[];
}

/** One thing done, as a record tells it: what was typed, what came of it, and the dice. */
export interface StoryEntry {
  /** The command line, as typed or as the guided menus built it (`menu`). */
  readonly typed: string;
  /** Chosen from the guided menus rather than typed. */
  readonly menu?: boolean;
  /** Its sentences, each with the stage of a longer action it tells ("Defensive fire"), if any. */
  readonly said: readonly { readonly stage?: string; readonly text: Text }[];
  /** The dice rolled, with their faces; shown when they were rolled by hand (the sentences tell the others). */
  readonly dice: readonly { readonly label: string; readonly value: number; readonly pool?: { readonly die: number; readonly of: number } }[];
  readonly byHand: boolean;
}

/** A titled account of things done in order: a turn of the report's battle. */
export interface Story {
  readonly type: 'story';
  readonly heading: Heading;
  readonly entries: readonly StoryEntry[];
}

export type Block = Heading | Sentence | Table | Bar | OddsTable | List | Dice | Chart | Story | Space;

/** A JSON value. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * One answer of a view (`status`, `morale`, `rules turn`): what it is and its blocks. `data`,
 * when given, is the whole `--json` value: the typed fields that clients rely on (README,
 * docs/repl.md), which a table of words cannot carry (a unit's bases as a number). Without it,
 * `--json` prints the blocks themselves.
 */
export interface Presentation {
  /** The `--json` kind: "status", "unit", "morale", "rules"... */
  readonly kind: string;
  readonly blocks: readonly Block[];
  readonly data?: Json;
}

/** The words of a text, without emphasis. */
export function plainText(text: Text): string {
  if (typeof text === 'string') return text;
  return text.map((run) => (typeof run === 'string' ? run : run.text)).join('');
}

/** Dice in words: "Dice (rolled by hand): 4 (d6, Tott's Cuirassiers), 2 (d6, Blue Regiment)". */
export function diceText(block: Dice): string {
  const faces = block.faces.map((d) => `${d.value} (d${d.sides}, ${d.label})`);
  return `Dice${block.byHand ? ' (rolled by hand)' : ''}: ${faces.length > 0 ? faces.join(', ') : 'none'}`;
}

/**
 * Dice in words, each value before what it was for ("4 (Blue Brigade's fire); 5, 6 (casualty
 * check: Horn)"): a label may end in a number of its own (Swedish Reserve Gun 1), so the value
 * leads. A pool's dice (its `die` after the first) go with the die before them.
 */
export function diceSummary(dice: readonly { readonly label: string; readonly value: number; readonly pool?: { readonly die: number } }[]): string {
  const groups: { label: string; values: number[] }[] = [];
  for (const d of dice) {
    const last = groups.at(-1);
    if (last && d.pool && d.pool.die > 1 && last.label === d.label) last.values.push(d.value);
    else groups.push({ label: d.label, values: [d.value] });
  }
  return groups.map((g) => `${g.values.join(', ')} (${g.label})`).join('; ');
}

/** The words of a cell: a meter reads "3/13". */
export function plainCell(cell: Cell): string {
  return isMeter(cell) ? `${cell.meter.value}/${cell.meter.max}` : plainText(cell);
}

export function isMeter(cell: Cell): cell is { readonly meter: Meter } {
  return typeof cell === 'object' && !Array.isArray(cell) && 'meter' in cell;
}
