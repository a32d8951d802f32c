/**
 * No user input reaches exit 1 (issue 11, item 8). The CLI's boundary turns a UserError into
 * exit 2 and anything else into exit 1, a bug; so each command below, run on random hostile
 * input, must either succeed or throw a UserError. The inputs: random mutations of a valid
 * journal (bytes, lines, and fields rewritten with the chain recomputed, so the record schema is
 * what meets them), prototype names typed anywhere in both rule sets and written as scenario
 * keys, and random output paths for `report --out`.
 * Runs: TYW_PROPERTY_RUNS / 4 (default 50).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayCommand } from '../../src/cli/commands/replay.js';
import { reportCommand } from '../../src/cli/commands/report.js';
import { memoryOutput } from '../../src/cli/output.js';
import { isUserError } from '../../src/engine/errors.js';
import { sha256 } from '../../src/io/journal.js';
import { parseScenarioText } from '../../src/io/scenario.js';
import { openBattle } from '../../src/repl/open.js';
import { closeCore, coreFromText, runLine } from '../../src/repl/index.js';
import { FIRST_BATTLE, ROOT } from '../repl/helpers.js';

const RUNS = Math.max(10, Math.floor(Number(process.env.TYW_PROPERTY_RUNS ?? 200) / 4));
const TIMEOUT = Math.max(60_000, RUNS * 400);
const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'];

/** Success or the user's own mistake (exit 2); anything else fails the property. */
async function userErrorAtWorst(what: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (isUserError(error)) return;
    throw new Error(`${what} would exit 1: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

let dir: string;
let journalText: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tyw-hostile-'));
  const journal = join(dir, 'valid.tyw.jsonl');
  const core = coreFromText({ text: readFileSync(FIRST_BATTLE, 'utf8'), file: 'first-battle.yaml', seed: 7, journal });
  for (const line of ['initiative', 'first attacker', 'command AL2', 'fire A2 at D1 --short', 'note the mill burns', 'undo', 'redo', 'done']) {
    const r = runLine(core, line);
    if (r.outcome.kind !== 'applied') throw new Error(`fixture: ${line}: ${r.text}`);
  }
  closeCore(core);
  journalText = readFileSync(journal, 'utf8');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each line's chain recomputed as tyw writes it, so a rewritten field passes the checksum. */
function rechain(lines: readonly string[]): string[] {
  let prev = '';
  return lines.map((raw) => {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return raw;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return raw;
    const { chain: _old, ...record } = value as Record<string, unknown>;
    const body = JSON.stringify(record);
    prev = sha256(prev + body).slice(0, 32);
    return `${body.slice(0, -1)},"chain":"${prev}"}`;
  });
}

const hostileValue = fc.oneof(
  fc.constantFrom('nope', 1, -1, [], {}, null, true, [1, 'x'], { kind: 'command' }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...PROTO_NAMES),
  fc.constantFrom(-1, 0, 1.5, 2 ** 53, '', '<img src=x onerror=alert(1)>', '\u001b]0;pwned\u0007', 'x'.repeat(5000)),
);

type Mutation = (lines: string[]) => string[];
const FIELDS = ['kind', 'format', 'tool', 'seed', 'scenario', 'scenarioHash', 'scenarioName', 'ruleset', 'started', 'n', 'text', 'hand', 'rolls', 'events', 'count'];
const fieldName = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 2, arbitrary: fc.constantFrom(...PROTO_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) });
const byteLevel: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat(255)).map(([at, byte]) => (lines: string[]) => {
    const bytes = Buffer.from(lines.join('\n'));
    bytes[at % bytes.length] = byte;
    return bytes.toString('utf8').split('\n');
  }),
  fc.nat().map((at) => (lines: string[]) => {
    const text = lines.join('\n');
    return text.slice(0, at % text.length).split('\n');
  }),
  fc.nat().map((at) => (lines: string[]) => lines.filter((_, i) => i !== at % lines.length)),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => (lines: string[]) => {
    const out = [...lines];
    const i = a % out.length;
    const j = b % out.length;
    [out[i], out[j]] = [out[j] as string, out[i] as string];
    return rechain(out);
  }),
  fc.nat().map((at) => (lines: string[]) => rechain([...lines.slice(0, (at % lines.length) + 1), ...lines.slice(at % lines.length)])),
);
const recordLevel: fc.Arbitrary<Mutation> = fc.oneof(
  // A field rewritten (or a prototype-named field added), the chain made to match.
  fc.tuple(fc.nat(), fieldName, hostileValue).map(
    ([at, key, value]) =>
      (lines: string[]) => {
        const i = at % lines.length;
        const out = [...lines];
        try {
          const record = JSON.parse(out[i] as string) as Record<string, unknown>;
          // An own property even for "__proto__", as JSON.parse would make it.
          Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
          out[i] = JSON.stringify(record);
        } catch {
          return lines;
        }
        return rechain(out);
      },
  ),
  // Inside the events or dice of a command: one value replaced deep down.
  fc.tuple(fc.nat(), hostileValue).map(([at, value]) => (lines: string[]) => {
    const i = 1 + (at % Math.max(1, lines.length - 1));
    const out = [...lines];
    out[i] = (out[i] ?? '').replace(/"(value|sides|type|unit|side|count)":("[^"]*"|-?\d+)/, (_m, k: string) => `"${k}":${JSON.stringify(value)}`);
    return rechain(out);
  }),
);
const mutation = fc.oneof({ weight: 1, arbitrary: byteLevel }, { weight: 3, arbitrary: recordLevel });

describe('random mutations of a valid journal', () => {
  it('replay, report and --resume succeed or give a one-line user error, never a bug', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
        const lines = journalText.split('\n');
        const mutated = mutations.reduce((ls, m) => m(ls), lines);
        n += 1;
        const file = `m${n}.tyw.jsonl`;
        writeFileSync(join(dir, file), mutated.join('\n'));
        await userErrorAtWorst('replay', () => replayCommand({ file, json: n % 2 === 0, cwd: dir }, memoryOutput()));
        await userErrorAtWorst('report', () => reportCommand({ file, format: n % 2 === 0 ? 'html' : 'md', cwd: dir }, memoryOutput()));
        await userErrorAtWorst('play --resume', async () => {
          const opened = await openBattle({ resume: file, cwd: dir });
          opened.writer.close();
        });
        rmSync(join(dir, file), { force: true });
      }),
      { numRuns: RUNS },
    );
  }, TIMEOUT);
});

describe('prototype names as user text', () => {
  const scenarios = [readFileSync(FIRST_BATTLE, 'utf8'), readFileSync(join(ROOT, 'scenarios', 'tilly-figure5.yaml'), 'utf8')];
  const words = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...PROTO_NAMES) },
    { weight: 2, arbitrary: fc.constantFrom('rules', 'help', 'status', 'morale', 'fire', 'at', 'charge', 'melee', 'command', 'advance', 'A1', 'D1', 'odds', 'mods', 'dice', 'undo') },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_NAMES).map((p) => `--${p}`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('--flank', '--cover', '--ground', '--rolls', '--face', '--then'), fc.constantFrom(...PROTO_NAMES)).map(([f, p]) => `${f}=${p}`) },
  );

  it('typed anywhere in either rule set, are refusals or views, never a bug', () => {
    const cores = scenarios.map((text, i) => coreFromText({ text, file: `s${i}.yaml`, seed: 3, journal: join(dir, `proto-${i}.tyw.jsonl`) }));
    try {
      fc.assert(
        fc.property(fc.nat(1), fc.array(words, { minLength: 1, maxLength: 6 }), (which, parts) => {
          const core = cores[which] as (typeof cores)[number];
          const line = parts.join(' ');
          const outcome = core.run(line);
          expect(['refused', 'view', 'applied', 'empty', 'quit']).toContain(outcome.kind);
          core.tabComplete(line);
        }),
        { numRuns: RUNS * 4 },
      );
    } finally {
      for (const core of cores) closeCore(core);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, TIMEOUT);

  it('written as a scenario key at any line and depth, give a user error or a valid scenario, never a bug, and pollute nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(1), fc.nat(), fc.nat(8), fc.constantFrom(...PROTO_NAMES), hostileValue, async (which, at, depth, key, value) => {
        const lines = (scenarios[which] as string).split('\n');
        const i = at % lines.length;
        lines.splice(i, 0, `${'  '.repeat(depth)}${key}: ${JSON.stringify(value)}`);
        await userErrorAtWorst('check', () => parseScenarioText(lines.join('\n'), 'hostile.yaml'));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS * 2 },
    );
  }, TIMEOUT);
});

describe('random output paths for report --out', () => {
  it('write a whole report or refuse with a user error, and never touch the journal', async () => {
    const root = join(dir, 'paths');
    const cwd = join(root, 'a', 'b');
    mkdirSync(join(cwd, 'a-folder'), { recursive: true });
    const journal = join(cwd, 'battle.tyw.jsonl');
    writeFileSync(journal, journalText);
    const segment = fc.oneof(
      fc.constantFrom('report.md', 'r.html', 'battle.tyw.jsonl', 'a-folder', 'missing', '..', '.', '', 'x'.repeat(300), 'nul\u0000', 'sp ace', 'line\nbreak', ...PROTO_NAMES),
      fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !s.includes('/') && s !== '..'),
    );
    const path = fc.oneof(
      { weight: 8, arbitrary: fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')) },
      { weight: 1, arbitrary: fc.constantFrom('/dev/full', '/dev/null', journal) },
    );
    await fc.assert(
      fc.asyncProperty(path, fc.boolean(), fc.constantFrom(undefined, 'md', 'html'), async (out, force, format) => {
        // At most two levels up, so everything stays inside this test's folder.
        fc.pre(out.split('/').filter((s) => s === '..').length <= 2);
        await userErrorAtWorst(`report --out ${JSON.stringify(out)}`, () => reportCommand({ file: 'battle.tyw.jsonl', out, force, ...(format ? { format } : {}), cwd }, memoryOutput()));
        expect(readFileSync(journal, 'utf8')).toBe(journalText);
      }),
      { numRuns: RUNS * 2 },
    );
  }, TIMEOUT);
});
