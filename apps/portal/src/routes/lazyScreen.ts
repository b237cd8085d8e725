import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component whose code can be asked for before it first renders. */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a `preload()` that starts the same download. Once the code is there the component renders
 * it directly: React.lazy would still suspend on its first render, and React holds back the content that
 * follows a shown fallback for up to 300 ms (its Suspense throttling), a delay the first paint would carry.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Screen = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return Object.assign(Screen, { preload });
}
