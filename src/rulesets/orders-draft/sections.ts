/**
 * Where the text stops, said one way everywhere: sections 5 (with 5.1 and 5.2) to 9 are
 * headings with nothing under them; of those, 5 to 7 are where the rest of a player turn goes.
 */
export const EMPTY_SECTIONS = 'sections 5 to 9 are empty headings';
export const REST_OF_TURN = 'the rest of the player turn is where sections 5 to 7 (ranged combat, close combat, morale) would go';

const RECORD = 'record what the table decides with corrections (lose <unit> <stands>, disorder, rout, kill; help lists them)';

const ORDER_WORD = (w: string, flag = '', who = '<commander> <unit>'): string => `${w} is an order a commander gives in the Orders phase: order ${who} ${w}${flag} (3.1.3, 3.3)`;

/** The orders typed as commands; with the unit typed after them, the line names its commander and it (`march A1`: order AC1 A1 march). */
const ORDER_WORDS: Readonly<Record<string, (who?: string) => string>> = {
  ...Object.fromEntries(['march', 'stand-ready', 'change-formation', 'about-face'].map((w) => [w, (who?: string) => ORDER_WORD(w, '', who)])),
  charge: (who?: string) => `${ORDER_WORD('charge', ' --target <enemy>', who)}; once accepted, charge-move <unit> --distance N moves it (4.2)`,
};

/**
 * Words a game master with the book open may type for what the text names but never defines
 * (fire, melee), or for an order typed as a command: the refusal says where the text stops
 * or which command gives it, instead of "unknown command".
 */
const BOOK_WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['fire', 'shoot', 'volley', 'artillery', 'missile', 'ranged'].map((w) => [w, `ranged combat (section 5, with 5.1 artillery and 5.2 missile troops) is an empty heading, so there is no fire to roll; ${RECORD}`])),
  ...Object.fromEntries(['melee', 'fight', 'attack', 'combat', 'close-combat'].map((w) => [w, `close combat (section 6) is an empty heading, so there is no melee to roll; ${RECORD}`])),
  ...Object.fromEntries(['army', 'army-building', 'points'].map((w) => [w, 'army building (section 9) is an empty heading: the scenario gives each side its regiments, commanders and units, and tyw check warns of a unit outside its purchase size (2.6)'])),
  ...Object.fromEntries(['victory', 'win'].map((w) => [w, 'the text defines no victory: end <side>|draw ends the battle when the players agree'])),
  ...Object.fromEntries(['commanders', 'commander'].map((w) => [w, "the commanders' view is leaders: each commander's rank, rating and place in the phase; status <commander> shows his regiment (2.8)"])),
  move: 'units move by the orders a commander gives in the Orders phase: order <commander> <unit> march (3.3.2, 4.1); an accepted charge moves with charge-move <unit> --distance N (4.2)',
};

/** The refusal for a book word that is no command here, or null; `who` is "AC1 A1" when the line named a unit after an order word. */
export const bookWordRefusal = (word: string, who?: string): string | null => {
  // Own keys only: "constructor" typed by a user is no book word.
  const key = word.toLowerCase();
  if (Object.hasOwn(ORDER_WORDS, key)) return ORDER_WORDS[key]?.(who) ?? null;
  return Object.hasOwn(BOOK_WORDS, key) ? (BOOK_WORDS[key] ?? null) : null;
};
