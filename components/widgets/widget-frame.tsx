'use client';
// The box a widget draws in: decorative (aria-hidden), fixed size so nothing shifts, with a still
// picture when WebGL is missing.
import { useRef } from 'react';
import type { WidgetScene } from './scene';
import { useWidget } from './use-widget';
import styles from './widgets.module.css';

export function WidgetFrame({ create, label, size }: { create: () => WidgetScene; label: string; size: number }) {
  const host = useRef<HTMLDivElement>(null);
  const status = useWidget(host, create);
  return (
    <div
      ref={host}
      className={styles.frame}
      style={{ width: size, height: size }}
      data-widget={label}
      data-status={status}
      aria-hidden="true"
    >
      {status === 'fallback' && <div className={styles.fallback} data-testid="widget-fallback" />}
    </div>
  );
}
