/**
 * PicList's built-in custom uploader ("advancedplist"): it posts the image as multipart field
 * `formDataKey` with `headers` and `body` (both JSON text), follows the dotted `resDataPath` in
 * the JSON answer and puts `customPrefix` in front of what it finds. Our answer carries the slug,
 * so the prefix makes it the direct link to the bytes, which Markdown images need.
 * Its shares are proxied: an image bed's links are embedded in other sites' pages.
 * server/src/uploader-configs.test.ts replays it.
 */
import { authorizationOf, baseOf, fileShareFields, type UploaderOptions } from './options.js';

export interface PicListAdvancedConfig {
  endpoint: string;
  method: 'POST';
  formDataKey: string;
  headers: string;
  body: string;
  customPrefix: string;
  webPath: string;
  resDataPath: string;
}

export interface PicListSettings {
  picBed: {
    uploader: 'advancedplist';
    current: 'advancedplist';
    advancedplist: PicListAdvancedConfig;
  };
}

export function picListUploader(options: UploaderOptions): PicListSettings {
  const base = baseOf(options);
  const advancedplist: PicListAdvancedConfig = {
    endpoint: `${base}/api/upload`,
    method: 'POST',
    formDataKey: 'file',
    headers: JSON.stringify({ Authorization: authorizationOf(options) }),
    // Served through this server, the bytes answer other sites' pages (CORP cross-origin) at
    // once; a storage link would first redirect with our API's same-origin policy, and a page
    // elsewhere could not show the image.
    body: JSON.stringify({ ...fileShareFields(options), use_proxy: 'true' }),
    customPrefix: `${base}/api/file-view/`,
    webPath: '',
    resDataPath: 'data.slug',
  };
  return { picBed: { uploader: 'advancedplist', current: 'advancedplist', advancedplist } };
}

export function picListText(settings: PicListSettings): string {
  return `${JSON.stringify(settings, null, 2)}\n`;
}
