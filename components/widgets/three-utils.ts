// Small three.js helpers shared by the widget scenes.
import { Color, Mesh, type Object3D, type Material, WebGLRenderer } from 'three';
import { pixelRatio } from '@/lib/widgets/motion';

/** A renderer on a new canvas (never a reused one: see ../shared/notes/toolchain.md). Throws without WebGL. */
export function createRenderer(width: number, height: number): WebGLRenderer {
  const renderer = new WebGLRenderer({ antialias: true, alpha: true, powerPreference: 'low-power' });
  // Checking shader errors reads link status back synchronously, a main-thread stall per program.
  renderer.debug.checkShaderErrors = process.env.NODE_ENV !== 'production';
  renderer.setPixelRatio(pixelRatio(window.devicePixelRatio));
  renderer.setSize(width, height, false);
  renderer.domElement.style.width = '100%';
  renderer.domElement.style.height = '100%';
  return renderer;
}

/** A theme token (a CSS custom property on the root) as a three.js colour. */
export function themeColor(token: string, fallback: string): Color {
  const value = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
  try {
    return new Color(value || fallback);
  } catch {
    return new Color(fallback);
  }
}

/** Frees every geometry and material under `root`, then the renderer and its WebGL context. */
export function disposeAll(root: Object3D, renderer: WebGLRenderer) {
  root.traverse((object) => {
    const withGeometry = object as Mesh;
    withGeometry.geometry?.dispose();
    const material = withGeometry.material as Material | Material[] | undefined;
    if (Array.isArray(material)) material.forEach((m) => m.dispose());
    else material?.dispose();
  });
  renderer.dispose();
  renderer.forceContextLoss();
  renderer.domElement.remove();
}
