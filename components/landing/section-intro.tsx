// A marketing page's section head, as the landing page's toolkit has it: an eyebrow, the section's
// <h2> and a lead.
import type { ReactNode } from 'react';
import styles from './section-intro.module.css';

export function SectionIntro({
  id,
  eyebrow,
  title,
  lead,
}: {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <header className={styles.intro}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
