'use client';
// A render error in any page: the site's error screen in the page's place, inside the usual
// header and footer (the root layout's frame). The screen's code loads only when it is needed.
import { lazy, Suspense } from 'react';

const ErrorScreen = lazy(() => import('@/components/layout/error-screen').then((m) => ({ default: m.ErrorScreen })));

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} />
    </Suspense>
  );
}
