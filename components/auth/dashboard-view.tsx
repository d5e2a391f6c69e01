'use client';
// /home: the protected dashboard. 'Loading...' while the session loads, back to / without one
// (none in the SDK, or none left in storage: signed out here or in another tab; `/` says why when
// the visitor never signed in here), else an account
// page: the person (picture, name, e-mail) at the top; the Profile card (the display-name editor and
// the sign-in facts) and the API's record of the user, beside the next steps and the Session card
// (the sanctified note, Docs and Back to Home as links, and Log out, the one action that ends
// something). Inside an AuthProvider.
import { useSession, useUser } from '@descope/nextjs-sdk/client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ApiUserCard } from '@/components/auth/api-user-card';
import { Avatar } from '@/components/auth/avatar';
import { LoadingScreen } from '@/components/auth/loading-screen';
import { NameEditor } from '@/components/auth/name-editor';
import { NextSteps } from '@/components/auth/next-steps';
import { useSessionMarker } from '@/components/auth/session-marker';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { useLogout } from '@/components/auth/use-logout';
import { ProviderMark } from '@/components/auth/provider-mark';
import { EmailText } from '@/components/ui/break-at';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PROVIDER_LABELS, providerFromLoginId } from '@/lib/auth/providers';
import { SIGNED_OUT_FROM } from '@/lib/auth/landing-errors';
import { rememberApiName } from '@/lib/auth/shown-name';
import { ROUTES, homeWithQuery } from '@/lib/routes';
import quiet from '@/components/ui/quiet-links.module.css';
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

  // Signed in once on this page, then not: a log out, which lands on plain `/`. Never signed in:
  // `/` says why the visitor is there.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (isAuthenticated) wasSignedIn.current = true;
  }, [isAuthenticated]);
  useEffect(() => {
    if (isSessionLoading || isAuthenticated) return;
    router.replace(
      wasSignedIn.current ? ROUTES.home : homeWithQuery({ [SIGNED_OUT_FROM.param]: SIGNED_OUT_FROM.value }),
    );
  }, [isSessionLoading, isAuthenticated, router]);

  // The header's account menu shows the API's name too, loaded or just edited.
  const apiName = current.state.status === 'ready' ? current.state.user.name : undefined;
  const userId = user?.userId;
  useEffect(() => {
    if (userId && apiName !== undefined) rememberApiName(userId, apiName);
  }, [userId, apiName]);

  if (isSessionLoading || !isAuthenticated || isUserLoading) return <LoadingScreen />;

  const provider = providerFromLoginId(user?.loginIds?.[0]);
  const displayName = (current.state.status === 'ready' && current.state.user.name) || user?.name || '';
  const email = user?.email ?? 'unknown e-mail';

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>Dashboard</h1>
        <div className={styles.person}>
          <Avatar picture={user?.picture} name={displayName || user?.email || ''} />
          <div className={styles.who}>
            {displayName && <p className={styles.name}>{displayName}</p>}
            <p className={styles.email}>
              Signed in as{' '}
              <strong data-testid="user-email">
                <EmailText address={email} />
              </strong>
            </p>
          </div>
        </div>
      </header>

      <div className={styles.grid}>
        <div className={styles.column}>
          <Card as="section" aria-labelledby="profile-title">
            <h2 id="profile-title" className={styles.cardTitle}>
              Profile
            </h2>
            <dl className={styles.rows}>
              <NameEditor name={displayName} onSaved={current.replace} />
              <div className={styles.row}>
                <dt>Authentication status</dt>
                <dd>
                  <span className={styles.status}>Authenticated</span>
                </dd>
              </div>
              <div className={styles.row}>
                <dt>Login provider</dt>
                <dd>
                  {provider ? (
                    <span className={styles.provider}>
                      <ProviderMark provider={provider} className={styles.providerMark} />
                      {PROVIDER_LABELS[provider]}
                    </span>
                  ) : (
                    'unknown'
                  )}
                </dd>
              </div>
              <div className={styles.row}>
                <dt>User ID</dt>
                <dd>
                  <code>{user?.userId}</code>
                </dd>
              </div>
            </dl>
          </Card>
          <ApiUserCard state={current.state} onRetry={current.retry} />
        </div>
        <div className={styles.column}>
          <NextSteps />
          {/* The session's card: where sign-in runs, the ways on, and Log out, the page's one action
              that ends something. */}
          <Card as="section" aria-labelledby="session-title">
            <h2 id="session-title" className={styles.cardTitle}>
              Session
            </h2>
            <p className={styles.note}>
              This is a sanctified deployment: sign-in runs through Descope, and your profile lives in this
              deployment&apos;s own database, in your own cloud account.
            </p>
            <div className={styles.end}>
              <div className={`${quiet.links} ${styles.links}`}>
                <a href={ROUTES.docsHome}>Docs</a>
                <a href={ROUTES.home}>Back to Home</a>
              </div>
              <Button variant="danger" onClick={logout}>
                Log out
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}
