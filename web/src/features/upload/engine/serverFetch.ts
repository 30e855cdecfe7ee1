/**
 * A URL upload the server fetches itself (POST /api/url/fetch): for files too large to hold in
 * the browser, or of unknown size. The server streams the URL into storage while the task polls
 * its progress; if anything fails or the task stops, the fetch is cancelled on the server.
 */
import type { PublicFileInfo, UrlInfo } from '@cloudpaste/contracts';
import { presentFields, type RunContext, type ShareFields } from './context';
import { toUploadError } from './errors';
import { sleep } from '../../../lib/transfer/sleep';

export async function runServerFetch(
  ctx: RunContext,
  info: UrlInfo,
  fields: ShareFields,
): Promise<PublicFileInfo> {
  const { transport, signal } = ctx;
  ctx.setStage('uploading');
  let status = await transport
    .urlFetch({ ...presentFields(fields), url: info.url, filename: info.filename }, signal)
    .catch((error: unknown) => {
      throw toUploadError(error, 'download', signal);
    });
  const fileId = status.file_id;
  try {
    while (status.status === 'running') {
      ctx.reportBytes(status.received);
      await sleep(ctx.config.fetchPollMs, signal);
      status = await transport.urlFetchStatus(fileId, signal);
    }
    ctx.reportBytes(status.received);
    if (!status.share) throw new Error('the server finished the fetch without a share');
    return status.share;
  } catch (error) {
    // A failed fetch has cleaned up already; a stopped or unreachable one is cancelled.
    void transport.urlCancel(fileId).catch(() => undefined);
    throw toUploadError(error, 'download', signal);
  }
}
