// The six social sign-in providers of the login modal.
import { PROVIDER_NAMES } from '@/lib/auth/provider-labels';
import { ROUTES } from '@/lib/routes';

export const OAUTH_PROVIDERS = ['google', 'github', 'microsoft', 'facebook', 'discord', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<OAuthProvider, string> = PROVIDER_NAMES;

/**
 * Where the providers keep the profile pictures the identity provider hands on (the dashboard shows
 * the user's): Google, GitHub, Facebook, Discord and LinkedIn. Microsoft gives no public picture
 * address. A picture from anywhere else is refused by the pages' policy and the dashboard shows the
 * user's initial instead.
 */
export const PROVIDER_PICTURE_ORIGINS = [
  'https://lh3.googleusercontent.com',
  'https://avatars.githubusercontent.com',
  'https://platform-lookaside.fbsbx.com',
  'https://cdn.discordapp.com',
  'https://media.licdn.com',
] as const;

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** The provider a Descope login id names (its first loginIds entry, e.g. "github-1234567"), if any. */
export function providerFromLoginId(loginId: string | undefined): OAuthProvider | undefined {
  const prefix = loginId?.toLowerCase().split(/[-_|:@]/)[0];
  return isOAuthProvider(prefix) ? prefix : undefined;
}

/**
 * Where the identity provider sends the browser back to: the callback's canonical address, trailing
 * slash included, so no host redirect ever sees (or logs) the code it carries.
 */
export const callbackUrl = (origin: string) => `${origin}${ROUTES.authCallback}`;
