/** "Did you mean …?" for misspelt keys and words: the closest candidate, accents folded. */
import { describe, expect, it } from 'vitest';
import { didYouMean, suggest } from '../../src/engine/suggest.js';

describe('suggest', () => {
  it('folds accents, case and separators before measuring', () => {
    expect(suggest('kurassiere', ['Kürassiere', 'Croats'])).toBe('Kürassiere');
    expect(suggest('Smaland_Reiter', ['Småland Reiters', 'Croats'])).toBe('Småland Reiters');
  });

  it('suggests nothing far off', () => {
    expect(didYouMean('hussars', ['Kürassiere', 'Croats'])).toBe('');
    expect(didYouMean('croat', ['Kürassiere', 'Croats'])).toBe(' (did you mean "Croats"?)');
  });
});
