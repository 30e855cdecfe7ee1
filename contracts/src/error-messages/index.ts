/**
 * The error message catalogue: one text per reason id in English (en/) and Chinese (zh/), with
 * `{{param}}` placeholders. The server renders it in the request's language; the web loads one
 * language of it as its `serverErrors` namespace. docs/API.md describes `reason` and `params`.
 */
import { errorMessagesEn } from './en.js';
import type { ErrorLanguage, ErrorParams, ErrorReason } from './reasons.js';
import { errorMessagesZh } from './zh.js';

export type * from './reasons.js';
export { errorMessagesEn } from './en.js';
export { errorMessagesZh } from './zh.js';

export const ERROR_MESSAGES: Readonly<
  Record<ErrorLanguage, Readonly<Record<ErrorReason, string>>>
> = { en: errorMessagesEn, zh: errorMessagesZh };

export const ERROR_REASONS = Object.keys(errorMessagesEn) as ErrorReason[];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(errorMessagesEn, value);
}

/** `{{name}}` placeholders of a text, in order. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

/** Fills a template; a `field` parameter the template does not use prefixes the text. */
export function fillErrorTemplate(template: string, params: ErrorParams | undefined): string {
  const text = template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : String(params[name]),
  );
  const field = params?.field;
  return field !== undefined && !template.includes('{{field}}') ? `${field}: ${text}` : text;
}

export function renderErrorMessage(
  reason: ErrorReason,
  params: ErrorParams | undefined,
  language: ErrorLanguage,
): string {
  return fillErrorTemplate(ERROR_MESSAGES[language][reason], params);
}

export { reasonOfSchemaMessage } from './schema-messages.js';
