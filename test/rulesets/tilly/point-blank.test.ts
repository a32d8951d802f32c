/** Seed 003, "Step 3.3. Point Blank Shooting" (Figure 15, and charge example (B)) and "Optional Rule: Evade". */
import { describe, expect, it } from 'vitest';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, SHOOTING_EXAMPLE, unit } from './battle.js';
import { tillyGuide } from '../../../src/rulesets/tilly/present/guide.js';
import { legalNow } from '../../../src/rulesets/tilly/legal.js';

/** Figure 15: the Spanish pike+shot has already shot at the French pike+shot, so only the Spanish shot may fire at the French horse charging both. */
function charged() {
  let b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'defender-shoot');
  b = run(b, 'shoot "Spanish Pike+shot" at "French Pike+shot" --rolls 1,1,1,1').battle;
  b = nextUntil(b, 'declare');
  return nextUntil(runAll(b, ['declare "French Horse" at "Spanish Pike+shot","Spanish Shot"', 'next', 'charge']), 'point-blank');
}

describe('Step 3.3. Point Blank Shooting', () => {

  it('the French horse charges both Spanish units; the pike+shot has shot and may not fire, the shot may', () => {
    const b = charged();
    expect(refusal(b, 'pointblank "Spanish Pike+shot" at "French Horse"')).toBe('Spanish Pike+shot has already shot this turn (shooting marker)');
    const { battle, entry } = run(b, 'pointblank "Spanish Shot" at "French Horse" --rolls 6,2,3');
    expect(entry.results[0]?.action).toBe('point-blank shooting');
    expect(entry.results[0]?.actorModifier).toBe(3);
    expect(unit(battle, 'French Horse').resolve).toBe(2);
    expect(unit(battle, 'Spanish Shot').shot).toBe(true);
  });

  it('only a unit charged this turn, that did not charge, and only at its charger', () => {
    const b = charged();
    expect(refusal(b, 'pointblank "Imperial Pike+shot" at "French Horse"')).toBe('French Horse did not charge Imperial Pike+shot this turn');
    expect(refusal(b, 'shoot "Spanish Shot" at "French Horse"')).toContain('use pointblank');
  });

  it('a charger in the flank gets 1 die; in the rear, none (out of arc)', () => {
    let b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare');
    b = nextUntil(runAll(b, ['declare "French Horse" at "Spanish Shot" --flank', 'declare "Second French Horse" at "Spanish Pike+shot" --rear', 'next', 'charge']), 'point-blank');
    expect(run(b, 'pointblank "Spanish Shot" at "French Horse" --rolls 1').entry.results[0]?.actorModifier).toBe(1);
    expect(refusal(b, 'pointblank "Spanish Pike+shot" at "Second French Horse"')).toContain('in the rear: out of arc');
  });

  it('a unit whose own charge fell short did charge this turn, so it may not shoot at point-blank range', () => {
    let b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare');
    b = runAll(b, ['declare "Spanish Horse" at "Weimarian Horse"', 'declare "French Pike+shot" at "Spanish Horse"', 'next']);
    b = runAll(b, ['charge "Spanish Horse" --no-contact', 'charge']);
    b = nextUntil(b, 'point-blank');
    expect(unit(b, 'Spanish Horse').charged?.contact).toBe(false);
    expect(refusal(b, 'pointblank "Spanish Horse" at "French Pike+shot"')).toBe('Spanish Horse charged this turn (its charge fell short) and cannot shoot at point-blank range');
  });

  it('a unit whose own charge was cancelled may still shoot at point-blank range', () => {
    let b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare');
    b = nextUntil(runAll(b, ['declare "Spanish Shot" at "French Pike+shot"', 'declare "French Horse" at "Spanish Shot"', 'next', 'charge']), 'point-blank');
    expect(unit(b, 'Spanish Shot').charge?.cancelled).toBeTruthy();
    expect(run(b, 'pointblank "Spanish Shot" at "French Horse" --rolls 1,1,1').entry.results[0]?.actorModifier).toBe(3);
  });
});

describe('Step 3.3. Point Blank Shooting: a unit contacted before its own charge could move did not charge', () => {
  const caught = () =>
    runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Pike+shot" at "Spanish Shot"', 'declare "Spanish Shot" at "Weimarian Pike+shot"', 'next', 'charge']);

  it('it may shoot at point-blank range at the unit that charged it, and step 3.3 lists it', () => {
    const b = caught();
    expect(unit(b, 'Spanish Shot').charged).toBeNull();
    const shot = unit(b, 'Spanish Shot').id;
    const french = unit(b, 'French Pike+shot').id;
    const { battle, entry } = run(b, 'next');
    expect(entry.results[0]?.result).toContain(`Open: pointblank ${shot} at ${french}`);
    expect(run(battle, 'pointblank "Spanish Shot" at "French Pike+shot" --rolls 6,1,1').entry.results[0]?.result).toContain('French Pike+shot takes 1 hit');
  });

  it('with the optional rule it may evade instead', () => {
    const b = runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Imperial Shot" at "Blue Brigade"', 'declare "Yellow Brigade" at "Imperial Shot"', 'next', 'charge', 'next']);
    expect(b.state.step).toBe('point-blank');
    expect(run(b, 'evade "Imperial Shot" --difficult').battle.state.contacts).toEqual([]);
  });
});

describe('Step 3.3. Point Blank Shooting: shooting order', () => {
  it('all point-blank shooting at one charger happens at once', () => {
    const b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Horse" at "Spanish Pike+shot","Spanish Shot"', 'next', 'charge']), 'point-blank');
    const after = run(b, 'pointblank "Spanish Shot" at "French Horse" --rolls 1,1,1').battle;
    expect(refusal(after, 'pointblank "Spanish Pike+shot" at "French Horse"')).toBe(
      'French Horse has already been shot at this step: all shooting at one target happens at once ("Shooting order")',
    );
    expect(run(b, 'pointblank "Spanish Pike+shot","Spanish Shot" at "French Horse" --rolls 1,1,1,1,6').entry.results[0]?.result).toContain('French Horse takes 1 hit');
  });
});

describe('Step 3.3. Point Blank Shooting: the charger may be left out when there is one', () => {

  it('a unit charged by one unit shoots at it without "at <charger>", and odds take the same line', () => {
    const b = charged();
    const named = run(b, 'pointblank "Spanish Shot" at "French Horse" --rolls 6,2,3').entry.results[0]?.result;
    expect(run(b, 'pointblank "Spanish Shot" --rolls 6,2,3').entry.results[0]?.result).toBe(named);
    expect(run(b, 'odds pointblank "Spanish Shot"').entry.results[0]?.odds?.outcomes.length).toBeGreaterThan(1);
  });

  it('a bare pointblank is the one open line; a unit that may not shoot gets its own refusal', () => {
    const b = charged();
    expect(unit(run(b, 'pointblank --rolls 6,2,3').battle, 'French Horse').resolve).toBe(2);
    expect(refusal(b, 'pointblank "Spanish Pike+shot"')).toBe('Spanish Pike+shot has already shot this turn (shooting marker)');
    expect(refusal(b, 'pointblank "Imperial Pike+shot"')).toBe('Imperial Pike+shot was not charged by any unit this turn: pointblank shoots only at a charger');
    const melee = nextUntil(b, 'melee');
    expect(refusal(melee, 'pointblank "Spanish Shot"')).toBe('point-blank shooting happens in step 3.3, not in melee');
    expect(refusal(melee, 'pointblank')).toBe('point-blank shooting happens in step 3.3, not in melee');
    // odds work in any step, as with the charger named.
    expect(run(melee, 'odds pointblank "Spanish Shot"').entry.results[0]?.odds?.outcomes.length).toBeGreaterThan(1);
  });

  it('with two chargers the charger must be named; a bare pointblank lists the open lines', () => {
    const b = nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Horse 1" at Croats', 'declare "Swedish Horse 2" at Croats', 'next', 'charge']), 'point-blank');
    const [h1, h2, croats] = [unit(b, 'Swedish Horse 1').id, unit(b, 'Swedish Horse 2').id, unit(b, 'Croats').id];
    expect(refusal(b, 'pointblank Croats')).toBe(`Croats were charged by Swedish Horse 1 and 2: name the one to shoot at (pointblank ${croats} at ${h1})`);
    expect(refusal(b, 'pointblank')).toBe(`pointblank needs the shooters and their charger: pointblank ${croats} at ${h1}; pointblank ${croats} at ${h2}`);
    expect(run(b, `pointblank Croats at ${h2} --rolls 1,1`).battle.state.shotAt).toEqual([h2]);
  });
});

describe('Optional Rule: Evade', () => {
  const chargedAt = (line: string) => nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), [line, 'next', 'charge']), 'point-blank');

  it('light horse in open terrain evade instead of shooting: no melee, a compulsory rally back', () => {
    const b = chargedAt('declare "Swedish Horse 1" at Croats');
    const { battle } = run(b, 'evade Croats');
    expect(battle.state.contacts).toEqual([]);
    expect(unit(battle, 'Croats').rallyBack).toBe('must');
    const melee = nextUntil(battle, 'rally-back');
    expect(refusal(melee, 'next')).toMatch(/^must still rally back: Croats \(D4\) — type rallyback D4 \[--far\]/);
    expect(run(run(melee, 'rallyback Croats').battle, 'next').battle.state.step).toBe('command-morale');
  });

  it('Optional Rule: Evade: a unit charged by two is offered one evade (it leaves both), named once in the step\'s open list', () => {
    const b = nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Horse 1" at Croats', 'declare "Swedish Horse 2" at Croats', 'next', 'charge']), 'charge');
    const hint = run(b, 'next').entry.results[0]?.result ?? '';
    expect(hint.match(/evade D4/g)).toEqual(['evade D4']);
    const evades = legalNow(run(b, 'next').battle.state).filter((c) => c.command === 'evade');
    expect(evades.map((c) => c.description)).toEqual(['Croats evade Swedish Horse 1 and 2']);
  });

  it('Optional Rule: Evade: a unit charged in the rear cannot evade, worded for a plural name ("their arc of fire, so they cannot")', () => {
    const b = chargedAt('declare "Swedish Horse 1" at Croats --rear');
    expect(refusal(b, 'evade Croats')).toBe('Swedish Horse 1 charged Croats in the rear: out of their arc of fire, so they cannot evade');
  });

  it('dragoons and shot only evade from difficult terrain; light horse only from open; pike+shot never', () => {
    const b = chargedAt('declare "Swedish Horse 1" at "Imperial Shot"');
    expect(refusal(b, 'evade "Imperial Shot"')).toContain('can only evade if they start in difficult terrain');
    expect(run(b, 'evade "Imperial Shot" --difficult').battle.state.contacts).toEqual([]);
    expect(refusal(chargedAt('declare "Swedish Horse 1" at Croats'), 'evade Croats --difficult')).toBe('light horse can only evade if they start in open terrain');
    expect(refusal(chargedAt('declare "Swedish Horse 1" at "Tercio 1"'), 'evade "Tercio 1"')).toContain('only dragoons, shot and light horse can evade');
  });

  it('Optional Rule: Evade: a unit that has shot was not eligible for point-blank shooting, so cannot evade (plural names: "they were")', () => {
    let b = nextUntil(battleOf(ARMIES), 'defender-shoot');
    b = run(b, 'shoot Croats at "Swedish Horse 2" --rolls 1,1').battle;
    b = nextUntil(runAll(nextUntil(b, 'declare'), ['declare "Swedish Horse 1" at Croats', 'next', 'charge']), 'point-blank');
    expect(refusal(b, 'evade Croats')).toBe('Croats have already shot this turn, so they were not eligible to shoot at point-blank range');
  });

  it('a unit whose own charge fell short did charge, so was not eligible to shoot at point-blank range and cannot evade', () => {
    let b = runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare Croats at "Swedish Horse 1"', 'declare "Blue Brigade" at Croats', 'next']);
    b = nextUntil(runAll(b, ['charge Croats --no-contact', 'charge']), 'point-blank');
    expect(unit(b, 'Croats').charged?.contact).toBe(false);
    expect(refusal(b, 'evade Croats')).toBe('Croats charged this turn (their charge fell short), so they were not eligible to shoot at point-blank range and cannot evade');
  });

  it('only with evade: true in the scenario', () => {
    const b = nextUntil(runAll(nextUntil(battleOf({ ...ARMIES, evade: false }), 'declare'), ['declare "Swedish Horse 1" at Croats', 'next', 'charge']), 'point-blank');
    expect(refusal(b, 'evade Croats')).toContain('does not use the optional evade rule');
  });
});

describe('Optional Rule: Evade, in the guided menus', () => {
  /** The guided menu's evade choice for a unit, as far as its terrain question. */
  const evadeQuestion = (b: ReturnType<typeof battleOf>, name: string) => {
    const menu = tillyGuide(b.state);
    if (menu?.kind !== 'select') throw new Error('no menu');
    const choice = menu.choices.find((c) => c.name === `${name} evades Swedish Horse 1` || c.name === `${name} evade Swedish Horse 1`);
    const step = menu.next(choice?.value ?? '');
    if (typeof step !== 'object' || step?.kind !== 'confirm') throw new Error(`no terrain question for ${name}`);
    return step;
  };
  /** The second question, once the terrain allows the evade: can it get out of contact? */
  const wayOut = (step: ReturnType<ReturnType<typeof evadeQuestion>['next']>) => {
    if (typeof step !== 'object' || step?.kind !== 'confirm') throw new Error('no question about the way out');
    return step;
  };
  const chargedBy = (target: string) => nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), [`declare "Swedish Horse 1" at "${target}"`, 'next', 'charge']), 'point-blank');

  it('asks the terrain the unit starts in instead of assuming it: shot and dragoons need difficult terrain, light horse open', () => {
    const shot = evadeQuestion(chargedBy('Imperial Shot'), 'Imperial Shot');
    expect(shot.message).toBe('Does Imperial Shot start in difficult terrain? (dragoons and shot evade only from difficult terrain)');
    expect(wayOut(shot.next(true)).next(true)).toMatch(/^evade D\d+ --difficult$/);
    expect(shot.next(false)).toMatch(/^evade D\d+$/); // refused with the rule
    const croats = evadeQuestion(chargedBy('Croats'), 'Croats');
    expect(croats.message).toBe('Do Croats start in open terrain? (light horse evade only from open terrain)');
    expect(wayOut(croats.next(true)).next(true)).toMatch(/^evade D\d+$/);
    expect(croats.next(false)).toMatch(/^evade D\d+ --difficult$/); // refused with the rule
  });

  it('Optional Rule: Evade: asks whether the evade move gets the unit out of contact with all enemy; a "no" ends in the refusal', () => {
    const b = chargedBy('Croats');
    const question = wayOut(evadeQuestion(b, 'Croats').next(true));
    expect(question.message).toBe("Can Croats' evade move, up to 3 TUM (60mm) straight back, get them out of contact with all enemy?");
    const line = question.next(false);
    expect(line).toMatch(/^evade D\d+ --blocked$/);
    expect(refusal(b, line as string)).toBe('Croats cannot evade: the evade move must get them out of contact with all enemy ("Optional Rule: Evade")');
  });
});

describe('Step 3.3 with "Shooting order": all point-blank shooting at one charger happens at once', () => {
  // The French horse charges both Spanish units, neither of which has shot.
  const declared = () => runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Horse" at "Spanish Pike+shot","Spanish Shot"', 'next', 'charge']);

  it('the step hint gives one line for the units that may shoot at the same charger, not one each (the second would be refused)', () => {
    const text = run(declared(), 'next').entry.results.map((r) => r.result).join(' ');
    const line = /Open: (pointblank \S+ at \S+)/.exec(text)?.[1] ?? '';
    expect(line).toMatch(/^pointblank D\d+,D\d+ at A\d+$/);
    expect(text).toContain('(all at once, or some of them)');
    expect(run(nextUntil(declared(), 'point-blank'), `${line} --rolls 1,1,1,1,1`).entry.results[0]?.result).toMatch(/Spanish Pike\+shot \(primary, 4 dice\).*Spanish Shot \(secondary, 1 die\)/);
  });

  it('the guided menu offers the other units that may shoot at the same charger with the one chosen', () => {
    const b = nextUntil(declared(), 'point-blank');
    const menu = tillyGuide(b.state);
    if (menu?.kind !== 'select') throw new Error('no menu');
    const choice = menu.choices.find((c) => c.name.startsWith('Spanish Pike+shot shoots at French Horse'));
    const step = menu.next(choice?.value ?? '');
    if (typeof step !== 'object' || step?.kind !== 'checkbox') throw new Error('no question of who shoots together');
    expect(step.message).toMatch(/^All point-blank shooting at French Horse happens at once \("Shooting order"\): which units shoot\? \(the first, Spanish Pike\+shot, is primary\)$/);
    expect(step.next(step.checked ?? [])).toMatch(/^pointblank D\d+,D\d+ at A\d+$/);
    expect(step.next([])).toMatch(/^pointblank D\d+ at A\d+$/);
  });
});

describe('Step 3.3. Point Blank Shooting and "Shoot front before flank": the normal shooting rules apply', () => {
  // The French horse charges the Spanish shot in the flank.
  const flanked = () => nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Horse" at "Spanish Shot" --flank', 'next', 'charge']), 'point-blank');

  it('an enemy in range to its front bars the flank volley, unless friends ahead block that fire; friends on that flank bar it too', () => {
    const b = flanked();
    expect(refusal(b, 'pointblank "Spanish Shot" --enemy-front "Spanish Shot"')).toBe(
      'Spanish Shot has an enemy in range to its front, so it may not shoot to its flank, even at point-blank range ("Shoot front before flank")',
    );
    expect(run(b, 'pointblank "Spanish Shot" --enemy-front "Spanish Shot" --friends-front "Spanish Shot" --rolls 1').entry.results[0]?.actorModifier).toBe(1);
    expect(refusal(b, 'pointblank "Spanish Shot" --blocked-flank "Spanish Shot"')).toBe('Spanish Shot has friends on the flank French Horse is on, so it cannot shoot to that flank ("Shoot front before flank")');
    // Each answer names a shooter: the enemy ahead or the charger is refused, never ignored.
    expect(refusal(b, 'pointblank "Spanish Shot" --enemy-front "French Horse"')).toMatch(
      /^--enemy-front names French Horse \(A\d+\), which is not shooting: name the shooter itself \(D\d+\) when it has an enemy in range to its front, not the units around it$/,
    );
    expect(refusal(b, 'pointblank "Spanish Shot" --blocked-flank "Spanish Shot","Spanish Pike+shot"')).toMatch(/^--blocked-flank names Spanish Pike\+shot \(D\d+\), which is not shooting/);
    // With no such answer the volley stands, as before.
    expect(run(b, 'pointblank "Spanish Shot" --rolls 6').entry.results[0]?.actorModifier).toBe(1);
  });

  it('the guided menu asks about a charger on the flank, as it does for a volley, and a "yes" ends in the refusal', () => {
    const b = flanked();
    const menu = tillyGuide(b.state);
    if (menu?.kind !== 'select') throw new Error('no menu');
    const ahead = menu.next(menu.choices.find((c) => c.name.startsWith('Spanish Shot shoots at French Horse'))?.value ?? '');
    if (typeof ahead !== 'object' || ahead?.kind !== 'confirm') throw new Error('no question of an enemy ahead');
    expect(ahead.message).toBe('Does Spanish Shot have an enemy in range to its front? (then it may not shoot to its flank, unless friends ahead block its fire)');
    const masked = ahead.next(true);
    if (typeof masked !== 'object' || masked?.kind !== 'confirm') throw new Error('no question of friends ahead');
    const refused = masked.next(false);
    expect(refused).toMatch(/^pointblank D\d+ at A\d+ --enemy-front D\d+$/);
    expect(refusal(b, refused as string)).toContain('may not shoot to its flank, even at point-blank range');
    const friends = ahead.next(false);
    if (typeof friends !== 'object' || friends?.kind !== 'confirm') throw new Error('no question of friends on the flank');
    expect(friends.message).toBe('Are there friendly units on that flank of Spanish Shot? (then it cannot shoot to that flank)');
    expect(friends.next(false)).toMatch(/^pointblank D\d+ at A\d+$/);
    expect(friends.next(true)).toMatch(/ --blocked-flank D\d+$/);
  });

  it('a charger to the front asks nothing of the flanks', () => {
    const b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Horse" at "Spanish Shot"', 'next', 'charge']), 'point-blank');
    const menu = tillyGuide(b.state);
    if (menu?.kind !== 'select') throw new Error('no menu');
    expect(menu.next(menu.choices.find((c) => c.name.startsWith('Spanish Shot shoots at French Horse'))?.value ?? '')).toMatch(/^pointblank D\d+ at A\d+$/);
  });
});

describe('Optional Rule: Evade and "Shoot front before flank": only a unit eligible to shoot at point-blank range evades', () => {
  const flanked = () => nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Horse 1" at Croats --flank', 'next', 'charge']), 'point-blank');

  it('charged in the flank, with an enemy in range ahead (and no friends ahead) or friends on that flank, it cannot evade', () => {
    const b = flanked();
    const id = unit(b, 'Croats').id;
    expect(refusal(b, `evade Croats --enemy-front ${id}`)).toBe(
      'Croats have an enemy in range to their front, so they may not shoot to their flank, even at point-blank range ("Shoot front before flank"), and so cannot evade ("Optional Rule: Evade")',
    );
    expect(refusal(b, `evade Croats --blocked-flank ${id}`)).toBe(
      'Croats have friends on the flank Swedish Horse 1 is on, so they cannot shoot to that flank ("Shoot front before flank"), and so cannot evade ("Optional Rule: Evade")',
    );
    // Friends ahead block the front, so the flank is open to it again.
    expect(run(b, `evade Croats --enemy-front ${id} --friends-front ${id}`).battle.state.contacts).toEqual([]);
    expect(run(b, 'evade Croats').battle.state.contacts).toEqual([]);
  });

  it('each answer names the evader itself: naming the enemy ahead, the charger or a friend is refused, not ignored', () => {
    const b = flanked();
    const charger = unit(b, 'Swedish Horse 1');
    const other = b.state.units.find((u) => u.side === unit(b, 'Croats').side && u.type !== 'commander' && u.name !== 'Croats');
    if (!other) throw new Error('no friend of the Croats');
    expect(refusal(b, `evade Croats --enemy-front ${charger.id}`)).toBe(
      `--enemy-front names Swedish Horse 1 (${charger.id}), not the evading unit: name the evader itself (${unit(b, 'Croats').id}) when it has an enemy in range to its front, not the units around it`,
    );
    expect(refusal(b, `evade Croats --blocked-flank ${other.id}`)).toMatch(/^--blocked-flank names .* not the evading unit: name the evader itself \(\w+\) when it has friends on the flank its charger struck/);
    expect(refusal(b, `evade Croats --friends-front ${other.id}`)).toMatch(/^--friends-front names .* not the evading unit/);
  });

  it('the guided menu asks the questions of "Shoot front before flank" for a flank charger, between the terrain and the way out', () => {
    const b = flanked();
    const menu = tillyGuide(b.state);
    if (menu?.kind !== 'select') throw new Error('no menu');
    const choice = menu.choices.find((c) => c.name === 'Croats evade Swedish Horse 1');
    const terrain = menu.next(choice?.value ?? '');
    if (typeof terrain !== 'object' || terrain?.kind !== 'confirm') throw new Error('no terrain question');
    const ahead = terrain.next(true);
    if (typeof ahead !== 'object' || ahead?.kind !== 'confirm') throw new Error('no front question');
    expect(ahead.message).toBe('Do Croats have an enemy in range to their front? (then they may not shoot to their flank, unless friends ahead block their fire)');
    const masked = ahead.next(true);
    if (typeof masked !== 'object' || masked?.kind !== 'confirm') throw new Error('no friends-ahead question');
    expect(masked.next(false)).toBe(`evade ${unit(b, 'Croats').id} --enemy-front ${unit(b, 'Croats').id}`);
  });
});
