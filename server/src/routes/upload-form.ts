/**
 * Reads a `multipart/form-data` upload as a stream: nothing is buffered. Fields that come before the
 * file part are handed over with it; fields after it arrive through `lateFields()`, which settles
 * once the whole form has been read. One file part, named `file`, is required. Clients send the
 * fields in any order: a route streams the file when the fields that place it came first, and has
 * it spooled (services/uploads/upload-spool.ts) until the form is read otherwise.
 *
 * A `size` field before the file declares the file's length (DECLARED_SIZE_FIELD). Without it, the
 * Content-Length bounds the file from below for the early check of the limits. A `size` after the
 * file declares nothing any more: the bytes are counted as they come.
 *
 * @fastify/busboy rather than busboy 1.x: the same parser, maintained by Fastify, whose boundary
 * search costs half the CPU (0.14-0.16 s per GiB of file against 0.26-0.29, parsing alone). A
 * proxied 1 GiB upload to S3 took 1.47-1.66 s of the server's CPU against 1.48-1.81 with busboy.
 */
import { type Readable, pipeline } from 'node:stream';
import { DECLARED_SIZE_FIELD, declaredSize, ErrorCode } from '@cloudpaste/contracts';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Context } from 'hono';
import { AppError, badRequest } from '../errors.js';
import { requestBody } from '../http/request-body.js';
import { parse } from '../http/validate.js';
import { errorMessage } from '../lib/error-message.js';

export interface FormFile {
  filename: string;
  mimeType: string;
  stream: Readable;
  /** The file's length as the form declared it (the `size` field), when it did. */
  size: number | undefined;
  /** What the Content-Length says the file holds at least (0 without one). */
  sizeAtLeast: number;
}

export type FormFields = Record<string, string>;

/** Whether any of `names` (the fields that place the file) came before the file part. */
export const placedBeforeFile = (fields: FormFields, names: readonly string[]) =>
  names.some((name) => fields[name] !== undefined);

/** Small fields only: a share's options fit easily, and the file size limit stays meaningful. */
const LIMITS = { files: 1, fields: 20, parts: 24, fieldSize: 8 * 1024, fieldNameSize: 100 };
/** The most a form within LIMITS holds besides the file: each part's value, 1 KiB of boundary and headers. */
const FORM_OVERHEAD_BYTES = LIMITS.parts * (LIMITS.fieldSize + 1024);

/**
 * Parses the request and calls `onFile` when the file part starts; its result is the answer. Errors
 * of the form itself (malformed, cut short, a second file, no file) become 400s.
 */
export function readUploadForm<T>(
  c: Context,
  onFile: (fields: FormFields, file: FormFile, lateFields: () => Promise<FormFields>) => Promise<T>,
): Promise<T> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'upload.notMultipart');
  }
  const length = Number(c.req.header('content-length'));
  const sizeAtLeast = Number.isFinite(length) ? Math.max(0, length - FORM_OVERHEAD_BYTES) : 0;
  const body = requestBody(c);
  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { 'content-type': contentType },
      limits: LIMITS,
      defCharset: 'utf8',
      // Only a part with a filename is a file (its default also takes any octet-stream part).
      isPartAFile: (_name, _type, filename) => filename !== undefined,
    });
  } catch (error) {
    throw badRequest('upload.malformedForm', {
      detail: error instanceof Error ? error.message : 'bad header',
    });
  }

  return new Promise<T>((resolve, reject) => {
    const early: FormFields = {};
    const late: FormFields = {};
    let fileSeen = false;
    let fileStream: Readable | undefined;
    let formError: AppError | undefined;
    let settleForm: (error?: AppError) => void = () => undefined;
    const formDone = new Promise<void>((res, rej) => {
      settleForm = (error) => (error ? rej(error) : res());
    });
    formDone.catch(() => undefined);

    const fail = (error: AppError) => {
      formError ??= error;
      settleForm(formError);
      if (!fileSeen) reject(formError);
      // The parser leaves a file part it was reading open: its reader (storage, the spool) would
      // wait for the rest forever, a client gone mid-file leaving a partial copy behind.
      if (fileStream && !fileStream.readableEnded) fileStream.destroy(formError);
      parser.destroy(formError);
    };

    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(badRequest('upload.fieldTooLong', { name }));
      (fileSeen ? late : early)[name] = value;
    });
    parser.on('file', (name, stream, filename, _encoding, mimeType) => {
      if (fileSeen || name !== 'file') {
        stream.resume();
        return fail(
          fileSeen ? badRequest('upload.oneFile') : badRequest('upload.unexpectedFile', { name }),
        );
      }
      fileSeen = true;
      fileStream = stream;
      // Its readers listen while they read; a failure of the form after they stopped goes nowhere.
      stream.on('error', () => undefined);
      Promise.resolve()
        .then(() => {
          const size = parse(declaredSize, early[DECLARED_SIZE_FIELD]);
          const file = { filename, mimeType, stream, size, sizeAtLeast };
          return onFile({ ...early }, file, () => formDone.then(() => ({ ...late })));
        })
        .then(resolve, (error: unknown) => {
          stream.resume();
          // A stream error caused by a broken form is reported as the form's fault, not a 500.
          reject(error instanceof AppError ? error : (formError ?? error));
        });
    });
    for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) {
      parser.on(event, () => fail(badRequest('upload.tooManyParts')));
    }
    parser.on('error', (error: unknown) =>
      fail(formError ?? badRequest('upload.interrupted', { detail: errorMessage(error) })),
    );
    parser.on('finish', () => {
      settleForm(formError);
      if (!fileSeen) reject(formError ?? badRequest('upload.noFile'));
    });

    pipeline(body, parser, (error) => {
      if (error && !formError) fail(badRequest('upload.interrupted', { detail: error.message }));
    });
  });
}
