'use client';
// The six provider buttons and their state machine: waiting (a shade lighter) until the sign-in
// code is here; busy for the clicked one, the others dimmed, all disabled; then the browser leaves,
// or the buttons are idle again with the error.
import { Spinner } from '@/components/ui/spinner';
import { useState } from 'react';
import { startLogin, type LoginState, type StartOAuth } from '@/lib/auth/login';
import { OAUTH_PROVIDERS, PROVIDER_LABELS, type OAuthProvider } from '@/lib/auth/providers';
import { ProviderMark } from './provider-mark';
import { buttonClass } from '@/components/ui/button';
import styles from './auth.module.css';

/** `start` is null while the SDK is still loading. */
export function ProviderButtons({ start }: { start: StartOAuth | null }) {
  const [state, setState] = useState<LoginState>({ status: 'idle' });

  async function login(provider: OAuthProvider) {
    if (!start || state.status === 'busy') return;
    setState({ status: 'busy', provider });
    const result = await startLogin(provider, window.location.origin, start);
    if ('url' in result) window.location.assign(result.url);
    else setState({ status: 'idle', error: result.error });
  }

  return (
    <div>
      <ul
        className={styles.providers}
        aria-busy={state.status === 'busy' || !start}
        data-loading={start ? undefined : ''}
      >
        {OAUTH_PROVIDERS.map((provider) => {
          const busy = state.status === 'busy' && state.provider === provider;
          const dimmed = state.status === 'busy' && !busy;
          return (
            <li key={provider}>
              <button
                type="button"
                className={buttonClass({ className: styles.provider })}
                data-provider={provider}
                data-dimmed={dimmed || undefined}
                disabled={!start || state.status === 'busy'}
                aria-busy={busy || undefined}
                onClick={() => login(provider)}
              >
                <ProviderMark provider={provider} className={styles.providerMark} />
                <span className={styles.label}>
                  {busy ? `Connecting to ${PROVIDER_LABELS[provider]}…` : `Continue with ${PROVIDER_LABELS[provider]}`}
                </span>
                {busy && <Spinner inButton />}
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.loginError} role="alert">
        {state.status === 'idle' ? state.error : null}
      </p>
      {/* Said, not shown: the waiting buttons show it, and a line that goes once the code is here
          would make the dialog jump as it opens. */}
      {!start && <p className="visually-hidden">Loading sign-in…</p>}
    </div>
  );
}
