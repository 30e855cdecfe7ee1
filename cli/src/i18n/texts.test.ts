/** Counts, sizes and durations as each language writes them, and which language a run speaks. */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, localeLanguage } from './locale.js';
import { Texts } from './texts.js';

const en = new Texts('en');
const zh = new Texts('zh-CN');

describe('Texts', () => {
  it('puts a count in the form its language uses', () => {
    expect(en.count('list.files.count', 1, { shown: 1 })).toBe('1 of 1 file share');
    expect(en.count('list.files.count', 2, { shown: 2 })).toBe('2 of 2 file shares');
    expect(en.count('list.files.count', 0, { shown: 0 })).toBe('0 of 0 file shares');
    expect(en.count('list.pastes.count', 12345, { shown: 50 })).toBe('50 of 12,345 text shares');
    expect(zh.count('list.files.count', 1, { shown: 1 })).toBe('共 1 个文件分享，显示 1 个');
    expect(zh.count('list.files.count', 2, { shown: 2 })).toBe('共 2 个文件分享，显示 2 个');
  });

  it('writes sizes in binary units with the language’s digits', () => {
    expect(en.size(0)).toBe('0 B');
    expect(en.size(1023)).toBe('1,023 B');
    expect(en.size(1536)).toBe('1.5 KiB');
    expect(en.size(5 * 1024 * 1024)).toBe('5 MiB');
    expect(en.size(150.4 * 1024 * 1024)).toBe('150 MiB');
    expect(en.size(1.25 * 1024 ** 4)).toBe('1.3 TiB');
    expect(zh.size(1536)).toBe('1.5 KiB');
    expect(zh.size(1023)).toBe('1,023 B');
  });

  it('writes a duration as its two largest units, in words of the language', () => {
    const s = 1000;
    expect(en.duration(0)).toBe('0 seconds');
    expect(en.duration(1 * s)).toBe('1 second');
    expect(en.duration(45.9 * s)).toBe('45 seconds');
    expect(en.duration(61 * s)).toBe('1 minute 1 second');
    expect(en.duration(7200 * s)).toBe('2 hours');
    expect(en.duration((23 * 3600 + 59 * 60 + 30) * s)).toBe('23 hours 59 minutes');
    expect(en.duration((86400 + 300) * s)).toBe('1 day');
    expect(en.duration(-5 * s)).toBe('0 seconds');
    expect(zh.duration((23 * 3600 + 59 * 60) * s)).toBe('23 小时 59 分钟');
    expect(zh.duration(2 * 86400 * s)).toBe('2 天');
    expect(zh.duration(1 * s)).toBe('1 秒');
  });

  it('fills a placeholder with another message in the same language', () => {
    const said = { key: 'e2ee.damage.truncated' } as const;
    expect(en.t('e2ee.damaged', { reason: said })).toBe(
      'the encrypted share cannot be opened: it was cut short',
    );
    expect(zh.t('e2ee.damaged', { reason: said })).toBe('无法打开此加密分享：内容被截断');
  });
});

describe('the language of a run', () => {
  it('follows the first of LC_ALL, LC_MESSAGES and LANG that is set', () => {
    expect(localeLanguage({ LANG: 'zh_CN.UTF-8' })).toBe('zh-CN');
    expect(localeLanguage({ LANG: 'zh_TW.UTF-8' })).toBe('zh-CN');
    expect(localeLanguage({ LC_ALL: 'C', LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(localeLanguage({ LC_MESSAGES: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' })).toBe('zh-CN');
    expect(localeLanguage({ LC_ALL: '', LANG: 'zh_CN' })).toBe('zh-CN');
    expect(localeLanguage({ LANG: 'fr_FR.UTF-8' })).toBe('en');
    expect(localeLanguage({ LANG: 'zhx' })).toBe('en');
    expect(localeLanguage({})).toBe('en');
  });

  it('lets --lang, then CLOUDPASTE_LANG, override the locale, and takes --lang out', () => {
    const zhEnv = { LANG: 'zh_CN.UTF-8' };
    expect(chooseLanguage(['paste', 'list', '--lang', 'en'], zhEnv)).toEqual({
      language: 'en',
      unknown: null,
      argv: ['paste', 'list'],
    });
    expect(chooseLanguage(['--lang=zh-CN', 'list'], { CLOUDPASTE_LANG: 'en' }).language).toBe(
      'zh-CN',
    );
    expect(chooseLanguage(['list'], { ...zhEnv, CLOUDPASTE_LANG: 'en' }).language).toBe('en');
    expect(chooseLanguage(['list'], { CLOUDPASTE_LANG: 'zh-CN' }).language).toBe('zh-CN');
    expect(chooseLanguage(['list'], { ...zhEnv, CLOUDPASTE_LANG: ' ' }).language).toBe('zh-CN');
    // After `--` an argument is an argument, whatever it looks like.
    expect(chooseLanguage(['paste', 'get', '--', '--lang'], {}).argv).toEqual([
      'paste',
      'get',
      '--',
      '--lang',
    ]);
  });

  it('reports a language it does not speak, in the locale’s language', () => {
    expect(chooseLanguage(['--lang', 'fr', 'list'], { LANG: 'zh_CN.UTF-8' })).toEqual({
      language: 'zh-CN',
      unknown: 'fr',
      argv: ['list'],
    });
    expect(chooseLanguage(['list', '--lang'], {}).unknown).toBe('');
  });
});
