import { lazy } from 'react';
import type { ComponentType } from 'react';

// Parts of a page in chunks of their own (below the fold, say) that the server draws too. Taking
// over a server-rendered page, the app loads them first (loadLazyParts) and draws them at once:
// a part still loading while the app takes over the rest of the page would be drawn again from
// scratch (React discards server HTML for a boundary that sees an update before it hydrates),
// and a press on it lost.

const loaders = new Set<() => Promise<unknown>>();

/** React.lazy for a part of a server-rendered page (see above). */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  loaders.add(loadOnce);
  const Lazy = lazy(loadOnce);
  return function LazyPart(props: P) {
    const Part = loaded ?? Lazy;
    return <Part {...props} />;
  };
}

/** Loads every lazy part of the modules loaded so far. */
export async function loadLazyParts(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
