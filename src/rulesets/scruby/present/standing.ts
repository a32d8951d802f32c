/**
 * Where a Scruby battle stands, for `tyw replay` and `tyw report`. The text's army morale
 * lives in the "basic rules" it does not include, so the count is the figures lost to kill
 * points, against the figures each side began with (the play screen's header counts the kill
 * points themselves); the battle is decided only by the game master's correction that ends it.
 */
import type { BattleStanding, StandingTerms } from '../../../present/standing.js';
import { figuresLeft, figuresLost, inPlay, standsLeft } from '../roster.js';
import type { ScrubyState, ScrubyUnit } from '../state.js';
import { TABLE } from '../table.js';
import { stepDef } from '../steps.js';

const TERMS: StandingTerms = {
  // The book's word, as the header says it ("Game move 1").
  turnWord: 'Game move',
  count: 'figures lost',
  countOne: 'figure lost',
  threshold: 'roster',
  heading: 'Figures lost to kill points (against the figures each side began with)',
  curve: 'Figures lost',
  chart: 'Figures lost',
  lossesHeading: 'Figures lost / roster',
  lossesNote: 'The text leaves army morale to the basic rules it does not include: the game master decides the battle.',
  strength: 'Stands',
  undecided: 'the text leaves army morale to basic rules it does not include, so the game master decides the battle',
  chapter: 'Kill points',
};

const statusWord = (u: ScrubyUnit, roster: boolean): string => {
  if (!inPlay(u, roster)) return 'Destroyed';
  if (u.scattered) return 'Scattered';
  // Lost the melee and its post-melee morale, not yet scattered or pursued: as status says it.
  if (u.defeated) return 'Defeated';
  if (u.retiring) return 'Retiring';
  return 'In good order';
};

export function scrubyStanding(s: ScrubyState): BattleStanding {
  const roster = s.options.roster;
  return {
    turn: s.turn,
    // The step's own title, as the header and `next` name it.
    step: stepDef(s.step).title,
    over: s.outcome !== null,
    outcome: s.outcome?.text ?? null,
    terms: TERMS,
    lossHeadings: ['Stands lost', 'Units destroyed', 'Defeated, scattered or retiring'],
    sides: s.sides.map((side, index) => {
      const own = s.units.filter((u) => u.side === index);
      // A captured gun's fallen and taken gunners stay with the side that lost them.
      const kept = s.carried[index]?.figures ?? 0;
      const taken = own.reduce((n, u) => n + figuresLost(u, roster), kept);
      const start = own.reduce((n, u) => n + figuresLost(u, roster) + figuresLeft(u, roster), kept);
      const destroyed = own.filter((u) => !inPlay(u, roster));
      const standsLost = own.reduce((n, u) => n + u.startStands - standsLeft(u, roster), 0);
      return {
        side: index,
        name: side.name,
        role: index === 0 ? 'first side' : 'second side',
        count: taken,
        threshold: start,
        broken: false,
        atThreshold: start > 0 && taken >= start,
        losses: [
          String(standsLost),
          destroyed.length === 0 ? 'none' : `${destroyed.length}: ${destroyed.map((u) => u.name).join(', ')}`,
          String(own.filter((u) => inPlay(u, roster) && (u.defeated || u.scattered || u.retiring)).length),
        ],
        json: { name: side.name, figuresLost: taken, roster: start, standsLost, unitsDestroyed: destroyed.map((u) => u.name) },
      };
    }),
    units: s.units.map((u) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      // In words, as status shows it ("Heavy pikemen"); the JSON keeps the id.
      type: TABLE[u.type].name,
      strength: standsLeft(u, roster),
      startStrength: u.startStands,
      status: statusWord(u, roster),
      tone: !inPlay(u, roster) ? 'gone' : u.defeated || u.scattered || u.retiring || u.kills > 0 ? 'loss' : 'ok',
      note: u.kills > 0 ? `${u.kills} kill points` : '',
      json: { id: u.id, name: u.name, side: s.sides[u.side]?.name, type: u.type, stands: standsLeft(u, roster), startStands: u.startStands, kills: u.kills },
    })),
  };
}
