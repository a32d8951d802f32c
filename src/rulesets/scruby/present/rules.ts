/** `rules <topic>`: the combat table as this rule set reads it, and the designed defaults in force. */
import { err, ok, type Result } from '../../../engine/result.js';
import { heading, list, note, present, right, table } from '../../../present/build.js';
import type { Presentation } from '../../../present/model.js';
import { type ScrubyOptions, type ScrubyState, SWITCH_WORDS } from '../state.js';
import { gunBands, gunMissWords } from '../artillery.js';
import { COLUMN_CHARGE_BONUS, COLUMN_MELEE_STANDS, SHOCK, TABLE, UNIT_TYPES } from '../table.js';

const SWITCH_KEYS = Object.keys(SWITCH_WORDS) as (keyof ScrubyOptions)[];
const SWITCH_NOTES: Partial<Record<keyof ScrubyOptions, string>> = {
  ueTest: 'pass on a d6 at or under the UE',
  dragoonMusketeersAttackGuns: 'reading of "DRAGOONS" 4',
  shockWithChargeOnly: 'reading of "CAVALRY" 1a',
  gunMissOnlyOnTwo: 'reading of the artillery line of "COMBAT TABLE"',
  cutColumnReforms: 'reading of "Column Formation" 1',
  openPikesHalved: 'reading of "PIKEMEN" 2a',
  swordsmenInAnyMelee: 'reading of "SWORDSMEN" 2',
  gunDefendedBySquare: 'reading of "INFANTRY SQUARES" 1',
};

export const RULE_TOPICS = ['table', 'melee', 'artillery', 'defaults'] as const;

const bands = (fire: (typeof TABLE)['musketeer']['fire']) =>
  fire.length === 0 ? '-' : fire.map((b) => `${b.min}-${b.max}": ${b.armoured === b.unarmoured ? b.armoured : `${b.armoured} armoured, ${b.unarmoured} unarmoured`}`).join('; ');
/** Rows the table does not print: the tool designs them (docs/rules/scruby.md). */
const DESIGNED_ROWS: ReadonlySet<string> = new Set(['long-swordsman', 'cavalry-musketeer']);
const pair = (p: { closed: number; open: number }) => (p.closed === p.open ? String(p.closed) : `${p.closed} closed, ${p.open} open`);

export function rulesView(topic: string, s: ScrubyState): Result<Presentation, string> {
  const t = topic.trim().toLowerCase() || 'table';
  if (t === 'table') {
    const rows = UNIT_TYPES.filter((u) => !u.endsWith('gun')).map((u) => {
      const r = TABLE[u];
      if (u === 'dragoon') return [`${r.name} (on foot)`, 'by arm', 'by arm', String(r.points), 'by arm'];
      const fire = `${bands(r.fire)}${u === 'light-cavalry' ? ' (designed)' : ''}`;
      return [`${r.name}${DESIGNED_ROWS.has(u) ? ' (designed)' : ''}`, fire, pair(r.melee), String(r.points), pair(r.efficiency)];
    });
    return ok(present('rules', [heading('Combat table, per stand ("COMBAT TABLE")'), table(['type', 'fire (kill points by range)', 'melee kill', right('points'), 'UE'], rows), note('Designed: what the text\'s table leaves blank (light cavalry fire as heavy cavalry). Dragoons fight on foot as musketeers or light pikemen, by their arm; the horse holder has no combat value.'), note('Movement: advance <unit> prints the unit\'s allowance, factor by factor ("MOVEMENT").')]));
  }
  if (t === 'melee') return ok(present('rules', meleeRules(s.options)));
  if (t === 'artillery') {
    const rows = (['large-gun', 'small-gun'] as const).flatMap((g) =>
      gunBands(s, g).map((b) => [TABLE[g].name, `${b.label} ${b.min}-${b.max}"${b.designed ? ' (designed)' : ''}`, String(b.closed), String(b.open)]),
    );
    return ok(present('rules', [heading(`Artillery: one die a gun, ${gunMissWords(s)}`), table(['gun', 'band', right('closed'), right('open')], rows)]));
  }
  if (t === 'defaults') {
    const o = s.options;
    const on = (b: boolean) => (b ? 'on' : 'off');
    return ok(
      present('rules', [
        heading('Designed defaults and readings in this battle, with their scenario keys (docs/rules/scruby.md)'),
        // Each switch in the words tyw check uses, with the scenario key that sets it.
        list(SWITCH_KEYS.map((key) => `${SWITCH_WORDS[key]}: ${on(o[key])} (${key}${SWITCH_NOTES[key] ? `; ${SWITCH_NOTES[key]}` : ''})`)),
      ]),
    );
  }
  return err(`no rules topic "${topic.trim()}"; topics: ${RULE_TOPICS.join(', ')}`);
}

/**
 * `rules melee`: what adds to or takes from the kill points outside the table's melee kill,
 * since the text adds nothing to its dice; `mods melee …` shows which apply to one fight.
 */
function meleeRules(o: ScrubyOptions) {
  // The two readings of the melee rows follow this battle's switches (rules defaults).
  const openPikes = o.openPikesHalved
    ? [['', '  or open order', '  they lose post-melee morale']]
    : [
        ['', '  or open order', '  they lose post-melee morale;'],
        ['', '', '  in open order alone they kill their'],
        ['', '', '  open cell whole (openPikesHalved off)'],
      ];
  const swordsmen = [
    ['"SWORDSMEN" 2', 'swordsmen behind pikes', 'high die: the winner\'s swordsmen kill double'],
    ...(o.swordsmenInAnyMelee
      ? [['', '  in any melee', '  against cavalry and swordsmen too']]
      : [
          ['', '  against pikes only', '  a foe without pikes gives no high die'],
          ['', '', '  (swordsmenInAnyMelee off)'],
        ]),
  ];
  const rows = [
    ['"CAVALRY" 1', 'cavalry charge', `shock: heavy +${SHOCK['heavy-cavalry']} a stand, light and reiters +${SHOCK['light-cavalry']}`],
    ['designed', 'cavalry musketeers charge', `shock +${SHOCK['cavalry-musketeer']} a stand, as light cavalry`],
    ['"CAVALRY" 1b', 'defender set in motion', 'its UE test passes: no shock'],
    ['"CAVALRY" 1b', 'defender volleys', 'it kills at 1"; the shock stands'],
    ['"Column Formation" 3', 'pike column charges', `+${COLUMN_CHARGE_BONUS} a stand (a column counts its first ${COLUMN_MELEE_STANDS})`],
    ['"PIKEMEN" 2a', 'pikes caught in flank, rear', 'they kill half, the attacker double;'],
    ...openPikes,
    ...swordsmen,
    ['"MUSKETEERS" 2', 'unsupported musketeers', 'lose at once; the attacker takes no loss'],
    ['"INFANTRY SQUARES" 3–4', 'attacking a square', 'no shock, no pike column +1'],
    ['"INFANTRY SQUARES" 1', 'a gun in a square', o.gunDefendedBySquare ? 'attack its square, or through a broken face' : 'fights alone in its square (--in-square)'],
    ['designed', 'charging long swordsmen', 'no shock'],
    ['designed, "DRAGOONS"', 'cavalry on mounted dragoons', 'the dragoons are annihilated'],
    ['"BONUS MOVES" 2', 'cavalry pursue', 'double kill, no loss'],
  ];
  return [
    heading('Melee: what shapes the kill points ("THE MELEE")'),
    table(['rule', 'when', 'effect'], rows),
    note('Each side kills its stands × its melee kill (rules table); mods melee … shows which apply.'),
  ];
}
