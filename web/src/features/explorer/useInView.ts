/** Whether an element has come near the viewport (and stays true after), for lazy thumbnails. */
import { useEffect, useRef, useState } from 'react';

export function useInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, tests) everything counts as visible at once.
  const [isInView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (isInView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isInView, rootMargin]);

  return { ref, isInView };
}
