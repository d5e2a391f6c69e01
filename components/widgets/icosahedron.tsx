'use client';
// The glowing icosahedron (loaded through lazy.tsx: three.js stays out of the page's first load).
import { WidgetFrame } from './widget-frame';
import { createIcosahedronScene } from './icosahedron-scene';
import { ICOSAHEDRON } from '@/lib/widgets/icosahedron';

const create = () => createIcosahedronScene();

export default function Icosahedron() {
  return <WidgetFrame create={create} label="icosahedron" size={ICOSAHEDRON.sizePx} />;
}
