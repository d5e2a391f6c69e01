// The session has one home: this browser's localStorage, from a sign-in's code exchange to a
// sign-out. The Descope SDK also keeps the refresh token in its memory, refreshes the session on a
// timer (20 s before it expires) and reads a `DSR` cookie before storage. Left alone, it brings a
// session back after Log out whenever the provider's logout call did not get through (no answer, a
// network error, a 502 page) while the refresh token is still good there. So:
// 1. Sign-out marks the browser signed out (SIGNED_OUT_KEY, in localStorage, so every tab sees it)
//    before it forgets the tokens. While the mark stands, the storage the SDK writes through
//    (`guardedStorage`) takes no session key: an answer that arrives late, in any tab, writes no
//    session back. Only the callback lifts the mark, as it exchanges a code this tab asked for.
// 2. Every session request the SDK makes (refresh, try-refresh, me) carries the refresh token that
//    storage holds, never the copy in the SDK's memory or a cookie (`guardSessionRequest`). After a
//    sign-out storage holds none: the provider refuses the request, and the SDK drops its copy and
//    its refresh timer. The logout call alone carries the token it was handed.
// 3. A tab with the SDK loaded hears another tab's sign-out (a storage event on the mark) and asks
//    the provider at once, the same tokenless way, so it shows signed-out too (`isSignOutEvent`).
import { SDK_STORAGE_KEYS } from '@/lib/auth/sdk-storage';
import { SIGNED_OUT_KEY, isSignedOut } from '@/lib/auth/signed-out';
import { browserLocalStorage } from '@/lib/web-storage';

export { SIGNED_OUT_KEY, clearSignedOut, isSignedOut, markSignedOut } from '@/lib/auth/signed-out';
export { browserLocalStorage } from '@/lib/web-storage';

/** The SDK's key for the refresh token in storage. */
export const REFRESH_TOKEN_KEY = 'DSR';
/** The SDK's requests that act for the stored session (its own list of session paths). */
export const SESSION_REQUEST_PATHS = ['/v1/auth/refresh', '/v1/auth/try-refresh', '/v1/auth/me'] as const;

const SESSION_KEYS: ReadonlySet<string> = new Set(SDK_STORAGE_KEYS);

/** What the SDK's `customStorage` option takes, with the two members its key scan also reads. */
export interface GuardedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/**
 * The storage the SDK reads and writes through: `base()` (localStorage), except that while the
 * browser is marked signed out it drops every write of a session key.
 */
export function guardedStorage(base: () => Storage | undefined = browserLocalStorage): GuardedStorage {
  return {
    getItem: (key) => base()?.getItem(key) ?? null,
    setItem(key, value) {
      const store = base();
      if (SESSION_KEYS.has(key) && isSignedOut(store)) return;
      store?.setItem(key, value);
    },
    removeItem: (key) => base()?.removeItem(key),
    key: (index) => base()?.key(index) ?? null,
    get length() {
      return base()?.length ?? 0;
    },
  };
}

/** The part of an SDK request a hook may change (core-js-sdk's RequestConfig). */
export interface SdkRequest {
  path: string;
  headers?: HeadersInit;
  token?: string;
}

const isSessionRequest = (path: string) =>
  SESSION_REQUEST_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The SDK's `beforeRequest` hook: a session request is authorised with the project id and the
 * refresh token storage holds (none while signed out, or after a sign-out), whatever token the SDK
 * meant to send. Every other request passes unchanged.
 */
export function guardSessionRequest<T extends SdkRequest>(
  request: T,
  projectId: string,
  store: Pick<Storage, 'getItem'> | undefined = browserLocalStorage(),
): T {
  if (!isSessionRequest(request.path)) return request;
  let stored: string | null = null;
  try {
    stored = isSignedOut(store) ? null : (store?.getItem(REFRESH_TOKEN_KEY) ?? null);
  } catch {
    stored = null;
  }
  // The SDK's hooks pass headers as a plain object; any Authorization in it is replaced (whatever
  // its case: two spellings would be joined into one header). The SDK merges these headers after
  // its own, so this one wins.
  const headers = Object.fromEntries(
    Object.entries((request.headers ?? {}) as Record<string, string>).filter(
      ([name]) => !/^authorization$/i.test(name),
    ),
  );
  return {
    ...request,
    token: stored ?? undefined,
    headers: { ...headers, Authorization: `Bearer ${stored ? `${projectId}:${stored}` : projectId}` },
  };
}

/** A storage event that says another tab signed out. */
export const isSignOutEvent = (event: Pick<StorageEvent, 'key' | 'newValue'>) =>
  event.key === SIGNED_OUT_KEY && Boolean(event.newValue);
