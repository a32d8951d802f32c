/**
 * The game master's corrections: where the text stops (ranged and close combat, morale,
 * the end of the battle), the table decides and the tool records it. The loss of a
 * commander (2.9.1) is here too, since only close combat could cause it.
 */
import type { DiceSource } from '../../dice/dice.js';
import { capitalFirst, counted, its, itWord, listWords, possessive, sideSubject, verb } from '../../engine/english.js';
import { err, type Result } from '../../engine/result.js';
import type { ActionOutcome } from '../../engine/ruleset.js';
import type { CorrectionAction } from './actions.js';
import { orderableUnits } from './eligible.js';
import { goneWords, lapseTowards, promotedWords } from './lapsed.js';
import { moraleCheck } from './morale-check.js';
import { because, event, outcome, resolution } from './outcome.js';
import { allDone, goneWhy, moraleLines, onTable, phaseOverText, type OrdersState, regimentById, regimentUnits, unitById, withRegiment, withUnit } from './state.js';
import { RANKS, rankIndex } from './types.js';

type Out = Result<ActionOutcome<OrdersState>, string>;

export function correct(s: OrdersState, a: CorrectionAction, dice: DiceSource): Out {
  if (s.outcome && a.kind !== 'end') return err('the battle is over');
  switch (a.kind) {
    case 'disorder': {
      const u = unitById(s, a.unit);
      if (!onTable(u)) return err(goneWhy(s, u));
      if (u.disordered === a.on) return err(`${u.name} ${verb(u.name, 'is')} ${a.on ? 'already' : 'not'} Disordered`);
      const text = `${u.name}: ${a.on ? 'OK → Disordered' : 'Disordered → OK'}${because(a.why)}.`;
      const change = a.on ? { unit: u.name, from: 'OK', to: 'Disordered' } : { unit: u.name, from: 'Disordered', to: 'OK' };
      return outcome(withUnit(s, u.id, { disordered: a.on }), [resolution('Set', text, {}, [change])], [event(a.on ? 'disordered' : 'steadied', text, u.id)]);
    }
    case 'lose': {
      const u = unitById(s, a.unit);
      if (!onTable(u)) return err(goneWhy(s, u));
      if (!Number.isInteger(a.stands) || a.stands < 1 || a.stands > u.stands) return err(`${u.name} ${verb(u.name, 'has')} ${u.stands} stands: lose 1 to ${u.stands}`);
      const left = u.stands - a.stands;
      if (a.width !== undefined && left === 0) return err(`${u.name} would have no stands left, so ${itWord(u.name)} ${verb(u.name, 'does')} not reform: --width is for a unit that reforms (2.4)`);
      if (a.width !== undefined && a.width > left) return err(`${u.name} would have ${left} stand${left === 1 ? '' : 's'} left: a front of ${a.width} is no valid formation (2.4)`);
      // A front still valid needs no reforming: changing it is an order (3.3.6).
      if (a.width !== undefined && u.width <= left) return err(`${u.name} ${verb(u.name, 'keeps')} a valid front of ${u.width} with ${left} stands, so ${verb(u.name, 'does')} not reform (2.4); a new formation is an order (change-formation, 3.3.6)`);
      // 2.4: a unit no longer legally formed must reform; the owner chooses how (--width), by default as wide as it can.
      const width = a.width ?? Math.min(u.width, Math.max(left, 1));
      const reform = left > 0 && width !== u.width ? ` ${capitalFirst(itWord(u.name))} ${verb(u.name, 'reforms')} ${width} stand${width === 1 ? '' : 's'} across (${counted(Math.ceil(left / width), 'rank')}, 2.4).` : '';
      const text = `${u.name} ${verb(u.name, 'loses')} ${a.stands} stand${a.stands === 1 ? '' : 's'}: ${u.stands} → ${left}${left === 0 ? `, and ${verb(u.name, 'is')} gone` : ''}${because(a.why)}.${reform}`;
      const lost = withUnit(s, u.id, { stands: left, width, ...(left === 0 ? { gone: 'destroyed' as const, guardToken: null, charge: null } : {}) });
      // Guards and supports of a unit gone lapse in the state; the recorded event keeps its words.
      const lapsed = left === 0 ? lapseTowards(lost, u.id, goneWords(lost, u.id)) : { state: lost, said: '' };
      // The change as the result says it ("4 → 0, and is gone"), so the stands are not said twice.
      return outcome(lapsed.state, [resolution('Set', `${text}${lapsed.said}`, {}, [{ unit: u.name, from: String(u.stands), to: String(left) }])], [event('stands-lost', text, u.id)]);
    }
    case 'rout': {
      const u = unitById(s, a.unit);
      if (!onTable(u)) return err(goneWhy(s, u));
      const text = `${u.name} ${verb(u.name, 'routs')}: on the table → routed${because(a.why)}.`;
      const lapsed = lapseTowards(withUnit(s, u.id, { gone: 'routed', guardToken: null, charge: null }), u.id, goneWords(s, u.id));
      return outcome(lapsed.state, [resolution('Set', `${text}${lapsed.said}`, {}, [{ unit: u.name, from: 'on the table', to: 'routed' }])], [event('routed', text, u.id)]);
    }
    case 'kill': {
      const r = regimentById(s, a.commander);
      if (!r.commander) return err(`${r.name} has no commander to lose`);
      const due = regimentUnits(s, r).map((u) => u.id);
      const text = `${r.commander.name}: ${r.commander.rank} → killed${because(a.why)}. ${due.length > 0 ? `Every unit of ${r.name} takes a Morale Check (2.9.1); the text never defines it, ${s.houseRules.moraleCheckAtMost === null ? 'so give each outcome: morale-check <unit> pass|fail' : `so roll each one under the house rule (a d6 of ${s.houseRules.moraleCheckAtMost} or less passes): morale-check <unit> roll`}.` : `${r.name} has no unit left.`}`;
      const fallenDone = r.side === s.side && s.step === 'orders' && r.commander.status === 'done';
      const next = withRegiment(s, r.id, { commander: null, fallen: [...(r.fallen ?? []), r.commander.name], fallenRank: r.commander.rank, fallenRating: r.commander.rating, fallenDone, moraleDue: due });
      return outcome(next, [resolution('Commander lost', text, {}, [{ unit: r.commander.name, from: r.commander.rank, to: 'killed' }])], [event('commander-killed', text)]);
    }
    case 'morale-check':
      return moraleCheck(s, a, dice);
    case 'promote': {
      const u = unitById(s, a.unit);
      const r = s.regiments[u.regiment];
      if (!r || r.commander) return err(`${r?.name ?? 'the regiment'} has its commander: a promotion follows his loss (2.9.1)`);
      if (!onTable(u)) return err(goneWhy(s, u));
      if (r.moraleDue.length > 0) return err(`take the Morale Checks first (2.9.1): ${listWords(r.moraleDue.map((id) => unitById(s, id).name))} (${moraleLines(s, r.moraleDue)})`);
      const fallen = r.fallenRank ?? 'novice';
      const rank = a.rank ?? fallen;
      // 2.9.1 bounds the new commander's "type, or quality": his rank (3.1.1 calls the ranks types). The rating is the game master's.
      if (rankIndex(rank) > rankIndex(fallen)) {
        const allowed = RANKS.filter((k) => rankIndex(k) <= rankIndex(fallen)).reverse();
        return err(`the new commander's rank must be no better than ${fallen}, the fallen commander's (2.9.1): give --rank ${allowed.join(' or ')}`);
      }
      // House rule: "quality" read as the rating too, so it is no higher than the fallen commander's.
      if (s.houseRules.promotedRatingAtMost && r.fallenRating != null && a.rating > r.fallenRating) {
        return err(`the new commander's rating must be no higher than ${r.fallenRating}, the fallen commander's (2.9.1, house rule promotedRatingAtMost): give --rating ${r.fallenRating}${r.fallenRating > 1 ? ' or less' : ''}`);
      }
      // 3.1.3 step 5: a commander who failed (or was done) gives no more orders this phase, and his successor takes his place in it.
      const inPhase = r.side === s.side && s.step === 'orders';
      const status = inPhase && r.fallenDone !== true ? ('waiting' as const) : ('done' as const);
      let next = withRegiment(s, r.id, { commander: { name: u.name, rank, rating: a.rating, status }, fallenRank: null, fallenRating: null, fallenDone: false });
      next = withUnit(next, u.id, { gone: 'promoted', guardToken: null, charge: null, supports: null });
      const lapsed = lapseTowards(next, u.id, promotedWords());
      next = lapsed.state;
      // 3.1.3 step 6: a successor with no unit left that can be ordered (fled, gone, ordered already or stunned) is done at once.
      const noneLeft = status === 'waiting' && orderableUnits(next, r.id).length === 0;
      if (noneLeft) next = withRegiment(next, r.id, { commander: { name: u.name, rank, rating: a.rating, status: 'done' } });
      const stillDone = inPhase && r.fallenDone === true ? ` Like the fallen commander, ${itWord(u.name)} ${verb(u.name, 'gives')} no more orders this phase (3.1.3).` : '';
      const text = `${u.name} ${verb(u.name, 'is')} promoted to command ${r.name}: ${rank}, rating ${a.rating}; ${itWord(u.name)} ${verb(u.name, 'is')} now the commander unit and ${verb(u.name, 'keeps')} none of ${its(u.name)} earlier rules (2.9.1)${because(a.why)}.${stillDone}`;
      // Printed only, so the recorded event keeps its earlier words and older journals replay.
      const shown = `${text}${lapsed.said}${noneLeft ? ` ${r.name} has no unit left to order, so ${u.name} ${verb(u.name, 'gives')} no orders this phase (3.1.3 step 6).${allDone(next) ? ` ${phaseOverText(next)}` : ''}` : ''}`;
      return outcome(next, [resolution('Promotion', shown)], [event('promoted', text, u.id)]);
    }
    case 'cancel-charge': {
      const u = unitById(s, a.unit);
      if (!u.charge) return err(`${u.name} ${verb(u.name, 'has')} no charge to cancel`);
      const text = `${possessive(u.name)} charge at ${unitById(s, u.charge.target).name} is called off${because(a.why)}.`;
      return outcome(withUnit(s, u.id, { charge: null }), [resolution('Set', text)], [event('charge-cancelled', text, u.id)]);
    }
    case 'end': {
      if (s.outcome) return err('the battle is already over');
      // "in victory for Blue", "for the Swedes": this needs no verb for the side, only its article.
      const text = a.winner === null ? `The battle ends in a draw${because(a.why)}.` : `The battle ends in victory for ${sideSubject(s.sides[a.winner])}${because(a.why)}.`;
      return outcome({ ...s, outcome: { text } }, [resolution('End', text)], [event('battle-end', text)]);
    }
  }
}

