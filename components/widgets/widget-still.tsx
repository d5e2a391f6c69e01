// A widget's still picture (lib/widgets/still.ts draws it at build time): the shape's first frame
// in lines, shown in the box until the 3D code draws over it, and for good where it cannot.
import type { WidgetName } from './protocol';
import { WIDGET_STILLS } from '@/lib/widgets/still';
import styles from './widgets.module.css';

export function WidgetStill({ widget }: { widget: WidgetName }) {
  const { front, back, stroke, coreRadius } = WIDGET_STILLS[widget]();
  return (
    <svg className={styles.still} viewBox="-1 -1 2 2" aria-hidden="true" data-still={widget}>
      {coreRadius !== undefined && <circle className={styles.core} r={coreRadius} />}
      <g fill="none" stroke={stroke ?? 'var(--accent)'} strokeLinecap="round">
        <path d={back} opacity={0.35} vectorEffect="non-scaling-stroke" />
        <path d={front} vectorEffect="non-scaling-stroke" />
      </g>
    </svg>
  );
}
