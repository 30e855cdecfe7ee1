/**
 * Presigned upload: presign creates a pending share and a PUT URL, the browser PUTs the
 * bytes straight to storage, commit makes the share visible. If anything after presign fails,
 * the created share is batch-deleted.
 */
import { uploadMimetypeOf, type PublicFileInfo } from '@cloudpaste/contracts';
import { presentFields, type RunContext, type ShareFields } from './context';
import { toUploadError, UploadError } from './errors';
import { readEtag } from '../../../lib/transfer/xhr';

export async function runPresigned(
  ctx: RunContext,
  file: File,
  fields: ShareFields,
): Promise<PublicFileInfo> {
  const { transport, signal } = ctx;
  ctx.setStage('initializing');
  const mimetype = uploadMimetypeOf(file.name, file.type);
  const presigned = await transport
    .presign({ ...presentFields(fields), filename: file.name, size: file.size, mimetype }, signal)
    .catch((error: unknown) => {
      throw toUploadError(error, 'presign', signal);
    });

  try {
    ctx.setStage('uploading');
    const response = await transport.put(
      presigned.upload_url,
      file,
      { 'Content-Type': presigned.contentType || mimetype, ...presigned.upload_headers },
      {
        signal,
        timeoutMs: ctx.config.uploadTimeoutMs,
        onProgress: ctx.reportBytes,
        onSent: () => ctx.setStage('processing'),
      },
    );
    if (response.status < 200 || response.status >= 300) {
      throw new UploadError('uploadStatus', { status: response.status });
    }
    ctx.reportBytes(file.size);
    ctx.setStage('completing');
    const etag = readEtag(response.header('ETag')) ?? undefined;
    return await transport.commit({ file_id: presigned.file_id, etag, size: file.size }, signal);
  } catch (error) {
    const failure = toUploadError(error, 'api', signal);
    // Leaving the page keeps nothing worth keeping either; the server sweeps what this misses.
    void transport.deleteFiles([presigned.file_id]).catch(() => undefined);
    throw failure;
  }
}
