/** The web finds the words of every reason the server can send, in both interface languages. */
import {
  ERROR_REASONS,
  placeholdersOf,
  renderErrorMessage,
  type ErrorLanguage,
} from '@cloudpaste/contracts/error-messages';
import type { Language } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { failureText, loadServerErrors, nestReasons, reasonText } from './serverErrors';

const LANGUAGE_OF: Record<Language, ErrorLanguage> = { 'en-US': 'en', 'zh-CN': 'zh' };

afterAll(async () => {
  await i18n.changeLanguage('en-US');
});

describe.each(Object.entries(LANGUAGE_OF))('serverErrors in %s', (language, catalogue) => {
  it('resolves every reason to the catalogue text, placeholders filled', async () => {
    await i18n.changeLanguage(language);
    const missing: string[] = [];
    for (const reason of ERROR_REASONS) {
      const english = renderErrorMessage(reason, undefined, 'en');
      const params = Object.fromEntries(placeholdersOf(english).map((name) => [name, `<${name}>`]));
      const text = reasonText(reason, params);
      if (text !== renderErrorMessage(reason, params, catalogue)) missing.push(reason);
    }
    expect(missing).toEqual([]);
  });

  it('loads the same translations the tests use, as the backend would', async () => {
    expect(await loadServerErrors(language)).toEqual(
      i18n.getResourceBundle(language, 'serverErrors') as unknown,
    );
  });
});

describe('failureText', () => {
  it('words a failed batch item by its reason, or shows the server’s words for one it lacks', async () => {
    await i18n.changeLanguage('zh-CN');
    const partly = { error: 'could not delete everything in it (2 left): denied' };
    expect(
      await failureText({
        ...partly,
        reason: 'fs.partlyRemoved',
        params: { count: 2, detail: 'denied' },
      }),
    ).toBe('其中有 2 项未能删除：denied');
    expect(await failureText({ error: 'disk on fire' })).toBe('disk on fire');
    expect(await failureText({ error: 'new words', reason: 'fs.fromTheFuture' })).toBe('new words');
  });
});

describe('nestReasons', () => {
  it('turns dotted reason ids into the nesting i18next reads', () => {
    expect(nestReasons({ 'a.b': 'x', 'a.c': 'y', 'd.e.f': 'z' })).toEqual({
      a: { b: 'x', c: 'y' },
      d: { e: { f: 'z' } },
    });
  });
});
