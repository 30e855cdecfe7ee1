/**
 * An end-to-end encrypted upload (docs/ENCRYPTION.md, "File shares"): the file is sealed in this
 * browser under a new link key, part by part as the multipart upload sends it (each part is a range
 * of the sealed stream, made from the plaintext records under it), so the server only ever gets
 * ciphertext and memory holds only the parts in flight. The format's code loads on first use.
 */
import type { RunContext, SealChoice, ShareFields, UploadedShare } from './context';
import { toUploadError } from './errors';
import { runMultipart } from './multipart';

export async function runSealed(
  ctx: RunContext,
  file: File,
  fields: ShareFields,
  seal: SealChoice,
): Promise<UploadedShare> {
  ctx.setStage('initializing');
  const { createPartSealer, generateKey } = await import('@cloudpaste/contracts/e2ee').catch(
    (error: unknown) => {
      throw toUploadError(error, 'network', ctx.signal);
    },
  );
  const key = generateKey();
  const read = async (from: number, to: number) =>
    new Uint8Array(await file.slice(from, to).arrayBuffer());
  const sealer = await createPartSealer(key, file.size, read, seal.password ? seal : {});
  const share = await runMultipart(ctx, file, fields, sealer);
  // The page shows the file's own size; the server's is the sealed stream's.
  return { ...share, size: file.size, linkKey: key };
}
