/** `npm run bench [-- name...]`: starts the built server on a temp data dir and prints each bench's figures. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, TEST_ADMIN } from '../e2e/support/server.js';
import { benches } from './benches/index.js';
import { createContext } from './support/client.js';
import type { Measurement } from './support/types.js';

const RESULTS_DIR = fileURLToPath(new URL('.results', import.meta.url));

function format(measurement: Measurement): string {
  const figures = measurement.figures
    .map((f) => `${f.label} ${f.value.toFixed(f.value >= 100 ? 0 : 1)} ${f.unit}`)
    .join('  ');
  return `  ${measurement.name.padEnd(40)} ${figures}  (${measurement.note})`;
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? benches.filter((b) => wanted.includes(b.name)) : benches;
if (selected.length === 0) {
  console.error(
    `No bench named ${wanted.join(', ')}; known: ${benches.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}

console.log(`Node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
const server = await startServer();
const results: Record<string, Measurement[]> = {};
try {
  const context = createContext(server.url, TEST_ADMIN);
  for (const bench of selected) {
    console.log(`\n${bench.name}`);
    results[bench.name] = await bench.run(context);
    for (const measurement of results[bench.name] ?? []) console.log(format(measurement));
  }
} finally {
  await server.stop();
}

mkdirSync(RESULTS_DIR, { recursive: true });
const file = join(RESULTS_DIR, 'latest.json');
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
console.log(`\nSaved ${file}`);
