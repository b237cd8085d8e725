// In-page probes of the IaaS benchmark, run in Chromium on the real portal: the time from the filter's Enter
// keystroke to the machines table showing only matching rows, and the time a machine's state chip first
// shows a state. Both read the clock in the page, when the DOM changes (a MutationObserver).
import type { Page } from 'playwright-core';

/** One filter sample: Enter → rows shown, how many, and its parts: before the request, the request, after it. */
export interface FilterSample {
  ms: number;
  rows: number;
  beforeMs: number;
  requestMs: number;
  afterMs: number;
}

/**
 * Types `text` into the list's property filter (not timed), then presses Enter, which makes it a free-text
 * token; resolves the milliseconds from the Enter keydown (its event timestamp) to the table holding only
 * rows that contain `text`, how many rows it shows, and how long the list's request took within it. The token is removed again afterwards (Backspace on
 * the empty input) and the unfiltered list awaited, so each sample starts from the same page.
 */
export async function filterToRows(page: Page, text: string): Promise<FilterSample> {
  const input = page.getByRole('combobox', { name: 'Filtrar' });
  await input.fill(text);
  const done = page.evaluate((wanted) => {
    const needle = wanted.toLowerCase();
    const matches = () => {
      const rows = [...document.querySelectorAll('tr[data-row-id]')];
      const ok =
        rows.length > 0 &&
        !document.querySelector('tr[data-skeleton-row]') &&
        rows.every((row) => (row.textContent ?? '').toLowerCase().includes(needle));
      return ok ? rows.length : 0;
    };
    performance.clearResourceTimings(); // its buffer holds 250 entries
    return new Promise<FilterSample>((resolve) => {
      let pressed = NaN;
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter') pressed = event.timeStamp;
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        const rows = Number.isNaN(pressed) ? 0 : matches();
        if (rows === 0) return;
        observer.disconnect();
        // The list's request as the browser saw it (Resource Timing): the API's share of the wait.
        const request = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/iaas/resources?') && e.startTime >= pressed)
          .at(-1) as PerformanceResourceTiming | undefined;
        const shown = performance.now();
        resolve({
          ms: shown - pressed,
          rows,
          beforeMs: request ? request.startTime - pressed : NaN,
          requestMs: request ? request.responseEnd - request.startTime : NaN,
          afterMs: request ? shown - request.responseEnd : NaN,
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  // The listener and observer are in place once evaluate has run its synchronous part; a frame makes sure.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  await input.press('Enter');
  const sample = await done;
  await input.press('Backspace');
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('tr[data-row-id]')].some(
        (row) => !(row.textContent ?? '').toLowerCase().includes(wanted.toLowerCase()),
      ),
    text,
  );
  return sample;
}

/** A state shown by the machine page's chip, and when (the page's wall clock, ms since the epoch). */
export interface ChipChange {
  label: string;
  at: number;
}

/**
 * Starts watching the machine page's state chip (the chip whose text is one of `labels`); `changes()` later
 * gives every change of its text, each with the page's wall-clock time of the DOM change that made it.
 */
export async function watchStateChip(page: Page, labels: readonly string[]) {
  await page.evaluate((known) => {
    const changes: { label: string; at: number }[] = [];
    (window as unknown as { __chipChanges: typeof changes }).__chipChanges = changes;
    const record = () => {
      const chip = [...document.querySelectorAll('.MuiChip-label')].find((c) =>
        known.includes(c.textContent ?? ''),
      );
      const label = chip?.textContent ?? '';
      if (label && label !== changes.at(-1)?.label)
        changes.push({ label, at: performance.timeOrigin + performance.now() });
    };
    record();
    new MutationObserver(record).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, labels);
  return {
    changes: (): Promise<ChipChange[]> =>
      page.evaluate(() => [...(window as unknown as { __chipChanges: ChipChange[] }).__chipChanges]),
  };
}
