'use client';
// The search dialog's code, fetched on intent (a pointer over or a focus on the search button, a
// finger on it, Control or Meta held for a shortcut) and on open, and rendered the moment it is
// there: not through React.lazy and Suspense, whose reveal of late content waits about 300 ms, the
// whole difference between a dialog that opens at once and one that lags.
import { useCallback, useState, type ComponentType } from 'react';
import type SearchDialog from './search-dialog';

type Dialog = ComponentType<Parameters<typeof SearchDialog>[0]>;

let loading: Promise<Dialog> | undefined;

/** Starts fetching the dialog's code, once; answers it. */
export function loadSearchDialog(): Promise<Dialog> {
  loading ??= import('./search-dialog').then((module) => module.default);
  loading.catch(() => {
    loading = undefined; // a later intent tries again
  });
  return loading;
}

/** The dialog once its code is here (null before), and the function that asks for it. */
export function useSearchDialog(): [Dialog | null, () => void] {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const load = useCallback(() => {
    loadSearchDialog().then(
      (loaded) => setDialog(() => loaded),
      () => {
        /* offline: the next press tries again */
      },
    );
  }, []);
  return [dialog, load];
}
