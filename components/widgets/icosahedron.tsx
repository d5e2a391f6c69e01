'use client';
// The glowing icosahedron (loaded through lazy.tsx; its scene runs in widget.worker.ts).
import type { ReactNode } from 'react';
import { WidgetFrame } from './widget-frame';

export default function Icosahedron({ still }: { still: ReactNode }) {
  return <WidgetFrame widget="icosahedron" still={still} />;
}
