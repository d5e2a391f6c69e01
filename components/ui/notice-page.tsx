// A page that is one message: a narrow column with the heading block, what follows it, and a row
// of actions (the 404 page, the error screen, the configuration screen).
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import styles from './page.module.css';

export function NoticePage({
  id,
  eyebrow,
  title,
  lead,
  actions,
  children,
}: {
  /** The h1's id; the section is labelled by it. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.narrow} aria-labelledby={id}>
      <PageHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
