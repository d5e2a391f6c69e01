// The sign-in return page: what each outcome of the code exchange shows and where
// it leads.
export const CALLBACK_TIMEOUT_MS = 10_000;
export const ERROR_REDIRECT_MS = 3_000;

export const MESSAGES = {
  completing: 'Completing authentication...',
  noCode: 'No authorization code received from OAuth provider',
  timeout: 'Authentication timeout - please try again',
  registration: 'New user registration may be required. Please contact support.',
  configRequired: 'OAuth provider configuration is required: the identity provider could not exchange the code.',
  failed: (message: string) => `Authentication failed: ${message}`,
  exception: 'Something went wrong while completing sign-in.',
} as const;

/** The only places the callback sends the browser: fixed, same-origin paths. */
export const CALLBACK_REDIRECTS = {
  success: '/home/',
  noCode: '/?error=no_code',
  authFailed: '/?error=auth_failed',
  callbackError: '/?error=callback_error',
} as const;

export type CallbackOutcome =
  | { kind: 'success' }
  | { kind: 'config-required'; message: string }
  | { kind: 'registration'; message: string }
  | { kind: 'failed'; message: string; redirect?: string }
  | { kind: 'no-code'; message: string; redirect: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'exception'; message: string; redirect: string };

export interface DescopeError {
  errorCode?: string;
  errorDescription?: string;
  errorMessage?: string;
}

/** Reads `code`, `state` and the provider's `err` from the callback URL's query. */
export function readCallbackQuery(search: string): { code?: string; state?: string; err?: string } {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || undefined;
  return { code: value('code'), state: value('state'), err: value('err') };
}

export const isLocalhost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');

/** Maps an exchange error to what the user sees. On localhost, no redirect: the diagnostic shows. */
export function classifyExchangeError(error: DescopeError | undefined, onLocalhost: boolean): CallbackOutcome {
  const text = [error?.errorDescription, error?.errorMessage].filter(Boolean).join(' ');
  if (error?.errorCode === 'E061301' || /Failed exchanging/i.test(text)) {
    return { kind: 'config-required', message: MESSAGES.configRequired };
  }
  if (error?.errorCode === 'E062209' || /user must exist/i.test(text)) {
    return { kind: 'registration', message: MESSAGES.registration };
  }
  const detail = error?.errorMessage || error?.errorDescription || error?.errorCode || 'unknown error';
  return {
    kind: 'failed',
    message: MESSAGES.failed(detail),
    redirect: onLocalhost ? undefined : CALLBACK_REDIRECTS.authFailed,
  };
}

/** The landing page's explanation of a `?error=` value the callback sent the user back with. */
export const LANDING_ERRORS: Record<string, string> = {
  no_code: 'Sign-in did not finish: the provider sent no authorization code. Please try logging in again.',
  auth_failed: 'Sign-in failed at the identity provider. Please try again, or pick another provider.',
  callback_error: 'Something went wrong while completing sign-in. Please try again.',
};
