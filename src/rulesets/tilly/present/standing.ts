/**
 * Where a Tilly battle stands, for `tyw replay` and `tyw report`: each side's units lost
 * against its break threshold, its losses by fate, and every unit's resolve and fate.
 */
import type { BattleStanding, StandingTerms } from '../../../present/standing.js';
import { contactWord, enemiesInContact, lostUnits, onTable, sideName, typeName, unitOf } from '../helpers.js';
import { losesAt } from '../scenario.js';
import { battleOverWords } from '../morale.js';
import type { TillyState, TillyUnit } from '../state.js';
import { losers, SIDES, stepWords } from './words.js';

const TILLY_TERMS: StandingTerms = {
  count: 'units lost',
  countOne: 'unit lost',
  threshold: 'break threshold',
  heading: 'Army morale (units lost, against the number at which each side loses)',
  curve: 'Units lost',
  chart: 'Units lost',
  lossesHeading: 'Units lost / break threshold',
  lossesNote: 'Units lost count routed and eliminated units and commander casualties, as army morale does.',
  strength: 'Resolve',
};

const FATE_WORDS: Readonly<Record<TillyUnit['fate'], string>> = { active: 'On the table', routed: 'Routed', eliminated: 'Eliminated', casualty: 'Casualty' };

export function tillyStanding(s: TillyState): BattleStanding {
  const lost = losers(s);
  const names = (list: readonly TillyUnit[]) => (list.length === 0 ? 'none' : `${list.length}: ${list.map((u) => u.name).join(', ')}`);
  return {
    turn: s.turn,
    step: stepWords(s),
    over: s.outcome !== null,
    outcome: s.outcome ? battleOverWords(s) : null,
    terms: TILLY_TERMS,
    lossHeadings: ['Routed', 'Eliminated', 'Commanders fallen', 'Resolve lost (units on the table)'],
    sides: SIDES.map((i) => {
      const own = s.units.filter((u) => u.side === i);
      const count = lostUnits(s, i);
      const threshold = losesAt(s.sides[i].originalUnits);
      const standing = own.filter(onTable);
      return {
        side: i,
        name: s.sides[i].name,
        role: s.sides[i].role,
        count,
        threshold,
        broken: lost.includes(i),
        atThreshold: count >= threshold,
        losses: [
          names(own.filter((u) => u.fate === 'routed')),
          names(own.filter((u) => u.fate === 'eliminated')),
          names(own.filter((u) => u.fate === 'casualty')),
          `${standing.reduce((n, u) => n + u.startResolve - u.resolve, 0)} of ${standing.reduce((n, u) => n + u.startResolve, 0)}`,
        ],
        json: { name: s.sides[i].name, role: s.sides[i].role, lost: count, originalUnits: s.sides[i].originalUnits, losesAt: threshold, lostBattle: lost.includes(i) },
      };
    }),
    units: s.units.map((u) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      type: typeName(u),
      strength: u.resolve,
      startStrength: u.startResolve,
      status: FATE_WORDS[u.fate],
      tone: !onTable(u) ? 'gone' : u.resolve < u.startResolve ? 'loss' : 'ok',
      note: (() => {
        const contacts = enemiesInContact(s, u.id);
        const words = (['in melee with', 'locked with'] as const).map((word) => {
          const these = contacts.filter((c) => contactWord(s, u.id, c.enemy) === word).map((c) => unitOf(s, c.enemy).name);
          return these.length > 0 ? `${word} ${these.join(', ')}` : '';
        });
        const attached = u.type === 'commander' && u.attachedTo && onTable(u) ? `with ${unitOf(s, u.attachedTo).name}` : '';
        return [...words, attached].filter(Boolean).join('; ');
      })(),
      json: { id: u.id, name: u.name, side: sideName(s, u.side), type: u.type, quality: u.quality, resolve: u.resolve, startResolve: u.startResolve, fate: u.fate },
    })),
  };
}
