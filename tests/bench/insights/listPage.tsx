import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createI18n, createNuvemTheme, InsightsBrowser } from '@nuvem/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { CATEGORIES, makeDashboards, PER_CATEGORY } from './fixtures';
import { PeerInsightsList } from './PeerInsightsList';

/**
 * The keystroke benchmark's page (`?case=ours` or `?case=peer`): 5,000 dashboards in 50 categories, in our
 * InsightsBrowser (query held in local state, as the portal holds it in the URL) or in the stock-MUI peer.
 * The driver (bench.ts) types with real key events and reads timings from `window.insightsBench`.
 */
const side = new URLSearchParams(location.search).get('case') === 'peer' ? 'peer' : 'ours';
const dashboards = makeDashboards(CATEGORIES, PER_CATEGORY);
const noFavorites: ReadonlySet<string> = new Set();
const ready = { status: 'ready' } as const;
const noop = () => undefined;

function Ours() {
  const [query, setQuery] = useState('');
  return (
    <InsightsBrowser
      dashboards={dashboards}
      dashboardsState={ready}
      favoriteIds={noFavorites}
      query={query}
      onQueryChange={setQuery}
      onToggleFavorite={noop}
      onOpen={noop}
      stickyTop={0}
    />
  );
}

/** Where each side shows its first card's name, and the number of matches (empty without a search). */
const probes = {
  ours: { firstCard: '[data-insight-open]', count: '[role="status"]' },
  peer: { firstCard: '.MuiCardActionArea-root', count: '[role="status"]' },
}[side];

/** What the list shows now: its first card's name and how many match (null when it says nothing). */
function shown(): { first: string; count: number | null } {
  const first = document.querySelector(probes.firstCard)?.textContent?.trim() ?? '';
  const digits = (document.querySelector(probes.count)?.textContent ?? '').replace(/\D/g, '');
  return { first, count: digits === '' ? null : Number(digits) };
}

/**
 * Resolves at the first frame, after `isReady()` holds, that follows `start`: the list is updated on
 * screen. Rejects after 30 s, so that a list that never shows what was expected fails the run.
 */
function untilPainted(start: number, isReady: () => boolean, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () =>
      requestAnimationFrame(() => {
        if (!isReady()) {
          if (performance.now() - start > 30_000) return reject(new Error(`the page never showed ${what}`));
          return check();
        }
        // The frame's paint happens after this callback; a task queued now runs after it.
        setTimeout(() => resolve(performance.now() - start), 0);
      });
    check();
  });
}

declare global {
  interface Window {
    insightsBench: typeof bench;
  }
}

/** Each measurement's outcome, in order: milliseconds, or the reason it failed. */
const outcomes: Array<number | string> = [];
const record = (measurement: Promise<number>) =>
  measurement.then(
    (ms) => outcomes.push(ms),
    (error: Error) => outcomes.push(error.message),
  );

// The driver arms a measurement, presses a real key, then reads `outcomes`: nothing here waits across a
// key press (Playwright reports a page.evaluate left pending across one as a closed target).
const bench = {
  outcomes,
  shown,
  /**
   * Times the next keystroke until the list shows `first` as its first card and `count` matches (null:
   * no search, so no count): both change at every keystroke of the word the driver types.
   */
  armKeystroke(first: string, count: number | null) {
    window.addEventListener(
      'keydown',
      (event) =>
        void record(
          untilPainted(
            event.timeStamp,
            () => {
              const now = shown();
              return now.first === first && now.count === count;
            },
            `${first} first and ${count} matches`,
          ),
        ),
      { capture: true, once: true },
    );
  },
  domNodes: () => document.getElementsByTagName('*').length,
};
window.insightsBench = bench;

const i18n = createI18n();
// Mount: from the render call to the first painted frame showing the first dashboard.
const mountStart = performance.now();
void record(untilPainted(mountStart, () => shown().first === dashboards[0]!.name, 'the first dashboard'));
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <ThemeProvider theme={createNuvemTheme()}>
      <CssBaseline />
      <Box sx={{ p: 3 }}>{side === 'peer' ? <PeerInsightsList insights={dashboards} /> : <Ours />}</Box>
    </ThemeProvider>
  </I18nextProvider>,
);
