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
 *
 * --max-semi-space-size=64: the young generation starts small and V8 lets it grow while much of it
 * survives, but by default only to 16 MB a half. Under load the objects of the requests in flight
 * (shares waiting for their group commit, answers being written) outlived scavenges of that size
 * and were copied, then promoted, filling the old generation with garbage (pastes bench). Allowed
 * to grow to 64 MB, it holds them until they die: the heap after a scavenge stays at 34 MB instead
 * of climbing past 95 MB within seconds, and a share's creation at 16 clients takes 48-52 instead
 * of 51-57 µs of server CPU (+6 to +11% throughput in four A/B runs, +5 to +11% at 64 clients; a
 * view and the 10,000-entry listings unchanged). The cost is memory once it has grown: idle RSS is
 * unchanged (125 MB), but after the pastes bench's load it stays about 45 MB higher (250 MB, from
 * 205 MB), and the WebDAV bench's 63 listings of 10,000 entries grow it by about 200 MB instead of
 * 110-150. Of the alternatives measured, 32 MB gave +2%, and turning off allocation-site
 * pretenuring (with or without 32 MB) gave as much for creation but made a 10,000-entry PROPFIND
 * 8% slower.
 */
export const SERVER_NODE_FLAGS = ['--initial-old-space-size=128', '--max-semi-space-size=64'];
