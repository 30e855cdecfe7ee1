/**
 * Storage types (`GET /api/admin/storage-types`): what each storage driver the server knows offers,
 * and how the admin page asks for its settings. The server's driver definitions
 * (server/src/storage/drivers/) are the source; the web form renders from these descriptions, so a
 * new driver needs no web change. Labels carry both languages (docs/STORAGE-DRIVERS.md).
 */
import { z } from 'zod';

export const STORAGE_LANGUAGES = ['en-US', 'zh-CN'] as const;
export type StorageLanguage = (typeof STORAGE_LANGUAGES)[number];

export const localizedText = z.object({ 'en-US': z.string(), 'zh-CN': z.string() });
/** A label or hint in every language of the app. */
export type LocalizedText = z.infer<typeof localizedText>;

/**
 * What a storage can do: features ask these, never the type.
 * - `presign`: URLs clients use straight away (presigned S3 requests or app-signed URLs).
 * - `appSignedUrls`: those URLs point at this server (the signed-URL route), so browsers need no
 *   CORS rule on the storage and the route may serve them.
 * - `multipart`: uploads in parts the client sends one by one.
 * - `serverSideCopy`: copies inside the storage without the bytes passing through the server.
 * - `ranges`: byte ranges read without fetching the whole object.
 * - `customHost`: links may go through a public host (a CDN) in front of the storage.
 */
export const storageCapabilities = z.object({
  presign: z.boolean(),
  appSignedUrls: z.boolean(),
  multipart: z.boolean(),
  serverSideCopy: z.boolean(),
  ranges: z.boolean(),
  customHost: z.boolean(),
});
export type StorageCapabilities = z.infer<typeof storageCapabilities>;

export const STORAGE_FIELD_KINDS = ['text', 'url', 'secret', 'boolean', 'directory'] as const;
export type StorageFieldKind = (typeof STORAGE_FIELD_KINDS)[number];

/** One setting of a driver's form. `key` names it in the driver's configuration. */
export const storageFormField = z.object({
  key: z.string(),
  /**
   * The flat field of `/api/s3-configs` it travels in (today's `bucket_name`, `endpoint_url` ...);
   * absent: it travels inside the request's `config` object.
   */
  apiField: z.string().optional(),
  kind: z.enum(STORAGE_FIELD_KINDS),
  required: z.boolean(),
  /** Providers for which a required field may stay empty (AWS needs no endpoint). */
  optionalFor: z.array(z.string()).optional(),
  /** Spans the form's two columns. */
  wide: z.boolean().optional(),
  label: localizedText,
  hint: localizedText.optional(),
  /** The hint shown instead when the field is optional for the chosen provider. */
  optionalHint: localizedText.optional(),
  /** Example values per provider, shown as placeholders (and in hints as {{example}}). */
  placeholders: z.record(z.string(), z.string()).optional(),
  /** Initial value of a boolean per provider; false when absent. */
  defaultFor: z.record(z.string(), z.boolean()).optional(),
});
export type StorageFormField = z.infer<typeof storageFormField>;

export const storageTypeDescription = z.object({
  /** The `storage_type` of configurations and mounts using this driver ('S3', 'LOCAL' ...). */
  type: z.string(),
  label: localizedText,
  /** The `provider_type` values this driver serves, in the order the form offers them. */
  providers: z.array(z.object({ id: z.string(), label: localizedText })),
  capabilities: storageCapabilities,
  fields: z.array(storageFormField),
});
export type StorageTypeDescription = z.infer<typeof storageTypeDescription>;

export const storageTypesResponse = z.array(storageTypeDescription);
