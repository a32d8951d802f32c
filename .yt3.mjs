import { Lexer } from 'yaml';
const n = +process.argv[2];
const kind = process.argv[3];
const text = kind === 'flow' ? '['.repeat(n) + ']'.repeat(n) : kind === 'seq' ? '- '.repeat(n) + 'x' : Array.from({length: n}, (_, i) => `- {name: "u${i}'s", type: cuirassier, bases: 2} # [[[`).join('\n');
const t0 = performance.now();
let depth = 0, max = 0, count = 0; const seen = new Map();
for (const tok of new Lexer().lex(text)) { count++; const c = tok[0]; if (tok === '[' || tok === '{') { depth++; if (depth > max) max = depth; } else if (tok === ']' || tok === '}') depth--; if (tok.length<=2) seen.set(JSON.stringify(tok), (seen.get(JSON.stringify(tok))||0)+1); }
console.log(text.length, count, max, (performance.now() - t0).toFixed(0), 'ms', (process.memoryUsage().rss/1e6).toFixed(0),'MB', [...seen].slice(0,30).join(' '));
