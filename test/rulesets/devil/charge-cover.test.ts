/**
 * Seed 000, "Charges": the target's cover counts only against the charger's fire at contact
 * (pistols or carbines). A typed --cover that changes nothing, or that a defended obstacle
 * raises, is said in one line, in the odds and in the charge's result.
 */
import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from '../../../src/rulesets/devil/actions.js';
import { previewDevil } from '../../../src/rulesets/devil/preview.js';
import { runCharge } from './charge-fixtures.js';
import { makeState } from './fixtures.js';
import { devilOdds } from '../../../src/rulesets/devil/present/odds.js';
import { devilPreviewOf } from '../../../src/rulesets/devil/present/preview.js';
import { plain } from '../../../src/present/paint.js';
import { terminalLines } from '../../../src/present/terminal.js';

const s = makeState({
  attacker: [{ name: 'Tercio', type: 'tercio' }, { name: 'Cuirassiers', type: 'cuirassier' }],
  defender: [{ name: 'Shot', type: 'commanded-shot', bases: 2 }, { name: 'Hope', type: 'forlorn-hope' }],
});
const charge = (extra: Partial<ChargeRequest>): ChargeRequest => ({ kind: 'charge', unit: 'A1', target: 'D1', aspect: 'front', ground: 'open', crossedArc: false, evade: false, ...extra });
const notesOf = (req: ChargeRequest): readonly string[] => {
  const p = previewDevil(s, req);
  if (!p.ok) throw new Error(p.error);
  return p.value.notes ?? [];
};

describe('Charges: a typed --cover the charge cannot use is said, not silently ignored', () => {
  it('a charger that does not fire at contact (a tercio): the cover changes nothing', () => {
    const req = charge({ cover: 'hard' });
    const said = '--cover hard changes nothing: Tercio does not fire at contact (only cuirassiers, reiters and harquebusiers do).';
    expect(notesOf(req)).toContain(said);
    expect(runCharge(s, req, 3, 3).results[0]?.result).toContain(said);
  });
  it('an evade with no contact: no fire at contact, so the cover changes nothing (said after the evade)', () => {
    const req = charge({ unit: 'A2', target: 'D2', evade: true, contact: false, cover: 'hard' });
    const said = '--cover hard changes nothing: no contact is made, so there is no fire at contact.';
    expect(notesOf(req)).toContain(said);
    const r = runCharge(s, req);
    expect(r.results[0]?.result).not.toContain('--cover');
    expect(r.results[1]?.result).toMatch(/so the charge ends\. --cover hard changes nothing/);
  });
  it('a defended obstacle raises a typed --cover none to soft, and says so', () => {
    const req = charge({ unit: 'A2', obstacle: true, cover: 'none' });
    expect(notesOf(req)).toContain('--cover none becomes soft: behind a defended obstacle the target has at least soft cover against the fire at contact.');
  });
  it('a cover that counts, or none typed, adds no word', () => {
    for (const req of [charge({ unit: 'A2', cover: 'hard' }), charge({ unit: 'A2', obstacle: true }), charge({ unit: 'A2', obstacle: true, cover: 'hard' }), charge({})]) {
      expect(notesOf(req).filter((n) => n.includes('--cover'))).toEqual([]);
    }
  });
});

describe('Charges: the odds of a charge that rolls nothing (an evade without contact) still print its notes', () => {
  it('the note follows the head, before the one certain outcome', () => {
    const p = devilPreviewOf(s, charge({ unit: 'A2', target: 'D2', evade: true, contact: false, cover: 'hard' }));
    if (!p.ok || !p.value.odds) throw new Error('no odds');
    const lines = terminalLines(devilOdds(p.value, p.value.odds), plain);
    expect(lines[1]).toBe('  --cover hard changes nothing: no contact is made, so there is no fire at contact.');
    expect(lines.at(-1)).toMatch(/the charge ends +100% +certain/);
  });
});
