import type { Key, Middleware } from 'swr';
import { screenOnScreen } from './screenOnScreen';

/** How long held requests wait at most when no screen says it has rendered (one that failed to, say). */
export const FIRST_SCREEN_LIMIT_MS = 1500;

export interface FirstScreenGate {
  /**
   * SWR middleware: until the first screen is on screen, a request whose key the first screen does not
   * draw from waits; afterwards nothing waits.
   */
  readonly middleware: Middleware;
  /** The first screen is in the DOM: the gate opens once it is on screen (screenOnScreen). */
  screenRendered(): void;
  /** Whether the first screen is on screen (or the gate gave up waiting). */
  isOpen(): boolean;
  /** Calls `listener` when the gate opens; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * The first screen before the rest. When a page opens, the shell and the screen ask the API for a burst of
 * data (badges, banners, lists, every card): sent at once, those answers land while the browser is still
 * putting the screen's main content on screen, and it has to render them too. With the gate, only the
 * requests named in `firstScreenKeys` (the keys' first element) go out before that content is on screen;
 * the rest leave right after it. A screen tells the gate (screenRendered) once it has rendered with its own
 * data; if none does, the gate opens by itself FIRST_SCREEN_LIMIT_MS after it first held something.
 */
export function createFirstScreenGate(
  firstScreenKeys: readonly string[],
  limitMs = FIRST_SCREEN_LIMIT_MS,
): FirstScreenGate {
  const passes = new Set(firstScreenKeys);
  const listeners = new Set<() => void>();
  let open = false;
  let rendered = false;
  let limit: ReturnType<typeof setTimeout> | undefined;
  const openGate = () => {
    if (open) return;
    open = true;
    clearTimeout(limit);
    for (const listener of [...listeners]) listener();
    listeners.clear();
  };
  const subscribe = (listener: () => void) => {
    if (open) return () => undefined;
    limit ??= setTimeout(openGate, limitMs);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const whenOpen = () => new Promise<void>((resolve) => (open ? resolve() : void subscribe(resolve)));
  const waits = (key: Key) => {
    if (open) return false;
    const resolved: unknown = typeof key === 'function' ? key() : key;
    const name: unknown = Array.isArray(resolved) ? resolved[0] : resolved;
    return !(typeof name === 'string' && passes.has(name));
  };

  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher &&
        ((...args: Parameters<typeof fetcher>) =>
          waits(key) ? whenOpen().then(() => fetcher(...args)) : fetcher(...args)),
      config,
    );

  return {
    middleware,
    screenRendered: () => {
      if (open || rendered) return;
      rendered = true;
      void screenOnScreen().then(openGate);
    },
    isOpen: () => open,
    subscribe,
  };
}

/** No gate (tests, storybook, any tree without FirstScreenProvider): nothing waits. */
export const NO_FIRST_SCREEN_GATE: FirstScreenGate = {
  middleware: (useSWRNext) => useSWRNext,
  screenRendered: () => undefined,
  isOpen: () => true,
  subscribe: () => () => undefined,
};
