// What a widget's three.js scene offers the code that drives it (components/widgets/widget.worker.ts).

/** The theme as the scenes need it, read on the main thread (the worker has no DOM). */
export interface SceneTheme {
  name: string;
  /** CSS colours of the --accent and --accent-2 tokens. */
  accent: string;
  glow: string;
}

export interface SceneOptions {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  pixelRatio: number;
  theme: SceneTheme;
  random?: () => number;
}

export interface WidgetScene {
  /** Advances the idle motion by a number of 60 fps frames (may be fractional). */
  step(frames: number): void;
  rotateBy(x: number, y: number): void;
  setTheme(theme: SceneTheme): void;
  render(): void;
  /** Compiles the shaders off the thread where the browser can (KHR_parallel_shader_compile). */
  prepare(): Promise<unknown>;
  dispose(): void;
}
