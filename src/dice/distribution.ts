/**
 * Exact distributions of dice outcomes. Probabilities are kept as integer weights over an
 * integer total (for n d6 the total is 6^n), so odds are exact fractions, never samples.
 * Totals stay below 2^53 for anything up to 20 dice, far beyond what a table rolls at once.
 */
export class Distribution {
  private constructor(
    /** outcome value -> number of equally likely ways to get it */
    readonly weights: ReadonlyMap<number, number>,
    readonly total: number,
  ) {}

  static of(weights: ReadonlyMap<number, number>, total: number): Distribution {
    return new Distribution(weights, total);
  }

  /** One die with faces 1..sides. */
  static die(sides: number): Distribution {
    const w = new Map<number, number>();
    for (let v = 1; v <= sides; v += 1) w.set(v, 1);
    return new Distribution(w, sides);
  }

  static constant(value: number): Distribution {
    return new Distribution(new Map([[value, 1]]), 1);
  }

  /** A die that scores 1 on `hitFaces` of its `sides` faces and 0 otherwise. */
  static hit(hitFaces: number, sides = 6): Distribution {
    const w = new Map<number, number>();
    if (sides - hitFaces > 0) w.set(0, sides - hitFaces);
    if (hitFaces > 0) w.set(1, hitFaces);
    return new Distribution(w, sides);
  }

  /** NdM: the sum of `count` dice. */
  static dice(count: number, sides: number): Distribution {
    let d = Distribution.constant(0);
    for (let i = 0; i < count; i += 1) d = d.plus(Distribution.die(sides));
    return d;
  }

  /**
   * Hits on a pool of d6 where each die hits on `threshold` or more (e.g. 4 for 4+).
   * Pools with different thresholds: `hitsOnPools([[3, 4], [1, 5]])` is 3 dice at 4+ and 1 at 5+.
   */
  static hitsOnPools(pools: readonly (readonly [count: number, threshold: number])[], sides = 6): Distribution {
    let d = Distribution.constant(0);
    for (const [count, threshold] of pools) {
      const faces = Math.max(0, Math.min(sides, sides - threshold + 1));
      for (let i = 0; i < count; i += 1) d = d.plus(Distribution.hit(faces, sides));
    }
    return d;
  }

  /** The distribution of X + Y for independent X, Y. */
  plus(other: Distribution): Distribution {
    const w = new Map<number, number>();
    for (const [a, wa] of this.weights) {
      for (const [b, wb] of other.weights) w.set(a + b, (w.get(a + b) ?? 0) + wa * wb);
    }
    return new Distribution(w, this.total * other.total);
  }

  /** X - Y for independent X, Y. */
  minus(other: Distribution): Distribution {
    return this.plus(other.negate());
  }

  negate(): Distribution {
    return this.map((v) => -v);
  }

  shift(k: number): Distribution {
    return this.map((v) => v + k);
  }

  /** Group outcomes by f (e.g. a result table); weights of equal images add up. */
  map(f: (value: number) => number): Distribution {
    const w = new Map<number, number>();
    for (const [v, wv] of this.weights) {
      const img = f(v);
      w.set(img, (w.get(img) ?? 0) + wv);
    }
    return new Distribution(w, this.total);
  }

  /** Exact probability of an event as [numerator, denominator] in lowest terms. */
  ratio(pred: (value: number) => boolean): [number, number] {
    let n = 0;
    for (const [v, wv] of this.weights) if (pred(v)) n += wv;
    const g = gcd(n, this.total);
    return [n / g, this.total / g];
  }

  probability(pred: (value: number) => boolean): number {
    const [n, d] = this.ratio(pred);
    return n / d;
  }

  fraction(pred: (value: number) => boolean): string {
    const [n, d] = this.ratio(pred);
    return n === 0 ? '0' : n === d ? '1' : `${n}/${d}`;
  }

  expected(f: (value: number) => number = (v) => v): number {
    let sum = 0;
    for (const [v, wv] of this.weights) sum += f(v) * wv;
    return sum / this.total;
  }

  /** Outcomes in ascending order with exact probabilities. */
  entries(): { value: number; weight: number; probability: number; fraction: string }[] {
    return [...this.weights.entries()]
      .sort(([a], [b]) => a - b)
      .map(([value, weight]) => ({
        value,
        weight,
        probability: weight / this.total,
        fraction: this.fraction((v) => v === value),
      }));
  }
}

/** The greatest common divisor, for exact fractions (1 for two zeros, so a division never fails). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}
