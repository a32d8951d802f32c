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
}

/**
 * TRANSITIONAL (issue 12): text a not-yet-converted view painted itself, as it prints without
 * and with colour. Only the legacy adapter makes it; it goes with the last legacy view.
 */
export interface Prepainted {
  readonly plain: string;
  readonly painted: string;
}

export type Inline = string | Span | Prepainted;

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

/** A blank line between parts; HTML leaves it to its margins. */
export interface Space {
  readonly type: 'space';
}

/** TRANSITIONAL (issue 12): the lines a legacy view printed, without and with colour. */
export interface Preformatted {
  readonly type: 'preformatted';
  readonly plain: readonly string[];
  readonly painted: readonly string[];
}

export type Block = Heading | Sentence | Table | Bar | OddsTable | List | Space | Preformatted;

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
  return text.map((run) => (typeof run === 'string' ? run : 'plain' in run ? run.plain : run.text)).join('');
}

/** The words of a cell: a meter reads "3/13". */
export function plainCell(cell: Cell): string {
  return isMeter(cell) ? `${cell.meter.value}/${cell.meter.max}` : plainText(cell);
}

export function isMeter(cell: Cell): cell is { readonly meter: Meter } {
  return typeof cell === 'object' && !Array.isArray(cell) && 'meter' in cell;
}
