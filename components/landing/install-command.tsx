'use client';
// The hero's first command to copy: the Quick Start's install line, with a Copy button that says
// Copied (or Copy failed) for COPIED_MESSAGE_MS, as the docs' Copy buttons do.
import { useState } from 'react';
import { COPIED_MESSAGE_MS, writeClipboard } from '@/components/docs/copy-buttons';
import { Button } from '@/components/ui/button';
import { useTimeout } from '@/components/ui/use-timeout';
import styles from './install-command.module.css';

type Label = 'Copy' | 'Copied' | 'Copy failed';

export function InstallCommand({ command }: { command: string }) {
  const [copied, setCopied] = useState<{ label: Label; click: number }>({ label: 'Copy', click: 0 });
  useTimeout(
    () => setCopied(({ click }) => ({ label: 'Copy', click })),
    copied.label === 'Copy' ? null : COPIED_MESSAGE_MS,
    copied.click,
  );
  const show = (label: Label) => setCopied(({ click }) => ({ label, click: click + 1 }));
  // As the docs' Copy: a browser without the clipboard (an http: address) says Copy failed.
  const copy = async () => {
    try {
      await writeClipboard(Promise.resolve(command));
      show('Copied');
    } catch {
      show('Copy failed');
    }
  };
  return (
    <div className={styles.command}>
      <code>
        <span className={styles.prompt} aria-hidden="true">
          ${' '}
        </span>
        {command}
      </code>
      <Button variant="chip" size="sm" onClick={copy}>
        <span>{copied.label}</span>
        <span className="visually-hidden"> the install command</span>
      </Button>
    </div>
  );
}
