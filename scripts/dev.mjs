// `npm run dev`: the server under tsx watch (port 8787) and Vite with hot reload (port 5173, /api proxied).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];

const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.once('exit', (code) => stop(code ?? 0));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
console.log('Development: open http://127.0.0.1:5173 (API on http://127.0.0.1:8787)');
