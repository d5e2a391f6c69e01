import { SiteFrame } from '@/components/layout/site-frame';
import { ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { ROUTES } from '@/lib/routes';
import styles from '@/components/ui/page.module.css';

export const metadata = { title: 'Page not found', robots: { index: false } };

// Rendered in the root layout, outside the route groups: it brings its own frame.
export default function NotFound() {
  return (
    <SiteFrame>
      <section className={styles.narrow} aria-labelledby="not-found-title">
        <PageHeading
          id="not-found-title"
          eyebrow="404"
          title="Page not found"
          lead="This page drifted out of orbit. The address may be mistyped, or the page may have moved."
        />
        <div className={styles.actions}>
          <ButtonLink href={ROUTES.home} variant="primary" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink href={ROUTES.docsHome} size="lg">
            Read the docs
          </ButtonLink>
        </div>
      </section>
    </SiteFrame>
  );
}
