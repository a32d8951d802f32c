/** Seed 003, "Step 3.5 Rally back", "Rally back examples" (Figure 17) and "Locked in melee". */
import { describe, expect, it } from 'vitest';
import { plain } from '../../../src/present/paint.js';
import { renderTerminal } from '../../../src/present/terminal.js';
import { tillyPresentation } from '../../../src/rulesets/tilly/presentation.js';
import { legalNow } from '../../../src/rulesets/tilly/legal.js';
import { tillyGuide } from '../../../src/rulesets/tilly/present/guide.js';
import { ARMIES, battleOf, nextUntil, refusal, run, runAll, SHOOTING_EXAMPLE, unit } from './battle.js';

describe('Rally back examples', () => {
  it('(B) the Weimarian horse inflicts 1 hit and suffers 2 against Imperial pike+shot: it lost and must rally back', () => {
    let b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "Weimarian Horse" at "Imperial Pike+shot"', 'next', 'charge']), 'melee');
    const fought = run(b, 'melee "Weimarian Horse" --rolls 5,1,1,5,6,1,1');
    expect(fought.entry.results[0]?.result).toContain('Weimarian Horse lost, Imperial Pike+shot won. Still in contact until Weimarian Horse rallies back in step 3.5, as it must.');
    // A loser must rally back ("Step 3.5 Rally back"): nothing says it might stay (play-test finding).
    expect(fought.entry.results[0]?.result).not.toContain('unless');
    b = fought.battle;
    expect(unit(b, 'Weimarian Horse').rallyBack).toBe('must');
    expect(unit(b, 'Imperial Pike+shot').meleeResult).toBe('won');
    b = run(b, 'next').battle;
    expect(refusal(b, 'next')).toMatch(/^must still rally back: Weimarian Horse \(A7\) — type rallyback A7/);
    expect(refusal(b, 'rallyback "Imperial Pike+shot"')).toContain('only horse and light horse rally back');
    const back = run(b, 'rallyback "Weimarian Horse"');
    expect(back.entry.results[0]?.result).toContain('straight backwards at least 1 TUM (40mm) and at most 3 TUM (120mm)');
    expect(back.battle.state.contacts).toEqual([]);
    expect(run(back.battle, 'next').battle.state.step).toBe('command-morale');
  });

  it('(B) in a melee of several units, the loser must rally back and the others stay locked', () => {
    const b = runAll(nextUntil(battleOf(ARMIES), 'melee'), ['engage "Swedish Horse 1" "Tercio 1"', 'engage "Yellow Brigade" "Tercio 1"']);
    const fought = run(b, 'melee "Tercio 1" --assign "Tercio 1"="Swedish Horse 1" --rolls 6,6,1,1,1,1,1,1,1,1');
    expect(fought.entry.results[0]?.result).toContain(
      'Swedish Horse 1 lost, Yellow Brigade drew, Tercio 1 won. Still in contact: Swedish Horse 1 must rally back in step 3.5; the others stay locked in melee.',
    );
  });

  it('(A) a voluntary rally back: the marker is placed after shooting and the move made in step 3.5', () => {
    let b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'defender-shoot');
    b = runAll(b, ['shoot "Spanish Pike+shot" at "French Horse" --rolls 6,1,1,1', 'rallyback "French Horse"']);
    expect(unit(b, 'French Horse').rallyBack).toBe('may');
    b = run(b, 'rallyback "French Horse" --cancel').battle;
    expect(unit(b, 'French Horse').rallyBack).toBeNull();
    b = run(b, 'rallyback "French Horse"').battle;
    b = nextUntil(b, 'rally-back');
    const back = run(b, 'rallyback "French Horse"');
    // It fought no melee, so it leaves no contact (play-test finding); the event keeps its words.
    expect(back.entry.results.at(-1)?.result).toBe('French Horse rallies back: straight backwards at least 1 TUM (40mm) and at most 3 TUM (120mm), facing unchanged; Table 4 says which friends it may pass through.');
    expect(back.entry.events.at(-1)?.text).toContain('facing unchanged, out of contact;');
    b = back.battle;
    expect(unit(b, 'French Horse').rallyBack).toBeNull();
  });

  it('a unit that won or drew its melee cannot rally back', () => {
    let b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Horse" at "Spanish Horse"', 'next', 'charge']), 'melee');
    b = run(b, 'melee "French Horse" --rolls 6,1,1,6,1,1').battle;
    expect(unit(b, 'French Horse').meleeResult).toBe('drew');
    expect(refusal(nextUntil(b, 'rally-back'), 'rallyback "French Horse"')).toBe('French Horse drew its melee and cannot rally back');
  });
});

describe('Step 3.5 Rally back: a voluntary marker goes when the unit wins or draws', () => {
  it('a unit that drew or won in melee cannot rally back, so its "may" marker is removed', () => {
    let b = nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare');
    b = runAll(b, ['rallyback "French Horse"', 'declare "Spanish Horse" at "French Horse"', 'next', 'charge']);
    expect(unit(b, 'French Horse').rallyBack).toBe('may');
    // The French horse (not charging) hit on 5-6, the Spanish horse (charging horse) on 4-6: one hit each.
    const { battle, entry } = run(nextUntil(b, 'melee'), 'melee "French Horse" --rolls 5,1,1,4,1,1');
    expect(unit(battle, 'French Horse').meleeResult).toBe('drew');
    expect(unit(battle, 'French Horse').rallyBack).toBeNull();
    expect(entry.results[0]?.result).toContain("French Horse's rally back marker is removed");
    expect(nextUntil(battle, 'rally-back').state.step).toBe('rally-back');
  });
});

describe('Locked in melee', () => {
  it('units still in contact after the melee cannot move or shoot next turn, and fight again', () => {
    let b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "French Pike+shot" at "Spanish Pike+shot"', 'next', 'charge']), 'melee');
    const fought = run(b, 'melee "French Pike+shot" --rolls 5,1,1,1,6,1,1,1');
    expect(fought.entry.results[0]?.result).toContain('Still in contact: locked in melee.');
    b = nextUntil(fought.battle, 'army-morale');
    b = run(b, 'next').battle; // turn 2
    expect(refusal(b, 'move "French Pike+shot"')).toContain('locked in melee and cannot move');
    b = nextUntil(b, 'defender-shoot');
    expect(refusal(b, 'shoot "Spanish Pike+shot" at "French Horse"')).toContain('in contact with the enemy and cannot shoot');
    b = nextUntil(b, 'declare');
    expect(refusal(b, 'declare "Spanish Pike+shot" at "French Horse"')).toContain('locked in melee');
    b = nextUntil(b, 'melee');
    expect(refusal(b, 'next')).toContain('melee still to fight: French Pike+shot vs Spanish Pike+shot');
    // Not charging this turn: the penalty for charging uphill no longer applies.
    expect(refusal(b, 'melee "French Pike+shot" --uphill "French Pike+shot"')).toContain('did not charge this turn');
  });
});

describe('Step 3.5 Rally back: what the quick reference says', () => {
  const lines = (topic: string) => {
    const r = tillyPresentation.rules(topic, battleOf(ARMIES).state);
    if (!r.ok) throw new Error(r.error);
    return renderTerminal(r.value, plain).join('\n');
  };

  it('a rally back is a backward move of up to 3 TUM (1 to 3), made also by dragoons and shot that evaded', () => {
    expect(lines('turn')).toContain('3.5 Rally back: Horse and light horse that lost a melee, and units that evaded, must rally back up to 3 TUM (60mm); other horse and light horse that did not win or draw may.');
  });

  it('won, lost and drawn are each unit\'s own result, as the tool counts them', () => {
    expect(lines('melee')).toContain('A unit that suffers more hits than it inflicts loses; equal hits draw. Horse and light horse that lose must rally back.');
  });

  it('the evade result says the unit rallies back up to 3 TUM, in the plural for a plural name', () => {
    const b = nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Horse 1" at Croats', 'next', 'charge']), 'point-blank');
    const evaded = run(b, 'evade Croats').battle;
    expect(run(nextUntil(evaded, 'rally-back'), 'rallyback Croats').entry.results[0]?.result).toContain('Table 4 says which friends they may pass through.');
    expect(run(b, 'evade Croats').entry.results[0]?.result).toBe('Croats evade Swedish Horse 1: they will rally back up to 3 TUM (60mm) in step 3.5; no melee, and Swedish Horse 1 stays where it is.');
  });
});

describe('Optional Rule: Evade, and Step 3.5 Rally back: an evader whose command check fails', () => {
  const evaded = () => nextUntil(run(nextUntil(runAll(nextUntil(battleOf(ARMIES), 'declare'), ['declare "Swedish Horse 1" at Croats', 'next', 'charge']), 'point-blank'), 'evade Croats').battle, 'rally-back');

  it('never left the charger ("Despite being in contact"), so it stays in contact and is locked in melee', () => {
    const failed = run(evaded(), 'rallyback Croats --far --rolls 1,2');
    const text = failed.entry.results.map((r) => r.result).join(' ');
    expect(text).toContain('no 6, out of command');
    expect(text).toContain('Croats stay where they are, still in contact with Swedish Horse 1: locked in melee, they will fight in the next melee step ("Locked in melee")');
    const b = failed.battle;
    expect(b.state.contacts).toEqual([{ a: unit(b, 'Swedish Horse 1').id, b: unit(b, 'Croats').id, aspectA: 'front', aspectB: 'front', chargedBy: unit(b, 'Swedish Horse 1').id }]);
    expect(unit(b, 'Croats').rallyBack).toBeNull();
    // Next turn they are locked: no move, and the melee must be fought.
    const turn2 = run(nextUntil(b, 'army-morale'), 'next').battle;
    expect(refusal(nextUntil(turn2, 'defender-move'), 'move Croats')).toContain('locked in melee');
    expect(refusal(nextUntil(turn2, 'melee'), 'next')).toContain('melee still to fight');
  });

  it('a charger that has rallied back itself is no longer there: no contact, the unit just stays', () => {
    const b = run(evaded(), 'rallyback "Swedish Horse 1"').battle;
    const failed = run(b, 'rallyback Croats --far --rolls 1,2');
    expect(failed.battle.state.contacts).toEqual([]);
    expect(failed.entry.results.at(-1)?.result).toBe('Croats stay where they are; their rally back marker is removed.');
  });

  it('a passed check takes it out of contact as before', () => {
    const passed = run(evaded(), 'rallyback Croats --far --rolls 1,6');
    expect(passed.battle.state.contacts).toEqual([]);
  });
});

describe('Step 3.5 Rally back and Locked in melee: a loser whose command check fails', () => {
  it('stays in contact with the winner, and the line says it is locked in melee', () => {
    let b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "Weimarian Horse" at "Imperial Pike+shot"', 'next', 'charge']), 'melee');
    b = nextUntil(run(b, 'melee "Weimarian Horse" --rolls 5,1,1,5,6,1,1').battle, 'rally-back');
    const failed = run(b, 'rallyback "Weimarian Horse" --far --rolls 1');
    expect(failed.entry.results.at(-1)?.result).toBe('Weimarian Horse stays where it is, still in contact with Imperial Pike+shot: locked in melee, it will fight in the next melee step ("Locked in melee"); its rally back marker is removed.');
    expect(failed.battle.state.contacts).toHaveLength(1);
  });
});

describe('Step 3.5 Rally back: one rally back a step, as one move', () => {
  const atRallyBack = () => {
    const b = nextUntil(runAll(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), ['declare "Weimarian Horse" at "Imperial Pike+shot"', 'next', 'charge']), 'melee');
    return nextUntil(run(b, 'melee "Weimarian Horse" --rolls 5,1,1,5,6,1,1').battle, 'rally-back');
  };

  it('a second rally back of the same unit is refused, and the hint no longer offers it', () => {
    let b = run(atRallyBack(), 'rallyback "French Horse"').battle;
    expect(refusal(b, 'rallyback "French Horse"')).toBe('French Horse has already rallied back this step');
    b = run(b, 'rallyback "Weimarian Horse"').battle;
    expect(refusal(b, 'rallyback "Weimarian Horse"')).toBe('Weimarian Horse has already rallied back this step');
    expect(legalNow(b.state).map((c) => c.line)).not.toContain(`rallyback ${unit(b, 'Weimarian Horse').id}`);
  });

  it('a unit whose command check failed cannot try again in the same step ("Command check")', () => {
    const b = run(atRallyBack(), 'rallyback "Weimarian Horse" --far --rolls 1').battle;
    expect(refusal(b, 'rallyback "Weimarian Horse" --far --rolls 6')).toBe(
      "Weimarian Horse failed its command check to rally back, so it stays where it is until its side's next move step (\"Command check\"). If the check was a mistake, type undo to take it back.",
    );
  });

  it('"Command check": a failed check and a lifted marker are refused each in its own words (play-test finding)', () => {
    const b = run(atRallyBack(), 'rallyback "French Horse"').battle;
    // French Horse has no marker of its own in this battle: give it one before 3.5, then lift it in 3.5.
    const marked = nextUntil(run(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), 'rallyback "French Horse"').battle, 'rally-back');
    const lifted = run(marked, 'rallyback "French Horse" --cancel');
    expect(lifted.entry.events).toEqual([{ type: 'rally-back-marker', unit: unit(marked, 'French Horse').id, marker: null, lifted: true, text: "French Horse's rally back marker is lifted." }]);
    expect(refusal(lifted.battle, 'rallyback "French Horse"')).toBe("French Horse's rally back marker was lifted in step 3.5, so it stays where it is. If that was a mistake, type undo to take it back.");
    // Lifted before 3.5, the event keeps its older form (journals replay).
    const early = run(run(nextUntil(battleOf(SHOOTING_EXAMPLE), 'declare'), 'rallyback "French Horse"').battle, 'rallyback "French Horse" --cancel');
    expect(early.entry.events[0]).not.toHaveProperty('lifted');
    const failed = run(b, 'rallyback "Weimarian Horse" --far --rolls 1').battle;
    expect(refusal(failed, 'rallyback "Weimarian Horse"')).toContain('Weimarian Horse failed its command check to rally back, so it stays where it is');
    // With its commander fallen the check rolls by itself, and the refusal still names the check.
    const fallen = run(run(atRallyBack(), 'fall "Weimarian General"').battle, 'rallyback "Weimarian Horse" --rolls 1').battle;
    expect(refusal(fallen, 'rallyback "Weimarian Horse"')).toContain('failed its command check to rally back');
  });

  it('next turn the unit may rally back again', () => {
    const b = runAll(atRallyBack(), ['rallyback "French Horse"', 'rallyback "Weimarian Horse"']);
    const turn2 = run(nextUntil(b, 'army-morale'), 'next').battle;
    expect(run(nextUntil(turn2, 'rally-back'), 'rallyback "French Horse"').entry.results[0]?.result).toContain('French Horse rallies back');
  });
});

describe('Step 3.5 Rally back: next names the lines to type, and the book gives no order (play-test finding)', () => {
  // Swedish Horse 2 lost its melee against Tercio 1 and must rally back; Swedish Horse 1 only may.
  const lost = (houseRules?: object) => {
    const b = runAll(nextUntil(battleOf(houseRules ? { ...ARMIES, houseRules } : ARMIES), 'melee'), ['engage "Swedish Horse 2" "Tercio 1"']);
    return nextUntil(run(b, 'melee "Tercio 1" --rolls 6,6,1,1,1,1,1').battle, 'rally-back');
  };

  it('next with a compulsory rally back left gives the line to type, and when --far applies', () => {
    const b = lost();
    expect(refusal(b, 'next')).toBe(
      'must still rally back: Swedish Horse 2 (A3) — type rallyback A3 [--far] (--far when it is more than 8 TUM (160mm) from Horn: it then checks command first)',
    );
    // With Horn fallen the check rolls by itself: nothing to add.
    expect(refusal(run(b, 'fall Horn').battle, 'next')).toBe('must still rally back: Swedish Horse 2 (A3) — type rallyback A3');
    // The guided menu's question keeps only the part before the dash.
    expect(tillyGuide(b.state)?.message).toContain('(must still rally back: Swedish Horse 2 (A3))');
  });

  it('a voluntary rally back may come before a compulsory one: the book orders none', () => {
    const b = run(lost(), 'rallyback "Swedish Horse 1"');
    expect(b.entry.results.at(-1)?.result).toContain('Swedish Horse 1 rallies back');
    expect(refusal(b.battle, 'next')).toContain('must still rally back: Swedish Horse 2 (A3)');
  });

  it('house rule compulsoryRallyBackFirst: a side\'s voluntary rally back waits for its compulsory ones', () => {
    const b = lost({ compulsoryRallyBackFirst: true });
    expect(refusal(b, 'rallyback "Swedish Horse 1"')).toBe(
      "under house rule compulsoryRallyBackFirst a side's compulsory rally backs come first: Swedish Horse 2 (A3) — type rallyback A3 [--far]",
    );
    const offered = legalNow(b.state).filter((c) => c.command === 'rallyback').map((c) => c.line);
    expect(offered.filter((l) => l.includes(' A'))).toEqual(['rallyback A3']);
    expect(offered).toContain(`rallyback ${unit(b, 'Cuirassiers 1').id}`);
    // The other side is not held up.
    expect(run(b, 'rallyback Cuirassiers 1').entry.results.at(-1)?.result).toContain('Cuirassiers 1 rally back: straight backwards');
    const after = run(b, 'rallyback "Swedish Horse 2"').battle;
    expect(run(after, 'rallyback "Swedish Horse 1"').entry.results.at(-1)?.result).toContain('Swedish Horse 1 rallies back');
  });
});

describe('Step 3.5 Rally back: the menu offers the compulsory rally backs first (play-test finding)', () => {
  it('Swedish Horse 2 lost and must rally back: it comes before Swedish Horse 1, which only may', () => {
    const b = runAll(nextUntil(battleOf(ARMIES), 'melee'), ['engage "Swedish Horse 2" "Tercio 1"']);
    const lost = nextUntil(run(b, 'melee "Tercio 1" --rolls 6,6,1,1,1,1,1').battle, 'rally-back');
    expect(unit(lost, 'Swedish Horse 2').rallyBack).toBe('must');
    const offered = legalNow(lost.state).filter((c) => c.command === 'rallyback').map((c) => c.description);
    expect(offered[0]).toBe('Swedish Horse 2 must rally back');
    expect(offered).toContain('Swedish Horse 1 may rally back');
  });
});
