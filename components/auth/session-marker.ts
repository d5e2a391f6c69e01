'use client';
// Whether this browser holds a Descope session, read from the SDK's storage keys without loading
// the SDK: the header shows the user menu (and only then loads the SDK) when it does, and the
// dashboard shows nothing the SDK remembers of a session that storage no longer holds. A browser
// marked signed out (lib/auth/session-guard.ts) holds none, whatever a key says; every tab hears a
// sign-out through the storage event.
import { useSyncExternalStore } from 'react';
import { isSignedOut } from '@/lib/auth/signed-out';

/** The SDK writes DSLI at sign-in and keeps DSR (the refresh token) while it can refresh. */
export const SESSION_MARKER_KEYS = ['DSLI', 'DSR'] as const;
const SESSION_CHANGED_EVENT = 'milligram:session-changed';

function subscribe(notify: () => void) {
  window.addEventListener('storage', notify);
  window.addEventListener(SESSION_CHANGED_EVENT, notify);
  return () => {
    window.removeEventListener('storage', notify);
    window.removeEventListener(SESSION_CHANGED_EVENT, notify);
  };
}

/** Whether this browser holds a Descope session now (false on the server). */
export function hasSessionMarker(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const store = window.localStorage;
    return !isSignedOut(store) && SESSION_MARKER_KEYS.some((key) => store.getItem(key));
  } catch {
    return false;
  }
}

/** True when this browser holds a Descope session. */
export function useSessionMarker(): boolean {
  return useSyncExternalStore(subscribe, hasSessionMarker, () => false);
}

/** Tells the page that sign-in state changed in this tab (storage events only cross tabs). */
export const announceSessionChange = () => window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
