// The Wisdom button: idle → testing → success or error → back to idle.
import { API_PATHS, ApiError, apiRequest } from '@/lib/api';
import { text } from '@/lib/text';

export const WISDOM_CONNECT_ERROR = 'Failed to connect to API';
/** Back to idle this long after a quote. */
export const WISDOM_SUCCESS_RESET_MS = 5_000;
/** Back to idle this long after a failure to reach the API. */
export const WISDOM_ERROR_RESET_MS = 3_000;
/** Back to idle this long after the server answered with an error (there is more to read). */
export const WISDOM_SERVER_ERROR_RESET_MS = 5_000;
export const WISDOM_TIMEOUT_MS = 10_000;

export type WisdomResult =
  | { kind: 'success'; quote: string; orator: string }
  | { kind: 'error'; error: string; message?: string; instructions?: string; fromServer: boolean };

export type WisdomState = { status: 'idle' } | { status: 'testing' } | ({ status: 'done' } & WisdomResult);

export type WisdomEvent = { type: 'start' } | { type: 'resolve'; result: WisdomResult } | { type: 'reset' };

export const INITIAL_WISDOM: WisdomState = { status: 'idle' };

export function wisdomReducer(state: WisdomState, event: WisdomEvent): WisdomState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'testing' } : state;
    case 'resolve':
      return state.status === 'testing' ? { status: 'done', ...event.result } : state;
    case 'reset':
      return state.status === 'done' ? INITIAL_WISDOM : state;
  }
}

/** How long a finished state stays before the button is idle again; null while not finished. */
export function resetDelay(state: WisdomState): number | null {
  if (state.status !== 'done') return null;
  if (state.kind === 'success') return WISDOM_SUCCESS_RESET_MS;
  return state.fromServer ? WISDOM_SERVER_ERROR_RESET_MS : WISDOM_ERROR_RESET_MS;
}

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
