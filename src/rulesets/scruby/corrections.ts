/** `set`: the game master records what the text leaves to the table (docs/rules/scruby.md, "Corrections"). */
import { isPlural, verb } from '../../engine/english.js';
import { err, type Result } from '../../engine/result.js';
import type { ScrubyAction } from './actions.js';
import { done, gunnerCount, type Outcome, update } from './common.js';
import { formationAllowed } from './movement.js';
import { fullLoad, standsLeft, unitById } from './roster.js';
import type { ScrubyState, ScrubyUnit } from './state.js';
import { destroyedByHits, hitsToDestroy, isGun, KILLS_PER_GUNNER } from './table.js';
import { aside } from '../../present/words.js';

const count = (v: string | undefined, max: number): number | null => (v !== undefined && /^\d+$/.test(v) && Number(v) <= max ? Number(v) : null);

/**
 * A gun's kill points set by hand count gunners as fire does: one falls for every 6 (common.ts);
 * lowering them puts fallen gunners back, never more than fell. The roster stays the figures the side began with.
 */
function gunKills(u: ScrubyUnit, n: number): { crew: number; gunnersLost: number; said: string } {
  // Falls stop at the whole crew, so points beyond it bring nobody back when lowered.
  const fallen = (k: number) => Math.min(u.crew + u.gunnersLost, Math.floor(k / KILLS_PER_GUNNER));
  const step = fallen(n) - fallen(u.kills);
  const moved = step >= 0 ? Math.min(u.crew, step) : -Math.min(u.gunnersLost, -step);
  const crew = u.crew - moved;
  const left = `${gunnerCount(crew)} left`;
  const said = moved > 0 ? `: ${gunnerCount(moved)} ${moved === 1 ? 'falls' : 'fall'}, ${left}` : moved < 0 ? `: ${gunnerCount(-moved)} ${moved === -1 ? 'is' : 'are'} back, ${left}` : '';
  return { crew, gunnersLost: u.gunnersLost + moved, said };
}

/** Gunners set by hand: fewer are gunners lost; more bring fallen gunners back first. */
function gunCrew(u: ScrubyUnit, n: number): { crew: number; gunnersLost: number } {
  return { crew: n, gunnersLost: Math.max(0, u.gunnersLost + u.crew - n) };
}

/**
 * A gun set to `n` hits is destroyed at the text's count ("COUNTER BATTERY FIRE" 2: 6 for a
 * large gun, 4 for a small one); lowered below it, a gun destroyed by its hits is whole again.
 * A gun taken off the table (`set <gun> off`) stays off.
 */
function gunDestroyed(g: ScrubyUnit, n: number): boolean {
  if (n >= hitsToDestroy(g.type) || g.takenOff === true) return true;
  return g.destroyed && !destroyedByHits(g);
}

/** What the hits do to the gun, said after the correction: destroyed, or whole again. */
function hitsWords(g: ScrubyUnit, n: number): string {
  const max = hitsToDestroy(g.type);
  const now = gunDestroyed(g, n);
  const rule = `${max} hits destroy a ${g.type === 'large-gun' ? 'large' : 'small'} gun ("COUNTER BATTERY FIRE" 2)`;
  if (now && !g.destroyed) return `, and ${verb(g, 'is')} destroyed: ${rule}`;
  if (!now && g.destroyed) return `, and ${verb(g, 'is')} no longer destroyed: ${rule}`;
  return '';
}

/** A correction's words as a sentence: a verb that agrees with the unit, and "1 stand", not "1 stands". */
function inWords(u: ScrubyUnit, what: string, said: string): string {
  const one = said.replace(/^1 (stand|kill point)s\b/, '1 $1');
  switch (what) {
    case 'kills':
    case 'stands':
    case 'ue':
    case 'hits':
    case 'crew':
      return `${verb(u, 'has')} ${one}`;
    case 'order':
      return `${verb(u, 'is')} in ${said}`;
    case 'formation':
      return `${verb(u, 'is')} in ${said === 'square' ? 'a square' : said}`;
    case 'defeated':
      return said;
    case 'rallied':
      return `${verb(u, 'has')} rallied`;
    default:
      return `${verb(u, 'is')} ${said}`;
  }
}

export function correct(state: ScrubyState, action: ScrubyAction): Result<Outcome, string> {
  const u = unitById(state, action.unit);
  if (!u) return err(`no unit "${action.unit}"`);
  const what = action.what ?? '';
  const v = action.value;
  let change: ((x: ScrubyUnit) => ScrubyUnit) | null = null;
  let said = '';
  let shownExtra = '';
  const needs = (word: string) => err(`set ${what} needs ${word}`);
  switch (what) {
    case 'kills': {
      const n = count(v, 10_000);
      if (n === null) return needs(`a whole number of kill points, 0 ${v !== undefined && /^\d+$/.test(v) ? 'to 10000' : 'or more'}`);
      if (isGun(u.type)) {
        const g = gunKills(u, n);
        change = (x) => ({ ...x, kills: n, crew: g.crew, gunnersLost: g.gunnersLost });
        said = `${n} kill point${n === 1 ? '' : 's'}${g.said}`;
        break;
      }
      change = (x) => ({ ...x, kills: n });
      said = `${n} kill points`;
      break;
    }
    case 'stands': {
      const n = count(v, u.startStands);
      if (n === null) return needs(`a number of stands, 0 to ${u.startStands}`);
      change = (x) => ({ ...x, standsAdjust: x.standsAdjust + n - standsLeft(x, state.options.roster) });
      said = `${n} stands`;
      break;
    }
    case 'loaded':
    case 'unloaded':
      change = (x) => ({ ...x, loading: { ...x.loading, loaded: what === 'loaded' ? fullLoad(x, state.options.roster) : 0, pending: what === 'loaded' ? [] : x.loading.pending } });
      said = what;
      break;
    case 'ue': {
      const n = count(v, 6);
      if (n === null || n < 1) return needs('a UE from 1 to 6');
      change = (x) => ({ ...x, efficiency: n });
      said = `UE ${n}`;
      break;
    }
    case 'order':
      if (v !== 'closed' && v !== 'open') return needs('closed or open');
      if (isGun(u.type)) return err('a gun has no order');
      change = (x) => ({ ...x, order: v });
      said = `${v} order`;
      break;
    case 'formation': {
      if (v !== 'line' && v !== 'column' && v !== 'square') return needs('line, column or square');
      const ok = formationAllowed(u, v, state.options);
      if (!ok.ok) return ok;
      change = (x) => ({ ...x, formation: v });
      said = v;
      break;
    }
    case 'retiring':
      change = (x) => ({ ...x, retiring: true, defeated: false, rallyFailed: false });
      said = 'retiring until rallied';
      break;
    case 'rallied':
      change = (x) => ({ ...x, retiring: false, scattered: null, scatteredThisMove: false, defeated: false, rallyFailed: false });
      said = 'rallied';
      break;
    case 'defeated':
      change = (x) => ({ ...x, defeated: true, scattered: null, scatteredThisMove: false, retiring: false, rallyFailed: false });
      said = `lost post-melee morale: scatter or pursue ${isPlural(u) ? 'them' : 'it'}`;
      break;
    case 'scattered':
      change = (x) => ({ ...x, scattered: x.scattered ?? [], defeated: false, rallyFailed: false });
      said = 'scattered';
      break;
    case 'off':
      change = (x) => ({ ...x, destroyed: true, takenOff: true });
      said = 'off the table';
      break;
    case 'hits':
    case 'crew': {
      if (!isGun(u.type)) return err(`only guns have ${what}`);
      const n = count(v, 12);
      if (n === null) return needs(`a number of ${what === 'hits' ? 'hits' : 'gunners'}, 0 to 12`);
      change = (x) => (what === 'hits' ? { ...x, gunHits: n, destroyed: gunDestroyed(x, n) } : { ...x, ...gunCrew(x, n) });
      said = what === 'hits' ? `${n} hit${n === 1 ? '' : 's'}` : gunnerCount(n);
      // The text's count destroys the gun ("COUNTER BATTERY FIRE" 2), as a hit by fire does; the event keeps its words.
      if (what === 'hits') shownExtra = hitsWords(u, n);
      break;
    }
    default:
      return err(`set takes one of kills, stands, loaded, unloaded, ue, order, formation, retiring, rallied, defeated, scattered, off, hits, crew`);
  }
  const why = typeof action.flags.why === 'string' ? aside(action.flags.why) : '';
  const text = `Correction: ${u.name} ${said}${why}`;
  // Shown as a sentence ("Yellow Pikes have 3 stands"); the journal's event keeps its older words, so journals replay.
  const shown = `Correction: ${u.name} ${inWords(u, what, said)}${shownExtra}${why}`;
  return done(update(state, u.id, change), [{ type: 'correction', text }], [{ action: 'set', actor: u.name, result: shown, changes: [] }]);
}

/** `note`: the game master's words in the journal; the battle is unchanged. */
export function writeNote(state: ScrubyState, text: string): Result<Outcome, string> {
  return done(state, [{ type: 'note', text }], [{ action: 'note', result: text, changes: [] }]);
}
