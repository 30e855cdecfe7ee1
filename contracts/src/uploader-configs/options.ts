/**
 * What every generated uploader configuration (docs/INTEGRATIONS.md) is built from: where the
 * server is, the API key it sends, and the share options it asks for. Pure: the web app offers
 * the files for download, the server tests replay them against the running app.
 */
export interface UploaderOptions {
  /** The server's address as its users reach it, e.g. `https://paste.example.com` (no path). */
  origin: string;
  /** The API key sent as `Authorization: ApiKey <key>`; it needs FILE_SHARE for files, TEXT for text. */
  apiKey: string;
  /** Storage configuration id (`s3_config_id`); the default when absent. */
  storageConfigId?: string;
  /** Folder under the storage's default folder (`path`). */
  path?: string;
  /** Hours until a file share expires (`expires_in`); never when absent or 0. */
  expiresInHours?: number;
  /** Views before a share stops answering (`max_views` / `maxViews`); unlimited when absent or 0. */
  maxViews?: number;
}

/** The origin without trailing slashes, so `${base}/api/...` never doubles one. */
export function baseOf(options: UploaderOptions): string {
  return options.origin.replace(/\/+$/, '');
}

/** The multipart fields of POST /api/upload the options ask for, placing fields first. */
export function fileShareFields(options: UploaderOptions): Record<string, string> {
  const fields: Record<string, string> = {};
  if (options.storageConfigId) fields.s3_config_id = options.storageConfigId;
  if (options.path) fields.path = options.path;
  if (options.expiresInHours) fields.expires_in = String(options.expiresInHours);
  if (options.maxViews) fields.max_views = String(options.maxViews);
  return fields;
}

export function authorizationOf(options: UploaderOptions): string {
  return `ApiKey ${options.apiKey}`;
}
