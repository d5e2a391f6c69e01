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
  // [label, value, note, how the row shows]: a flag's label is its key with a capital ("Sanctified"),
  // its value On or Off after a dot (green when on); the repository's address takes the whole width.
  type Row = [string, ReactNode, string | undefined, 'flag' | 'wide' | undefined];
  const rows: Row[] = [
    ['Provisioning ID', <code key="id">{info.id}</code>, undefined, undefined],
    ['Type', info.type, undefined, undefined],
    ['Status', info.status, undefined, undefined],
    ...flagRows(info, settings).map(({ name, value, note }): Row => [
      `${name[0].toUpperCase()}${name.slice(1)}`,
      <span key="flag" className={styles.flag} data-on={value}>
        {value ? 'On' : 'Off'}
      </span>,
      note,
      'flag',
    ]),
  ];
  if (info.github_repo) {
    rows.push([
      'Repository',
      <a key="repo" href={info.github_repo}>
        {info.github_repo.replace(/^https?:\/\//, '')}
      </a>,
      undefined,
      'wide',
    ]);
  }
  return (
    <Facts className={styles.list}>
      {rows.map(([term, value, note, kind]) => (
        <div key={term} className={kind === 'wide' ? `${styles.row} ${styles.wide}` : styles.row}>
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
