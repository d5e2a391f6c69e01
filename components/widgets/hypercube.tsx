'use client';
// The four-dimensional hypercube (loaded through lazy.tsx; its scene runs in widget.worker.ts).
import type { ReactNode } from 'react';
import { WidgetFrame } from './widget-frame';

export default function Hypercube({ still }: { still: ReactNode }) {
  return <WidgetFrame widget="hypercube" still={still} />;
}
