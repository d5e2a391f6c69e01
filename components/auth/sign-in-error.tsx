'use client';
// Explains the `?error=` value the sign-in callback sent the user back to `/` with, or why the
// dashboard sent a signed-out visitor here, on the page's grid: Try again (or Log in) opens the
// login dialog (the header's, through login-request.ts), Dismiss hides it.
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { requestLogin } from '@/components/auth/login-request';
import { Button } from '@/components/ui/button';
import { SIGNED_OUT_FROM, SIGNED_OUT_NOTICE, landingError } from '@/lib/auth/landing-errors';
import styles from './sign-in-error.module.css';

export function SignInError() {
  const params = useSearchParams();
  const [dismissed, setDismissed] = useState(false);
  const error = landingError(params?.get('error'));
  const signedOut = params?.get(SIGNED_OUT_FROM.param) === SIGNED_OUT_FROM.value;
  const text = error ?? (signedOut ? SIGNED_OUT_NOTICE : undefined);
  if (!text || dismissed) return null;
  return (
    <div className={styles.grid}>
      <div role={error ? 'alert' : 'status'} className={styles.notice} data-tone={error ? 'error' : 'info'}>
        {/* A filled disc in the tone's colour, the mark cut out of it in the banner's own. */}
        <svg className={styles.icon} width="24" height="24" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M10 5.5v5.25" stroke="var(--surface)" strokeWidth="2" strokeLinecap="round" />
          <circle cx="10" cy="14.25" r="1.25" fill="var(--surface)" />
        </svg>
        <p>{text}</p>
        <div className={styles.actions}>
          <Button size="sm" onClick={requestLogin}>
            {error ? 'Try again' : 'Log in'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
            Dismiss
          </Button>
        </div>
      </div>
    </div>
  );
}
