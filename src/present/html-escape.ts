/** Text made safe for HTML, shared by the HTML renderer and its SVG charts. */
import { visible } from './visible.js';

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute, its control characters made visible. */
export function htmlEscape(text: string): string {
  return visible(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A number as written in HTML: finite, or 0. */
export const htmlNumber = (n: number): string => String(Number.isFinite(n) ? n : 0);
