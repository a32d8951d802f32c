/** The guided menus' questions about fire: who else fires at the target (combined fire), and a second target in another arc (split fire). */
import type { GuideStep } from '../../../present/guide.js';
import type { DevilState, UnitState } from '../state.js';
import { legalActions } from '../turn-legal-actions.js';
import { accepted } from './fight-questions.js';
import { COVER_CHOICES, enemiesOf, unitChoice } from './guide-targets.js';
import { unitById } from './lookups.js';
import { isPlural } from '../../../engine/english.js';

/** Combined fire: the acting side's other units that may fire now and may join this fire. */
export function firePartners(s: DevilState, u: UnitState, kind: string, target: string, done: (firers: string) => GuideStep | string | null): GuideStep | string | null {
  if (kind !== 'fire') return done(u.id);
  const mayFire = legalActions(s).filter((a) => a.kind === 'fire' && a.unit !== undefined && a.unit !== u.id);
  const partners = mayFire.map((a) => unitById(s, a.unit as string)).filter((p): p is UnitState => p !== undefined && accepted(s, `fire ${u.id},${p.id} at ${target}`));
  if (partners.length === 0) return done(u.id);
  return {
    kind: 'checkbox',
    message: `Does anyone fire with ${u.name} at the same target (combined fire)? Space ticks, Enter goes on.`,
    choices: partners.map(unitChoice),
    checked: [],
    next: (ids) => {
      const firers = [u.id, ...partners.filter((p) => ids.includes(p.id)).map((p) => p.id)].join(',');
      return ids.length > 0 && !accepted(s, `fire ${firers} at ${target}`) ? done(u.id) : done(firers);
    },
  };
}

/**
 * Split fire: one unit may also fire at a target in another arc (a tercio firing in several
 * directions), with its own range and cover. Offered only where the engine accepts it.
 */
export function splitFireStep(s: DevilState, u: UnitState | null, first: string, line: string): GuideStep | string {
  if (!u) return line;
  const more = enemiesOf(s, u)
    .filter((t) => t.id !== first)
    .flatMap((t) => (['rear', 'flank'] as const).map((arc) => ({ t, arc, line: `${line} at ${t.id} --arc ${arc}` })))
    .filter((x) => accepted(s, x.line));
  if (more.length === 0) return line;
  return {
    kind: 'select',
    message: `${isPlural(u) ? 'Do' : 'Does'} ${u.name} also fire at another target, in another arc (split fire)?`,
    choices: [{ name: 'no, this target only', value: '' }, ...more.map((x) => ({ name: `${x.t.name} (${x.t.id}), ${x.arc} arc`, value: x.line }))],
    default: '',
    next: (chosen) => {
      if (chosen === '') return line;
      return {
        kind: 'confirm',
        message: 'That target at short range?',
        default: false,
        next: (short) => ({
          kind: 'select',
          message: "That target's cover?",
          choices: COVER_CHOICES,
          default: 'none',
          next: (cover) => splitFireStep(s, u, first, `${chosen}${short ? ' --short' : ''}${cover === 'none' ? '' : ` --cover ${cover}`}`),
        }),
      };
    },
  };
}
