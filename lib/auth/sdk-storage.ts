// Where a session's tokens live in the browser (the Descope SDK's keys, and the older keys the API
// client still reads), and how to forget them all without the SDK's help.

/**
 * Every key the SDK (web-js-sdk 1.x) writes: DS the session token, DSR the refresh token, DSI the
 * id token, DSRCN the refresh cookie's name, DSLI the signed-in marker, and the last user's login
 * id and display name.
 */
export const SDK_STORAGE_KEYS = [
  'DS',
  'DSR',
  'DSI',
  'DSRCN',
  'DSLI',
  'dls_last_user_login_id',
  'dls_last_user_display_name',
] as const;

/** Keys an older sign-in kept the session token under; the API client still reads them. */
export const LEGACY_TOKEN_KEYS = ['sessionToken', 'authToken'] as const;

/** Browser storage keys (and cookies) that may hold the API's bearer token, in lookup order (Descope's first). */
export const TOKEN_STORAGE_KEYS = ['DS', ...LEGACY_TOKEN_KEYS] as const;

/** Every key a session can leave in storage. */
const SESSION_KEYS = [...SDK_STORAGE_KEYS, ...LEGACY_TOKEN_KEYS];

/** The token cookies (the site keeps tokens in storage, but a stale one may linger): the SDK's and the older ones. */
const SESSION_COOKIES = ['DS', 'DSR', ...LEGACY_TOKEN_KEYS] as const;

export interface BrowserStores {
  localStorage?: Pick<Storage, 'removeItem'>;
  sessionStorage?: Pick<Storage, 'removeItem'>;
  /** Writes one cookie string, as `document.cookie = …` does. */
  setCookie?: (cookie: string) => void;
}

/** Forgets the session on this browser: every token key in both storages, and the token cookies. Never throws. */
export function forgetSession(stores: BrowserStores): void {
  for (const store of [stores.localStorage, stores.sessionStorage]) {
    for (const key of SESSION_KEYS) {
      try {
        store?.removeItem(key);
      } catch {
        /* a blocked storage holds nothing to clear */
      }
    }
  }
  for (const name of SESSION_COOKIES) {
    try {
      stores.setCookie?.(`${name}=; Max-Age=0; path=/`);
    } catch {
      /* cookies blocked */
    }
  }
}

/** The running browser's stores (nothing on the server). */
export function browserStores(): BrowserStores {
  if (typeof window === 'undefined') return {};
  const safe = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
  return {
    localStorage: safe(() => window.localStorage),
    sessionStorage: safe(() => window.sessionStorage),
    setCookie: (cookie) => {
      document.cookie = cookie;
    },
  };
}
