/**
 * `rules <section>`: the draft's own numbering (1 to 9, as its contents list it) leads to the
 * topic that covers it; a section the text leaves empty (5 to 7, 8.1, 9) says so by its number
 * and name, and section 8 leads to the designed turn, which says it is not the text.
 */

/** The empty headings, by number, with the text's own names. */
const EMPTY: Readonly<Record<string, string>> = {
  '5': 'Section 5 (Ranged Combat, with 5.1 Artillery and 5.2 Missile Troops)',
  '5.1': 'Section 5.1 (Artillery)',
  '5.2': 'Section 5.2 (Missile Troops)',
  '6': 'Section 6 (Close Combat)',
  '7': 'Section 7 (Morale and your Soldiers)',
  '8.1': 'Section 8.1 (Phases of the Game and Player Turns)',
  '9': 'Section 9 (Army Building)',
};

/** Sections with rules, and the topic that gives them. */
const COVERED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['1', '1.1', '2', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7'].map((n) => [n, 'units'])),
  ...Object.fromEntries(['2.6.1', '2.8', '2.9', '2.9.1'].map((n) => [n, 'commanders'])),
  ...Object.fromEntries(['3', '3.1', '3.1.1', '3.1.2', '3.1.3'].map((n) => [n, 'orders'])),
  '3.2': 'regiment',
  ...Object.fromEntries(['3.3', '3.3.1', '3.3.2', '3.3.6', '3.3.7', '3.3.8'].map((n) => [n, 'list'])),
  '3.3.3': 'charge',
  '3.3.4': 'guard',
  '3.3.5': 'support',
  ...Object.fromEntries(['4', '4.1'].map((n) => [n, 'movement'])),
  '4.2': 'charge',
  '8': 'turn',
};

/** The contents of the text, each heading with what tyw does with it: `rules sections`. */
export const SECTION_ROWS: readonly (readonly [string, string, string])[] = [
  ['1, 1.1', 'Basic Playing Components', 'rules units'],
  ['2.1 to 2.7', 'Units, stands, formation, types, profile, regiment', 'rules units; the scenario gives each unit'],
  ['2.6.1, 2.8, 2.9, 2.9.1', 'Command Rating, the Commander, the Army', 'rules commanders; kill, morale-check, promote'],
  ['3, 3.1', 'Orders, Issuing Orders', 'rules orders; order'],
  ['3.2', 'Regiment-wide Orders', 'rules regiment; regiment'],
  ['3.3.1 to 3.3.8', 'The Order List', 'rules list; rules charge, guard, support'],
  ['4, 4.1, 4.2', 'Movement: March, Charge', 'rules movement, rules charge; charge-move'],
  ['5, 5.1, 5.2', 'Ranged Combat, Artillery, Missile Troops', 'empty heading: record results with corrections'],
  ['6', 'Close Combat', 'empty heading: record results with corrections'],
  ['7', 'Morale and your Soldiers', 'empty heading: morale-check records the checks of 2.9.1'],
  ['8, 8.1', 'The Game Turn, Phases and Player Turns', 'empty heading: tyw designs a turn (rules turn)'],
  ['9', 'Army Building', 'empty heading: the scenario gives the armies'],
];

/** Words a game master may type for a topic, beside its name. */
const WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['unit', 'stands', 'formation', 'formations', 'profile', 'types', 'facing', 'facings'].map((w) => [w, 'units'])),
  ...Object.fromEntries(['march', 'move', 'moves'].map((w) => [w, 'movement'])),
  ...Object.fromEntries(['rally', 'about-face', 'stand-ready', 'change-formation'].map((w) => [w, 'list'])),
  ...Object.fromEntries(['commander', 'morale-check', 'promote', 'kill'].map((w) => [w, 'commanders'])),
  ...Object.fromEntries(['regimental', 'regiment-wide'].map((w) => [w, 'regiment'])),
  victory: 'turn',
};

/** What `rules <key>` means: a topic, an empty heading (its words), or neither. */
export type SectionLookup = { readonly topic: string } | { readonly empty: string } | null;

/** A section number ("3.3.4", "section 5", "sect. 9") or a word for a topic. */
export function lookupSection(key: string): SectionLookup {
  const n = key.replace(/^(?:section|sect?\.?|\u00a7)\s*/, '').replace(/\.$/, '');
  if (Object.hasOwn(EMPTY, n)) return { empty: EMPTY[n] as string };
  if (Object.hasOwn(COVERED, n)) return { topic: COVERED[n] as string };
  if (Object.hasOwn(WORDS, key)) return { topic: WORDS[key] as string };
  if (['army', 'army-building', 'points'].includes(key)) return { empty: EMPTY['9'] as string };
  return null;
}
