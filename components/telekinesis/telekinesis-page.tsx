// /telekinesis: the task-queue platform's page, in the landing page's order: the hero, how it works
// in four tabs (overview, lsd with its demo counters, integration with a code sample, esp), then a
// closing call to action.
import { LazyHypercube } from '@/components/widgets/widgets';
import { DemoCounters } from '@/components/telekinesis/demo-counters';
import { ProductPage } from '@/components/landing/product-page';
import { SectionIntro } from '@/components/landing/section-intro';
import { CodeFrame } from '@/components/ui/code-frame';
import { Tabs } from '@/components/ui/tabs';
import { highlightCode } from '@/lib/docs-source';
import { PRODUCTS } from '@/lib/products';
import { INTEGRATION_SAMPLE } from './integration-sample';
import { ROUTES, mgCliPath, mgTabPath } from '@/lib/routes';
import layout from '@/components/landing/layout.module.css';
import styles from './telekinesis.module.css';

const product = PRODUCTS.find((p) => p.href === ROUTES.telekinesis)!;

const overview = (
  <div className={styles.panel}>
    <div className={styles.text}>
      <h3>Queues that move work for you</h3>
      <p>
        telekinesis is an event-driven task queue that lives in your AWS account. Producers put messages on a queue;
        serverless workers pick them up, retry what fails and park what keeps failing in a dead-letter queue, so a slow
        job never holds up a request.
      </p>
    </div>
    <ul className={styles.points}>
      <li>
        <strong className={layout.dotted}>Event-driven.</strong> A queue message or a schedule starts each function.
      </li>
      <li>
        <strong className={layout.dotted}>Observable.</strong> Queue depth, message counts and a live heartbeat test in
        one health check.
      </li>
      <li>
        <strong className={layout.dotted}>Yours.</strong> Standard SQS, Lambda and EventBridge resources: no proprietary
        runtime, no lock-in.
      </li>
    </ul>
  </div>
);

const lsd = (
  <div className={styles.panel}>
    <div className={styles.text}>
      <h3>LSD: the functions behind the queues</h3>
      <p>
        <code>mg lsd drop</code> creates the functions, their queues, schedule rules and database in one step;{' '}
        <code>mg lsd health</code> checks each of them. Here is what a busy account looks like:
      </p>
      <p>
        <a href={mgCliPath('lsd')} className={styles.more}>
          Read the LSD Commands reference<span aria-hidden="true"> →</span>
        </a>
      </p>
    </div>
    <DemoCounters />
  </div>
);

const integration = (code: string) => (
  <div className={styles.panel}>
    <div className={styles.text}>
      <h3>Integration with your app</h3>
      <p>Send work to a queue from any app that can make an HTTPS call or use the AWS SDK.</p>
      <p>
        apotheosis apps get the queue URL at build time; the landing page reports the queue healthy once it is known.
      </p>
    </div>
    <CodeFrame title={INTEGRATION_SAMPLE.title} html={code} />
  </div>
);

const esp = (
  <div className={styles.panel}>
    <div className={styles.text}>
      <h3>ESP: static pages at the edge</h3>
      <p>
        Pair a queue with an ESP site: static pages on object storage behind a CDN, rebuilt by a telekinesis worker
        whenever your content changes. No servers to patch, and a bill measured in cents.
      </p>
      <p>
        <a href={mgTabPath('esp')} className={styles.more}>
          How ESP works<span aria-hidden="true"> →</span>
        </a>
      </p>
    </div>
    <ul className={styles.points}>
      <li>
        <strong className={layout.dotted}>Private bucket.</strong> The pages sit in an S3 bucket that only the CDN
        reads.
      </li>
      <li>
        <strong className={layout.dotted}>HTTPS at the edge.</strong> CloudFront serves them with a free ACM certificate
        for your domain.
      </li>
      <li>
        <strong className={layout.dotted}>One command.</strong> <code>mg esp deploy</code> uploads the folder and sets
        up the rest.
      </li>
    </ul>
  </div>
);

export async function TelekinesisPage() {
  const sample = await highlightCode(INTEGRATION_SAMPLE.code, INTEGRATION_SAMPLE.lang);
  return (
    <ProductPage
      page="telekinesis"
      lead="Move work without lifting a server: event-driven queues and serverless workers, deployed to your own AWS account with one command."
      primary={{ href: mgTabPath('tools'), label: 'Quick Start' }}
      secondary={{ href: mgCliPath('lsd'), label: 'LSD command reference' }}
      widget={<LazyHypercube />}
      closing={{
        title: 'Your first queue is a few commands away',
        lead: (
          <>
            Install mg, drop a function with its queue, and check it with{' '}
            <code className={styles.command}>mg lsd health</code>.
          </>
        ),
      }}
    >
      <section className={styles.product} aria-labelledby="telekinesis-inside">
        <SectionIntro
          id="telekinesis-inside"
          eyebrow="How it works"
          title={product.pitch}
          lead="The queues themselves, the LSD functions behind them, how your app sends them work, and the ESP sites they keep fresh."
        />
        <Tabs
          label="Telekinesis"
          items={[
            { id: 'overview', label: 'Overview', panel: overview },
            { id: 'lsd', label: 'LSD', panel: lsd },
            { id: 'integration', label: 'Integration', panel: integration(sample) },
            { id: 'esp', label: 'ESP', panel: esp },
          ]}
        />
      </section>
    </ProductPage>
  );
}
