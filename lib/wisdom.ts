// The Wisdom button: idle → testing → success or error → back to idle. The call itself is in
// lib/wisdom-request.ts, which the button loads on its first press.
export const WISDOM_CONNECT_ERROR = 'Failed to connect to API';
/** What the answer's place says before the API is asked (outside the live region). */
export const WISDOM_PLACEHOLDER = 'Ask the API for a quote and its orator: a round trip you can watch.';
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
