// Bundles the CLI, the contracts it uses included, into one file with no runtime dependency:
// dist/cloudpaste.js, the package's `cloudpaste` bin (docs/CLI.md).
import { build } from 'esbuild';

const here = (path) => new URL(path, import.meta.url).pathname;
// `node build.mjs --outdir DIR`: the tests build the bin they spawn into a folder of their own.
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 ? process.argv[at + 1] : here('./dist');

await build({
  entryPoints: { cloudpaste: here('./src/bin.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  banner: { js: '#!/usr/bin/env node' },
  // The Chinese catalogue as UTF-8 rather than \u escapes, and no indentation: a third smaller.
  charset: 'utf8',
  minifyWhitespace: true,
  logLevel: 'warning',
});
