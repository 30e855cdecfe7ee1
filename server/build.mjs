// Bundles the server (with the contracts source inlined) into dist/main.js, and its worker threads
// beside it; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@cloudpaste/'));

const here = (path) => new URL(path, import.meta.url).pathname;

await build({
  // Each worker thread is an entry of its own, loaded beside main.js: the WAL checkpointer's and
  // the local driver's stats.
  entryPoints: {
    main: here('./src/main.ts'),
    // npm run backup / restore / db:copy (scripts/db-tools.mjs).
    'db-tools': here('./src/cli/db-tools.ts'),
    'wal-checkpointer.worker': here('./src/db/wal-checkpointer.worker.ts'),
    'local-stat.worker': here('./src/storage/drivers/local/local-stat.worker.ts'),
  },
  outdir: here('./dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
