/**
 * The two catalogues and their types: en.ts names every key; zh-CN.ts must have each of them,
 * except the `.one` forms of counts, which Chinese does not use (catalogue.test.ts checks both ways).
 */
import { en } from './en.js';
import type { Language } from './locale.js';
import { zhCN } from './zh-CN.js';

export type MessageKey = keyof typeof en;
/** The plural forms Intl.PluralRules may pick, besides `other`, which every count has. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many'] as const;
type PluralForm = (typeof PLURAL_FORMS)[number];

export type Catalogue = Record<Exclude<MessageKey, `${string}.${PluralForm}`>, string> &
  Partial<Record<MessageKey, string>>;

/** A key that stands for a count: `list.files.count` for `list.files.count.one` and `.other`. */
export type CountKey = {
  [K in MessageKey]: K extends `${infer Base}.other` ? Base : never;
}[MessageKey];

/** Placeholder values: a number is written in the language's way, a Said in its words. */
export type Vars = { [name: string]: string | number | Said };

/** Something to say, in whichever language it is said in (an error says it when reported). */
export interface Said {
  key: MessageKey;
  vars?: Vars;
}

export const say = (key: MessageKey, vars?: Vars): Said => (vars ? { key, vars } : { key });

export const CATALOGUES: Record<Language, Catalogue> = { en, 'zh-CN': zhCN };

/** Why a system call failed, in words when the catalogues have them (`errno.ENOENT`), else its code. */
export function reasonOfCode(code: string): Said | string {
  const key = `errno.${code}`;
  return key in en ? say(key as MessageKey) : code;
}

/** `{name}` placeholders of a text, in order. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** A text with its placeholders filled by `write`; one without a value is left as it is. */
export function fill(template: string, vars: Vars, write: (value: Vars[string]) => string) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : write(value);
  });
}
