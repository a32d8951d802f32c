/**
 * Seed 003, "Step 3.4. Melee": "Choosing which melee to fight", "Melee dice", "Fighting to
 * flank or rear", "Primary and secondary melee units", "Infantry defending uphill or
 * fortifications", "Commander in melee"; Table 1 note 2 (horse's to-hit).
 */
import { describe, expect, it } from 'vitest';
import { meleeOdds, type Pool } from '../../../src/rulesets/tilly/odds.js';
import { markers } from '../../../src/rulesets/tilly/present/unit.js';
import { tillyGuide } from '../../../src/rulesets/tilly/present/guide.js';
import { ARMIES, battleOf, chargeExampleB, nextUntil, refusal, run, runAll, SHOOTING_EXAMPLE, unit } from './battle.js';

const pool = (count: number, toHit: number): Pool => ({ unit: 'u', label: 'u', count, toHit, items: [] });

/** Declare the charges, make them, and stand at step 3.4. */
const meleeAfter = (declarations: string[], raw: unknown = SHOOTING_EXAMPLE, before: string[] = []) =>
  nextUntil(runAll(nextUntil(runAll(battleOf(raw), before), 'declare'), [...declarations, 'next', 'charge']), 'melee');

const dice = (b: ReturnType<typeof meleeAfter>, line: string) => {
  const r = run(b, `mods ${line}`).entry.results[0];
  return { actor: r?.modifiers?.actor.map((m) => `${m.label} ${m.value}`), target: r?.modifiers?.target.map((m) => `${m.label} ${m.value}`) };
};

describe('Melee dice', () => {
  it('the primary unit fighting to its front rolls its current resolve; pike+shot hit on 5-6', () => {
    const b = meleeAfter(['declare "French Pike+shot" at "Spanish Pike+shot"']);
    expect(dice(b, 'melee "French Pike+shot"')).toEqual({
      actor: ['French Pike+shot: primary, enemy to front: resolve 4', 'French Pike+shot: hits on 5+ 0'],
      target: ['Spanish Pike+shot: primary, enemy to front: resolve 4', 'Spanish Pike+shot: hits on 5+ 0'],
    });
  });

  it('Horse hit on 4-6 charging the flank of pike+shot; the pike+shot, enemy to its flank, fight with one die', () => {
    const b = meleeAfter(['declare "French Horse" at "Spanish Pike+shot" --flank']);
    expect(dice(b, 'melee "French Horse"')).toEqual({
      actor: ['French Horse: primary, enemy to front: resolve 3', 'French Horse: hits on 4+ (horse charging the flank or rear of pike+shot) 0'],
      target: ['Spanish Pike+shot: primary, enemy to flank 1', 'Spanish Pike+shot: hits on 5+ 0'],
    });
  });

  it('Horse hit on 5-6 charging the front of pike+shot, 4-6 charging anything else, 5-6 when not charging, 6 in difficult terrain', () => {
    const front = meleeAfter(['declare "French Horse" at "Spanish Pike+shot"']);
    expect(dice(front, 'melee "French Horse"').actor?.[1]).toBe('French Horse: hits on 5+ (horse charging the front of pike+shot) 0');
    const other = meleeAfter(['declare "French Horse" at "Spanish Shot"']);
    expect(dice(other, 'melee "French Horse"').actor?.[1]).toBe('French Horse: hits on 4+ (horse charging a unit other than pike+shot) 0');
    const defending = meleeAfter(['declare "French Pike+shot" at "Spanish Horse"']);
    expect(dice(defending, 'melee "Spanish Horse"').actor?.[1]).toBe('Spanish Horse: hits on 5+ (horse not charging) 0');
    expect(dice(other, 'melee "French Horse" --difficult "French Horse"').actor?.[1]).toBe('French Horse: hits on 6 (horse in difficult terrain) 0');
  });

  it('Fighting to flank or rear: an enemy to the rear means no dice at all', () => {
    const b = meleeAfter(['declare "French Horse" at "Spanish Shot" --rear']);
    expect(dice(b, 'melee "French Horse"').target).toEqual(['Spanish Shot: enemy to its rear: cannot fight 0']);
  });

  it('Primary and secondary melee units: the other units of a side roll one die each', () => {
    const b = meleeAfter(['declare "French Horse" at "Spanish Pike+shot"', 'declare "French Pike+shot" at "Spanish Pike+shot"']);
    const d = dice(b, 'melee "Spanish Pike+shot"');
    // By default the strongest unit is primary; the player may choose another.
    expect(d.target).toEqual([
      'French Pike+shot: primary, enemy to front: resolve 4',
      'French Pike+shot: hits on 5+ 0',
      'French Horse: secondary 1',
      'French Horse: hits on 5+ (horse charging the front of pike+shot) 0',
    ]);
    const chosen = dice(b, 'melee "Spanish Pike+shot" --primary "French Horse"');
    expect(chosen.target?.[0]).toBe('French Horse: primary, enemy to front: resolve 3');
    expect(chosen.target?.[2]).toBe('French Pike+shot: secondary 1');
  });

  it('Infantry defending uphill or fortifications: one die less for a unit charging them', () => {
    const b = meleeAfter(['declare "French Horse" at "Spanish Pike+shot"']);
    expect(dice(b, 'melee "French Horse" --uphill "French Horse"').actor?.slice(0, 2)).toEqual([
      'French Horse: primary, enemy to front: resolve 3',
      'French Horse: charged uphill against infantry -1',
    ]);
    expect(run(b, 'melee "French Horse" --fortified "French Horse" --rolls 1,1,1,1,1,1').entry.results[0]?.actorModifier).toBe(2);
    expect(refusal(b, 'melee "French Horse" --uphill "Spanish Pike+shot"')).toContain('did not charge this turn');
  });

  it('Infantry defending uphill or fortifications, the book\'s examples: horse of resolve 3 charging pike+shot on a crest roll 2 dice; pike+shot of resolve 2 charging entrenched shot roll 1', () => {
    const crest = meleeAfter(['declare "French Horse" at "Spanish Pike+shot"']);
    expect(run(crest, 'melee "French Horse" --uphill "French Horse" --rolls 1,1,1,1,1,1').entry.results[0]?.actorModifier).toBe(2);
    const entrenched = meleeAfter(['declare "French Pike+shot" at "Spanish Shot"'], SHOOTING_EXAMPLE, ['set "French Pike+shot" resolve 2']);
    expect(run(entrenched, 'melee "French Pike+shot" --fortified "French Pike+shot" --rolls 1,1,1,1').entry.results[0]?.actorModifier).toBe(1);
  });

  it('Infantry defending uphill or fortifications: uphill and fortified together are still one die less, not two', () => {
    const b = meleeAfter(['declare "French Horse" at "Spanish Pike+shot"']);
    expect(dice(b, 'melee "French Horse" --uphill "French Horse" --fortified "French Horse"').actor?.slice(0, 2)).toEqual([
      'French Horse: primary, enemy to front: resolve 3',
      'French Horse: charged uphill against infantry in fortifications -1',
    ]);
    expect(run(b, 'melee "French Horse" --uphill "French Horse" --fortified "French Horse" --rolls 1,1,1,1,1,1').entry.results[0]?.actorModifier).toBe(2);
  });

  it('Commander in melee: an extra die hitting on 4-6; he may fall if the unit takes hits', () => {
    const b = meleeAfter(['declare "French Horse" at "Spanish Shot"'], SHOOTING_EXAMPLE, ['attach "French General" "French Horse"']);
    const { battle, entry } = run(b, 'melee "French Horse" --rolls 1,1,1,4,6,1,1,6');
    expect(entry.results[0]?.result).toContain('French General (commander with French Horse) rolls 4 (hit on 4+): 1 hit');
    expect(unit(battle, 'Spanish Shot').resolve).toBe(2);
    expect(unit(battle, 'French Horse').resolve).toBe(2);
    expect(unit(battle, 'French General').fate).toBe('casualty');
    expect(refusal(b, 'melee "French General"')).toContain('a commander fights only with the unit he is attached to');
  });

  it('hits weaken the enemy; a unit fighting two enemies may divide its hits (--assign)', () => {
    const b = meleeAfter(['declare "French Horse" at "Spanish Pike+shot","Spanish Shot"']);
    const r = run(b, 'melee "French Horse" --assign "French Horse"="Spanish Shot" --rolls 6,6,1,1,1,1,1,1');
    expect(unit(r.battle, 'Spanish Shot').resolve).toBe(1);
    expect(unit(r.battle, 'Spanish Pike+shot').resolve).toBe(4);
  });

  it('exact odds: who scores more hits', () => {
    const b = meleeAfter(['declare "French Pike+shot" at "Spanish Pike+shot"']);
    const odds = run(b, 'odds melee "French Pike+shot"').entry.results[0]?.odds;
    // Symmetric: 4 dice at 5+ each side.
    expect(odds?.outcomes[0]?.fraction).toBe(odds?.outcomes[2]?.fraction);
    expect(odds?.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
  });
});

describe('Choosing which melee to fight', () => {
  it('the side with most units charging chooses first, then the sides alternate; every melee must be fought', () => {
    const b = meleeAfter(['declare "Spanish Horse" at "French Pike+shot"', 'declare "Imperial Horse" at "Weimarian Horse"']);
    expect(b.state.meleeChooser).toBe(1);
    expect(refusal(b, 'next')).toContain('melee still to fight');
    const after = run(b, 'melee "Spanish Horse" --rolls 1,1,1,1,1,1,1').battle;
    expect(after.state.meleeChooser).toBe(0);
    expect(refusal(after, 'melee "Spanish Horse"')).toContain('has already been fought this step');
  });

  it('on a tie the attacker chooses first', () => {
    expect(meleeAfter(['declare "French Horse" at "Spanish Shot"', 'declare "Spanish Horse" at "French Pike+shot"']).state.meleeChooser).toBe(0);
  });
});

describe('Cannons in melee', () => {
  it('cannons put in contact by a correction do not sit in melee rolling no dice: they are eliminated without a fight when it is fought', () => {
    const b = run(nextUntil(battleOf(ARMIES), 'melee'), 'engage "Swedish Horse 1" "Imperial Guns"').battle;
    expect(refusal(b, 'next')).toContain('melee still to fight');
    const { battle, entry } = run(b, 'melee "Swedish Horse 1"');
    expect(entry.rolls).toEqual([]);
    expect(entry.results.map((r) => r.result)).toEqual([
      'Imperial Guns (Imperialists) are in contact with Swedish Horse 1: cannons do not fight in melee and are eliminated without a fight (resolve 2 → eliminated).',
    ]);
    expect(unit(battle, 'Imperial Guns').fate).toBe('eliminated');
    expect(unit(battle, 'Swedish Horse 1').meleeResult).toBeNull();
    expect(battle.state.contacts).toEqual([]);
    expect(run(battle, 'next').battle.state.step).toBe('rally-back');
  });

  it('cannons in a larger melee go first; the others fight on without them', () => {
    let b = nextUntil(battleOf(ARMIES), 'melee');
    b = runAll(b, ['engage "Swedish Horse 1" "Imperial Guns"', 'engage "Swedish Horse 1" "Tercio 1"']);
    expect(dice(b, 'melee "Swedish Horse 1"').target).toEqual(['Tercio 1: primary, enemy to front: resolve 4', 'Tercio 1: hits on 5+ 0']);
    const { battle, entry } = run(b, 'melee "Imperial Guns" --rolls 1,1,1,1,1,1,1');
    expect(entry.results[0]?.result).toContain('Imperial Guns (Imperialists) are in contact with Swedish Horse 1: cannons do not fight');
    expect(entry.results[1]?.action).toBe('melee');
    expect(unit(battle, 'Imperial Guns').fate).toBe('eliminated');
    expect(unit(battle, 'Tercio 1').meleeResult).toBe('drew');
  });
});

describe('Melee dice: horse charging more than one unit (charge example (B))', () => {
  const exampleB = chargeExampleB;

  it('the horse hit the pike+shot (front) on 5-6 and the shot on 4-6: the to-hit follows the enemy the hits go to', () => {
    const b = exampleB();
    const horse = unit(b, 'French Horse').id;
    const shot = unit(b, 'Spanish Shot').id;
    expect(dice(b, `melee "French Horse" --assign ${horse}=${unit(b, 'Spanish Pike+shot').id}`).actor?.[1]).toBe('French Horse: hits on Spanish Pike+shot on 5+ (horse charging the front of pike+shot) 0');
    expect(dice(b, `melee "French Horse" --assign ${horse}=${shot}`).actor?.[1]).toBe('French Horse: hits on Spanish Shot on 4+ (horse charging a unit other than pike+shot) 0');
    // 5, 5, 4 all on the pike+shot: two hits, not three.
    const { battle } = run(b, `melee "French Horse" --assign ${horse}=${unit(b, 'Spanish Pike+shot').id} --rolls 5,5,4,1,1,1,1,1`);
    expect(unit(battle, 'Spanish Pike+shot').resolve).toBe(2);
  });

  it('with its hits still to divide, the odds count every die that can hit one of them (4+), as the roll does', () => {
    const b = exampleB();
    const odds = run(b, 'odds melee "French Horse"').entry.results[0];
    // 3 dice at 4+ against 4 at 5+ and 1 at 6: the odds the roll then follows.
    const exact = meleeOdds([pool(3, 4)], [pool(4, 5), pool(1, 6)], 'a', 'b', 3, 7);
    expect(odds?.odds?.outcomes.map((o) => o.fraction)).toEqual(exact.outcomes.map((o) => o.fraction));
    expect(odds?.result).toContain('3 for French Horse (hit on 4+ on Spanish Shot, 5+ on Spanish Pike+shot)');
    expect(dice(b, 'melee "French Horse"').actor?.[1]).toBe(
      'French Horse: hits on Spanish Shot on 4+ (horse charging a unit other than pike+shot), on Spanish Pike+shot on 5+ (horse charging the front of pike+shot) 0',
    );
    const rolled = run(b, 'melee "French Horse" --rolls 4,4,4,1,1,1,1,1').entry.results[0];
    expect(rolled?.result).toContain('French Horse rolls 4, 4, 4 (hit on 4+ on Spanish Shot, 5+ on Spanish Pike+shot): 3 hits');
    expect(rolled?.odds?.outcomes.map((o) => o.fraction)).toEqual(exact.outcomes.map((o) => o.fraction));
  });

  it('when the other target is cannons, eliminated by the charge, the horse hit the pike+shot front on 5-6', () => {
    const b = meleeAfter(['declare "French Horse" at "Imperial Pike+shot","Imperial Cannons"']);
    expect(unit(b, 'Imperial Cannons').fate).toBe('eliminated');
    expect(dice(b, 'melee "French Horse"').actor?.[1]).toBe('French Horse: hits on Imperial Pike+shot on 5+ (horse charging the front of pike+shot) 0');
  });
});

describe('Step 3.5 Rally back: the melee result in words', () => {
  it('when every unit in the melee drew, the result is one draw', () => {
    const b = meleeAfter(['declare "French Pike+shot" at "Spanish Pike+shot"']);
    const { battle, entry } = run(b, 'melee "French Pike+shot" --rolls 1,1,1,1,1,1,1,1');
    expect(entry.results[0]?.result).toMatch(/→ no hits\. French Pike\+shot and Spanish Pike\+shot draw the melee\. Still in contact: locked in melee\.$/);
    expect([unit(battle, 'French Pike+shot').meleeResult, unit(battle, 'Spanish Pike+shot').meleeResult]).toEqual(['drew', 'drew']);
  });

  it('where the results differ, each unit keeps its own', () => {
    const b = meleeAfter(['declare "French Pike+shot" at "Spanish Pike+shot"']);
    expect(run(b, 'melee "French Pike+shot" --rolls 6,1,1,1,1,1,1,1').entry.results[0]?.result).toContain('French Pike+shot won, Spanish Pike+shot lost.');
  });
});

describe('Melee dice: odds name the dice in order with the score each hits on', () => {
  it('"(hit on 5+)", the words the melee result uses', () => {
    const b = meleeAfter(['declare "French Pike+shot" at "Spanish Pike+shot"']);
    const result = run(b, 'odds melee "French Pike+shot"').entry.results[0]?.result ?? '';
    // No commander is attached on either side, so no casualty die follows ("Commander casualties").
    expect(result).toMatch(/Dice in order: 4 for French Pike\+shot \(hit on 5\+\), then 4 for Spanish Pike\+shot \(hit on 5\+\)\.$/);
    expect(result).not.toContain('attached commander');
  });

  it('Commander in melee: the commander\'s die is named with its score in one bracket, and his casualty die is said to follow', () => {
    let b = run(battleOf(ARMIES), 'attach Horn "Swedish Horse 1"').battle;
    b = nextUntil(runAll(nextUntil(b, 'declare'), ['declare "Swedish Horse 1" at "Cuirassiers 1"', 'next', 'charge']), 'melee');
    expect(run(b, 'odds melee "Swedish Horse 1"').entry.results[0]?.result).toContain(
      'Dice in order: 3 for Swedish Horse 1 (hit on 4+), then 1 for Horn (commander with Swedish Horse 1, hit on 4+), then 3 for Cuirassiers 1 (hit on 5+); then a casualty die for each attached commander whose unit took hits (Horn with Swedish Horse 1).',
    );
    // The mods line says "commander" once: "Horn (commander with Swedish Horse 1): 1 die, hits on 4+".
    const labels = run(b, 'mods melee "Swedish Horse 1"').entry.results[0]?.modifiers?.actor.map((m) => m.label);
    expect(labels).toContain('Horn (commander with Swedish Horse 1): 1 die, hits on 4+');
  });
});

describe('Step 3.4 and "Locked in melee": status says "in melee with" before the melee, "locked with" after (play-test finding)', () => {
  it('a charge this turn reads "in melee with" until fought; surviving in contact, "locked with", and still so next turn', () => {
    const b = meleeAfter(['declare "French Pike+shot" at "Spanish Pike+shot"']);
    const words = (x: typeof b, name: string) => markers(x.state, unit(x, name)).join('; ');
    expect(words(b, 'French Pike+shot')).toContain('in melee with Spanish Pike+shot');
    expect(words(b, 'Spanish Pike+shot')).toContain('in melee with French Pike+shot');
    expect(words(b, 'Spanish Pike+shot')).not.toContain('locked');
    // One hit each: both survive, still in contact.
    const fought = run(b, 'melee "French Pike+shot" --rolls 5,1,1,1,5,1,1,1').battle;
    expect(words(fought, 'French Pike+shot')).toContain('locked with Spanish Pike+shot');
    expect(words(fought, 'Spanish Pike+shot')).toContain('locked with French Pike+shot');
    const nextTurn = nextUntil(fought, 'attacker-move');
    expect(words(nextTurn, 'French Pike+shot')).toContain('locked with Spanish Pike+shot');
  });
});

describe('Step 3.4. Melee, in the guided menus', () => {
  const pick = (b: ReturnType<typeof meleeAfter>) => {
    const menu = tillyGuide(b.state);
    if (menu?.kind !== 'select') throw new Error('no menu');
    const choice = menu.choices.find((c) => c.name.startsWith('fight the melee of'));
    return menu.next(choice?.value ?? '');
  };

  it('choosing a melee goes straight to its questions: no menu of one "fight" choice', () => {
    const step = pick(meleeAfter(['declare "French Horse" at "Spanish Horse"']));
    if (typeof step !== 'object' || step === null) throw new Error('no question');
    expect(step.message).toBe('Is French Horse in difficult terrain? (horse then hit only on 6)');
  });

  it('the last answer ends in the melee line, with no menu of one choice before the questions', () => {
    const b = meleeAfter(['declare "French Pike+shot" at "Spanish Pike+shot"']);
    const step = pick(b);
    if (typeof step !== 'object' || step === null || step.kind !== 'select') throw new Error('no question');
    expect(step.next('')).toMatch(/^melee A\d+$/);
  });
});

describe('Fighting to flank or rear: a unit with an enemy to its rear cannot fight, and mods name no score for it (play-test finding)', () => {
  it('Swedish Horse 2, with Tercio 1 to its rear, reads "cannot fight" and no "hits on"', () => {
    const b = runAll(battleOf(ARMIES), ['engage "Swedish Horse 1" "Tercio 1" --why a', 'engage "Tercio 1" "Swedish Horse 2" --on rear --why a']);
    const said = run(b, 'mods melee "Swedish Horse 1"').entry.results[0]?.result ?? '';
    expect(said).toContain('Swedish Horse 2: enemy to its rear: cannot fight +0');
    expect(said).not.toContain('Swedish Horse 2: hits on');
    expect(said).toContain('Swedish Horse 1: hits on 5+ (horse not charging) +0');
  });
});
