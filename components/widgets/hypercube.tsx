'use client';
// The four-dimensional hypercube (loaded through lazy.tsx; its scene runs in widget.worker.ts).
import { WidgetFrame } from './widget-frame';

export default function Hypercube() {
  return <WidgetFrame widget="hypercube" />;
}
