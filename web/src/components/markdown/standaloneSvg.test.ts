/** toStandaloneSvg: a diagram library's SVG becomes a well-formed, sized, inert SVG document. */
import { describe, expect, it } from 'vitest';
import { toStandaloneSvg } from './standaloneSvg';

describe('toStandaloneSvg', () => {
  it('re-serialises as XML and sizes the image from the viewBox', () => {
    const markup =
      '<svg id="m" viewBox="0 0 120.5 80" style="max-width: 120px"><g><foreignObject><div>a<br>b</div></foreignObject></g></svg>';
    const result = toStandaloneSvg(markup);
    expect(result.width).toBe(120.5);
    expect(result.height).toBe(80);
    const parsed = new DOMParser().parseFromString(result.svg, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.documentElement.getAttribute('width')).toBe('120.5');
    expect(parsed.documentElement.hasAttribute('style')).toBe(false);
    expect(parsed.querySelector('foreignObject div')?.textContent).toBe('ab');
  });

  it('keeps mermaid sizing when there is no usable viewBox', () => {
    expect(toStandaloneSvg('<svg><rect/></svg>').width).toBeUndefined();
  });

  it('fails on output without an svg', () => {
    expect(() => toStandaloneSvg('<p>nope</p>')).toThrow(/svg/);
  });

  // What a hostile block could smuggle through any diagram library (dot URL=, flowchart links,
  // mermaid labels, markmap's HTML labels, ECharts rich text): none of it survives.
  it.each([
    ['a script element', '<svg><script>alert(1)</script><rect/></svg>', /<script/i],
    [
      'an on* handler',
      '<svg onload="alert(1)"><rect onclick="alert(2)"/></svg>',
      /\bon(load|click)=/i,
    ],
    [
      'a javascript: link',
      '<svg><a xlink:href="javascript:alert(1)" href="javascript:alert(2)"><text>x</text></a></svg>',
      /javascript:/i,
    ],
    [
      'HTML in a foreignObject',
      '<svg><foreignObject><div><img src="x" onerror="alert(1)"><iframe src="/"></iframe></div></foreignObject></svg>',
      /onerror|<iframe|src=/i,
    ],
    [
      'an SVG animation setting a link',
      '<svg><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>',
      /<set|javascript:/i,
    ],
    ['an outside image', '<svg><image href="https://evil.example/x.png"/></svg>', /evil\.example/],
  ])('removes %s', (_, markup, forbidden) => {
    expect(toStandaloneSvg(markup).svg).not.toMatch(forbidden);
  });

  it('keeps links inside the picture', () => {
    expect(toStandaloneSvg('<svg><use href="#marker"/></svg>').svg).toContain('href="#marker"');
  });
});
