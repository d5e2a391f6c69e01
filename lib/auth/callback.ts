// The sign-in return page: the code exchange's sequence (timeout, redirects, the profile rule)
// and what each outcome shows and where it leads. The component only renders the outcome.
import { SIGN_IN_ERRORS } from '@/lib/auth/landing-errors';
import { RETURN_PARAMS, type SignInReturn } from '@/lib/auth/pending-sign-in';
import { ROUTES, homeWithQuery } from '@/lib/routes';

/** No answer from the exchange by then: 'Authentication timeout - please try again'. */
export const CALLBACK_TIMEOUT_MS = 10_000;
/** An error that leads elsewhere shows for this long first. */
export const ERROR_REDIRECT_MS = 3_000;
/** Whole seconds left of `totalMs` after `elapsedMs`, as the redirect's countdown shows them: 3, 2, 1, 0. */
export const secondsLeft = (totalMs: number, elapsedMs: number) => Math.max(0, Math.ceil((totalMs - elapsedMs) / 1000));
/** The profile update after sign-in may hold the way to the dashboard this long, no longer. */
export const PROFILE_RULE_LIMIT_MS = 5_000;

export const MESSAGES = {
  completing: 'Completing authentication...',
  noCode: 'No authorization code received from OAuth provider',
  timeout: 'Authentication timeout - please try again',
  registration: 'New user registration may be required. Please contact support.',
  configRequired: 'OAuth provider configuration is required: the identity provider could not exchange the code.',
  failed: (message: string) => `Authentication failed: ${message}`,
  exception: 'Something went wrong while completing sign-in.',
  notStarted:
    'This sign-in was not started in this browser tab, so it was stopped and nobody was signed in. To sign in, choose Log in and pick a provider.',
  providerError: 'The identity provider could not sign you in.',
} as const;

/** The only places the callback sends the browser: fixed, same-origin paths. */
export const CALLBACK_REDIRECTS = {
  success: ROUTES.dashboard,
  noCode: homeWithQuery({ error: SIGN_IN_ERRORS.noCode }),
  authFailed: homeWithQuery({ error: SIGN_IN_ERRORS.authFailed }),
  callbackError: homeWithQuery({ error: SIGN_IN_ERRORS.callbackError }),
} as const;

export type CallbackOutcome =
  | { kind: 'success' }
  | { kind: 'config-required'; message: string }
  | { kind: 'registration'; message: string }
  | { kind: 'failed'; message: string; redirect?: string }
  | { kind: 'no-code'; message: string; redirect: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'exception'; message: string; redirect: string }
  | { kind: 'not-started'; message: string };

export interface DescopeError {
  errorCode?: string;
  errorDescription?: string;
  errorMessage?: string;
}

/**
 * Reads `code`, `state` and the provider's `err` from the callback URL's query, and the sign-in it
 * returns from (the nonce and provider the start put in the redirect URL).
 */
export function readCallbackQuery(search: string): {
  code?: string;
  state?: string;
  err?: string;
  returned: SignInReturn;
} {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || undefined;
  return {
    code: value('code'),
    state: value('state'),
    err: value('err'),
    returned: { nonce: value(RETURN_PARAMS.nonce), provider: value(RETURN_PARAMS.provider) },
  };
}

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

/** What a provider's error code looks like (Descope's: "E" and six digits). */
export const PROVIDER_ERROR_CODE = /^E\d{6}$/;

/**
 * The outcome of `?err=` in the address. The address is anyone's to write, so its text is never
 * shown: a fixed message, with the code only when it looks like a provider's.
 */
export function providerErrorOutcome(err: string, onLocalhost: boolean): CallbackOutcome {
  const code = PROVIDER_ERROR_CODE.test(err) ? err : undefined;
  if (code === 'E061301' || code === 'E062209') return classifyExchangeError({ errorCode: code }, onLocalhost);
  return classifyExchangeError(
    { errorMessage: code ? `${MESSAGES.providerError} (${code})` : MESSAGES.providerError },
    onLocalhost,
  );
}

/** What the SDK's oauth.exchange answers, as much of it as the callback reads. */
export interface ExchangeResponse {
  ok: boolean;
  data?: { sessionJwt?: string; user?: unknown };
  error?: DescopeError;
}

type Timer = ReturnType<typeof setTimeout>;

export interface CallbackEnv {
  /**
   * Claims this tab's pending sign-in (lib/auth/pending-sign-in.ts): true when this tab started the
   * sign-in the address returns from (its nonce and provider).
   */
  claimPendingSignIn: (returned: SignInReturn) => boolean;
  /** The SDK's oauth.exchange (through useDescope, so the session is stored). */
  exchange: (code: string) => Promise<ExchangeResponse>;
  /** After a successful exchange: the profile rule (its failures are only logged). */
  afterSignIn: (sessionJwt: string, user: unknown) => Promise<void>;
  /** Tells the page that a session now exists. */
  signedIn: () => void;
  /** Shows an outcome (the first, and any later one that replaces it). */
  show: (outcome: CallbackOutcome) => void;
  /** Sends the browser elsewhere, replacing the callback in history. */
  navigate: (path: string) => void;
  onLocalhost: boolean;
  log?: (message: string, detail?: unknown) => void;
  setTimeout?: (run: () => void, ms: number) => Timer;
  clearTimeout?: (timer: Timer) => void;
}

/**
 * Runs the callback for the page's query string: a code or error this tab did not ask for (no
 * exchange, nothing spent), the provider's error, no code, or the exchange under a 10 s limit, then the profile rule and /home; errors that lead elsewhere go there after
 * 3 s. An exchange that succeeds after the timeout still completes the sign-in, so a timeout page
 * never hides a live session. Answers a function that stops everything still pending.
 */
export function runCallback(search: string, env: CallbackEnv): () => void {
  const schedule = env.setTimeout ?? ((run, ms) => setTimeout(run, ms));
  const unschedule = env.clearTimeout ?? ((timer) => clearTimeout(timer));
  const log = env.log ?? console.warn;
  const timers = new Set<Timer>();
  let stopped = false;
  const later = (run: () => void, ms: number) => {
    const timer = schedule(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const show = (outcome: CallbackOutcome) => {
    if (stopped) return;
    env.show(outcome);
    if ('redirect' in outcome && outcome.redirect) {
      const target = outcome.redirect;
      later(() => env.navigate(target), ERROR_REDIRECT_MS);
    }
  };

  const { code, err, returned } = readCallbackQuery(search);
  // Only the return of the sign-in this tab started spends it; any other leaves it be.
  const startedHere = code || err ? env.claimPendingSignIn(returned) : false;
  if ((code || err) && !startedHere) {
    show({ kind: 'not-started', message: MESSAGES.notStarted });
  } else if (err) {
    show(providerErrorOutcome(err, env.onLocalhost));
  } else if (!code) {
    show({ kind: 'no-code', message: MESSAGES.noCode, redirect: CALLBACK_REDIRECTS.noCode });
  } else {
    // An object, not a let: TypeScript would keep the narrowed 'waiting' across the await.
    const exchange: { state: 'waiting' | 'timed-out' | 'settled' } = { state: 'waiting' };
    const timeout = later(() => {
      exchange.state = 'timed-out';
      show({ kind: 'timeout', message: MESSAGES.timeout });
    }, CALLBACK_TIMEOUT_MS);

    void (async () => {
      let response: ExchangeResponse;
      try {
        response = await env.exchange(code);
      } catch (error) {
        if (exchange.state !== 'waiting') return;
        exchange.state = 'settled';
        unschedule(timeout);
        log('Sign-in callback failed', error);
        show({ kind: 'exception', message: MESSAGES.exception, redirect: CALLBACK_REDIRECTS.callbackError });
        return;
      }
      const late = exchange.state === 'timed-out';
      if (exchange.state === 'settled' || stopped) return;
      exchange.state = 'settled';
      unschedule(timeout);
      if (!response.ok || !response.data) {
        // A failure after the timeout changes nothing: the page already says to try again.
        if (!late) show(classifyExchangeError(response.error, env.onLocalhost));
        return;
      }
      env.signedIn();
      show({ kind: 'success' });
      if (response.data.sessionJwt) {
        await Promise.race([
          env.afterSignIn(response.data.sessionJwt, response.data.user ?? {}).catch((error: unknown) => {
            log('Profile update after sign-in failed', error);
          }),
          new Promise<void>((resolve) => later(resolve, PROFILE_RULE_LIMIT_MS)),
        ]);
      }
      if (!stopped) env.navigate(CALLBACK_REDIRECTS.success);
    })();
  }

  return () => {
    stopped = true;
    for (const timer of timers) unschedule(timer);
    timers.clear();
  };
}
