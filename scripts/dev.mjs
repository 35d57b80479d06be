// `npm run dev`: the server in watch mode and Vite (proxying /api, /connection and /emulation to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@app/web'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_BACKEND: `http://127.0.0.1:${process.env.PORT ?? '3000'}` },
  }),
];
const stop = () => {
  for (const c of children) {
    c.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) {
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
