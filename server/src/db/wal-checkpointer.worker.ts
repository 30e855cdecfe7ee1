/** Worker thread entry: checkpoints the write-ahead log of the database it is given (see wal-checkpointer.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { runCheckpoints } from './wal-checkpointer.js';

const { path } = workerData as { path: string };
const loop = runCheckpoints(new SQLite(path, { fileMustExist: true }));
parentPort?.once('message', () => {
  loop.stop();
  parentPort?.close();
});
