// The landing page: the promise, deployment information and the four health cards.
import Link from 'next/link';
import { LazyHypercube, LazyIcosahedron } from '@/components/widgets/lazy';
import { HealthCards } from '@/components/health/health-cards';
import { DeploymentInfo } from '@/components/landing/deployment-info';
import { WisdomButton } from '@/components/wisdom/wisdom-button';
import { settings } from '@/lib/config';
import { ROUTES, mgTabPath } from '@/lib/routes';
import { PRODUCT_COMMAND } from '@/lib/site';
import styles from './landing-page.module.css';

const FAMILY = [
  {
    name: 'apotheosis',
    href: ROUTES.apotheosis,
    summary: 'A full-stack app deployer: frontend on a CDN, API, database and queue in your own AWS account.',
  },
  {
    name: 'telekinesis',
    href: ROUTES.telekinesis,
    summary: 'A task-queue platform: event-driven queues and serverless workers, with health checks built in.',
  },
  {
    name: PRODUCT_COMMAND,
    href: mgTabPath('overview'),
    summary: 'The command line behind both: blastoff a VM, drop a function, nuke it all when you are done.',
  },
];

export function LandingPage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Your cloud, your account</p>
          <h1 id="hero-title" className={styles.title}>
            Deploy apps, queues and sites to your own AWS account
          </h1>
          <p className={styles.lead}>
            apotheosis, telekinesis and the <code>{PRODUCT_COMMAND}</code> command line provision, deploy and watch over
            everything they create, and leave it in an account you own.
          </p>
          <div className={styles.actions}>
            <Link href={mgTabPath('tools')} className={styles.primary}>
              Quick Start
            </Link>
            <Link href={mgTabPath('overview')} className={styles.secondary}>
              Read the docs
            </Link>
          </div>
        </div>
        <div className={styles.widgetSlot}>
          <LazyIcosahedron />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="deployment-title">
        <h2 id="deployment-title">Deployment</h2>
        <DeploymentInfo />
      </section>

      <section className={styles.section} aria-labelledby="health-title">
        <h2 id="health-title">Health</h2>
        <HealthCards />
      </section>

      {settings.deploymentType === 'apotheosis' && (
        <section className={styles.section} aria-labelledby="wisdom-title">
          <h2 id="wisdom-title">Wisdom</h2>
          <p className={styles.sectionLead}>A round trip through the API: ask it for a quote.</p>
          <WisdomButton />
        </section>
      )}

      <section className={`${styles.section} ${styles.familySection}`} aria-labelledby="family-title">
        <div>
          <h2 id="family-title">The toolkit</h2>
          <ul className={styles.family}>
            {FAMILY.map((tool) => (
              <li key={tool.name}>
                <Link href={tool.href}>
                  <strong>{tool.name}</strong>
                </Link>
                <p>{tool.summary}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.familyWidget}>
          <LazyHypercube />
        </div>
      </section>
    </div>
  );
}
