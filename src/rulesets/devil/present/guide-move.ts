/** The guided menus' questions about a move: the ground it crosses, each factor once, then the move. */
import type { GuideStep } from '../../../present/guide.js';
import type { UnitState } from '../state.js';

/** The ground a move crosses: each factor once, as many as apply, then the move. */
const MOVE_FACTORS: readonly { readonly flag: string; readonly name: string; readonly unit: string; readonly kinds: readonly string[] }[] = [
  { flag: 'rough', name: 'rough ground', unit: 'inches', kinds: ['advance', 'march', 'retire'] },
  { flag: 'very-rough', name: 'very rough ground', unit: 'inches', kinds: ['advance', 'march', 'retire'] },
  { flag: 'road', name: 'road, in march column', unit: 'inches', kinds: ['march'] },
  { flag: 'obstacles', name: 'linear obstacles', unit: 'how many', kinds: ['advance', 'march', 'retire'] },
  { flag: 'choke', name: 'choke points', unit: 'how many', kinds: ['advance', 'march', 'retire'] },
  { flag: 'facing', name: 'facing changes', unit: 'how many', kinds: ['advance', 'march'] },
];

export function moveStep(u: UnitState, kind: string, chosen: readonly (readonly [string, number])[]): GuideStep | string {
  const given = chosen.filter(([, n]) => n > 0);
  const line = `${kind} ${u.id}${given.map(([flag, n]) => ` --${flag} ${n}`).join('')}`;
  const left = MOVE_FACTORS.filter((f) => f.kinds.includes(kind) && !chosen.some(([flag]) => flag === f.flag));
  const so = given.map(([flag, n]) => `${MOVE_FACTORS.find((f) => f.flag === flag)?.name ?? flag} ${n}`).join(', ');
  if (left.length === 0) return line;
  return {
    kind: 'select',
    message: given.length === 0 ? `${kind} ${u.name}: what ground does the move cross?` : `${kind} ${u.name} (${so}): anything else on the way?`,
    choices: [
      { name: given.length === 0 ? 'open ground only' : 'nothing else: move', value: '' },
      ...left.map((f) => ({ name: `${f.name} (${f.unit})`, value: f.flag })),
    ],
    default: '',
    next: (flag) => {
      const factor = MOVE_FACTORS.find((f) => f.flag === flag);
      if (!factor) return line;
      return {
        kind: 'number',
        message: `How much ${factor.name} (${factor.unit})?`,
        default: 1,
        min: 0,
        max: 48,
        next: (n) => moveStep(u, kind, [...chosen, [factor.flag, n]]),
      };
    },
  };
}
