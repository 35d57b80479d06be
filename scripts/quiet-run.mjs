// A long command (the web build of `npm start`) with its output in a log file and one line on
// screen: on a terminal, the elapsed seconds count on that line. On failure, the log's last lines
// and where the whole of it is.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, relative } from 'node:path';

const TAIL_LINES = 30;

/**
 * @param {{ title: string, command: string, args: string[], cwd: string, logPath: string,
 *   stdout?: { write(text: string): unknown, isTTY?: boolean }, stderr?: { write(text: string): unknown } }} options
 * @returns {Promise<number>} the command's exit code (1 when it could not run)
 */
export async function runQuietly(options) {
  const { title, command, args, cwd, logPath } = options;
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const tty = Boolean(stdout.isTTY);
  mkdirSync(dirname(logPath), { recursive: true });
  const shown = relative(cwd, logPath);
  const out = openSync(logPath, 'w');
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const line = (suffix) => `${title}… ${suffix}`;
  stdout.write(tty ? line('0 s') : `${line(`(output in ${shown})`)}\n`);
  const ticker = tty ? setInterval(() => stdout.write(`\r${line(`${seconds()} s`)}`), 1000) : undefined;
  const code = await new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', out, out] });
    child.on('error', (err) => {
      writeSync(out, `${err.message}\n`);
      done(1);
    });
    child.on('close', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });
  clearInterval(ticker);
  closeSync(out);
  if (tty) {
    stdout.write(`\r${line(code === 0 ? `done in ${seconds()} s` : 'failed')}\n`);
  } else if (code === 0) {
    stdout.write(`Done in ${seconds()} s.\n`);
  }
  if (code !== 0) {
    const tail = readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-TAIL_LINES).join('\n');
    stderr.write(`${tail}\n\n${title} failed (exit code ${code}); the whole output is in ${shown}.\n`);
  }
  return code;
}
