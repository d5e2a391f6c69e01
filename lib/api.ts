// The product's API: its paths, JSON requests with an Authorization bearer header, and the
// error texts the user sees when a call fails.
import { API_PATHS } from '@/lib/api-paths';
import type { ApiUser, ProfileUpdate } from '@/lib/api-types';
import { TOKEN_STORAGE_KEYS } from '@/lib/auth/sdk-storage';
import { settings } from '@/lib/config';
import { text } from '@/lib/text';

// The paths live in their own small module, so that a page which only polls health does not ship
// this request helper; they are re-exported here with it.
export { API_PATHS };

export const API_SERVER_ERROR = 'Server error occurred';
export const API_NETWORK_ERROR = 'Network error - please check your connection';
export const API_TIMEOUT_MS = 15_000;

/**
 * Where the API's bearer token may come from: the storage the sign-in writes it to (Descope's `DS`,
 * or the older `sessionToken` and `authToken` keys), then the identity provider's session in memory.
 * Never cookies: a sibling subdomain can plant a cookie on this site, and its token must not become
 * the Authorization header.
 */
export interface TokenSources {
  localStorage?: Pick<Storage, 'getItem'>;
  sessionStorage?: Pick<Storage, 'getItem'>;
  /** The identity provider's session, asked last. */
  session?: () => string | null | undefined;
}

/** The bearer token: storage keys first (local, then session storage), then the session. */
export function findToken(sources: TokenSources): string | null {
  for (const key of TOKEN_STORAGE_KEYS) {
    const value = read(sources.localStorage, key) ?? read(sources.sessionStorage, key);
    if (value) return value;
  }
  return sources.session?.() || null;
}

function read(store: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked (privacy modes)
  }
}

/** The token sources of the running browser (none on the server). */
export function browserTokenSources(session?: TokenSources['session']): TokenSources {
  if (typeof window === 'undefined') return { session };
  const safe = <T>(get: () => T): T | undefined => {
    try {
      return get();
    } catch {
      return undefined; // storage can be blocked (privacy modes); carry on without it
    }
  };
  return {
    localStorage: safe(() => window.localStorage),
    sessionStorage: safe(() => window.sessionStorage),
    session,
  };
}

/** The API's bearer token in this browser; `session` is the identity provider's session token, if any. */
export const apiToken = (session?: string | null) => findToken(browserTokenSources(() => session));

export class ApiError extends Error {
  readonly status: number | null;
  readonly body: unknown;
  constructor(message: string, status: number | null, body: unknown = undefined) {
    super(message);
    this.status = status;
    this.body = body;
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string | null;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The text of an error body: its `error`, else its `message`, if either is a non-empty string. */
export function serverErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  return text(error) ?? text(message);
}

export function apiHeaders(token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Sends a JSON request; answers the parsed body, or throws ApiError with a message for the user.
 * The time limit covers the whole call, body included: a server that sends its headers and then
 * stalls is a network error, not a page stuck on "Loading...".
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'POST', body, token, baseUrl = settings.apiUrl, fetch: fetchImpl = fetch } = options;
  const controller = new AbortController();
  const limitMs = options.timeoutMs ?? API_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Rejects at the limit even where a fetch ignores its signal while reading the body.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError(API_NETWORK_ERROR, null));
    }, limitMs);
  });
  timeout.catch(() => {}); // settled by the race below, or unused
  let response: Response;
  let parsed: unknown;
  try {
    try {
      response = await Promise.race([
        fetchImpl(`${baseUrl}${path}`, {
          method,
          headers: apiHeaders(token),
          body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
          signal: controller.signal,
        }),
        timeout,
      ]);
    } catch {
      throw new ApiError(API_NETWORK_ERROR, null);
    }
    try {
      parsed = await Promise.race([response.json(), timeout]);
    } catch {
      if (controller.signal.aborted) throw new ApiError(API_NETWORK_ERROR, null);
      parsed = undefined; // not JSON
    }
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ApiError(serverErrorText(parsed) ?? API_SERVER_ERROR, response.status, parsed);
  if (parsed === undefined) throw new ApiError(API_SERVER_ERROR, response.status);
  return parsed as T;
}

/** The signed-in user's record in the product's database. */
export async function fetchCurrentUser(token: string | null, options: ApiRequestOptions = {}): Promise<ApiUser> {
  return (await apiRequest<{ data: ApiUser }>(API_PATHS.currentUser, { ...options, token })).data;
}

/** Saves a new display name and / or the provider's profile data; answers the updated user. */
export async function updateProfile(
  token: string | null,
  body: Partial<ProfileUpdate>,
  options: ApiRequestOptions = {},
): Promise<ApiUser> {
  return (await apiRequest<{ data: ApiUser }>(API_PATHS.updateProfile, { ...options, token, body })).data;
}
