'use client';
// Drives a widget from the main thread. When the browser is idle it starts the widget's scene where
// it can draw, decided by capability:
// - in a worker (widget.worker.ts) drawing into an OffscreenCanvas, so three.js and every frame
//   stay off the page's main thread, where the browser has workers and OffscreenCanvas; the worker
//   itself asks whether its OffscreenCanvas gives WebGL (asking here made a WebGL context on the
//   main thread: 24 ms of its script per widget, CPU 4× slower, in Chromium);
// - else, or when the worker answers that it has no WebGL, on the main thread, into a normal canvas
//   (WebKitGTK gives an OffscreenCanvas no WebGL);
// - else, with no WebGL at all, the frame's still picture, with one console warning a page.
// A load the page's leaving cuts short (Firefox aborts the worker's script at once) also shows the
// still picture, but warns of nothing.
// Either way it asks for motion only while the widget is on screen, the tab visible and motion
// not reduced, forwards drags and theme changes, and on cleanup disposes the scene (releasing the
// WebGL context).
import { useEffect, useState, type RefObject } from 'react';
import { watchLeaving, type Leaving } from '@/lib/leaving';
import { WIDGET_IDLE_TIMEOUT_MS, pixelRatio } from '@/lib/widgets/motion';
import type { FromWorker, ToWorker, WidgetName } from './protocol';
import { hasWebGL } from './webgl';
import { control, readTheme } from './widget-controls';
import type { WidgetStatus } from './widget-box';

/** Where a running widget draws. */
export type WidgetMode = 'worker' | 'main-thread';

/** Runs `task` in an idle period (or after WIDGET_IDLE_TIMEOUT_MS at the latest); cancellable. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: WIDGET_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

/** Both widgets meet the same browser: one warning a page is enough. */
let warned = false;

export function useWidget(host: RefObject<HTMLDivElement | null>, widget: WidgetName) {
  const [state, setState] = useState<{ status: WidgetStatus; mode?: WidgetMode }>({ status: 'loading' });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let ended = false;
    let canvas: HTMLCanvasElement | undefined;
    let worker: Worker | undefined;
    let stopControls: (() => void) | undefined;
    let send: ((message: ToWorker, transfer?: Transferable[]) => void) | undefined;
    /** Heard from the start of loading until the scene runs or gives up. */
    let leaving: Leaving | undefined;

    const unavailable = (reason: string) => {
      if (ended) return;
      if (!warned && !leaving?.started) {
        console.warn(`3D decoration unavailable (${reason}): showing a still picture`);
        warned = true;
      }
      leaving?.stop();
      setState({ status: 'fallback' });
    };
    const init = (target: OffscreenCanvas | HTMLCanvasElement): ToWorker => ({
      type: 'init',
      widget,
      canvas: target,
      pixelRatio: pixelRatio(window.devicePixelRatio),
      theme: readTheme(),
    });
    const news = (mode: WidgetMode) => (message: FromWorker) => {
      if (ended) return;
      if (message.type === 'running') {
        leaving?.stop();
        setState({ status: 'running', mode });
        stopControls = control(canvas!, (m) => send?.(m));
      } else if (message.type === 'no-offscreen-webgl') {
        worker?.terminate();
        void onMainThread();
      } else {
        worker?.terminate();
        stopControls?.();
        unavailable(message.reason);
      }
    };
    const place = () => {
      canvas?.remove();
      canvas = element.appendChild(document.createElement('canvas'));
      return canvas;
    };

    function inWorker() {
      const offscreen = place().transferControlToOffscreen();
      const started = new Worker(new URL('./widget.worker.ts', import.meta.url));
      worker = started;
      started.onmessage = (event: MessageEvent<FromWorker>) => news('worker')(event.data);
      started.onerror = (event) => {
        event.preventDefault();
        unavailable(event.message || 'the widget worker failed');
      };
      send = (message, transfer = []) => started.postMessage(message, transfer);
      send(init(offscreen), [offscreen]);
    }

    async function onMainThread() {
      if (!hasWebGL(() => document.createElement('canvas'))) return unavailable('no WebGL');
      const target = place();
      const loaded = await import('./scene-host').catch((error: unknown) =>
        unavailable(`the 3D code did not load: ${error instanceof Error ? error.message : String(error)}`),
      );
      if (!loaded || ended) return;
      const { createSceneHost, framesOf } = loaded;
      const scene = createSceneHost(news('main-thread'), framesOf(window));
      send = (message) => scene(message);
      send(init(target));
    }

    const cancelIdle = whenIdle(() => {
      leaving = watchLeaving();
      const offscreen = typeof Worker === 'function' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype;
      if (offscreen) inWorker();
      else void onMainThread();
    });

    return () => {
      ended = true;
      cancelIdle();
      leaving?.stop();
      stopControls?.();
      send?.({ type: 'dispose' }); // the scene frees its WebGL context; a worker then closes
      canvas?.remove();
    };
  }, [host, widget]);

  return state;
}
