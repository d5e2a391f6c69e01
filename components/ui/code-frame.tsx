// A code sample in the docs' frame: a header with its name and Copy, then the code, highlighted at
// build time (lib/docs-source.ts: highlightCode) and scrolling sideways inside the frame when a line
// is longer than it, with the site's scroll cue. Copy is the docs' own (the same markup and handler):
// it copies the code as written and says Copied, or Copy failed, for COPIED_MESSAGE_MS.
import { CODE_BLOCK_ATTR, COPY_BUTTON_ATTR } from '@/components/docs/docs-attrs';
import { buttonClass } from '@/components/ui/button';
import { CopyHandler } from '@/components/ui/copy-handler';
import { SCROLL_CUE_CLASS } from '@/components/ui/reveal-tab';
import styles from './code-frame.module.css';

export function CodeFrame({
  title,
  html,
}: {
  /** The header's name: a file or the language. */
  title: string;
  /** The sample, highlighted: its <pre>, whose text Copy copies. */
  html: string;
}) {
  const block = { [CODE_BLOCK_ATTR]: '' };
  const copy = { [COPY_BUTTON_ATTR]: '' };
  return (
    <div className={styles.frame} {...block}>
      <div className={styles.head}>
        <span className={styles.title}>{title}</span>
        <button type="button" className={buttonClass({ variant: 'chip', size: 'sm' })} {...copy}>
          <span>Copy</span>
          <span className="visually-hidden"> code</span>
        </button>
      </div>
      {/* A region a keyboard can reach, since it may scroll. */}
      <div
        className={`${styles.code} ${SCROLL_CUE_CLASS}`}
        role="region"
        aria-label={`${title} code`}
        tabIndex={0}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <CopyHandler />
    </div>
  );
}
