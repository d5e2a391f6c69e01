// 'Loading...' while the session loads.
import { Spinner } from '@/components/ui/spinner';
import styles from './dashboard.module.css';

export function LoadingScreen() {
  return (
    <div className={styles.loading}>
      <p role="status" className={styles.loadingRow}>
        <Spinner />
        Loading...
      </p>
    </div>
  );
}
