'use client';
// /home: the protected dashboard. 'Loading...' while the session loads, back to / without one
// (none in the SDK, or none left in storage: signed out here or in another tab), else the user's
// data, the display-name edit and the API's record of the user. Inside an AuthProvider.
import { useSession, useUser } from '@descope/nextjs-sdk/client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ApiUserCard } from '@/components/auth/api-user-card';
import { Avatar } from '@/components/auth/avatar';
import { LoadingScreen } from '@/components/auth/loading-screen';
import { NameEditor } from '@/components/auth/name-editor';
import { useSessionMarker } from '@/components/auth/session-marker';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { useLogout } from '@/components/auth/use-logout';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { PROVIDER_LABELS, providerFromLoginId } from '@/lib/auth/providers';
import { ROUTES } from '@/lib/routes';
import styles from './dashboard.module.css';

export default function DashboardView() {
  const session = useSession();
  const stored = useSessionMarker();
  const { isSessionLoading } = session;
  const isAuthenticated = session.isAuthenticated && stored;
  const { user, isUserLoading } = useUser();
  const router = useRouter();
  const logout = useLogout();
  const current = useCurrentUser(isAuthenticated);

  useEffect(() => {
    if (!isSessionLoading && !isAuthenticated) router.replace(ROUTES.home);
  }, [isSessionLoading, isAuthenticated, router]);

  if (isSessionLoading || !isAuthenticated || isUserLoading) return <LoadingScreen />;

  const provider = providerFromLoginId(user?.loginIds?.[0]);
  const displayName = (current.state.status === 'ready' && current.state.user.name) || user?.name || '';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Avatar picture={user?.picture} name={displayName || user?.email || ''} />
        <div>
          <h1>Dashboard</h1>
          <p className={styles.lead}>
            Signed in as <strong data-testid="user-email">{user?.email ?? 'unknown e-mail'}</strong>
          </p>
        </div>
      </header>

      <Card as="section" className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <NameEditor name={displayName} onSaved={current.replace} />
        <Facts>
          <div>
            <dt>Authentication status</dt>
            <dd>Authenticated</dd>
          </div>
          <div>
            <dt>Login provider</dt>
            <dd>{provider ? PROVIDER_LABELS[provider] : 'unknown'}</dd>
          </div>
          <div>
            <dt>User ID</dt>
            <dd>
              <code>{user?.userId}</code>
            </dd>
          </div>
        </Facts>
      </Card>

      <ApiUserCard state={current.state} onRetry={current.retry} />

      <p className={styles.note}>
        This is a sanctified deployment: sign-in runs through Descope, and your profile lives in this deployment&apos;s
        own database, in your own cloud account.
      </p>
      <div className={styles.actions}>
        <ButtonLink href={ROUTES.docsHome} variant="ghost" size="sm">
          Docs
        </ButtonLink>
        <Button size="sm" className={styles.logout} onClick={logout}>
          Log out
        </Button>
        <ButtonLink href={ROUTES.home} variant="ghost" size="sm">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
