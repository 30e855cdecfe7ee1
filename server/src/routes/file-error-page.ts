/**
 * What a browser that navigates to a share's file-view or file-download link is shown when the
 * share cannot serve it (gone, ended, its file deleted): a small page in the request's language
 * saying so, with the same status, instead of the JSON envelope API clients read
 * (docs/SHARE-OBJECTS.md).
 */
import { renderErrorMessage } from '@cloudpaste/contracts/error-messages';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../errors.js';
import { errorLanguageOf } from '../http/accept-language.js';
import type { AppEnv } from '../http/types.js';

/**
 * A browser loading the link as a page (or into a frame), not a script's fetch, a media element or
 * a download tool. A service worker passing a navigation on sends it as `same-origin`, so the
 * Accept header a browser sends for pages counts too.
 */
export function isNavigation(c: Context<AppEnv>): boolean {
  const mode = c.req.header('sec-fetch-mode');
  const dest = c.req.header('sec-fetch-dest');
  if (mode === 'navigate' || dest === 'document' || dest === 'iframe') return true;
  return (c.req.header('accept') ?? '').includes('text/html');
}

/** The page for an answer of 404 or 410 to a navigation; null for any other failure. */
export function fileErrorPage(c: Context<AppEnv>, error: unknown, slug: string): Response | null {
  if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 410)) return null;
  if (!isNavigation(c)) return null;
  const language = errorLanguageOf(c.req.header('accept-language'));
  const heading = capitalised(renderErrorMessage('file.noLongerAvailable', undefined, language));
  const reason = capitalised(error.messageIn(language));
  const link = `/file/${encodeURIComponent(slug)}`;
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escape(heading)}</title></head>
<body>
<h1>${escape(heading)}</h1>
<p data-reason="${escape(error.reason)}">${escape(reason)}</p>
<p><a href="${escape(link)}">${escape(link)}</a></p>
</body>
</html>
`;
  return c.html(html, error.status as ContentfulStatusCode);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
