/**
 * Every upload method on every storage of the run (local always, the real S3 server when there is
 * one): the browser uploads a generated file, a visitor opens its share page, downloads it with the
 * page's download control, and the saved bytes hash like the source.
 */
import { describe, expect } from 'vitest';
import { baseURL, storages } from '../support/context.js';
import { test } from '../support/fixtures.js';
import {
  chooseOptions,
  downloadShare,
  MULTIPART_FILE,
  openUpload,
  recordServerUploads,
  recordStoragePuts,
  startingWith,
  uploadFiles,
  type UploadOptions,
} from '../support/uploads.js';

/** Below the web engine's multipart threshold: one request carries it. */
const SMALL_BYTES = 3 * 1024 * 1024 + 17;

interface MethodCase {
  method: 'presigned' | 'direct' | 'multipart';
  bytes: number;
  options: Pick<UploadOptions, 'method'> & { access: 'proxy' | 'direct' };
  /** Bodies PUT to storage by the browser. */
  storagePuts: number;
  /** POSTs of the file to /api/upload. */
  serverUploads: number;
}

/**
 * Each case also takes one way of reading the share back: access 'direct' downloads from a storage
 * link (the server redirects to it), 'proxy' streams through GET /api/file-download.
 */
const CASES: MethodCase[] = [
  {
    method: 'presigned',
    bytes: SMALL_BYTES,
    options: { method: 'auto', access: 'direct' },
    storagePuts: 1,
    serverUploads: 0,
  },
  {
    method: 'direct',
    bytes: SMALL_BYTES,
    options: { method: 'direct', access: 'proxy' },
    storagePuts: 0,
    serverUploads: 1,
  },
  {
    method: 'multipart',
    bytes: MULTIPART_FILE.bytes,
    options: { method: 'auto', access: 'proxy' },
    storagePuts: MULTIPART_FILE.parts,
    serverUploads: 0,
  },
];

describe.for(storages().map((storage) => [storage.kind, storage] as const))(
  'uploads to %s storage',
  ([, storage]) => {
    test.for(CASES.map((c) => [c.method, c] as const))(
      '%s: the file downloaded from its share page has the same bytes',
      async ([, c], { newPage, sources }) => {
        const source = await sources.make(`e2e-${storage.kind}-${c.method}.bin`, c.bytes);
        const admin = await newPage();
        await openUpload(admin);
        await chooseOptions(admin, { storageId: storage.id, ...c.options });
        const puts = recordStoragePuts(admin);
        const serverUploads = recordServerUploads(admin);

        const [link] = await uploadFiles(admin, source.path);
        expect(puts.urls).toEqual(
          Array<unknown>(c.storagePuts).fill(
            expect.stringMatching(startingWith(storage.objectUrlPrefix)),
          ),
        );
        expect(serverUploads.count()).toBe(c.serverUploads);

        const visitor = await newPage();
        const downloaded = await downloadShare(visitor, link!);
        const readFrom =
          c.options.access === 'direct'
            ? storage.objectUrlPrefix
            : `${baseURL()}/api/file-download/`;
        expect(downloaded).toEqual({
          url: expect.stringMatching(startingWith(readFrom)),
          filename: source.name,
          sha256: source.sha256,
        });
      },
    );
  },
);
