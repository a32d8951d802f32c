/**
 * Small helpers for the sentences the engine writes: possessives of unit and leader names,
 * and troop types as common nouns inside a sentence.
 */

/** "Gustav Horn's", but "Weiden's Cuirassiers'" and "Croats'": names ending in s take the apostrophe alone. */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** Words that keep their capital inside a sentence: peoples and places. */
const PROPER = new Set(['Dutch', 'Swedish', 'Finnish', 'Spanish', 'Polish', 'Imperialist']);

/**
 * A troop type's name as a common noun inside a sentence: "sword and bucklermen", "guard
 * cuirassiers/lancers", but "Finnish hackapells" and "Dutch battalion".
 */
export function typeNoun(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  if (PROPER.has(first)) return name;
  return [first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ');
}

/** "A", "A and B", "A, B and C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
