/**
 * `tyw report` through the real built CLI: an after-action report of a battle played to a
 * break with `tyw play`, in Markdown and in self-contained HTML, with players' text escaped.
 */
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, FIRST_BATTLE, ROOT, script, tempDir, tyw } from '../repl/helpers.js';

const NASTY = `<script>alert("x")</script> & *bold* | [link](http://example.com) 'quoted'`;

/** Two turns; the Imperialists break at the end of turn 2 (corrections push them over). */
const BATTLE = script(
  'initiative',
  'first attacker',
  'command Ekholm',
  'fire Regimental at Ottenbach',
  'done',
  'command Ottenbach',
  'done',
  'command Falk',
  'done',
  'command Weiden',
  'done',
  'command Bergström',
  'done',
  'command Hallberg',
  'done',
  'next',
  'next',
  'next',
  'next',
  `note ${NASTY}`,
  'set Ottenbach status demoralized --why "a fire result was missed"',
  'kill Hallberg --heir Ottenbach',
  'initiative',
  'first defender',
  'command Ottenbach',
  'done',
  'command Ekholm',
  'done',
  'command Weiden',
  'done',
  'command Falk',
  'done',
  'command Bergström',
  'done',
  'next',
  'next',
  'next',
  // A camp is sacked in the camps and army morale step ("Turn Sequence" 7).
  'sack Imperialists camp --by Finnish',
  'next',
);

let dir: string;
let battle: string;
let undecided: string;

beforeAll(() => {
  ensureBuilt();
  dir = tempDir('tyw-report-');
  battle = join(dir, 'battle.tyw.jsonl');
  const played = tyw(['play', FIRST_BATTLE, '--seed', '5', '--journal', battle], BATTLE);
  if (played.code !== 0) throw new Error(`the battle script failed:\n${played.stderr}`);
  undecided = join(dir, 'undecided.tyw.jsonl');
  const short = tyw(['play', FIRST_BATTLE, '--seed', '8', '--journal', undecided], script('initiative', 'first defender', 'command Hallberg', 'done'));
  if (short.code !== 0) throw new Error(`the short script failed:\n${short.stderr}`);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tyw report, Markdown', () => {
  it('writes the outcome, who broke and when, losses, morale curves and the turns to stdout', () => {
    const r = tyw(['report', battle], '');
    expect(r.stderr).toMatch(/^Journal fingerprint: [0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}\n$/);
    expect(r.code).toBe(0);
    const md = r.stdout;
    expect(md.split('\n')[0]).toBe('# After-action report: The Fight at Eichenried Mill, autumn 1631');
    const sections = [...md.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Outcome', 'Losses', 'Morale', 'The battle, turn by turn', 'Final state']);
    expect(md).toContain('Imperialists break with 14 points against a break point of 13: Swedes win');
    expect(md).toContain('- Imperialists broke at the end of turn 2, with 14 points against a break point of 13.');
    // Losses: one row per side.
    expect(md).toMatch(/^\| Swedes \(attacker\) \| 0 of 13 \| none \| \d+ \| 0 \| none \| no camp \| \d+ \/ 13 \|$/m);
    expect(md).toMatch(/^\| Imperialists \(defender\) \| 0 of 12 \| none \| 0 \| 1 \| General Count Hallberg \(killed\) \| sacked \| 14 \/ 13 \|$/m);
    // The morale chart: a row per turn from 0, the break point marked, the break flagged.
    const chart = md.slice(md.indexOf('```text'), md.indexOf('```', md.indexOf('```text') + 3));
    expect(chart).toContain('Swedes (attacker), break point 13');
    expect(chart).toContain('Imperialists (defender), break point 13');
    expect(chart.match(/^ {2}turn [012] /gm)).toHaveLength(6);
    expect(chart).toMatch(/^ {2}turn 2 #+\|#* 14 {2}BROKEN$/m);
    expect(md).toContain('### Turn 1');
    expect(md).toContain('### Turn 2');
    expect(md).toContain('- `fire Regimental at Ottenbach` (typed):');
    // The final state has a heading per side, as in HTML.
    expect(md).toContain('### Imperialists: 14 of 13 points **(broken)**');
  });

  it('escapes the players\' text', () => {
    const md = tyw(['report', battle], '').stdout;
    expect(md).toContain('\\<script\\>alert("x")\\</script\\> & \\*bold\\* \\| \\[link\\](http://example.com)');
    // Commands are shown as code spans, which Markdown never interprets; outside them nothing is raw.
    expect(md).toContain('- `note <script>alert("x")</script> & *bold*');
    expect(md.replace(/`[^`\n]*`/g, '')).not.toContain('<script>');
  });

  it('is deterministic', () => {
    expect(tyw(['report', battle], '').stdout).toBe(tyw(['report', battle], '').stdout);
  });

  it('says when the battle is undecided', () => {
    const r = tyw(['report', undecided], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Undecided: the journal ends in turn 1');
    expect(r.stdout).toContain('- No army broke.');
    expect(r.stdout).toContain('### Turn 1 (so far)');
    expect(tyw(['report', battle], '').stdout).not.toContain('(so far)');
  });

  it('counts no turns for a journal whose every command was undone', () => {
    const journal = join(dir, 'all-undone.tyw.jsonl');
    expect(tyw(['play', '--seed', '3', '--journal', journal], script('initiative', 'undo')).code).toBe(0);
    const r = tyw(['report', journal], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('seed 3; no command in play. Journal:');
  });

  it('says how a battle without army morale is decided, and never that no army broke (Pike & Shot, 3.0)', () => {
    const journal = join(dir, 'pike.tyw.jsonl');
    const played = tyw(['play', join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), '--seed', '3', '--journal', journal], script('move A1 to 0609', 'next'));
    expect(played.code).toBe(0);
    const r = tyw(['report', journal], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Undecided: the journal ends in turn 1 (step: First player combat); the scenario's victory conditions decide it after the last turn (3.0).");
    expect(r.stdout).not.toMatch(/army broke|neither army/);
    expect(r.stdout).toContain('## Eliminations');
  });

  it('Pike & Shot final state: a captured gun with its captors (12.6), and each side\'s leaders, an eliminated one in no hex (7.1)', () => {
    const journal = join(dir, 'pike-final.tyw.jsonl');
    const moves = ['place A3 0813', 'move A3 to 0913', 'move AL1 to 0609', 'react B3 melee AL1 --retreat blocked', 'win Swedes --why "Tilly fell"'];
    expect(tyw(['play', join(ROOT, 'scenarios', 'pike-and-shot-sample.yaml'), '--seed', '3', '--journal', journal], script(...moves)).code).toBe(0);
    const md = tyw(['report', journal], '').stdout;
    const final = md.slice(md.indexOf('## Final state'));
    const imperial = final.slice(0, final.indexOf('### Swedes'));
    const swedes = final.slice(final.indexOf('### Swedes'));
    // Where each unit stands, as replay prints it: hex, a battalion's facing (9.1), whose gun it was (12.6).
    expect(imperial).toContain('| B7 | Swedish Heavy Guns | Artillery | 4/6 | Captured | hex 0913, taken from the Swedes |');
    expect(swedes).toContain('| B1 | Yellow Brigade | Battalion | 5/5 | Ordered | hex 0611, facing ne |');
    expect(swedes).not.toContain('B7');
    expect(imperial).toContain('| Id | Leader | Fate | Where |');
    expect(imperial).toContain('| AL1 | Tilly | **Eliminated** |  |');
    expect(imperial).toContain('| AL2 | Pappenheim | Active | hex 0507 |');
    expect(swedes).toContain('| BL1 | Gustavus Adolphus | Active | with Yellow Brigade, hex 0611 |');
    const out = join(dir, 'pike-final.html');
    expect(tyw(['report', journal, '--format', 'html', '--out', out], '').code).toBe(0);
    const html = readFileSync(out, 'utf8');
    const htmlFinal = html.slice(html.indexOf('Final state'));
    expect(htmlFinal.indexOf('Swedish Heavy Guns')).toBeLessThan(htmlFinal.indexOf('Swedes: '));
    expect(htmlFinal).toContain('<th>Leader</th>');
  });
});

describe('tyw report, HTML', () => {
  it('writes one self-contained page with an inline SVG chart, to --out', () => {
    const out = join(dir, 'report.html');
    const r = tyw(['report', battle, '--format', 'html', '--out', out], '');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')[0]).toBe(`Report written to ${out}`);
    const html = readFileSync(out, 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(html.match(/<polyline /g)).toHaveLength(2);
    expect(html).toContain('stroke-dasharray');
    // Self-contained: no scripts, stylesheets, images or fonts fetched from anywhere.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|@import|url\(/i);
    expect(html).toContain('Imperialists broke at the end of turn 2');
  });

  it('escapes all user text', () => {
    const html = tyw(['report', battle, '--format', 'html'], '').stdout;
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; *bold* | [link](http://example.com) &#39;quoted&#39;');
    expect(html).toContain('Ottenbach&#39;s Tercio');
    expect(html).not.toContain('alert("x")');
  });

  it('tells each command in sentences with stage labels, the typed command in small type', () => {
    const html = tyw(['report', battle, '--format', 'html'], '').stdout;
    expect(html).toContain('<p class="typed">typed <code>fire Regimental at Ottenbach</code></p>');
    expect(html).not.toContain('&gt; fire Regimental');
    const fire = html.split('\n').find((l) => l.includes('<code>fire Regimental at Ottenbach</code>')) ?? '';
    // Each sentence of the command in its own paragraph (standing orders, the fire, the orders ending), then the typed line.
    expect(fire).toMatch(/^<li>(<p class="said">[^<]*<\/p>)+<p class="typed">/);
    expect(fire).toMatch(/<p class="said">Regimental Guns [^<]*<\/p>/);
    expect(html).toContain('<h3>Turn 2</h3>');
    expect(html).not.toContain('(so far)');
  });

  it('marks an unfinished last turn "(so far)", in its heading and on the chart', () => {
    const html = tyw(['report', undecided, '--format', 'html'], '').stdout;
    expect(html).toContain('<h3>Turn 1 <span class="quiet">(so far)</span></h3>');
    expect(html).toMatch(/<text [^>]*>1 \(so far\)<\/text>/);
  });

  it('takes the format from the --out extension', () => {
    const out = join(dir, 'by-extension.html');
    expect(tyw(['report', battle, '--out', out], '').code).toBe(0);
    expect(readFileSync(out, 'utf8').startsWith('<!doctype html>')).toBe(true);
    const md = join(dir, 'report.md');
    expect(tyw(['report', battle, '--out', md], '').code).toBe(0);
    expect(readFileSync(md, 'utf8')).toBe(`${tyw(['report', battle], '').stdout}`);
  });
});

describe('tyw report, JSON', () => {
  it('prints the model the Markdown and HTML are drawn from, as one line of JSON', () => {
    const r = tyw(['report', battle, '--format', 'json'], '');
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    const report = JSON.parse(r.stdout) as { kind: string; blocks: { type: string; text?: unknown; level?: number }[] };
    expect(report.kind).toBe('report');
    const sections = report.blocks.filter((b) => b.type === 'heading' && b.level === undefined).map((b) => b.text);
    expect(sections).toEqual(['Outcome', 'Losses', 'Morale', 'The battle, turn by turn', 'Final state']);
    const chart = report.blocks.find((b) => b.type === 'chart') as unknown as { series: { name: string; values: number[]; threshold: number; marks: unknown[] }[] };
    expect(chart.series.map((s) => [s.name, s.threshold])).toEqual([
      ['Swedes', 13],
      ['Imperialists', 13],
    ]);
    expect(chart.series[1]?.marks).toEqual([{ at: 2, label: 'broken' }]);
    expect(chart.series[1]?.values.at(-1)).toBe(14);
    const stories = report.blocks.filter((b) => b.type === 'story') as unknown as { entries: { typed: string }[] }[];
    expect(stories.flatMap((s) => s.entries.map((e) => e.typed))).toContain(`note ${NASTY}`);
    const out = join(dir, 'report.json');
    expect(tyw(['report', battle, '--out', out], '').code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(r.stdout);
    // --json, as every other command says it, is the same.
    expect(tyw(['report', battle, '--json'], '').stdout).toBe(r.stdout);
  });
});

describe('tyw report, bad input', () => {
  it('refuses an unknown format, exit 2, writing nothing', () => {
    const out = join(dir, 'never.pdf');
    const r = tyw(['report', battle, '--format', 'pdf', '--out', out], '');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('error: --format is md, html or json, not "pdf"');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses --force without --out, and --json with another format, exit 2', () => {
    const forced = tyw(['report', battle, '--force'], '');
    expect([forced.code, forced.stderr.trim(), forced.stdout]).toEqual([2, 'error: --force goes with --out <file>: it lets the report replace that file', '']);
    const both = tyw(['report', battle, '--json', '--format', 'html'], '');
    expect([both.code, both.stderr.trim()]).toEqual([2, 'error: --json asks for --format json, not "html": give one of them']);
  });

  it('names the edited line of a journal, exit 2', () => {
    const lines = readFileSync(battle, 'utf8').split('\n');
    const lineNo = lines.findIndex((l) => l.includes('"text":"kill Hallberg')) + 1;
    lines[lineNo - 1] = (lines[lineNo - 1] ?? '').replace('kill Hallberg', 'capture Hallberg');
    const path = join(dir, 'edited.jsonl');
    writeFileSync(path, lines.join('\n'));
    const r = tyw(['report', path], '');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(`error: ${path}:${lineNo}:1: this line has been edited (its checksum does not match)`);
  });

  it('reports a journal with a torn last line, with a notice', () => {
    const path = join(dir, 'torn.jsonl');
    writeFileSync(path, readFileSync(battle, 'utf8'));
    appendFileSync(path, '{"kind":"comm');
    const r = tyw(['report', path], '');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/the last line was cut short/);
    expect(r.stdout).toContain('Imperialists broke at the end of turn 2');
  });
});
