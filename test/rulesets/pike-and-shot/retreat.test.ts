/** Seed 004, 6.3 (retreat), 6.4 (rout), 6.5 (fortunes of war), 6.6 (advance), 11.3, 11.7 (charge), 11.8 (pursuit). */
import { describe, expect, it } from 'vitest';
import { tally } from '../../../src/rulesets/pike-and-shot/victory.js';
import { changesOf, refusal, run, runAll, SAMPLE, stateOf, unit } from './fixtures.js';

const combat = () => run(stateOf(SAMPLE), 'next').state;
/** Commanded Musketeers (0710) routed by Baldiron's fire (D on a disordered unit, then through the Blue Brigade, placed next to them). */
const routed = () => runAll(combat(), ['place B2 0711', ['fire A1 at B5 --range 1', [4]], 'retreat B5 --through B2']);

describe('6.3 retreat', () => {
  it('lengths: infantry 1, loose shotte 2, cavalry 3', () => {
    const r = run(combat(), 'fire A1 at B5 --range 1', [4]);
    expect(r.text).toMatch(/Commanded Musketeers retreat 2 hexes/);
  });
  it('a retreat blocked by enemies or prohibited terrain eliminates the unit', () => {
    const s = run(run(combat(), 'fire A1 at B5 --range 1', [4]).state, 'retreat B5 --blocked').state;
    expect(unit(s, 'B5').fate).toBe('eliminated');
  });
  it('a retreat through a friend disorders the friend and routs the unit; nothing else goes on meanwhile', () => {
    const s = routed();
    expect(unit(s, 'B2').status).toBe('disordered');
    expect(s.pending).toMatchObject([{ unit: 'B5', rout: true }]);
    expect(refusal(s, 'next')).toMatch(/first finish the retreats/);
  });
  it('off the map: out of play, not eliminated', () => {
    const s = run(run(combat(), 'fire A1 at B5 --range 1', [4]).state, 'retreat B5 --off-map').state;
    expect(unit(s, 'B5').fate).toBe('off-map');
  });
});

describe('6.4 rout', () => {
  it('the opponent gains a fortune of war after each rout', () => {
    const s = run(routed(), 'retreat B5 to 0716').state;
    expect(s.sides[0].fow).toBe(1);
  });
  it('6.4: a rout ends five hexes from where it began; a nearer or farther hex is refused', () => {
    const s = runAll(stateOf(SAMPLE), ['place A1 0709', 'place AL1 0709', 'next', ['melee A1 at B5', [1, 1, 4, 1, 1]]]);
    expect(refusal(s, 'retreat B5 to 0712')).toMatch(/0712 is 2 hexes from 0710: a rout ends 5 hexes from where it began, or off the map \(6\.4\)/);
    expect(refusal(s, 'retreat B5 to 0717')).toMatch(/0717 is 7 hexes from 0710/);
    expect(run(s, 'retreat B5 to 0715').text).toMatch(/Commanded Musketeers rout 5 hexes to 0715\./);
  });
  it('6.3: a retreat ends at most its length away; a nearer end is said', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]]]);
    expect(refusal(s, 'retreat B3 to 0514')).toMatch(/0514 is 4 hexes from 0510: Finnish Horse retreats 3 hexes \(6\.3\)/);
    expect(run(s, 'retreat B3 to 0512').text).toMatch(/0512 is 2 hexes from 0510, where it stood/);
  });
  it('a D or DD on a routing unit from a reaction eliminates it', () => {
    const s = run(routed(), 'react A2 fire B5 --range 1', [4]).state;
    expect(unit(s, 'B5').fate).toBe('eliminated');
    expect(s.pending).toEqual([]);
  });
});

describe('6.5 fortunes of war', () => {
  const withFortune = () => run(routed(), 'retreat B5 to 0716').state;
  it('a fortune of war gives a recovery, ignoring adjacent enemies; the count goes down', () => {
    const s = run(withFortune(), 'set A2 disordered').state;
    const r = run(s, 'fow recover A2', [1]);
    expect(unit(r.state, 'A2').status).toBe('ordered');
    expect(r.state.sides[0]).toMatchObject({ fow: 0, fowSpent: 1 });
    expect(unit(r.state, 'A2').attacked).toBe(false);
  });
  it('only one fortune of war on a unit after each combat', () => {
    const s = runAll(withFortune(), ['set A2 disordered']);
    const two = { ...s, sides: [{ ...s.sides[0], fow: 2 }, s.sides[1]] as typeof s.sides };
    const after = run(two, 'fow recover A2', [6]).state;
    expect(refusal(after, 'fow recover A2')).toMatch(/one a unit \(6\.5\)/);
  });
  it('a fortune of war reaction is against an adjacent enemy: from the hexes, or the range given', () => {
    const s = withFortune();
    // Pappenheim's Horse (0507) and the Finnish Horse (0510) are three hexes apart.
    expect(refusal(s, 'fow react A3 melee B3')).toMatch(/3 hexes from Pappenheim's Horse: a fortune of war reaction is against an adjacent enemy \(6\.5\)/);
    expect(refusal(s, 'fow react A4 fire B3')).toMatch(/adjacent enemy \(6\.5\)/);
    expect(run(s, 'fow react A3 melee B3 --range 1', [6, 6, 6, 1, 1, 1, 1, 1, 1]).state.sides[0].fow).toBe(0);
  });
  it('none to play, none played', () => {
    expect(refusal(combat(), 'fow move A2')).toMatch(/no fortune of war to play/);
  });
  it('a fortune of war move lets a unit move in the combat phase', () => {
    const s = run(withFortune(), 'fow move A4').state;
    expect(run(s, 'move A4 --hexes 1').text).toMatch(/move 1 hex/);
  });
});

describe('6.6 advance after combat, 11.3', () => {
  /** Baldiron (0709) routs the Commanded Musketeers out of 0710 in melee. */
  const vacated = () => run(run(run(stateOf(SAMPLE), 'place A1 0709').state, 'next').state, 'melee A1 at B5', [1, 1, 4, 1, 1]).state;
  it('the attacker may advance into the vacated hex; cavalry two hexes', () => {
    const t = run(vacated(), 'retreat B5 to 0715').state;
    expect(refusal(t, 'advance A2')).toMatch(/may not advance/);
    expect(run(t, 'advance A1 to 0710').text).toMatch(/triggers no reaction/);
    const c = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]], 'retreat B3 to 0513']);
    expect(refusal(c, 'advance A3 to 0411')).toMatch(/at most 2 hexes/);
    expect(unit(run(c, 'advance A3 to 0410').state, 'A3').hex).toBe('0410');
  });
  it('6.6: the advance goes first into the vacated hex, never elsewhere', () => {
    const t = run(vacated(), 'retreat B5 to 0715').state;
    expect(refusal(t, 'advance A1 to 0708')).toMatch(/the advance goes into the vacated hex, 0710 \(6\.6\)/);
    // Cavalry goes on from the vacated hex (0510): 0408 is next to 0509 but two hexes from 0510.
    const c = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]], 'retreat B3 to 0513']);
    expect(refusal(c, 'advance A3 to 0408')).toMatch(/at most 2 hexes \(6\.6, 11\.3\), the first into the vacated hex, 0510/);
  });
  it('6.6, 4.4: the advance never ends stacked with another unit', () => {
    const c = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'place A4 0609', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]], 'retreat B3 to 0513']);
    expect(refusal(c, 'advance A3 to 0609')).toMatch(/0609 holds Cronberg's Harquebusiers: a unit may not end its advance stacked with another \(4\.4, 6\.6\)/);
  });
  it('6.6, 7.1: the advance never ends in a lone enemy leader\'s hex', () => {
    const c = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'place BL1 0410', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]], 'retreat B3 to 0513']);
    expect(refusal(c, 'advance A3 to 0410')).toMatch(/0410 holds the enemy leader Gustavus Adolphus alone: an advance does not end in his hex; attack him instead \(4\.4, 7\.1\)/);
  });
});

describe('11.7 charge', () => {
  it('needs 1 to 3 hexes moved in the movement phase; does not fire; disordered at the end', () => {
    expect(refusal(combat(), 'charge A3 at B3 --range 1')).toMatch(/moved 0 hexes.*1 to 3/);
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']);
    const r = run(s, 'charge A3 at B3', [1, 1, 1, 1, 1, 1]);
    expect(r.text).not.toMatch(/Exchange of fire \(attacker\)/);
    expect(r.text).toMatch(/Charge line/);
    expect(unit(r.state, 'A3').status).toBe('disordered');
  });
  it('disordered cavalry never charges', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next', 'set A3 disordered']);
    expect(refusal(s, 'charge A3 at B3')).toMatch(/never charges/);
  });
  it('infantry taking DD from a charge is eliminated; any unit it routs is eliminated', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']);
    // Musketeers (loose shotte, disordered) charged: a DD routs them, and a charge rout eliminates.
    const r = run(s, 'charge A3 at B5 --range 1', [1, 3]);
    expect(r.text).toMatch(/eliminated by the charge/);
    expect(unit(r.state, 'B5').fate).toBe('eliminated');
    expect(r.state.sides[0].fow).toBe(1);
  });
});

describe('6.4 4, 11.7 3: a rout after a charge', () => {
  /** The Finnish Horse (0510) driven off by a charge from 0509; the Yellow Brigade placed next to them, in 0511. */
  const charged = () => runAll(stateOf(SAMPLE), ['move A3 to 0509', 'place B1 0511', 'place BL1 0511', 'next', ['charge A3 at B3 --no-pursue', [1, 6, 1, 1]]]);
  it('6.4: a unit a charge drove off that routs through a friend is eliminated', () => {
    const s = charged();
    expect(s.pending).toMatchObject([{ unit: 'B3', rout: false, eliminate: true }]);
    const r = run(s, 'retreat B3 --through B1');
    expect(r.text).toMatch(/Finnish Horse routs: a rout after a cavalry charge eliminates it \(6\.3, 6\.4\)/);
    expect(unit(r.state, 'B3').fate).toBe('eliminated');
    expect(unit(r.state, 'B1').status).toBe('disordered');
    expect(r.state.pending).toEqual([]);
    expect(r.state.sides[0].fow).toBe(1);
    // Horn, stacked with the Finnish Horse, falls with the routed unit (7.4).
    expect(r.state.leaders.find((l) => l.name === 'Horn')?.fate).toBe('casualty');
  });
  it('6.4: a plain retreat after a charge is no elimination, nor is a rout after a melee', () => {
    expect(unit(run(charged(), 'retreat B3 to 0513').state, 'B3').fate).toBe('active');
    expect(unit(routed(), 'B5').fate).toBe('active');
  });
});

describe('11.8 pursuit', () => {
  it('11.8: a unit pursued off the map is eliminated there and counts as eliminated', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'next', ['melee A3 at B3', [1, 1, 5, 1, 1, 1, 1]]]);
    const r = run(s, 'retreat B3 --off-map');
    expect(r.text).not.toMatch(/not counted as eliminated/);
    expect(r.text).toMatch(/Pappenheim's Horse pursues off the map and may not return: Finnish Horse is eliminated/);
    expect(unit(r.state, 'B3').fate).toBe('eliminated');
    expect(unit(r.state, 'A3').fate).toBe('off-map');
    expect(tally(r.state, 0).eliminated).toBe(1);
  });
  it('11.8, 12.6: the pursuer following into an enemy heavy gun\'s hex captures it', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'place B7 0513', 'next', ['melee A3 at B3', [1, 1, 5, 1, 1, 1, 1]]]);
    const r = run(s, 'retreat B3 to 0513');
    expect(r.text).toMatch(/Pappenheim's Horse captures Swedish Heavy Guns/);
    expect(unit(r.state, 'B7')).toMatchObject({ side: 0, captured: true, capturedNow: true });
  });
  it('the pursuer follows the retreating unit, eliminates it and is disordered', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'move AL2 --with A3', 'next']);
    const r = run(s, 'charge A3 at B3', [1, 4, 3, 4, 2, 5]);
    expect(r.state.pending).toMatchObject([{ unit: 'B3', pursuer: 'A3' }]);
    // The retreat's hex still matters: the pursuer ends there, and the refusal to go on says so.
    expect(refusal(r.state, 'next')).toBe("first finish the retreats that wait: retreat B3 (Finnish Horse; Pappenheim's Horse follows it to its last hex, 11.8)");
    const t = run(r.state, 'retreat B3 to 0513').state;
    expect(unit(t, 'B3').fate).toBe('eliminated');
    expect(unit(t, 'A3')).toMatchObject({ hex: '0513', status: 'disordered' });
  });
  it('--no-pursue holds the pursuer', () => {
    const s = runAll(stateOf(SAMPLE), ['move A3 to 0509', 'next']);
    expect(run(s, 'charge A3 at B3 --no-pursue', [1, 6, 1, 1]).state.pending).toMatchObject([{ unit: 'B3', pursuer: null }]);
  });
});

describe('6.4 3, 6.5: no fortune of war for a rout outside a combat phase', () => {
  /**
   * Baldiron (disordered) moves from 0709 to 0809, next to the Commanded Musketeers (0710), whose
   * reaction fire (roll 6: DD) routs it; the Blue Brigade stands in 0810.
   */
  const routedInMove = () => runAll(stateOf(SAMPLE), ['place A1 0709', 'place AL1 0709', 'place B2 0810', 'set A1 disordered', 'move A1 to 0809', ['react B5 fire A1', [6]]]);
  it('6.4: a rout caused in a movement-phase reaction gives the opponent no fortune of war, and says so', () => {
    const s = routedInMove();
    expect(s.pending).toMatchObject([{ unit: 'A1', rout: true }]);
    const r = run(s, 'retreat A1 to 0804');
    expect(r.text).toMatch(/Baldiron routs 5 hexes to 0804(, Tilly with it \(7\.3\))?\. The Swedes gain no fortune of war for the rout outside a combat phase \(6\.5\)\.$/);
    expect(r.state.sides.map((x) => x.fow)).toEqual([0, 0]);
  });
  it('6.3, 7.4: a routing unit that cannot retreat falls with its leaders, said in words and in the changes line', () => {
    // Tilly joins Baldiron in 0809 before the musketeers' reaction routs it.
    const withTilly = () =>
      runAll(stateOf(SAMPLE), ['place A1 0709', 'place B2 0810', 'set A1 disordered', 'move A1 to 0809', 'move AL1 to 0809 --with A1', ['react B5 fire A1', [6, 1, 1]]]);
    const r = run(withTilly(), 'retreat A1 --blocked');
    expect(r.text).toMatch(/Baldiron cannot rout and is eliminated \(6\.3\)\. Tilly falls with the routed unit \(7\.4\)\./);
    expect(changesOf(withTilly(), 'retreat A1 --blocked')).toContainEqual({ unit: 'Tilly', from: 'active', to: 'casualty' });
  });
  it('6.4: a routing unit caught by a movement-phase reaction is eliminated, with no fortune of war, said', () => {
    const r = run(routedInMove(), 'react B2 fire A1', [2]);
    expect(unit(r.state, 'A1').fate).toBe('eliminated');
    expect(r.text).toMatch(/Baldiron is caught routing and eliminated \(6\.4\)\. The Swedes gain no fortune of war for the rout outside a combat phase \(6\.5\)\./);
    expect(r.state.sides.map((x) => x.fow)).toEqual([0, 0]);
  });
  it('6.4: a rout through a friend in a movement phase gives no fortune of war either', () => {
    // Savelli stands in 0808, next to Baldiron (0809) and no nearer to the musketeers (0710).
    const r = run(routedInMove(), 'retreat A1 --through A2');
    expect(r.text).not.toMatch(/gain a fortune/);
    expect(r.state.sides[1].fow).toBe(0);
  });
});

describe('6.1, 6.4: the changes line after a retreat or rout', () => {
  it('6.1, 6.4: a finished rout lists no change for the unit: it shows the disordered side it showed before', () => {
    expect(changesOf(routed(), 'retreat B5 to 0716')).toEqual([]);
  });
  it('6.1, 6.3: a finished retreat lists no change for a unit that ends on the side it showed before, disordered by the combat or ordered after a retreat before melee', () => {
    const s = runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]]]);
    expect(unit(s, 'B3').status).toBe('disordered');
    expect(changesOf(s, 'retreat B3 to 0513')).toEqual([]);
    const e = runAll(stateOf(SAMPLE), ['place A1 0709', 'place AL1 0709', 'next', 'melee A1 at B3 --range 1 --evade']);
    expect(changesOf(e, 'retreat B3 to 0513')).toEqual([]);
  });
  it('6.1, 11.5: a retreat before fire names the leader that goes with the unit and lists no change: ordered before and after', () => {
    const s = runAll(stateOf(SAMPLE), ['place A5 0509', 'next', 'fire A5 at B3 --evade']);
    const r = run(s, 'retreat B3 to 0412');
    expect(r.text).toBe('Finnish Horse retreats 3 hexes to 0412, Horn with it (7.3).');
    expect(unit(r.state, 'B3').status).toBe('ordered');
    expect(changesOf(s, 'retreat B3 to 0412')).toEqual([]);
  });
  it('6.3: a retreat through a routing unit\'s friend lists the friend\'s disorder, not "routing → routing"', () => {
    const s = runAll(routed(), ['place B1 0811', 'place BL1 0811']);
    expect(changesOf(s, 'retreat B5 --through B1')).toEqual([{ unit: 'Yellow Brigade', from: 'ordered', to: 'disordered' }]);
  });
});

describe('11.8, 12.6: pursuers and captured guns in the changes line', () => {
  const melee = (extra: readonly string[], pursue = true) =>
    runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', ...extra, 'next', [`melee A3 at B3${pursue ? '' : ' --no-pursue'}`, [1, 1, 5, 1, 1, 1, 1]]]);
  it('11.8: a pursuer that follows off the map is listed leaving it', () => {
    expect(changesOf(melee([]), 'retreat B3 --off-map')).toEqual([
      { unit: 'Finnish Horse', from: 'retreating', to: 'eliminated' },
      { unit: "Pappenheim's Horse", from: 'ordered', to: 'disordered, off the map' },
      // 7.1, 7.3, 11.8 (reading): Horn went with the Finnish Horse, and falls with them.
      { unit: 'Horn', from: 'active', to: 'casualty' },
    ]);
  });
  it('11.8, 12.6: a pursuer that takes a gun lists its disorder and the gun changing hands', () => {
    expect(changesOf(melee(['place B7 0513']), 'retreat B3 to 0513')).toEqual([
      { unit: 'Finnish Horse', from: 'retreating', to: 'eliminated' },
      { unit: "Pappenheim's Horse", from: 'ordered', to: 'disordered' },
      { unit: 'Swedish Heavy Guns', from: 'Swedes', to: 'Imperialists' },
      { unit: 'Horn', from: 'active', to: 'casualty' },
    ]);
  });
  it('7.1, 7.3, 11.8: leaders with a retreating unit a pursuer rides down fall with it, never left alone in the pursuer\'s hex; 7.4, naming routs only, is not cited', () => {
    const r = run(melee([]), 'retreat B3 to 0513');
    expect(r.text).toMatch(/Horn falls with the unit ridden down \(7\.1, 7\.3, 11\.8\)\./);
    expect(r.text).not.toMatch(/7\.4/);
    expect(r.state.leaders.find((l) => l.id === 'BL2')).toMatchObject({ fate: 'casualty', with: null });
    // Without pursuit he goes with the unit and stays with it (7.3).
    const calm = run(runAll(stateOf(SAMPLE), ['place A3 0509', 'place AL2 0509', 'next', ['melee A3 at B3 --no-pursue', [1, 1, 5, 1, 1, 1, 1]]]), 'retreat B3 to 0513');
    expect(calm.state.leaders.find((l) => l.id === 'BL2')).toMatchObject({ fate: 'active', hex: '0513', with: 'B3' });
  });
  it('12.6: a retreat into an enemy gun\'s hex lists the capture', () => {
    expect(changesOf(melee(['place A7 0513'], false), 'retreat B3 to 0513')).toContainEqual({ unit: 'Imperial Guns', from: 'Imperialists', to: 'Swedes' });
  });
  it('12.6, 12.7: an advance into an enemy gun\'s hex lists the capture, a light cannon\'s elimination too', () => {
    const s = run(melee(['place B7 0410', 'place B6 0510'].slice(0, 1), false), 'retreat B3 to 0513').state;
    expect(changesOf(s, 'advance A3 to 0410')).toEqual([{ unit: 'Swedish Heavy Guns', from: 'Swedes', to: 'Imperialists' }]);
    const c = run(melee(['place B6 0410'], false), 'retreat B3 to 0513').state;
    expect(changesOf(c, 'advance A3 to 0410')).toEqual([{ unit: 'Regimental Guns', from: 'Swedes', to: 'eliminated' }]);
  });
  it('12.6: a move into an enemy gun\'s hex lists the capture', () => {
    expect(changesOf(stateOf(SAMPLE), 'move A5 to 0913 --hexes 6')).toEqual([{ unit: 'Swedish Heavy Guns', from: 'Swedes', to: 'Imperialists' }]);
  });
});

describe('6.3, 6.4: retreating away from the enemy, through a friend next to the unit', () => {
  /** The Imperial Dragoons in 0708 skirmish at the Commanded Musketeers two hexes off (0710): D, a retreat of 2. */
  const skirmished = () => runAll(stateOf(SAMPLE), ['place A6 0708', 'next', ['fire A6 at B5', [5]]]);
  it('6.3: --through names a friend next to the retreating unit when the hexes are known', () => {
    const s = run(combat(), 'fire A1 at B5 --range 1', [4]).state;
    expect(refusal(s, 'retreat B5 --through B2')).toMatch(/^Blue Brigade in 0811 is not next to Commanded Musketeers in 0710: a unit retreats through a friend in a hex next to it \(6\.3\)$/);
  });
  it('6.3: an end hex nearer to the enemy than the start is refused; as near or farther is accepted', () => {
    const s = skirmished();
    expect(s.pending).toMatchObject([{ unit: 'B5', from: 'A6' }]);
    expect(refusal(s, 'retreat B5 to 0709')).toMatch(/^0709 is 1 hex from Imperial Dragoons, nearer than 0710 \(2\): a retreat moves away from the enemy \(6\.3\)$/);
    expect(run(s, 'retreat B5 to 0712').state.units.find((u) => u.id === 'B5')?.hex).toBe('0712');
  });
  it('6.3: a friend to retreat through must not stand nearer to the enemy either', () => {
    const s = run(skirmished(), 'place B2 0709').state;
    expect(refusal(s, 'retreat B5 --through B2')).toMatch(/0709 is 1 hex from Imperial Dragoons, nearer than 0710 \(2\): a retreat moves away/);
  });
  it('5.5, 6.3: a firer driven back by fire back retreats from its target, not from itself', () => {
    // Baldiron (disordered, 0709) fires at the musketeers (0710), who fire back: roll 6, DD, a rout.
    const s = runAll(stateOf(SAMPLE), ['place A1 0709', 'place AL1 0709', 'next', 'set A1 disordered', ['fire A1 at B5 --back', [1, 6, 1, 1]]]);
    expect(s.pending).toMatchObject([{ unit: 'A1', rout: true, from: 'B5' }]);
  });
  it('6.4: a rout is refused an end nearer to the enemy than its start', () => {
    // After routing through the Blue Brigade (0711), the rout starts there, 3 hexes from Baldiron (0608).
    expect(refusal(routed(), 'retreat B5 to 0606')).toMatch(/nearer than 0711 \(3\): a rout moves away from the enemy \(6\.3, 6\.4\)/);
  });
});

describe('6.6, 6.3: an advance after a reaction against the retreating unit', () => {
  it('6.6: a reaction against the unit still retreating does not take the attacker\'s advance away', () => {
    // The Yellow Brigade's melee drives Isolani's Croats back; it fires at them as they go (6.3), then advances.
    const s = runAll(stateOf(SAMPLE), ['place A5 0709', 'place B1 0710', 'next', 'next', 'next', ['melee B1 at A5', [6, 1]]]);
    expect(s.advance).toMatchObject({ unit: 'B1' });
    const t = runAll(s, [['react B1 fire A5', [1]], 'retreat A5 to 0706']);
    expect(t.advance).toMatchObject({ unit: 'B1' });
    expect(run(t, 'advance B1').text).toMatch(/Yellow Brigade advances/);
  });
});

describe('6.5, 6.6: a fortune of war and the last combat\'s aftermath', () => {
  /** Baldiron's melee routs the musketeers (a fortune of war to the Imperialists) and leaves them an advance. */
  const routed = () =>
    runAll(stateOf(SAMPLE), ['place A1 0709', 'place AL1 0709', 'place A2 0810', 'next', ['melee A1 at B5', [1, 1, 5, 1, 1]], 'retreat B5 to 0715']);
  it('6.5, 6.6: a fortune of war reaction leaves the attacker\'s advance open', () => {
    const s = run(routed(), 'fow react A2 fire B2', [1]).state;
    expect(s.advance).toMatchObject({ unit: 'A1' });
    expect(run(s, 'advance A1 to 0710').text).toMatch(/Baldiron advances/);
  });
  it('6.5: an enemy reaction to a fortune of war move does not free the unit for a second fortune after the same combat', () => {
    // Pappenheim with Savelli lets its move go on past one hex (7.2), so the battalion's fire may answer it (4.5).
    const s = runAll(routed(), ['place AL2 0810', 'fow move A2', 'move A2 to 0711', ['react B2 fire A2', [1]]]);
    expect(s.fowPlayedOn).toContain('A2');
  });
  it('6.6: the phase\'s next attack ends the advance offer', () => {
    const s = run(routed(), 'fire A6 at B2 --range 1', [1]).state;
    expect(s.advance).toBeNull();
  });
});
