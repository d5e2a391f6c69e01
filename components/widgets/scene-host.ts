// A widget's scene and its animation, driven by the messages of protocol.ts wherever it runs: in the
// widget worker on an OffscreenCanvas (widget.worker.ts), or on the main thread on a normal canvas
// where the browser gives an OffscreenCanvas no WebGL (use-widget.ts). It builds the scene,
// compiles its shaders, then animates it with animation frames while the frame asks for motion.
import { FRAME_MS, framesFor } from '@/lib/widgets/motion';
import { createHypercubeScene } from './hypercube-scene';
import { createIcosahedronScene } from './icosahedron-scene';
import type { FromWorker, ToWorker } from './protocol';
import type { WidgetScene } from './scene';

interface Frames {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
}

/** The scope's animation frames (dedicated workers have them where OffscreenCanvas does), else a timer. */
export function framesOf(scope: typeof globalThis): Frames {
  return typeof scope.requestAnimationFrame === 'function'
    ? { request: (callback) => scope.requestAnimationFrame(callback), cancel: (id) => scope.cancelAnimationFrame(id) }
    : {
        request: (callback) => scope.setTimeout(() => callback(performance.now()), FRAME_MS) as unknown as number,
        cancel: (id) => scope.clearTimeout(id),
      };
}

/** Answers the function that takes each message; `post` hears the scene's news; `done` runs after dispose. */
export function createSceneHost(post: (message: FromWorker) => void, frames: Frames, done: () => void = () => {}) {
  let scene: WidgetScene | undefined;
  let animating = false;
  let frame = 0;
  let last = 0;
  let disposed = false;

  function tick(now: number) {
    frame = 0;
    if (!scene || !animating) return;
    scene.step(framesFor(now - last));
    last = now;
    scene.render();
    schedule();
  }

  function schedule() {
    if (frame === 0 && animating && scene) frame = frames.request(tick);
  }

  async function init(message: Extract<ToWorker, { type: 'init' }>) {
    message.canvas.addEventListener('webglcontextlost', (event) => {
      event.preventDefault();
      frames.cancel(frame);
      scene = undefined;
      post({ type: 'unavailable', reason: 'WebGL context lost' });
    });
    const create = message.widget === 'icosahedron' ? createIcosahedronScene : createHypercubeScene;
    let created: WidgetScene;
    try {
      created = create({ canvas: message.canvas, pixelRatio: message.pixelRatio, theme: message.theme });
    } catch (error) {
      post({ type: 'unavailable', reason: (error as Error).message });
      return;
    }
    try {
      await created.prepare();
    } catch {
      /* the first render compiles whatever is left */
    }
    if (disposed) return created.dispose();
    scene = created;
    scene.render();
    post({ type: 'running' });
    last = performance.now();
    schedule();
  }

  return (message: ToWorker) => {
    switch (message.type) {
      case 'init':
        void init(message);
        break;
      case 'animate':
        animating = message.on;
        if (animating) {
          last = performance.now();
          schedule();
        } else {
          frames.cancel(frame);
          frame = 0;
          scene?.render(); // the still frame stays on screen
        }
        break;
      case 'rotate':
        scene?.rotateBy(message.x, message.y);
        scene?.render();
        break;
      case 'theme':
        scene?.setTheme(message.theme);
        scene?.render();
        break;
      case 'dispose':
        disposed = true;
        frames.cancel(frame);
        scene?.dispose();
        scene = undefined;
        done();
        break;
    }
  };
}
