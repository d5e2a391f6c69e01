// The landing page's products: each with what it does, three things it gives, a link, and a
// picture of it (apotheosis: what a deployment is made of; telekinesis: the hypercube; mg: a real
// session in a terminal), text and picture side by side on a desk, alternating.
import type { ReactNode } from 'react';
import { SectionIntro } from '@/components/landing/section-intro';
import { StackDiagram } from '@/components/landing/stack-diagram';
import { Terminal } from '@/components/landing/terminal';
import { LazyHypercube } from '@/components/widgets/widgets';
import { landingSession } from '@/lib/docs-source';
import { PRODUCTS, type Product } from '@/lib/products';
import { PRODUCT_COMMAND } from '@/lib/site';
import layout from './layout.module.css';
import { cardClass } from '@/components/ui/card';
import styles from './toolkit.module.css';

export async function Toolkit() {
  const pictures: Record<Product['short'], ReactNode> = {
    apotheosis: <StackDiagram />,
    telekinesis: (
      <div className={cardClass({ raised: true, glow: true, className: styles.stage })}>
        <LazyHypercube />
      </div>
    ),
    [PRODUCT_COMMAND]: <Terminal title="Terminal" lines={await landingSession()} />,
  };
  return (
    <section className={styles.toolkit} aria-labelledby="toolkit-title">
      <SectionIntro
        id="toolkit-title"
        eyebrow="The toolkit"
        title="Three tools, one account: yours"
        lead={
          <>
            Each deploys into the AWS account you already have, and the <code>{PRODUCT_COMMAND}</code> command line
            drives them all.
          </>
        }
      />
      {PRODUCTS.map((product) => (
        <article
          key={product.href}
          className={`${layout.split} ${styles.product}`}
          aria-labelledby={`product-${product.short}`}
        >
          <div className={styles.text}>
            <p className={styles.name}>{product.short}</p>
            <h3 id={`product-${product.short}`}>{product.pitch}</h3>
            <p className={styles.summary}>{product.summary}</p>
            <ul className={styles.points}>
              {product.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <a href={product.href} className={styles.more}>
              {product.more}
              <span aria-hidden="true"> →</span>
            </a>
          </div>
          <div className={styles.picture}>{pictures[product.short]}</div>
        </article>
      ))}
    </section>
  );
}
