'use client';
// The site's own screen for a page that failed to render: what happened, Reload and a way home.
// The error is logged once (the console keeps the details; the page never shows them).
import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { NoticePage } from '@/components/ui/notice-page';
import { ROUTES } from '@/lib/routes';
import { ERROR_LEAD, ERROR_LOG, ERROR_TITLE } from './error-text';

export function ErrorScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(ERROR_LOG, error);
  }, [error]);
  return (
    <NoticePage
      id="error-title"
      eyebrow="Something went wrong"
      title={ERROR_TITLE}
      lead={ERROR_LEAD}
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
