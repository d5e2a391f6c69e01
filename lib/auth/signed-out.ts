// The browser's "signed out" mark (lib/auth/session-guard.ts says what it stops): a key in
// localStorage, so every tab sees it. A module of its own, importing only lib/web-storage.ts: the
// header reads it on every page.
import type { Store } from '@/lib/web-storage';

export const SIGNED_OUT_KEY = 'milligram:signed-out';

/** Marks this browser signed out (every tab): from now on no session is written back. */
export function markSignedOut(store: Store | undefined, now = Date.now()): void {
  try {
    store?.setItem(SIGNED_OUT_KEY, String(now));
  } catch {
    /* storage blocked: it holds no session to write back either */
  }
}

/** Lifts the mark: a sign-in this tab started is about to store its session. */
export function clearSignedOut(store: Store | undefined): void {
  try {
    store?.removeItem(SIGNED_OUT_KEY);
  } catch {
    /* storage blocked */
  }
}

export function isSignedOut(store: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return Boolean(store?.getItem(SIGNED_OUT_KEY));
  } catch {
    return false;
  }
}
