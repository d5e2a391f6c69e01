'use client';
// The glowing icosahedron (loaded through lazy.tsx; its scene runs in widget.worker.ts).
import { WidgetFrame } from './widget-frame';
import { ICOSAHEDRON } from '@/lib/widgets/icosahedron';

export default function Icosahedron() {
  return <WidgetFrame widget="icosahedron" size={ICOSAHEDRON.sizePx} />;
}
