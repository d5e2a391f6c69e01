// A page's heading block: an optional eyebrow line, the one <h1>, and an optional lead paragraph.
// `hero` is the landing pages' larger size.
import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

export function PageHeading({
  title,
  eyebrow,
  lead,
  id,
  hero = false,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** The h1's id, for a section's aria-labelledby. */
  id?: string;
  hero?: boolean;
}) {
  return (
    <div className={hero ? `${styles.heading} ${styles.hero}` : styles.heading}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
