// A highlighted code block (highlighted at build time by shiki) with a Copy button. Server-rendered:
// the docs' script (copy-buttons.ts, run by docs-script.tsx after the page loads) handles every Copy on the
// page. A shell block carries its commands in `data-copy` (prompts and sample output left out:
// lib/mdx/shell.mjs); any other block copies as it reads.
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { COPY_BUTTON_ATTR } from './docs-attrs';
import styles from './code-block.module.css';

export function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <div className={styles.block}>
      <pre {...props} />
      {/* Not the block's text: the search leaves the button's words out. */}
      <Button variant="chip" size="sm" className={styles.copy} data-pagefind-ignore {...{ [COPY_BUTTON_ATTR]: '' }}>
        <span>Copy</span>
        <span className="visually-hidden"> code</span>
      </Button>
    </div>
  );
}
