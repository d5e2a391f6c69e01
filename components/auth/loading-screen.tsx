// 'Loading...' while the session loads.
import styles from './dashboard.module.css';

export function LoadingScreen() {
  return (
    <p className={styles.loading} role="status">
      Loading...
    </p>
  );
}
