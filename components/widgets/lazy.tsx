'use client';
// The widgets as lazy client components. Until half of a widget's box is on screen, only a
// placeholder of the same size holds the space: three.js is fetched, and the scene built, when the
// reader can see it (a phone that never scrolls to a widget never pays for it).
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { HYPERCUBE } from '@/lib/widgets/hypercube';
import { ICOSAHEDRON } from '@/lib/widgets/icosahedron';
import { WIDGET_START_VISIBLE_FRACTION } from '@/lib/widgets/motion';
import type { WidgetName } from './protocol';
import styles from './widgets.module.css';

type Name = WidgetName;

function Placeholder({ name, size, ref }: { name: Name; size: number; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      className={styles.frame}
      style={{ width: size, height: size }}
      data-widget={name}
      data-status="loading"
      aria-hidden="true"
    />
  );
}

const Icosahedron = dynamic(() => import('./icosahedron'), {
  ssr: false,
  loading: () => <Placeholder name="icosahedron" size={ICOSAHEDRON.sizePx} />,
});

const Hypercube = dynamic(() => import('./hypercube'), {
  ssr: false,
  loading: () => <Placeholder name="hypercube" size={HYPERCUBE.sizePx} />,
});

/** The placeholder until enough of it is on screen, then (for good) the widget. */
function WhenSeen({ widget: Widget, name, size }: { widget: ComponentType; name: Name; size: number }) {
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
  return seen ? <Widget /> : <Placeholder ref={box} name={name} size={size} />;
}

export const LazyIcosahedron = () => <WhenSeen widget={Icosahedron} name="icosahedron" size={ICOSAHEDRON.sizePx} />;
export const LazyHypercube = () => <WhenSeen widget={Hypercube} name="hypercube" size={HYPERCUBE.sizePx} />;
