/**
 * The game set-up of Tilly's Very Bad Day as the walker shows it: the table and its zones in
 * TUM and in the players' unit, the terrain ticked off, and the deployment order with what is
 * done and what is due.
 */
import { err, ok, type Result } from '../../engine/result.js';
import { deploymentDue, GAME_SIZES, itemWords, tableWords } from '../../rulesets/tilly/game-setup.js';
import { sideName } from '../../rulesets/tilly/helpers.js';
import type { TillyState } from '../../rulesets/tilly/state.js';
import type { Paint } from '../../present/paint.js';
import type { ViewAnswer } from './types.js';

/** Who does what next, for the header. */
export function setupWords(s: TillyState): string {
  if (!s.setup) return '';
  if (s.setup.initiative) return 'roll for the initiative (initiative)';
  const due = deploymentDue(s);
  if (due) return `the ${sideName(s, due.side)} deploy ${due.kind === 'command' ? 'a command' : 'a cannon'}`;
  return 'deployed: next begins turn 1';
}

export function setupView(s: TillyState, paint: Paint): Result<ViewAnswer, string> {
  const setup = s.setup;
  if (!setup) return err('the set-up is over: the battle has begun');
  const lines = [paint.bold('Game set-up'), ...tableWords(setup.size, s.baseWidth).map((l) => `  ${l}`)];
  if (setup.initiative) lines.push('  Initiative: not yet rolled (initiative); the winner attacks.');
  else lines.push(`  Attacker: the ${sideName(s, s.attacker)}.`);
  const [min, max] = GAME_SIZES[setup.size].terrain;
  lines.push(`  Terrain placed by the defender (${min} to ${max}): ${setup.terrain.length === 0 ? 'none yet (terrain <kind>)' : setup.terrain.join(', ')}.`);
  lines.push(paint.bold('Deployment'));
  const done = setup.deployed.map((id) => {
    const command = s.commands.find((c) => c.id === id);
    const side = command?.side ?? s.units.find((u) => u.id === id)?.side ?? 0;
    return `  [x] ${itemWords(s, { side, kind: command ? 'command' : 'cannons', id })}`;
  });
  lines.push(...done);
  const due = deploymentDue(s);
  if (due) lines.push(`  [ ] next: the ${sideName(s, due.side)} deploy ${due.kind === 'command' ? 'a command' : 'a cannon'}: ${due.options.map((i) => itemWords(s, i)).join('; ')}`);
  else if (!setup.initiative) lines.push('  Every command and cannon is deployed.');
  return ok({
    lines,
    json: { kind: 'setup', size: setup.size, initiative: !setup.initiative, attacker: setup.initiative ? null : sideName(s, s.attacker), terrain: setup.terrain, deployed: setup.deployed, due: due ? { side: sideName(s, due.side), kind: due.kind, options: due.options.map((i) => i.id) } : null },
  });
}
