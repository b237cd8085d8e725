import { PAGE_TITLE_TIMING } from '@nuvem/ui';
import { afterNextPaint } from './afterNextPaint';

/** How long a rendered screen's title may take to be reported on screen before the wait gives up. */
const TITLE_PAINT_LIMIT_MS = 500;

/** Element Timing's entry (not in TypeScript's DOM library yet). */
interface ElementTimingEntry extends PerformanceEntry {
  readonly identifier: string;
}

/**
 * Resolves once a screen just rendered is on screen. Where the browser has Element Timing, that is when it
 * reports the page title (PageHeader's PAGE_TITLE_TIMING) presented: after the frame's paint, its raster
 * and its display, which on a busy machine come tens of milliseconds after the paint itself; at most
 * TITLE_PAINT_LIMIT_MS later (a screen without a title). Elsewhere, two frames after the next paint.
 */
export function screenOnScreen(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('element')
  )
    return afterNextPaint().then(afterNextPaint);
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as ElementTimingEntry[];
      if (entries.some((entry) => entry.identifier === PAGE_TITLE_TIMING)) done();
    });
    const limit = setTimeout(done, TITLE_PAINT_LIMIT_MS);
    observer.observe({ type: 'element', buffered: true });
  });
}
