/** Exact fractions (bigint), for chaining probabilities across the stages of an action. */
export interface Q {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};
export const q = (n: bigint, d: bigint): Q => {
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
};
export const ZERO: Q = { n: 0n, d: 1n };
export const ONE: Q = { n: 1n, d: 1n };
export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const num = (a: Q): number => Number(a.n) / Number(a.d);
export const frac = (a: Q): string => (a.n === 0n ? '0' : a.n === a.d ? '1' : `${a.n}/${a.d}`);

/** "7/36", "1" or "0" back into a fraction. */
export function parseFraction(text: string): Q {
  const [n, d] = text.split('/');
  return q(BigInt(n ?? '0'), BigInt(d ?? '1'));
}
