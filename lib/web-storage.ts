// The browser's Web Storage as the site's modules reach it: never on the server, never throwing
// where the browser blocks storage (reading `window.localStorage` can throw then). Without imports:
// the header reads the signed-out mark and drops a stale pending sign-in through it on every page.

/** What the site's modules use of a Storage (the tests hand in a Map-backed stand-in). */
export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/** This browser's localStorage (every tab sees it), or undefined on the server or where it is blocked. */
export const browserLocalStorage = () => storage('localStorage');

/** This tab's sessionStorage, or undefined on the server or where it is blocked. */
export const tabStorage = () => storage('sessionStorage');
