// The messages between a widget's frame and its scene host: the widget worker, which draws into
// an OffscreenCanvas (three.js and every frame off the main thread), or the same host on the main
// thread, drawing into a canvas, where the browser gives an OffscreenCanvas no WebGL.
import type { SceneTheme } from './scene';

export type WidgetName = 'icosahedron' | 'hypercube';

export type ToWorker =
  | {
      type: 'init';
      widget: WidgetName;
      canvas: OffscreenCanvas | HTMLCanvasElement;
      pixelRatio: number;
      theme: SceneTheme;
    }
  /** Idle motion on or off (off screen, hidden tab, reduced motion, or while dragging). */
  | { type: 'animate'; on: boolean }
  | { type: 'rotate'; x: number; y: number }
  | { type: 'theme'; theme: SceneTheme }
  | { type: 'dispose' };

export type FromWorker =
  | { type: 'running' }
  /** No WebGL, or the context was lost: the frame shows its still picture. */
  | { type: 'unavailable'; reason: string }
  /** The worker's OffscreenCanvas gives no WebGL: the frame draws on the main thread instead. */
  | { type: 'no-offscreen-webgl' };
