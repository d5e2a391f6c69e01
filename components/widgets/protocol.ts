// The messages between a widget's frame (main thread) and its worker, which owns the scene and
// draws into an OffscreenCanvas: three.js and every frame stay off the main thread.
import type { SceneTheme } from './scene';

export type WidgetName = 'icosahedron' | 'hypercube';

export type ToWorker =
  | { type: 'init'; widget: WidgetName; canvas: OffscreenCanvas; pixelRatio: number; theme: SceneTheme }
  /** Idle motion on or off (off screen, hidden tab, reduced motion, or while dragging). */
  | { type: 'animate'; on: boolean }
  | { type: 'rotate'; x: number; y: number }
  | { type: 'theme'; theme: SceneTheme }
  | { type: 'dispose' };

export type FromWorker =
  | { type: 'running' }
  /** No WebGL, or the context was lost: the frame shows its still picture. */
  | { type: 'unavailable'; reason: string };
