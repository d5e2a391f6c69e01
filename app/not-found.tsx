import { ButtonLink } from '@/components/ui/button';
import { NoticePage } from '@/components/ui/notice-page';
import { ROUTES } from '@/lib/routes';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <NoticePage
      id="not-found-title"
      eyebrow="404"
      title="Page not found"
      lead="This page drifted out of orbit. The address may be mistyped, or the page may have moved."
      actions={
        <>
          <ButtonLink href={ROUTES.home} variant="primary" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink href={ROUTES.docsHome} size="lg">
            Read the docs
          </ButtonLink>
        </>
      }
    />
  );
}
