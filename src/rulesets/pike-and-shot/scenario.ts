/**
 * The checks beyond the YAML shape (scenario-schema.ts): factors each unit type needs, unique
 * names, hexes, the first player, the CRT's columns and cells, the TEC's names; and the
 * summary `tyw check` prints.
 */
import { counted, verb } from '../../engine/english.js';
import { err, ok, type Result } from '../../engine/result.js';
import type { CheckSummary, ScenarioIssue } from '../../engine/ruleset.js';
import { parseThen } from '../../engine/scenario-schema.js';
import { NameClaims, sameName } from '../../engine/scenario-names.js';
import { buildCrtLine, CRT_LINES, type Crt, type CrtLine, LINE_TITLE } from './crt.js';
import { normalizeHex, VERTICES } from './hexes.js';
import { type PsParsed, psScenarioSchema } from './scenario-schema.js';
import type { Factors, PsHouseRules, PsLeaderSpec, PsScenario, PsSideSpec, PsUnitSpec, SideIndex, ShotteSpec, Tec, TecEntry, Victory } from './state.js';
import { alwaysDisordered, FIRE_AS_MELEE_TRUE, isCavalry, isFormedInfantry, isGun, mayChargeOrPursue, type TecClass, TYPE_NAME, type UnitType } from './units.js';

type RawUnit = PsParsed['sides'][number]['units'][number];
type RawEntry = PsParsed['tec']['terrain'][string];

export function buildPsScenario(raw: unknown): Result<{ scenario: PsScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  return parseThen(psScenarioSchema(), raw, checkPsScenario);
}

/** Which keys a unit type needs, and which it may not have. */
function unitIssues(u: RawUnit, path: (string | number)[]): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const t = u.type;
  const need = (key: 'fire' | 'melee' | 'move' | 'recovery') => {
    if (u[key] === undefined) out.push({ path, message: `${u.name}: a ${TYPE_NAME[t].toLowerCase()} unit needs ${key}` });
  };
  const forbid = (key: keyof RawUnit, why: string) => {
    if (u[key] !== undefined) out.push({ path: [...path, key], message: `${u.name}: ${why}` });
  };
  need('fire');
  if (t === 'artillery') {
    forbid('melee', 'artillery has no melee factor (12.4)');
    forbid('move', 'heavy artillery cannot move (12.1)');
    if (u.captured === undefined) out.push({ path, message: `${u.name}: heavy artillery needs its captured side, e.g. captured: { fire: 3 } (12.6)` });
  } else if (t === 'light-cannon') {
    forbid('melee', 'light cannon have no melee factor (12.4)');
    need('move');
    forbid('captured', 'light cannon are eliminated, never captured (12.7)');
  } else {
    need('melee');
    need('move');
    forbid('captured', 'only heavy artillery has a captured side (12.6)');
  }
  if (alwaysDisordered(t)) {
    forbid('disordered', `${t} have no reverse side: they are always disordered (2.5)`);
    forbid('status', `${t} are always disordered (2.5)`);
    forbid('recovery', `${t} never recover (${t === 'dragoons' ? '11.11' : '10.4'})`);
  } else if (isGun(t)) {
    forbid('disordered', 'artillery is always ordered (6.2)');
    forbid('status', 'artillery is always ordered (6.2)');
    forbid('recovery', 'artillery is never disordered (12.4)');
  } else {
    need('recovery');
    if (u.disordered === undefined) out.push({ path, message: `${u.name}: a ${TYPE_NAME[t].toLowerCase()} unit needs its disordered side (2.5)` });
    else {
      for (const key of ['fire', 'melee', 'move'] as const) {
        if (u.disordered[key] === undefined) out.push({ path: [...path, 'disordered'], message: `${u.name}: the disordered side needs ${key}` });
      }
    }
  }
  if (!mayChargeOrPursue(t)) {
    forbid('charge', 'only cuirassiers, harquebusiers and light cavalry may be charge-capable (11.7)');
    forbid('pursuit', 'only cuirassiers, harquebusiers and light cavalry may be pursuit-capable (11.8)');
  }
  if (t !== 'battalion') forbid('facing', 'only battalions face a vertex (9.1)');
  // 9.1: its facing decides its front, flank and rear; without one those rules would quietly lapse.
  else if (u.hex !== undefined && u.facing === undefined) {
    out.push({ path, message: `${u.name}: a battalion on the map needs its facing, the vertex its front faces (9.1): facing: one of ${VERTICES.join(', ')}` });
  }
  if (!isFormedInfantry(t)) forbid('shotte', 'only tercios and battalions loose shotte (10.2)');
  return out;
}

function factorsOf(u: { fire?: number | undefined; melee?: number | undefined; move?: number | undefined; recovery?: number | undefined }, fallback?: Factors): Factors {
  return { fire: u.fire ?? 0, melee: u.melee ?? 0, move: u.move ?? 0, recovery: u.recovery ?? fallback?.recovery ?? 0 };
}

/** 5.4, TEC: `true` keeps its meaning from before the list form (infantry and loose shotte); `false` is nobody. */
function fireAsMeleeClasses(v: RawEntry['fireAsMelee']): TecEntry['fireAsMelee'] {
  if (v === true) return FIRE_AS_MELEE_TRUE;
  // The schema checked each name against TEC_CLASSES.
  return v === false ? [] : [...new Set(v as readonly TecClass[])];
}

function buildTec(raw: PsParsed['tec'], issues: ScenarioIssue[]): Tec {
  const entries = (kind: 'terrain' | 'hexsides'): Record<string, TecEntry> => {
    const out: Record<string, TecEntry> = {};
    for (const [name, e] of Object.entries(raw[kind]) as [string, RawEntry][]) {
      if (!/^[a-z][a-z0-9-]{0,30}$/.test(name)) {
        issues.push({ path: ['tec', kind, name], message: `the ${kind === 'terrain' ? 'terrain' : 'hexside'} name "${name}" must be a lower-case word (letters, digits, "-"), as typed after --${kind === 'terrain' ? 'terrain' : 'hexside'}` });
        continue;
      }
      const move = Object.fromEntries(Object.entries(e.move).filter(([, v]) => v !== undefined));
      out[name] = { move, disorders: e.disorders, fireAsMelee: fireAsMeleeClasses(e.fireAsMelee), blocksSight: e.blocksSight, prohibits: e.prohibits };
    }
    return out;
  };
  const terrain = entries('terrain');
  if (!Object.hasOwn(terrain, 'clear')) terrain.clear = { move: { infantry: 1, cavalry: 1 }, disorders: [], fireAsMelee: [], blocksSight: false, prohibits: [] };
  const hexsides = entries('hexsides');
  for (const name of Object.keys(hexsides)) {
    if (Object.hasOwn(terrain, name)) issues.push({ path: ['tec', 'hexsides', name], message: `"${name}" is both a terrain type and a hexside feature: give them different names` });
  }
  return { terrain, hexsides };
}

/** The checks beyond the schema, on its output. */
export function checkPsScenario(data: PsParsed): Result<{ scenario: PsScenario; warnings: ScenarioIssue[] }, ScenarioIssue[]> {
  const issues: ScenarioIssue[] = [];
  const warnings: ScenarioIssue[] = [];
  const [a, b] = data.sides as [PsParsed['sides'][number], PsParsed['sides'][number]];
  const names = new NameClaims(issues);
  names.sides(a.name, b.name);
  const firstIndex = data.sides.findIndex((s) => sameName(s.name, data.firstPlayer));
  if (firstIndex < 0) issues.push({ path: ['firstPlayer'], message: `firstPlayer "${data.firstPlayer}" is not a side (${a.name} or ${b.name})` });

  const claim = (name: string, path: (string | number)[]) => names.claim(name, path);
  const hexOf = (raw: string | number | undefined, path: (string | number)[]): string | null => {
    if (raw === undefined) return null;
    const hex = normalizeHex(raw);
    if (hex === null) issues.push({ path, message: `"${String(raw)}" is not a hex number: XXYY, column and row from 01, e.g. "0612" (612 reads as 0612)` });
    return hex;
  };

  const sides = data.sides.map((side, si): PsSideSpec => {
    const units = side.units.map((u, ui): PsUnitSpec => {
      const path = ['sides', si, 'units', ui];
      claim(u.name, [...path, 'name']);
      issues.push(...unitIssues(u, path));
      const ordered = factorsOf(u);
      const type: UnitType = u.type;
      const shotteRaw = u.shotte ?? (isFormedInfantry(type) ? side.looseShotte : undefined);
      const shotte: ShotteSpec | null = shotteRaw ? { fire: shotteRaw.fire, melee: shotteRaw.melee, move: shotteRaw.move, reduce: shotteRaw.reduce } : null;
      return {
        name: u.name,
        type,
        ordered,
        disordered: u.disordered ? factorsOf(u.disordered, ordered) : null,
        status: alwaysDisordered(type) ? 'disordered' : (u.status ?? 'ordered'),
        hex: hexOf(u.hex, [...path, 'hex']),
        facing: u.facing ?? null,
        charge: u.charge ?? false,
        pursuit: u.pursuit ?? false,
        captured: u.captured ?? null,
        shotte,
        points: u.points ?? null,
      };
    });
    const leaders = side.leaders.map((l, li): PsLeaderSpec => {
      const path = ['sides', si, 'leaders', li];
      claim(l.name, [...path, 'name']);
      const withName = l.with?.trim() ?? null;
      if (withName !== null && !units.some((u) => sameName(u.name, withName))) {
        issues.push({ path: [...path, 'with'], message: `${l.name} starts with "${withName}", which is not a unit of ${side.name}` });
      }
      const stackedWith = withName === null ? undefined : units.find((u) => sameName(u.name, withName));
      return { name: l.name, fire: l.fire, melee: l.melee, hex: hexOf(l.hex, [...path, 'hex']) ?? stackedWith?.hex ?? null, with: stackedWith?.name ?? null };
    });
    // One problem per crowded hex, at the unit that came second and naming the first.
    const first = new Map<string, string>();
    units.forEach((u, ui) => {
      if (u.hex === null || isGun(u.type)) return;
      const there = first.get(u.hex);
      if (there === undefined) first.set(u.hex, u.name);
      else issues.push({ path: ['sides', si, 'units', ui, 'hex'], message: `${u.name} ${verb(u, 'shares')} hex ${u.hex} with ${there}: one infantry or cavalry unit a hex (4.4)` });
    });
    return { name: side.name, leaders, units };
  });
  const hexSides = new Map<string, number>();
  sides.forEach((side, si) => {
    for (const u of side.units) if (u.hex !== null) hexSides.set(`${si}:${u.hex}`, 1);
  });
  sides[1]?.units.forEach((u, ui) => {
    if (u.hex !== null && hexSides.has(`0:${u.hex}`)) issues.push({ path: ['sides', 1, 'units', ui, 'hex'], message: `${u.name} ${verb(u, 'stands')} in hex ${u.hex} with the enemy (4.4)` });
  });

  const crt: Partial<Record<(typeof CRT_LINES)[number], CrtLine>> = {};
  for (const id of CRT_LINES) {
    const built = buildCrtLine(id, data.crt[id]);
    if ('issues' in built) issues.push(...built.issues);
    else crt[id] = built.line;
  }
  const tec = buildTec(data.tec, issues);
  const victory: Victory = {
    eliminated: data.victory.eliminated,
    captured: data.victory.captured,
    hexes: data.victory.hexes.map((h, i) => ({ hex: hexOf(h.hex, ['victory', 'hexes', i, 'hex']) ?? '', points: h.points, name: h.name?.trim() || null })),
    instant: data.victory.instant,
  };
  if (issues.length > 0) return err(issues);

  sides.forEach((side, si) => {
    side.units.forEach((u, ui) => {
      if (u.disordered && (u.disordered.fire > u.ordered.fire || u.disordered.melee > u.ordered.melee)) {
        warnings.push({ path: ['sides', si, 'units', ui, 'disordered'], message: `${u.name} ${verb(u, 'is')} stronger disordered than ordered: is the reverse side right?` });
      }
      if (isCavalry(u.type) && u.type !== 'dragoons' && u.ordered.move < 3) {
        warnings.push({ path: ['sides', si, 'units', ui, 'move'], message: `${u.name} ${verb(u, 'moves')} ${u.ordered.move}: unusually slow for cavalry` });
      }
    });
  });
  return ok({
    scenario: {
      ruleset: 'pike-and-shot',
      title: data.title,
      firstPlayer: firstIndex as SideIndex,
      sides: sides as unknown as readonly [PsSideSpec, PsSideSpec],
      rules: { crt: crt as Crt, tec, victory, shifted: data.shiftedColumns, turns: data.turns, weather: data.weather ?? null, houseRules: { ...data.houseRules } },
    },
    warnings,
  });
}

const count = (side: PsSideSpec, f: (t: UnitType) => boolean): number => side.units.filter((u) => f(u.type)).length;

/** What `tyw check` shows, per side: keys in this order are the JSON fields. */
export function summarizePs(scenario: PsScenario, warnings: readonly string[]): CheckSummary {
  return {
    ruleset: scenario.ruleset,
    title: scenario.title,
    sides: scenario.sides.map((side, i) => ({
      name: side.name,
      player: i === scenario.firstPlayer ? 'first' : 'second',
      units: side.units.length,
      tercios: count(side, (t) => t === 'tercio'),
      battalions: count(side, (t) => t === 'battalion'),
      looseShotte: count(side, (t) => t === 'loose-shotte'),
      cavalry: count(side, (t) => isCavalry(t)),
      artillery: count(side, (t) => isGun(t)),
      leaders: side.leaders.length,
      unitList: side.units.map((u) => `${u.name} (${u.type})`),
    })),
    warnings: [...warnings],
    extra: {
      turns: scenario.rules.turns,
      crtLines: CRT_LINES.length,
      terrain: Object.keys(scenario.rules.tec.terrain),
      hexsides: Object.keys(scenario.rules.tec.hexsides),
      houseRules: switchedHouseRules(scenario.rules.houseRules),
    },
    // The human summary names types as status does and says what the CRT's lines are; --json keeps the scenario's keys and the count.
    text: {
      sides: scenario.sides.map((side) => ({ unitList: side.units.map((u) => `${u.name} (${typeWords(u.type)})`) })),
      extra: { crtLines: `CRT: ${counted(CRT_LINES.length, 'line')} (${CRT_LINES.map((id) => LINE_TITLE[id].toLowerCase().replace('&', 'and')).join(', ')})`, houseRules: houseRulesLine(scenario.rules.houseRules) },
    },
  };
}

/** A type as status names it, inside a sentence: "light cavalry", "cuirassiers". */
const typeWords = (t: UnitType): string => TYPE_NAME[t].toLowerCase();

/** The designed defaults of the house rules (scenario-schema.ts), and each switched one in a few words, for `tyw check`. */
const HOUSE_RULES: Readonly<Record<keyof PsHouseRules, { readonly tyw: boolean; readonly words: string }>> = {
  leaderFallsWithNoRetreat: { tyw: true, words: 'a leader stays in the hex of a unit eliminated instead of retreating (7.4)' },
  fortunesKept: { tyw: false, words: 'unplayed fortunes of war are kept for later combat phases (6.5)' },
  sixFailsOnlyWithLeader: { tyw: false, words: 'a recovery roll of 6 fails only when a leader helps (7.3)' },
  counterFireOnlyFromAdjacent: { tyw: false, words: 'infantry fires at cavalry entering a hex between only when it leaves a hex next to that infantry (4.5, 11.4)' },
  pursuitAfterMeleeDisorder: { tyw: false, words: 'cavalry disordered by the melee still pursues (11.8)' },
  leaderMeleeIfHeGoesOn: { tyw: false, words: 'a leader moving alone is held to going on, by fire or by cavalry, as a unit is (4.5, 7.1)' },
};

/** The house rules the scenario switches from tyw's readings, by key (--json). */
function switchedHouseRules(rules: PsHouseRules): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [key, rule] of Object.entries(HOUSE_RULES)) {
    const value = rules[key as keyof PsHouseRules] ?? false;
    if (value !== rule.tyw) out[key] = value;
  }
  return out;
}

/** "house rules: none (tyw's readings)", or each switched one with its key and words. */
function houseRulesLine(rules: PsHouseRules): string {
  const on = Object.entries(switchedHouseRules(rules)).map(([key, value]) => `${key}: ${String(value)} (${HOUSE_RULES[key as keyof PsHouseRules].words})`);
  return `house rules: ${on.length === 0 ? "none (tyw's readings)" : on.join('; ')}`;
}
