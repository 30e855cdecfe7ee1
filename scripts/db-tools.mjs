// `npm run backup`, `npm run restore` and `npm run db:copy`: builds the server (a few seconds,
// esbuild) so the tools match the source, then runs server/dist/db-tools.js with the arguments.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('npm', ['run', 'build', '-w', 'server', '--silent'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  shell: process.platform === 'win32',
});
if (build.status !== 0) {
  console.error('the server build failed');
  process.exit(build.status ?? 1);
}
const tool = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('../server/dist/db-tools.js', import.meta.url)), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(tool.status ?? 1);
