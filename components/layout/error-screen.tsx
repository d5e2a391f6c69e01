'use client';
// The site's own screen for a page that failed to render: what happened, Reload and a way home.
// The error is logged once (the console keeps the details; the page never shows them).
import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { NoticePage } from '@/components/ui/notice-page';
import { ROUTES } from '@/lib/routes';

export function ErrorScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('The page failed to render', error);
  }, [error]);
  return (
    <NoticePage
      id="error-title"
      eyebrow="Something went wrong"
      title="This page could not be shown"
      lead="An error stopped this page from rendering. Reloading usually helps; if it does not, the home page and the docs still work."
      actions={
        <>
          <Button variant="primary" size="lg" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <ButtonLink href={ROUTES.home} size="lg">
            Back to Home
          </ButtonLink>
        </>
      }
    />
  );
}
