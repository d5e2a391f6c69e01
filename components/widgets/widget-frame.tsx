'use client';
// A started widget: its box, driven by useWidget, over its still picture, which stays where it
// cannot draw.
import { useRef, type ReactNode } from 'react';
import type { WidgetName } from './protocol';
import { useWidget } from './use-widget';
import { WidgetBox } from './widget-box';

export function WidgetFrame({ widget, still }: { widget: WidgetName; still: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const { status, mode } = useWidget(host, widget);
  return (
    <WidgetBox ref={host} widget={widget} status={status} mode={mode}>
      {still}
    </WidgetBox>
  );
}
