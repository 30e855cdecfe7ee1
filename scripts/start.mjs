// `npm start`: builds the web app and the server when missing or stale, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server/node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);

/** Each build target with the sources it is made from; a target older than any source is rebuilt. */
const targets = [
  {
    workspace: 'web',
    output: 'web/dist/index.html',
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/vite.pwa.ts',
      'contracts/src',
    ],
  },
  {
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/build.mjs', 'contracts/src'],
  },
];

/** Newest modification time (ms) of a file, or of any file below a directory; 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function staleReason({ output, sources }) {
  if (!existsSync(at(output))) return `${output} is missing`;
  const built = statSync(at(output)).mtimeMs;
  const changed = sources.find((source) => newestMtime(at(source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

for (const target of targets) {
  const reason = staleReason(target);
  if (!reason) {
    console.log(`[start] ${target.workspace}: up to date`);
    continue;
  }
  console.log(`[start] ${target.workspace}: building (${reason})`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`[start] ${target.workspace}: build failed`);
    process.exit(result.status ?? 1);
  }
  console.log(
    `[start] ${target.workspace}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

// A process of its own, as the server's V8 flags must be given when Node starts.
console.log('[start] starting the server');
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, at('server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches both processes; a signal sent to this one alone is passed on. The server stops
// itself cleanly on either.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  if (signal) console.error(`[start] the server was ended by ${signal}`);
  else if (code !== 0) console.error(`[start] the server stopped with exit code ${code}`);
  process.exit(code ?? (signal ? 1 : 0));
});
