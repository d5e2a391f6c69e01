// The cross-engine walk (walk.mjs) in Firefox and in WebKit, at phone width where the driver allows
// it (MiniBrowser stops at about 447 px), against the built main variant with both emulators, the
// way the Playwright suite runs Chromium. Every step also fails on any uncaught error, rejected
// promise, Content-Security-Policy violation or console error its pages reported, and on any
// console warning but the one a widget without WebGL may log where a step visits the landing page.
// Screenshots of the widget and what each step found go to engine-report/.
// Run: npm run test:engines (after a build of the variants: npm run test:e2e or
// node scripts/build/build-variants.mjs main); WALK_ENGINES=firefox or WALK_ENGINES=webkit runs one.
// Needs Debian's firefox-esr, webkit2gtk-driver and xvfb; without them (outside CI) it says so and
// skips.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { createApiEmulator } from '../../dev/emulators/api-emulator.ts';
import { createIdpEmulator } from '../../dev/emulators/idp-emulator.ts';
import { API_CONTROL_PORT, API_PORT, IDP_CONTROL_PORT, IDP_PORT, VARIANTS, VARIANT_DIR } from '../../dev/variants.ts';
import { FIREFOX_PATH, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from '../../dev/system-packages.mjs';
import { launchFirefox } from './firefox.mjs';
import { serveWalkSite } from './site.mjs';
import { WALK } from './walk.mjs';
import { launchWebKit } from './webkit.mjs';

const MAIN = VARIANTS.find((v) => v.name === 'main');
const SHOTS = 'engine-report';
const DISPLAY = ':91';
const WEBKIT_DRIVER_PORT = 4444;
/** The phone the walk reads on (iPhone 12-15 width); MiniBrowser goes no narrower than about 447 px. */
const PHONE = { width: 390, height: 844 };

const ALL_ENGINES = [
  { name: 'firefox', needs: [FIREFOX_PATH, XVFB_PATH], launch: () => launchFirefox({ display: DISPLAY }) },
  {
    name: 'webkit',
    needs: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH],
    launch: () => launchWebKit({ display: DISPLAY, port: WEBKIT_DRIVER_PORT }),
  },
];

/**
 * What the pages of a step reported that fails it: everything but one warning matching the step's
 * `allowed` pattern (null: none).
 */
function problems(reports, allowed) {
  const warnings = reports.filter((r) => r.kind === 'console.warn');
  const failing = reports.filter((r) => r.kind !== 'console.warn');
  const expected = warnings.filter((r) => allowed?.test(r.text));
  const unexpected = warnings.filter((r) => !allowed?.test(r.text));
  return [...failing, ...unexpected, ...(expected.length > 1 ? expected : [])];
}

/** WALK_ENGINES=webkit (or firefox) runs one engine's walk only. */
const chosen = process.env.WALK_ENGINES?.split(',').map((name) => name.trim());
const ENGINES = ALL_ENGINES.filter((engine) => !chosen || chosen.includes(engine.name));

const missing = ENGINES.flatMap((e) => e.needs).filter((path) => !existsSync(path));
const skip = missing.length > 0 && !process.env.CI ? `not installed here: ${[...new Set(missing)].join(', ')}` : false;

describe('the walk in every engine', { skip }, () => {
  let xvfb;
  let site;
  const emulators = [];
  /** The API emulator, for steps that put it in a failure mode. */
  let walkApi;
  const results = {};

  before(async () => {
    if (!existsSync(`${VARIANT_DIR}/main/index.html`))
      throw new Error(`build the variants first: no ${VARIANT_DIR}/main`);
    await mkdir(SHOTS, { recursive: true });
    xvfb = spawn(XVFB_PATH, [DISPLAY, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    const origins = [MAIN.baseURL];
    const api = createApiEmulator({ origins });
    const idp = createIdpEmulator({ origins });
    await api.start(API_PORT, API_CONTROL_PORT);
    await idp.start(IDP_PORT, IDP_CONTROL_PORT);
    emulators.push(api, idp);
    walkApi = api;
    site = await serveWalkSite(`${VARIANT_DIR}/main`, MAIN.port);
  });

  after(async () => {
    await site?.close();
    await Promise.all(emulators.map((emulator) => emulator.stop()));
    xvfb?.kill();
    await writeFile(`${SHOTS}/engines.json`, `${JSON.stringify(results, null, 2)}\n`);
  });

  for (const engine of ENGINES) {
    describe(engine.name, () => {
      let driver;
      const context = { origin: MAIN.baseURL, shots: SHOTS };

      before(async () => {
        driver = await engine.launch();
        const { width } = await driver.resize(PHONE.width, PHONE.height);
        results[engine.name] = { width, steps: {} };
      });

      after(async () => {
        await driver?.quit();
      });

      for (const [name, step, allowed] of WALK) {
        it(name, async () => {
          site.take(); // what earlier steps left behind is theirs
          const started = Date.now();
          const found = (await step(driver, { ...context, api: walkApi })) ?? {};
          await site.delivered(driver); // the reports still on their way
          const bad = problems(site.take(), allowed);
          results[engine.name].steps[name] = { ms: Date.now() - started, ...found, problems: bad };
          if (bad.length)
            throw new Error(`${engine.name}: ${bad.map((r) => `${r.kind} on ${r.page}: ${r.text}`).join('\n')}`);
        });
      }
    });
  }
});
