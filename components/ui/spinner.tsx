// A busy indicator beside the words that say what is awaited (it has no name of its own).
import styles from './spinner.module.css';

export function Spinner({ size = 'sm', inButton = false }: { size?: 'sm' | 'lg'; inButton?: boolean }) {
  const className = [styles.spinner, size === 'lg' && styles.lg, inButton && styles.current].filter(Boolean).join(' ');
  return <span className={className} aria-hidden="true" />;
}
