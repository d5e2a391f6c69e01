// The builds the e2e tests, the bench and Lighthouse run against: each is the site built with
// other settings, served on its own port, with the emulators' ports. One list, read by
// scripts/build/build-variants.mjs, scripts/measure/bench.mjs, scripts/measure/lighthouse.mjs and playwright.config.ts.

export const API_PORT = 4200;
export const API_CONTROL_PORT = 4300;
export const IDP_PORT = 4400;
export const IDP_CONTROL_PORT = 4500;
/** A 28-character id, as Descope's are; the emulator accepts any. */
export const TEST_PROJECT_ID = 'P2TESTPROJECT000000000000000';

const origin = (port: number) => `http://localhost:${port}`;

/** A build of the site: its name, the port it is served on, the settings it is built with. */
interface Build {
  name: string;
  port: number;
  env: Record<string, string>;
}

const BUILDS: Build[] = [
  {
    name: 'main',
    port: 4100,
    env: {
      NEXT_PUBLIC_DEPLOYMENT_ID: 'prov-e2e-main',
      NEXT_PUBLIC_DEPLOYMENT_TYPE: 'apotheosis',
      NEXT_PUBLIC_DEPLOYMENT_FLAGS: '{"apotheosis":true,"sanctified":true}',
      NEXT_PUBLIC_GITHUB_REPO: 'https://github.com/acme/stellar-app',
      NEXT_PUBLIC_TELEKINESIS_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/stellar-tasks',
      NEXT_PUBLIC_SANCTIFIED: 'true',
      NEXT_PUBLIC_DESCOPE_PROJECT_ID: TEST_PROJECT_ID,
      NEXT_PUBLIC_DESCOPE_BASE_URL: origin(IDP_PORT),
    },
  },
  {
    // Sanctified mode on, no project id: every route is the configuration screen.
    name: 'unconfigured',
    port: 4101,
    env: { NEXT_PUBLIC_SANCTIFIED: 'true' },
  },
  {
    // No sign-in; type milligram, so `/` is the main documentation page.
    name: 'public',
    port: 4102,
    env: {
      NEXT_PUBLIC_SANCTIFIED: 'false',
      NEXT_PUBLIC_DEPLOYMENT_TYPE: 'milligram',
      NEXT_PUBLIC_DOCS_EDIT_URL: 'https://github.com/acme/site/edit/main/',
    },
  },
  {
    // Type ethereal: api and db health are n/a and never requested.
    name: 'ethereal',
    port: 4103,
    env: {
      NEXT_PUBLIC_SANCTIFIED: 'false',
      NEXT_PUBLIC_DEPLOYMENT_TYPE: 'ethereal',
      NEXT_PUBLIC_DEPLOYMENT_ID: 'prov-ethereal',
    },
  },
];

export const VARIANTS = BUILDS.map((variant) => ({
  ...variant,
  baseURL: origin(variant.port),
  env: {
    NEXT_PUBLIC_API_URL: origin(API_PORT),
    NEXT_PUBLIC_SITE_URL: origin(variant.port),
    ...variant.env,
  },
}));

export const VARIANT_DIR = '.variants';

/** Where Debian's nginx serves the main variant with deploy/nginx.conf (e2e/host.spec.ts). */
export const NGINX_PORT = 4110;
/** Debian's nginx (apt-get install nginx); NGINX_PATH overrides. */
export { NGINX_PATH } from './system-packages.mjs';
