/**
 * Which heading of the outline the reader is in: the last one above the top third of the window.
 * An IntersectionObserver says when a heading crosses that line; nothing runs on every scroll.
 */
import { useEffect, useState } from 'react';

/** Headings above this share of the window's height count as read. */
const READ_LINE = 0.3;

function currentHeading(ids: readonly string[]): string | undefined {
  const line = window.innerHeight * READ_LINE;
  let current: string | undefined;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    if (element.getBoundingClientRect().top <= line + 1) current = id;
    else break;
  }
  return current ?? ids[0];
}

export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    const elements = list
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    // The root's bottom is pulled up to the read line: a heading crossing it is reported (and
    // each is reported once when observing starts).
    const observer = new IntersectionObserver(() => setActive(currentHeading(list)), {
      rootMargin: `0px 0px -${Math.round((1 - READ_LINE) * 100)}% 0px`,
    });
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key]);

  // Before the observer's first report (or without one), the first heading.
  return active !== undefined && ids.includes(active) ? active : ids[0];
}
