/**
 * The error message catalogue: one text per reason id in English (en/) and Chinese (zh/), with
 * `{{param}}` placeholders. The server renders it in the request's language; the web loads one
 * language of it as its `serverErrors` namespace. docs/API.md describes `reason` and `params`.
 */
import { errorMessagesEn } from './en.js';
import type { ErrorLanguage, ErrorParams, ErrorReason } from './reasons.js';
import { fillErrorTemplate } from './template.js';
import { errorMessagesZh } from './zh.js';

export type * from './reasons.js';
export { errorMessagesEn } from './en.js';
export { fillErrorTemplate, placeholdersOf } from './template.js';
export { errorMessagesZh } from './zh.js';

export const ERROR_MESSAGES: Readonly<
  Record<ErrorLanguage, Readonly<Record<ErrorReason, string>>>
> = { en: errorMessagesEn, zh: errorMessagesZh };

export const ERROR_REASONS = Object.keys(errorMessagesEn) as ErrorReason[];

export function renderErrorMessage(
  reason: ErrorReason,
  params: ErrorParams | undefined,
  language: ErrorLanguage,
): string {
  return fillErrorTemplate(ERROR_MESSAGES[language][reason], params);
}

export { reasonOfSchemaMessage } from './schema-messages.js';
