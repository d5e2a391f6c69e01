// A list of facts (label, value) in a grid: the dashboard's user data, the deployment information.
// Values are in the body face and may break anywhere (URLs); an id inside <code> is in the code face.
import type { ComponentProps } from 'react';
import styles from './facts.module.css';

export function Facts({ className, ...props }: ComponentProps<'dl'>) {
  return <dl className={className ? `${styles.facts} ${className}` : styles.facts} {...props} />;
}
