/**
 * Translation completeness: every key exists in both languages with a non-empty value, every
 * literal key the source passes to t() exists, and the shell's own namespaces carry no unused keys.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from './allResources';
// The app shell's namespaces: their unused keys fail the test (see the last case).
import { SHELL_NAMESPACES } from './bundles';

const SRC = join(__dirname, '..');

/** 'a.b.c' paths of every leaf, with its value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key))
        out.set(path, leaf);
    }
  } else out.set(prefix, value);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** i18next plural forms: `count_one` and `count_other` both serve t('count'). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

const namespaces = [
  ...new Set(LANGUAGES.flatMap((lang) => Object.keys(resources[lang] ?? {}))),
].sort();
const keysOf = (lang: string, ns: string) => leaves(resources[lang]?.[ns] ?? {});

/** Literal keys used by t('…') / i18n.t('…') calls, resolved to their namespace. */
function usedKeys(): { file: string; ns: string; key: string }[] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const fileNs = /useTranslation\(\s*\[?\s*'([\w-]+)'/.exec(text)?.[1] ?? 'common';
    return [...text.matchAll(/\bt\(\s*(['"`])([^'"`$]+)\1/g)].flatMap(([, , raw = '']) => {
      const [ns, key] = raw.includes(':') ? (raw.split(':', 2) as [string, string]) : [fileNs, raw];
      return namespaces.includes(ns) ? [{ file: relative(SRC, file), ns, key }] : [];
    });
  });
}

describe('locales', () => {
  it('has every namespace in both languages', () => {
    for (const lang of LANGUAGES)
      expect(Object.keys(resources[lang] ?? {}).sort()).toEqual(namespaces);
    expect(namespaces).toEqual(expect.arrayContaining([...SHELL_NAMESPACES]));
  });

  it.each(namespaces)('%s: same keys in every language, none empty', (ns) => {
    // Plural forms are compared by their base key: Chinese has only `_other` where English has
    // `_one` too. Every plural still needs its `_other` form (checked below).
    const bases = (lang: string) => new Set([...keysOf(lang, ns).keys()].map(baseKey));
    const [first, ...others] = LANGUAGES.map((lang) => ({ lang, keys: bases(lang) }));
    for (const other of others) {
      const missing = (a: Set<string>, b: Set<string>) => [...a].filter((k) => !b.has(k));
      expect({ [`missing in ${other.lang}`]: missing(first!.keys, other.keys) }).toEqual({
        [`missing in ${other.lang}`]: [],
      });
      expect({ [`missing in ${first!.lang}`]: missing(other.keys, first!.keys) }).toEqual({
        [`missing in ${first!.lang}`]: [],
      });
    }
    for (const lang of LANGUAGES) {
      const keys = keysOf(lang, ns);
      const empty = [...keys]
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => `${lang}:${k}`);
      expect(empty).toEqual([]);
      const noOther = [...keys.keys()]
        .filter((k) => PLURAL.test(k) && !keys.has(`${baseKey(k)}_other`))
        .map((k) => `${lang}:${k}`);
      expect(noOther).toEqual([]);
    }
  });

  it('defines every literal key the source translates', () => {
    const missing = usedKeys()
      .filter(({ ns, key }) =>
        LANGUAGES.some(
          (lang) => !keysOf(lang, ns).has(key) && !keysOf(lang, ns).has(`${key}_other`),
        ),
      )
      .map(({ file, ns, key }) => `${file}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });

  it('has no unused keys in the shell namespaces', () => {
    const text = sourceFiles(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A key counts as used when it appears as a string literal (t('x'), labelKey: 'x', 'ns:x'),
    // or sits under a template prefix such as `theme.modes.${mode}`.
    const literals = new Set(
      [...text.matchAll(/['"`]([\w.:-]+)['"`]/g)].map(([, s = '']) => s.replace(/^[\w-]+:/, '')),
    );
    const prefixes = [...text.matchAll(/`([\w.:-]+\.)\$\{/g)].map(([, s = '']) =>
      s.replace(/^[\w-]+:/, ''),
    );
    const unused = SHELL_NAMESPACES.flatMap((ns) =>
      [...keysOf('en-US', ns).keys()]
        .filter((key) => !literals.has(baseKey(key)) && !prefixes.some((p) => key.startsWith(p)))
        .map((key) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
