// The landing page's proof that this deployment runs: one panel holding its facts (built from the
// settings) with, under them, the Wisdom button for apotheosis deployments, and the four health
// states (live) beside them.
import { HealthCards } from '@/components/health/health-cards';
import { DeploymentInfo } from '@/components/landing/deployment-info';
import { WisdomButton } from '@/components/wisdom/wisdom-button';
import { settings } from '@/lib/config';
import styles from './deployment-panel.module.css';

export function DeploymentPanel() {
  return (
    <section className={styles.panel} aria-labelledby="this-deployment">
      <header className={styles.head}>
        <h2 id="this-deployment">This deployment</h2>
        <p>This site, deployed with the toolkit, and the services it runs on.</p>
      </header>
      <div className={styles.body}>
        <section className={`${styles.part} ${styles.facts}`} aria-labelledby="deployment-title">
          <h3 id="deployment-title">Deployment</h3>
          <DeploymentInfo />
        </section>
        <section className={`${styles.part} ${styles.health}`} aria-labelledby="health-title">
          <h3 id="health-title">Health</h3>
          <HealthCards layout="rows" />
        </section>
        {settings.deploymentType === 'apotheosis' && (
          <section className={`${styles.part} ${styles.wisdom}`} aria-labelledby="wisdom-title">
            <h3 id="wisdom-title">Try the API</h3>
            <WisdomButton apiUrl={settings.apiUrl} framed={false} />
          </section>
        )}
      </div>
    </section>
  );
}
