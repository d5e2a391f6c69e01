// A marketing page's last section: one line of promise and its actions, centred.
import type { ReactNode } from 'react';
import styles from './closing-call.module.css';

export function ClosingCall({
  id,
  title,
  lead,
  actions,
}: {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className={styles.call} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{lead}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
