// A widget's scene, off the main thread: builds it on an OffscreenCanvas, compiles its shaders,
// then animates it with the worker's own animation frames while the frame asks for motion.
import { FRAME_MS, framesFor } from '@/lib/widgets/motion';
import { createHypercubeScene } from './hypercube-scene';
import { createIcosahedronScene } from './icosahedron-scene';
import type { FromWorker, ToWorker } from './protocol';
import type { WidgetScene } from './scene';

/** The parts of DedicatedWorkerGlobalScope used here (the project's lib is the DOM's). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  close(): void;
}
const scope = self as unknown as WorkerScope;
const post = (message: FromWorker) => scope.postMessage(message);

// Dedicated workers have animation frames where OffscreenCanvas does; a timer elsewhere.
const nextFrame: (callback: (now: number) => void) => number =
  typeof self.requestAnimationFrame === 'function'
    ? (callback) => self.requestAnimationFrame(callback)
    : (callback) => self.setTimeout(() => callback(performance.now()), FRAME_MS) as unknown as number;
const cancelFrame = (id: number) =>
  typeof self.cancelAnimationFrame === 'function' ? self.cancelAnimationFrame(id) : self.clearTimeout(id);

let scene: WidgetScene | undefined;
let animating = false;
let frame = 0;
let last = 0;

function tick(now: number) {
  frame = 0;
  if (!scene || !animating) return;
  scene.step(framesFor(now - last));
  last = now;
  scene.render();
  schedule();
}

function schedule() {
  if (frame === 0 && animating && scene) frame = nextFrame(tick);
}

async function init(message: Extract<ToWorker, { type: 'init' }>) {
  message.canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    cancelFrame(frame);
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
  scene = created;
  scene.render();
  post({ type: 'running' });
  last = performance.now();
  schedule();
}

scope.onmessage = (event) => {
  const message = event.data;
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
        cancelFrame(frame);
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
      cancelFrame(frame);
      scene?.dispose();
      scene = undefined;
      scope.close();
      break;
  }
};
