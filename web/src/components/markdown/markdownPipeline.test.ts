/** Which optional parts a document loads, and that the pipeline waits for exactly those. */
import { describe, expect, it } from 'vitest';
import { featuresOf, pipelineFor } from './markdownPipeline';

describe('featuresOf', () => {
  it('asks for nothing optional for plain Markdown', () => {
    expect(featuresOf('# Notes\n\n- [x] **done**\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toEqual([]);
  });

  it('asks for KaTeX on a dollar, the HTML parser on a "<", the highlighter on code', () => {
    expect(featuresOf('costs $5')).toEqual(['math']);
    expect(featuresOf('a <b>bold</b> word')).toEqual(['html']);
    expect(featuresOf('```js\n1\n```')).toEqual(['code']);
    expect(featuresOf('~~~\n1\n~~~')).toEqual(['code']);
    expect(featuresOf('text\n\n    indented code')).toEqual(['code']);
    expect(featuresOf('<pre><code>x</code></pre>')).toEqual(['html', 'code']);
  });

  it('sees no math in a dollar inside code', () => {
    expect(featuresOf('```js\nconst s = `${name}`;\n```\n\nRun `echo $HOME`.')).toEqual(['code']);
    expect(featuresOf('~~~~sh\necho $PATH\n~~~~')).toEqual(['code']);
    // An unclosed fence runs to the end of the document.
    expect(featuresOf('```\n$x$')).toEqual(['code']);
    expect(featuresOf('```js\n1\n```\n\nand $x^2$')).toEqual(['math', 'code']);
    expect(featuresOf('`code` then $x$')).toEqual(['math']);
  });
});

describe('pipelineFor', () => {
  it('is ready at once without optional parts, and after loading with them', async () => {
    const plain = pipelineFor([]);
    expect(plain).not.toBeInstanceOf(Promise);
    const pending = pipelineFor(['math', 'code']);
    expect(pending).toBeInstanceOf(Promise);
    // The same promise until it settles, as React's use() needs.
    expect(pipelineFor(['math', 'code'])).toBe(pending);
    const loaded = await pending;
    expect(pipelineFor(['math', 'code'])).toBe(loaded);
    // Two more rehype plugins (KaTeX, the highlighter) and one more remark plugin (math).
    if (plain instanceof Promise) throw new Error('unreachable');
    expect(loaded.rehypePlugins.length).toBe(plain.rehypePlugins.length + 2);
    expect(loaded.remarkPlugins.length).toBe(plain.remarkPlugins.length + 1);
    // A document without math does not get KaTeX just because another one loaded it.
    const codeOnly = pipelineFor(['code']);
    expect(codeOnly).not.toBeInstanceOf(Promise);
    if (codeOnly instanceof Promise) throw new Error('unreachable');
    expect(codeOnly.rehypePlugins.length).toBe(plain.rehypePlugins.length + 1);
  });
});

describe('flavours', () => {
  it('keeps single line breaks in a note only: a document is strict CommonMark', () => {
    const note = pipelineFor([], [], 'note');
    const document = pipelineFor([], [], 'document');
    if (note instanceof Promise || document instanceof Promise) throw new Error('unreachable');
    expect(note).not.toBe(document);
    expect(note.remarkPlugins.length).toBe(document.remarkPlugins.length + 1);
    // A note is the default.
    expect(pipelineFor([])).toBe(note);
  });
});
