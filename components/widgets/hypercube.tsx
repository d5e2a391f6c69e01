'use client';
// The four-dimensional hypercube (loaded through lazy.tsx).
import { WidgetFrame } from './widget-frame';
import { createHypercubeScene } from './hypercube-scene';
import { HYPERCUBE } from '@/lib/widgets/hypercube';

const create = () => createHypercubeScene(HYPERCUBE.sizePx);

export default function Hypercube() {
  return <WidgetFrame create={create} label="hypercube" size={HYPERCUBE.sizePx} />;
}
