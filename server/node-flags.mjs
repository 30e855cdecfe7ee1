/**
 * The V8 flags the server runs with: `npm start` (scripts/start.mjs) and the servers of the
 * end-to-end tests and benches (e2e/support/server.ts) take them from here, so what is measured is
 * what runs.
 *
 * --initial-old-space-size=128: V8 sets the old generation's limit from the live heap, about 25 MB
 * here, and left it 20-55 MB above that, close to the young generation's size, so it began a full
 * collection every 100 ms or so while a large upload or download ran: 45-59 in three 512 MiB uploads
 * to S3, each 20-40 ms of the event loop's time. With a floor of 128 MB the same uploads see 22-23,
 * and 3 or 4 once the S3 driver also copies parts into buffers of their own (s3-streamed-put.ts);
 * the two together took the server's CPU per GiB in the storage bench from 2.9 to 1.7 s for a
 * proxied S3 upload and from 2.3 to 1.0 s for a download. The cost: garbage is kept longer, about
 * 30 MB more RSS once warm.
 */
export const SERVER_NODE_FLAGS = ['--initial-old-space-size=128'];
