// Deployment information, built from the build-time settings, never fetched.
// Rendered into the static HTML: every shown field is fixed at build time.
import { settings } from '@/lib/config';
import { tryBuildDeploymentInfo } from '@/lib/deployment';
import { Card } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import styles from './deployment-info.module.css';

const flagText = (value: boolean | undefined) => (value === undefined ? 'not set' : String(value));

export function DeploymentInfo() {
  const info = tryBuildDeploymentInfo(settings);
  if (!info) return <p role="alert">Deployment information is unavailable.</p>;
  const rows: [string, string][] = [
    ['Provisioning ID', info.id],
    ['Type', info.type],
    ['Status', info.status],
    ['apotheosis', flagText(info.flags.apotheosis)],
    ['sanctified', flagText(info.flags.sanctified)],
  ];
  return (
    <Facts className={styles.list}>
      {rows.map(([term, value]) => (
        <Card key={term} padding="sm" className={styles.row}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Card>
      ))}
      {info.github_repo ? (
        <Card padding="sm" className={styles.row}>
          <dt>Repository</dt>
          <dd>
            <a href={info.github_repo}>{info.github_repo.replace(/^https?:\/\//, '')}</a>
          </dd>
        </Card>
      ) : null}
    </Facts>
  );
}
