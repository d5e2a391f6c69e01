// The marketing pages' frame (/, /apotheosis, /telekinesis): a centred column, and a hero with the
// page's heading, its calls to action and a 3D widget beside it.
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import styles from './hero.module.css';

export function MarketingPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

export function Hero({
  id,
  eyebrow,
  title,
  lead,
  actions,
  command,
  widget,
}: {
  /** The h1's id; the hero section is labelled by it. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  /** Below the actions: the first command to copy. */
  command?: ReactNode;
  widget: ReactNode;
}) {
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <div>
        <PageHeading hero id={id} eyebrow={eyebrow} title={title} lead={lead} />
        {actions && <div className={styles.actions}>{actions}</div>}
        {command}
      </div>
      {/* Holds a 3D widget (its placeholder has the widget's size, so nothing shifts). */}
      <div className={styles.widgetSlot}>{widget}</div>
    </section>
  );
}
