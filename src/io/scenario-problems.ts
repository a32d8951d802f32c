/**
 * Every mistake in a scenario file, told at once: one `error: file:line:col: …` line each, in
 * document order, so that a file with six mistakes takes one run of `tyw check`, not seven.
 */
import { UserError, type SourcePosition } from '../engine/errors.js';

/** More lines than this would scroll the first ones away; the rest are counted instead. */
export const MAX_SHOWN_PROBLEMS = 20;

/** Several UserErrors from one file: `format()` gives one line per problem. */
export class ScenarioProblems extends UserError {
  constructor(
    readonly problems: readonly UserError[],
    readonly file: string,
  ) {
    const first = problems[0] as UserError;
    super(first.message, first.where);
  }

  override format(): string {
    const shown = this.problems.slice(0, MAX_SHOWN_PROBLEMS).map((p) => p.format());
    const more = this.problems.length - shown.length;
    if (more > 0) shown.push(`error: ${this.file}: ${more} more problem${more === 1 ? '' : 's'} not shown (the first ${MAX_SHOWN_PROBLEMS} are above)`);
    return shown.join('\n');
  }
}

const placeOf = (where: SourcePosition | undefined): string => `${where?.line ?? ''}:${where?.col ?? ''}`;

const before = (a: SourcePosition | undefined, b: SourcePosition | undefined): number =>
  (a?.line ?? 0) - (b?.line ?? 0) || (a?.col ?? 0) - (b?.col ?? 0);

/**
 * Collects a file's problems, stage by stage. A place that an earlier stage found a problem at
 * is not reported again by a later one, which would only restate it in vaguer words (a key
 * that is a list is also an unknown key); within a stage, every problem counts.
 */
export class ProblemList {
  private readonly found: UserError[] = [];
  private readonly earlierPlaces = new Set<string>();

  constructor(private readonly file: string) {}

  add(message: string, where: SourcePosition): void {
    if (this.earlierPlaces.has(placeOf(where))) return;
    if (this.found.some((p) => p.message === message && placeOf(p.where) === placeOf(where))) return;
    this.found.push(new UserError(message, where));
  }

  /** The next problems come from a later stage. */
  nextStage(): void {
    for (const p of this.found) this.earlierPlaces.add(placeOf(p.where));
  }

  /** Throws what was found, if anything: one UserError, or all of them in document order. */
  throwIfAny(): void {
    if (this.found.length === 0) return;
    if (this.found.length === 1) throw this.found[0];
    // Array.prototype.sort is stable: problems at one line keep the order they were found in.
    const sorted = [...this.found].sort((a, b) => before(a.where, b.where));
    throw new ScenarioProblems(sorted, this.file);
  }

  /** Adds a problem that stops the reading here, and throws everything found so far. */
  fail(message: string, where: SourcePosition): never {
    this.add(message, where);
    this.throwIfAny();
    throw new UserError(message, where); // not reached: the list is not empty
  }
}
