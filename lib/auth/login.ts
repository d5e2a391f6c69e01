// The login buttons: idle → busy for the clicked provider (others dimmed, all disabled)
// → the browser leaves for the provider, or back to idle with an error.
import { PROVIDER_LABELS, callbackUrl, type OAuthProvider } from '@/lib/auth/providers';

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

/**
 * Starts the OAuth round trip for one provider. Answers the URL to send the browser to, or the
 * error to show; never throws.
 */
export async function startLogin(
  provider: OAuthProvider,
  origin: string,
  start: StartOAuth,
  log: (message: string, detail?: unknown) => void = console.warn,
): Promise<{ url: string } | { error: string }> {
  try {
    const response = await start(provider, callbackUrl(origin));
    const url = response.data?.url;
    if (response.ok && typeof url === 'string' && url) return { url };
    log(`OAuth start for ${provider} failed`, response);
    return { error: loginFailedMessage(provider) };
  } catch (error) {
    log(`OAuth start for ${provider} threw`, error);
    return { error: loginThrewMessage(provider) };
  }
}
