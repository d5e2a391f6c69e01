// The Wisdom button's call: POST /api/wisdom with the bearer token, read into a result. Loaded on
// the button's first press, so the landing page does not ship it up front.
import { API_PATHS, ApiError, apiRequest, browserTokenSources, findToken } from '@/lib/api';
import { text } from '@/lib/text';
import { WISDOM_CONNECT_ERROR, WISDOM_TIMEOUT_MS, type WisdomResult } from '@/lib/wisdom';

/** Reads an answer of the API into a result; never throws. */
export function readWisdom(ok: boolean, body: unknown): WisdomResult {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const wisdom = (typeof data.wisdom === 'object' && data.wisdom !== null ? data.wisdom : {}) as Record<
    string,
    unknown
  >;
  const quote = text(wisdom.quote);
  const serverError = text(data.error);
  if (ok && quote && !serverError) return { kind: 'success', quote, orator: text(wisdom.orator) ?? 'Unknown' };
  // The server's own error text is shown as it wrote it; any other failure is 'Failed to connect to API'.
  return {
    kind: 'error',
    error: serverError ?? WISDOM_CONNECT_ERROR,
    message: text(data.message),
    instructions: text(data.instructions),
    fromServer: serverError !== undefined,
  };
}

/** Asks the API for a quote; never throws. No answer at all (network, timeout) is a connection error. */
export async function fetchWisdom(
  apiUrl: string,
  { fetch: fetchImpl = fetch, token }: { fetch?: typeof fetch; token?: string | null } = {},
): Promise<WisdomResult> {
  try {
    const body = await apiRequest(API_PATHS.wisdom, {
      baseUrl: apiUrl,
      token,
      fetch: fetchImpl,
      timeoutMs: WISDOM_TIMEOUT_MS,
    });
    return readWisdom(true, body);
  } catch (error) {
    if (error instanceof ApiError && error.status !== null) return readWisdom(false, error.body);
    return { kind: 'error', error: WISDOM_CONNECT_ERROR, fromServer: false };
  }
}

/** The browser's token, then the call; never throws. */
export function askWisdom(apiUrl: string): Promise<WisdomResult> {
  return fetchWisdom(apiUrl, { token: findToken(browserTokenSources()) });
}
