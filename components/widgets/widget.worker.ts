// A widget's scene, off the main thread: the scene host (scene-host.ts) drawing into the
// OffscreenCanvas the frame sent. The worker is the one place that asks whether an OffscreenCanvas
// gives WebGL here: where it gives none (WebKitGTK, or a browser without WebGL) the worker says so
// before loading three.js, and the frame draws on the main thread or shows its still picture.
// Otherwise it loads the scene and hands it every message, those that came while it loaded first.
// A worker with no scene to run closes itself: after saying it cannot draw, or on a dispose that
// came before its scene.
import type { FromWorker, ToWorker } from './protocol';
import { hasWebGL, offscreenProbe } from './webgl';

/** The parts of DedicatedWorkerGlobalScope used here (the project's lib is the DOM's). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  close(): void;
}
const scope = self as unknown as WorkerScope;
const post = (message: FromWorker) => scope.postMessage(message);
/** Says why there is nothing to draw, and closes. */
const end = (message: FromWorker) => {
  post(message);
  scope.close();
};

let host: ((message: ToWorker) => void) | undefined;
/** Messages that came while the scene loaded, in order. */
const waiting: ToWorker[] = [];
let disposed = false;

function start(init: Extract<ToWorker, { type: 'init' }>) {
  if (!hasWebGL(offscreenProbe)) return end({ type: 'no-offscreen-webgl' });
  import('./scene-host').then(
    ({ createSceneHost, framesOf }) => {
      if (disposed) return; // the frame went away while the scene loaded
      const started = createSceneHost(post, framesOf(self), () => scope.close());
      host = started;
      for (const message of [init, ...waiting.splice(0)]) started(message);
    },
    (error: unknown) =>
      end({
        type: 'unavailable',
        reason: `the 3D code did not load: ${error instanceof Error ? error.message : String(error)}`,
      }),
  );
}

scope.onmessage = (event) => {
  if (host) host(event.data);
  else if (event.data.type === 'init') start(event.data);
  else if (event.data.type === 'dispose') {
    disposed = true;
    scope.close();
  } else waiting.push(event.data);
};
