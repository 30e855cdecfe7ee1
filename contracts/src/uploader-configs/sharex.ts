/**
 * ShareX custom uploaders (.sxcu, the JSON ShareX imports on double-click): one for files and
 * images, one for text. ShareX 14 and later read `{json:path}` in URL templates and `{input}` in
 * a JSON body (JSON-escaped by ShareX); server/src/uploader-configs.test.ts replays both.
 */
import { authorizationOf, baseOf, fileShareFields, type UploaderOptions } from './options.js';

export interface ShareXUploader {
  Version: string;
  Name: string;
  DestinationType: string;
  RequestMethod: 'POST';
  RequestURL: string;
  Headers: Record<string, string>;
  Body: 'MultipartFormData' | 'JSON';
  FileFormName?: string;
  Arguments?: Record<string, string>;
  Data?: string;
  URL: string;
  ThumbnailURL?: string;
  ErrorMessage: string;
}

const SHAREX_VERSION = '15.0.0';
/** Our error envelope's human-readable sentence (docs/API.md, first section). */
const ERROR_MESSAGE = '{json:message}';

/** What both uploaders share: who they are, where they post with the key, how errors read. */
function common(options: UploaderOptions, kind: string, route: string) {
  const base = baseOf(options);
  return {
    Version: SHAREX_VERSION,
    Name: `CloudPaste ${kind} (${new URL(base).host})`,
    RequestMethod: 'POST',
    RequestURL: `${base}${route}`,
    Headers: { Authorization: authorizationOf(options) },
    ErrorMessage: ERROR_MESSAGE,
  } as const;
}

/** Files and screenshots: POST /api/upload; the link is the share page, the thumbnail the bytes. */
export function shareXFileUploader(options: UploaderOptions): ShareXUploader {
  const base = baseOf(options);
  const fields = fileShareFields(options);
  return {
    ...common(options, 'files', '/api/upload'),
    DestinationType: 'ImageUploader, FileUploader',
    Body: 'MultipartFormData',
    ...(Object.keys(fields).length > 0 ? { Arguments: fields } : {}),
    FileFormName: 'file',
    URL: `${base}/file/{json:data.slug}`,
    ThumbnailURL: `${base}/api/file-view/{json:data.slug}`,
  };
}

/** Text: POST /api/paste with the text as `content`; the link is the text share's page. */
export function shareXTextUploader(options: UploaderOptions): ShareXUploader {
  const data: Record<string, unknown> = { content: '{input}' };
  if (options.maxViews) data.maxViews = options.maxViews;
  return {
    ...common(options, 'text', '/api/paste'),
    DestinationType: 'TextUploader',
    Body: 'JSON',
    Data: JSON.stringify(data),
    URL: `${baseOf(options)}/paste/{json:data.slug}`,
  };
}

/** The .sxcu file's text. */
export function sxcuText(uploader: ShareXUploader): string {
  return `${JSON.stringify(uploader, null, 2)}\n`;
}
