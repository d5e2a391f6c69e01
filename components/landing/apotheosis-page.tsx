// /apotheosis: the app dashboard page, showing API, database and queue health.
import Link from 'next/link';
import { LazyIcosahedron } from '@/components/widgets/lazy';
import { HealthCards } from '@/components/health/health-cards';
import { mgCliPath, mgTabPath } from '@/lib/routes';
import styles from './landing-page.module.css';

const FEATURES = [
  [
    'Frontend on a CDN',
    'Static pages on object storage behind CloudFront, the ESP way: cached at the edge, no servers.',
  ],
  ['API and database', 'Your server code on a DMT machine or as LSD functions, with a database provisioned beside it.'],
  ['Queues included', 'A telekinesis queue for background work, with its health on the same dashboard.'],
  ['Sign-in when you want it', 'Sanctified deployments add social sign-in and a protected dashboard.'],
];

export function ApotheosisPage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="apotheosis-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Full-stack app deployer</p>
          <h1 id="apotheosis-title" className={styles.title}>
            Apotheosis
          </h1>
          <p className={styles.lead}>
            One command turns a repository into a running app in your AWS account: frontend, API, database and queue,
            with health checks from the first minute.
          </p>
          <div className={styles.actions}>
            <Link href={mgTabPath('tools')} className={styles.primary}>
              Deploy an app
            </Link>
            <Link href={mgCliPath('dmt')} className={styles.secondary}>
              DMT Commands
            </Link>
          </div>
        </div>
        <div className={styles.widgetSlot}>
          <LazyIcosahedron />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="apotheosis-health">
        <h2 id="apotheosis-health">App health</h2>
        <HealthCards keys={['api', 'db', 'telekinesis']} />
      </section>

      <section className={styles.section} aria-labelledby="apotheosis-features">
        <h2 id="apotheosis-features">What you get</h2>
        <ul className={styles.family}>
          {FEATURES.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
