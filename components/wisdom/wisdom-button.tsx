'use client';
// The Wisdom button (apotheosis deployments): asks the API for a quote and its orator.
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { WISDOM_PLACEHOLDER } from '@/lib/wisdom';
import { useWisdom } from './use-wisdom';
import styles from './wisdom-button.module.css';

/**
 * `apiUrl` comes from the server (the build's settings), so the settings parser stays there.
 * `framed`: in a card of its own, or bare inside a panel that frames it.
 */
export function WisdomButton({ apiUrl, framed = true }: { apiUrl: string; framed?: boolean }) {
  const { state, ask } = useWisdom(apiUrl);
  const testing = state.status === 'testing';
  return (
    <div className={framed ? cardClass({ className: styles.wisdom }) : styles.wisdom}>
      {/* Secondary: the page's one primary action is its call to start (Quick Start). */}
      <Button
        variant="secondary"
        size="lg"
        className={styles.button}
        onClick={ask}
        disabled={state.status !== 'idle'}
        aria-busy={testing}
        aria-describedby="wisdom-result"
      >
        {testing ? 'Consulting the API…' : 'Wisdom'}
      </Button>
      <div className={styles.result}>
        {/* Where the answer will show, until there is one (outside the live region: never announced). */}
        {state.status !== 'done' && <p className={styles.placeholder}>{WISDOM_PLACEHOLDER}</p>}
        <div id="wisdom-result" role="status" aria-live="polite">
          {state.status === 'done' && state.kind === 'success' && (
            <figure className={styles.quote}>
              <blockquote>“{state.quote}”</blockquote>
              <figcaption>— {state.orator}</figcaption>
            </figure>
          )}
          {state.status === 'done' && state.kind === 'error' && (
            <div className={styles.error}>
              <strong>{state.error}</strong>
              {state.message && <p>{state.message}</p>}
              {state.instructions && <p className={styles.instructions}>{state.instructions}</p>}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
