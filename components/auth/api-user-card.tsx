'use client';
// The dashboard's API User Data card: the user's record in the product's database. Its dates read
// as how long ago ("3 minutes ago"), with the exact moment in a <time dateTime> and its title.
import { Spinner } from '@/components/ui/spinner';
import type { CurrentUserState } from '@/components/auth/use-current-user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useNow } from '@/components/ui/use-now';
import { humanTime } from '@/lib/human-time';
import styles from './dashboard.module.css';

/** A timestamp from the API as a <time>; a value that is no date is shown as it came. */
function When({ value, now }: { value: string; now: number }) {
  const time = humanTime(value, new Date(now));
  if (!time) return <>{value}</>;
  return (
    <time dateTime={time.iso} title={time.exact}>
      {time.relative}
    </time>
  );
}

export function ApiUserCard({ state, onRetry }: { state: CurrentUserState; onRetry: () => void }) {
  const now = useNow();
  return (
    <Card as="section" aria-labelledby="api-title">
      <h2 id="api-title" className={styles.cardTitle}>
        API User Data
      </h2>
      {state.status === 'loading' && (
        <p role="status" className={styles.loadingRow}>
          <Spinner />
          Loading...
        </p>
      )}
      {state.status === 'error' && (
        <div className={styles.failure}>
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>Database user ID</dt>
            <dd>
              <code>{state.user.id}</code>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>Created at</dt>
            <dd>
              <When value={state.user.created_at} now={now} />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>Last updated</dt>
            <dd>{state.user.updated_at ? <When value={state.user.updated_at} now={now} /> : 'Never updated'}</dd>
          </div>
          <div className={styles.row}>
            <dt>Active sessions</dt>
            <dd className={styles.number}>{state.user.activeSessions}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
