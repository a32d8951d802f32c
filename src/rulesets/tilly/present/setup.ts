/**
 * The game set-up of Tilly's Very Bad Day as the walker shows it: the table and its zones in
 * TUM and in the players' unit, the terrain ticked off, and the deployment order with what is
 * done and what is due.
 */
import { err, ok, type Result } from '../../../engine/result.js';
import { heading, note, present } from '../../../present/build.js';
import type { Block, Presentation } from '../../../present/model.js';
import { deploymentDue, GAME_SIZES, itemWords, tableWords } from '../game-setup.js';
import { sideName } from '../helpers.js';
import { theSideSays } from '../side-words.js';
import { sideSubject } from '../../../engine/english.js';
import type { TillyState } from '../state.js';

/** Who does what next, for the header. */
export function setupWords(s: TillyState): string {
  if (!s.setup) return '';
  if (s.setup.initiative) return 'roll for the initiative (initiative)';
  const due = deploymentDue(s);
  if (due) return `${theSideSays(s, due.side, 'deploys')} ${due.kind === 'command' ? 'a command' : 'a cannon'}`;
  return 'deployed: next begins turn 1';
}

/** `setup`: the table, the initiative, the terrain and the deployment so far. */
export function setupView(s: TillyState): Result<Presentation, string> {
  const setup = s.setup;
  if (!setup) return err('the set-up is over: the battle has begun');
  const blocks: Block[] = [heading('Game set-up'), ...tableWords(setup.size, s.baseWidth).map((l) => note(l))];
  blocks.push(note(setup.initiative ? 'Initiative: not yet rolled (initiative); the winner attacks.' : `Attacker: ${sideSubject(sideName(s, s.attacker))}.`));
  const [min, max] = GAME_SIZES[setup.size].terrain;
  blocks.push(note(`Terrain placed by the defender (${min} to ${max}): ${setup.terrain.length === 0 ? 'none yet (terrain <kind>)' : setup.terrain.join(', ')}.`));
  blocks.push(heading('Deployment'));
  for (const id of setup.deployed) {
    const command = s.commands.find((c) => c.id === id);
    const side = command?.side ?? s.units.find((u) => u.id === id)?.side ?? 0;
    blocks.push(note(`[x] ${itemWords(s, { side, kind: command ? 'command' : 'cannons', id })}`));
  }
  // Before the roll nobody is the defender yet, so no side is named as deploying first ("Deployment").
  const due = setup.initiative ? null : deploymentDue(s);
  if (setup.initiative) blocks.push(note('[ ] after the initiative: the defender deploys a command first, then the sides alternate; the cannons come last, one at a time, the attacker first.'));
  else if (due) blocks.push(note(`[ ] next: ${theSideSays(s, due.side, 'deploys')} ${due.kind === 'command' ? 'a command' : 'a cannon'}: ${due.options.map((i) => itemWords(s, i)).join('; ')}`));
  else blocks.push(note('Every command and cannon is deployed.'));
  return ok(
    present('setup', blocks, {
      kind: 'setup',
      size: setup.size,
      initiative: !setup.initiative,
      attacker: setup.initiative ? null : sideName(s, s.attacker),
      terrain: setup.terrain,
      deployed: setup.deployed,
      due: due ? { side: sideName(s, due.side), kind: due.kind, options: due.options.map((i) => i.id) } : null,
    }),
  );
}
