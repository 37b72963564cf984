import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A screen whose code loads on its first visit: each feature (and the libraries only it uses, such
 * as the data table) becomes a chunk of its own, so the sign-in page downloads only what it shows.
 * Usage, in router.tsx: `const OligosRoute = lazyRoute(() => import('../features/…/oligos'), 'OligosRoute');`
 * then `element: <OligosRoute />` as for any component.
 */
/** Screens whose code is on its way: the web tests wait for them before their DOM goes (web/src/test/setup.ts). */
const loading = new Set<Promise<unknown>>();
export const screensLoading = (): Promise<unknown>[] => [...loading];

export const lazyRoute = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType => {
  const Screen = lazy<ComponentType>(() => {
    const loaded = load().then((module) => ({ default: module[name] }));
    loading.add(loaded);
    // Only the bookkeeping: React handles a failed load (its error boundary shows it).
    loaded.then(
      () => loading.delete(loaded),
      () => loading.delete(loaded),
    );
    return loaded;
  });
  function LazyRoute() {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" aria-label="Loading" />
          </Center>
        }
      >
        <Screen />
      </Suspense>
    );
  }
  LazyRoute.displayName = `Lazy(${name})`;
  return LazyRoute;
};
