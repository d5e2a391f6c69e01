// The box a widget draws in, the same before and after it starts: decorative (aria-hidden) and of
// a fixed size, so nothing shifts. Kept apart from the widget's code, which loads lazily.
import type { ReactNode, Ref } from 'react';
import { WIDGET_SIZE_PX } from '@/lib/widgets/sizes';
import type { WidgetName } from './protocol';
import styles from './widgets.module.css';

export type WidgetStatus = 'loading' | 'running' | 'fallback';

/** `mode`: where a running widget draws, 'worker' or 'main-thread'. */
export function WidgetBox({
  widget,
  status,
  mode,
  ref,
  children,
}: {
  widget: WidgetName;
  status: WidgetStatus;
  mode?: string;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  const size = WIDGET_SIZE_PX[widget];
  return (
    <div
      ref={ref}
      className={styles.frame}
      style={{ width: size, height: size }}
      data-widget={widget}
      data-status={status}
      data-mode={mode}
      aria-hidden="true"
    >
      {children}
    </div>
  );
}
