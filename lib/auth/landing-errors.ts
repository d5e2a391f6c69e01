// The `?error=` codes the sign-in callback sends the browser back to `/` with, and what the landing
// page says for each. Apart from the callback's sequence (lib/auth/callback.ts), so that `/` ships
// these few strings and not the callback.

export const SIGN_IN_ERRORS = {
  noCode: 'no_code',
  authFailed: 'auth_failed',
  callbackError: 'callback_error',
} as const;

/** The landing page's explanation of each code. */
export const LANDING_ERRORS: Readonly<Record<string, string>> = {
  [SIGN_IN_ERRORS.noCode]:
    'Sign-in did not finish: the provider sent no authorization code. Please try logging in again.',
  [SIGN_IN_ERRORS.authFailed]: 'Sign-in failed at the identity provider. Please try again, or pick another provider.',
  [SIGN_IN_ERRORS.callbackError]: 'Something went wrong while completing sign-in. Please try again.',
};

/**
 * Where `/home` sends a visitor who never signed in: `/?from=dashboard`, and the landing page says
 * why they are there, with Log in. (Logging out lands on plain `/`.)
 */
export const SIGNED_OUT_FROM = { param: 'from', value: 'dashboard' } as const;
export const SIGNED_OUT_NOTICE = 'The dashboard is for signed-in users. Log in to see it.';

/** The explanation of a `?error=` code, only for the codes above (never `__proto__` and the like). */
export const landingError = (code: string | null | undefined): string | undefined =>
  code && Object.hasOwn(LANDING_ERRORS, code) ? LANDING_ERRORS[code] : undefined;
