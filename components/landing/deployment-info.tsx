// Deployment information, built from the build-time settings, never fetched.
// Rendered into the static HTML: every shown field is fixed at build time.
import type { ReactNode } from 'react';
import { settings } from '@/lib/config';
import { flagRows, tryBuildDeploymentInfo } from '@/lib/deployment';
import { Card } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import styles from './deployment-info.module.css';

export function DeploymentInfo() {
  const info = tryBuildDeploymentInfo(settings);
  if (!info) return <p role="alert">Deployment information is unavailable.</p>;
  const rows: [string, ReactNode, string?][] = [
    ['Provisioning ID', <code key="id">{info.id}</code>],
    ['Type', info.type],
    ['Status', info.status],
    ...flagRows(info, settings).map(({ name, value, note }): [string, ReactNode, string?] => [
      name,
      String(value),
      note,
    ]),
  ];
  return (
    <Facts className={styles.list}>
      {rows.map(([term, value, note]) => (
        <Card key={term} padding="sm" className={styles.row}>
          <dt>{term}</dt>
          <dd>
            {value}
            {note && <span className={styles.note}> ({note})</span>}
          </dd>
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
