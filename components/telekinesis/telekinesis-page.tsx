// /telekinesis: the task-queue platform's page, with tabs overview, lsd, integration and esp.
import { LazyHypercube } from '@/components/widgets/lazy';
import { DemoCounters } from '@/components/telekinesis/demo-counters';
import { Hero, MarketingPage } from '@/components/landing/hero';
import { cardClass } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { mgCliPath, mgTabPath } from '@/lib/routes';
import styles from './telekinesis.module.css';

const overview = (
  <div className={styles.panel}>
    <div>
      <h2>Queues that move work for you</h2>
      <p>
        telekinesis is an event-driven task queue that lives in your AWS account. Producers put messages on a queue;
        serverless workers pick them up, retry what fails and park what keeps failing in a dead-letter queue, so a slow
        job never holds up a request.
      </p>
    </div>
    <ul className={styles.points}>
      <li>
        <strong>Event-driven.</strong> Queue messages, schedules and HTTP calls all trigger the same functions.
      </li>
      <li>
        <strong>Observable.</strong> Queue depth, message counts and a live heartbeat test in one health check.
      </li>
      <li>
        <strong>Yours.</strong> Standard SQS, Lambda and EventBridge resources: no proprietary runtime, no lock-in.
      </li>
    </ul>
  </div>
);

const lsd = (
  <div className={styles.panel}>
    <div>
      <h2>LSD: the functions behind the queues</h2>
      <p>
        <code>mg lsd drop</code> creates the functions, their queues, schedule rules and database in one step;{' '}
        <code>mg lsd health</code> checks each of them. Here is what a busy account looks like:
      </p>
      <p>
        <a href={mgCliPath('lsd')}>Read the LSD Commands reference</a>
      </p>
    </div>
    <DemoCounters />
  </div>
);

const integration = (
  <div className={styles.panel}>
    <div>
      <h2>Integration</h2>
      <p>Send work to a queue from any app that can make an HTTPS call or use the AWS SDK.</p>
      <p>
        apotheosis apps get the queue URL at build time; the landing page reports the queue healthy once it is known.
      </p>
    </div>
    <pre className={cardClass({ className: styles.code })}>
      <code>{`import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';

const sqs = new SQSClient({});
const queueUrl = 'https://sqs.us-east-1.amazonaws.com/123456789012/my-tasks';
await sqs.send(new SendMessageCommand({
  QueueUrl: queueUrl,
  MessageBody: JSON.stringify({ task: 'resize-image', id: 42 }),
}));`}</code>
    </pre>
  </div>
);

const esp = (
  <div className={styles.panel}>
    <div>
      <h2>ESP: static pages at the edge</h2>
      <p>
        Pair a queue with an ESP site: static pages on object storage behind a CDN, rebuilt by a telekinesis worker
        whenever your content changes. No servers to patch, and a bill measured in cents.
      </p>
    </div>
    <ul className={styles.points}>
      <li>
        <a href={mgTabPath('esp')}>
          <strong>How ESP works</strong>
        </a>
        What a deploy creates, what it costs and what removes it.
      </li>
    </ul>
  </div>
);

export function TelekinesisPage() {
  return (
    <MarketingPage>
      <Hero
        id="telekinesis-title"
        eyebrow="Task-queue platform"
        title="Telekinesis"
        lead="Move work without lifting a server: event-driven queues and serverless workers, deployed to your own AWS account with one command."
        widget={<LazyHypercube />}
      />
      <Tabs
        label="Telekinesis"
        items={[
          { id: 'overview', label: 'Overview', panel: overview },
          { id: 'lsd', label: 'LSD', panel: lsd },
          { id: 'integration', label: 'Integration', panel: integration },
          { id: 'esp', label: 'ESP', panel: esp },
        ]}
      />
    </MarketingPage>
  );
}
