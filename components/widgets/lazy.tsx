'use client';
// The widgets as lazy client components. Until half of a widget's box is on screen only the empty
// box holds the space; then the widget's code loads and its worker starts (with three.js), so a
// phone that never scrolls to a widget never pays for it.
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { WIDGET_START_VISIBLE_FRACTION } from '@/lib/widgets/motion';
import type { WidgetName } from './protocol';
import { WidgetBox } from './widget-box';

const Icosahedron = dynamic(() => import('./icosahedron'), {
  ssr: false,
  loading: () => <WidgetBox widget="icosahedron" status="loading" />,
});

const Hypercube = dynamic(() => import('./hypercube'), {
  ssr: false,
  loading: () => <WidgetBox widget="hypercube" status="loading" />,
});

/** The empty box until enough of it is on screen, then (for good) the widget. */
function WhenSeen({ widget, component: Widget }: { widget: WidgetName; component: ComponentType }) {
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
  return seen ? <Widget /> : <WidgetBox ref={box} widget={widget} status="loading" />;
}

export const LazyIcosahedron = () => <WhenSeen widget="icosahedron" component={Icosahedron} />;
export const LazyHypercube = () => <WhenSeen widget="hypercube" component={Hypercube} />;
