import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineStylesheets';

const HEAD = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="stylesheet" href="https://example.com/other.css">
  </head>`;

describe('inlineStylesheets', () => {
  it('replaces a known stylesheet link with a <style> of its text', () => {
    const out = inlineStylesheets(HEAD, (href) =>
      href === '/assets/index-abc.css' ? 'body{margin:0}' : undefined,
    );
    expect(out).toContain('<style>body{margin:0}</style>');
    expect(out).not.toContain('index-abc.css');
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('leaves links it does not know', () => {
    const out = inlineStylesheets(HEAD, () => undefined);
    expect(out).toBe(HEAD);
  });

  it('refuses a stylesheet that would end the <style> element early', () => {
    expect(() => inlineStylesheets(HEAD, () => 'a::after{content:"</style>"}')).toThrow(
      /cannot be inlined/,
    );
  });
});
