// A highlighted code block (highlighted at build time by shiki) with a Copy button. Server-rendered:
// the docs' script (copy-buttons.ts, run by docs-script.tsx after the page loads) handles every Copy on the
// page. A shell block carries its commands in `data-copy` (prompts and sample output left out:
// lib/mdx/shell.mjs); any other block copies as it reads. A block with a reader's value in it
// (`data-copy-slots`: lib/mdx/reader-values.mjs) also has "Your values", which opens their panel;
// hidden until the script that opens it runs.
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { CODE_BLOCK_ATTR, COPY_BUTTON_ATTR, VALUES_BUTTON_ATTR } from './docs-attrs';
import styles from './code-block.module.css';

export function CodeBlock(props: ComponentProps<'pre'>) {
  const withValues = 'data-copy-slots' in props;
  return (
    <div className={styles.block} {...{ [CODE_BLOCK_ATTR]: '' }}>
      <pre {...props} />
      {/* Not the block's text: the search leaves the buttons' words out. */}
      <div className={styles.tools} data-pagefind-ignore>
        {withValues && (
          <Button variant="chip" size="sm" hidden aria-haspopup="dialog" {...{ [VALUES_BUTTON_ATTR]: '' }}>
            Your values
          </Button>
        )}
        <Button variant="chip" size="sm" {...{ [COPY_BUTTON_ATTR]: '' }}>
          <span>Copy</span>
          <span className="visually-hidden"> code</span>
        </Button>
      </div>
    </div>
  );
}
