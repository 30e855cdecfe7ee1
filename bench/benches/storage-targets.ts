/**
 * The storages the storage bench measures, each with its proxied path (through the server under
 * test) and its direct path (the same storage without the server), and the cleanup of both.
 *
 * Direct, per storage:
 * - local: a stream copy into / read from the storage directory with Node's default fs streams.
 *   That is what the local driver itself does with the bytes, minus HTTP and form parsing; the
 *   signed local PUT/GET URL would not do, as it is served by the same server.
 * - S3: the presigned PUT (from `/api/s3/presign`) and presigned GET (the 302 of a direct-mode share)
 *   straight to radosgw, so bytes flow between the client and the storage only.
 */
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PresignAnswer, PublicFileInfo, StorageConfig } from '@cloudpaste/contracts';
import { s3ConfigBody } from '../../server/test/s3-config-body.js';
import { testS3 } from '../support/test-s3.js';
import {
  copyFile,
  download,
  formAround,
  readFile,
  redirectTarget,
  upload,
  type Timed,
} from '../support/transfer.js';
import type { BenchContext } from '../support/types.js';

export interface Session {
  url: string;
  api: BenchContext['api'];
  /** The admin's Authorization header. */
  auth: string;
}

/** An object written by one path, with the matching way to read it back. */
export interface Stored {
  timed: Timed;
  download(): Promise<Timed>;
  remove(): Promise<void>;
}

export interface StorageTarget {
  label: string;
  direct: { upload: string; download: string };
  directUpload(file: string, size: number, name: string): Promise<Stored>;
  proxiedUpload(file: string, size: number, name: string): Promise<Stored>;
  dispose(): Promise<void>;
}

const BINARY = 'application/octet-stream';

export async function localTarget(session: Session): Promise<StorageTarget> {
  const configs = await session.api<StorageConfig[]>('/s3-configs', { auth: session.auth });
  const local = configs.find((c) => c.storage_type === 'LOCAL');
  if (!local) throw new Error('the server has no local storage configuration');
  // bucket_name of a local configuration is its absolute directory.
  const directDir = join(local.bucket_name, 'bench-direct');
  mkdirSync(directDir, { recursive: true });
  return {
    label: 'local',
    direct: { upload: 'fs stream copy', download: 'fs stream read' },
    async directUpload(file, _size, name) {
      const path = join(directDir, name);
      return {
        timed: await copyFile(file, path),
        download: () => readFile(path),
        remove: () => rm(path, { force: true }),
      };
    },
    proxiedUpload: (file, size, name) => proxiedUpload(session, local.id, file, size, name),
    dispose: () => rm(directDir, { recursive: true, force: true }),
  };
}

export async function s3Target(session: Session): Promise<StorageTarget> {
  const bucket = await (await testS3()).createBucket();
  const { spec } = bucket;
  const config = await session.api<StorageConfig>('/s3-configs', {
    method: 'POST',
    auth: session.auth,
    body: s3ConfigBody(spec, 'bench: Ceph radosgw'),
  });
  return {
    label: 'S3 (Ceph radosgw)',
    direct: { upload: 'presigned PUT', download: 'presigned GET' },
    async directUpload(file, size, name) {
      const signed = await session.api<PresignAnswer>('/s3/presign', {
        method: 'POST',
        auth: session.auth,
        body: { s3_config_id: config.id, filename: name, size, mimetype: BINARY, use_proxy: false },
      });
      const timed = await upload(signed.upload_url, {
        method: 'PUT',
        headers: signed.upload_headers,
        file,
        size,
      });
      const share = await session.api<PublicFileInfo>('/s3/commit', {
        method: 'POST',
        auth: session.auth,
        body: { file_id: signed.file_id, size },
      });
      return {
        timed,
        // The share is in direct mode: the server answers its download with a presigned GET.
        download: async () =>
          download(await redirectTarget(`${session.url}/api/file-download/${share.slug}`)),
        remove: () => removeShare(session, share.id),
      };
    },
    proxiedUpload: (file, size, name) => proxiedUpload(session, config.id, file, size, name),
    async dispose() {
      await session.api(`/s3-configs/${config.id}`, { method: 'DELETE', auth: session.auth });
      await bucket.cleanup();
    },
  };
}

/**
 * `POST /api/upload` of the file as a streamed form, its size declared before it as the web app
 * sends it (so S3 takes it in one request); the share is in proxy mode.
 */
async function proxiedUpload(
  session: Session,
  configId: string,
  file: string,
  size: number,
  name: string,
): Promise<Stored> {
  const form = formAround(
    { s3_config_id: configId, use_proxy: '1', size: `${size}` },
    name,
    BINARY,
  );
  const sent = await upload(`${session.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: session.auth, 'content-type': form.contentType },
    file,
    size,
    prefix: form.prefix,
    suffix: form.suffix,
  });
  const share = (JSON.parse(sent.text) as { data: PublicFileInfo }).data;
  if (!share.use_proxy || share.size !== size)
    throw new Error(`the upload answered ${sent.text.slice(0, 300)}`);
  return {
    timed: sent,
    download: () => download(`${session.url}/api/file-download/${share.slug}`),
    remove: () => removeShare(session, share.id),
  };
}

async function removeShare(session: Session, id: string): Promise<void> {
  await session.api('/files/batch-delete', {
    method: 'DELETE',
    auth: session.auth,
    body: { ids: [id], delete_mode: 'both' },
  });
}
