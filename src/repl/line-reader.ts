/**
 * Lines from the terminal, one readline at a time, so menus can have the terminal in between.
 * Several lines may arrive at once (pasted, or typed while a command or a menu was busy):
 * readline reads them all from one chunk, so the lines after the first are queued here, in
 * order, and handed out one by one (each echoed after its prompt as if typed then), and
 * a half-typed last line is put back at the next prompt. Nothing typed is dropped.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { HISTORY_SIZE } from './history.js';

export interface TerminalStreams {
  readonly input: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  readonly output: NodeJS.WritableStream;
  /** Aborted when the session is to end at once (the terminal closed, a kill): reading then gives the end of input. */
  readonly stop?: AbortSignal;
}

export type Read = { readonly kind: 'line'; readonly line: string } | { readonly kind: 'eof' } | { readonly kind: 'interrupt' };

export type Completer = (line: string) => [string[], string];

export class LineReader {
  /** Lines (or an end of input) that arrived after the one being handled. */
  private readonly queue: Read[] = [];
  /** Text typed after the last queued line, without its Enter yet. */
  private partial = '';

  constructor(private readonly io: TerminalStreams) {}

  /** Lines waiting to be handled. */
  get waiting(): number {
    return this.queue.length;
  }

  /** The next line typed ahead, if one is waiting (it stays queued). */
  get nextWaiting(): string | undefined {
    const next = this.queue[0];
    return next?.kind === 'line' ? next.line : undefined;
  }

  /** Keys typed elsewhere (at a menu) that began a command: its line, if Enter ended it, comes first; else they start the next prompt's line. */
  startWith(text: string): void {
    const lines = text.split(/\r\n|\r|\n/);
    const rest = lines.pop() ?? '';
    this.queue.unshift(...lines.map((line): Read => ({ kind: 'line', line })));
    this.partial = rest + this.partial;
  }

  /** A line read that is to be handled again as typed, before anything else waiting. */
  putBack(line: string): void {
    this.queue.unshift({ kind: 'line', line });
  }

  /** Forget what was typed ahead (after Ctrl-C). */
  discard(): void {
    this.queue.length = 0;
    this.partial = '';
  }

  /**
   * While a menu has the terminal: the menu keeps only the key that answers it, so what came
   * in the same burst after the Enter that closed it (a line typed or pasted at once) is
   * queued here. Call the returned function when the menu is done.
   */
  watchMenu(): () => void {
    const bursts: string[][] = [];
    let open = false;
    const onKey = (typed: string | undefined, key: { sequence?: string } | undefined) => {
      if (!open) {
        bursts.push([]);
        open = true;
        // Keys of one chunk arrive synchronously: the burst ends when the event loop moves on.
        setImmediate(() => {
          open = false;
        });
      }
      bursts[bursts.length - 1]?.push(key?.sequence ?? typed ?? '');
    };
    this.io.input.on('keypress', onKey);
    return () => {
      this.io.input.off('keypress', onKey);
      const last = bursts.at(-1) ?? [];
      const answer = last.findIndex((k) => k === '\r' || k === '\n');
      if (answer >= 0) this.typedAhead(last.slice(answer + 1).join(''));
    };
  }

  private typedAhead(text: string): void {
    const lines = text.split(/\r\n|\r|\n/);
    this.partial += lines.pop() ?? '';
    for (const line of lines) this.queue.push({ kind: 'line', line });
  }

  read(prompt: string, history: readonly string[] | null, completer?: Completer): Promise<Read> {
    if (this.io.stop?.aborted) return Promise.resolve({ kind: 'eof' });
    const queued = this.queue.shift();
    if (queued) {
      if (queued.kind === 'line') this.io.output.write(`${prompt}${queued.line}\n`);
      return Promise.resolve(queued);
    }
    return this.fromTerminal(prompt, history, completer);
  }

  private fromTerminal(prompt: string, history: readonly string[] | null, completer?: Completer): Promise<Read> {
    let muted = false;
    const target = this.io.output as NodeJS.WritableStream & { columns?: number; rows?: number };
    // Readline echoes every key it reads; once the first line is in, the rest of the chunk is
    // queued silently and echoed after its own prompt when its turn comes.
    const output = Object.assign(
      new Writable({
        write: (chunk: Buffer | string, _encoding, done) => {
          if (!muted) target.write(chunk);
          done();
        },
      }),
      { isTTY: true },
    );
    Object.defineProperty(output, 'columns', { get: () => target.columns ?? 80 });
    Object.defineProperty(output, 'rows', { get: () => target.rows ?? 24 });
    // Readline redraws the line when the terminal is resized.
    const onResize = () => output.emit('resize');
    target.on('resize', onResize);
    const rl = createInterface({
      input: this.io.input,
      output,
      terminal: true,
      ...(completer ? { completer } : {}),
      history: history ? [...history] : [],
      historySize: history ? HISTORY_SIZE : 0,
      removeHistoryDuplicates: true,
      tabSize: 4,
      ...(this.io.stop ? { signal: this.io.stop } : {}),
    });
    return new Promise((resolve) => {
      let first: Read | null = null;
      let closed = false;
      const finish = () => {
        if (closed) return;
        closed = true;
        this.partial = rl.line;
        rl.close();
        target.off('resize', onResize);
        resolve(first ?? { kind: 'eof' });
      };
      const arrive = (read: Read) => {
        if (first === null) {
          first = read;
          muted = true;
          // Readline hands out the rest of this chunk's keys synchronously; let it, then stop.
          setImmediate(finish);
        } else this.queue.push(read);
      };
      rl.on('line', (line) => arrive({ kind: 'line', line }));
      rl.on('close', () => {
        if (closed) return;
        if (first === null) {
          // Ctrl-D: whatever is printed next starts on a line of its own.
          target.write('\n');
          first = { kind: 'eof' };
          finish();
        } else this.queue.push({ kind: 'eof' });
      });
      rl.on('SIGINT', () => {
        if (first !== null) return;
        if (rl.line.length > 0) {
          rl.write(null, { ctrl: true, name: 'e' });
          rl.write(null, { ctrl: true, name: 'u' });
          return;
        }
        target.write('\n');
        first = { kind: 'interrupt' };
        finish();
      });
      rl.setPrompt(prompt);
      rl.prompt();
      if (this.partial !== '') {
        const typed = this.partial;
        this.partial = '';
        rl.write(typed);
      }
    });
  }
}
