import { ThemeProvider } from '@mui/material/styles';
import {
  AccountPicker,
  createI18n,
  createNuvemTheme,
  GlobalSearchOverlay,
  type SearchResult,
} from '@nuvem/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { searchResults, tenThousandAccounts } from './fixtures';
import { PeerAccountPicker } from './PeerAccountPicker';
import { PeerSearchResults } from './PeerSearchResults';

/**
 * One page per case (`?case=`): ours and the peer render the same data. The driver (bench.mjs) types with
 * real key events and reads timings from `window.bench`.
 */
const scenario = new URLSearchParams(location.search).get('case');
const noop = () => undefined;

let setResultsFromOutside: (results: SearchResult[]) => void = noop;

function SearchCase({ peer }: { peer: boolean }) {
  const [results, setResults] = useState(() => searchResults(1000, 0));
  setResultsFromOutside = setResults;
  return peer ? (
    <PeerSearchResults results={results} />
  ) : (
    <GlobalSearchOverlay
      open
      onOpenChange={noop}
      onSearch={noop}
      onSelectCloud={noop}
      results={results}
      defaultQuery="servidor"
    />
  );
}

function App() {
  switch (scenario) {
    case 'picker-ours':
      return <AccountPicker accounts={tenThousandAccounts} onSelect={noop} onToggleFavorite={noop} />;
    case 'picker-peer':
      return <PeerAccountPicker accounts={tenThousandAccounts} />;
    case 'search-ours':
      return <SearchCase peer={false} />;
    case 'search-peer':
      return <SearchCase peer />;
    default:
      return <p>unknown case</p>;
  }
}

/**
 * Resolves at the first frame, after `ready()` holds, that follows `start`: the list is updated on screen.
 * Rejects after 5 s, so that a list that never shows what was expected fails the run instead of hanging it.
 */
function untilPainted(start: number, ready: () => boolean, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () =>
      requestAnimationFrame(() => {
        if (!ready()) {
          if (performance.now() - start > 5000) return reject(new Error(`the page never showed ${what}`));
          return check();
        }
        // The frame's paint happens after this callback; a task queued now runs after it.
        setTimeout(() => resolve(performance.now() - start), 0);
      });
    check();
  });
}

const textOf = (selector: string) => document.querySelector(selector)?.textContent ?? '';

declare global {
  interface Window {
    bench: typeof bench;
  }
}

/** Each measurement's outcome, in order: milliseconds, or the reason it failed. */
const outcomes: Array<number | string> = [];
const record = (measurement: Promise<number>) =>
  measurement.then(
    (ms) => outcomes.push(ms),
    (error: Error) => outcomes.push(error.message),
  );

// The driver arms a measurement, presses a real key, then reads `outcomes`: a page.evaluate left pending
// across a key press is reported by Playwright as a closed target, so nothing here waits across one.
const bench = {
  outcomes,
  /** Times the next keystroke until `container` shows `expect` on screen. */
  armKeystroke(container: string, expect: string) {
    window.addEventListener(
      'keydown',
      (event) =>
        void record(
          untilPainted(
            event.timeStamp,
            () => textOf(container).includes(expect),
            `${expect} in ${container}`,
          ),
        ),
      { capture: true, once: true },
    );
  },
  /** Times 1,000 new search results until the first of them is painted. */
  swapResults(seed: number) {
    const next = searchResults(1000, seed);
    const start = performance.now();
    setResultsFromOutside(next);
    void record(
      untilPainted(start, () => document.body.textContent!.includes(`TOP-${seed}-0`), `TOP-${seed}-0`),
    );
  },
  domNodes: () => document.getElementsByTagName('*').length,
};
window.bench = bench;

const i18n = createI18n();
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <ThemeProvider theme={createNuvemTheme()}>
      <App />
    </ThemeProvider>
  </I18nextProvider>,
);
