import Link from 'next/link';
import { mgTabPath, ROUTES } from '@/lib/routes';
import styles from '@/components/ui/page.module.css';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section className={styles.narrow} aria-labelledby="not-found-title">
      <p className={styles.eyebrow}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.lead}>
        This page drifted out of orbit. The address may be mistyped, or the page may have moved.
      </p>
      <div className={styles.actions}>
        <Link href={ROUTES.home} className={styles.button}>
          Back to Home
        </Link>
        <Link href={mgTabPath('overview')} className={styles.buttonSecondary}>
          Read the docs
        </Link>
      </div>
    </section>
  );
}
