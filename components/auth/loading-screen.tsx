// 'Loading...' while the session loads.
import styles from './dashboard.module.css';

export function LoadingScreen() {
  return (
    <div className={styles.loading}>
      <p role="status" className={styles.loadingRow}>
        <span className={styles.spinner} aria-hidden="true" />
        Loading...
      </p>
    </div>
  );
}
