// A widget's scene, off the main thread: the scene host (scene-host.ts) drawing into the
// OffscreenCanvas the frame sent. Where this worker's OffscreenCanvas gives no WebGL it says so
// before loading the scene, and the frame draws on the main thread instead.
import type { FromWorker, ToWorker } from './protocol';
import { createSceneHost, framesOf } from './scene-host';
import { hasWebGL, offscreenProbe } from './webgl';

/** The parts of DedicatedWorkerGlobalScope used here (the project's lib is the DOM's). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  close(): void;
}
const scope = self as unknown as WorkerScope;
const post = (message: FromWorker) => scope.postMessage(message);
const host = createSceneHost(post, framesOf(self), () => scope.close());

scope.onmessage = (event) => {
  if (event.data.type === 'init' && !hasWebGL(offscreenProbe)) post({ type: 'no-offscreen-webgl' });
  else host(event.data);
};
