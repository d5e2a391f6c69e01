// What the Descope SDK keeps in the browser, and how to forget it without the SDK's help.

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

/** The session-token cookies the SDK can set (the site keeps tokens in storage, but a stale one may linger). */
const SDK_COOKIES = ['DS', 'DSR'] as const;

export interface BrowserStores {
  localStorage?: Pick<Storage, 'removeItem'>;
  sessionStorage?: Pick<Storage, 'removeItem'>;
  /** Writes one cookie string, as `document.cookie = …` does. */
  setCookie?: (cookie: string) => void;
}

/** Forgets the session on this browser: every SDK key in both storages, and its cookies. Never throws. */
export function clearSdkStorage(stores: BrowserStores): void {
  for (const store of [stores.localStorage, stores.sessionStorage]) {
    for (const key of SDK_STORAGE_KEYS) {
      try {
        store?.removeItem(key);
      } catch {
        /* a blocked storage holds nothing to clear */
      }
    }
  }
  for (const name of SDK_COOKIES) {
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
