// The landing page: the promise, deployment information and the four health cards.
import { LazyHypercube, LazyIcosahedron } from '@/components/widgets/lazy';
import { HealthCards } from '@/components/health/health-cards';
import { DeploymentInfo } from '@/components/landing/deployment-info';
import { Hero, MarketingPage } from '@/components/landing/hero';
import { InstallCommand } from '@/components/landing/install-command';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { WisdomButton } from '@/components/wisdom/wisdom-button';
import { settings } from '@/lib/config';
import { installCommand } from '@/lib/docs-source';
import { PRODUCTS } from '@/lib/products';
import { ROUTES, mgTabPath } from '@/lib/routes';
import { PRODUCT_COMMAND } from '@/lib/site';
import styles from './landing-page.module.css';

export async function LandingPage() {
  return (
    <MarketingPage>
      <Hero
        id="hero-title"
        eyebrow="Your cloud, your account"
        title="Deploy apps, queues and sites to your own AWS account"
        lead={
          <>
            apotheosis, telekinesis and the <code>{PRODUCT_COMMAND}</code> command line provision, deploy and watch over
            everything they create, and leave it in an account you own.
          </>
        }
        actions={
          <>
            <ButtonLink href={mgTabPath('tools')} variant="primary" size="lg">
              Quick Start
            </ButtonLink>
            <ButtonLink href={ROUTES.docsHome} size="lg">
              Read the docs
            </ButtonLink>
          </>
        }
        command={<InstallCommand command={await installCommand()} />}
        widget={<LazyIcosahedron />}
      />

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
          <WisdomButton apiUrl={settings.apiUrl} />
        </section>
      )}

      <section className={`${styles.section} ${styles.familySection}`} aria-labelledby="family-title">
        <div>
          <h2 id="family-title">The toolkit</h2>
          <ul className={styles.family}>
            {PRODUCTS.map((product) => (
              <Card as="li" key={product.href}>
                <a href={product.href}>
                  <strong>{product.short}</strong>
                </a>
                <p>{product.summary}</p>
              </Card>
            ))}
          </ul>
        </div>
        <div className={styles.familyWidget}>
          <LazyHypercube />
        </div>
      </section>
    </MarketingPage>
  );
}
