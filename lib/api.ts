// The product's API: its paths, JSON requests with an Authorization bearer header, and the
// error texts the user sees when a call fails.
import { settings } from '@/lib/config';

export const API_SERVER_ERROR = 'Server error occurred';
export const API_NETWORK_ERROR = 'Network error - please check your connection';
export const API_TIMEOUT_MS = 15_000;

/** Browser storage keys that may hold the session token, in lookup order (Descope's first). */
export const TOKEN_STORAGE_KEYS = ['DS', 'sessionToken', 'authToken'] as const;

export interface TokenSources {
  localStorage?: Pick<Storage, 'getItem'>;
  sessionStorage?: Pick<Storage, 'getItem'>;
  cookie?: string;
  /** The identity provider's session, asked last. */
  session?: () => string | null | undefined;
}

function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name && rest.length) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The bearer token: storage keys first (local, then session storage, then cookies), then the session. */
export function findToken(sources: TokenSources): string | null {
  for (const key of TOKEN_STORAGE_KEYS) {
    const value =
      sources.localStorage?.getItem(key) ??
      sources.sessionStorage?.getItem(key) ??
      (sources.cookie ? readCookie(sources.cookie, key) : null);
    if (value) return value;
  }
  return sources.session?.() || null;
}

/** The token sources of the running browser (none on the server). */
export function browserTokenSources(session?: TokenSources['session']): TokenSources {
  if (typeof window === 'undefined') return { session };
  const safe = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch {
      return undefined; // storage can be blocked (privacy modes); carry on without it
    }
  };
  return {
    localStorage: safe(() => window.localStorage),
    sessionStorage: safe(() => window.sessionStorage),
    cookie: safe(() => document.cookie),
    session,
  };
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown = undefined,
  ) {
    super(message);
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
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof message === 'string' && message.trim()) return message;
  return undefined;
}

export function apiHeaders(token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Sends a JSON request; answers the parsed body, or throws ApiError with a message for the user. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'POST', body, token, baseUrl = settings.apiUrl, fetch: fetchImpl = fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers: apiHeaders(token),
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(API_NETWORK_ERROR, null);
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw new ApiError(serverErrorText(parsed) ?? API_SERVER_ERROR, response.status, parsed);
  if (parsed === undefined) throw new ApiError(API_SERVER_ERROR, response.status);
  return parsed as T;
}
