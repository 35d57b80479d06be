// Type-checks every workspace (each has its own tsconfig: the web one adds DOM and JSX).
import { spawn } from 'node:child_process';

const projects = ['packages/shared', 'packages/realtime', 'apps/server', 'apps/web', 'e2e', 'bench'];
const run = (p) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', p, '--noEmit'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve({ p, code }));
  });
const results = [];
for (let i = 0; i < projects.length; i += 2) {
  results.push(...(await Promise.all(projects.slice(i, i + 2).map(run))));
}
const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.map((r) => r.p).join(', ')}`);
  process.exit(1);
}
console.log(`typecheck passed (${projects.length} projects)`);
