// Shared widget motion: the spec's constants are per frame at 60 fps; time-based steps keep the
// motion the same on any display.
export const FRAME_MS = 1000 / 60;
/** A long pause (a background tab) must not replay minutes of motion at once. */
export const MAX_FRAMES_PER_STEP = 4;
export const DRAG_SENSITIVITY = 0.005;
export const AMBIENT_LIGHT = 0.6;
export const DIRECTIONAL_LIGHT = 0.8;
export const MAX_PIXEL_RATIO = 2;
/** The longest a widget waits for an idle moment before it builds its scene. */
export const WIDGET_IDLE_TIMEOUT_MS = 2000;
/** How much of a widget's box must be on screen before three.js is fetched and the scene built. */
export const WIDGET_START_VISIBLE_FRACTION = 0.5;

/** How many 60 fps frames `deltaMs` stands for, capped. */
export function framesFor(deltaMs: number): number {
  if (!Number.isFinite(deltaMs) || deltaMs <= 0) return 0;
  return Math.min(deltaMs / FRAME_MS, MAX_FRAMES_PER_STEP);
}

/** A pointer drag of (dx, dy) pixels turns the object about its y and x axes. */
export function dragRotation(dx: number, dy: number, sensitivity = DRAG_SENSITIVITY): { x: number; y: number } {
  return { x: dy * sensitivity, y: dx * sensitivity };
}

export const pixelRatio = (devicePixelRatio: number) => Math.min(Math.max(devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);

export type Vec3 = [number, number, number];

export const length3 = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);

/** A uniformly random unit vector. */
export function randomDirection(random: () => number): Vec3 {
  const z = random() * 2 - 1;
  const angle = random() * Math.PI * 2;
  const r = Math.sqrt(1 - z * z);
  return [r * Math.cos(angle), r * Math.sin(angle), z];
}

/**
 * Runs a per-frame simulation step once for every whole 60 fps frame that has elapsed, carrying
 * the fraction over: particles and radar boxes keep the spec's per-frame rates at any refresh rate.
 */
export function fixedStepper(stepOnce: () => void): (frames: number) => void {
  let pending = 0;
  return (frames) => {
    pending += frames;
    while (pending >= 1) {
      stepOnce();
      pending -= 1;
    }
  };
}
