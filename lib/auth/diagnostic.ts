// The sign-in diagnostic's checks: the project id, the SDK, the domain and the callback URL.
import type { CallbackOutcome } from '@/lib/auth/callback';
import { callbackUrl } from '@/lib/auth/providers';
import { ROUTES } from '@/lib/routes';
import { isLocalhost } from '@/lib/site';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface DiagnosticInput {
  projectId: string | undefined;
  /** Whether the Descope SDK module loaded and answered with a working client (its OAuth calls). */
  sdkReady: boolean;
  /** The page's origin: the site's domain. */
  location: { origin: string; protocol: string; hostname: string };
  /** The redirect URL this site sends with oauth.start. */
  redirectUrl?: string;
}

export function diagnose({
  projectId,
  sdkReady,
  location,
  redirectUrl = callbackUrl(location.origin),
}: DiagnosticInput): Check[] {
  const secure = location.protocol === 'https:' || isLocalhost(location.hostname);
  const expected = `${location.origin}${ROUTES.authCallback}`;
  const callbackProblems = [
    redirectUrl !== expected && `the site sends ${redirectUrl}, not ${expected}`,
    !/^https:/.test(redirectUrl) && !isLocalhost(new URL(redirectUrl).hostname) && 'it is not HTTPS',
  ].filter(Boolean);
  return [
    {
      name: 'Project ID',
      ok: Boolean(projectId && /^[A-Za-z0-9]{10,}$/.test(projectId)),
      detail: projectId ? `${projectId.slice(0, 6)}… (${projectId.length} characters)` : 'not set at build time',
    },
    {
      name: 'SDK',
      ok: sdkReady,
      detail: sdkReady ? 'Descope SDK loaded and initialised' : 'the Descope SDK did not load or did not initialise',
    },
    {
      name: 'Domain',
      ok: secure,
      detail: secure ? location.origin : `${location.origin} is not HTTPS: providers refuse plain-HTTP callbacks`,
    },
    {
      name: 'Callback URL',
      ok: callbackProblems.length === 0,
      detail: callbackProblems.length
        ? `${redirectUrl}: ${callbackProblems.join('; ')}`
        : `${redirectUrl}: add it to the approved redirect URLs in the Descope console`,
    },
  ];
}

/** How the sign-in ended, as the callback page shows it (lib/auth/callback.ts). */
export type FailureKind = Exclude<CallbackOutcome['kind'], 'success'>;

/** When every check passes: what most likely went wrong, given how the sign-in ended. */
const CAUSE_WHEN_SET_UP: Record<FailureKind, string> = {
  'not-started':
    'the sign-in was stopped only because it did not start in this tab: choose Log in here and pick a provider.',
  timeout: 'the identity provider did not answer in time: check your connection, then log in again.',
  'no-code':
    'the provider came back without an authorization code: log in again, and if it happens again check the provider in the Descope console.',
  'config-required':
    'the provider needs its OAuth settings (client ID and secret) in the Descope console before anyone can sign in with it.',
  registration: 'the identity provider would not sign up a new user: check sign-up in the Descope console.',
  failed:
    "the identity provider refused this sign-in: check the provider's settings in the Descope console, then log in again.",
  exception: 'the sign-in failed on the way back to this site: log in again.',
};

/** The diagnostic's conclusion, above its checks: what they mean for the sign-in that failed. */
export function diagnosticVerdict(checks: readonly Check[], failure: FailureKind = 'failed'): string {
  const failed = checks.filter((check) => !check.ok);
  if (failed.length === 0) return `This site's set-up looks right, so ${CAUSE_WHEN_SET_UP[failure]}`;
  const names = failed.map((check) => check.name).join(', ');
  return `${failed.length === 1 ? 'One check failed' : `${failed.length} checks failed`} (${names}): fix what is marked below, then rebuild and redeploy the site.`;
}
