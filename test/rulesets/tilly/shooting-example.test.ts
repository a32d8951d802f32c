/**
 * Seed 003, "Shooting example" (Figures 11 and 12), with the rule book's own dice, and
 * "Commander casualties".
 */
import { describe, expect, it } from 'vitest';
import { battleOf, nextUntil, refusal, run, runAll, SHOOTING_EXAMPLE, unit } from './battle.js';

function beforeShooting() {
  // The French general is with the French horse; the Weimarian pike+shot are down to 2.
  const b = runAll(battleOf(SHOOTING_EXAMPLE), ['attach "French General" "French Horse"', 'set "Weimarian Pike+shot" resolve 2 --why "earlier losses"']);
  return nextUntil(b, 'defender-shoot');
}

describe('Shooting example', () => {
  it('Spanish pike+shot (primary, 4 dice: 1, 2, 6, 6) and Spanish shot (secondary, 6) rout the French horse; the general falls on a 5', () => {
    const b = beforeShooting();
    const { battle, entry } = run(b, 'shoot "Spanish Pike+shot","Spanish Shot" at "French Horse" --rolls 1,2,6,6,6,5');
    expect(entry.hand).toBe(true);
    expect(entry.rolls.map((r) => r.value)).toEqual([1, 2, 6, 6, 6, 5]);
    const [shooting, casualty] = entry.results;
    expect(shooting?.actorModifier).toBe(5); // 4 + 1 dice
    expect(shooting?.result).toContain('Spanish Pike+shot (primary, 4 dice) 1, 2, 6, 6: 2 hits');
    expect(shooting?.result).toContain('Spanish Shot (secondary, 1 die) 6: 1 hit');
    expect(shooting?.result).toContain('French Horse takes 3 hits and routs');
    expect(unit(battle, 'French Horse').fate).toBe('routed');
    expect(unit(battle, 'French Horse').routMarker).toBe(true);
    // "5-6 if the attached unit took hits and routed"
    expect(casualty?.result).toContain('rolls 5');
    expect(unit(battle, 'French General').fate).toBe('casualty');
    expect(unit(battle, 'French General').casualtyMarker).toBe(true);
    // Both Spanish units hit the routing unit, so both may claim heroics later.
    expect(battle.state.hits.map((h) => [h.by, h.hits])).toEqual([
      [unit(battle, 'Spanish Pike+shot').id, 2],
      [unit(battle, 'Spanish Shot').id, 1],
    ]);
  });

  it('Imperial cannons (2 dice: 1, 2) miss and the Imperial pike+shot, secondary and to its flank, roll a 6: Weimarians 2 → 1', () => {
    const b = beforeShooting();
    const { battle, entry } = run(b, 'shoot "Imperial Cannons","Imperial Pike+shot" at "Weimarian Pike+shot" --flank "Imperial Pike+shot" --rolls 1,2,6');
    expect(entry.results[0]?.modifiers?.actor.map((m) => m.value)).toEqual([2, 1]);
    expect(unit(battle, 'Weimarian Pike+shot').resolve).toBe(1);
    expect(entry.results[0]?.changes).toEqual([{ unit: 'Weimarian Pike+shot', from: 'resolve 2', to: 'resolve 1' }]);
    // No commander with the Weimarians: no casualty roll.
    expect(entry.results).toHaveLength(1);
  });

  it('after shooting, every Spanish and Imperial shooter has a shooting marker and cannot shoot or charge again', () => {
    let b = beforeShooting();
    b = runAll(b, [
      'shoot "Spanish Pike+shot","Spanish Shot" at "French Horse" --rolls 1,2,6,6,6,5',
      'shoot "Imperial Cannons","Imperial Pike+shot" at "Weimarian Pike+shot" --flank "Imperial Pike+shot" --rolls 1,2,6',
    ]);
    for (const name of ['Spanish Pike+shot', 'Spanish Shot', 'Imperial Cannons', 'Imperial Pike+shot']) expect(unit(b, name).shot).toBe(true);
  });

  it('the odds shown before the roll are exact: 5 dice at 6 against resolve 3', () => {
    const b = beforeShooting();
    const { entry } = run(b, 'odds shoot "Spanish Pike+shot","Spanish Shot" at "French Horse"');
    const odds = entry.results[0]?.odds;
    expect(odds?.outcomes.map((o) => [o.label, o.fraction])).toEqual([
      ['no hit', '3125/7776'],
      ['1 hit', '3125/7776'],
      ['2 hits', '625/3888'],
      ['3+ hits: routs', '23/648'],
    ]);
    expect(entry.events).toEqual([]);
    expect(entry.rolls).toEqual([]);
  });

  it('Commander casualties: odds and mods of the shooting name the general\'s die after the hits and its chance all told (play-test finding)', () => {
    const b = beforeShooting();
    const { entry } = run(b, 'odds shoot "Spanish Pike+shot","Spanish Shot" at "French Horse"');
    // 1 or 2 hits (4375/7776), then a 6; a rout (276/7776), then 5-6.
    expect(entry.results[0]?.result).toContain(
      'Then, if French Horse takes hits, a die for French General, attached: a casualty on a 6, or on 5-6 if French Horse routs (4927/46656 all told, "Commander casualties").',
    );
    // No commander with the Weimarians: nothing added.
    expect(JSON.stringify(run(b, 'odds shoot "Imperial Cannons" at "Weimarian Pike+shot"').entry.results)).not.toContain('Commander casualties');
  });

  it('Shooting criteria: the Imperial pike+shot may not shoot at the French pike+shot, the Spanish pike+shot being in the way', () => {
    const b = beforeShooting();
    expect(refusal(b, 'shoot "Imperial Pike+shot" at "French Pike+shot" --blocked')).toBe(
      'French Pike+shot cannot be shot at: the line of fire is blocked by terrain, friends or enemy, or passes a gap under 2 TUM ("Shooting criteria")',
    );
    expect(refusal(b, 'shoot "Imperial Pike+shot" at "Weimarian Pike+shot" --flank "Imperial Pike+shot" --enemy-front "Imperial Pike+shot"')).toBe(
      'Imperial Pike+shot has an enemy in range to its front, so it must shoot straight ahead, not to its flank ("Shoot front before flank")',
    );
    expect(refusal(b, 'shoot "Spanish Shot" at "French Horse" --friends-front "Spanish Shot"')).toMatch(/^Spanish Shot has friends in range to its front, so it cannot shoot to its front/);
    expect(refusal(b, 'shoot "Spanish Shot" at "French Horse" --not-closest')).toMatch(/^French Horse is not the closest possible target/);
  });

  it('Shoot front before flank: friends ahead free a unit with an enemy ahead to shoot to its flank, as the Imperial pike+shot do at the Weimarians', () => {
    const b = beforeShooting();
    // The French pike+shot are ahead of the Imperial pike+shot, but so are the Spanish pike+shot.
    const { battle } = run(
      b,
      'shoot "Imperial Cannons","Imperial Pike+shot" at "Weimarian Pike+shot" --flank "Imperial Pike+shot" --enemy-front "Imperial Pike+shot" --friends-front "Imperial Pike+shot" --rolls 1,2,6',
    );
    expect(unit(battle, 'Weimarian Pike+shot').resolve).toBe(1);
  });

  it('Shoot front before flank: each answer names the shooters, so naming the enemy ahead or the friends in the way is refused, not ignored', () => {
    const b = beforeShooting();
    // A game master who names the French pike+shot ahead (the enemy to the front) would
    // otherwise let the flank volley through.
    expect(refusal(b, 'shoot "Imperial Pike+shot" at "Weimarian Pike+shot" --flank "Imperial Pike+shot" --enemy-front "French Pike+shot"')).toMatch(
      /^--enemy-front names French Pike\+shot \(A\d+\), which is not shooting: name the shooter itself \(D\d+\) when it has an enemy in range to its front, not the units around it$/,
    );
    expect(refusal(b, 'shoot "Imperial Pike+shot" at "Weimarian Pike+shot" --flank "Imperial Pike+shot" --blocked-flank "Spanish Pike+shot"')).toMatch(/^--blocked-flank names Spanish Pike\+shot \(D\d+\), which is not shooting/);
    expect(refusal(b, 'shoot "Imperial Pike+shot" at "Weimarian Pike+shot" --flank "Imperial Pike+shot" --friends-front "Spanish Pike+shot"')).toMatch(/^--friends-front names Spanish Pike\+shot/);
  });

  it('Shoot front before flank: a unit cannot shoot to a flank that has friendly units on it', () => {
    const b = beforeShooting();
    expect(refusal(b, 'shoot "Imperial Pike+shot" at "Weimarian Pike+shot" --flank "Imperial Pike+shot" --blocked-flank "Imperial Pike+shot"')).toBe(
      'Imperial Pike+shot has friends on the flank Weimarian Pike+shot is on, so it cannot shoot to that flank ("Shoot front before flank")',
    );
    // Only a flank shot is barred by friends on a flank.
    expect(run(b, 'shoot "Imperial Pike+shot" at "Weimarian Pike+shot" --blocked-flank "Imperial Pike+shot" --rolls 1,1,1,1').battle.state.step).toBe('defender-shoot');
  });
});
