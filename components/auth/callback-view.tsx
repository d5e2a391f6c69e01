'use client';
// /auth/callback: runs the callback's sequence (lib/auth/callback.ts) once and renders its
// outcome: the spinner, or the 'Authentication Issue' panel with Log in again (the one primary
// action), Run Diagnostic and Back to Home.
// Inside an AuthProvider.
import { useDescope } from '@descope/nextjs-sdk/client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CallbackPending } from '@/components/auth/callback-pending';
import { DiagnosticModal } from '@/components/auth/diagnostic-modal';
import { requestLogin } from '@/components/auth/login-request';
import { announceSessionChange } from '@/components/auth/session-marker';
import { Button } from '@/components/ui/button';
import { ERROR_REDIRECT_MS, runCallback, secondsLeft, type CallbackOutcome } from '@/lib/auth/callback';
import { isLocalhost } from '@/lib/site';
import { claimPendingSignIn, tabStorage } from '@/lib/auth/pending-sign-in';
import { browserLocalStorage, clearSignedOut } from '@/lib/auth/session-guard';
import { applyProfileRule, type IdpUser } from '@/lib/auth/profile';
import { ROUTES } from '@/lib/routes';
import page from '@/components/ui/page.module.css';
import styles from './callback.module.css';

export default function CallbackView() {
  const sdk = useDescope();
  const router = useRouter();
  const latest = useRef({ sdk, router });
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  const [diagnosticOpen, setDiagnosticOpen] = useState(false);
  const [diagnosticDismissed, setDiagnosticDismissed] = useState(false);

  useEffect(() => {
    latest.current = { sdk, router };
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    // A task later: React's development double run of effects cancels the first start before it
    // begins, so the one-time code is exchanged once.
    const start = setTimeout(() => {
      const search = window.location.search;
      // The code is spent either way: keep it out of the address bar, history and Referer.
      window.history.replaceState(null, '', ROUTES.authCallback);
      stop = runCallback(search, {
        claimPendingSignIn: (returned) => claimPendingSignIn(tabStorage(), returned),
        // Called only for the sign-in this tab started: its session may be stored again.
        exchange: (code) => {
          clearSignedOut(browserLocalStorage());
          return latest.current.sdk.oauth.exchange(code);
        },
        afterSignIn: (token, user) => applyProfileRule(token, user as IdpUser),
        signedIn: announceSessionChange,
        show: setOutcome,
        navigate: (path) => latest.current.router.replace(path),
        onLocalhost: isLocalhost(window.location.hostname),
      });
    }, 0);
    return () => {
      clearTimeout(start);
      stop?.();
    };
  }, []);

  if (!outcome || outcome.kind === 'success') return <CallbackPending />;

  const redirect = 'redirect' in outcome ? outcome.redirect : undefined;
  // On localhost a failed exchange opens the diagnostic instead of leaving the page.
  const showDiagnosticAtOnce = outcome.kind === 'failed' && !redirect;

  return (
    <section className={styles.panel} aria-labelledby="callback-issue">
      <span className={styles.icon} aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
          <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="10" cy="14.5" r="1.25" fill="currentColor" />
        </svg>
      </span>
      <h1 id="callback-issue">Authentication Issue</h1>
      <p role="alert" className={styles.message}>
        {outcome.message}
      </p>
      {outcome.kind === 'config-required' && (
        <p>
          The Descope project needs its OAuth provider configured (client id, secret and this site&apos;s callback URL).
          Open the OAuth setup guide (in the header, or in its Menu on a phone), or run the diagnostic.
        </p>
      )}
      {redirect && (
        <p className={styles.muted}>
          Returning to the home page in <Countdown ms={ERROR_REDIRECT_MS} />…
        </p>
      )}
      <div className={page.actions}>
        {/* The way on is another sign-in (the header's dialog); the diagnostic is for whoever runs the site. */}
        <Button variant="primary" size="lg" onClick={requestLogin}>
          Log in again
        </Button>
        <Button size="lg" onClick={() => setDiagnosticOpen(true)}>
          Run Diagnostic
        </Button>
        <Button variant="ghost" size="lg" onClick={() => router.replace(ROUTES.home)}>
          Back to Home
        </Button>
      </div>
      <DiagnosticModal
        open={diagnosticOpen || (showDiagnosticAtOnce && !diagnosticDismissed)}
        onClose={() => {
          setDiagnosticOpen(false);
          setDiagnosticDismissed(true);
        }}
        failure={outcome.kind}
        // The SDK module loaded and its client initialised: the OAuth calls exist.
        sdkReady={typeof sdk?.oauth?.exchange === 'function' && typeof sdk?.oauth?.start === 'function'}
      />
    </section>
  );
}

/** The seconds left of `ms` from when it is shown, counting down each second ("3 seconds", "1 second"). */
function Countdown({ ms }: { ms: number }) {
  const [left, setLeft] = useState(() => secondsLeft(ms, 0));
  useEffect(() => {
    const start = Date.now();
    const tick = setInterval(() => setLeft(secondsLeft(ms, Date.now() - start)), 250);
    return () => clearInterval(tick);
  }, [ms]);
  return (
    <>
      {left} second{left === 1 ? '' : 's'}
    </>
  );
}
