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
      return <AccountPicker accounts={tenThousandAccounts} onSelect={noop} onToggleFavourite={noop} />;
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

/** Resolves at the first frame, after `ready()` holds, that follows `start`: the list is updated on screen. */
function untilPainted(start: number, ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const check = () =>
      requestAnimationFrame(() => {
        if (!ready()) return check();
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

const bench = {
  /** Keystroke → list showing `expect` inside `container`, for the key pressed next by the driver. */
  armKeystroke(container: string, expect: string) {
    return new Promise<number>((resolve) => {
      const onKey = (event: KeyboardEvent) => {
        window.removeEventListener('keydown', onKey, true);
        void untilPainted(event.timeStamp, () => textOf(container).includes(expect)).then(resolve);
      };
      window.addEventListener('keydown', onKey, true);
    });
  },
  /** New search results → the first of them painted. */
  async swapResults(seed: number) {
    const next = searchResults(1000, seed);
    const start = performance.now();
    setResultsFromOutside(next);
    return untilPainted(start, () => document.body.textContent!.includes(`TOP-${seed}-0`));
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
