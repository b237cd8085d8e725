import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A search text kept in the URL (`?name=`), shareable and restored by reload and by the back button.
 * The field's text is local state, and each change rewrites the current history entry directly: the
 * router applies its own updates in a transition, and a controlled field fed from them drops the letters
 * typed meanwhile. A real navigation (a new location key: a link, back or forward) reads the URL again.
 */
export function useUrlQuery(name: string): [string, (next: string) => void] {
  const location = useLocation();
  const fromUrl = () => new URLSearchParams(location.search).get(name) ?? '';
  const [state, setState] = useState(() => ({ key: location.key, text: fromUrl() }));
  let text = state.text;
  if (state.key !== location.key) {
    text = fromUrl();
    setState({ key: location.key, text });
  }
  const change = useCallback(
    (next: string) => {
      setState((current) => ({ ...current, text: next }));
      const url = new URL(window.location.href);
      if (next) url.searchParams.set(name, next);
      else url.searchParams.delete(name);
      // The router's own entry state (its key) is kept, so back and forward still work as before.
      window.history.replaceState(window.history.state, '', url);
    },
    [name],
  );
  return [text, change];
}
