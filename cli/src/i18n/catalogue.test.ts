/**
 * The two catalogues say the same things: every key in both (a count's `.one` form in English
 * only), the same placeholders, Chinese words in the Chinese one; and every command has its help
 * in both languages, naming the same options.
 */
import { describe, expect, it } from 'vitest';
import { GROUPS, helpTopicOf } from '../main.js';
import { HELP } from '../help.js';
import { CATALOGUES, PLURAL_FORMS, placeholdersOf } from './catalogue.js';
import { LANGUAGES } from './locale.js';

const CJK = /[\u3400-\u9fff]/;
const PLURAL = new RegExp(`\\.(${PLURAL_FORMS.join('|')})$`);
/** Keys without their plural form: `list.files.count.one` and `.other` are `list.files.count.other`. */
const keysOf = (catalogue: object) =>
  [...new Set(Object.keys(catalogue).map((key) => key.replace(PLURAL, '.other')))].sort();
const sorted = (text: string) => [...new Set(placeholdersOf(text))].sort();

/**
 * What may stay in Latin letters in a Chinese text: placeholders, code in backquotes, options,
 * names in capitals (CLOUDPASTE_URL, HTTP, PASSWORD), paths, units, and the names a user types:
 * commands, config keys and option values.
 */
const KEPT = new RegExp(
  [
    /\{\w+\}|`[^`]*`|(?<![\w-])--?[\w-]+|\b[A-Z][A-Z0-9_]+\b|https?:\/\/\S+|[~$]?[\w.-]*\/[\w./-]*/,
    /CloudPaste|cloudpaste|Markdown|ETag|base64url|Ctrl-C|\.md\b|\b[KMGT]iB\b|\bhttps?\b|Configure|zh-CN/,
    /\b(?:en|zh|never|markdown|text|url|api-key|admin-token|config|set|unset|show)\b|#/,
  ]
    .map((part) => part.source)
    .join('|'),
  'g',
);

describe('message catalogues', () => {
  const en = CATALOGUES.en as Record<string, string>;
  const zh = CATALOGUES['zh-CN'] as Record<string, string>;

  it('have the same keys, counting a plural family once', () => {
    expect(keysOf(zh)).toEqual(keysOf(en));
  });

  it('give every count its `other` form in both languages', () => {
    for (const key of Object.keys(en).filter((k) => PLURAL.test(k))) {
      const other = key.replace(PLURAL, '.other');
      expect(en[other], other).toBeDefined();
      expect(zh[other], other).toBeDefined();
    }
  });

  it.each(Object.keys(zh))('%s: the same placeholders, in Chinese words', (key) => {
    const english = en[key] ?? en[key.replace(/\.other$/, '.one')]!;
    expect(sorted(zh[key]!)).toEqual(sorted(english));
    const rest = zh[key]!.replace(KEPT, '');
    expect(rest, `${key} keeps English words`).not.toMatch(/[A-Za-z]{2,}/);
    const words = english.replace(KEPT, '');
    if (/[a-z]{2,}/.test(words)) expect(zh[key]).toMatch(CJK);
  });
});

describe('help', () => {
  const topics = Object.entries(GROUPS).flatMap(([group, commands]) =>
    Object.keys(commands).map((name) => helpTopicOf(group, name)),
  );

  it('has a topic for every command, and the same topics in every language', () => {
    for (const language of LANGUAGES) {
      for (const topic of [...topics, helpTopicOf('list')]) {
        expect(HELP[language][topic], `${language}: ${topic}`).toBeTruthy();
      }
      expect(Object.keys(HELP[language]).sort()).toEqual(Object.keys(HELP.en).sort());
    }
  });

  const options = (text: string) => [...new Set(text.match(/(?<![\w-])--?[a-z][\w-]*/g))].sort();

  it.each(Object.keys(HELP.en))(
    '%s: Chinese text naming the same options as the English',
    (topic) => {
      const english = HELP.en[topic as keyof typeof HELP.en];
      const chinese = HELP['zh-CN'][topic as keyof typeof HELP.en];
      expect(chinese).toMatch(CJK);
      expect(options(chinese)).toEqual(options(english));
      // Every line that says something in English says it in Chinese.
      const lines = (text: string) =>
        text.split('\n').filter((line) => /[a-z]{3,} [a-z]{3,}/.test(line));
      for (const line of chinese.split('\n')) {
        // A usage line or the list of commands: command names, then Chinese words.
        if (line.startsWith('用法：cloudpaste ')) continue;
        if (/^ {2}[a-z]/.test(line)) {
          expect(line.replace(/^ {2}[a-z |-]+[A-Z[\]|.…]* +/, '')).toMatch(CJK);
          continue;
        }
        expect(line.replace(KEPT, ''), line).not.toMatch(/[A-Za-z]{2,}/);
      }
      expect(lines(english).length).toBeGreaterThan(0);
    },
  );
});
