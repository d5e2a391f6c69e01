// `npm start`: builds the site if it is missing or older than the sources, then serves out/ the way
// a static host does on http://localhost:3000, with the local API emulator on :3001.
// Settings: your NEXT_PUBLIC_* (or VITE_*) variables; unset ones get the local defaults below.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOOPBACK } from '../../dev/emulators/api-emulator.ts';
import { buildSite } from '../build/build-site.mjs';
import { createStaticServer } from './serve-static.ts';

const SITE_PORT = 3000;
const API_PORT = 3001;
const IDP_PORT = 3003;
/** The hash of the sources and settings out/ was built from: kept beside out/, never deployed with it. */
const STAMP = '.build-stamp';

const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'next.config.mjs', 'package-lock.json'];

/** Local defaults: sign-in on, against the identity-provider emulator, so every screen can be tried offline. */
const LOCAL_DEFAULTS = {
  NEXT_PUBLIC_DEPLOYMENT_ID: 'local',
  NEXT_PUBLIC_API_URL: `http://localhost:${API_PORT}`,
  NEXT_PUBLIC_DESCOPE_PROJECT_ID: 'P2LOCALDEVPROJECT00000000000',
  NEXT_PUBLIC_DESCOPE_BASE_URL: `http://localhost:${IDP_PORT}`,
  NEXT_PUBLIC_SITE_URL: `http://localhost:${SITE_PORT}`,
};

function buildEnv() {
  const env = { ...process.env };
  for (const [name, value] of Object.entries(LOCAL_DEFAULTS)) {
    const alias = name.replace(/^NEXT_PUBLIC_/, 'VITE_');
    if (!env[name] && !env[alias]) env[name] = value;
  }
  return env;
}

async function newestMtime(entry) {
  let info;
  try {
    info = await stat(entry);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of await readdir(entry)) newest = Math.max(newest, await newestMtime(path.join(entry, child)));
  return newest;
}

async function stampFor(env) {
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('NEXT_PUBLIC_') || name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  const sources = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  return createHash('sha256').update(JSON.stringify({ settings, sources })).digest('hex');
}

const env = buildEnv();
const stamp = await stampFor(env);
const previous = await readFile(STAMP, 'utf8').catch(() => '');
if (previous.trim() === stamp && existsSync(path.join('out', 'index.html'))) {
  console.log('out/ is up to date with the sources and settings; not rebuilding.');
} else {
  console.log('Building the site into out/ …');
  const { seconds } = await buildSite(env);
  await writeFile(STAMP, `${stamp}\n`);
  console.log(`Built in ${seconds.toFixed(1)} s.`);
}

const emulators = spawn(process.execPath, ['dev/emulators/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    API_EMULATOR_PORT: String(API_PORT),
    IDP_EMULATOR_PORT: String(IDP_PORT),
    EMULATOR_ORIGINS: `http://localhost:${SITE_PORT}`,
  },
});
// Loopback only, like the emulators: nothing else on the network reaches the site.
createStaticServer({ root: 'out' }).listen(SITE_PORT, LOOPBACK, () => {
  console.log(`\n  The site: http://localhost:${SITE_PORT}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    emulators.kill(signal);
    process.exit(0);
  });
}
