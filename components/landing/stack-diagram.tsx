// apotheosis's picture on the landing page: what one deployment is made of, layer above layer, as
// a drawing of boxes (decorative: the text beside it says the same).
import { cardClass } from '@/components/ui/card';
import { exampleValue } from '@/lib/reader-values';
import styles from './stack-diagram.module.css';

const LAYERS = [
  ['Frontend', 'static files on a CDN'],
  ['API', 'a DMT machine or LSD functions'],
  ['Database', 'provisioned beside the API'],
  ['Queue', 'a telekinesis queue'],
] as const;

/** The docs' example deployment, at the docs' example domain. */
export function StackDiagram({ domain = exampleValue('domain') }: { domain?: string }) {
  return (
    <div className={cardClass({ raised: true, glow: true, className: styles.stack })} aria-hidden="true">
      <p className={styles.domain}>
        <span className={styles.lock} />
        {domain}
      </p>
      <ol className={styles.layers}>
        {LAYERS.map(([name, what]) => (
          <li key={name}>
            <span className={styles.name}>{name}</span>
            <span className={styles.what}>{what}</span>
          </li>
        ))}
      </ol>
      <p className={styles.account}>Your AWS account</p>
    </div>
  );
}
