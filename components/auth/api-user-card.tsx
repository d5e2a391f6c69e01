'use client';
// The dashboard's API User Data card: the user's record in the product's database.
import type { CurrentUserState } from '@/components/auth/use-current-user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import styles from './dashboard.module.css';

const formatDate = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : null);

export function ApiUserCard({ state, onRetry }: { state: CurrentUserState; onRetry: () => void }) {
  return (
    <Card as="section" className={styles.card} aria-labelledby="api-title">
      <h2 id="api-title">API User Data</h2>
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {state.message}{' '}
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        </p>
      )}
      {state.status === 'ready' && (
        <Facts>
          <div>
            <dt>Database user ID</dt>
            <dd>
              <code>{state.user.id}</code>
            </dd>
          </div>
          <div>
            <dt>Created at</dt>
            <dd>{formatDate(state.user.created_at)}</dd>
          </div>
          <div>
            <dt>Last updated</dt>
            <dd>{formatDate(state.user.updated_at) ?? 'Never updated'}</dd>
          </div>
          <div>
            <dt>Active sessions</dt>
            <dd>{state.user.activeSessions}</dd>
          </div>
        </Facts>
      )}
    </Card>
  );
}
