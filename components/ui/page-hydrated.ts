'use client';
// Whether the page's first render has been hydrated. A component rendered before that (during
// hydration) finds the server's HTML in place and may keep it; one mounted after was rendered in the
// browser (a page reached inside the app) and draws itself. Each component that asks marks it too,
// in an effect: effects run once the first render has committed.
import { useEffect } from 'react';

let hydrated = false;

/** True once the page's first render has committed. */
export const isPageHydrated = () => hydrated;

/** Marks the page hydrated once the calling component's first render has committed. */
export function useMarkPageHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
