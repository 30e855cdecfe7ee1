/**
 * The code languages the highlighter knows (lowlight's common set of highlight.js grammars), each
 * its own chunk: a document loads only the grammars its code blocks name, not all 37 (51 KB gz).
 * Small and dependency-free, so the view can tell which grammars a document needs before loading
 * any of them.
 */
import type { LanguageFn } from 'lowlight';

type GrammarModule = { default: LanguageFn };

/** Grammars by highlight.js name. */
export const GRAMMARS: Record<string, () => Promise<GrammarModule>> = {
  arduino: () => import('highlight.js/lib/languages/arduino'),
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  css: () => import('highlight.js/lib/languages/css'),
  diff: () => import('highlight.js/lib/languages/diff'),
  go: () => import('highlight.js/lib/languages/go'),
  graphql: () => import('highlight.js/lib/languages/graphql'),
  ini: () => import('highlight.js/lib/languages/ini'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  less: () => import('highlight.js/lib/languages/less'),
  lua: () => import('highlight.js/lib/languages/lua'),
  makefile: () => import('highlight.js/lib/languages/makefile'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  objectivec: () => import('highlight.js/lib/languages/objectivec'),
  perl: () => import('highlight.js/lib/languages/perl'),
  php: () => import('highlight.js/lib/languages/php'),
  'php-template': () => import('highlight.js/lib/languages/php-template'),
  plaintext: () => import('highlight.js/lib/languages/plaintext'),
  python: () => import('highlight.js/lib/languages/python'),
  'python-repl': () => import('highlight.js/lib/languages/python-repl'),
  r: () => import('highlight.js/lib/languages/r'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  scss: () => import('highlight.js/lib/languages/scss'),
  shell: () => import('highlight.js/lib/languages/shell'),
  sql: () => import('highlight.js/lib/languages/sql'),
  swift: () => import('highlight.js/lib/languages/swift'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  vbnet: () => import('highlight.js/lib/languages/vbnet'),
  wasm: () => import('highlight.js/lib/languages/wasm'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

/** The grammars' own aliases (codeLanguages.test.ts checks them against highlight.js). */
export const ALIASES: Record<string, string> = {
  ino: 'arduino',
  sh: 'bash',
  zsh: 'bash',
  h: 'c',
  cc: 'cpp',
  'c++': 'cpp',
  'h++': 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  hxx: 'cpp',
  cxx: 'cpp',
  cs: 'csharp',
  'c#': 'csharp',
  patch: 'diff',
  golang: 'go',
  gql: 'graphql',
  toml: 'ini',
  jsp: 'java',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsonc: 'json',
  json5: 'json',
  kt: 'kotlin',
  kts: 'kotlin',
  pluto: 'lua',
  mk: 'makefile',
  mak: 'makefile',
  make: 'makefile',
  md: 'markdown',
  mkdown: 'markdown',
  mkd: 'markdown',
  mm: 'objectivec',
  objc: 'objectivec',
  'obj-c': 'objectivec',
  'obj-c++': 'objectivec',
  'objective-c++': 'objectivec',
  pl: 'perl',
  pm: 'perl',
  text: 'plaintext',
  txt: 'plaintext',
  py: 'python',
  gyp: 'python',
  ipython: 'python',
  pycon: 'python-repl',
  rb: 'ruby',
  gemspec: 'ruby',
  podspec: 'ruby',
  thor: 'ruby',
  irb: 'ruby',
  rs: 'rust',
  console: 'shell',
  shellsession: 'shell',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  vb: 'vbnet',
  html: 'xml',
  xhtml: 'xml',
  rss: 'xml',
  atom: 'xml',
  xjb: 'xml',
  xsd: 'xml',
  xsl: 'xml',
  plist: 'xml',
  wsf: 'xml',
  svg: 'xml',
  yml: 'yaml',
};

/** Grammars a grammar hands parts of its text to (HTML's styles and scripts, a REPL's code). */
export const EMBEDDED: Record<string, string[]> = {
  xml: ['css', 'javascript'],
  'php-template': ['xml', 'php'],
  'python-repl': ['python'],
  shell: ['bash'],
};

/** The grammar `name` (a name or an alias, any case) stands for, if the highlighter knows it. */
export function grammarOf(name: string): string | undefined {
  const lower = name.toLowerCase();
  const grammar = Object.hasOwn(GRAMMARS, lower) ? lower : ALIASES[lower];
  return grammar && Object.hasOwn(GRAMMARS, grammar) ? grammar : undefined;
}

/** A fence's info string (```ts title="x"), and a class of raw HTML (<code class="language-ts">). */
const FENCE_INFO = /^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;
const CLASS_NAME = /\blang(?:uage)?-([\w#+.-]+)/g;

/** The grammars, with those they embed, that the code blocks of `source` name; sorted. */
export function grammarsOf(source: string): string[] {
  const names = [
    ...Array.from(source.matchAll(FENCE_INFO), (match) => match[1] ?? ''),
    ...Array.from(source.matchAll(CLASS_NAME), (match) => match[1] ?? ''),
  ];
  const found = new Set<string>();
  const add = (grammar: string) => {
    if (found.has(grammar)) return;
    found.add(grammar);
    for (const embedded of EMBEDDED[grammar] ?? []) add(embedded);
  };
  for (const name of names) {
    const grammar = grammarOf(name);
    if (grammar) add(grammar);
  }
  return [...found].sort();
}
