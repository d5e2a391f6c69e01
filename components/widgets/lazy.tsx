'use client';
// The widgets as lazy client components: three.js is fetched after the page has painted, and a
// placeholder of the same size holds the space meanwhile.
import dynamic from 'next/dynamic';
import { HYPERCUBE } from '@/lib/widgets/hypercube';
import { ICOSAHEDRON } from '@/lib/widgets/icosahedron';
import styles from './widgets.module.css';

const placeholder = (size: number) =>
  function Placeholder() {
    return <div className={styles.frame} style={{ width: size, height: size }} aria-hidden="true" />;
  };

export const LazyIcosahedron = dynamic(() => import('./icosahedron'), {
  ssr: false,
  loading: placeholder(ICOSAHEDRON.sizePx),
});

export const LazyHypercube = dynamic(() => import('./hypercube'), {
  ssr: false,
  loading: placeholder(HYPERCUBE.sizePx),
});
