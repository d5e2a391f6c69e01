'use client';
// Owns a widget scene's lifecycle: creates it in an effect, animates it while it is on screen and
// the tab is visible (a still frame under reduced motion), turns it on drag, recolours it when the
// theme changes, and on cleanup stops everything and releases the WebGL context.
import { useEffect, useState, type RefObject } from 'react';
import { dragRotation, framesFor } from '@/lib/widgets/motion';
import type { WidgetScene } from './scene';

export type WidgetStatus = 'loading' | 'running' | 'fallback';

export function useWidget(host: RefObject<HTMLDivElement | null>, create: () => WidgetScene): WidgetStatus {
  const [status, setStatus] = useState<WidgetStatus>('loading');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let scene: WidgetScene;
    try {
      scene = create();
    } catch (error) {
      console.warn('3D decoration unavailable (no WebGL):', (error as Error).message);
      queueMicrotask(() => setStatus('fallback'));
      return;
    }
    const canvas = scene.canvas;
    element.appendChild(canvas);
    queueMicrotask(() => setStatus('running'));

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
  }, [host, create]);

  return status;
}
