/**
 * The server's error catalogue (contracts/src/error-messages) as the `serverErrors` namespace: a
 * failed call shows the words of its `reason` in the interface's language. Each language is a chunk
 * of its own, fetched when the first error needs it, never with the shell.
 */
import type { ItemFailureReason, Language } from '@cloudpaste/contracts';
import type { ErrorParams } from '@cloudpaste/contracts/error-messages';
import { fillErrorTemplate } from '@cloudpaste/contracts/error-messages/template';
import i18n, { type ResourceLanguage } from 'i18next';

export const SERVER_ERRORS_NAMESPACE = 'serverErrors';

/**
 * The language the app asks the server's messages in. The app words errors itself by their reason,
 * so `serverMessage` is the server's English whatever the browser's own Accept-Language says: code
 * that reads it (the upload messages' size figures) always sees the same words.
 */
export const SERVER_MESSAGE_LANGUAGE: Readonly<Record<string, string>> = Object.freeze({
  'Accept-Language': 'en',
});

type Catalogue = Readonly<Record<string, string>>;

const catalogues: Record<Language, () => Promise<Catalogue>> = {
  'en-US': () => import('@cloudpaste/contracts/error-messages/en').then((m) => m.errorMessagesEn),
  'zh-CN': () => import('@cloudpaste/contracts/error-messages/zh').then((m) => m.errorMessagesZh),
};

/** Reason ids are dotted (`apiKey.nameTaken`); i18next reads dots as nesting, so nest them. */
export function nestReasons(catalogue: Catalogue): ResourceLanguage[string] {
  const root: Record<string, unknown> = {};
  for (const [reason, text] of Object.entries(catalogue)) {
    const parts = reason.split('.');
    const leaf = parts.pop() ?? reason;
    let node = root;
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    node[leaf] = text;
  }
  return root as ResourceLanguage[string];
}

/** The namespace's translations of `language`, for the i18next backend. */
export async function loadServerErrors(language: string): Promise<ResourceLanguage[string]> {
  const load = catalogues[language as Language];
  if (!load) throw new Error(`no server error messages for ${language}`);
  return nestReasons(await load());
}

/** Resolves once the namespace of the current language is in (at once when it already is). */
export async function serverErrorsReady(): Promise<void> {
  try {
    await i18n.loadNamespaces(SERVER_ERRORS_NAMESPACE);
  } catch {
    // Not loaded: failures show the server's own message instead.
  }
}

/** A server `reason` in the interface's language; undefined for one this build does not know. */
export function reasonText(
  reason: string | undefined,
  params: ErrorParams | undefined,
): string | undefined {
  if (!reason) return undefined;
  const template: unknown = i18n.getResource(i18n.language, SERVER_ERRORS_NAMESPACE, reason);
  return typeof template === 'string' ? fillErrorTemplate(template, params) : undefined;
}

/**
 * A failed batch item in the interface's language: its reason's text, else the server's `error`.
 * Batch answers succeed as calls, so the namespace may not be loaded yet: this loads it first.
 */
export async function failureText(item: { error: string } & ItemFailureReason): Promise<string> {
  if (item.reason) await serverErrorsReady();
  return reasonText(item.reason, item.params) ?? item.error;
}
