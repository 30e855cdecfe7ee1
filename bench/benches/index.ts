/** The registry of benchmarks `npm run bench` runs, in order; add new bench files here. */
import type { Bench } from '../support/types.js';
import { authBench } from './auth.bench.js';
import { pastesBench } from './pastes.bench.js';
import { fsBench } from './fs.bench.js';
import { fsFirstSearchBench } from './fs-first-search.bench.js';
import { storageBench } from './storage.bench.js';
import { webdavBench } from './webdav.bench.js';
import { lighthouseBench } from './lighthouse.bench.js';
import { editorBench } from './editor.bench.js';
import { e2eeFilesBench } from './e2ee-files.bench.js';

export const benches: readonly Bench[] = [
  authBench,
  pastesBench,
  storageBench,
  fsBench,
  fsFirstSearchBench,
  webdavBench,
  lighthouseBench,
  editorBench,
  e2eeFilesBench,
];
