/**
 * Seed 003, "Step 3.1. Declare Charge" ("Charging criteria", "Charge front before flank",
 * "Commander charges"), "Step 3.2. Charge" ("Cancel charges", "Conduct charges"), the four
 * "Charge examples" of Figure 14, and "Cannons in melee".
 */
import { describe, expect, it } from 'vitest';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, SHOOTING_EXAMPLE, unit } from './battle.js';
import { tillyRules } from '../../../src/rulesets/tilly/present/rules.js';
import { legalNow } from '../../../src/rulesets/tilly/legal.js';
import { markers } from '../../../src/rulesets/tilly/present/unit.js';

const declareStep = (raw: unknown = SHOOTING_EXAMPLE) => nextUntil(battleOf(raw), 'declare');

describe('Charging criteria', () => {
  it('a unit that shot this turn, a locked unit or cannons cannot declare; nor can anyone charge a commander', () => {
    let b = nextUntil(battleOf(ARMIES), 'defender-shoot');
    b = run(b, 'shoot "Tercio 1" at "Blue Brigade" --rolls 1,1,1,1').battle;
    b = run(nextUntil(b, 'declare'), 'engage "Tercio 2" "Yellow Brigade"').battle;
    expect(refusal(b, 'declare "Tercio 1" at "Blue Brigade"')).toBe('Tercio 1 shot this turn and cannot charge (shooting marker)');
    expect(refusal(b, 'declare "Tercio 2" at "Blue Brigade"')).toBe('Tercio 2 is locked in melee and cannot declare a charge');
    expect(refusal(b, 'declare "Imperial Guns" at "Blue Brigade"')).toBe('cannons cannot move, so they cannot charge');
    expect(refusal(b, 'declare "Cuirassiers 1" at Horn')).toContain('a commander cannot be the target of a melee attack');
  });

  it('Commander in melee: a commander attached to no unit is said to be alone, not sent to "the unit he is with"; an attached one\'s unit is named (play-test finding)', () => {
    const b = nextUntil(battleOf(ARMIES), 'declare');
    expect(refusal(b, 'declare "Cuirassiers 1" at Horn')).toBe(
      'Horn is attached to no unit, and a commander cannot be the target of a melee attack: alone, he cannot be charged ("Commander in melee")',
    );
    const attached = run(b, 'attach Horn "Swedish Horse 1" --why "he rode with it"').battle;
    expect(refusal(attached, 'declare "Cuirassiers 1" at Horn')).toBe(
      `a commander cannot be the target of a melee attack ("Commander in melee"): charge Swedish Horse 1 (${unit(attached, 'Swedish Horse 1').id}), the unit Horn is attached to`,
    );
  });

  it('can contact an enemy unit by charging, with a wheel at the start at most, front before flank: the game master\'s answers', () => {
    const b = declareStep();
    expect(refusal(b, 'declare "French Horse" at "Spanish Shot" --out-of-reach')).toBe(
      'French Horse cannot contact Spanish Shot by charging (3 TUM, with at most a wheel at the start) ("Charging criteria")',
    );
    expect(refusal(b, 'declare "French Horse" at "Spanish Shot" --more-than-wheel')).toMatch(/^a wheel at the start is the only change of direction in a charge/);
    expect(refusal(b, 'declare "French Horse" at "Spanish Shot" --enemy-ahead')).toMatch(/must charge straight ahead, not Spanish Shot \("Charge front before flank"\)$/);
    expect(run(b, 'declare "French Horse" at "Spanish Shot"').battle.state.units.some((u) => u.charge !== null)).toBe(true);
  });

  it('units may charge even if they moved earlier in the turn; declarations are made only in step 3.1', () => {
    let b = battleOf(ARMIES);
    expect(refusal(b, 'declare "Swedish Horse 1" at "Cuirassiers 1"')).toContain('charges are declared in step 3.1');
    b = run(b, 'move "Swedish Horse 1"').battle;
    expect(run(nextUntil(b, 'declare'), 'declare "Swedish Horse 1" at "Cuirassiers 1"').entry.results[0]?.result).toContain('at most 3 TUM');
  });
});

describe('Charging criteria and Shoot front before flank: refusals agree with plural unit names', () => {
  it('Croats have an enemy to their front, so they must shoot or charge straight ahead', () => {
    const shoot = nextUntil(battleOf(ARMIES), 'defender-shoot');
    expect(refusal(shoot, 'shoot Croats at "Swedish Horse 2" --friends-front Croats')).toBe(
      'Croats have friends in range to their front, so they cannot shoot to their front ("Shoot front before flank")',
    );
    expect(refusal(shoot, 'shoot Croats at "Swedish Horse 2" --flank Croats --enemy-front Croats')).toBe(
      'Croats have an enemy in range to their front, so they must shoot straight ahead, not to their flank ("Shoot front before flank")',
    );
    const declare = nextUntil(battleOf(ARMIES), 'declare');
    expect(refusal(declare, 'declare Croats at "Swedish Horse 1" --enemy-ahead')).toBe(
      'Croats have an enemy within charge reach to their front, so they must charge straight ahead, not Swedish Horse 1 ("Charge front before flank")',
    );
  });
});

describe('Commander charges', () => {
  it('a commander charges with his unit or to join a charging or locked unit, attaching when charges of commanders move', () => {
    let b = declareStep();
    expect(refusal(b, 'declare "French General" with "French Pike+shot"')).toContain('neither declared a charge nor is locked in melee');
    b = runAll(b, ['declare "French Horse" at "Spanish Shot"', 'declare "French General" with "French Horse"', 'next']);
    const made = run(b, 'charge');
    expect(made.entry.results.map((r) => r.result)).toEqual([
      'French Horse charges into the front of Spanish Shot.',
      'French General charges to join French Horse and is attached to it.',
    ]);
    expect(unit(made.battle, 'French General').attachedTo).toBe(unit(made.battle, 'French Horse').id);
  });

  it('a commander declared before the unit he joins is told to declare its charge first; plural names take their verb', () => {
    expect(refusal(declareStep(), 'declare "French General" with "French Pike+shot"')).toBe(
      'French Pike+shot neither declared a charge nor is locked in melee, and French General is not attached to it ("Commander charges"); if it charges, declare its charge first',
    );
    const swedes = nextUntil(battleOf(ARMIES), 'declare');
    expect(refusal(swedes, 'declare Baner with "Swedish Musketeers"')).toBe(
      'Swedish Musketeers neither declared a charge nor are locked in melee, and Baner is not attached to them ("Commander charges"); if they charge, declare their charge first',
    );
  });

  it('Commander charges: an attached commander charges with his unit only when it charges; its declaration comes first, with the house rule too (play-test finding)', () => {
    for (const houseRules of [undefined, { commanderChargesOnlyIfDeclared: true }]) {
      const b = nextUntil(runAll(battleOf({ ...ARMIES, ...(houseRules ? { houseRules } : {}) }), ['attach Baner "Blue Brigade"']), 'declare');
      expect(refusal(b, 'declare Baner with "Blue Brigade"')).toBe('Blue Brigade declared no charge: declare its charge first, then Baner may charge with it ("Commander charges")');
      // The guided menu offers him no unit to charge with until one charges.
      expect(legalNow(b.state).some((a) => a.command === 'declare' && a.unit === unit(b, 'Baner').id)).toBe(false);
      const declared = runAll(b, ['declare "Blue Brigade" at "Tercio 1"', 'declare Baner with "Blue Brigade"']);
      expect(unit(declared, 'Baner').charge?.targets).toEqual([unit(b, 'Blue Brigade').id]);
    }
  });

  it('Cancel charges: an attached commander\'s charge with his unit is cancelled with its charge (play-test finding)', () => {
    let b = nextUntil(runAll(battleOf(ARMIES), ['attach Baner "Blue Brigade"']), 'declare');
    b = runAll(b, ['declare "Blue Brigade" at "Tercio 1"', 'declare Baner with "Blue Brigade"', 'declare "Tercio 1" at "Blue Brigade" --flank']);
    const { battle, entry } = run(b, 'next');
    expect(entry.events.map((e) => e.text)).toContain("Baner's charge is cancelled: Blue Brigade's charge is cancelled.");
    expect(unit(battle, 'Baner').charge?.cancelled).toBe("Blue Brigade's charge is cancelled");
  });

  it('a commander already attached charges "with" his unit; a plural unit is "them" (the journal keeps its recorded words)', () => {
    let b = nextUntil(runAll(battleOf(ARMIES), ['attach Baner "Swedish Dragoons"']), 'declare');
    b = run(b, 'declare "Swedish Dragoons" at "Imperial Dragoons"').battle;
    const declared = run(b, 'declare Baner with "Swedish Dragoons"');
    expect(declared.entry.results[0]?.result).toBe('Baner declares a charge with Swedish Dragoons, as he is attached to them.');
    expect(declared.entry.events[0]?.text).toBe('Baner declares a charge to join Swedish Dragoons.');
    const made = run(run(declared.battle, 'next').battle, 'charge');
    expect(made.entry.results.map((r) => r.result)).toContain('Baner charges with Swedish Dragoons, still attached to them.');
    expect(made.entry.events.map((e) => e.text)).toContain('Baner charges to join Swedish Dragoons and is attached to it.');
    // Joining a plural unit he was not attached to.
    let j = nextUntil(battleOf(ARMIES), 'declare');
    j = runAll(j, ['declare "Swedish Dragoons" at "Imperial Dragoons"', 'declare Baner with "Swedish Dragoons"', 'next']);
    expect(run(j, 'charge').entry.results.map((r) => r.result)).toContain('Baner charges to join Swedish Dragoons and is attached to them.');
  });

  it('a commander never charges an enemy', () => {
    expect(refusal(declareStep(), 'declare "French General" with "Spanish Shot"')).toContain('a commander cannot initiate melee');
  });
});

describe('Cancel charges', () => {
  it('example (A): Imperial and Weimarian horse charge each other; the Weimarians (attacker) move first and they meet halfway', () => {
    const b = runAll(declareStep(), ['declare "Weimarian Horse" at "Imperial Horse"', 'declare "Imperial Horse" at "Weimarian Horse"', 'next']);
    expect(b.state.units.filter((u) => u.charge?.cancelled)).toEqual([]);
    const made = run(b, 'charge');
    expect(made.entry.results.map((r) => r.result)).toEqual(['Weimarian Horse and Imperial Horse charge each other and meet halfway.']);
    expect(unit(made.battle, 'Imperial Horse').charged?.mutual).toBe(true);
    expect(made.battle.state.contacts).toHaveLength(1);
  });

  it('example (C): the Spanish horse\'s charge cancels the French pike+shot\'s charge (cavalry pre-empts infantry)', () => {
    const b = runAll(declareStep(), ['declare "French Pike+shot" at "Spanish Pike+shot"', 'declare "Spanish Horse" at "French Pike+shot"']);
    const { battle, entry } = run(b, 'next');
    expect(entry.results[0]?.result).toContain("French Pike+shot's charge is cancelled: Spanish Horse's cavalry charge pre-empts it.");
    expect(unit(battle, 'French Pike+shot').charge?.cancelled).toBeTruthy();
    expect(unit(battle, 'Spanish Horse').charge?.cancelled).toBeNull();
  });

  it('example (D): the Imperial pike+shot wheels to charge the Weimarians\' flank, cancelling their charge on the guns', () => {
    const b = runAll(declareStep(), ['declare "Weimarian Pike+shot" at "Imperial Cannons"', 'declare "Imperial Pike+shot" at "Weimarian Pike+shot" --flank', 'next']);
    expect(unit(b, 'Weimarian Pike+shot').charge?.cancelled).toBe('Imperial Pike+shot charges its flank');
    const made = run(b, 'charge').battle;
    expect(unit(made, 'Imperial Cannons').fate).toBe('active');
  });

  it('a cavalry charge cancels the target infantry\'s declaration even against other units', () => {
    const b = runAll(declareStep(), ['declare "French Horse" at "Spanish Shot"', 'declare "Spanish Shot" at "French Pike+shot"', 'next']);
    expect(unit(b, 'Spanish Shot').charge?.cancelled).toContain('cavalry charge pre-empts it');
  });
});

describe('Conduct charges', () => {
  it('order: attacker cavalry, defender cavalry, attacker infantry, defender infantry, then commanders', () => {
    const b = runAll(declareStep(), [
      'declare "Spanish Pike+shot" at "French Pike+shot"',
      'declare "French Horse" at "Imperial Pike+shot"',
      'declare "Spanish Horse" at "Second French Horse"',
      'declare "Weimarian Pike+shot" at "Spanish Shot"',
      'next',
    ]);
    // The refusal says what to type instead (play-test finding).
    expect(refusal(b, 'charge "Spanish Horse"')).toBe(
      `attacker cavalry charge first: French Horse ("Conduct charges"): type charge ${unit(b, 'French Horse').id}, or charge for every declared charge in order`,
    );
    const all = run(b, 'charge').entry.results.map((r) => r.actor);
    expect(all).toEqual(['French Horse', 'Spanish Horse', 'Weimarian Pike+shot', 'Spanish Pike+shot']);
  });

  it('a unit contacted by an earlier charge no longer makes its own', () => {
    const b = runAll(declareStep(), ['declare "French Pike+shot" at "Spanish Pike+shot"', 'declare "Spanish Shot" at "Weimarian Pike+shot"', 'declare "Weimarian Pike+shot" at "Spanish Shot"', 'next']);
    // The Weimarians and the Spanish shot charge each other (both infantry): they meet halfway.
    const made = run(b, 'charge').entry.results.map((r) => r.result);
    expect(made).toContain('Weimarian Pike+shot and Spanish Shot charge each other and meet halfway.');
    const c = runAll(declareStep(), ['declare "French Pike+shot" at "Spanish Shot"', 'declare "Spanish Shot" at "Weimarian Pike+shot"', 'next']);
    expect(run(c, 'charge').entry.results.map((r) => r.result)).toEqual([
      'French Pike+shot charges into the front of Spanish Shot.',
      'Spanish Shot was contacted by French Pike+shot before it could charge: no charge.',
    ]);
  });

  it('step 3.2 cannot end with charges still to make; --no-contact records a charge that falls short', () => {
    let b = runAll(declareStep(), ['declare "French Horse" at "Spanish Shot"', 'next']);
    expect(refusal(b, 'next')).toContain('charges still to make: French Horse');
    b = run(b, 'charge "French Horse" --no-contact').battle;
    expect(b.state.contacts).toEqual([]);
    expect(run(b, 'next').battle.state.step).toBe('point-blank');
  });
});

describe('Conduct charges: --no-contact names its unit', () => {
  it('charge --no-contact without a unit is refused: a charge that falls short is one unit\'s', () => {
    const b = runAll(declareStep(), ['declare "French Horse" at "Spanish Shot"', 'next']);
    expect(refusal(b, 'charge --no-contact')).toBe('--no-contact is for one charge that falls short: name its unit, charge <unit> --no-contact');
    expect(run(b, 'charge "French Horse" --no-contact').battle.state.contacts).toEqual([]);
  });
});

describe('Cancel charges: possessives of names ending in s', () => {
  it("Swedish Musketeers' charge is cancelled by Croats' cavalry charge", () => {
    const b = runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Musketeers" at "Peasants"', 'declare Croats at "Swedish Musketeers"']);
    expect(run(b, 'next').entry.results[0]?.result).toContain("Swedish Musketeers' charge is cancelled: Croats' cavalry charge pre-empts them.");
  });

  it('a charge on the flank of a plural unit cancels "their" charge, not "its"', () => {
    const b = runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Musketeers" at "Peasants"', 'declare "Tercio 1" at "Swedish Musketeers" --flank']);
    expect(run(b, 'next').entry.results[0]?.result).toContain("Swedish Musketeers' charge is cancelled: Tercio 1 charges their flank.");
  });
});

describe('Cannons in melee', () => {
  it('cannons contacted by a charge are eliminated without a fight, and count as lost', () => {
    const b = runAll(declareStep(), ['declare "Weimarian Pike+shot" at "Imperial Cannons"', 'next', 'charge']);
    expect(unit(b, 'Imperial Cannons').fate).toBe('eliminated');
    expect(b.state.contacts).toEqual([]);
    expect(nextUntil(b, 'army-morale').state.lastCheck?.lost).toEqual([0, 1]);
  });
});

describe('Conduct charges: one charge at units side by side is one clause (play-test finding)', () => {
  it('"French Horse charges into the front of Spanish Pike+shot and Spanish Shot", not the charger named twice', () => {
    const b = runAll(declareStep(), ['declare "French Horse" at "Spanish Pike+shot","Spanish Shot"', 'next']);
    expect(run(b, 'charge').entry.results[0]?.result).toBe('French Horse charges into the front of Spanish Pike+shot and Spanish Shot.');
  });
});

describe('Cannons in melee: a face struck means nothing against cannons', () => {
  it('--flank or --rear on a charge at cannons only is refused with the rule; at cannons and another unit it stands', () => {
    const b = declareStep();
    expect(refusal(b, 'declare "Weimarian Pike+shot" at "Imperial Cannons" --rear')).toBe(
      '--rear means nothing against cannons: a charge that contacts them eliminates them without a fight, whatever the face ("Cannons in melee"); leave it out',
    );
    expect(refusal(b, 'declare "Weimarian Pike+shot" at "Imperial Cannons" --flank')).toMatch(/^--flank means nothing against cannons/);
    expect(run(b, 'declare "Weimarian Pike+shot" at "Imperial Cannons"').entry.results[0]?.result).toContain('on the front of Imperial Cannons');
    expect(run(b, 'declare "French Horse" at "Imperial Cannons","Imperial Pike+shot" --rear').entry.results[0]?.result).toContain('on the rear of');
    // Nor when the game master puts cannons in contact by hand.
    expect(refusal(b, 'engage "French Horse" "Imperial Cannons" --on rear')).toMatch(/^--on rear means nothing with cannons/);
    expect(refusal(b, 'engage "Imperial Cannons" "French Pike+shot" --on flank')).toMatch(/^--on flank means nothing with cannons/);
    expect(run(b, 'engage "French Horse" "Imperial Cannons"').entry.results[0]?.result).toContain('are in contact');
  });
});

describe('odds of a declaration agree with the roll: one the roll refuses is refused (play-test finding)', () => {
  it('--rear at cannons, a friendly target, a commander target: odds declare refuse as declare does', () => {
    const b = declareStep();
    for (const line of ['declare "Weimarian Pike+shot" at "Imperial Cannons" --rear', 'declare "French Horse" at "French Pike+shot"', 'declare "French Horse" at "Spanish General"', 'declare "French Horse" at "Spanish Shot" --out-of-reach']) {
      expect(refusal(b, `odds ${line}`), line).toBe(refusal(b, line));
    }
    expect(run(b, 'odds declare "French Horse" at "Spanish Shot"').entry.results[0]?.result).toMatch(/in command: no roll|command check/);
    // Still in any step: checked as if in step 3.1, with a refusal naming the real step.
    const early = battleOf(SHOOTING_EXAMPLE);
    expect(run(early, 'odds declare "French Horse" at "Spanish Shot"').entry.results[0]?.result).toMatch(/in command: no roll|command check/);
    expect(refusal(early, 'odds declare "Weimarian Pike+shot" at "Imperial Cannons" --rear')).toMatch(/^--rear means nothing against cannons/);
    expect(refusal(early, 'odds move "Imperial Cannons"')).toBe('cannons cannot move; they may pivot instead of shooting (pivot)');
  });
});

describe('Cannons in melee, house rule cannonsFallAtMelee: the guns fall when their melee is fought', () => {
  const withRule = { ...SHOOTING_EXAMPLE, houseRules: { cannonsFallAtMelee: true } };

  it('contacted cannons stay in step 3.2, may shoot at point-blank range at a charger to their front, and fall in step 3.4', () => {
    let b = runAll(nextUntil(battleOf(withRule), 'declare'), ['declare "Weimarian Pike+shot" at "Imperial Cannons"', 'next', 'charge']);
    expect(unit(b, 'Imperial Cannons').fate).toBe('active');
    b = nextUntil(b, 'point-blank');
    expect(run(b, 'pointblank "Imperial Cannons" at "Weimarian Pike+shot" --rolls 6,1').entry.results[0]?.result).toMatch(/1 hit/);
    b = run(nextUntil(b, 'melee'), 'melee "Imperial Cannons"').battle;
    expect(unit(b, 'Imperial Cannons').fate).toBe('eliminated');
  });

  it('rules melee says when cannons fall, by the house rule or not', () => {
    const said = (raw: unknown) => JSON.stringify(tillyRules('melee', battleOf(raw).state));
    expect(said(withRule)).toContain('eliminated when its melee is fought, house rule');
    expect(said(SHOOTING_EXAMPLE)).toContain('eliminated when contacted');
  });

  it('with the house rule the face matters (cannons shoot only to their front), so --flank is taken', () => {
    const b = nextUntil(battleOf(withRule), 'declare');
    expect(run(b, 'declare "Weimarian Pike+shot" at "Imperial Cannons" --flank').entry.results[0]?.result).toContain('on the flank of Imperial Cannons');
    // engage records a contact the same way: the face is taken.
    expect(run(b, 'engage "Weimarian Pike+shot" "Imperial Cannons" --on flank').entry.results[0]?.result).toContain('Imperial Cannons (enemy to their flank)');
  });
});

describe('Cannons in melee: the charge line', () => {
  const charged = (raw: unknown, guns: string) => run(nextUntil(runAll(nextUntil(battleOf(raw), 'declare'), [`declare "French Horse" at "${guns}"`]), 'charge'), 'charge').entry.results[0]?.result;

  it('names the charger, and the guns take the verb of their name (plural "Cannons", singular "Battery")', () => {
    expect(charged(SHOOTING_EXAMPLE, 'Imperial Cannons')).toBe('French Horse charges into Imperial Cannons: they are eliminated without a fight ("Cannons in melee").');
    const battery = JSON.parse(JSON.stringify(SHOOTING_EXAMPLE).replace('"Imperial Cannons"', '"Imperial Battery"'));
    expect(charged(battery, 'Imperial Battery')).toBe('French Horse charges into Imperial Battery: it is eliminated without a fight ("Cannons in melee").');
  });
});

describe('Command check: a unit that fails its check to charge cannot charge this step', () => {
  it('a second declaration is refused, not rolled again, and the menus do not offer one', () => {
    const b = nextUntil(battleOf(ARMIES), 'declare');
    const failed = run(b, 'declare "Blue Brigade" at "Tercio 1" --far --rolls 1,2,3,4');
    // The journal records the failure as such: the state never reads the line's words.
    expect(failed.entry.events).toEqual([
      { type: 'check-failed', unit: unit(b, 'Blue Brigade').id, purpose: 'charge', text: 'Blue Brigade checks command (it is more than 8 TUM (160mm) from Baner): 1, 2, 3, 4 — no 6, out of command: it cannot charge this step.' },
    ]);
    expect(refusal(failed.battle, 'declare "Blue Brigade" at "Tercio 1" --far --rolls 6,2,3,4')).toBe(
      'Blue Brigade failed its command check to charge, so it cannot declare a charge this turn ("Command check"). If the check was a mistake, type undo to take it back.',
    );
    expect(legalNow(failed.battle.state).some((c) => c.line === `declare ${unit(b, 'Blue Brigade').id} at`)).toBe(false);
    expect(markers(failed.battle.state, unit(failed.battle, 'Blue Brigade'))).toContain('out of command: no charge this step');
    // Other units are not touched, and next turn it may try again.
    expect(run(failed.battle, 'declare "Yellow Brigade" at "Tercio 1"').entry.events[0]?.type).toBe('declared');
    const later = nextUntil(nextUntil(failed.battle, 'army-morale'), 'declare');
    expect(run(later, 'declare "Blue Brigade" at "Tercio 1" --far --rolls 6,2,3,4').entry.events.at(-1)?.type).toBe('declared');
  });
});

describe('Commander charges: an attached commander who declares no charge with his unit (Choice; house rule commanderChargesOnlyIfDeclared)', () => {
  const charged = (houseRules?: object) => {
    let b = runAll(battleOf({ ...ARMIES, ...(houseRules ? { houseRules } : {}) }), ['attach Baner "Blue Brigade"']);
    b = nextUntil(b, 'declare');
    b = run(b, 'declare "Blue Brigade" at "Tercio 1"').battle;
    return run(nextUntil(b, 'charge'), 'charge');
  };

  it('by default he goes with it, still attached, and the line says so; nothing is journalled for him', () => {
    const { battle: b, entry } = charged();
    expect(unit(b, 'Baner').attachedTo).toBe(unit(b, 'Blue Brigade').id);
    expect(entry.results.at(-1)?.result).toBe(
      'Blue Brigade charges into the front of Tercio 1. Baner goes with it, still attached ("Commander charges").',
    );
    expect(entry.events.some((e) => e.type === 'attached')).toBe(false);
  });

  it('by the house rule he stays behind and leaves it, unless he declared a charge with it', () => {
    const { battle: b, entry } = charged({ commanderChargesOnlyIfDeclared: true });
    expect(unit(b, 'Baner').attachedTo).toBeNull();
    expect(entry.results.at(-1)?.result).toContain('Baner stays behind: he declared no charge with Blue Brigade, so he is no longer attached to it (house rule commanderChargesOnlyIfDeclared).');
    // Declared with it, he charges with it and stays attached.
    let d = runAll(battleOf({ ...ARMIES, houseRules: { commanderChargesOnlyIfDeclared: true } }), ['attach Baner "Blue Brigade"']);
    d = runAll(nextUntil(d, 'declare'), ['declare "Blue Brigade" at "Tercio 1"', 'declare Baner with "Blue Brigade"']);
    d = run(nextUntil(d, 'charge'), 'charge').battle;
    expect(unit(d, 'Baner').attachedTo).toBe(unit(d, 'Blue Brigade').id);
  });
});

describe('Conduct charges: the menu offers every charge of the group that moves next (play-test finding)', () => {
  it('two attacker cavalry charges: either may go first; the infantry waits for them', () => {
    const b = nextUntil(
      runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Horse 1" at "Cuirassiers 1"', 'declare "Swedish Horse 2" at "Cuirassiers 2"', 'declare "Blue Brigade" at "Tercio 1"']),
      'charge',
    );
    const lines = legalNow(b.state).filter((c) => c.command === 'charge').map((c) => c.line);
    expect(lines).toEqual(['charge', `charge ${unit(b, 'Swedish Horse 1').id}`, `charge ${unit(b, 'Swedish Horse 2').id}`]);
    // What the menu offers plays: the second horse first.
    expect(run(b, `charge ${unit(b, 'Swedish Horse 2').id}`).entry.results[0]?.result).toMatch(/^Swedish Horse 2 charges into the front of Cuirassiers 2/);
  });
});
