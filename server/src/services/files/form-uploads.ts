/** What a share upload sent as one form (`POST /api/upload`) gives FileUploadService. */
import type { Readable } from 'node:stream';
import type { UploadFormFields } from '@cloudpaste/contracts';
import type { SpoolSource } from '../uploads/index.js';

export interface StreamUpload {
  /** Fields that came before the file part (they choose storage, path and slug). */
  fields: UploadFormFields;
  filename: string;
  /** The type the client declared for the file part. */
  declaredType: string | undefined;
  file: Readable;
  /** The file's length, when the form declared it. */
  size: number | undefined;
  /** What the request's Content-Length says the file holds at least. */
  sizeAtLeast: number;
  /**
   * Fields that came after the file part; resolves once the whole form is read (rejects on a bad
   * one). One that places the file moves it where the whole form says (see `replace`).
   */
  lateFields: () => Promise<UploadFormFields>;
}

export interface SpooledUpload {
  filename: string;
  declaredType: string | undefined;
  file: SpoolSource;
  /** All the form's fields; resolves once the whole form is read. */
  fields: () => Promise<UploadFormFields>;
}
