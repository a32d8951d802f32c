/**
 * The live board as HTML: each section drawn by the HTML renderer (every text escaped), and
 * the page around them with its styles and its one small script inline, so it fetches
 * nothing and works offline. The script only listens: it replaces a section's HTML when the
 * server sends a new one, and reconnects by itself when the connection drops.
 */
import { htmlBlocks, htmlEscape } from '../present/html.js';
import { BOARD_SECTIONS, type BoardModel, type BoardSection } from './view.js';

/** What the server sends: each section's HTML, and a version the page compares. */
export interface BoardSnapshot {
  readonly version: string;
  readonly title: string;
  readonly sections: Readonly<Record<BoardSection, string>>;
}

export function boardSnapshot(model: BoardModel, version: string): BoardSnapshot {
  const sections = Object.fromEntries(BOARD_SECTIONS.map((name) => [name, htmlBlocks(model[name])])) as Record<BoardSection, string>;
  return { version, title: model.title, sections };
}

/** Large type for a projector; the narrow layout follows the screen's width by itself. */
export type BoardLayout = 'normal' | 'big';

const CSS = `
:root{color-scheme:light;--ink:#1d1d1d;--paper:#faf8f3;--rule:#d8d2c4;--loss:#a11;--gain:#1d6b2f;--warn:#8a5a00;--mark:#fff0b3}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--paper);line-height:1.4;font-size:16px}
body.big{font-size:24px}
header.top{padding:.5rem 1rem;border-bottom:2px solid var(--rule);background:#fff}
header.top h1{font-size:1.3em;margin:0 0 .2rem;display:flex;justify-content:space-between;gap:1rem;align-items:baseline}
#connection{font-size:.6em;font-weight:normal;color:#666}
#connection.lost{color:var(--loss)}
#header p{margin:.15rem 0}
main{display:grid;gap:1rem;padding:1rem;grid-template-columns:minmax(0,1fr) minmax(0,1.6fr);grid-template-rows:auto auto 1fr;grid-template-areas:"result units" "odds units" "feed units";align-items:start}
body.big main{grid-template-columns:minmax(0,1fr) minmax(0,1fr);grid-template-rows:auto;grid-template-areas:"result odds" "units units" "feed feed"}
#result{grid-area:result}#odds{grid-area:odds}#units{grid-area:units}#feed{grid-area:feed}
.panel{background:#fff;border:1px solid var(--rule);border-radius:.4rem;padding:.6rem .9rem;min-width:0}
.panel>h2.label,#leaders>h2.label{font-size:.75em;text-transform:uppercase;letter-spacing:.08em;color:#777;margin:0 0 .4rem;border:0}
#result{font-size:1.15em}
#result.fresh{animation:fresh 2s ease-out}
@keyframes fresh{from{background:var(--mark)}to{background:#fff}}
#odds{border-color:var(--warn)}
#odds[hidden],#leaders[hidden]{display:none}
#leaders{margin-top:.8rem;padding-top:.4rem;border-top:1px solid var(--rule)}
#feed .content{max-height:24rem;overflow-y:auto}
body.big #feed .content{max-height:12rem}
h2{font-size:1.1em;margin:.3rem 0}h3{font-size:1em;margin:.6rem 0 .2rem}
p{margin:.25rem 0}
table{border-collapse:collapse;margin:.3rem 0;width:100%}
th,td{border-bottom:1px solid var(--rule);padding:.2rem .4rem;text-align:left;vertical-align:top}
th{font-weight:600;color:#555;font-size:.9em}
.num{text-align:right}
tr.marked td{background:var(--mark)}
.loss{color:var(--loss)}.gain{color:var(--gain)}.warning{color:var(--warn)}.quiet{color:#666;font-weight:normal}
p.indent{margin-left:1.2rem}
meter{width:10em;height:1em;vertical-align:middle}
meter::-webkit-meter-bar{background:#eee;border:1px solid #ccc}
meter::-webkit-meter-optimum-value{background:#4a4a4a}
meter.warning::-webkit-meter-optimum-value{background:var(--warn)}
meter.loss::-webkit-meter-optimum-value{background:var(--loss)}
meter::-moz-meter-bar{background:#4a4a4a}
meter.warning::-moz-meter-bar{background:var(--warn)}
meter.loss::-moz-meter-bar{background:var(--loss)}
.panel .content{overflow-x:auto}
#units table{font-size:.9em}#units th,#units td{padding:.15rem .3rem}
p.bar{display:flex;gap:.6rem;align-items:center;justify-content:space-between;max-width:40em}
.dice{display:flex;flex-wrap:wrap;gap:.8rem;align-items:flex-start;margin:.4rem 0}
.die{margin:0;text-align:center;max-width:9em}
.die .face{display:inline-block;min-width:2.2em;padding:0 .2em;height:2.2em;line-height:2.1em;font-size:2em;font-weight:700;border:3px solid var(--ink);border-radius:.35em;background:#fff}
.die figcaption{font-size:.75em;color:#555}
.dice.by-hand .face{border-style:dashed}
p.hand{font-weight:600;color:var(--warn)}
ol.story{list-style:none;padding-left:0;margin:.2rem 0}
ol.story>li{margin:0 0 .5rem;padding-left:.5rem;border-left:3px solid var(--rule)}
p.said{margin:0}p.typed{margin:0;font-size:.8em;color:#777}
.stage{font-variant:small-caps;font-weight:bold;color:#6b4e16;margin-right:.15rem}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.95em}
@media (max-width:1100px){main,body.big main{grid-template-columns:minmax(0,1fr);grid-template-rows:auto;grid-template-areas:"result" "odds" "units" "feed";padding:.5rem;gap:.5rem}body.big{font-size:18px}.die .face{font-size:1.5em}}
`;

/** The page's script: replace sections as the server sends them; reconnect when dropped. */
const SCRIPT = `
(function () {
  var body = document.body;
  var names = ${JSON.stringify(BOARD_SECTIONS)};
  var shown = document.getElementById('connection');
  var heading = document.getElementById('title');
  function apply(data) {
    if (data.version === body.getAttribute('data-version')) return;
    // A journal replaced by another battle's brings its title: set as text, never as HTML.
    if (typeof data.title === 'string' && heading.textContent !== data.title) {
      heading.textContent = data.title;
      document.title = data.title + ' \u2014 tyw board';
    }
    names.forEach(function (name) {
      var part = document.getElementById(name);
      var content = part.querySelector('.content');
      var html = data.sections[name];
      if (content.getAttribute('data-html') === html) return;
      content.innerHTML = html;
      content.setAttribute('data-html', html);
      if (name === 'odds' || name === 'leaders') part.hidden = html === '';
      if (name === 'result') { part.classList.remove('fresh'); void part.offsetWidth; part.classList.add('fresh'); }
      if (name === 'feed') content.scrollTop = content.scrollHeight;
    });
    body.setAttribute('data-version', data.version);
  }
  function connect() {
    var source = new EventSource(body.getAttribute('data-events'));
    source.addEventListener('board', function (event) { apply(JSON.parse(event.data)); });
    source.onopen = function () { shown.textContent = 'live'; shown.className = ''; };
    source.onerror = function () {
      shown.textContent = 'reconnecting…'; shown.className = 'lost';
      if (source.readyState === EventSource.CLOSED) { source.close(); setTimeout(connect, 1000); }
    };
  }
  var feed = document.querySelector('#feed .content');
  feed.scrollTop = feed.scrollHeight;
  connect();
})();
`;

type Panel = Exclude<BoardSection, 'header' | 'leaders'>;

const LABELS: Readonly<Record<Panel, string>> = {
  result: 'Latest result',
  odds: 'Odds before the dice',
  units: 'Units',
  feed: 'The battle so far',
};

/** A panel; the units panel carries the leaders below its units (hidden when the rule set has none). */
function panel(name: Panel, html: string, leaders = ''): string {
  const hidden = name === 'odds' && html === '' ? ' hidden' : '';
  const below = name === 'units' ? `<div id="leaders"${leaders === '' ? ' hidden' : ''}><h2 class="label">Leaders</h2><div class="content">${leaders}</div></div>` : '';
  return `<section id="${name}" class="panel"${hidden} aria-live="${name === 'units' || name === 'feed' ? 'off' : 'polite'}"><h2 class="label">${LABELS[name]}</h2><div class="content">${html}</div>${below}</section>`;
}

/**
 * The whole page, drawn with the current sections so a page opened mid-battle shows the
 * battle at once. `nonce` lets the Content-Security-Policy allow the inline style and script
 * and nothing else; `events` is where the script listens.
 */
export function boardPage(snapshot: BoardSnapshot, options: { readonly nonce: string; readonly events: string; readonly layout: BoardLayout }): string {
  const s = snapshot.sections;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${htmlEscape(snapshot.title)} — tyw board</title>`,
    `<style nonce="${options.nonce}">${CSS}</style>`,
    '</head>',
    `<body class="${options.layout === 'big' ? 'big' : 'normal'}" data-version="${htmlEscape(snapshot.version)}" data-events="${htmlEscape(options.events)}">`,
    `<header class="top"><h1><span id="title">${htmlEscape(snapshot.title)}</span><span id="connection" role="status">connecting…</span></h1><div id="header"><div class="content">${s.header}</div></div></header>`,
    '<main>',
    panel('result', s.result),
    panel('odds', s.odds),
    panel('units', s.units, s.leaders),
    panel('feed', s.feed),
    '</main>',
    `<script nonce="${options.nonce}">${SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
