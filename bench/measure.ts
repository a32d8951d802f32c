// What the in-process benchmarks share: the median, and one action timed with its exact odds.

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Time `run` (a preview and an execution with seeded dice `i`) 2000 times and print its median
 * against the 1 ms target; true when the target is met. `run` returns whether it was accepted.
 */
export function timeAction(label: string, run: (i: number) => { ok: boolean; error?: string }): boolean {
  const times: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const t = performance.now();
    const r = run(i);
    times.push(performance.now() - t);
    if (i === 0 && !r.ok) throw new Error(`${label} refused: ${r.error ?? ''}`);
  }
  const m = median(times);
  console.log(`  ${label.padEnd(58)} ${`${(m * 1000).toFixed(0)} µs`.padStart(10)}  (target < 1 ms)  ${m < 1 ? 'ok' : 'OVER TARGET'}`);
  return m < 1;
}
