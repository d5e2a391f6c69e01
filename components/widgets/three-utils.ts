// Small three.js helpers shared by the widget scenes (they run in the widget worker).
import {
  AmbientLight,
  Color,
  DirectionalLight,
  Mesh,
  PerspectiveCamera,
  Scene,
  type Camera,
  type InterleavedBufferAttribute,
  type Object3D,
  type Material,
  type Texture,
  WebGLRenderer,
} from 'three';
import { LineMaterial } from 'three/examples/jsm/lines/LineMaterial.js';
import { LineSegments2 } from 'three/examples/jsm/lines/LineSegments2.js';
import { LineSegmentsGeometry } from 'three/examples/jsm/lines/LineSegmentsGeometry.js';
import { AMBIENT_LIGHT, DIRECTIONAL_LIGHT, type Vec3 } from '@/lib/widgets/motion';
import type { SceneOptions, WidgetScene } from './scene';

/** A renderer on the given canvas. Throws without WebGL. */
export function createRenderer({ canvas, pixelRatio }: SceneOptions, width: number, height: number): WebGLRenderer {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'low-power' });
  // Checking shader errors reads link status back synchronously, a stall per program; the
  // scenes use three.js's own materials only, whose shaders three.js tests.
  renderer.debug.checkShaderErrors = false;
  renderer.setPixelRatio(pixelRatio);
  renderer.setSize(width, height, false); // CSS sizes the element; an OffscreenCanvas has no style
  return renderer;
}

/**
 * A widget's stage: the renderer for its square canvas of `sizePx` CSS pixels, a scene lit from
 * `lightFrom`, and a camera of `cameraFov` degrees at `cameraAt` looking at the centre.
 */
export function createStage(
  options: SceneOptions,
  { sizePx, cameraFov }: { sizePx: number; cameraFov: number },
  cameraAt: Vec3,
  lightFrom: Vec3,
) {
  const renderer = createRenderer(options, sizePx, sizePx);
  const scene = new Scene();
  const camera = new PerspectiveCamera(cameraFov, 1, 0.1, 100);
  camera.position.set(...cameraAt);
  camera.lookAt(0, 0, 0);
  addLights(scene, lightFrom);
  return { renderer, scene, camera };
}

/** Both widgets' light: white ambient (0.6) and a white directional light (0.8) from `from`. */
export function addLights(scene: Scene, from: [number, number, number]) {
  scene.add(new AmbientLight(0xffffff, AMBIENT_LIGHT));
  const sun = new DirectionalLight(0xffffff, DIRECTIONAL_LIGHT);
  sun.position.set(...from);
  scene.add(sun);
}

/** How wide a widget's edges are drawn, in CSS pixels (WebGL's own lines are always one device pixel). */
export const EDGE_WIDTH_PX = 1.6;

/**
 * `segments` antialiased lines EDGE_WIDTH_PX wide on a square canvas of `sizePx` CSS pixels, and a
 * function that moves them: six numbers a segment (its two ends), written into the same buffer.
 */
export function edgeLines(segments: number, sizePx: number, pixelRatio: number, opacity: number) {
  const geometry = new LineSegmentsGeometry();
  geometry.setPositions(new Float32Array(segments * 6));
  const material = new LineMaterial({ linewidth: EDGE_WIDTH_PX * pixelRatio, transparent: true, opacity });
  material.resolution.set(sizePx * pixelRatio, sizePx * pixelRatio);
  const lines = new LineSegments2(geometry, material);
  // Their bounds change as they move; the widget is always in view.
  lines.frustumCulled = false;
  const buffer = (geometry.getAttribute('instanceStart') as InterleavedBufferAttribute).data;
  return {
    lines,
    material,
    place(positions: ArrayLike<number>) {
      (buffer.array as Float32Array).set(positions);
      buffer.needsUpdate = true;
    },
  };
}

/** A CSS colour as a three.js colour, or the fallback when it does not parse. */
export function sceneColor(value: string, fallback: string): Color {
  try {
    return new Color(value || fallback);
  } catch {
    return new Color(fallback);
  }
}

/** Frees every geometry, material and texture under `root`, then the renderer and its WebGL context. */
export function disposeAll(root: Object3D, renderer: WebGLRenderer) {
  root.traverse((object) => {
    const withGeometry = object as Mesh;
    withGeometry.geometry?.dispose();
    const material = withGeometry.material as Material | Material[] | undefined;
    // A material's texture (a particle's soft dot) is freed with it.
    const free = (m: Material) => {
      (m as Material & { map?: Texture | null }).map?.dispose();
      m.dispose();
    };
    if (Array.isArray(material)) material.forEach(free);
    else if (material) free(material);
  });
  renderer.dispose();
  renderer.forceContextLoss();
}

/** What every scene does the same way: turn `body` on a drag, draw, warm up and free everything. */
export function sceneBasics(
  renderer: WebGLRenderer,
  root: Object3D,
  camera: Camera,
  body: Object3D,
): Pick<WidgetScene, 'rotateBy' | 'render' | 'prepare' | 'dispose'> {
  return {
    rotateBy(x, y) {
      body.rotation.x += x;
      body.rotation.y += y;
    },
    render: () => renderer.render(root, camera),
    // Off the thread where the browser compiles in parallel; at once where it cannot (three.js
    // would warn that KHR_parallel_shader_compile is missing, and compile at once all the same).
    prepare: async () =>
      renderer.extensions.has('KHR_parallel_shader_compile')
        ? renderer.compileAsync(root, camera)
        : renderer.compile(root, camera),
    dispose: () => disposeAll(root, renderer),
  };
}
