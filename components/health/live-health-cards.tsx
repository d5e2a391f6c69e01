'use client';
// The health cards, live: polled in the browser with the options the server passes down (so the
// settings parser never ships to the browser).
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { API_PATHS } from '@/lib/api-paths';
import type { HealthKey, HealthTargets, HealthValue } from '@/lib/health';
import { ROUTES } from '@/lib/routes';
import { useHealth } from './use-health';
import styles from './health-cards.module.css';

interface Card {
  key: HealthKey;
  title: string;
  detail: ReactNode;
  href?: string;
}

const CARDS: Card[] = [
  { key: 'frontend', title: 'Frontend', detail: 'This page, served as static files from the CDN' },
  {
    key: 'api',
    title: 'Server',
    detail: (
      <>
        The API, checked at <code>{API_PATHS.health}</code>
      </>
    ),
  },
  {
    key: 'db',
    title: 'Database',
    detail: (
      <>
        The database, checked at <code>{API_PATHS.dbHealth}</code>
      </>
    ),
  },
  { key: 'telekinesis', title: 'Telekinesis', detail: 'The task queue', href: ROUTES.telekinesis },
];

const LABEL: Record<HealthValue, string> = {
  unknown: 'unknown',
  healthy: 'healthy',
  unhealthy: 'unhealthy',
  'n/a': 'n/a',
};

/** `layout`: cards in a grid, or compact rows (the landing page's deployment panel). */
export function LiveHealthCards({
  keys,
  targets,
  layout = 'cards',
}: {
  keys: HealthKey[];
  targets: HealthTargets;
  layout?: 'cards' | 'rows';
}) {
  const health = useHealth(targets);
  return (
    <ul className={layout === 'rows' ? styles.rows : styles.grid} aria-label="Service health">
      {CARDS.filter((card) => keys.includes(card.key)).map((card) => {
        const value = health[card.key];
        const body = (
          <>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.detail}>{card.detail}</span>
            <span className={styles.status} data-health={value}>
              <span className={styles.dot} aria-hidden="true" />
              {LABEL[value]}
            </span>
          </>
        );
        return (
          <Card
            as="li"
            raised={layout === 'cards'}
            key={card.key}
            className={styles.card}
            data-testid={`health-${card.key}`}
          >
            {card.href ? (
              <a href={card.href} className={styles.link}>
                {body}
              </a>
            ) : (
              body
            )}
          </Card>
        );
      })}
    </ul>
  );
}
