'use client';
// What global-error.tsx shows when the root layout fails: plain elements with inline styles (the
// site's stylesheet is what failed), Reload and a link home. Logged once.
import { useEffect } from 'react';
import { ROUTES } from '@/lib/routes';
import { ERROR_LEAD, ERROR_LOG, ERROR_TITLE } from './error-text';

export default function GlobalErrorMessage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(ERROR_LOG, error);
  }, [error]);
  return (
    <main id="main" style={{ maxWidth: '44rem', margin: '0 auto', padding: '4rem 1.25rem' }}>
      <h1>{ERROR_TITLE}</h1>
      <p>{ERROR_LEAD}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <a href={ROUTES.home} style={{ color: '#6d28d9' }}>
          Back to Home
        </a>
      </p>
    </main>
  );
}
