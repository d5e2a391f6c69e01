// The Quick Start's steps as a numbered list: each step's title, linking to it on the Quick Start
// page, over the command that does it (lib/docs-source.ts reads both from the page). Static.
import type { QuickStartStep } from '@/lib/docs-source';
import { mgTabPath } from '@/lib/routes';
import styles from './quick-start-steps.module.css';

export function QuickStartSteps({ steps }: { steps: readonly QuickStartStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.id} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {step.number}
          </span>
          <h3 className={styles.title}>
            <a href={`${mgTabPath('tools')}#${step.id}`}>{step.title}</a>
          </h3>
          {/* A command wraps at its spaces only: a flag (`--branch`) never breaks at its hyphens. */}
          <code className={styles.command}>
            {step.command.split(/(\s+)/).map((part, i) => (i % 2 ? part : <span key={i}>{part}</span>))}
          </code>
        </li>
      ))}
    </ol>
  );
}
