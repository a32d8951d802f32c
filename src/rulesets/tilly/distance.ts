/**
 * Seed 003, "Base Width and Tilly Unit of Measure (TUM)": a TUM is half the width of an
 * infantry or cavalry base. The tool shows every distance in TUM and in the players' unit.
 */
import type { BaseWidth, LengthUnit } from './state.js';

/** "80mm", "8 cm", "1.5in" or `3"` as a length; null if it is none of these. */
export function parseLength(text: string): BaseWidth | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(mm|cm|in|")\s*$/.exec(text);
  if (!m) return null;
  const value = Number(m[1]);
  if (!Number.isFinite(value) || value <= 0) return null;
  return { value, unit: m[2] === '"' ? 'in' : (m[2] as LengthUnit) };
}

const round = (x: number): number => Math.round(x * 100) / 100;

export const formatLength = (l: { value: number; unit: LengthUnit }): string => `${round(l.value)}${l.unit === 'in' ? '"' : l.unit}`;

/** One TUM in the players' unit. */
export const tumLength = (base: BaseWidth): BaseWidth => ({ value: base.value / 2, unit: base.unit });

/** "3 TUM (120mm)". */
export function tumWords(tum: number, base: BaseWidth): string {
  if (tum === Number.POSITIVE_INFINITY) return 'unlimited';
  return `${tum} TUM (${formatLength({ value: (tum * base.value) / 2, unit: base.unit })})`;
}
