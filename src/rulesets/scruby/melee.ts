/**
 * Seed 001, "THE MELEE" with the designed melee outcome (docs/rules/scruby.md): each side
 * kills its stands times the table's melee kill, with the text's shock power, column charge,
 * pikes caught in flank, rear or open order, unsupported musketeers, swordsmen under the
 * pikes (the high die) and squares; the side that kills more wins, the loser tests its UE.
 */
import { isPlural, its, verb } from '../../engine/english.js';
import type { Resolution } from '../../engine/ruleset.js';
import type { DiceSource } from '../../dice/dice.js';
import { err, ok, type Result } from '../../engine/result.js';
import { bool, num, str, type ScrubyAction } from './actions.js';
import { addKills, done, opponents, type Outcome, readAgainst, ueTest, update } from './common.js';
import { inPlay, rowOf, rowType, standsLeft, unitById } from './roster.js';
import type { ScrubyState, ScrubyUnit } from './state.js';
import { COLUMN_CHARGE_BONUS, COLUMN_MELEE_STANDS, isCavalry, isGun, isPike, SHOCK } from './table.js';
import { meleeAnswer, shockBarred } from './answer.js';
import { possessive } from '../../present/words.js';
import { squareOfGun } from './gun-square.js';

const mountedLike = (u: ScrubyUnit) => isCavalry(u.type) || (u.type === 'dragoon' && u.mounted);
const isSwordsman = (u: ScrubyUnit) => u.type === 'swordsman' || u.type === 'long-swordsman';

/**
 * Dismounted dragoon musketeers attacking a gun ("DRAGOONS" 4 names "attack artillery"
 * among the dragoons' uses): read as the specific rule over "MUSKETEERS" 1 (docs). The
 * scenario switch `dragoonMusketeersAttackGuns: false` takes the other reading: 5 binds.
 */
const dragoonsOnGun = (state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit) => state.options.dragoonMusketeersAttackGuns && a.type === 'dragoon' && !a.mounted && isGun(d.type);

/**
 * Why a face flag means nothing against `d`, or null: the text gives flank and rear a meaning
 * only for pikemen, whose open order is caught whatever the face ("PIKEMEN" 2, 2a); a square's
 * faces all front outward, and only a broken one lets the enemy in ("INFANTRY SQUARES" 7).
 */
export function faceRefusal(d: ScrubyUnit, action: ScrubyAction): string | null {
  const face = bool(action.flags.flank) ? '--flank' : bool(action.flags.rear) ? '--rear' : null;
  if (face !== null) {
    if (!isPike(rowType(d))) return `${face} means nothing against ${d.name}: the text gives flank and rear a meaning only for pikemen ("PIKEMEN" 2)`;
    if (d.formation === 'square') return `${d.name} ${verb(d, 'is')} in a square, whose faces all front outward: ${face} means nothing; a face swept away by fire is --broken-square ("INFANTRY SQUARES" 7)`;
    if (d.order === 'open') return `${d.name} ${verb(d, 'is')} in open order and caught whatever the face: leave out ${face} ("PIKEMEN" 2a)`;
  }
  // A gun named in a square ("INFANTRY SQUARES" 1) takes the square's broken face too.
  if (bool(action.flags['broken-square']) && d.formation !== 'square' && !(isGun(d.type) && str(action.flags['in-square']) !== undefined)) return `--broken-square is for a square with a face swept away; ${d.name} ${verb(d, 'is')} not in a square ("INFANTRY SQUARES" 7)`;
  return null;
}

/** Why `a` may not attack `d` at all ("THE MELEE", "INFANTRY SQUARES"), or null. */
export function meleeRefusal(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, action: ScrubyAction): string | null {
  const flankOrRear = bool(action.flags.flank) || bool(action.flags.rear) || bool(action.flags['broken-square']);
  if (a.scattered || a.retiring || a.defeated) return `${a.name} cannot take offensive action until rallied ("MORALE")`;
  const face = faceRefusal(d, action);
  if (face) return face;
  if (isGun(a.type)) return 'guns do not melee';
  const square = squareOfGun(state, d, action);
  if (!square.ok) return square.error;
  const sq = square.value;
  if (sq && mountedLike(a) && isPike(rowType(sq)) && !bool(action.flags['broken-square'])) {
    return `cavalry cannot attack a square of pikemen, and ${d.name} ${verb(d, 'counts')} as part of ${possessive(sq.name)} square ("INFANTRY SQUARES" 1, 3); a face swept away by fire is --broken-square (7)`;
  }
  // Cavalry musketeers are "special cavalry": they charge as cavalry (docs: designed shock).
  if (rowType(a) === 'musketeer' && !dragoonsOnGun(state, a, d)) {
    const dragoons = a.type !== 'dragoon' ? '' : state.options.dragoonMusketeersAttackGuns ? '; dragoon musketeers attack only artillery ("DRAGOONS" 4)' : '; the scenario reads "DRAGOONS" 4 by rule 5 (dragoonMusketeersAttackGuns off): dragoon musketeers attack artillery by fire';
    return `musketeers are not allowed to attack in melee ("MUSKETEERS" 1)${dragoons}`;
  }
  if (a.type === 'dragoon' && a.mounted) return 'dragoons are not cavalry and may not charge on horseback ("CAVALRY" 2)';
  if (a.formation === 'square') return `a square is a defensive posture and does not attack ("INFANTRY SQUARES" 6): form ${a.name} in line first, in the move and fire step (form ${a.id} --formation line)`;
  if (bool(action.flags['before-pikes'])) {
    if (rowType(d) !== 'musketeer') return '--before-pikes is for musketeers placed in front of a pike line ("MUSKETEERS" 3b 1)';
    if (mountedLike(a)) return 'musketeers in front of a pike line can be meleed only by attacking infantry ("MUSKETEERS" 3b 1)';
  }
  // Mounted dragoons are not cavalry ("DRAGOONS"): swordsmen may attack them.
  if (isSwordsman(a) && isCavalry(d.type)) return 'swordsmen may attack anyone except cavalry ("SWORDSMEN" 1)';
  const pikes = isPike(rowType(d));
  if (mountedLike(a) && pikes && d.formation === 'square' && !bool(action.flags['broken-square'])) return 'cavalry cannot attack a square of pikemen ("INFANTRY SQUARES" 3); a face swept away by fire lets them in: --broken-square (7)';
  if (pikes && d.order === 'closed' && !flankOrRear && !isPike(rowType(a)) && !isSwordsman(a)) {
    return 'pikemen in closed order can be meleed only by pikemen, and by swordsmen under their rule ("PIKEMEN" 1); their flanks and rear are open to anyone: --flank or --rear ("PIKEMEN" 2)';
  }
  return sq ? squareShield(state, a, d, sq, action) : null;
}

/**
 * The reading of "INFANTRY SQUARES" 1 (gunDefendedBySquare): a gun "counted as part of the
 * square" is reached through that square while it stands; a square beaten in melee no longer
 * stands, and a face swept away lets the enemy in (7). Null when the gun may be attacked.
 */
function squareShield(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, sq: ScrubyUnit, action: ScrubyAction): string | null {
  if (!state.options.gunDefendedBySquare || bool(action.flags['broken-square']) || sq.scattered || sq.retiring || sq.defeated) return null;
  const attack = `${action.command === 'charge' ? 'charge' : 'melee'} ${a.id} at ${sq.id}`;
  return `${d.name} ${verb(d, 'counts')} as part of ${possessive(sq.name)} square, which defends it while it stands ("INFANTRY SQUARES" 1): attack the square itself (${attack}); a face swept away by fire lets ${a.name} at the gun (--broken-square, 7)`;
}

/**
 * Why `a` may not fight `d` as the attacker: `d` charged `a` this game move, and a charge's
 * melee is the charger's, who brings its shock or column bonus ("CAVALRY" 1, "Column
 * Formation" 3); typed the other way, the defender would take them. Null otherwise.
 */
export function chargedBy(a: ScrubyUnit, d: ScrubyUnit): string | null {
  if (d.charge?.target !== a.id || a.charge?.target === d.id) return null;
  return `${d.name} charged ${a.name} this game move: the charger attacks in the melee of ${its(d)} charge, so fight it with melee ${d.id} ("CAVALRY" 1a)`;
}

/** One thing that adds to (or takes from) a side's kill points, outside the dice. */
export interface KillItem {
  readonly text: string;
  readonly kills: number;
  /** Given by the charge (shock power, a column's charge bonus): `mods charge` shows these. */
  readonly charge?: true;
}

export interface MeleePlan {
  readonly attackerKills: number;
  readonly defenderKills: number;
  readonly factors: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  /** The factors with the kill points each adds (a note that adds none counts 0), for `mods`. */
  readonly items: { readonly attacker: readonly KillItem[]; readonly defender: readonly KillItem[] };
  /** The defender loses post-melee morale whatever the kills ("PIKEMEN" 2a, "MUSKETEERS" 2). */
  readonly autoLose: boolean;
  readonly annihilate: boolean;
  /** Swordsmen who slip under the pikes if their side wins the high die: [attacker's, defender's] kills. */
  readonly swordsmen: readonly [number, number] | null;
  /** Swordsmen attacking closed pikes from the front must pass a UE test first. */
  readonly swordsmenTest: boolean;
}

function stands(u: ScrubyUnit, asked: number | undefined, roster: boolean): number {
  const all = standsLeft(u, roster);
  const n = Math.min(asked ?? all, all);
  return u.formation === 'column' ? Math.min(n, COLUMN_MELEE_STANDS) : n;
}

/** "4 stands × 6", or "5 of 6 stands × 6 (a column counts its first 5)" when the column's cap bites ("Column Formation" 1). */
function standsTimes(u: ScrubyUnit, n: number, kill: number, roster: boolean): string {
  const left = standsLeft(u, roster);
  if (u.formation === 'column' && n === COLUMN_MELEE_STANDS && left > n) return `${n} of ${left} stands × ${kill} (a column counts its first ${COLUMN_MELEE_STANDS}, "Column Formation" 1)`;
  return `${n} stand${n === 1 ? '' : 's'} × ${kill}`;
}

export function planMelee(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, action: ScrubyAction): Result<MeleePlan, string> {
  const refusal = meleeRefusal(state, a, d, action);
  if (refusal) return err(refusal);
  const inSquare = squareOfGun(state, d, action);
  const square = inSquare.ok ? inSquare.value : null;
  const roster = state.options.roster;
  if (state.options.meleeOutcome && str(action.flags.winner) !== undefined) return err('the scenario decides the melee (meleeOutcome on): --winner is for a scenario that switches it off');
  for (const [flag, u] of [['stands', a], ['enemy-stands', d]] as const) {
    const asked = num(action.flags[flag]);
    const left = standsLeft(u, roster);
    if (asked !== undefined && asked > left) return err(`${u.name} ${verb(u, 'has')} ${left} stand${left === 1 ? '' : 's'} left: --${flag} ${left} at most`);
  }
  const fa: KillItem[] = [];
  const fd: KillItem[] = [];
  const sa = stands(a, num(action.flags.stands), roster);
  const sd = stands(d, num(action.flags['enemy-stands']), roster);
  const ka = rowOf(a).melee[a.order];
  const kd = rowOf(d).melee[d.order];
  let attackerKills = sa * ka;
  let defenderKills = sd * kd;
  fa.push({ text: standsTimes(a, sa, ka, roster), kills: attackerKills });
  fd.push({ text: standsTimes(d, sd, kd, roster), kills: defenderKills });
  const charging = a.charge?.target === d.id;
  const shockPerStand = SHOCK[a.type] ?? 0;
  if (charging && shockPerStand > 0) {
    const barred = shockBarred(d, square);
    if (!a.charge?.shock) fa.push({ text: 'no shock: the defender was set in motion ("CAVALRY" 1b)', kills: 0, charge: true });
    else if (barred) fa.push({ text: barred, kills: 0, charge: true });
    else {
      attackerKills += shockPerStand * sa;
      fa.push({ text: `shock +${shockPerStand} a stand ("CAVALRY" 1)`, kills: shockPerStand * sa, charge: true });
    }
  }
  // Shock power is the charge's (the reading): cavalry that fight without one are told why they have none.
  // With shockWithChargeOnly off, attacking cavalry "always" have it ("CAVALRY" 1a).
  if (!charging && shockPerStand > 0 && shockBarred(d, square) === null) {
    if (!state.options.shockWithChargeOnly) {
      attackerKills += shockPerStand * sa;
      fa.push({ text: `shock +${shockPerStand} a stand, without a charge (shockWithChargeOnly off, "CAVALRY" 1a)`, kills: shockPerStand * sa, charge: true });
    } else fa.push({ text: a.bonusMoves > 0 ? 'no shock: a bonus move is not a charge (reading, "CAVALRY" 1)' : `no shock: ${a.name} did not charge ${d.name} this game move ("CAVALRY" 1)`, kills: 0, charge: true });
  }
  // "Column Formation" sits under the pikemen; other foot's own rules give a column only +2".
  if (charging && isPike(rowType(a)) && a.formation === 'column') {
    if (d.formation === 'square' || square) fa.push({ text: `a column loses its charge bonus against a square${square ? `, and ${d.name} ${verb(d, 'counts')} as part of ${possessive(square.name)}` : ''} ("INFANTRY SQUARES" ${square ? '1, ' : ''}4)`, kills: 0, charge: true });
    else {
      attackerKills += COLUMN_CHARGE_BONUS * sa;
      fa.push({ text: `column charge +${COLUMN_CHARGE_BONUS} a stand ("Column Formation" 3)`, kills: COLUMN_CHARGE_BONUS * sa, charge: true });
    }
  }
  const caught = isPike(rowType(d)) && (bool(action.flags.flank) || bool(action.flags.rear) || bool(action.flags['broken-square']) || d.order === 'open');
  let autoLose = false;
  if (caught) {
    fa.push({ text: 'double: pikes caught in flank, rear or open order ("PIKEMEN" 2a)', kills: attackerKills });
    // The other reading (openPikesHalved off): the open-order cell is already the half quota.
    const openCellOnly = !state.options.openPikesHalved && d.order === 'open' && !bool(action.flags.flank) && !bool(action.flags.rear) && !bool(action.flags['broken-square']);
    if (openCellOnly) fd.push({ text: 'the open-order cell is their half quota (openPikesHalved off, "PIKEMEN" 2a)', kills: 0 });
    else fd.push({ text: 'half: caught in flank, rear or open order ("PIKEMEN" 2a)', kills: Math.floor(defenderKills / 2) - defenderKills });
    attackerKills *= 2;
    if (!openCellOnly) defenderKills = Math.floor(defenderKills / 2);
    autoLose = true;
  }
  if (bool(action.flags.unsupported)) {
    if (rowType(d) !== 'musketeer') return err('--unsupported is for musketeers more than 6" from pikes or cavalry ("MUSKETEERS" 2)');
    fd.push({ text: 'unsupported musketeers: automatically whipped, the attacker takes no loss ("MUSKETEERS" 2)', kills: -defenderKills });
    defenderKills = 0;
    autoLose = true;
  }
  const annihilate = d.type === 'dragoon' && d.mounted && mountedLike(a);
  let swordsmen: [number, number] | null = null;
  const swordsmenOf = (flag: string, pikes: ScrubyUnit): Result<number, string> => {
    const id = str(action.flags[flag]);
    if (id === undefined) return ok(0);
    const s = unitById(state, id);
    if (!s || !isSwordsman(s) || s.side !== pikes.side) return err(`--${flag} names swordsmen of ${possessive(pikes.name)} side`);
    if (!inPlay(s, roster)) return err(`${s.name} ${verb(s, 'is')} no longer on the table`);
    // Beaten swordsmen retire until rallied: they are not ranked behind anyone's pikes.
    if (s.scattered || s.retiring || s.defeated) return err(`${s.name} ${verb(s, 'is')} ${s.scattered ? 'scattered' : s.defeated ? 'beaten' : 'retiring'} and cannot take part until rallied ("THE SCATTER RULE", "MORALE")`);
    if (!isPike(rowType(pikes))) return err(`swordsmen slip in under pikes: ${pikes.name} ${verb(pikes, 'is')} not pikemen ("SWORDSMEN" 2)`);
    // The other reading (swordsmenInAnyMelee off): the high die raises the enemy's pikes, so the enemy must have some.
    const foe = pikes.id === a.id ? d : a;
    if (!state.options.swordsmenInAnyMelee && !isPike(rowType(foe))) return err(`swordsmen slip in under the enemy's pikes, and ${foe.name} ${verb(foe, 'has')} none (swordsmenInAnyMelee off, "SWORDSMEN" 2a): leave out --${flag}`);
    return ok(2 * standsLeft(s, roster) * rowOf(s).melee[s.order]);
  };
  const swA = swordsmenOf('swordsmen', a);
  if (!swA.ok) return swA;
  const swD = swordsmenOf('enemy-swordsmen', d);
  if (!swD.ok) return swD;
  if (swA.value > 0 || swD.value > 0) swordsmen = [swA.value, swD.value];
  const swordsmenTest = isSwordsman(a) && isPike(rowType(d)) && d.order === 'closed' && !caught;
  const factors = { attacker: fa.map((i) => i.text), defender: fd.map((i) => i.text) };
  return ok({ attackerKills, defenderKills, factors, items: { attacker: fa, defender: fd }, autoLose, annihilate, swordsmen, swordsmenTest });
}

/** The high die: each side rolls one; the higher side's swordsmen double their kills; a tie lets nobody in (designed). */
export function highDie(dice: DiceSource, a: ScrubyUnit, d: ScrubyUnit): { a: number; d: number; winner: 'attacker' | 'defender' | null } {
  const read = ['the side with the higher die gets its swordsmen in under the enemy pikes; a tie lets nobody in ("SWORDSMEN" 2)'];
  const ra = dice.roll(6, `high die: ${a.name}`, readAgainst(`Swordsmen: high die, ${a.name}`, a.name, read));
  const rd = dice.roll(6, `high die: ${d.name}`, readAgainst(`Swordsmen: high die, ${d.name}`, d.name, read));
  return { a: ra, d: rd, winner: ra > rd ? 'attacker' : rd > ra ? 'defender' : null };
}

/**
 * Why `a` may not fight `d` again this game move ("BONUS MOVES" 1): a pair fights once, and a
 * unit fights one melee plus the one it attacks in on its first bonus move; its second bonus
 * move's melee waits for the next game move, as in the text's own games.
 */
export function meleeAgain(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit): string | null {
  if (a.foughtWith.includes(d.id)) {
    // Only the swordsmen record a failed test against closed pikes.
    if (!d.foughtWith.includes(a.id)) return `${a.name} failed ${its(a)} UE test against ${d.name} this game move and ${verb(a, 'was')} moved elsewhere: no second try until the next game move ("SWORDSMEN" 1)`;
    return `${a.name} and ${d.name} have fought their melee this game move: a pair fights once a game move ("BONUS MOVES" 1)`;
  }
  if (a.melees === 0) return null;
  const them = isPlural(a) ? 'them' : 'it';
  if (a.bonusMoves === 0) {
    const pikes = failedTestAgainst(state, a);
    if (pikes) return `${a.name} failed ${its(a)} UE test against ${pikes.name} this game move and ${verb(a, 'was')} moved elsewhere: that was ${its(a)} melee for this game move ("SWORDSMEN" 1)`;
    if (a.beat !== null) return `${a.name} ${verb(a, 'has')} fought a melee this game move: only a bonus move takes ${them} into another (bonus ${a.id}, "BONUS MOVES" 1)`;
    return `${a.name} ${verb(a, 'has')} fought a melee this game move and did not win the last one: only the winner's bonus move leads into another ("BONUS MOVES" 1)`;
  }
  if (a.bonusMelees >= 1) return `${a.name} ${verb(a, 'has')} fought the extra melee of ${its(a)} first bonus move: the melee of ${its(a)} second bonus move is fought next game move ("BONUS MOVES" 1)`;
  return null;
}

/** The closed pikes `u` last failed its swordsmen's test against: they did not record the melee ("SWORDSMEN" 1). */
export function failedTestAgainst(state: ScrubyState, u: ScrubyUnit): ScrubyUnit | undefined {
  const last = unitById(state, u.foughtWith[u.foughtWith.length - 1] ?? '');
  return last && !last.foughtWith.includes(u.id) ? last : undefined;
}

/** One melee more for `u` against `foe`; one it attacks in on a bonus move is its bonus melee. */
const foughtOne = (u: ScrubyUnit, foe: ScrubyUnit, attacking: boolean): ScrubyUnit => ({ ...u, melees: u.melees + 1, foughtWith: [...u.foughtWith, foe.id], bonusMelees: u.bonusMelees + (attacking && u.bonusMoves > 0 ? 1 : 0) });

/** Both units have fought each other this game move. */
const fought = (state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit): ScrubyState =>
  update(update(state, a.id, (x) => foughtOne(x, d, true)), d.id, (x) => foughtOne(x, a, false));

/** The melee of a charge that named a face strikes that face, unless the line names one ("PIKEMEN" 2). */
export function withChargeFace(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, action: ScrubyAction): ScrubyAction {
  const charged = a.charge?.target === d.id ? a.charge : undefined;
  // The square a charged gun stood in holds for the charge's melee while it is still a square
  // on the table, unless the line names one (then the gun is no longer counted in it: lapsedSquare).
  if (charged?.square !== undefined && str(action.flags['in-square']) === undefined) {
    const carried = { ...action, flags: { ...action.flags, 'in-square': charged.square } };
    if (squareOfGun(state, d, carried).ok) action = carried;
  }
  const face = charged?.face;
  if (face === undefined || bool(action.flags.flank) || bool(action.flags.rear) || bool(action.flags['broken-square'])) return action;
  const struck = { ...action, flags: { ...action.flags, [face]: true } };
  // The pikes may have changed since the charge (a correction): the face then means nothing.
  return faceRefusal(d, struck) === null ? struck : action;
}

/**
 * Why the gun `d`, charged in a square that is no longer one (re-formed, corrected or gone),
 * is no longer counted in it for this melee ("INFANTRY SQUARES" 1), or null.
 */
export function lapsedSquare(state: ScrubyState, a: ScrubyUnit, d: ScrubyUnit, typed: ScrubyAction): string | null {
  const id = a.charge?.target === d.id ? a.charge.square : undefined;
  if (id === undefined || str(typed.flags['in-square']) !== undefined) return null;
  const s = unitById(state, id);
  if (!s || squareOfGun(state, d, { ...typed, flags: { ...typed.flags, 'in-square': id } }).ok) return null;
  const why = inPlay(s, state.options.roster) ? `${s.name} ${verb(s, 'is')} no longer in a square` : `${s.name} ${verb(s, 'is')} no longer on the table`;
  return `${why}: ${d.name} ${verb(d, 'is')} no longer counted as part of it and ${verb(d, 'fights')} on ${its(d)} own ("INFANTRY SQUARES" 1)`;
}

/**
 * One melee. Its results come stage by stage (the swordsmen's test, the high die, the kill
 * points, the outcome), so dice rolled by hand show each stage once its dice are in.
 */
export function melee(before: ScrubyState, typed: ScrubyAction, dice: DiceSource): Result<Outcome, string> {
  const pair = opponents(before, typed);
  if (!pair.ok) return pair;
  const { actor: attacker, target: defender } = pair.value;
  const action = withChargeFace(before, attacker, defender, typed);
  const lapsed = lapsedSquare(before, attacker, defender, typed);
  const again = meleeAgain(before, attacker, defender) ?? chargedBy(attacker, defender);
  if (again) return err(again);
  const checked = planMelee(before, attacker, defender, action);
  if (!checked.ok) return checked;
  // "CAVALRY" 1a with shockWithChargeOnly off: the defender's answer comes before the kills.
  const answered = meleeAnswer(before, attacker, defender, action, dice);
  if (!answered.ok) return answered;
  const ans = answered.value;
  // Set in motion, the defender cancels the shock, recorded as a charge's answer is.
  const state = ans.shock ? ans.state : update(ans.state, attacker.id, (x) => ({ ...x, charge: { target: defender.id, shock: false } }));
  const a = unitById(state, attacker.id) as ScrubyUnit;
  const d = unitById(state, defender.id) as ScrubyUnit;
  const plan = ans.lines.length > 0 ? planMelee(state, a, d, action) : checked;
  if (!plan.ok) return plan;
  const p = plan.value;
  const results: Resolution[] = [];
  const stage = (result: string, rolls: readonly number[] = []): void => {
    results.push({ action: 'melee', actor: a.name, target: d.name, ...(rolls.length > 0 ? { rolls: { dice: rolls } } : {}), result: sentences([result]), changes: [] });
  };
  if (lapsed) stage(lapsed);
  if (ans.lines.length > 0) results.push({ action: 'melee', actor: a.name, target: d.name, ...(ans.rolls.length > 0 ? { rolls: { dice: ans.rolls } } : {}), result: sentences(ans.lines), changes: [], ...(ans.kills ? { kills: ans.kills } : {}) });
  if (p.swordsmenTest) {
    const t = ueTest(state, a, action, dice, 'swordsmen attacking closed pikes');
    if (!t.ok) return t;
    const rolls = t.value.roll !== null ? [t.value.roll] : [];
    if (!t.value.pass) {
      stage(`${t.value.text}: ${a.name} ${verb(a, 'is')} moved elsewhere, without loss of morale ("SWORDSMEN" 1)`, rolls);
      return done(update(state, a.id, (x) => foughtOne({ ...x, charge: null }, d, true)), [{ type: 'melee', text: results[0]?.result.replace(/[.]$/, '') ?? '' }], results);
    }
    stage(t.value.text, rolls);
  }
  let aKills = p.attackerKills;
  let dKills = p.defenderKills;
  const fa = [...p.factors.attacker];
  const fd = [...p.factors.defender];
  if (p.swordsmen) {
    const h = highDie(dice, a, d);
    const bonus = h.winner === 'attacker' ? p.swordsmen[0] : h.winner === 'defender' ? p.swordsmen[1] : 0;
    if (h.winner === 'attacker') aKills += bonus;
    if (h.winner === 'defender') dKills += bonus;
    // The kills below itemise the swordsmen's share, so the sum can be checked.
    if (bonus > 0) (h.winner === 'attacker' ? fa : fd).push(`swordsmen under the pikes +${bonus}`);
    stage(`High die ${h.a} against ${h.d}: ${h.winner === null ? 'a tie, nobody slips in' : `${h.winner === 'attacker' ? a.name : d.name} ${verb(h.winner === 'attacker' ? a : d, 'wins')} it${bonus > 0 ? `, ${its(h.winner === 'attacker' ? a : d)} swordsmen slip under the pikes for ${bonus} (double)` : ', which nullifies the other side\'s swordsmen'}`} ("SWORDSMEN" 2)`, [h.a, h.d]);
  }
  const killLines = [...(ans.unsaid ? [ans.unsaid] : []), `${a.name} ${verb(a, 'kills')} ${aKills} (${fa.join('; ')}); ${d.name} ${verb(d, 'kills')} ${dKills} (${fd.join('; ')})`];
  let next = fought(state, a, d);
  const events: { type: string; text: string }[] = [...ans.events];
  if (p.annihilate) {
    next = update(next, d.id, (x) => ({ ...x, destroyed: true }));
    killLines.push(`${d.name}, mounted, ${verb(d, 'is')} annihilated by cavalry (designed, "DRAGOONS")`);
    events.push({ type: 'destroyed', text: `${d.name} annihilated` });
  } else {
    const k1 = addKills(next, d.id, aKills);
    next = k1.state;
    const k2 = addKills(next, a.id, dKills);
    next = k2.state;
    killLines.push(...[k1.said, k2.said].filter((t) => t !== ''));
    events.push(...k1.events, ...k2.events);
  }
  results.push({ action: 'melee', actor: a.name, target: d.name, result: sentences(killLines), changes: [], kills: [{ unit: d.name, points: p.annihilate ? 0 : aKills }, { unit: a.name, points: p.annihilate ? 0 : dKills }] });
  const end = meleeEnd(state, next, a, d, action, dice, { aKills, dKills, autoLose: p.autoLose || p.annihilate });
  if (!end.ok) return end;
  const { winner, leftToCorrection } = end.value;
  next = end.value.state;
  if (end.value.lines.length > 0) stage(end.value.lines.join('. '), end.value.rolls);
  events.unshift({ type: 'melee', text: `${a.name} ${verb(a, 'melees')} ${d.name}: ${winner ? `${winner.name} ${verb(winner, 'wins')}` : leftToCorrection ? 'outcome left to the game master' : 'no winner'}` });
  return done(next, events, results);
}

/** Sentences joined, each ending in one full stop. */
const sentences = (lines: readonly string[]): string => lines.map((l) => l.replace(/[.]$/, '')).join('. ') + '.';

/**
 * Who won, and does the loser lose post-melee morale (designed `meleeOutcome`)? The side that
 * kills more wins and the loser tests its UE; the text's automatic defeats skip the test.
 */
function meleeEnd(
  state: ScrubyState,
  after: ScrubyState,
  a: ScrubyUnit,
  d: ScrubyUnit,
  action: ScrubyAction,
  dice: DiceSource,
  k: { aKills: number; dKills: number; autoLose: boolean },
): Result<{ state: ScrubyState; lines: string[]; rolls: number[]; winner: ScrubyUnit | null; leftToCorrection: boolean }, string> {
  let next = after;
  const lines: string[] = [];
  const rolls: number[] = [];
  let loser: ScrubyUnit | null = null;
  let winner: ScrubyUnit | null = null;
  let lostMorale = false;
  const w = str(action.flags.winner);
  const leftToCorrection = !state.options.meleeOutcome && w === undefined;
  if (leftToCorrection) {
    lines.push(`The scenario leaves the melee's outcome to the game master: record a loser's post-melee morale with set <unit> defeated (then scatter or pursue), or give --winner`);
  } else if (!state.options.meleeOutcome) {
    winner = w === 'attacker' ? a : w === 'defender' ? d : null;
    loser = w === 'attacker' ? d : w === 'defender' ? a : null;
    lostMorale = loser !== null;
  } else if (k.autoLose) {
    winner = a;
    loser = d;
    lostMorale = true;
  } else if (k.aKills !== k.dKills) {
    winner = k.aKills > k.dKills ? a : d;
    loser = k.aKills > k.dKills ? d : a;
    const beaten = unitById(next, loser.id) as ScrubyUnit;
    if (standsLeft(beaten, state.options.roster) > 0 && !isGun(beaten.type)) {
      const t = ueTest(state, beaten, action, dice, 'post-melee morale');
      if (!t.ok) return t;
      if (t.value.roll !== null) rolls.push(t.value.roll);
      lostMorale = !t.value.pass;
      lines.push(t.value.text);
    }
  }
  // Guns have no morale in the text: the winner takes a gun by holding it ("CAPTURING A GUN").
  const gunLost = loser !== null && isGun(loser.type);
  const gone = loser !== null && standsLeft(unitById(next, loser.id) as ScrubyUnit, state.options.roster) === 0;
  if (gunLost || gone) lostMorale = false;
  if (!leftToCorrection) {
    if (gone && loser) lines.push(`${loser.name} ${verb(loser, 'loses')} the melee and ${verb(loser, 'is')} destroyed.`);
    else if (gunLost && loser && winner) lines.push(`${loser.name} ${verb(loser, 'loses')} the melee: a gun tests no morale; held for a full game move it is captured (capture ${loser.id} --by ${winner.id}, "CAPTURING A GUN" 1)`);
    else if (winner === null) lines.push('Neither side wins: the melee may be fought again next game move.');
    else if (loser && lostMorale) lines.push(`${loser.name} ${verb(loser, 'loses')} the melee and ${its(loser)} post-melee morale: scatter ${isPlural(loser) ? 'them' : 'it'} (scatter ${loser.id}), or pursue ${isPlural(loser) ? 'them' : 'it'} with cavalry (pursue ${winner && isCavalry(winner.type) ? winner.id : '<cavalry>'} at ${loser.id})`);
    else if (loser) lines.push(`${loser.name} ${verb(loser, 'loses')} the melee but ${verb(loser, 'holds')} ${its(loser)} ground.`);
  }
  // Each melee's result replaces the last: only a won melee leads to a bonus move.
  next = update(next, a.id, (x) => ({ ...x, charge: null, beat: winner?.id === a.id ? d.id : null }));
  next = update(next, d.id, (x) => ({ ...x, beat: winner?.id === d.id ? a.id : null }));
  if (loser && lostMorale) next = update(next, loser.id, (x) => ({ ...x, defeated: true }));
  return ok({ state: next, lines: lines.map((l) => l.replace(/[.]$/, '')), rolls, winner, leftToCorrection });
}
