'use client';
// Demo counters for the lsd tab: redrawn every 3 s while the tab is visible, stopped otherwise.
import { usePanelActive } from '@/components/ui/tabs';
import { useTicker } from '@/components/ui/use-ticker';
import { DEMO_REFRESH_MS, drawCounters, type DemoCounters as Counters } from '@/lib/demo-counters';
import styles from './telekinesis.module.css';

const LABELS: [keyof Counters, string][] = [
  ['deployments', 'Deployments'],
  ['lambdas', 'Lambdas'],
  ['queues', 'Queues'],
  ['uptime', 'Uptime'],
];

export function DemoCounters() {
  // Runs only while the lsd tab is the visible one.
  const active = usePanelActive();
  const counters = useTicker<Counters>(drawCounters, DEMO_REFRESH_MS, active);

  return (
    <figure className={styles.counters}>
      <dl>
        {LABELS.map(([key, label]) => (
          <div key={key} data-testid={`counter-${key}`}>
            <dt>{label}</dt>
            <dd>{counters ? counters[key] : '–'}</dd>
          </div>
        ))}
      </dl>
      <figcaption>Demo figures, generated in your browser every {DEMO_REFRESH_MS / 1000} seconds.</figcaption>
    </figure>
  );
}
