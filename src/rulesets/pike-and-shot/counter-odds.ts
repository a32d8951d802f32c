/**
 * Exact odds of a cavalry reaction with `--counter-fire` (seed 004, 11.4, 11.7): each named
 * infantry fire is walked first, a stage each, by the same command the roll plays (executePs),
 * then the reaction's odds in the state each fire's result leaves: disordered, a charge is a
 * normal melee (11.7); driven back, no reaction is made. One distribution, each label opening
 * with the CRT codes in the order the dice fall.
 */
import type { DiceSource } from '../../dice/dice.js';
import { itWord, listWords, them, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import { possessive } from '../../present/words.js';
import type { ReactRequest } from './actions.js';
import { outcomeLabel } from './combat.js';
import { combatLines } from './combat-lines.js';
import { type CounterFire, fireAtEntry, reactionAfterFire, stillEnters } from './counter-first.js';
import { executePs, mayAct } from './execute.js';
import { everyFall, FALLS_TOTAL } from './falls.js';
import type { PsPreview } from './odds.js';
import { cavalryEntry, reactPlan } from './reactions.js';
import { headLine } from './odds-words.js';
import { SECOND_DIE_FROM } from './leaders.js';
import { counterRows, type WalkRow } from './counter-rows.js';
import type { PsState } from './state.js';
import { gcd } from '../../dice/distribution.js';

type Preview = (s: PsState, req: ReactRequest) => Result<PsPreview, string>;

/** A way the fires may fall: the state they leave, their codes and words, and its chance as a fraction. */
interface Branch {
  readonly state: PsState;
  readonly codes: readonly string[];
  readonly words: readonly string[];
  readonly num: number;
  readonly den: number;
  /** A fire refused in this branch (as the command refuses it): no more fire, and no reaction. */
  readonly refused?: string;
}

/**
 * A source giving these faces in order: the fall walked, played by the command itself. A
 * casualty check's second die after a first of 1 to 4 is settled (leaders.ts): not taken from
 * the faces, so each check reads one face when unhurt ([1]) and two when he falls ([6, 6]).
 */
const faced = (faces: readonly number[]): DiceSource & { used(): number } => {
  let i = 0;
  const roll = () => faces[i++] ?? 1;
  return { roll, settled: (_sides, label) => (label.startsWith('casualty check') ? null : roll()), used: () => i };
};

/** 7.4: the two ways one leader's casualty check goes, as faces and their weight in twelfths. */
const CHECKS = [
  { faces: [1], twelfths: 11 },
  { faces: [6, 6], twelfths: 1 },
] as const;

/** Every way `n` casualty checks go: their faces in order, their weight out of 12^n. */
function checkFalls(n: number): { faces: number[]; weight: number }[] {
  if (n === 0) return [{ faces: [], weight: 1 }];
  return checkFalls(n - 1).flatMap((r) => CHECKS.map((c) => ({ faces: [...r.faces, ...c.faces], weight: r.weight * c.twelfths })));
}

/** "D: Finnish Horse is disordered" → its codes and words ("" when the fire has no effect). */
function split(label: string, effect: boolean): { codes: string; words: string } {
  const at = label.indexOf(': ');
  // A label with no CRT codes (a leader alone's sure retreat, 7.1) is words only.
  if (at < 0 || !/^(any|[A-Z() /]+)$/.test(label.slice(0, at))) return { codes: '', words: label };
  return { codes: label.slice(0, at), words: effect ? label.slice(at + 2) : '' };
}

/** The dice part of a preview's note ("the defender's fire at the charger, then the charge die"). */
const diceOf = (note: string | undefined): string => {
  const at = note?.indexOf('Dice: ') ?? -1;
  return note === undefined || at < 0 ? '' : note.slice(at + 'Dice: '.length).replace(/\.$/, '');
};

/** A branch's chance as a fraction in lowest terms, so several fires never push it past exact integers. */
function reduced(num: number, den: number): { num: number; den: number } {
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/** Each fire in turn over every branch: a branch whose cavalry no longer enters takes no more fire. */
function walkFires(s: PsState, req: ReactRequest, cf: CounterFire): Result<{ branches: Branch[]; checked: ReadonlySet<string> }, string> {
  const checked = new Set<string>();
  let branches: Branch[] = [{ state: s, codes: [], words: [], num: 1, den: 1 }];
  const names = [s.sides[0].name, s.sides[1].name] as const;
  for (const id of cf.ids) {
    const next: Branch[] = [];
    for (const b of branches) {
      const fire = fireAtEntry(id, cf.cavalry.id, cf.hex);
      const planned = reactPlan(b.state, fire);
      // As the command: the cavalry no longer entering (or a retreat to make first, 6.3), no more fire.
      if (b.refused !== undefined || !stillEnters(b.state, req)) {
        next.push(b);
        continue;
      }
      // As the command: a fire refused in this state (after an earlier fire) ends it, with no reaction.
      // Guard only: the refusals known to follow a fire (a firer named twice, parse; the cavalry
      // driven back, stillEnters) never reach here; kept so an unforeseen one is walked as played.
      const may = mayAct(b.state, fire);
      if (!may.ok || !planned.ok) {
        const why = may.ok ? (planned.ok ? '' : planned.error) : may.error;
        // The first fire refused refuses the command itself (counter-first.ts).
        if (b.codes.length === 0) return err(why);
        next.push({ ...b, refused: why });
        continue;
      }
      for (const f of everyFall(planned.value.state, planned.value.plan)) {
        // 7.4: the leaders in the hex fired on check after the fire's die: each check walked too.
        const probe = faced([...f.faces, 1, 1, 1, 1, 1, 1]);
        const first = executePs(b.state, fire, probe);
        const checks = first.ok ? probe.used() - f.faces.length : 0;
        for (const k of checkFalls(checks)) {
          const { num, den } = reduced(b.num * f.weight * k.weight, b.den * FALLS_TOTAL * 12 ** checks);
          const played = executePs(b.state, fire, faced([...f.faces, ...k.faces]));
          // As the command: a fire refused after another ends the command there, with no reaction.
          if (!played.ok) {
            if (b.codes.length === 0) return err(played.error);
            next.push({ ...b, num, den, refused: played.error });
            continue;
          }
          const { codes, words } = split(outcomeLabel(f.result, names), f.result.consequences.some((c) => !c.ignored));
          for (const e of played.value.results) for (const m of e.result.matchAll(/(?:^|\. )([^.]+?) is (?:unhurt|a casualty) \((?:first die|rolled)/g)) checked.add(m[1] ?? '');
          const fell = played.value.results.flatMap((x) => [...x.result.matchAll(/(?:^|\. )([^.]+?) is a casualty \(rolled /g)].map((m) => `${m[1] ?? ''} is a casualty (7.4)`));
          next.push({ state: played.value.state, codes: [...b.codes, codes], words: [...b.words, ...(words ? [words] : []), ...fell], num, den });
        }
      }
    }
    branches = next;
  }
  return ok({ branches, checked });
}


/**
 * 11.4: the preview of reaction `req` with its counter-fire `cf` played first. `preview` gives
 * the reaction's own odds in a state (the flags settled); its heading, lines and note for the
 * reaction are those of the fire changing nothing, the fire's lines said first. `walkedRows`
 * takes the walk's rows before they are merged (counter-rows.ts), for tests.
 */
export function counterFirePreview(s: PsState, req: ReactRequest, cf: CounterFire, preview: Preview, walkedRows?: WalkRow[]): Result<PsPreview, string> {
  const c = cf.cavalry;
  const base = preview(s, { ...reactionAfterFire(s, req), noCounterFire: true });
  if (!base.ok) return base;
  const rows: WalkRow[] = [];
  const add = (codes: readonly string[], words: readonly string[], num: number, den: number) => rows.push({ codes, words, ...reduced(num, den) });
  const dice = new Map<string, string>();
  let noReaction = false;
  const walked = walkFires(s, req, cf);
  if (!walked.ok) return walked;
  for (const b of walked.value.branches) {
    const next = reactionAfterFire(b.state, req);
    const broken = next.how !== req.how ? [`the charge is broken and ${c.name} ${verb(c, 'melees')} normally (11.7)`] : [];
    const r = b.refused === undefined && cavalryEntry(b.state, next).ok && mayAct(b.state, { ...next, noCounterFire: true }).ok ? preview(b.state, { ...next, noCounterFire: true }) : null;
    if (r === null || !r.ok) {
      noReaction = true;
      add(b.codes, [...b.words, `${c.name} ${verb(c, 'makes')} no reaction (11.4)`], b.num, b.den);
      continue;
    }
    const said = diceOf(r.value.note);
    if (said && !dice.has(next.how)) dice.set(next.how, said);
    for (const o of r.value.odds?.outcomes ?? []) {
      const [n, d] = (o.fraction ?? '1').split('/').map(Number);
      const { codes, words } = split(o.label, true);
      add([...b.codes, codes], [...b.words, ...broken, words], b.num * (n ?? 1), b.den * (d ?? 1));
    }
  }
  walkedRows?.push(...rows);
  const outcomes = counterRows(rows);
  const firers = cf.ids.map((id) => s.units.find((u) => u.id === id)?.name ?? id);
  const checks = [...walked.value.checked];
  // 7.4: the leaders in the hex fired on check after each fire, before anything else.
  const checkWords = checks.length === 0 ? '' : `, after ${firers.length === 1 ? 'it' : 'each'} two dice for ${listWords(checks.map((n) => `${possessive(n)} casualty check`))} (7.4; typed by hand, the second only after a first of ${SECOND_DIE_FROM} or 6)`;
  const fireDice = `${listWords(firers.map((n) => `${possessive(n)} fire die`))} at ${c.name} entering ${cf.hex}, first (11.4)${checkWords}`;
  const reaction = [
    dice.get(req.how) ? `then ${dice.get(req.how)}` : '',
    req.how === 'charge' && dice.get('melee') ? `if that fire disorders ${c.name}, the charge is broken (11.7) and ${itWord(c)} ${verb(c, 'melees')}: ${dice.get('melee')}` : '',
    noReaction ? `none more if it drives ${them(c)} back` : '',
  ].filter((w) => w !== '');
  const note = `Dice: ${[fireDice, ...reaction].join('; ')}.`;
  // The reaction's own note, without its dice (said above) and not opening on "No dice" beside the fire's.
  const rest = (base.value.note ?? '').replace(/Dice: .*$/, '').replace(/^No dice: /, 'The reaction itself rolls no dice: ').trim();
  // The first fire's lines, as the roll reads them, before the reaction's (the fire changing nothing).
  const first = reactPlan(s, fireAtEntry(cf.ids[0] ?? '', c.id, cf.hex));
  const fireLines = first.ok ? combatLines(first.value.state, first.value.plan, everyFall(first.value.state, first.value.plan).map((f) => f.result)) : [];
  const firer = s.units.find((u) => u.id === cf.ids[0]);
  const lead = first.ok && firer ? [`First, as ${c.name} ${verb(c, 'enters')} ${cf.hex} (11.4): ${headLine(first.value.plan, firer, c)}.`] : [];
  return ok({
    ...base.value,
    odds: { outcomes, expected: base.value.odds?.expected ?? { actorLevels: 0, targetLevels: 0 } },
    note: [rest, note].filter((w) => w !== '').join(' '),
    heading: `${firers.map((n) => `${possessive(n)} fire`).join(' / ')} / reaction: outcome`,
    lines: [...lead, ...fireLines.map((l) => l.text), ...(base.value.lines ?? [])],
    linesFirst: lead.length + fireLines.length,
    lineItems: [...lead.map(() => []), ...fireLines.map((l) => l.items), ...(base.value.lineItems ?? [])],
  });
}
