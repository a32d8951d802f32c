/**
 * Where the text stops, said one way everywhere: sections 5 (with 5.1 and 5.2) to 9 are
 * headings with nothing under them; of those, 5 to 7 are where the rest of a player turn goes.
 */
export const EMPTY_SECTIONS = 'sections 5 to 9 are empty headings';
export const REST_OF_TURN = 'the rest of the player turn is where sections 5 to 7 (ranged combat, close combat, morale) would go';
