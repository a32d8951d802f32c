/** `leaders` (or `commanders`): each command's commander, his units left, whom he is attached to, his charge and his fate. */
import { lossText, present, table } from '../../../present/build.js';
import type { Presentation, Text } from '../../../present/model.js';
import { onTable, sideName, unitOf } from '../helpers.js';
import type { TillyState } from '../state.js';

export function commandersView(s: TillyState): Presentation {
  const commanders = s.commands.map((c) => ({ command: c, u: unitOf(s, c.commander) }));
  const rows = commanders.map(({ command, u }) => {
    const units = s.units.filter((x) => x.command === command.id && x.id !== u.id);
    const left = units.filter(onTable).length;
    const fate: Text = onTable(u) ? 'active' : [lossText(u.casualtyMarker ? 'casualty (this turn)' : 'casualty')];
    const charge = u.charge && !u.charge.cancelled ? `joining ${unitOf(s, u.charge.targets[0] ?? '').name}` : '';
    return [u.id, u.name, sideName(s, u.side), command.name, `${left}/${units.length}`, u.attachedTo && onTable(u) ? unitOf(s, u.attachedTo).name : '', charge, fate];
  });
  return present('leaders', [table(['id', 'commander', 'side', 'command', 'units', 'attached to', 'charge', 'fate'], rows)], {
    kind: 'leaders',
    leaders: commanders.map(({ command, u }) => ({
      id: u.id,
      name: u.name,
      side: sideName(s, u.side),
      command: command.name,
      units: s.units.filter((x) => x.command === command.id && x.id !== u.id && onTable(x)).length,
      attachedTo: u.attachedTo ? unitOf(s, u.attachedTo).name : null,
      fate: u.fate,
      fellThisTurn: u.casualtyMarker,
    })),
  });
}
