/**
 * The command that continues a journal, worded the way this session was started, so the
 * hint printed at the end can be pasted as it is: after `npm install` in a clone there is no
 * `tyw` on the PATH, only `node bin/tyw.js` and `npm start`.
 */
import { isAbsolute, relative } from 'node:path';

/**
 * `script` is the file node was started with (process.argv[1]); `env` tells npm scripts
 * apart (npm sets the script's name and the package's). Ends just before the journal path.
 */
export function resumeCommand(script: string | undefined, env: Readonly<Record<string, string | undefined>>, cwd: string): string {
  if (env.npm_package_name === 'tyw') {
    // npm runs the scripts in the package's folder, wherever it was typed.
    if (env.npm_lifecycle_event === 'start') return 'npm start -- --resume';
    if (env.npm_lifecycle_event === 'dev') return 'npm run dev -- play --resume';
  }
  // Installed (npm link, npm install -g) or run with npx: the `tyw` command, without an extension.
  if (script === undefined || !/\.[cm]?[jt]s$/.test(script)) return env.npm_command === 'exec' ? 'npx tyw play --resume' : 'tyw play --resume';
  const path = isAbsolute(script) ? relative(cwd, script) : script;
  const shown = path === '' || path.startsWith('..') || isAbsolute(path) ? script : path;
  return `node ${shellWord(shown)} play --resume`;
}

/** A path as one word for a POSIX shell, to paste as it is: quoted only when it needs to be. */
export function shellWord(word: string): string {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word;
  // Control characters cannot be printed as they are (the terminal would act on them): bash's
  // and zsh's $'…' spells them as \xHH, so the pasted command still names the file.
  if (/[\x00-\x1f\x7f]/.test(word)) {
    return `$'${word.replace(/[\\']/g, (c) => `\\${c}`).replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}'`;
  }
  return `'${word.replace(/'/g, "'\\''")}'`;
}

/**
 * The closing lines that say where the journal is and how to go on. When the one line would
 * be wider than the terminal, the command goes on a line of its own, indented two spaces, so
 * the terminal does not fold it mid-path (and "Continue with:" on its own too, if the head
 * leaves no room for it); `columns` is undefined in a pipe, which keeps one line.
 */
export function resumeLines(head: string, command: string, columns: number | undefined): string[] {
  const whole = `${head} Continue with: ${command}`;
  if (columns === undefined || columns <= 0 || whole.length <= columns) return [whole];
  const asked = `${head} Continue with:`;
  return asked.length <= columns ? [asked, `  ${command}`] : [head, 'Continue with:', `  ${command}`];
}
