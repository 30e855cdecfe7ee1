/**
 * Rehype plugin run on sanitized output: external links open in a new tab that gets neither our
 * window nor a referrer, in-page links point at the prefixed ids, and images load lazily without
 * telling third parties which share was read.
 */
import type { Element, Root } from 'hast';
import { ID_PREFIX } from './headingIds';
import { isExternalUrl, isSafeImageUrl, isSafeLinkUrl } from './urlPolicy';

function visitElements(node: Root | Element, visit: (element: Element) => void) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    visit(child);
    visitElements(child, visit);
  }
}

function fixLink(link: Element) {
  const href = link.properties.href;
  if (typeof href !== 'string' || !isSafeLinkUrl(href)) {
    delete link.properties.href;
    return;
  }
  if (href.startsWith('#') && href.length > 1 && !href.startsWith(`#${ID_PREFIX}`)) {
    link.properties.href = `#${ID_PREFIX}${href.slice(1)}`;
  } else if (isExternalUrl(href)) {
    link.properties.target = '_blank';
    link.properties.rel = ['noopener', 'noreferrer', 'nofollow'];
  }
}

function fixImage(image: Element) {
  const src = image.properties.src;
  if (typeof src !== 'string' || !isSafeImageUrl(src)) delete image.properties.src;
  image.properties.loading = 'lazy';
  image.properties.referrerPolicy = 'no-referrer';
}

export function rehypeLinkPolicy() {
  return (tree: Root) => {
    visitElements(tree, (element) => {
      if (element.tagName === 'a') fixLink(element);
      else if (element.tagName === 'img') fixImage(element);
    });
  };
}
