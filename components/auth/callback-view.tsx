'use client';
// /auth/callback: exchanges the code once, applies the profile rule, then goes to
// /home; every failure shows its message and leads somewhere fixed. Inside an AuthProvider.
import { useDescope } from '@descope/nextjs-sdk/client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { announceSessionChange } from '@/components/auth/auth-scope';
import { CallbackPending } from '@/components/auth/callback-pending';
import { DiagnosticModal } from '@/components/auth/diagnostic-modal';
import { useTimeout } from '@/components/ui/use-timeout';
import { apiRequest } from '@/lib/api';
import {
  CALLBACK_REDIRECTS,
  CALLBACK_TIMEOUT_MS,
  ERROR_REDIRECT_MS,
  MESSAGES,
  classifyExchangeError,
  isLocalhost,
  readCallbackQuery,
  type CallbackOutcome,
} from '@/lib/auth/callback';
import { profileUpdateFor, type ApiUser, type IdpUser } from '@/lib/auth/profile';
import { ROUTES } from '@/lib/routes';
import styles from './callback.module.css';

/** After sign-in: the provider's data, and its name if the user has none (failures only logged). */
async function applyProfileRule(token: string, user: IdpUser) {
  try {
    const current = await apiRequest<{ data: ApiUser }>('/api/auth/current-user', { token });
    await apiRequest('/api/auth/update-profile', { token, body: profileUpdateFor(current.data, user) });
  } catch (error) {
    console.warn('Profile update after sign-in failed', error);
  }
}

export default function CallbackView() {
  const sdk = useDescope();
  const router = useRouter();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  const [diagnosticOpen, setDiagnosticOpen] = useState(false);
  const [diagnosticDismissed, setDiagnosticDismissed] = useState(false);

  useEffect(() => {
    // React runs effects twice in development; a code can be exchanged only once.
    if (started.current) return;
    started.current = true;
    const { code, err } = readCallbackQuery(window.location.search);
    // The code is spent either way: keep it out of the address bar, history and Referer.
    window.history.replaceState(null, '', ROUTES.authCallback);
    const onLocalhost = isLocalhost(window.location.hostname);

    void (async () => {
      if (err) {
        setOutcome(
          classifyExchangeError({ errorCode: err, errorMessage: `the provider returned ${err}` }, onLocalhost),
        );
        return;
      }
      if (!code) {
        setOutcome({ kind: 'no-code', message: MESSAGES.noCode, redirect: CALLBACK_REDIRECTS.noCode });
        return;
      }
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        setOutcome({ kind: 'timeout', message: MESSAGES.timeout });
      }, CALLBACK_TIMEOUT_MS);

      try {
        const response = await sdk.oauth.exchange(code);
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (!response.ok || !response.data) {
          setOutcome(classifyExchangeError(response.error, onLocalhost));
          return;
        }
        announceSessionChange();
        if (response.data.sessionJwt)
          await applyProfileRule(response.data.sessionJwt, (response.data.user ?? {}) as IdpUser);
        router.replace(CALLBACK_REDIRECTS.success);
      } catch (error) {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        console.warn('Sign-in callback failed', error);
        setOutcome({ kind: 'exception', message: MESSAGES.exception, redirect: CALLBACK_REDIRECTS.callbackError });
      }
    })();
  }, [sdk, router]);

  const redirect = outcome && 'redirect' in outcome ? outcome.redirect : undefined;
  // On localhost a failed exchange opens the diagnostic instead of leaving the page.
  const showDiagnosticAtOnce = outcome?.kind === 'failed' && !redirect;
  useTimeout(() => redirect && router.replace(redirect), redirect ? ERROR_REDIRECT_MS : null, redirect);

  if (!outcome || outcome.kind === 'success') return <CallbackPending />;

  return (
    <section className={styles.panel} aria-labelledby="callback-issue">
      <h1 id="callback-issue">Authentication Issue</h1>
      <p role="alert" className={styles.message}>
        {outcome.message}
      </p>
      {outcome.kind === 'config-required' && (
        <p>
          The Descope project needs its OAuth provider configured (client id, secret and this site&apos;s callback URL).
          Open the OAuth setup guide in the header, or run the diagnostic.
        </p>
      )}
      {redirect && <p className={styles.muted}>Returning to the home page in {ERROR_REDIRECT_MS / 1000} seconds…</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => setDiagnosticOpen(true)}>
          Run Diagnostic
        </button>
        <button type="button" className={styles.secondary} onClick={() => router.replace(ROUTES.home)}>
          Back to Home
        </button>
      </div>
      <DiagnosticModal
        open={diagnosticOpen || (showDiagnosticAtOnce && !diagnosticDismissed)}
        onClose={() => {
          setDiagnosticOpen(false);
          setDiagnosticDismissed(true);
        }}
        sdkLoaded
      />
    </section>
  );
}
