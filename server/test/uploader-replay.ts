/**
 * Clients that do exactly what a generated uploader configuration (contracts/src/uploader-configs)
 * tells ShareX or PicList to do, so a test can replay it against a listening server: the request
 * it describes, then the link it makes of the answer. They refuse what they do not know (a field,
 * a template), as the real clients would not do what the test expects of it either.
 */
import type { PicListSettings, ShareXUploader } from '@cloudpaste/contracts/uploader-configs';

/** What the uploader shows the user after an upload. */
export interface ReplayResult {
  status: number;
  url: string;
  thumbnailUrl: string;
  errorMessage: string;
}

const SHAREX_FIELDS = new Set([
  'Version',
  'Name',
  'DestinationType',
  'RequestMethod',
  'RequestURL',
  'Parameters',
  'Headers',
  'Body',
  'Arguments',
  'FileFormName',
  'Data',
  'RegexList',
  'URL',
  'ThumbnailURL',
  'DeletionURL',
  'ErrorMessage',
]);

/** A value found by a dotted path (`data.slug`) in parsed JSON, or undefined. */
function at(json: unknown, path: string): unknown {
  let value = json;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** ShareX's `{json:path}` and `{response}` syntax; anything else in braces is refused. */
function shareXTemplate(template: string | undefined, responseText: string): string {
  if (!template) return '';
  let json: unknown;
  try {
    json = JSON.parse(responseText);
  } catch {
    json = undefined;
  }
  return template.replace(/\{([^{}]*)\}/g, (_whole, inner: string) => {
    if (inner === 'response') return responseText;
    if (!inner.startsWith('json:')) throw new Error(`unknown ShareX syntax {${inner}}`);
    const value = at(json, inner.slice('json:'.length));
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The body ShareX sends for an upload of `input` (a file for multipart, the text for JSON). */
function shareXBody(
  sxcu: ShareXUploader,
  input: { file?: File; text?: string },
): FormData | string {
  if (sxcu.Body === 'MultipartFormData') {
    if (!sxcu.FileFormName || !input.file) throw new Error('a multipart uploader needs a file');
    const form = new FormData();
    // ShareX writes the arguments first, then the file.
    for (const [name, value] of Object.entries(sxcu.Arguments ?? {})) form.append(name, value);
    form.append(sxcu.FileFormName, input.file);
    return form;
  }
  if (sxcu.Body === 'JSON') {
    if (input.text === undefined || !sxcu.Data) throw new Error('a JSON uploader needs text');
    // ShareX escapes {input} for JSON inside the Data template.
    const escaped = JSON.stringify(input.text).slice(1, -1);
    return sxcu.Data.split('{input}').join(escaped);
  }
  throw new Error(`unknown ShareX body ${String(sxcu.Body)}`);
}

export async function replayShareX(
  sxcuText: string,
  input: { file?: File; text?: string },
): Promise<ReplayResult> {
  const sxcu = JSON.parse(sxcuText) as ShareXUploader;
  for (const field of Object.keys(sxcu))
    if (!SHAREX_FIELDS.has(field)) throw new Error(`ShareX has no field ${field}`);
  const headers = new Headers(sxcu.Headers);
  if (sxcu.Body === 'JSON') headers.set('Content-Type', 'application/json');
  const res = await fetch(sxcu.RequestURL, {
    method: sxcu.RequestMethod,
    headers,
    body: shareXBody(sxcu, input),
  });
  const text = await res.text();
  return {
    status: res.status,
    url: res.ok ? shareXTemplate(sxcu.URL, text) : '',
    thumbnailUrl: res.ok ? shareXTemplate(sxcu.ThumbnailURL, text) : '',
    errorMessage: res.ok ? '' : shareXTemplate(sxcu.ErrorMessage, text),
  };
}

/** PicList's advancedplist uploader: the file first, then `body`'s fields, as its form is built. */
export async function replayPicList(settingsText: string, file: File): Promise<ReplayResult> {
  const settings = JSON.parse(settingsText) as PicListSettings;
  if (settings.picBed.uploader !== 'advancedplist')
    throw new Error('not the advancedplist uploader');
  const config = settings.picBed.advancedplist;
  const form = new FormData();
  form.append(config.formDataKey || 'file', file);
  for (const [name, value] of Object.entries(JSON.parse(config.body || '{}') as object))
    form.append(name, String(value));
  const res = await fetch(config.endpoint, {
    method: config.method || 'POST',
    headers: { 'User-Agent': 'PicList', ...(JSON.parse(config.headers || '{}') as object) },
    body: form,
  });
  const json = (await res.json()) as { message?: string };
  const found = at(json, config.resDataPath || 'data.url');
  if (typeof found !== 'string' || config.webPath) {
    return { status: res.status, url: '', thumbnailUrl: '', errorMessage: json.message ?? '' };
  }
  return {
    status: res.status,
    url: config.customPrefix + found,
    thumbnailUrl: '',
    errorMessage: '',
  };
}
