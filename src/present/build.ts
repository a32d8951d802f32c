/**
 * Small builders so a view reads as what it says:
 *   present('morale', [table(['side', right('points')], rows), sentence('Nobody has broken.')])
 * Pure, like the model.
 */
import type { Bar, Block, Cell, Chart, Column, Dice, DieFace, Heading, Inline, Json, List, Meter, OddsRow, OddsTable, Presentation, Sentence, Space, Span, Story, StoryEntry, Table, Text, Tone } from './model.js';

export function present(kind: string, blocks: readonly Block[], data?: Json): Presentation {
  return data === undefined ? { kind, blocks } : { kind, blocks, data };
}

export const heading = (text: Text, level?: 1 | 2 | 3): Heading => (level === undefined ? { type: 'heading', text } : { type: 'heading', text, level });

export function sentence(text: Text, tone: Tone = 'neutral', indent = 0): Sentence {
  return indent > 0 ? { type: 'sentence', text, tone, indent } : { type: 'sentence', text, tone };
}

/** A sentence one step in, under what it explains. */
export const note = (text: Text, tone: Tone = 'neutral'): Sentence => sentence(text, tone, 1);

/** Columns by heading (left-aligned), or as built with `right`. */
export function table(columns: readonly (string | Column)[], rows: readonly (readonly Cell[])[]): Table {
  return { type: 'table', columns: columns.map((c) => (typeof c === 'string' ? { heading: c } : c)), rows };
}

/** A right-aligned column: numbers, modifiers. */
export const right = (heading: string): Column => ({ heading, align: 'right' });

export function bar(label: Text, value: number, max: number, options: { width?: number; tone?: Tone } = {}): Bar {
  return { type: 'bar', label, value, max, ...options };
}

/** A bar inside a table cell. */
export const meter = (value: number, max: number, options: { width?: number; tone?: Tone } = {}): { meter: Meter } => ({ meter: { value, max, ...options } });

export function odds(outcomes: readonly OddsRow[], heading?: string): OddsTable {
  const rows = outcomes.map((o) => ({ label: o.label, probability: o.probability, fraction: o.fraction }));
  return heading === undefined ? { type: 'odds', outcomes: rows } : { type: 'odds', heading, outcomes: rows };
}

export const list = (items: readonly Text[]): List => ({ type: 'list', items });

export const space: Space = { type: 'space' };

/** The faces of the dice a command rolled. */
export const dice = (faces: readonly DieFace[], byHand: boolean): Dice => ({ type: 'dice', faces, byHand });

export const chart = (parts: Omit<Chart, 'type'>): Chart => ({ type: 'chart', ...parts });

/** A titled account of things done: story(heading('Turn 1', 3), entries). */
export const story = (title: Heading, entries: readonly StoryEntry[]): Story => ({ type: 'story', heading: title, entries });

// ---------------------------------------------------------------- inline emphasis

/** A name that anchors a line. */
export const strong = (text: string): Span => ({ text, strong: true });
export const lossText = (text: string): Span => ({ text, tone: 'loss' });
/** A destruction: an army broken, a unit destroyed. */
export const brokenText = (text: string): Span => ({ text, tone: 'loss', strong: true });
export const gainText = (text: string): Span => ({ text, tone: 'gain' });
/** A unit's status or a leader's fate at the end of a battle, as its tone reads: fine, a loss, or gone. */
export const standingText = (text: string, tone: 'ok' | 'loss' | 'gone'): Text => (tone === 'gone' ? [brokenText(text)] : tone === 'loss' ? [lossText(text)] : text);
export const warningText = (text: string): Span => ({ text, tone: 'warning' });
export const quiet = (text: string): Span => ({ text, quiet: true });
/** Typed text shown as written: a command, a file name. */
export const code = (text: string, options: { quiet?: boolean } = {}): Span => ({ text, code: true, ...options });

/** Runs joined by a separator: join([a, b], ' | '). */
export function join(parts: readonly Text[], separator: string): Inline[] {
  const out: Inline[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(separator);
    if (typeof p === 'string') out.push(p);
    else out.push(...p);
  });
  return out;
}
