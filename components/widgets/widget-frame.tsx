'use client';
// The box a widget draws in: decorative (aria-hidden), fixed size so nothing shifts, with a still
// picture when WebGL is missing.
import { useRef } from 'react';
import type { WidgetName } from './protocol';
import { useWidget } from './use-widget';
import styles from './widgets.module.css';

export function WidgetFrame({ widget, size }: { widget: WidgetName; size: number }) {
  const host = useRef<HTMLDivElement>(null);
  const status = useWidget(host, widget);
  return (
    <div
      ref={host}
      className={styles.frame}
      style={{ width: size, height: size }}
      data-widget={widget}
      data-status={status}
      aria-hidden="true"
    >
      {status === 'fallback' && <div className={styles.fallback} data-testid="widget-fallback" />}
    </div>
  );
}
