// The browser's "signed out" mark (lib/auth/session-guard.ts says what it stops): a key in
// localStorage, so every tab sees it. A module of its own, without imports: the header reads it on
// every page.

export const SIGNED_OUT_KEY = 'milligram:signed-out';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or undefined on the server or where the browser blocks it. */
export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

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
