/** toStandaloneSvg: mermaid's HTML-serialised SVG becomes a well-formed, sized SVG document. */
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
});
