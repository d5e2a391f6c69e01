'use client';
// A highlighted code block (highlighted at build time by shiki) with a copy button.
import { useRef, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import styles from './code-block.module.css';

export const COPIED_MESSAGE_MS = 2_000;

export function CodeBlock(props: ComponentProps<'pre'>) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(ref.current?.innerText.trimEnd() ?? '');
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
    setTimeout(() => setCopied('idle'), COPIED_MESSAGE_MS);
  }

  return (
    <div className={styles.block}>
      <pre ref={ref} {...props} />
      <Button variant="chip" size="sm" className={styles.copy} onClick={copy}>
        {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
        <span className="visually-hidden"> code</span>
      </Button>
    </div>
  );
}
