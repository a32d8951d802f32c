/**
 * Exact odds of a cavalry reaction with `--counter-fire` (seed 004, 11.4, 11.7): each named
 * infantry fire is walked first, a stage each, by the same command the roll plays (executePs),
 * then the reaction's odds in the state each fire's result leaves: disordered, a charge is a
 * normal melee (11.7); driven back, no reaction is made. One distribution, each label opening
 * with the CRT codes in the order the dice fall.
 */
import type { DiceSource } from '../../dice/dice.js';
import { itWord, listWords, them, verb } from '../../engine/english.js';
import type { OddsOutcome } from '../../engine/ruleset.js';
import { ok, type Result } from '../../engine/result.js';
import { possessive } from '../../present/words.js';
import type { ReactRequest } from './actions.js';
import { outcomeLabel } from './combat.js';
import { combatLines } from './combat-lines.js';
import { type CounterFire, fireAtEntry, reactionAfterFire } from './counter-first.js';
import { executePs, mayAct } from './execute.js';
import { everyFall, FALLS_TOTAL } from './falls.js';
import type { PsPreview } from './odds.js';
import { cavalryEntry, reactPlan } from './reactions.js';
import { headLine } from './odds-words.js';
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
}

/** A source giving these faces in order: the fall walked, played by the command itself. */
const faced = (faces: readonly number[]): DiceSource => {
  let i = 0;
  return { roll: () => faces[i++] ?? 1 };
};


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
function walkFires(s: PsState, req: ReactRequest, cf: CounterFire): Branch[] {
  let branches: Branch[] = [{ state: s, codes: [], words: [], num: 1, den: 1 }];
  const names = [s.sides[0].name, s.sides[1].name] as const;
  for (const id of cf.ids) {
    const next: Branch[] = [];
    for (const b of branches) {
      const fire = fireAtEntry(id, cf.cavalry.id, cf.hex);
      const planned = reactPlan(b.state, fire);
      // As the command: the cavalry no longer entering (or a retreat to make first, 6.3), no more fire.
      if (!cavalryEntry(b.state, reactionAfterFire(b.state, req)).ok || !mayAct(b.state, fire).ok || !planned.ok) {
        next.push(b);
        continue;
      }
      for (const f of everyFall(planned.value.state, planned.value.plan)) {
        const played = executePs(b.state, fire, faced(f.faces));
        if (!played.ok) {
          next.push({ ...b, ...reduced(b.num * f.weight, b.den * FALLS_TOTAL) });
          continue;
        }
        const { codes, words } = split(outcomeLabel(f.result, names), f.result.consequences.some((c) => !c.ignored));
        next.push({ state: played.value.state, codes: [...b.codes, codes], words: words ? [...b.words, words] : b.words, ...reduced(b.num * f.weight, b.den * FALLS_TOTAL) });
      }
    }
    branches = next;
  }
  return branches;
}

/**
 * 11.4: the preview of reaction `req` with its counter-fire `cf` played first. `preview` gives
 * the reaction's own odds in a state (the flags settled); its heading, lines and note for the
 * reaction are those of the fire changing nothing, the fire's lines said first.
 */
export function counterFirePreview(s: PsState, req: ReactRequest, cf: CounterFire, preview: Preview): Result<PsPreview, string> {
  const c = cf.cavalry;
  const base = preview(s, { ...reactionAfterFire(s, req), noCounterFire: true });
  if (!base.ok) return base;
  const counts = new Map<string, { num: number; den: number }>();
  const add = (label: string, num: number, den: number) => {
    const was = counts.get(label) ?? { num: 0, den: 1 };
    const n = was.num * den + num * was.den;
    const d = was.den * den;
    const g = gcd(n, d) || 1;
    counts.set(label, { num: n / g, den: d / g });
  };
  const dice = new Map<string, string>();
  let noReaction = false;
  for (const b of walkFires(s, req, cf)) {
    const next = reactionAfterFire(b.state, req);
    const broken = next.how !== req.how ? [`the charge is broken and ${c.name} ${verb(c, 'melees')} normally (11.7)`] : [];
    const r = cavalryEntry(b.state, next).ok && mayAct(b.state, { ...next, noCounterFire: true }).ok ? preview(b.state, { ...next, noCounterFire: true }) : null;
    if (r === null || !r.ok) {
      noReaction = true;
      add(`${b.codes.join(' / ')}: ${[...b.words, `${c.name} ${verb(c, 'makes')} no reaction (11.4)`].join('; ')}`, b.num, b.den);
      continue;
    }
    const said = diceOf(r.value.note);
    if (said && !dice.has(next.how)) dice.set(next.how, said);
    for (const o of r.value.odds?.outcomes ?? []) {
      const [n, d] = (o.fraction ?? '1').split('/').map(Number);
      const { codes, words } = split(o.label, true);
      add(`${[...b.codes, codes].filter((c) => c !== '').join(' / ')}: ${[...b.words, ...broken, words].filter((w) => w !== '').join('; ')}`, b.num * (n ?? 1), b.den * (d ?? 1));
    }
  }
  const outcomes: OddsOutcome[] = [...counts.entries()]
    .map(([label, { num, den }]) => ({ label, probability: num / den, fraction: num === den ? '1' : `${num}/${den}` }))
    .sort((a, b) => b.probability - a.probability || a.label.localeCompare(b.label));
  const firers = cf.ids.map((id) => s.units.find((u) => u.id === id)?.name ?? id);
  const fireDice = `${listWords(firers.map((n) => `${possessive(n)} fire die`))} at ${c.name} entering ${cf.hex}, first (11.4)`;
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
