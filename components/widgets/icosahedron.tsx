'use client';
// The glowing icosahedron (loaded through lazy.tsx; its scene runs in widget.worker.ts).
import { WidgetFrame } from './widget-frame';

export default function Icosahedron() {
  return <WidgetFrame widget="icosahedron" />;
}
