'use client';
// A widget, lazily. Until half of its box is on screen only the box holds the space, with the
// still picture the page drew at build time; then the widget's code loads and its worker starts
// (with three.js), so a phone that never scrolls to a widget never pays for it.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { WIDGET_START_VISIBLE_FRACTION } from '@/lib/widgets/motion';
import type { WidgetName } from './protocol';
import { WidgetBox } from './widget-box';

const WIDGETS = {
  icosahedron: lazy(() => import('./icosahedron')),
  hypercube: lazy(() => import('./hypercube')),
};

/** The box with its still picture until enough of it is on screen, then (for good) the widget. */
export function LazyWidget({ widget, still }: { widget: WidgetName; still: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setSeen(true);
      },
      { threshold: WIDGET_START_VISIBLE_FRACTION },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  const waiting = (
    <WidgetBox ref={box} widget={widget} status="loading">
      {still}
    </WidgetBox>
  );
  if (!seen) return waiting;
  const Widget = WIDGETS[widget];
  return (
    <Suspense fallback={waiting}>
      <Widget still={still} />
    </Suspense>
  );
}
