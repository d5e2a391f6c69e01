// /apotheosis: the app dashboard page, showing API, database and queue health.
import { LazyIcosahedron } from '@/components/widgets/lazy';
import { HealthCards } from '@/components/health/health-cards';
import { Hero, MarketingPage } from '@/components/landing/hero';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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
    <MarketingPage>
      <Hero
        id="apotheosis-title"
        eyebrow="Full-stack app deployer"
        title="Apotheosis"
        lead="One command turns a repository into a running app in your AWS account: frontend, API, database and queue, with health checks from the first minute."
        actions={
          <>
            <ButtonLink href={mgTabPath('tools')} variant="primary" size="lg">
              Deploy an app
            </ButtonLink>
            <ButtonLink href={mgCliPath('dmt')} size="lg">
              DMT Commands
            </ButtonLink>
          </>
        }
        widget={<LazyIcosahedron />}
      />

      <section className={styles.section} aria-labelledby="apotheosis-health">
        <h2 id="apotheosis-health">App health</h2>
        <HealthCards keys={['api', 'db', 'telekinesis']} />
      </section>

      <section className={styles.section} aria-labelledby="apotheosis-features">
        <h2 id="apotheosis-features">What you get</h2>
        <ul className={styles.family}>
          {FEATURES.map(([title, text]) => (
            <Card as="li" key={title}>
              <strong>{title}</strong>
              <p>{text}</p>
            </Card>
          ))}
        </ul>
      </section>
    </MarketingPage>
  );
}
