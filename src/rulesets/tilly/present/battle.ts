/** The loaded battle: its title, the scale and optional rules, each side's units and commands, and when each side loses. */
import { counted } from '../../../engine/english.js';
import { heading, present, sentence, space, strong, table } from '../../../present/build.js';
import type { Block, Presentation } from '../../../present/model.js';
import { formatLength, tumLength } from '../distance.js';
import { typeName, unitOf } from '../helpers.js';
import { losesAt, losesWithSides, losesWords } from '../scenario.js';
import type { TillyScenario, TillyState } from '../state.js';
import { unitJson } from './unit.js';
import { commandOf, SIDES } from './words.js';

const onOff = (b: boolean) => (b ? 'on' : 'off');

export function tillyBattle(s: TillyState, scenario: unknown): Presentation {
  const sc = scenario as TillyScenario;
  const opts = s.options;
  const blocks: Block[] = [
    heading(sc.title),
    sentence("Tilly's Very Bad Day"),
    sentence(`Bases ${formatLength(s.baseWidth)} wide: 1 TUM = ${formatLength(tumLength(s.baseWidth))}. Optional rules: unit quality ${onOff(opts.quality)}, variable army morale ${onOff(opts.variableMorale)}, evade ${onOff(opts.evade)}.`),
    ...(opts.houseRules?.commandMoraleRecoverable ? [sentence('House rule: resolve lost to command morale can be recovered by rally and heroics.')] : []),
    ...(opts.houseRules?.cannonsFallAtMelee ? [sentence('House rule: cannons a charge contacts fall when their melee is fought, so they may first shoot at point-blank range.')] : []),
    ...(opts.houseRules?.commanderMovesAfterUnit ? [sentence('House rule: an attached commander may still move on his own after his unit has moved.')] : []),
    ...(opts.houseRules?.commandersIgnoreZoc ? [sentence('House rule: commanders move through enemy zones of control freely.')] : []),
    ...(opts.houseRules?.commanderChargesOnlyIfDeclared ? [sentence('House rule: a commander attached to a unit that charges stays behind unless he declared a charge with it.')] : []),
    ...(opts.houseRules?.compulsoryRallyBackFirst ? [sentence('House rule: in step 3.5 each side makes its compulsory rally backs before its voluntary ones.')] : []),
    ...(opts.houseRules?.facingIsMove ? [sentence('House rule: a unit locked in melee that changes facing makes a move: it must be in command, and an attached commander rides with it.')] : []),
    space,
  ];
  for (const i of SIDES) {
    const side = s.sides[i];
    const commands = s.commands.filter((c) => c.side === i);
    const units = `${counted(side.originalUnits, 'unit')} in ${counted(commands.length, 'command')}`;
    // Before the initiative roll ("Initiative") neither side attacks yet.
    const role = s.setup?.initiative ? 'attacker or defender as the initiative decides' : side.role;
    blocks.push(sentence([strong(side.name), `: ${role}, ${units}; loses ${losesWords(side.originalUnits, opts.variableMorale)}`]));
    const rows = s.units
      .filter((u) => u.side === i)
      .map((u) => [u.id, u.name, typeName(u), ...(opts.quality ? [u.quality] : []), String(u.startResolve), commandOf(s, u)?.name ?? u.command]);
    blocks.push(table(['id', 'unit', 'type', ...(opts.quality ? ['quality'] : []), 'resolve', 'command'], rows), space);
  }
  // "Optional Rule: Variable Army Morale" replaces the fixed threshold by a roll against it.
  const loses = opts.variableMorale ? 'A side loses when 1d6 + its units lost come to half its units or more' : 'A side loses with half its units lost or more';
  blocks.push(sentence(`${loses}: ${losesWithSides(SIDES.map((i) => ({ name: s.sides[i].name, units: s.sides[i].originalUnits })))}.`));
  return present('battle', blocks, {
    kind: 'battle',
    ruleset: 'tilly',
    title: sc.title,
    turn: s.turn,
    step: s.step,
    baseWidth: formatLength(s.baseWidth),
    // A journal older than the house rules has none: it played the default reading.
    options: {
      quality: opts.quality,
      variableMorale: opts.variableMorale,
      evade: opts.evade,
      houseRules: {
        commandMoraleRecoverable: opts.houseRules?.commandMoraleRecoverable ?? false,
        cannonsFallAtMelee: opts.houseRules?.cannonsFallAtMelee ?? false,
        commanderMovesAfterUnit: opts.houseRules?.commanderMovesAfterUnit ?? false,
        commandersIgnoreZoc: opts.houseRules?.commandersIgnoreZoc ?? false,
        commanderChargesOnlyIfDeclared: opts.houseRules?.commanderChargesOnlyIfDeclared ?? false,
        facingIsMove: opts.houseRules?.facingIsMove ?? false,
        compulsoryRallyBackFirst: opts.houseRules?.compulsoryRallyBackFirst ?? false,
      },
    },
    sides: SIDES.map((i) => ({
      name: s.sides[i].name,
      role: s.sides[i].role,
      originalUnits: s.sides[i].originalUnits,
      losesAt: losesAt(s.sides[i].originalUnits),
      commands: s.commands.filter((c) => c.side === i).map((c) => ({ id: c.id, name: c.name, commander: unitOf(s, c.commander).name })),
      units: s.units.filter((u) => u.side === i).map((u) => unitJson(s, u)),
    })),
  });
}
