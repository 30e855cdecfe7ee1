/**
 * Which language the CLI speaks, its own words and the server's (docs/CLI.md, "Language"):
 * `--lang`, else CLOUDPASTE_LANG, else the locale (LC_ALL, LC_MESSAGES, LANG, the first one set).
 * The one place for this rule.
 */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

type Env = Record<string, string | undefined>;

/** `zh`, `zh-CN`, `zh_CN.UTF-8` … are Chinese, `en…` English; anything else is no language of ours. */
export function languageNamed(value: string): Language | null {
  if (/^zh(?:$|[-_.@])/i.test(value)) return 'zh-CN';
  if (/^en(?:$|[-_.@])/i.test(value)) return 'en';
  return null;
}

/** The locale's language: Chinese when it starts with zh, English otherwise (C, POSIX, fr_FR …). */
export function localeLanguage(env: Env): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return languageNamed(locale) === 'zh-CN' ? 'zh-CN' : 'en';
}

export interface LanguageChoice {
  language: Language;
  /** The `--lang` or CLOUDPASTE_LANG value that names no language of ours (a usage error). */
  unknown: string | null;
  /** The arguments without `--lang`. */
  argv: string[];
}

/**
 * `--lang X` or `--lang=X` anywhere before `--` (so every command takes it), else CLOUDPASTE_LANG,
 * else the locale. An unknown value is reported in the locale's language.
 */
export function chooseLanguage(argv: string[], env: Env): LanguageChoice {
  let option: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg === '--lang') {
      option = argv[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--lang=')) option = arg.slice('--lang='.length);
    else rest.push(arg);
  }
  const fallback = localeLanguage(env);
  const asked = option ?? (env.CLOUDPASTE_LANG?.trim() || undefined);
  if (asked === undefined) return { language: fallback, unknown: null, argv: rest };
  const named = languageNamed(asked);
  return { language: named ?? fallback, unknown: named ? null : asked, argv: rest };
}
