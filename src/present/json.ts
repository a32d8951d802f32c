/**
 * The JSON renderer: a view's answer for `--json` is the model itself, made plain. A view
 * that gives `data` (the typed fields clients rely on) prints exactly that; otherwise its
 * blocks print as they are, with any text a legacy view painted reduced to its plain words.
 */
import { type Block, type Inline, isMeter, type Json, type Presentation, type Text } from './model.js';

const plainInline = (run: Inline): Inline => (typeof run === 'string' || !('plain' in run) ? run : run.plain);
const plainText = (text: Text): Text => (typeof text === 'string' ? text : text.map(plainInline));

/** A block with no painted text left in it. */
export function plainBlock(block: Block): Block {
  switch (block.type) {
    case 'heading':
    case 'sentence':
      return { ...block, text: plainText(block.text) };
    case 'bar':
      return { ...block, label: plainText(block.label) };
    case 'list':
      return { ...block, items: block.items.map(plainText) };
    case 'table':
      return { ...block, rows: block.rows.map((row) => row.map((c) => (isMeter(c) ? c : plainText(c)))) };
    case 'story':
      return { ...block, heading: { ...block.heading, text: plainText(block.heading.text) }, entries: block.entries.map((e) => ({ ...e, said: e.said.map((s) => ({ ...s, text: plainText(s.text) })) })) };
    default:
      return block;
  }
}

/** The JSON value of a view's answer. */
export function renderJson(p: Presentation): Json {
  if (p.data !== undefined) return p.data;
  // A legacy view's lines are said once, without colour.
  const blocks = p.blocks.map((b) => (b.type === 'preformatted' ? { type: 'preformatted', lines: b.plain } : plainBlock(b)));
  return { kind: p.kind, blocks } as unknown as Json;
}
