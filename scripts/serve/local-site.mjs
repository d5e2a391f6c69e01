// What `npm start` runs: builds the site if it is missing or older than the sources, then serves
// out/ the way a static host does on http://localhost:3000, with the local API emulator on :3001 and
// the identity-provider emulator on :3003 (each with its control port 100 above).
// Ports: `npm start -- --port 4000 --api-port 4001 --idp-port 4003`, or PORT, API_EMULATOR_PORT and
// IDP_EMULATOR_PORT. Every port is checked before anything starts: a taken one is named in one line,
// and nothing is left running.
// Settings: your NEXT_PUBLIC_* (or VITE_*) variables; unset ones get the local defaults below.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOOPBACK, createApiEmulator } from '../../dev/emulators/api-emulator.ts';
import { createIdpEmulator } from '../../dev/emulators/idp-emulator.ts';
import { createStaticServer } from './serve-static.ts';

/** The default ports; an emulator's control port is its port + CONTROL_OFFSET. */
const DEFAULT_PORTS = { site: 3000, api: 3001, idp: 3003 };
const CONTROL_OFFSET = 100;
/** The hash of the sources and settings out/ was built from: kept beside out/, never deployed with it. */
const STAMP = '.build-stamp';

const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'next.config.mjs', 'package-lock.json'];

/** The ports asked for on the command line or in the environment, else the defaults. */
function chosenPorts() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'api-port': { type: 'string' }, 'idp-port': { type: 'string' } },
  });
  const pick = (flag, variable, fallback) => {
    const raw = values[flag] ?? process.env[variable];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65_535 - CONTROL_OFFSET) {
      console.error(
        `--${flag} (${variable}) must be a port number from 1 to ${65_535 - CONTROL_OFFSET}, not "${raw}".`,
      );
      process.exit(1);
    }
    return port;
  };
  return {
    site: pick('port', 'PORT', DEFAULT_PORTS.site),
    api: pick('api-port', 'API_EMULATOR_PORT', DEFAULT_PORTS.api),
    idp: pick('idp-port', 'IDP_EMULATOR_PORT', DEFAULT_PORTS.idp),
  };
}

/** Whether nothing listens on `port` on loopback. */
const portFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, LOOPBACK, () => probe.close(() => resolve(true)));
  });

/** The one line a taken port gets. */
const takenMessage = (port, what) =>
  `Port ${port} (${what}) is in use. Stop what uses it, or choose other ports: ` +
  'npm start -- --port 4000 --api-port 4001 --idp-port 4003 (or PORT, API_EMULATOR_PORT, IDP_EMULATOR_PORT).';

/** Local defaults: sign-in on, against the identity-provider emulator, so every screen can be tried offline. */
function buildEnv(ports) {
  const localDefaults = {
    NEXT_PUBLIC_DEPLOYMENT_ID: 'local',
    NEXT_PUBLIC_API_URL: `http://localhost:${ports.api}`,
    NEXT_PUBLIC_DESCOPE_PROJECT_ID: 'P2LOCALDEVPROJECT00000000000',
    NEXT_PUBLIC_DESCOPE_BASE_URL: `http://localhost:${ports.idp}`,
    NEXT_PUBLIC_SITE_URL: `http://localhost:${ports.site}`,
  };
  const env = { ...process.env };
  for (const [name, value] of Object.entries(localDefaults)) {
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

const ports = chosenPorts();
const wanted = [
  [ports.site, 'the site'],
  [ports.api, 'the API emulator'],
  [ports.api + CONTROL_OFFSET, "the API emulator's control"],
  [ports.idp, 'the identity-provider emulator'],
  [ports.idp + CONTROL_OFFSET, "the identity-provider emulator's control"],
];
for (const [port, what] of wanted) {
  if (!(await portFree(port))) {
    console.error(takenMessage(port, what));
    process.exit(1);
  }
}

const env = buildEnv(ports);
const stamp = await stampFor(env);
const previous = await readFile(STAMP, 'utf8').catch(() => '');
if (previous.trim() === stamp && existsSync(path.join('out', 'index.html'))) {
  console.log('out/ is up to date with the sources and settings; not rebuilding.');
} else {
  console.log('Building the site into out/ …');
  // The build's modules load only now, once every port is known to be free.
  const { buildSite } = await import('../build/build-site.mjs');
  const { seconds } = await buildSite(env);
  await writeFile(STAMP, `${stamp}\n`);
  console.log(`Built in ${seconds.toFixed(1)} s.`);
}

// The emulators and the site in this one process: when it ends, nothing it started is left running.
const origins = [`http://localhost:${ports.site}`];
const api = createApiEmulator({ origins });
const idp = createIdpEmulator({ origins });
const site = createStaticServer({ root: 'out' });
const stopAll = () => Promise.allSettled([api.stop(), idp.stop(), new Promise((done) => site.close(done))]);
/** A port taken while the site was building: its one line, and everything stopped. */
const fail = async (port, what) => {
  console.error(takenMessage(port, what));
  await stopAll();
  process.exit(1);
};
await api.start(ports.api, ports.api + CONTROL_OFFSET).catch(() => fail(ports.api, 'the API emulator'));
await idp.start(ports.idp, ports.idp + CONTROL_OFFSET).catch(() => fail(ports.idp, 'the identity-provider emulator'));
console.log(`API emulator on http://localhost:${ports.api}, identity provider on http://localhost:${ports.idp}`);
// Loopback only, like the emulators: nothing else on the network reaches the site.
site.once('error', () => fail(ports.site, 'the site'));
site.listen(ports.site, LOOPBACK, () => {
  console.log(`\n  The site: http://localhost:${ports.site}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(0);
  });
}
