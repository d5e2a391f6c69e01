// /docs: the toolkit-wide docs, still a placeholder, with its sidebar tree. The way to the live
// reference comes first in the document (on a phone, in the first screen); on a desk the tree
// stands on the left, as a docs page's sections do. Its entries are placeholders, not links, so
// the order in which a keyboard meets them is not at stake.
import { PageHeading } from '@/components/ui/page-heading';
import { ButtonLink } from '@/components/ui/button';
import { ROUTES, mgCliPath } from '@/lib/routes';
import { BRAND_NAME, PRODUCT_TITLE } from '@/lib/site';
import { cardClass } from '@/components/ui/card';
import styles from './docs-placeholder.module.css';

export const DOCS_TREE = [
  { group: 'DREAM', items: ['Apotheosis', 'DMT'] },
  { group: 'ESP', items: ['Telekinesis', 'LSD'] },
  { group: PRODUCT_TITLE, items: ['CLI Commands'] },
] as const;

export function DocsPlaceholder() {
  return (
    <div className={styles.layout}>
      <section className={styles.body} aria-labelledby="docs-title">
        <PageHeading id="docs-title" title="Docs" lead="Documentation coming soon." />
        <div className={cardClass({ raised: true, glow: true, className: styles.live })}>
          <p className={styles.ready}>
            <span className={styles.dot} aria-hidden="true" />
            Ready today
          </p>
          <p>
            The guides for apotheosis, DMT, telekinesis and LSD are being written. The command-line reference is
            complete today: start with the <a href={mgCliPath('main')}>CLI Overview</a>, or go straight to the{' '}
            <a href={mgCliPath('dmt')}>DMT Commands</a> and <a href={mgCliPath('lsd')}>LSD Commands</a>.
          </p>
          <ButtonLink href={ROUTES.docsHome} variant="primary" size="lg" className={styles.action}>
            Read the {BRAND_NAME} docs
          </ButtonLink>
        </div>
      </section>
      <nav aria-labelledby="docs-sections" className={styles.sidebar}>
        <p id="docs-sections" className={styles.label}>
          Docs sections
        </p>
        <ul className={styles.tree}>
          {DOCS_TREE.map(({ group, items }) => (
            <li key={group}>
              <span className={styles.group}>{group}</span>
              <ul>
                {items.map((item) => (
                  <li key={item}>
                    <span className={styles.item}>
                      <span>{item}</span> <span className={styles.soon}>soon</span>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
