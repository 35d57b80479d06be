import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runQuietly } from './quiet-run.mjs';

const dir = mkdtempSync(join(tmpdir(), 'chapter-quiet-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function screen(isTTY) {
  const text = { out: '', err: '' };
  return {
    text,
    stdout: { isTTY, write: (t) => (text.out += t) },
    stderr: { write: (t) => (text.err += t) },
  };
}

/** A command printing `lines` lines (half on stderr) and exiting with `code`. */
function noisy(lines, code) {
  const script = `for (let i = 0; i < ${lines}; i++) (i % 2 ? process.stderr : process.stdout).write('build line ' + i + '\\n'); process.exit(${code});`;
  return { command: process.execPath, args: ['-e', script] };
}

describe('runQuietly (the web build of npm start)', () => {
  it('puts 370 lines of output in the log file and one line on screen', async () => {
    const s = screen(false);
    const logPath = join(dir, 'reports', 'ok.log');
    const code = await runQuietly({ title: 'Building', cwd: dir, logPath, ...noisy(370, 0), ...s });
    expect(code).toBe(0);
    expect(s.text.out).toMatch(/^Building… \(output in reports\/ok\.log\)\nDone in \d+ s\.\n$/);
    expect(s.text.err).toBe('');
    expect(readFileSync(logPath, 'utf8').trim().split('\n')).toHaveLength(370);
  });

  it('on a terminal, keeps to one line that it rewrites', async () => {
    const s = screen(true);
    const code = await runQuietly({
      title: 'Building',
      cwd: dir,
      logPath: join(dir, 'tty.log'),
      ...noisy(50, 0),
      ...s,
    });
    expect(code).toBe(0);
    expect(s.text.out.split('\n')).toEqual([
      expect.stringMatching(/^Building… 0 s.*\rBuilding… done in \d+ s$/),
      '',
    ]);
  });

  it('on failure, shows the last lines and where the whole output is, and answers the exit code', async () => {
    const s = screen(false);
    const logPath = join(dir, 'failed.log');
    const code = await runQuietly({ title: 'Building', cwd: dir, logPath, ...noisy(100, 3), ...s });
    expect(code).toBe(3);
    expect(s.text.err).toContain('build line 99\n');
    expect(s.text.err).not.toContain('build line 69\n');
    expect(s.text.err).toMatch(/Building failed \(exit code 3\); the whole output is in failed\.log\.\n$/);
  });
});
