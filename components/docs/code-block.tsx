'use client';
// A highlighted code block (highlighted at build time by shiki) with a copy button. A shell block
// carries its commands in `data-copy` (prompts and sample output left out: lib/mdx/shell.mjs);
// any other block copies as it reads.
import { useRef, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import styles from './code-block.module.css';

export const COPIED_MESSAGE_MS = 2_000;

export function CodeBlock(props: ComponentProps<'pre'> & { 'data-copy'?: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const [label, setLabel] = useState<'Copy' | 'Copied' | 'Copy failed'>('Copy');

  async function copy() {
    try {
      await navigator.clipboard.writeText(props['data-copy'] ?? ref.current?.innerText.trimEnd() ?? '');
      setLabel('Copied');
    } catch {
      setLabel('Copy failed');
    }
    setTimeout(() => setLabel('Copy'), COPIED_MESSAGE_MS);
  }

  return (
    <div className={styles.block}>
      <pre ref={ref} {...props} />
      <Button variant="chip" size="sm" className={styles.copy} onClick={copy}>
        {label}
        <span className="visually-hidden"> code</span>
      </Button>
    </div>
  );
}
