// The login buttons: idle → busy for the clicked provider (others dimmed, all disabled)
// → the browser leaves for the provider, or back to idle with an error.
import { newPendingSignIn, returnUrl, savePendingSignIn, tabStorage } from '@/lib/auth/pending-sign-in';
import { PROVIDER_LABELS, type OAuthProvider } from '@/lib/auth/providers';
import { isLocalhost } from '@/lib/site';

export type LoginState = { status: 'idle'; error?: string } | { status: 'busy'; provider: OAuthProvider };

export const loginFailedMessage = (provider: OAuthProvider) =>
  `Failed to connect with ${PROVIDER_LABELS[provider]}. Please try again.`;
export const loginThrewMessage = (provider: OAuthProvider) =>
  `An error occurred with ${PROVIDER_LABELS[provider]} login. Please try again.`;

interface StartResponse {
  ok: boolean;
  data?: { url?: unknown };
}

export type StartOAuth = (provider: OAuthProvider, redirectUrl: string) => Promise<StartResponse>;

/** An address the browser may be sent to for sign-in: https, or http on a development host. */
export function isSignInAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalhost(url.hostname));
  } catch {
    return false;
  }
}

/**
 * Starts the OAuth round trip for one provider, its return bound to this tab (a pending sign-in,
 * saved only once the provider answered with an address to go to). Answers that address, or the
 * error to show; never throws.
 */
export async function startLogin(
  provider: OAuthProvider,
  origin: string,
  start: StartOAuth,
  {
    storage = tabStorage(),
    log = console.warn,
  }: { storage?: Parameters<typeof savePendingSignIn>[0]; log?: typeof console.warn } = {},
): Promise<{ url: string } | { error: string }> {
  const pending = newPendingSignIn(provider);
  try {
    const response = await start(provider, returnUrl(origin, pending));
    const url = response.data?.url;
    if (response.ok && isSignInAddress(url)) {
      savePendingSignIn(storage, pending);
      return { url };
    }
    log(`OAuth start for ${provider} failed`, response);
    return { error: loginFailedMessage(provider) };
  } catch (error) {
    log(`OAuth start for ${provider} threw`, error);
    return { error: loginThrewMessage(provider) };
  }
}
