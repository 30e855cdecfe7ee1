/** Worker thread entry: stats batches of paths for the local driver's listings (see stat-pool.ts). */
import { statSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { statBatchSync, type StatBatch } from './file-stats.js';

export interface StatRequest {
  id: number;
  paths: string[];
}

export interface StatAnswer {
  id: number;
  batch: StatBatch;
}

const port = parentPort;
port?.on('message', ({ id, paths }: StatRequest) => {
  const batch = statBatchSync(paths, (path) =>
    statSync(path, { bigint: true, throwIfNoEntry: false }),
  );
  const answer: StatAnswer = { id, batch };
  port.postMessage(answer, [batch.kinds.buffer, batch.sizes.buffer, batch.mtimes.buffer]);
});
