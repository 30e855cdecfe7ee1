import hljs from 'highlight.js/lib/core';
import { common } from 'lowlight';
import { describe, expect, it } from 'vitest';
import { ALIASES, EMBEDDED, GRAMMARS, grammarOf, grammarsOf } from './codeLanguages';

describe('the grammar table', () => {
  it('holds exactly lowlight’s common grammars, each loading its own', async () => {
    expect(Object.keys(GRAMMARS).sort()).toEqual(Object.keys(common).sort());
    for (const [name, load] of Object.entries(GRAMMARS))
      expect((await load()).default, name).toBe(common[name]);
  });

  it('knows every alias the grammars declare, and no other', () => {
    const declared: Record<string, string> = {};
    for (const [name, grammar] of Object.entries(common))
      for (const alias of grammar(hljs).aliases ?? []) declared[alias.toLowerCase()] = name;
    expect(ALIASES).toEqual(declared);
  });

  it('names only grammars it has as embedded ones', () => {
    for (const [name, embedded] of Object.entries(EMBEDDED))
      expect([name, ...embedded].every((grammar) => grammar in GRAMMARS)).toBe(true);
  });
});

describe('grammarOf', () => {
  it('answers a grammar for its name or alias in any case, and nothing for unknown names', () => {
    expect(grammarOf('TypeScript')).toBe('typescript');
    expect(grammarOf('ts')).toBe('typescript');
    expect(grammarOf('C#')).toBe('csharp');
    expect(grammarOf('mermaid')).toBeUndefined();
    expect(grammarOf('constructor')).toBeUndefined();
    expect(grammarOf('__proto__')).toBeUndefined();
  });
});

describe('grammarsOf', () => {
  it('finds the grammars fenced blocks and raw HTML code classes name, with what they embed', () => {
    const source = [
      '```ts title="greet.ts"',
      'const a = 1;',
      '```',
      '~~~ PY',
      'print(1)',
      '~~~',
      '```mermaid',
      'graph TD',
      '```',
      '<pre><code class="language-html">&lt;b&gt;</code></pre>',
    ].join('\n');
    expect(grammarsOf(source)).toEqual(['css', 'javascript', 'python', 'typescript', 'xml']);
  });

  it('finds nothing in a document without named code', () => {
    expect(grammarsOf('# Title\n\n```\nplain block\n```\n\nand `inline` code')).toEqual([]);
  });
});
