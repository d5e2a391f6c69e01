// Deployment information, built from the build-time settings, never fetched.
// Rendered into the static HTML: every shown field is fixed at build time.
import type { ReactNode } from 'react';
import { settings } from '@/lib/config';
import { flagRows, tryBuildDeploymentInfo } from '@/lib/deployment';
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
  if (info.github_repo) {
    rows.push([
      'Repository',
      <a key="repo" href={info.github_repo}>
        {info.github_repo.replace(/^https?:\/\//, '')}
      </a>,
    ]);
  }
  return (
    <Facts className={styles.list}>
      {rows.map(([term, value, note]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>
            {value}
            {note && <span className={styles.note}> ({note})</span>}
          </dd>
        </div>
      ))}
    </Facts>
  );
}
