// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
// The build (about a minute the first time) writes its output to .reports/web-build.log and shows one
// progress line, so what the server prints at a first start (the administrator's password, the
// group's join code) is not lost among hundreds of build lines.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runQuietly } from './quiet-run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') {
      continue;
    }
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'].map(
  (p) => join(root, p),
);
const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const stale = sources.some(
  (p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built,
);
if (stale) {
  const status = await runQuietly({
    title: built
      ? 'Web app sources changed; rebuilding it'
      : 'First start: building the web app (about a minute)',
    command: 'npm',
    args: ['run', 'build', '-w', '@app/web'],
    cwd: root,
    logPath: join(root, '.reports', 'web-build.log'),
  });
  if (status !== 0) {
    process.exit(status);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
