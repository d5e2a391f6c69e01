// The browser of the tests, the bench and Lighthouse: Debian's Chromium (the package mirror has no
// browser builds for Playwright to download). CHROMIUM_PATH overrides the path.
export { CHROMIUM_PATH } from './system-packages.mjs';

/** A non-localhost name for the main variant (Chromium maps it to 127.0.0.1 in the tests that use it). */
export const PUBLIC_HOST = 'milligram.test';
const PUBLIC_HOST_RULE = `MAP ${PUBLIC_HOST} 127.0.0.1`;

/** Headless, no network chatter, software WebGL (SwiftShader). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  // A non-localhost name for the site, for behaviour that differs on localhost (e2e/faults.spec.ts).
  `--host-resolver-rules=${PUBLIC_HOST_RULE}`,
];
