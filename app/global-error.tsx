'use client';
// A render error in the root layout itself (the frame, its styles and providers are what failed):
// a bare page with its own <html>. The message's code loads only then, so no page pays for it.
import { lazy, Suspense } from 'react';

const GlobalErrorMessage = lazy(() => import('@/components/layout/global-error-message'));

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#f7f5ff', color: '#1b1530' }}>
        <Suspense fallback={null}>
          <GlobalErrorMessage error={error} />
        </Suspense>
      </body>
    </html>
  );
}
