/**
 * English for sentences about units and sides, shared by the rule sets: whether a unit's name is
 * plural ("the Finns charge", "Tott's Cuirassiers 2 are destroyed"), the verb that agrees
 * with it, and lists of names ("Regimental Guns 1, 2 and 3").
 */

/** Words ending in s that name one thing, and given names (a commander in Tilly is a unit). */
const SINGULAR_S = new Set(['corps', 'harquebus', 'arquebus', 'gustavus', 'hesse', 'charles', 'louis', 'jacques', 'hans', 'nicolas', 'thomas', 'james', 'johannes', 'matthias', 'andreas', 'jonas', 'marcus', 'lucas', 'nikolaus', 'klaus']);
/** Words ending in "men" that name one thing. */
const SINGULAR_MEN = new Set(['specimen', 'abdomen', 'regimen', 'omen', 'amen', 'hymen', 'dolmen', 'stamen', 'acumen', 'bitumen', 'albumen', 'rumen', 'lumen', 'germen']);
/** Plurals not ending in s. */
const PLURAL_WORDS = new Set(['men', 'horsemen', 'gentlemen', 'musketmen', 'swordsmen', 'bowmen', 'yeomen', 'people', 'folk', 'cavaliers', 'militiamen']);

/** Peoples named by an adjective, which English uses as a plural noun ("the French are"). */
const PEOPLES = /^(?:french|dutch|czech|welsh|[a-z]*ish|[a-z]*ese|swiss)$/i;
/** Nouns that name a side as one body, which takes "the" ("the Catholic League", "the Army of Flanders"). */
const COLLECTIVE = /\b(?:alliance|league|army|host|coalition|union|confederation|empire|crown|kingdom|electorate|forces)\b/i;

/**
 * Is a side's name plural? Its noun's number: "Imperialists", "Swedes" and peoples named by an
 * adjective ("French", "Swiss") are plural; "Sweden", "Red", "the League" and "Army of Flanders"
 * (its noun is "Army") are singular.
 */
export function sideIsPlural(name: string): boolean {
  return isPeopleAdjective(name) || isPlural(nameHead(name));
}

/** Does the name end in a people's adjective ("the French", "the Imperial Dutch"), plural without an s? */
export function isPeopleAdjective(name: string): boolean {
  return PEOPLES.test(nameHead(name).split(/[\s-]+/).pop() ?? '');
}

/** The name before any " of …" ("Army of Flanders" → "Army"): the word that takes the verb. */
const nameHead = (name: string): string => name.replace(/\s+of\s+.*$/i, '').trim();

/**
 * A side's name as the subject of a sentence: a people or a body of troops takes "the" ("the
 * Swedes", "the Catholic League"); a country or a colour does not ("Sweden", "Red"), and a name
 * that has it already keeps one, in lower case ("The League" → "the League"). Capitalise it at
 * the start of a sentence.
 */
export function sideSubject(name: string): string {
  if (/^the\s/i.test(name)) return name.replace(/^the\s+/i, 'the ');
  // A name that begins with a possessive has its article in it: "Tilly's Army".
  if (/^\S+'s?\s/.test(name)) return name;
  return sideIsPlural(name) || COLLECTIVE.test(name) ? `the ${name}` : name;
}

/** A side's name and the verb that agrees with it: "Swedes win", "Sweden wins" (`singular`: the verb as for one). */
export const sideAndVerb = (name: string, singular: string): string => `${name} ${sideIsPlural(name) ? pluralVerb(singular) : singular}`;

/** A unit's name and, when its scenario says so, whether it is plural. */
export type Named = string | { readonly name: string; readonly plural?: boolean | undefined };

/**
 * Is a unit's name plural? By its last word, a number after it ignored ("Cuirassiers 2"
 * looks at "Cuirassiers"): "Reiters", "Finns", "Croats", "Field Guns" and "Commanded
 * Musketeers" are plural; "Levy", "Yellow Brigade", "Ottenbach's Tercio" and "Finnish Horse"
 * are singular. A scenario may say `plural: true` or `false` on a unit to settle it.
 */
export function isPlural(unit: Named): boolean {
  if (typeof unit !== 'string' && unit.plural !== undefined) return unit.plural;
  const name = typeof unit === 'string' ? unit : unit.name;
  // Odds tables ask about the same few names many thousands of times.
  const known = READ.get(name);
  if (known !== undefined) return known;
  const plural = readPlural(name);
  if (READ.size < 1000) READ.set(name, plural);
  return plural;
}

const READ = new Map<string, boolean>();

function readPlural(name: string): boolean {
  // Several units named together ("Regimental Guns 1 and 2", "Levy and Finns").
  if (/\S \band\b \S/.test(name.replace(/\s*\([^)]*\)\s*$/, ''))) return true;
  const words = name
    .trim()
    .replace(/\s*\([^)]*\)\s*$/, '')
    .split(/\s+/)
    .filter((w) => !/^(?:\d+|[IVX]+)$/.test(w) && !/^\d/.test(w));
  const last = (words[words.length - 1] ?? '').toLowerCase().replace(/[^a-z\u00c0-\u024f']/g, '');
  if (last === '') return false;
  if (PLURAL_WORDS.has(last) || (/men$/.test(last) && !SINGULAR_MEN.has(last))) return true;
  if (SINGULAR_S.has(last)) return false;
  if (/'s$/.test(last) || /(?:ss|us|is)$/.test(last)) return false;
  return /s$/.test(last) || /s'$/.test(last);
}

const IRREGULAR: Readonly<Record<string, string>> = { is: 'are', has: 'have', was: 'were', does: "do", goes: 'go', "isn't": "aren't", "hasn't": "haven't", "doesn't": "don't", "wasn't": "weren't" };

/** The text with its first letter a capital: "command check: …" → "Command check: …". */
export const capitalFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The plural form of a verb given in the third person singular: "charges" → "charge", "is" → "are", "carries" → "carry". */
export function pluralVerb(singular: string): string {
  const [first = '', ...rest] = singular.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  const lower = first.toLowerCase();
  const irregular = Object.hasOwn(IRREGULAR, lower) ? IRREGULAR[lower] : undefined;
  // "Is the …?", "Does the …?" at the head of a question keep their capital.
  if (irregular !== undefined) return (first === lower ? irregular : irregular.charAt(0).toUpperCase() + irregular.slice(1)) + tail;
  let base = first;
  if (/[^aeiou]ies$/.test(first)) base = `${first.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x|zz)es$/.test(first)) base = first.slice(0, -2);
  else if (/[^s]s$/.test(first)) base = first.slice(0, -1);
  return base + tail;
}

/**
 * The verb that agrees with a unit's name, given in the third person singular:
 * `${u.name} ${verb(u, 'charges')}` reads "Levy charges" or "Finns charge". Modal verbs
 * ("may", "cannot", "must") are the same either way.
 */
export const verb = (unit: Named, singular: string): string => (isPlural(unit) ? pluralVerb(singular) : singular);

/** A count with its noun: "1 hex", "3 hexes" (`many` defaults to the noun with an s). */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "its" or "their", for a unit's name. */
export const its = (unit: Named): string => (isPlural(unit) ? 'their' : 'its');

/** "it" or "they", for a unit's name. */
export const itWord = (unit: Named): string => (isPlural(unit) ? 'they' : 'it');

/** "flip it", "flip them": the object pronoun for a unit. */
export const them = (unit: Named): string => (isPlural(unit) ? 'them' : 'it');

/** "A", "A and B", "A, B and C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * Unit names as one list, numbered units of one name collapsed: ["Regimental Guns 1",
 * "Regimental Guns 2", "Levy"] → ["Regimental Guns 1 and 2", "Levy"]. The order of first
 * appearance is kept.
 */
export function collapseNumbered(names: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  const order: (string | { base: string })[] = [];
  for (const name of names) {
    const m = /^(.*\S)\s+(\d+)$/.exec(name);
    if (!m) {
      order.push(name);
      continue;
    }
    const base = m[1] as string;
    const list = groups.get(base);
    if (list) list.push(m[2] as string);
    else {
      groups.set(base, [m[2] as string]);
      order.push({ base });
    }
  }
  return order.map((x) => (typeof x === 'string' ? x : `${x.base} ${listWords(groups.get(x.base) ?? [])}`));
}

/**
 * Unit names as one phrase: "Regimental Guns 1, 2 and 3", "Levy and Finns"; a collapsed
 * group inside a longer list keeps its own "and" apart with a comma: "Field Guns 1 and 2,
 * and Croats".
 */
export function unitList(names: readonly string[]): string {
  const items = collapseNumbered(names);
  if (items.length > 1 && items.slice(0, -1).some((x) => / and /.test(x))) return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
  return listWords(items);
}

/** "Weiden's Cuirassiers'" and "Ottenbach's Tercio's": the possessive of a name. */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** Typed text quoted in a message, cut short past `max` characters: a pasted or forged line of any length stays one readable line. */
export const clipped = (text: string, max = 80): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
