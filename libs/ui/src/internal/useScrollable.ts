import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content overflows it: a scrolling box must then take keyboard focus to be
 * scrolled (WCAG 2.1.1; axe's scrollable-region-focusable), and only then.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setScrollable(
        element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
      );
    measure();
    // Measured once where nothing resizes (jsdom), as useBoxSize does.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
