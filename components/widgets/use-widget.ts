'use client';
// Drives a widget from the main thread. The scene lives in a worker (widget.worker.ts) drawing into
// an OffscreenCanvas, so three.js and every frame stay off the page's main thread. This hook
// starts the worker when the browser is idle, asks for motion only while the widget is on screen,
// the tab visible and motion not reduced, forwards drags and theme changes, and on cleanup
// disposes the scene (releasing the WebGL context) and ends the worker.
import { useEffect, useState, type RefObject } from 'react';
import { WIDGET_IDLE_TIMEOUT_MS, dragRotation, pixelRatio } from '@/lib/widgets/motion';
import type { FromWorker, ToWorker, WidgetName } from './protocol';
import type { SceneTheme } from './scene';
import type { WidgetStatus } from './widget-box';

/** The theme tokens the scenes colour themselves with. */
function readTheme(): SceneTheme {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  return {
    name: root.dataset.theme ?? 'cosmic',
    accent: style.getPropertyValue('--accent').trim(),
    glow: style.getPropertyValue('--accent-2').trim(),
  };
}

/** Runs `task` in an idle period (or after WIDGET_IDLE_TIMEOUT_MS at the latest); cancellable. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: WIDGET_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

export function useWidget(host: RefObject<HTMLDivElement | null>, widget: WidgetName): WidgetStatus {
  const [status, setStatus] = useState<WidgetStatus>('loading');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const unavailable = (reason: string) => {
      console.warn(`3D decoration unavailable (${reason})`);
      setStatus('fallback');
    };
    const canvas = document.createElement('canvas');
    if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') {
      queueMicrotask(() => unavailable('no OffscreenCanvas'));
      return;
    }

    let worker: Worker | undefined;
    let stopControls: (() => void) | undefined;
    const send = (message: ToWorker, transfer: Transferable[] = []) => worker?.postMessage(message, transfer);

    const cancelIdle = whenIdle(() => {
      const offscreen = canvas.transferControlToOffscreen();
      element.appendChild(canvas);
      worker = new Worker(new URL('./widget.worker.ts', import.meta.url));
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        if (event.data.type === 'running') {
          setStatus('running');
          stopControls = control(canvas, send);
        } else {
          stopControls?.();
          unavailable(event.data.reason);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        unavailable(event.message || 'the widget worker failed');
      };
      send(
        {
          type: 'init',
          widget,
          canvas: offscreen,
          pixelRatio: pixelRatio(window.devicePixelRatio),
          theme: readTheme(),
        },
        [offscreen],
      );
    });

    return () => {
      cancelIdle();
      // A "running" already on its way must not attach controls to a widget that is gone.
      if (worker) worker.onmessage = worker.onerror = null;
      stopControls?.();
      send({ type: 'dispose' }); // the worker frees the scene and its WebGL context, then closes
      canvas.remove();
    };
  }, [host, widget]);

  return status;
}

/** Motion while visible, drags and theme changes, forwarded to the worker; returns the teardown. */
function control(canvas: HTMLCanvasElement, send: (message: ToWorker) => void): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let onScreen = true;
  let dragging: { x: number; y: number; id: number } | null = null;

  const update = () =>
    send({
      type: 'animate',
      on: onScreen && !dragging && document.visibilityState === 'visible' && !reducedMotion.matches,
    });
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    update();
  });
  visibility.observe(canvas);
  document.addEventListener('visibilitychange', update);
  reducedMotion.addEventListener('change', update);

  const onDown = (event: PointerEvent) => {
    dragging = { x: event.clientX, y: event.clientY, id: event.pointerId };
    canvas.setPointerCapture(event.pointerId);
    update();
  };
  const onMove = (event: PointerEvent) => {
    if (!dragging || event.pointerId !== dragging.id) return;
    const turn = dragRotation(event.clientX - dragging.x, event.clientY - dragging.y);
    dragging = { ...dragging, x: event.clientX, y: event.clientY };
    send({ type: 'rotate', x: turn.x, y: turn.y });
  };
  const onUp = (event: PointerEvent) => {
    if (dragging?.id !== event.pointerId) return;
    dragging = null;
    if (canvas.hasPointerCapture(event.pointerId)) canvas.releasePointerCapture(event.pointerId);
    update(); // idle rotation resumes after a drag
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);

  const themeWatch = new MutationObserver(() => send({ type: 'theme', theme: readTheme() }));
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  update();

  return () => {
    visibility.disconnect();
    themeWatch.disconnect();
    document.removeEventListener('visibilitychange', update);
    reducedMotion.removeEventListener('change', update);
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onUp);
  };
}
