'use client';
// Owns a widget scene's lifecycle: creates it in an effect, animates it while it is on screen and
// the tab is visible (a still frame under reduced motion), turns it on drag, recolours it when the
// theme changes, and on cleanup stops everything and releases the WebGL context.
import { useEffect, useState, type RefObject } from 'react';
import { WIDGET_IDLE_TIMEOUT_MS, dragRotation, framesFor } from '@/lib/widgets/motion';
import type { WidgetScene } from './scene';

export type WidgetStatus = 'loading' | 'running' | 'fallback';

export function useWidget(host: RefObject<HTMLDivElement | null>, create: () => WidgetScene): WidgetStatus {
  const [status, setStatus] = useState<WidgetStatus>('loading');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The page first: the scene is built when the browser is idle, its shaders compile off the
    // main thread where possible, and only then does it draw.
    const idle = whenIdle(async () => {
      let scene: WidgetScene;
      try {
        scene = create();
      } catch (error) {
        console.warn('3D decoration unavailable (no WebGL):', (error as Error).message);
        setStatus('fallback');
        return;
      }
      try {
        await scene.prepare();
      } catch {
        /* the first render compiles whatever is left */
      }
      if (cancelled) {
        scene.dispose();
        return;
      }
      stop = start(element, scene, setStatus);
      setStatus('running');
    });
    return () => {
      cancelled = true;
      idle.cancel();
      stop?.();
    };
  }, [host, create]);

  return status;
}

/** Runs `task` in an idle period (or after IDLE_TIMEOUT_MS at the latest); cancellable. */
function whenIdle(task: () => void): { cancel(): void } {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: WIDGET_IDLE_TIMEOUT_MS });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(task, 0);
  return { cancel: () => window.clearTimeout(id) };
}

/** Animates a prepared scene in `element`; returns the teardown. */
function start(element: HTMLElement, scene: WidgetScene, setStatus: (status: WidgetStatus) => void): () => void {
  const canvas = scene.canvas;
  element.appendChild(canvas);

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let onScreen = true;
  let frame = 0;
  let last = performance.now();
  let dragging: { x: number; y: number; id: number } | null = null;

  const animating = () => onScreen && document.visibilityState === 'visible' && !reducedMotion.matches;
  const tick = (now: number) => {
    frame = 0;
    if (!dragging) scene.step(framesFor(now - last));
    last = now;
    scene.render();
    schedule();
  };
  const schedule = () => {
    if (frame === 0 && animating()) frame = requestAnimationFrame(tick);
  };
  const resume = () => {
    last = performance.now();
    scene.render();
    schedule();
  };

  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    if (onScreen) resume();
  });
  visibility.observe(element);
  document.addEventListener('visibilitychange', resume);
  reducedMotion.addEventListener('change', resume);

  const onDown = (event: PointerEvent) => {
    dragging = { x: event.clientX, y: event.clientY, id: event.pointerId };
    canvas.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (!dragging || event.pointerId !== dragging.id) return;
    const turn = dragRotation(event.clientX - dragging.x, event.clientY - dragging.y);
    dragging = { ...dragging, x: event.clientX, y: event.clientY };
    scene.rotateBy(turn.x, turn.y);
    scene.render();
  };
  const onUp = (event: PointerEvent) => {
    if (dragging?.id !== event.pointerId) return;
    dragging = null;
    if (canvas.hasPointerCapture(event.pointerId)) canvas.releasePointerCapture(event.pointerId);
    resume(); // idle rotation resumes after a drag
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);

  const onLost = (event: Event) => {
    event.preventDefault();
    cancelAnimationFrame(frame);
    setStatus('fallback');
  };
  canvas.addEventListener('webglcontextlost', onLost);

  const themeWatch = new MutationObserver(() => {
    scene.setTheme(document.documentElement.dataset.theme ?? 'cosmic');
    scene.render();
  });
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

  scene.render();
  schedule();

  return () => {
    cancelAnimationFrame(frame);
    visibility.disconnect();
    themeWatch.disconnect();
    document.removeEventListener('visibilitychange', resume);
    reducedMotion.removeEventListener('change', resume);
    canvas.removeEventListener('webglcontextlost', onLost);
    scene.dispose();
  };
}
