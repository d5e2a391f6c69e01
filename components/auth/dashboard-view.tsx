'use client';
// /home: the protected dashboard. 'Loading...' while the session loads, back to /
// without one, else the user's data and the display-name edit. Inside an AuthProvider.
import { getSessionToken, useDescope, useSession, useUser } from '@descope/nextjs-sdk/client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { announceSessionChange } from '@/components/auth/auth-scope';
import { LoadingScreen } from '@/components/auth/loading-screen';
import { useTimeout } from '@/components/ui/use-timeout';
import { ApiError, apiRequest } from '@/lib/api';
import { INITIAL_NAME_EDIT, NAME_UPDATE_FAILED, messageClearDelay, nameEditReducer } from '@/lib/auth/display-name';
import type { ApiUser } from '@/lib/auth/profile';
import { PROVIDER_LABELS, providerFromLoginId } from '@/lib/auth/providers';
import { ROUTES, mgTabPath } from '@/lib/routes';
import styles from './dashboard.module.css';

type ApiState = { status: 'loading' } | { status: 'ready'; user: ApiUser } | { status: 'error'; message: string };

const formatDate = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : null);

export default function DashboardView() {
  const { isAuthenticated, isSessionLoading } = useSession();
  const { user, isUserLoading } = useUser();
  const sdk = useDescope();
  const router = useRouter();
  const [api, setApi] = useState<ApiState>({ status: 'loading' });
  const [edit, dispatch] = useReducer(nameEditReducer, INITIAL_NAME_EDIT);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!isSessionLoading && !isAuthenticated) router.replace(ROUTES.home);
  }, [isSessionLoading, isAuthenticated, router]);

  const [apiAttempt, setApiAttempt] = useState(0);
  useEffect(() => {
    if (!isAuthenticated) return;
    let current = true;
    apiRequest<{ data: ApiUser }>('/api/auth/current-user', { token: getSessionToken() }).then(
      (body) => current && setApi({ status: 'ready', user: body.data }),
      (error: unknown) =>
        current && setApi({ status: 'error', message: error instanceof ApiError ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [isAuthenticated, apiAttempt]);

  // The success or error message clears after its delay.
  useTimeout(() => dispatch({ type: 'clear' }), messageClearDelay(edit), edit);

  useEffect(() => {
    if (edit.status === 'editing') input.current?.focus();
  }, [edit.status]);

  useEffect(() => {
    if (edit.status !== 'saving') return;
    let current = true;
    apiRequest<{ data: ApiUser }>('/api/auth/update-profile', {
      token: getSessionToken(),
      body: { name: edit.draft },
    }).then(
      (body) => {
        if (!current) return;
        setApi({ status: 'ready', user: body.data });
        dispatch({ type: 'saved' });
      },
      (error: unknown) => {
        if (current)
          dispatch({ type: 'failed', message: error instanceof ApiError ? error.message : NAME_UPDATE_FAILED });
      },
    );
    return () => {
      current = false;
    };
  }, [edit]);

  if (isSessionLoading || !isAuthenticated || isUserLoading) return <LoadingScreen />;

  const provider = providerFromLoginId(user?.loginIds?.[0]);
  const displayName = (api.status === 'ready' && api.user.name) || user?.name || '';

  const logout = async () => {
    await sdk.logout().catch((error: unknown) => console.error('Logout failed', error));
    announceSessionChange();
    router.replace(ROUTES.home);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      dispatch({ type: 'submit' });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'cancel' });
    }
  };

  return (
    <div className={styles.page}>
      <h1>Dashboard</h1>
      <p className={styles.lead}>
        Signed in as <strong data-testid="user-email">{user?.email ?? 'unknown e-mail'}</strong>
      </p>

      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <div className={styles.field}>
          <span className={styles.label} id="display-name-label">
            Display Name
          </span>
          {edit.status === 'editing' || edit.status === 'saving' ? (
            <div className={styles.editRow}>
              <input
                ref={input}
                aria-labelledby="display-name-label"
                aria-invalid={edit.status === 'editing' && Boolean(edit.error)}
                aria-describedby="display-name-error"
                value={edit.draft}
                disabled={edit.status === 'saving'}
                onChange={(event) => dispatch({ type: 'change', draft: event.target.value })}
                onKeyDown={onKey}
                maxLength={100}
              />
              <button type="button" onClick={() => dispatch({ type: 'submit' })} disabled={edit.status === 'saving'}>
                {edit.status === 'saving' ? 'Saving…' : 'Save'}
              </button>
              <button type="button" onClick={() => dispatch({ type: 'cancel' })} disabled={edit.status === 'saving'}>
                Cancel
              </button>
            </div>
          ) : (
            <div className={styles.editRow}>
              <span data-testid="display-name">{displayName || 'Not set'}</span>
              <button type="button" onClick={() => dispatch({ type: 'edit', current: displayName })}>
                Edit<span className="visually-hidden"> display name</span>
              </button>
            </div>
          )}
          <p id="display-name-error" className={styles.error} role="alert">
            {edit.status === 'editing' ? edit.error : null}
          </p>
          <p
            className={styles.message}
            role="status"
            data-kind={edit.status === 'idle' ? edit.message?.kind : undefined}
          >
            {edit.status === 'idle' ? edit.message?.text : null}
          </p>
        </div>
        <dl className={styles.facts}>
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
            <dd>{user?.userId}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="api-title">
        <h2 id="api-title">API User Data</h2>
        {api.status === 'loading' && <p role="status">Loading...</p>}
        {api.status === 'error' && (
          <p role="alert" className={styles.error}>
            {api.message}{' '}
            <button
              type="button"
              onClick={() => {
                setApi({ status: 'loading' });
                setApiAttempt((n) => n + 1);
              }}
            >
              Retry
            </button>
          </p>
        )}
        {api.status === 'ready' && (
          <dl className={styles.facts}>
            <div>
              <dt>Database user ID</dt>
              <dd>{api.user.id}</dd>
            </div>
            <div>
              <dt>Created at</dt>
              <dd>{formatDate(api.user.created_at)}</dd>
            </div>
            <div>
              <dt>Last updated</dt>
              <dd>{formatDate(api.user.updated_at) ?? 'Never updated'}</dd>
            </div>
            <div>
              <dt>Active sessions</dt>
              <dd>{api.user.activeSessions}</dd>
            </div>
          </dl>
        )}
      </section>

      <p className={styles.note}>
        This is a sanctified deployment: sign-in runs through Descope, and your profile lives in this deployment&apos;s
        own database, in your own cloud account.
      </p>
      <div className={styles.actions}>
        <Link href={mgTabPath('overview')}>Docs</Link>
        <button type="button" onClick={logout}>
          Log out
        </button>
        <Link href={ROUTES.home}>Back to Home</Link>
      </div>
    </div>
  );
}
