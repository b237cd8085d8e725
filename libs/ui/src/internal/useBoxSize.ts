import { useLayoutEffect, useState, type RefObject } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

const UNMEASURED: BoxSize = { width: 0, height: 0 };

/**
 * The element's content box in CSS pixels, kept current by a ResizeObserver. Measured once before the first
 * paint (a layout effect), so a component choosing its layout by size does not flash the wrong one.
 * { width: 0, height: 0 } until measured, and where nothing lays out (jsdom). A change of `remeasureKey`
 * observes the element anew (one the component unmounted and mounted again).
 */
export function useBoxSize(ref: RefObject<HTMLElement | null>, remeasureKey?: unknown): BoxSize {
  const [size, setSize] = useState<BoxSize>(UNMEASURED);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, remeasureKey]);
  return size;
}
