/**
 * Direct upload through the server (POST /api/upload): the fallback when storage cannot be reached
 * from the browser. The share fields go first and the file last, so the server knows where the
 * bytes go before they arrive and can stream them (contracts: UPLOAD_FIELDS_BEFORE_FILE).
 */
import { DECLARED_SIZE_FIELD, uploadMimetypeOf, type PublicFileInfo } from '@cloudpaste/contracts';
import { presentFields, type RunContext, type ShareFields } from './context';
import { toUploadError } from './errors';

export function directUploadForm(file: File, fields: ShareFields): FormData {
  const form = new FormData();
  form.append('mimetype', uploadMimetypeOf(file.name, file.type));
  for (const [name, value] of Object.entries(presentFields(fields))) {
    form.append(name, String(value));
  }
  // With its size known up front, the server checks the limits first and stores the file in one
  // request, as fast as a presigned PUT.
  form.append(DECLARED_SIZE_FIELD, String(file.size));
  form.append('file', file, file.name);
  return form;
}

export async function runDirect(
  ctx: RunContext,
  file: File,
  fields: ShareFields,
): Promise<PublicFileInfo> {
  ctx.setStage('uploading');
  try {
    const share = await ctx.transport.direct(directUploadForm(file, fields), {
      signal: ctx.signal,
      timeoutMs: ctx.config.uploadTimeoutMs,
      onProgress: ctx.reportBytes,
      onSent: () => ctx.setStage('processing'),
    });
    ctx.reportBytes(file.size);
    return share;
  } catch (error) {
    throw toUploadError(error, 'api', ctx.signal);
  }
}
