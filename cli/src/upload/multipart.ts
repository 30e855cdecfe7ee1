/**
 * A file share through the server's resumable multipart API (docs/API.md, "Multipart, resumable"),
 * as the web app's engine does it: init, PUT each part to its signed URL (three at a time, each
 * retried), complete. The session is written to a resume file first, so an interrupted run is
 * continued by the next: list-parts says which parts the server holds, refresh-urls signs the rest.
 */
import type {
  ListPartsAnswer,
  MultipartInitAnswer,
  PublicFileInfo,
  RefreshUrlsAnswer,
} from '@cloudpaste/contracts';
import type { Api } from '../client.js';
import { CliError, interrupted } from '../errors.js';
import { say } from '../i18n/catalogue.js';
import type { Progress } from './progress.js';
import { openSource, type PartSource } from './source.js';
import { forgetState, loadState, saveState, type LocalFile, type UploadState } from './state.js';

const CONCURRENCY = 3;

/**
 * Bytes of part `part` (from 1) of a file cut into `partSize` pieces, the size init answered. The
 * contracts' partBytesOf says the same, but importing it would bundle zod into the bin (700 KB).
 */
function partBytesOf(size: number, part: number, partSize: number): number {
  return Math.max(0, Math.min(partSize, size - (part - 1) * partSize));
}
const ATTEMPTS = 3;

export interface UploadPlan {
  api: Api;
  file: LocalFile;
  /** Share options and placement sent to init (slug, password, expires_in, path …). */
  fields: Record<string, unknown>;
  /** The resume file; null uploads without one (standard input cannot be read again). */
  statePath: string | null;
  makeProgress: (partCount: number, bytes: number) => Progress;
  /** Seal the file end-to-end (docs/ENCRYPTION.md) with an optional password; null sends it as is. */
  encrypt: { password?: string | undefined } | null;
  /** Told when a run continues an earlier one, and when the server's session of it ends. */
  onResume: (partsHeld: number, partCount: number, endsAt: string) => void;
}

interface Session {
  source: PartSource;
  state: UploadState;
  etags: Map<number, string>;
  /** Part URLs init signed; a retry or a resumed run asks refresh-urls. */
  urls: Map<number, string>;
}

const ref = (state: UploadState) => ({ file_id: state.fileId, upload_id: state.uploadId });

async function resume(api: Api, state: UploadState, source: PartSource): Promise<Session | null> {
  try {
    const listed = await api.call<ListPartsAnswer>('POST', '/s3/multipart/list-parts', {
      body: ref(state),
    });
    const etags = new Map<number, string>();
    for (const part of listed.parts) {
      if (part.etag && part.size === partBytesOf(source.size, part.partNumber, state.partSize)) {
        etags.set(part.partNumber, part.etag);
      }
    }
    return { source, state, etags, urls: new Map() };
  } catch (error) {
    // The server no longer knows the session (expired, completed, aborted): start over.
    if (error instanceof CliError && error.status === 404) return null;
    throw error;
  }
}

async function init(plan: UploadPlan, source: PartSource): Promise<Session> {
  const { api, file, fields } = plan;
  const sealed = source.sealing ? { mimetype: 'application/octet-stream', encrypted: true } : {};
  const answer = await api.call<MultipartInitAnswer>('POST', '/s3/multipart/init', {
    body: { ...fields, ...sealed, filename: file.name, size: source.size },
  });
  const state: UploadState = {
    fileId: answer.file_id,
    uploadId: answer.upload_id,
    partSize: answer.part_size,
    partCount: answer.part_count,
    slug: answer.slug,
    expiresAt: answer.expires_at,
    sealing: source.sealing,
  };
  if (plan.statePath) await saveState(plan.statePath, state);
  const urls = new Map(answer.presigned_urls.map((u) => [u.partNumber, u.url]));
  return { source, state, etags: new Map(), urls };
}

async function freshUrl(api: Api, state: UploadState, part: number): Promise<string> {
  const answer = await api.call<RefreshUrlsAnswer>('POST', '/s3/multipart/refresh-urls', {
    body: { ...ref(state), partNumbers: [part] },
  });
  const url = answer.presigned_urls.find((u) => u.partNumber === part)?.url;
  if (!url) throw new CliError(say('upload.noUrl', { part }));
  return url;
}

/** One part, retried with fresh URLs; answers its ETag. */
async function sendPart(api: Api, session: Session, part: number, body: Uint8Array) {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    if (api.signal?.aborted) throw interrupted();
    try {
      const signed = attempt === 1 ? session.urls.get(part) : undefined;
      const url = signed ?? (await freshUrl(api, session.state, part));
      // The signed URL is the credential: the key is not sent to storage.
      const res = await api.send('PUT', api.url(url), { body, auth: false });
      await res.body?.cancel();
      const etag = res.headers.get('etag');
      if (!etag) throw new CliError(say('upload.noEtag', { part }));
      return etag;
    } catch (error) {
      if (api.signal?.aborted) throw interrupted();
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  throw lastError;
}

async function sendMissingParts(api: Api, session: Session, progress: Progress) {
  const { source, state } = session;
  const missing: number[] = [];
  for (let part = 1; part <= state.partCount; part += 1) {
    if (!session.etags.has(part)) missing.push(part);
  }
  const worker = async () => {
    // One buffer per request in flight: memory stays bounded whatever the file's size.
    const buffer = Buffer.allocUnsafe(state.partSize);
    for (let part = missing.shift(); part !== undefined; part = missing.shift()) {
      const start = (part - 1) * state.partSize;
      const end = start + partBytesOf(source.size, part, state.partSize);
      const body = await source.range(start, end, buffer);
      session.etags.set(part, await sendPart(api, session, part, body));
      progress.partDone(body.length);
    }
  };
  // A part that failed for good stops the others from taking new parts.
  const stopOnFailure = (error: unknown) => {
    missing.length = 0;
    throw error;
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker().catch(stopOnFailure)));
}

export async function uploadMultipart(
  plan: UploadPlan,
): Promise<{ share: PublicFileInfo; key: string | null }> {
  const saved = plan.statePath ? await loadState(plan.statePath, new Date()) : null;
  const source = await openSource(plan.file, plan.encrypt, saved?.sealing ?? undefined);
  try {
    const share = await upload(plan, source, saved);
    return { share, key: source.sealing?.key ?? null };
  } finally {
    await source.close();
  }
}

async function upload(plan: UploadPlan, source: PartSource, saved: UploadState | null) {
  const { api } = plan;
  let session = saved ? await resume(api, saved, source) : null;
  if (session) plan.onResume(session.etags.size, session.state.partCount, session.state.expiresAt);
  else {
    if (saved && plan.statePath) await forgetState(plan.statePath);
    session = await init(plan, source);
  }
  const { state } = session;
  const progress = plan.makeProgress(state.partCount, source.size);
  const held = [...session.etags.keys()];
  progress.restore(
    held.reduce((sum, p) => sum + partBytesOf(source.size, p, state.partSize), 0),
    held.length,
  );
  try {
    await sendMissingParts(api, session, progress);
  } finally {
    progress.finish();
  }
  const parts = [...session.etags.entries()]
    .sort(([a], [b]) => a - b)
    .map(([partNumber, etag]) => ({ partNumber, etag }));
  const share = await api.call<PublicFileInfo>('POST', '/s3/multipart/complete', {
    body: { ...ref(state), parts },
  });
  if (plan.statePath) await forgetState(plan.statePath);
  return share;
}
