'use client';
// Whether the page runs in the browser yet, without an effect (so nothing renders twice on purpose).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
