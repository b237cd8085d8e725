import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** A lazily loaded component whose code can be asked for before it first renders. */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

const ScreenFallback = createContext<ReactNode>(null);

/** What a lazy screen below shows while its code is on its way. */
export const ScreenFallbackProvider = ScreenFallback.Provider;

/**
 * A component loaded when first rendered, with a `preload()` that starts the same download. It shows the
 * nearest ScreenFallbackProvider's fallback itself instead of suspending: React holds back content that
 * replaces a Suspense fallback until 300 ms after that fallback appeared (its reveal throttle), a delay the
 * first meaningful paint would carry. A preloaded screen renders at once; a failed download is thrown to
 * the nearest error boundary, and the next render tries again.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Screen(props: P) {
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    const fallback = useContext(ScreenFallback);
    useEffect(() => {
      if (component) return;
      let current = true;
      preload().then(
        () => current && setComponent(() => loaded),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    return component ? createElement(component, props) : fallback;
  }
  return Object.assign(Screen, { preload });
}
