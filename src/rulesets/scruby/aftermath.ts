/**
 * After a melee: seed 001, "THE SCATTER RULE" (a die per defeated stand: 1–2 left, 3–4
 * back, 5–6 right), rallying on the UE, "BONUS MOVES" (the winner's bonus melee, cavalry
 * pursuit at double kill without loss), and `reload` for scenarios without autoReload.
 */
import type { DiceSource } from '../../dice/dice.js';
import { err, type Result } from '../../engine/result.js';
import { bool, type ScrubyAction } from './actions.js';
import { actorOf, addKills, done, enemies, readAgainst, type Outcome, targetOf, ueTest, update } from './common.js';
import { failedTestAgainst } from './melee.js';
import { pendingNow, rowOf, standsLeft, unitById } from './roster.js';
import type { Direction, ScrubyState, ScrubyUnit } from './state.js';
import { isCavalry, isGun } from './table.js';
import { capitalFirst, isPlural, its, itWord, verb } from '../../engine/english.js';


/** 1–2 left, 3–4 straight back, 5–6 right. */
export const scatterDirection = (roll: number): Direction => (roll <= 2 ? 'left' : roll <= 4 ? 'back' : 'right');

/** Why `u` may not scatter now: pursued instead, already scattered, or no melee lost. */
function notDefeated(u: ScrubyUnit): string {
  if (u.pursuedBy) return `${u.name} ${verb(u, 'was')} pursued by ${u.pursuedBy} this game move: the pursuit takes the place of the scatter, and ${itWord(u)} ${verb(u, 'retires')} a cavalry move instead ("BONUS MOVES" 2)`;
  if (u.scattered) return `${u.name} ${verb(u, 'is')} already scattered and ${verb(u, 'retires')} until rallied: rally ${u.id} ("THE SCATTER RULE")`;
  // A unit that fought this game move and was not beaten held its ground or drew: "never fire" would mislead.
  if (u.melees > 0) return `${u.name} ${verb(u, 'has')} not lost post-melee morale: a unit that holds its ground or draws does not scatter; only the loser of post-melee morale does ("THE SCATTER RULE" 1)`;
  return `${u.name} ${verb(u, 'has')} not lost post-melee morale: the scatter rule follows a lost melee, never fire ("THE SCATTER RULE")`;
}

export function scatter(state: ScrubyState, action: ScrubyAction, dice: DiceSource): Result<Outcome, string> {
  const unit = actorOf(state, action);
  if (!unit.ok) return unit;
  const u = unit.value;
  if (!u.defeated) return err(notDefeated(u));
  const n = standsLeft(u, state.options.roster);
  const rolls: number[] = [];
  const dirs: Direction[] = [];
  for (let i = 1; i <= n; i += 1) {
    // One die a stand, thrown together: typed by hand, all on one line (a pool) or one by one, in stand order.
    const read = ['1-2 to the left, 3-4 straight back, 5-6 to the right ("THE SCATTER RULE")', ...(n > 1 ? [`the dice are read in stand order, from stand ${i} of ${n}`] : [])];
    const r = dice.roll(6, `scatter, stand ${i} of ${n}: ${u.name}`, readAgainst(`Scatter, ${u.name}`, `${u.name}, stand ${i} of ${n}`, read), n > 1 ? { pool: { die: i, of: n } } : undefined);
    rolls.push(r);
    dirs.push(scatterDirection(r));
  }
  const list = dirs.map((d, i) => `stand ${i + 1} ${d === 'back' ? 'straight back' : `to the ${d}`} (${rolls[i]})`).join(', ');
  // The change is said once, inline (before 0.6.0 it followed again: "…: defeated → scattered").
  const text = `${u.name} ${verb(u, 'scatters')} (defeated → scattered): ${list}. ${capitalFirst(itWord(u))} ${verb(u, 'retires')} each game move until rallied or off the table.`;
  const next = update(state, u.id, (x) => ({ ...x, defeated: false, scattered: dirs, scatteredThisMove: true, retiring: false }));
  return done(next, [{ type: 'scattered', text: `${u.name} ${verb(u, 'scatters')}: ${dirs.join(', ')}` }], [{ action: 'scatter', actor: u.name, rolls: { dice: rolls }, result: text, changes: [{ unit: u.name, from: 'defeated', to: 'scattered' }] }]);
}

export function rally(state: ScrubyState, action: ScrubyAction, dice: DiceSource): Result<Outcome, string> {
  const unit = actorOf(state, action);
  if (!unit.ok) return unit;
  const u = unit.value;
  if (u.defeated) return err(`${u.name} lost post-melee morale and ${verb(u, 'has')} not scattered yet: scatter ${u.id} (or pursue with cavalry) comes first ("THE SCATTER RULE" 1)`);
  if (!u.scattered && !u.retiring) return err(`${u.name} ${verb(u, 'is')} neither scattered nor retiring: there is nothing to rally`);
  // The scatter is the retirement of this game move; the rally on the UE comes in a later one.
  if (u.scatteredThisMove) return err(`${u.name} scattered this game move: the stands retire now as a defeated unit, and may try to rally from the next game move on ("THE SCATTER RULE" 1)`);
  // "Continue to retire on each game move until rallied": one try on the UE a game move.
  if (u.rallyFailed) return err(`${u.name} failed ${its(u)} rally this game move and ${verb(u, 'retires')}: ${itWord(u)} may try ${its(u)} UE again next game move ("THE SCATTER RULE" 1)`);
  const t = ueTest(state, u, action, dice, 'rally');
  if (!t.ok) return t;
  // The journal's event keeps its words of before 0.6.0, so older journals replay.
  const text = `${t.value.text}: ${t.value.pass ? `${u.name} ${verb(u, 'rallies')}` : `${u.name} ${verb(u, 'keeps')} retiring`}`;
  const from = u.scattered ? 'scattered' : 'retiring';
  const next = update(state, u.id, (x) => (t.value.pass ? { ...x, scattered: null, retiring: false } : { ...x, rallyFailed: true }));
  return done(next, [{ type: t.value.pass ? 'rallied' : 'not-rallied', text }], [{ action: 'rally', actor: u.name, ...(t.value.roll !== null ? { rolls: { dice: [t.value.roll] } } : {}), result: rallySaid(u, t.value, from), changes: t.value.pass ? [{ unit: u.name, from, to: 'rallied' }] : [] }]);
}

/**
 * The rally as shown: said once, the change inline ("Red Pikes roll 3 against UE 3 and
 * rally: retiring → rallied"), so the REPL, log, replay and report do not repeat it.
 */
function rallySaid(u: ScrubyUnit, t: { pass: boolean; roll: number | null; ue: number }, from: string): string {
  const test = t.roll === null ? `${u.name} ${verb(u, t.pass ? 'passes' : 'fails')} ${its(u)} UE test (game master)` : `${u.name} ${verb(u, 'rolls')} ${t.roll} against UE ${t.ue}`;
  if (t.pass) return `${test} and ${verb(u, 'rallies')}: ${from} → rallied`;
  return `${test}${t.roll === null ? '' : ` and ${verb(u, 'fails')} to rally`}: ${itWord(u)} ${verb(u, 'keeps')} retiring`;
}

/** "BONUS MOVES" 2: cavalry pursue the defeated at double kill, without loss; the losers are beaten outright unless supports engage. */
export function pursue(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const ua = actorOf(state, action);
  if (!ua.ok) return ua;
  const c = ua.value;
  if (!isCavalry(c.type)) return err('only cavalry pursue ("BONUS MOVES" 2)');
  if (c.scattered || c.retiring || c.defeated) return err(`${c.name} cannot take offensive action until rallied ("MORALE")`);
  if (state.units.some((u) => u.pursuedBy === c.name)) return err(`${c.name} ${verb(c, 'has')} taken ${its(c)} pursuit move this game move ("BONUS MOVES" 2)`);
  if (c.bonusMoves > 0) return err(`${c.name} ${verb(c, 'has')} taken a bonus move: ${EITHER}`);
  const ud = targetOf(state, action);
  if (!ud.ok) return ud;
  const d = ud.value;
  const foes = enemies(c, d);
  if (!foes.ok) return foes;
  if (d.pursuedBy) return err(`${d.name} ${verb(d, 'was')} pursued by ${d.pursuedBy} this game move and ${verb(d, 'retires')} a cavalry move ("BONUS MOVES" 2)`);
  if (!d.defeated) return err(`${d.name} ${verb(d, 'has')} not lost post-melee morale this game move: cavalry pursue only the defeated ("BONUS MOVES" 2)`);
  const followed = state.units.find((x) => x.bonusOver.includes(d.id));
  if (followed) return err(`${followed.name} took a bonus move after beating ${d.name}: ${EITHER}`);
  if (bool(action.flags.engaged)) {
    const text = `Supports engage ${c.name}: no automatic defeat; fight it out with melee ("BONUS MOVES" 2)`;
    return done(state, [{ type: 'pursuit-engaged', text }], [{ action: 'pursue', actor: c.name, target: d.name, result: text, changes: [] }]);
  }
  const stands = standsLeft(c, state.options.roster);
  const points = 2 * stands * rowOf(c).melee[c.order];
  const k = addKills(state, d.id, points);
  const next = update(k.state, d.id, (x) => ({ ...x, defeated: false, retiring: true, pursuedBy: c.name }));
  const text = `${c.name} ${verb(c, 'pursues')} ${d.name} in the back: ${stands} stand${stands === 1 ? '' : 's'} × ${rowOf(c).melee[c.order]} doubled = ${points} kill points, no loss; ${d.name} ${verb(d, 'is')} beaten and ${verb(d, 'retires')} a cavalry move (defeated → retiring), no scatter ("BONUS MOVES" 2). ${k.said}`;
  return done(next, [{ type: 'pursuit', text: `${c.name} ${verb(c, 'pursues')} ${d.name}` }, ...k.events], [{ action: 'pursue', actor: c.name, target: d.name, result: text, changes: [{ unit: d.name, from: 'defeated', to: 'retiring' }], kills: [{ unit: d.name, points }] }]);
}

/** "BONUS MOVES": the winner's "two beautiful choices" are one or the other. */
const EITHER = 'the winner has the bonus move or the pursuit, not both ("BONUS MOVES")';

/** Designed: at most two bonus moves a game move, as the text's own games allow. */
export const MAX_BONUS = 2;

/** Why `u` has no win to spend on a bonus move: none this game move, a failed swordsmen's test, none since its first bonus move, or its last melee not won. */
function noWin(state: ScrubyState, u: ScrubyUnit): string {
  if (u.melees === 0) return `${u.name} ${verb(u, 'has')} not won a melee this game move ("BONUS MOVES" 1)`;
  const pikes = failedTestAgainst(state, u);
  if (pikes) return `${u.name} failed ${its(u)} UE test against ${pikes.name} this game move and fought no melee: only the winner takes a bonus move ("SWORDSMEN" 1, "BONUS MOVES" 1)`;
  // Any melee won after the first bonus move, attacking or defending, gives the second.
  if (u.bonusMoves > 0) return `${u.name} ${verb(u, 'has')} not won a melee since ${its(u)} first bonus move: the second bonus move follows a won melee ("BONUS MOVES" 1)`;
  return `${u.name} did not win ${its(u)} last melee: only the winner takes a bonus move ("BONUS MOVES" 1)`;
}

export function bonus(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const unit = actorOf(state, action);
  if (!unit.ok) return unit;
  const u = unit.value;
  if (u.scattered || u.retiring || u.defeated) return err(`${u.name} cannot take offensive action until rallied ("MORALE")`);
  if (state.units.some((x) => x.pursuedBy === u.name)) return err(`${u.name} ${verb(u, 'has')} taken ${its(u)} pursuit move: ${EITHER}`);
  if (u.bonusMoves >= MAX_BONUS) return err(`${u.name} ${verb(u, 'has')} had ${its(u)} ${MAX_BONUS} bonus moves this game move (designed)`);
  if (u.beat === null) return err(noWin(state, u));
  const loser = unitById(state, u.beat);
  if (loser?.pursuedBy) return err(`${loser.name} ${verb(loser, 'was')} pursued by ${loser.pursuedBy} after ${u.name} beat ${isPlural(loser) ? 'them' : 'it'}: ${EITHER}`);
  const text = `${u.name} ${verb(u, 'takes')} bonus move ${u.bonusMoves + 1}: into melee with new enemies within a legal move; fight it with melee ("BONUS MOVES" 1)`;
  const beaten = u.beat;
  // The bonus spends the win; the retiring or scattered never get here, so nothing rallies.
  return done(update(state, u.id, (x) => ({ ...x, bonusMoves: x.bonusMoves + 1, beat: null, bonusOver: [...x.bonusOver, beaten], charge: null })), [{ type: 'bonus', text }], [{ action: 'bonus', actor: u.name, result: text, changes: [] }]);
}

export function reload(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const unit = actorOf(state, action);
  if (!unit.ok) return unit;
  const u = unit.value;
  // Pikes and swordsmen carry no firearms (dragoon pikes neither, mounted or not), so they have nothing to load.
  if (!isGun(u.type) && rowOf({ ...u, mounted: false }).fire.length === 0) return err(`${u.name} ${verb(u, 'has')} no firearms ("COMBAT TABLE"): there is nothing to reload`);
  if (pendingNow(u, state.options.roster).length === 0) return err(`${u.name} ${verb(u, 'is')} loaded: there is nothing to reload`);
  if (u.loading.reloading) return err(`${u.name} already ${verb(u, 'reloads')} this game move`);
  const text = `${u.name} ${verb(u, 'reloads')} this game move`;
  return done(update(state, u.id, (x) => ({ ...x, loading: { ...x.loading, reloading: true } })), [{ type: 'reload', text }], [{ action: 'reload', actor: u.name, result: text, changes: [] }]);
}
