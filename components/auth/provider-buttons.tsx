'use client';
// The six provider buttons and their state machine: busy for the clicked one, the others
// dimmed, all disabled; then the browser leaves, or the buttons are idle again with the error.
import { useState } from 'react';
import { startLogin, type LoginState, type StartOAuth } from '@/lib/auth/login';
import { OAUTH_PROVIDERS, PROVIDER_LABELS, type OAuthProvider } from '@/lib/auth/providers';
import { PROVIDER_MARKS } from './provider-marks';
import styles from './auth.module.css';

/**
 * The provider's mark (from the icon package). Decorative: a button's content is presentational to
 * assistive technology, and its visible text already names the provider.
 */
function ProviderMark({ provider }: { provider: OAuthProvider }) {
  const { viewBox, paths } = PROVIDER_MARKS[provider];
  return (
    <svg className={styles.providerMark} viewBox={viewBox} aria-hidden="true" data-mark={provider}>
      {paths.map(({ fill, d }) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}

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
      <ul className={styles.providers} aria-busy={state.status === 'busy' || !start}>
        {OAUTH_PROVIDERS.map((provider) => {
          const busy = state.status === 'busy' && state.provider === provider;
          const dimmed = state.status === 'busy' && !busy;
          return (
            <li key={provider}>
              <button
                type="button"
                className={styles.provider}
                data-provider={provider}
                data-dimmed={dimmed || undefined}
                disabled={!start || state.status === 'busy'}
                aria-busy={busy || undefined}
                onClick={() => login(provider)}
              >
                <ProviderMark provider={provider} />
                <span>
                  {busy ? `Connecting to ${PROVIDER_LABELS[provider]}…` : `Continue with ${PROVIDER_LABELS[provider]}`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.loginError} role="alert">
        {state.status === 'idle' ? state.error : null}
      </p>
      {!start && <p className={styles.muted}>Loading sign-in…</p>}
    </div>
  );
}
