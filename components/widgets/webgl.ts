// Whether a kind of canvas gives WebGL here: asked of a 1×1 canvas whose context is released at
// once. A capability, not an API's presence: WebKitGTK has OffscreenCanvas, and
// transferControlToOffscreen, but gives an OffscreenCanvas no WebGL context.

export function hasWebGL(make: () => HTMLCanvasElement | OffscreenCanvas | undefined): boolean {
  try {
    const canvas = make();
    const gl = (canvas?.getContext('webgl2') ?? canvas?.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/** A 1×1 OffscreenCanvas, where the scope has them. */
export const offscreenProbe = () => (typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : undefined);
