/** Hostile shares: nothing a share writes may survive as script, handler, frame, form or style. */
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMarkdownRendererForTests } from '../../test/markdownRenderer';
import { MarkdownView } from './MarkdownView';

// A diagram never renders here; keep mermaid itself out of these tests.
vi.mock('./loadMermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

loadMarkdownRendererForTests();

const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'style',
  'meta',
  'link',
  'base',
  'svg',
  'math',
  'template',
  'textarea',
  'button',
  'select',
  'video',
  'audio',
  'applet',
  'portal',
];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'poster',
  'data',
];

/** Fails with a description of whatever in the rendered tree could run or restyle the page. */
function expectInert(container: HTMLElement) {
  const problems: string[] = [];
  for (const tag of FORBIDDEN_TAGS) {
    if (container.querySelector(tag)) problems.push(`<${tag}> element`);
  }
  for (const element of container.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) problems.push(`${element.tagName} ${name}`);
      if (name === 'style') problems.push(`${element.tagName} style="${value}"`);
      if (name === 'http-equiv') problems.push(`${element.tagName} http-equiv`);
      if (URL_ATTRIBUTES.includes(name) && /^\s*(javascript|data|vbscript|file):/i.test(value))
        problems.push(`${element.tagName} ${name}="${value}"`);
      if (
        name === 'class' &&
        !/^(language-|hljs|contains-task-list|task-list-item|code-|markdown-body|sr-only|footnotes|data-footnote)/.test(
          value,
        )
      )
        problems.push(`${element.tagName} class="${value}"`);
    }
  }
  expect(problems).toEqual([]);
}

const PAYLOADS: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror="alert(1)">'],
  ['markdown javascript link', '[click](javascript:alert(1))'],
  ['markdown javascript link, encoded', '[click](javascript&#58;alert(1))'],
  ['markdown javascript link, tab', '[click](java\tscript:alert(1))'],
  ['html javascript link', '<a href="javascript:alert(1)">click</a>'],
  ['html javascript link, entity', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
  ['html javascript link, upper', '<a href="JaVaScRiPt:alert(1)">click</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">click</a>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="4"/></svg>'],
  [
    'svg animate',
    '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ['iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  [
    'form',
    '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"></form>',
  ],
  [
    'math mutation XSS',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['noscript mutation XSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['style tag', '<style>body { display: none }</style>'],
  ['style attribute', '<div style="position:fixed;inset:0;background:red">cover</div>'],
  ['class overlay', '<div class="fixed inset-0 z-50">cover</div>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base tag', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['data html link (markdown)', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['data html link (html)', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['data image', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
  [
    'event handler on allowed tag',
    '<details open ontoggle="alert(1)"><summary>s</summary>x</details>',
  ],
  ['autofocus handler', '<input autofocus onfocus="alert(1)">'],
  ['video poster', '<video poster="javascript:alert(1)"><source src="x"></video>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['katex href', '$\\href{javascript:alert(1)}{x}$'],
  ['html comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['autolink javascript', '<javascript:alert(1)>'],
  ['reference link', '[x][r]\n\n[r]: javascript:alert(1)'],
  ['dom clobbering', '<img name="getElementById"><a id="__CLOUDPASTE_CONFIG__" name="x">x</a>'],
];

describe('MarkdownView security', () => {
  it.each(PAYLOADS)('neutralises %s', (_name, payload) => {
    const { container } = render(<MarkdownView source={payload} />);
    if (!payload.startsWith('$')) expectInert(container);
    else expect(container.querySelector('a[href]')).toBeNull();
  });

  it('neutralises every payload at once', () => {
    const all = PAYLOADS.filter(([, p]) => !p.startsWith('$')).map(([, p]) => p);
    const { container } = render(<MarkdownView source={all.join('\n\n')} />);
    expectInert(container);
  });

  it('prefixes ids from HTML so they cannot clobber globals', () => {
    const { container } = render(<MarkdownView source={PAYLOADS.at(-1)![1]} />);
    expect(container.querySelector('#__CLOUDPASTE_CONFIG__')).toBeNull();
    expect(container.querySelector('[name="getElementById"]')).toBeNull();
    expect(container.querySelector('a')?.id).toBe('user-content-__CLOUDPASTE_CONFIG__');
  });

  it('keeps harmless HTML GitHub allows', () => {
    const { container } = render(
      <MarkdownView
        source={'<details><summary>More</summary>Hidden <kbd>Ctrl</kbd> <sup>2</sup></details>'}
      />,
    );
    expect(container.querySelector('details summary')?.textContent).toBe('More');
    expect(container.querySelector('kbd')?.textContent).toBe('Ctrl');
    expect(container.querySelector('sup')).not.toBeNull();
  });
});
