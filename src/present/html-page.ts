/**
 * A whole HTML page of blocks, self-contained: its styles inline, no script, font, image or
 * anything else fetched. The report is one; the live board will be another.
 */
import { htmlBlocks, htmlEscape } from './html.js';
import type { Block } from './model.js';

/** How the page looks: a serif page, ruled tables, tones in colour, the story in a column. */
export const PAGE_CSS = [
  'body{font-family:Georgia,"Times New Roman",serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#222;line-height:1.45}',
  'h1{font-size:1.6rem}h2{border-bottom:1px solid #ccc;padding-bottom:.2rem;margin-top:2rem}',
  'table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}',
  'th{background:#f3f0e8}.num{text-align:right}',
  '.loss{color:#a11}.gain{color:#1d6b2f}.warning{color:#8a5a00}.quiet{color:#555;font-weight:normal}p.indent{margin-left:1.5rem}',
  'ol.story{list-style:none;padding-left:0}ol.story>li{margin:0 0 .7rem;padding-left:.6rem;border-left:3px solid #e6e0d2}',
  'p.said{margin:0 0 .15rem}p.typed{margin:0;font-size:.78em;color:#777}p.typed code{font-family:Menlo,Consolas,monospace;color:#555}',
  '.stage{font-variant:small-caps;font-weight:bold;color:#6b4e16;margin-right:.15rem}',
].join('\n');

/** The page: `title` in its head, the blocks in its body. */
export function htmlPage(title: string, blocks: readonly Block[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${htmlEscape(title)}</title>`,
    '<style>',
    PAGE_CSS,
    '</style>',
    '</head>',
    '<body>',
    htmlBlocks(blocks),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
