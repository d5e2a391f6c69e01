// /apotheosis: the app deployer's page, in the landing page's order: the hero, what you get (the
// four parts of an app, beside a drawing of one deployment), the Quick Start's steps with their
// commands, this deployment's live API, database and queue health, then a closing call to action.
import { LazyIcosahedron } from '@/components/widgets/widgets';
import { HealthCards } from '@/components/health/health-cards';
import { ProductPage } from '@/components/landing/product-page';
import { SectionIntro } from '@/components/landing/section-intro';
import { StackDiagram } from '@/components/landing/stack-diagram';
import { QuickStartSteps } from '@/components/landing/quick-start-steps';
import { quickStartSteps } from '@/lib/docs-source';
import { PRODUCT_COMMAND } from '@/lib/site';
import { PRODUCTS } from '@/lib/products';
import { ROUTES, mgCliPath, mgTabPath } from '@/lib/routes';
import layout from './layout.module.css';
import styles from './apotheosis-page.module.css';

const FEATURES = [
  [
    'Frontend on a CDN',
    'Static pages on object storage behind CloudFront, the ESP way: cached at the edge, no servers.',
  ],
  ['API and database', 'Your server code on a DMT machine or as LSD functions, with a database provisioned beside it.'],
  ['Queues included', 'A telekinesis queue for background work, with its health on the same dashboard.'],
  ['Sign-in when you want it', 'Sanctified deployments add social sign-in and a protected dashboard.'],
];

const product = PRODUCTS.find((p) => p.href === ROUTES.apotheosis)!;

export async function ApotheosisPage() {
  const steps = await quickStartSteps();
  return (
    <ProductPage
      page="apotheosis"
      lead="One command turns a repository into a running app in your AWS account: frontend, API, database and queue, with health checks from the first minute."
      primary={{ href: mgTabPath('tools'), label: 'Deploy an app' }}
      secondary={{ href: mgCliPath('dmt'), label: 'DMT command reference' }}
      widget={<LazyIcosahedron />}
      closing={{
        title: 'From repository to running app in one command',
        lead: 'Install mg, point it at your AWS profile, and blastoff.',
      }}
    >
      <section className={styles.section} aria-labelledby="apotheosis-features">
        <SectionIntro
          id="apotheosis-features"
          eyebrow="What you get"
          title={product.pitch}
          lead="Every part an app needs, provisioned together in the AWS account you already have."
        />
        {/* The drawing of a deployment beside the four parts, which it names layer by layer. */}
        <div className={layout.split}>
          <StackDiagram />
          <ul className={styles.features}>
            {FEATURES.map(([title, text]) => (
              <li key={title}>
                <h3 className={layout.dotted}>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* The Quick Start's steps (lib/docs-source.ts), each with its command; the landing page shows its session. */}
      <section className={styles.section} aria-labelledby="apotheosis-steps">
        <SectionIntro
          id="apotheosis-steps"
          eyebrow="How it works"
          title="The Quick Start, step by step"
          lead={
            <>
              Install <code>{PRODUCT_COMMAND}</code>, point it at your AWS profile and repository, <code>blastoff</code>
              , then ship with every push. Each step opens its part of the Quick Start.
            </>
          }
        />
        <QuickStartSteps steps={steps} />
      </section>

      <section className={styles.health} aria-labelledby="apotheosis-health">
        <header className={styles.healthHead}>
          <p className={styles.live}>
            <span className={styles.pulse} aria-hidden="true" />
            Live
          </p>
          <h2 id="apotheosis-health">App health</h2>
          <p>This deployment’s API, database and queue, checked from your browser as you read.</p>
        </header>
        <HealthCards keys={['api', 'db', 'telekinesis']} layout="rows" />
      </section>
    </ProductPage>
  );
}
