// What a widget's three.js scene offers the component that owns its lifecycle.
export interface WidgetScene {
  canvas: HTMLCanvasElement;
  /** Advances the idle motion by a number of 60 fps frames (may be fractional). */
  step(frames: number): void;
  rotateBy(x: number, y: number): void;
  setTheme(theme: string): void;
  render(): void;
  /** Compiles the shaders off the main thread where the browser can (KHR_parallel_shader_compile). */
  prepare(): Promise<unknown>;
  dispose(): void;
}
