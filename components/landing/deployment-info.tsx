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
  // [label, value, note]: a flag's label is its key with a capital ("Sanctified"),
  // its value On or Off after a dot (green when on), where it comes from under it; the repository's
  // address beside the last flag.
  type Row = [string, ReactNode, string | undefined];
  const rows: Row[] = [
    ['Provisioning ID', <code key="id">{info.id}</code>, undefined],
    ['Type', info.type, undefined],
    // The status after a dot as the flags show theirs: green while active.
    [
      'Status',
      <span key="status" className={styles.flag} data-on={info.status === 'active'}>
        {info.status}
      </span>,
      undefined,
    ],
    ...flagRows(info, settings).map(({ name, value, note }): Row => [
      `${name[0].toUpperCase()}${name.slice(1)}`,
      <span key="flag" className={styles.flag} data-on={value}>
        {value ? 'On' : 'Off'}
      </span>,
      note,
    ]),
  ];
  if (info.github_repo) {
    rows.push([
      'Repository',
      <a key="repo" href={info.github_repo}>
        {info.github_repo.replace(/^https?:\/\//, '')}
      </a>,
      undefined,
    ]);
  }
  return (
    <Facts className={styles.list}>
      {rows.map(([term, value, note]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>
            {value}
            {note && <span className={styles.note}> {note}</span>}
          </dd>
        </div>
      ))}
    </Facts>
  );
}
