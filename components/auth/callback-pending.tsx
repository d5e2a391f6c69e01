// The callback's waiting state: a spinner with 'Completing authentication...'.
import { Spinner } from '@/components/ui/spinner';
import { MESSAGES } from '@/lib/auth/callback';
import styles from './callback.module.css';

export function CallbackPending() {
  return (
    <section className={styles.pending} aria-live="polite">
      <Spinner size="lg" />
      <h1>{MESSAGES.completing}</h1>
    </section>
  );
}
