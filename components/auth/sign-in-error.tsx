'use client';
// Explains the `?error=` value the sign-in callback sent the user back to `/` with, on the page's
// grid: Try again opens the login dialog (the header's, through login-request.ts), Dismiss hides it.
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { requestLogin } from '@/components/auth/login-request';
import { Button } from '@/components/ui/button';
import { landingError } from '@/lib/auth/landing-errors';
import styles from './sign-in-error.module.css';

export function SignInError() {
  const code = useSearchParams()?.get('error') ?? '';
  const [dismissed, setDismissed] = useState(false);
  const text = landingError(code);
  if (!text || dismissed) return null;
  return (
    <div className={styles.grid}>
      <div role="alert" className={styles.notice}>
        <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10 6v4.75" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          <circle cx="10" cy="13.75" r="1.1" fill="currentColor" />
        </svg>
        <p>{text}</p>
        <div className={styles.actions}>
          <Button size="sm" onClick={requestLogin}>
            Try again
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
            Dismiss
          </Button>
        </div>
      </div>
    </div>
  );
}
