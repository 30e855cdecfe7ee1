/** Language choice: saved choice, else browser language, zh-CN fallback; switching persists. */
import { STORAGE_KEYS } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, setLanguage } from './language';

afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('detectLanguage', () => {
  it('prefers a valid saved choice', () => {
    expect(detectLanguage('en-US', 'zh-CN')).toBe('en-US');
    expect(detectLanguage('zh-CN', 'en-US')).toBe('zh-CN');
  });

  it('follows the browser: zh* is Chinese, anything else English', () => {
    expect(detectLanguage(null, 'zh-TW')).toBe('zh-CN');
    expect(detectLanguage('fr', 'zh')).toBe('zh-CN');
    expect(detectLanguage(null, 'en-GB')).toBe('en-US');
    expect(detectLanguage(null, 'de-DE')).toBe('en-US');
  });

  it('falls back to zh-CN without any hint', () => {
    expect(detectLanguage(null, null)).toBe('zh-CN');
  });
});

describe('setLanguage', () => {
  it('switches, saves under "language" and updates <html lang>', async () => {
    await setLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('common:nav.home')).toBe('首页');
  });
});
