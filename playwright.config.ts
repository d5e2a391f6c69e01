import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PUBLIC_HOST } from './dev/chromium.ts';
import {
  API_CONTROL_PORT,
  API_PORT,
  IDP_CONTROL_PORT,
  IDP_PORT,
  NGINX_PATH,
  NGINX_PORT,
  VARIANTS,
  VARIANT_DIR,
} from './dev/variants.ts';

const variant = (name: string) => VARIANTS.find((v) => v.name === name)!;
const NGINX_URL = `http://localhost:${NGINX_PORT}`;
// The nginx recipe runs wherever nginx is installed; CI installs it, so there it must run.
const withNginx = existsSync(NGINX_PATH) || Boolean(process.env.CI);
const hostProjects = ['host-static', ...(withNginx ? ['host-nginx'] : [])];
const origins = [...VARIANTS.map((v) => v.baseURL), `http://${PUBLIC_HOST}:${variant('main').port}`, NGINX_URL].join(
  ',',
);

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts/,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries anywhere: a test that fails once is flaky, and a retry would hide it.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Still widgets by default: under page.clock a running widget would render every faked frame
    // in software GL. e2e/widgets.spec.ts turns motion back on.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'main',
      testIgnore: [
        /unconfigured\.spec\.ts/,
        /public\.spec\.ts/,
        /ethereal\.spec\.ts/,
        /faults\.spec\.ts/,
        /host\.spec\.ts/,
      ],
      use: { baseURL: variant('main').baseURL },
    },
    {
      // Fault tests switch the shared API emulator into failure modes: run them after the rest.
      name: 'faults',
      testMatch: /faults\.spec\.ts/,
      dependencies: ['main', ...hostProjects],
      fullyParallel: false,
      use: { baseURL: variant('main').baseURL },
    },
    // The hosting contract, on the project's static server and on nginx with deploy/nginx.conf.
    { name: 'host-static', testMatch: /host\.spec\.ts/, use: { baseURL: variant('main').baseURL } },
    ...(withNginx ? [{ name: 'host-nginx', testMatch: /host\.spec\.ts/, use: { baseURL: NGINX_URL } }] : []),
    { name: 'unconfigured', testMatch: /unconfigured\.spec\.ts/, use: { baseURL: variant('unconfigured').baseURL } },
    { name: 'public', testMatch: /public\.spec\.ts/, use: { baseURL: variant('public').baseURL } },
    { name: 'ethereal', testMatch: /ethereal\.spec\.ts/, use: { baseURL: variant('ethereal').baseURL } },
  ],
  webServer: [
    ...VARIANTS.map((v) => ({
      command: `node scripts/serve/serve-static.ts --dir ${VARIANT_DIR}/${v.name} --port ${v.port}`,
      url: `${v.baseURL}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore' as const,
    })),
    ...(withNginx
      ? [
          {
            command: `node dev/nginx.mjs ${VARIANT_DIR}/main ${NGINX_PORT}`,
            url: `${NGINX_URL}/`,
            reuseExistingServer: !process.env.CI,
            stdout: 'ignore' as const,
          },
        ]
      : []),
    {
      command: 'node dev/emulators/start.mjs',
      url: `http://localhost:${API_PORT}/health`,
      env: {
        API_EMULATOR_PORT: String(API_PORT),
        API_EMULATOR_CONTROL_PORT: String(API_CONTROL_PORT),
        IDP_EMULATOR_PORT: String(IDP_PORT),
        IDP_EMULATOR_CONTROL_PORT: String(IDP_CONTROL_PORT),
        EMULATOR_ORIGINS: origins,
      },
      reuseExistingServer: !process.env.CI,
    },
  ],
});
