import { describe, expect, it } from 'vitest';
import { errorLanguageOf } from './accept-language.js';

describe('errorLanguageOf', () => {
  it('answers Chinese for any zh tag that is the best match', () => {
    for (const header of ['zh', 'zh-CN', 'zh-TW', 'zh-Hans-CN', 'ZH-cn', 'zh-CN,zh;q=0.9,en;q=0.8'])
      expect(errorLanguageOf(header), header).toBe('zh');
  });

  it('answers English without a header, for other languages and for the wildcard', () => {
    for (const header of [undefined, null, '', 'en-US', 'fr-FR,de;q=0.9', '*', 'zhx', 'zh;q=0'])
      expect(errorLanguageOf(header), String(header)).toBe('en');
  });

  it('weighs by q-value, the first of equals winning', () => {
    expect(errorLanguageOf('en;q=0.5,zh-CN;q=0.8')).toBe('zh');
    expect(errorLanguageOf('zh-CN;q=0.5,en;q=0.8')).toBe('en');
    expect(errorLanguageOf('en,zh-CN')).toBe('en');
    expect(errorLanguageOf('zh-CN, en')).toBe('zh');
    expect(errorLanguageOf('fr;q=0.9, zh ; q=0.95')).toBe('zh');
  });

  it('skips malformed q-values rather than failing', () => {
    expect(errorLanguageOf('en;q=abc, zh-CN;q=0.4')).toBe('zh');
  });
});
