'use client';
// What the page sends a widget's scene, wherever it draws: motion only while the widget is on
// screen, the tab visible and motion not reduced; drags; theme changes.
import { dragRotation } from '@/lib/widgets/motion';
import type { ToWorker } from './protocol';
import type { SceneTheme } from './scene';

/** The theme tokens the scenes colour themselves with. */
export function readTheme(): SceneTheme {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  return {
    name: root.dataset.theme ?? 'cosmic',
    accent: style.getPropertyValue('--accent').trim(),
    glow: style.getPropertyValue('--accent-2').trim(),
  };
}

/** Motion while visible, drags and theme changes, forwarded to the scene; returns the teardown. */
export function control(canvas: HTMLCanvasElement, send: (message: ToWorker) => void): () => void {
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
  const listen = <T extends Event>(target: EventTarget, type: string, listener: (event: T) => void) => {
    target.addEventListener(type, listener as EventListener);
    return () => target.removeEventListener(type, listener as EventListener);
  };
  const onUp = (event: PointerEvent) => {
    if (dragging?.id !== event.pointerId) return;
    dragging = null;
    if (canvas.hasPointerCapture(event.pointerId)) canvas.releasePointerCapture(event.pointerId);
    update(); // idle rotation resumes after a drag
  };
  const themeWatch = new MutationObserver(() => send({ type: 'theme', theme: readTheme() }));
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const stops = [
    listen(document, 'visibilitychange', update),
    listen(reducedMotion, 'change', update),
    listen<PointerEvent>(canvas, 'pointerdown', (event) => {
      dragging = { x: event.clientX, y: event.clientY, id: event.pointerId };
      canvas.setPointerCapture(event.pointerId);
      update();
    }),
    listen<PointerEvent>(canvas, 'pointermove', (event) => {
      if (!dragging || event.pointerId !== dragging.id) return;
      const turn = dragRotation(event.clientX - dragging.x, event.clientY - dragging.y);
      dragging = { ...dragging, x: event.clientX, y: event.clientY };
      send({ type: 'rotate', x: turn.x, y: turn.y });
    }),
    listen(canvas, 'pointerup', onUp),
    listen(canvas, 'pointercancel', onUp),
  ];
  update();

  return () => {
    visibility.disconnect();
    themeWatch.disconnect();
    stops.forEach((stop) => stop());
  };
}
