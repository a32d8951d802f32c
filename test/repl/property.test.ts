/**
 * Random command lines never crash the session (no exception, so never exit 1), and a
 * refused line or a view leaves the state and the journal exactly as they were.
 * Runs: TYW_PROPERTY_RUNS (default 200; the nightly job sets 10000).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Session, startSession } from '../../src/engine/session.js';
import type { JournalRecord } from '../../src/io/journal.js';
import { parseScenarioText } from '../../src/io/scenario.js';
import { PlayCore } from '../../src/repl/core.js';
import { plain } from '../../src/present/paint.js';
import { presentationFor } from '../../src/rulesets/presentations.js';
import type { GuideStep } from '../../src/present/guide.js';
import { FIRST_BATTLE, playMenusAtRandom, seededRandom } from './helpers.js';

const RUNS = Number(process.env.TYW_PROPERTY_RUNS ?? 200);
/** About 2 ms a run, with room to spare on a slow machine. */
const TIMEOUT = Math.max(20_000, RUNS * 10);
const loaded = parseScenarioText(readFileSync(FIRST_BATTLE, 'utf8'), 'scenarios/first-battle.yaml');

function freshCore(seed: number, json: boolean): { core: PlayCore; records: JournalRecord[] } {
  const records: JournalRecord[] = [];
  const session = startSession(loaded.ruleset as never, loaded.scenario, seed) as Session;
  const core = new PlayCore({
    session,
    journal: { path: 'memory', append: (r) => void records.push(r) },
    views: presentationFor(loaded.rulesetId),
    paint: plain,
    json,
    dice: 'app',
    interactive: false,
  });
  return { core, records };
}

const UNITS = ['A1', 'A2', 'A3', 'A4', 'A5', 'D1', 'D2', 'D3', 'D4', 'D5', '"Blue Brigade"', 'Ott', 'Finnish', "Weiden's", 'Croats', '"Mill Dragoons"', 'a9', 'Z'];
const LEADERS = ['AL1', 'AL2', 'AL3', 'DL1', 'DL2', 'DL3', 'Ekholm', 'Falk', '"General Count Hallberg"', 'Weiden', 'Nobody'];
const SIDES = ['attacker', 'defender', 'Swedes', 'Imperialists', 'A', 'D', 'nobody'];
const FLAGS = [
  '--short',
  '--flank',
  '--rear',
  '--front',
  '--uphill actor',
  '--obstacle',
  '--pass-through D2',
  '--cover soft',
  '--cover bogus',
  '--ground rough',
  '--bases 2',
  '--bases -1',
  '--rough 2',
  '--road 1.5',
  '--evade',
  '--no-evade',
  '--crossed-arc',
  '--no-contact',
  '--charging',
  '--support A2',
  '--rolls 4,3',
  '--rolls 9',
  '--rolls',
  '--why "because"',
  '--json',
  '--',
  '-x',
];
const WORDS = [
  'initiative',
  'first',
  'command',
  'done',
  'next',
  'rest',
  'regroup',
  'advance',
  'march',
  'retire',
  'charge',
  'fire',
  'advfire',
  'melee',
  'routed',
  'move',
  'face',
  'set',
  'engage',
  'disengage',
  'attach',
  'detach',
  'kill',
  'capture',
  'sack',
  'note',
  'status',
  'morale',
  'leaders',
  'log',
  'odds',
  'mods',
  'rules',
  'undo',
  'dice',
  'help',
  'save',
  'guide',
];

const token = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...UNITS) },
  { weight: 2, arbitrary: fc.constantFrom(...LEADERS) },
  { weight: 1, arbitrary: fc.constantFrom(...SIDES) },
  { weight: 2, arbitrary: fc.constantFrom(...FLAGS) },
  { weight: 2, arbitrary: fc.constantFrom('at', 'to', 'status', 'bases', 'camp', 'ok', 'disordered', 'demoralized', 'app', 'hand', '0', '1', '3', '99', '-2', '1e9') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Lines that walk the turn, so random actions meet every step. */
const walker = fc.constantFrom('initiative', 'first attacker', 'first defender', 'command AL2', 'command DL2', 'command AL3', 'command DL3', 'done', 'next', 'undo');

const line = fc.oneof(
  { weight: 3, arbitrary: walker },
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...WORDS), fc.array(token, { maxLength: 6 })).map(([w, args]) => [w, ...args].join(' ')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

describe('random command lines', () => {
  it('never crash the session, and a refusal or a view changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), fc.array(line, { maxLength: 40 }), (seed, json, lines) => {
        const { core, records } = freshCore(seed, json);
        for (const text of lines) {
          const session = core.session;
          const count = records.length;
          const outcome = core.run(text);
          switch (outcome.kind) {
            case 'refused':
              expect(outcome.reason.length).toBeGreaterThan(0);
              expect(core.session).toBe(session);
              expect(records.length).toBe(count);
              break;
            case 'view':
            case 'empty':
            case 'quit':
              expect(core.session).toBe(session);
              expect(records.length).toBe(count);
              break;
            case 'applied':
              expect(records.length).toBe(count + 1);
              if (json) for (const l of outcome.lines) JSON.parse(l);
              break;
            default:
              throw new Error(`unexpected outcome ${outcome.kind} in a script`);
          }
          // The header and prompt always render.
          expect(core.header().length).toBeGreaterThan(0);
          core.prompt();
        }
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);

  it('never crash tab completion', () => {
    const { core } = freshCore(7, false);
    fc.assert(
      fc.property(fc.oneof(line, fc.string({ maxLength: 30 })), (text) => {
        const [candidates, word] = core.complete(text);
        expect(Array.isArray(candidates)).toBe(true);
        expect(text.endsWith(word)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);
});

/** From the first menu, the melee a unit may fight now, every question answered with its default; null if none. */
function defaultMelee(first: GuideStep | null): string | null {
  if (first?.kind !== 'select') return null;
  for (const choice of first.choices.filter((c) => c.value.startsWith('unit:'))) {
    let step: GuideStep | string | null = first.next(choice.value);
    if (step !== null && typeof step !== 'string' && step.kind === 'select' && step.message.startsWith('What does')) {
      const melee = step.choices.find((c) => c.name.startsWith('melee '));
      if (!melee) continue;
      step = step.next(melee.value);
    } else if (!/^(?:melee|fight) /.test(choice.name)) continue;
    while (step !== null && typeof step !== 'string') {
      const s: GuideStep = step;
      if (s.kind === 'select') step = s.next(s.default ?? s.choices[0]?.value ?? '');
      else if (s.kind === 'confirm') step = s.next(s.default);
      else if (s.kind === 'checkbox') step = s.next(s.checked);
      else step = s.next(s.default);
    }
    if (typeof step === 'string' && step.startsWith('melee ')) return step;
  }
  return null;
}

describe('guided melees in random battles', () => {
  it('answered with every default, give no face or ground flag: the engine reads the recorded ones', () => {
    const rand = seededRandom(11);
    let melees = 0;
    // Eight random battles: some play out without a guided melee (a unit flanked or taken in the rear does not melee its attacker).
    for (let seed = 0; seed < 8; seed += 1) {
      const { core } = freshCore(seed, false);
      for (let i = 0; i < 300 && !core.views.where(core.state).over; i += 1) {
        const line = defaultMelee(core.views.guide(core.state));
        if (line !== null) {
          melees += 1;
          expect(line).not.toMatch(/ --(?:front|flank|rear|ground)\b/);
          expect(core.run(`mods ${line}`).kind, line).toBe('view');
        }
        playMenusAtRandom(core, rand, 1, () => 0);
      }
    }
    expect(melees).toBeGreaterThan(0);
  }, TIMEOUT);
});
