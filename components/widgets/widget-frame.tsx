'use client';
// A started widget: its box, driven by useWidget, with a still picture when it cannot draw.
import { useRef } from 'react';
import type { WidgetName } from './protocol';
import { useWidget } from './use-widget';
import { WidgetBox } from './widget-box';
import styles from './widgets.module.css';

export function WidgetFrame({ widget }: { widget: WidgetName }) {
  const host = useRef<HTMLDivElement>(null);
  const { status, mode } = useWidget(host, widget);
  return (
    <WidgetBox ref={host} widget={widget} status={status} mode={mode}>
      {status === 'fallback' && <div className={styles.fallback} data-testid="widget-fallback" />}
    </WidgetBox>
  );
}
