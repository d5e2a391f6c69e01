'use client';
// Whether this browser holds a Descope session, read from the SDK's storage keys without loading
// the SDK: the header shows the user menu (and only then loads the SDK) when it does.
import { useSyncExternalStore } from 'react';

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

function hasMarker() {
  try {
    return SESSION_MARKER_KEYS.some((key) => window.localStorage.getItem(key));
  } catch {
    return false;
  }
}

/** True when this browser holds a Descope session. */
export function useSessionMarker(): boolean {
  return useSyncExternalStore(subscribe, hasMarker, () => false);
}

/** Tells the page that sign-in state changed in this tab (storage events only cross tabs). */
export const announceSessionChange = () => window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
