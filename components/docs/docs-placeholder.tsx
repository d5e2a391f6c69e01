// /docs: the toolkit-wide docs, still a placeholder, with its sidebar tree, in a docs page's columns
// (docs-columns.module.css): on a desk the tree on the left, as a docs page's sections, and the
// note in the reading column. The way to the live reference comes first in the document, and on a
// phone first on the screen, the tree under it. The tree's entries are sections to come, marked
// "soon", but for the CLI's commands, already live: a link to their reference.
import { PageHeading } from '@/components/ui/page-heading';
import { ButtonLink } from '@/components/ui/button';
import { docPath } from '@/lib/docs';
import { ROUTES } from '@/lib/routes';
import { BRAND_NAME, PRODUCT_TITLE } from '@/lib/site';
import { cardClass } from '@/components/ui/card';
import columns from './docs-columns.module.css';
import styles from './docs-placeholder.module.css';

/** An entry of the tree: a section to come, or one that is live (its address). */
type TreeItem = string | { label: string; href: string };

export const DOCS_TREE: readonly { group: string; items: readonly TreeItem[] }[] = [
  { group: 'DREAM', items: ['Apotheosis', 'DMT'] },
  { group: 'ESP', items: ['Telekinesis', 'LSD'] },
  { group: PRODUCT_TITLE, items: [{ label: 'CLI Commands', href: docPath('cli-main') }] },
];

function Entry({ item }: { item: TreeItem }) {
  if (typeof item !== 'string') {
    return (
      <a href={item.href} className={`${styles.item} ${styles.live}`}>
        {item.label}
      </a>
    );
  }
  return (
    <span className={styles.item}>
      <span>{item}</span> <span className={styles.soon}>soon</span>
    </span>
  );
}

export function DocsPlaceholder() {
  return (
    <div className={columns.columns}>
      <section className={styles.body} aria-labelledby="docs-title">
        <PageHeading
          id="docs-title"
          title="Docs"
          lead="Documentation coming soon. The command-line reference is already here."
        />
        <div className={cardClass({ raised: true, glow: true, className: styles.card })}>
          <p className={styles.ready}>
            <span className={styles.dot} aria-hidden="true" />
            Command-line reference
          </p>
          <p>
            Every <code>mg</code> command is documented today: start with the{' '}
            <a href={docPath('cli-main')}>CLI Overview</a>, or go straight to the{' '}
            <a href={docPath('dmt')}>DMT Commands</a> and <a href={docPath('lsd')}>LSD Commands</a>. The guides for
            apotheosis, DMT, telekinesis and LSD are being written.
          </p>
          <ButtonLink href={ROUTES.docsHome} variant="primary" size="lg" className={styles.action}>
            Read the {BRAND_NAME} docs
          </ButtonLink>
        </div>
      </section>
      <nav aria-labelledby="docs-sections" className={styles.sidebar}>
        <p id="docs-sections" className={columns.label}>
          Docs sections
        </p>
        <ul className={styles.tree}>
          {DOCS_TREE.map(({ group, items }) => (
            <li key={group}>
              <span className={styles.group}>{group}</span>
              <ul>
                {items.map((item) => (
                  <li key={typeof item === 'string' ? item : item.label}>
                    <Entry item={item} />
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
