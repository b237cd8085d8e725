// What the home benchmark reads in the page: when the home is ready, and the main thread meanwhile.
import type { BrowserContext, Page } from 'playwright-core';

export interface MainThread {
  /** The last largest-contentful-paint entry's time, from navigation. */
  lcp: number;
  /** The sum over long tasks that started before the home was ready of their time past 50 ms. */
  blocking: number;
}

interface Probes {
  lcp: number;
  tasks: Array<[start: number, duration: number]>;
  readyAt: number;
  /** Delivers the entries the observers hold but have not called back with yet. */
  flush: () => void;
}

/** Records every page's largest contentful paints and long tasks from its first script on. */
export async function installProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const onLcp = (entries: PerformanceEntryList) => {
      for (const entry of entries) probes.lcp = entry.startTime;
    };
    const onTasks = (entries: PerformanceEntryList) => {
      for (const entry of entries) probes.tasks.push([entry.startTime, entry.duration]);
    };
    const lcp = new PerformanceObserver((list) => onLcp(list.getEntries()));
    const tasks = new PerformanceObserver((list) => onTasks(list.getEntries()));
    // An observer calls back when the page is idle: read before that, the entries are still in its queue.
    const flush = () => {
      onLcp(lcp.takeRecords());
      onTasks(tasks.takeRecords());
    };
    const probes: Probes = { lcp: NaN, tasks: [], readyAt: NaN, flush };
    (window as unknown as { __homeBench: Probes }).__homeBench = probes;
    lcp.observe({ type: 'largest-contentful-paint', buffered: true });
    tasks.observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Waits for the home of `cloudId` with every card but the chart past loading (the chart comes after, on
 * purpose), checked each frame; notes when in the page.
 */
export async function homeReady(page: Page, cloudId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-home-card]')].filter(
        (card) => card.dataset['homeCard'] !== 'consumption',
      );
      const contract = document.querySelector('[data-home-card="contract"]');
      const ready =
        cards.length > 0 &&
        cards.every((card) => card.dataset['state'] !== 'loading') &&
        (contract?.textContent ?? '').includes(id);
      if (ready) (window as unknown as { __homeBench: Probes }).__homeBench.readyAt = performance.now();
      return ready;
    },
    cloudId,
    { polling: 'raf', timeout: 60_000 },
  );
}

/** The page's figures up to the moment homeReady saw the home. */
export async function observeMainThread(page: Page): Promise<MainThread> {
  const probes = await page.evaluate(async () => {
    // The frame that shows the ready home reports its paint after it is drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const { flush } = (window as unknown as { __homeBench: Probes }).__homeBench;
    flush();
    const { lcp, tasks, readyAt } = (window as unknown as { __homeBench: Probes }).__homeBench;
    return { lcp, tasks, readyAt };
  });
  if (Number.isNaN(probes.lcp)) throw new Error('the page reported no largest contentful paint');
  const blocking = probes.tasks
    .filter(([start]) => start < probes.readyAt)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { lcp: probes.lcp, blocking };
}
