// The dashboard's "Next steps" card: where a signed-in reader goes next, the docs' first tasks,
// each a link with a line under it.
import { Card } from '@/components/ui/card';
import { ROUTES, mgCliPath, mgTabPath } from '@/lib/routes';
import styles from './dashboard.module.css';

/** Where a signed-in reader goes next: the docs' first tasks. */
const NEXT_STEPS = [
  { href: mgTabPath('tools'), title: 'Deploy your first app', text: 'Install mg and blast off a deployment.' },
  { href: mgCliPath('main'), title: 'Look up a command', text: 'Every mg command, its flags and exit codes.' },
  { href: ROUTES.telekinesis, title: 'Add a task queue', text: 'Queues and serverless workers with telekinesis.' },
];

export function NextSteps() {
  return (
    <Card as="nav" aria-labelledby="next-title">
      <h2 id="next-title" className={styles.cardTitle}>
        Next steps
      </h2>
      <ul className={styles.steps}>
        {NEXT_STEPS.map((step) => (
          <li key={step.href}>
            <a href={step.href}>
              {step.title}
              <span aria-hidden="true"> →</span>
            </a>
            <span>{step.text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
