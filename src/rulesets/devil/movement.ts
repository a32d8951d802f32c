/**
 * Movement (seed 000, "Movement"): an itemised budget for Advance, March, Charge and Retire
 * moves, from the designed base allowances and the guide's factor table; and the Retire
 * test a unit takes to pull out of an ongoing combat ("Ongoing Combats").
 */
import { type DiceSource, rollUnlessSettled } from '../../dice/dice.js';
import type { Modifier, Odds, Resolution } from '../../engine/ruleset.js';
import type { MoveTerrain } from './actions.js';
import { isHorse, troop } from './catalogue.js';
import { testReading } from './hand-reading.js';
import { agree, d6Plus, groupOdds, sumModifiers, sign, testShown } from './rally.js';
import type { DevilState, Formation, Status, UnitState } from './state.js';
import { formationCost, type MoveMode, moveInches, RETIRE, TERRAIN_FACTORS, testModifier, threshold } from './turn-tables.js';
import { isPlural, marchColumnRefusal, possessive, verb } from './words.js';

type Rules = Pick<DevilState, 'houseRules'>;

export interface BudgetItem {
  readonly label: string;
  /** Inches of the allowance used (for the base line: the allowance itself). */
  readonly inches: number;
  readonly reason: string;
  readonly houseRule?: boolean;
  /** How the cost is counted, when it is counted: "rough 2\" ×2", "2 obstacles ×2\"". */
  readonly sum?: string;
}

export interface MovementBudget {
  readonly unit: string;
  readonly mode: MoveMode;
  /** The base allowance in open ground. */
  readonly base: BudgetItem;
  /** Each factor's cost, in inches of the allowance. */
  readonly costs: readonly BudgetItem[];
  readonly spent: number;
  /** Inches of open ground still available (negative when the move is too long). */
  readonly left: number;
  /** The move is possible: within the allowance and nothing impassable or forbidden. */
  readonly legal: boolean;
  /** Why it is not, in plain sentences. */
  readonly problems: readonly string[];
  /** The formation change the move makes, if any: emit a `formation` event. */
  readonly formation: { readonly from: Formation; readonly to: Formation } | null;
  /** Reminders for the table (how the move is measured). */
  readonly notes: readonly string[];
  /** The budget in one plain sentence. */
  readonly text: string;
}

const MODE_WORDS: Readonly<Record<MoveMode, string>> = { advance: 'Advance', march: 'March', charge: 'Charge', retire: 'Retire' };

/** Round to hundredths for display and comparison (road costs are thirds of an inch). */
export const inches = (x: number): number => Math.round(x * 100) / 100;
const fmt = (x: number): string => `${inches(x)}"`;

/**
 * The movement budget of a unit for a move over the given terrain. `terrain` counts the
 * inches moved through rough, very rough and road, and the number of obstacles, choke
 * points and facing changes; open ground is what is `left`.
 */
export function movementBudget(state: Rules, unit: Pick<UnitState, 'name' | 'type' | 'formation'>, mode: MoveMode, terrain: MoveTerrain): MovementBudget {
  const t = troop(unit.type);
  const problems: string[] = [];
  const notes: string[] = [];
  const costs: BudgetItem[] = [];
  const allowance = moveInches(state, unit.type, mode);
  const base: BudgetItem = {
    label: `${MODE_WORDS[mode]} allowance`,
    inches: allowance.value,
    reason: `${t.name}, base inches in open ground`,
    ...(allowance.houseRule ? { houseRule: true } : {}),
  };
  const n = (x: number | undefined) => Math.max(0, x ?? 0);
  const facing = n(terrain.facing);
  const rough = n(terrain.rough);
  const veryRough = n(terrain.veryRough);
  const obstacles = n(terrain.obstacles);
  const choke = n(terrain.choke);
  const road = n(terrain.road);
  const skirmisher = t.id === 'forlorn-hope' || t.id === 'dragoons';
  const fluid = skirmisher || t.id === 'irregular-light-horse';

  let formation: MovementBudget['formation'] = null;

  // Heavy cannon only change facing ("Movement"): an Advance that only pivots.
  if (t.id === 'heavy-artillery') return pivotOnly(unit.name, mode, facing, rough + veryRough + obstacles + choke + road);

  // Formation: into column on a March, out of it on any other move ("Formation Changes").
  if (mode === 'march' && unit.formation === 'battle') {
    const c = formationCost(state, unit.type);
    formation = { from: 'battle', to: 'march' };
    costs.push({ label: 'Form march column', inches: c.value, reason: 'formation change, paid by the March ("Movement")', ...(c.houseRule ? { houseRule: true } : {}) });
  }
  if ((mode === 'advance' || mode === 'retire') && unit.formation === 'march') {
    const c = formationCost(state, unit.type);
    formation = { from: 'march', to: 'battle' };
    costs.push({ label: 'Deploy from column', inches: c.value, reason: 'formation change, paid by the move ("Movement")', ...(c.houseRule ? { houseRule: true } : {}) });
  }
  if (mode === 'retire' && unit.formation === 'march') problems.push(marchColumnRefusal(unit));
  if (mode === 'charge') {
    if (unit.formation === 'march') problems.push('Units in march column may not charge ("Charges").');
    if (t.category === 'artillery') problems.push('Artillery may not charge ("Charges").');
  }

  if (facing > 0) {
    if (mode === 'retire') problems.push('A Retire moves straight back (up to 45° to either side) without wheels or facing changes.');
    else if (mode === 'charge' && !fluid) problems.push('A charge allows only a wheel and a move straight forward: no facing changes.');
    costs.push({
      label: `${facing} facing change${facing === 1 ? '' : 's'}`,
      inches: skirmisher ? 0 : facing * TERRAIN_FACTORS.facing,
      ...(skirmisher ? {} : { sum: `${facing} facing change${facing === 1 ? '' : 's'} ×${TERRAIN_FACTORS.facing}"` }),
      reason: skirmisher ? 'not needed for forlorn hopes or dragoons' : `${TERRAIN_FACTORS.facing}" each`,
    });
  }
  if (rough > 0) {
    costs.push({
      label: `${fmt(rough)} of rough ground`,
      inches: fluid ? rough : rough * TERRAIN_FACTORS.rough,
      sum: fluid ? `rough ${fmt(rough)} at full speed` : `rough ${fmt(rough)} ×${TERRAIN_FACTORS.rough}`,
      reason: fluid ? 'full speed for forlorn hopes, dragoons and irregular light horse' : `${TERRAIN_FACTORS.rough}" per inch`,
    });
  }
  if (veryRough > 0) {
    if (t.id === 'medium-artillery') problems.push('Very rough ground is impassable for medium artillery.');
    const per = t.id === 'forlorn-hope' ? TERRAIN_FACTORS.veryRoughForlornHope : t.mounted ? TERRAIN_FACTORS.veryRoughMounted : TERRAIN_FACTORS.veryRough;
    const why = t.id === 'forlorn-hope' ? 'forlorn hopes' : t.mounted ? 'mounted' : 'foot and guns';
    costs.push({ label: `${fmt(veryRough)} of very rough ground`, inches: veryRough * per, sum: `very rough ${fmt(veryRough)} ×${per}`, reason: `${per}" per inch (${why})` });
  }
  if (obstacles > 0) {
    if (t.id === 'medium-artillery') problems.push('Linear obstacles are impassable for medium artillery.');
    costs.push({ label: `${obstacles} linear obstacle${obstacles === 1 ? '' : 's'}`, inches: obstacles * TERRAIN_FACTORS.obstacle, sum: `${obstacles} obstacle${obstacles === 1 ? '' : 's'} ×${TERRAIN_FACTORS.obstacle}"`, reason: `${TERRAIN_FACTORS.obstacle}" to cross each` });
  }
  if (choke > 0) {
    costs.push({ label: `${choke} choke point${choke === 1 ? '' : 's'}`, inches: choke * TERRAIN_FACTORS.choke, sum: `${choke} choke point${choke === 1 ? '' : 's'} ×${TERRAIN_FACTORS.choke}"`, reason: `${TERRAIN_FACTORS.choke}" each, plus the distance moved through it` });
  }
  if (road > 0) {
    if (mode === 'march') {
      costs.push({ label: `${fmt(road)} of road`, inches: road * TERRAIN_FACTORS.road, sum: `road ${fmt(road)} ÷1.5`, reason: '1" for every 1.5" moved, in march column' });
    } else {
      costs.push({ label: `${fmt(road)} of road`, inches: road, sum: `road ${fmt(road)} as open ground`, reason: 'roads help only in march column: open ground' });
    }
  }

  if (mode === 'retire') notes.push('Moves directly backward, up to 45° to either side; no wheels.');
  if (mode === 'charge') notes.push('A wheel, then straight forward into contact; no change of formation.');
  if (mode === 'march') notes.push('Towns and villages count as road for a column.');
  if (mode !== 'charge') notes.push('No closer than 1" to the front of an enemy except to charge it or to retire from contact.');
  return finish(unit.name, mode, base, costs, problems, formation, notes);
}

/**
 * Heavy artillery: the guide lets heavy cannon change facing and nothing else ("Movement";
 * "Units, Troop Types, and Base Sizes"). Its allowance is stated, not designed: no house
 * rule changes it. An Advance giving facing changes and nothing else is a pivot, free;
 * any distance, and every other move, is refused.
 */
function pivotOnly(unit: string, mode: MoveMode, facing: number, distance: number): MovementBudget {
  const problems: string[] = [];
  const why = 'heavy guns only pivot in place ("Movement")';
  if (mode === 'charge') problems.push(`${unit} cannot charge: artillery may not charge, and heavy guns only pivot in place.`);
  else if (mode !== 'advance') problems.push(`${unit} cannot ${mode}: heavy artillery never moves, it only pivots in place to change its facing (advance with --facing).`);
  else if (distance > 0) problems.push(`${unit} cannot move: heavy artillery only pivots in place to change its facing. Give the facing changes alone (--facing N).`);
  else if (facing === 0) problems.push(`${unit} can only pivot in place: say how many facing changes ${isPlural(unit) ? 'they make' : 'it makes'} (--facing N).`);
  const costs: BudgetItem[] = facing > 0 ? [{ label: `${facing} facing change${facing === 1 ? '' : 's'}`, inches: 0, reason: 'heavy guns pivot in place, free' }] : [];
  const text = facing > 0 ? `${facing} facing change${facing === 1 ? '' : 's'}, at no cost; heavy guns cannot otherwise move.` : 'Heavy guns only pivot in place.';
  return {
    unit,
    mode,
    base: { label: `${MODE_WORDS[mode]} allowance`, inches: 0, reason: why },
    costs,
    spent: 0,
    left: 0,
    legal: problems.length === 0,
    problems,
    formation: null,
    notes: [],
    text,
  };
}

/** "Form march column" reads "form march column" inside the sum. */
const inlineLabel = (label: string): string => label.charAt(0).toLowerCase() + label.slice(1);

function finish(
  unit: string,
  mode: MoveMode,
  base: BudgetItem,
  costs: BudgetItem[],
  problems: string[],
  formation: MovementBudget['formation'],
  notes: string[],
): MovementBudget {
  const spent = inches(costs.reduce((s, c) => s + c.inches, 0));
  const left = inches(base.inches - spent);
  if (left < 0) problems.push(`The move needs ${fmt(spent)} but ${unit} ${verb(unit, 'has')} only ${fmt(base.inches)} for ${/^[AEIOU]/.test(MODE_WORDS[mode]) ? 'an' : 'a'} ${MODE_WORDS[mode]}.`);
  // The budget as arithmetic: 'Advance 6" − rough 2" ×2 (4") = 2" left in the open.'
  const spentText = costs.map((c) => ` − ${c.sum ?? inlineLabel(c.label)} (${fmt(c.inches)})`).join('');
  const text = costs.length === 0 ? `${MODE_WORDS[mode]} ${fmt(base.inches)} in the open.` : `${MODE_WORDS[mode]} ${fmt(base.inches)}${spentText} = ${fmt(Math.max(0, left))} left in the open.`;
  return { unit, mode, base, costs, spent, left, legal: problems.length === 0, problems, formation, notes, text };
}

// ---------------------------------------------------------------------------------------
// The Retire test ("Ongoing Combats")

export interface RetireContext {
  readonly leader: boolean;
  readonly status: Status;
  /** The enemy units the retiring unit is engaged with. */
  readonly enemies: readonly Pick<UnitState, 'type'>[];
}

/**
 * Designed: guns with a Retire allowance of 0" (medium artillery) "cannot pull out of a melee":
 * a Retire out of an ongoing combat would move them nowhere. Null when the unit may try.
 */
export function retireFromCombatProblem(rules: Rules, unit: Pick<UnitState, 'id' | 'name' | 'type' | 'engagedWith'>): string | null {
  if (unit.engagedWith.length === 0 || moveInches(rules, unit.type, 'retire').value > 0) return null;
  const melee = unit.engagedWith.length === 1 ? `melee ${unit.id}` : `melee ${unit.id} at <target>`;
  return `${unit.name} cannot pull out of the melee: ${isPlural(unit) ? 'their' : 'its'} Retire allowance is 0" (move.${unit.type}.retire). Fight the melee instead: ${melee}.`;
}

export function retireModifiers(rules: Rules, unit: Pick<UnitState, 'type'>, ctx: RetireContext): Modifier[] {
  const t = troop(unit.type);
  const mods: Modifier[] = [];
  if (ctx.leader) mods.push(testModifier(rules, RETIRE.leader));
  if (t.veteran) mods.push(testModifier(rules, RETIRE.veteran));
  if (t.id === 'militia') mods.push(testModifier(rules, RETIRE.militia));
  if (ctx.status === 'disordered') mods.push(testModifier(rules, RETIRE.disordered));
  if (ctx.status === 'demoralized') mods.push(testModifier(rules, RETIRE.demoralized));
  if (t.category === 'skirmisher' || t.category === 'irregular-horse') mods.push(testModifier(rules, RETIRE.fluid));
  const enemyHorse = ctx.enemies.some((e) => isHorse(troop(e.type)));
  if (isHorse(t) && ctx.enemies.length > 0 && !enemyHorse) mods.push(testModifier(rules, RETIRE.horseFromFoot));
  if (!isHorse(t) && enemyHorse) mods.push(testModifier(rules, RETIRE.footFromHorse));
  return mods;
}

export function retireSucceeds(rules: Rules, total: number): boolean {
  return total >= threshold(rules, RETIRE.success).value;
}

/** Exact odds of breaking contact; a failure means an immediate Melee (its odds are the melee's). */
export function retireOdds(rules: Rules, unit: Pick<UnitState, 'type'> & { readonly name?: string }, ctx: RetireContext): Odds {
  const dist = d6Plus(sumModifiers(retireModifiers(rules, unit, ctx)));
  return groupOdds(dist, retireLabel(rules, unit), () => 0);
}

/** What a modified Retire total gives, in the words of its odds. */
export function retireLabel(rules: Rules, unit: { readonly name?: string } = {}): (total: number) => string {
  const needs = threshold(rules, RETIRE.success).value;
  return (v) => (retireSucceeds(rules, v) ? `${agree(unit, 'breaks')} contact (a total of ${needs} or more)` : `${agree(unit, 'fails')}: the melee follows at once`);
}

export function resolveRetireTest(state: DevilState, unit: UnitState, ctx: RetireContext, dice: DiceSource): { resolution: Resolution; success: boolean } {
  const modifiers = retireModifiers(state, unit, ctx);
  const total = sumModifiers(modifiers);
  const odds = retireOdds(state, unit, ctx);
  const args = [6, `${possessive(unit.name)} retire roll`, testReading('Retire', unit.name, modifiers, total, retireLabel(state, unit))] as const;
  // A roll whose every face gives the same answer is settled: a program still rolls it (seeded
  // journals unchanged), players rolling by hand are not asked for it (null).
  const sure = retireSucceeds(state, 1 + total) || !retireSucceeds(state, 6 + total);
  const rolled = rollUnlessSettled(dice, sure, ...args);
  const roll = rolled ?? 1;
  const success = retireSucceeds(state, roll + total);
  const needs = threshold(state, RETIRE.success).value;
  const shown = rolled !== null ? testShown(roll, total, String(needs)) : success ? `no die is needed: even a 1${sign(total)} = ${1 + total} reaches ${needs}` : `no die is needed: even a 6${sign(total)} = ${6 + total} falls short of ${needs}`;
  return {
    success,
    resolution: {
      action: 'retire',
      actor: unit.name,
      modifiers: { actor: modifiers, target: [] },
      actorModifier: total,
      rolls: rolled === null ? {} : { actor: roll },
      odds,
      result: success ? `${unit.name} ${verb(unit, 'breaks')} contact and ${verb(unit, 'retires')} (${shown}).` : `${unit.name} ${verb(unit, 'fails')} to break contact (${shown}): the melee follows at once.`,
      changes: [],
    },
  };
}
