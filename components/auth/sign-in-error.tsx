'use client';
// Explains the `?error=` value the sign-in callback sent the user back to `/` with.
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { landingError } from '@/lib/auth/landing-errors';
import styles from './sign-in-error.module.css';

export function SignInError() {
  const code = useSearchParams()?.get('error') ?? '';
  const [dismissed, setDismissed] = useState(false);
  const text = landingError(code);
  if (!text || dismissed) return null;
  return (
    <div role="alert" className={styles.notice}>
      <p>{text}</p>
      <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
        Dismiss
      </Button>
    </div>
  );
}
